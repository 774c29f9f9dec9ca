import { Button } from '@outreach/design-system';
import { buildUrl, GENERIC_ERROR, sessionStore, setToken, useT } from '@outreach/sdk';
import { useEffect, useState } from 'react';
import { Link, useLocation } from '../../app/open-router';
import { useAppConfig } from '../../app/config';
import { ensureAuthStyles } from './auth.styles';
import { loadPage } from './full-page-navigation';
import { useOfferedProviderNames } from './sign-in-providers';

ensureAuthStyles();

/** spec platform §7: GET /auth/google/login and GET /auth/ad/login (Microsoft: Azure AD). */
const providers = [
  { id: 'google', path: '/auth/google/login' },
  { id: 'microsoft', path: '/auth/ad/login' },
] as const;
type Provider = (typeof providers)[number];

/**
 * Asks the API first, without following its answer: a configured provider answers with a
 * redirect (the browser then goes there itself, so the API's state cookie is set on the
 * page's own request); one without OAuth settings answers 4xx "not configured", whose text
 * is shown. Returns that text, or null once the page is leaving.
 */
export async function startProviderSignIn(path: string): Promise<string | null> {
  const url = buildUrl(sessionStore.getState().apiBase, path, {});
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'manual', headers: { Accept: 'application/json' } });
  } catch (error) {
    return error instanceof Error ? error.message : GENERIC_ERROR;
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    loadPage(url);
    return null;
  }
  const envelope = (await response.json().catch(() => null)) as
    | { ok: true; payload?: { url?: string } }
    | { ok: false; error?: string }
    | null;
  if (response.ok && envelope?.ok === true && envelope.payload?.url) {
    loadPage(envelope.payload.url);
    return null;
  }
  return (envelope?.ok === false && envelope.error) || GENERIC_ERROR;
}

export default function ThirdPartyLoginPage() {
  const t = useT('account');
  const location = useLocation();
  // Only what works on this host: configured by the operator and allowed by the brand (issue 26 item 22).
  const configured = useAppConfig().signIn;
  const offered = providers.filter((provider) => configured[provider.id]);
  const names = useOfferedProviderNames();
  const [pending, setPending] = useState<Provider['id'] | null>(null);
  // Back from the provider: the API's callback puts a failure in `error`…
  const [error, setError] = useState<string | null>(() => new URLSearchParams(location.search).get('error'));
  // …and the session token in the fragment, which never reaches a server or a Referer.
  const returnedToken = new URLSearchParams(location.hash.slice(1)).get('token');

  useEffect(() => {
    if (!returnedToken) return;
    setToken(returnedToken);
    loadPage('/campaigns');
  }, [returnedToken]);

  async function signIn(provider: Provider) {
    setPending(provider.id);
    setError(null);
    const problem = await startProviderSignIn(provider.path);
    if (problem !== null) {
      setError(problem);
      setPending(null);
    }
  }

  return (
    <div className="shell-auth__form">
      <h1>{t('thirdParty.title')}</h1>
      <p className="shell-auth__subtitle">
        {names ? t('thirdParty.subtitle', { providers: names }) : t('thirdParty.none')}
      </p>
      <div className="account-auth__providers">
        {offered.map((provider) => (
          <Button
            key={provider.id}
            variant="secondary"
            loading={pending === provider.id}
            disabled={pending !== null && pending !== provider.id}
            onClick={() => void signIn(provider)}
          >
            {t(`thirdParty.${provider.id}`)}
          </Button>
        ))}
      </div>
      {error ? (
        <p className="account-auth__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="account-auth__text">
        <Link to={`/auth/sign-in${location.search}`}>{t('thirdParty.withEmail')}</Link>
      </p>
    </div>
  );
}
