import { Button, Input, showSnackbar } from '@outreach/design-system';
import { ApiError, api, setToken, useT } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../app/open-router';
import { useAppConfig } from '../../app/config';
import { useOfferedProviderNames } from './sign-in-providers';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Where a person goes once signed in: back to the invite or the OAuth consent they came
 * from (their links send them here first), else to campaigns with the query kept.
 */
export function afterSignInPath(search: string): string {
  const query = new URLSearchParams(search);
  const invite = query.get('invite');
  if (invite) return `/space/accept-invite?${new URLSearchParams({ invite })}`;
  const client = query.get('oauth_client');
  const state = query.get('state');
  if (client && state) return `/oauth?${new URLSearchParams({ oauth_client: client, state })}`;
  return `/campaigns${search}`;
}

export default function SignInPage() {
  const t = useT('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const [pending, setPending] = useState(false);
  // issue 14 white-label options: the host's brand may turn password sign-in off (providers only).
  const passwordAuth = useAppConfig().brand.auth.password;
  const openRegistration = useAppConfig().brand.auth.uiRegistration;
  const providers = useOfferedProviderNames();

  // No react-query here: the sign-in page is the first load and stays small.
  async function signIn(body: ApiBody<'post', '/auth/sign_in'>) {
    setPending(true);
    try {
      const { token } = await api.POST('/auth/sign_in', { body });
      setToken(token);
      navigate(afterSignInPath(location.search), { replace: true });
    } catch (error) {
      showSnackbar({ type: 'error', text: error instanceof ApiError ? error.message : String(error) });
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      email: EMAIL_PATTERN.test(email.trim()) ? undefined : t('signIn.invalidEmail'),
      password: password ? undefined : t('signIn.passwordRequired'),
    };
    setErrors(next);
    if (!next.email && !next.password) void signIn({ email: email.trim(), password });
  }

  return (
    <form className="shell-auth__form" onSubmit={submit} noValidate>
      <h1>{t('signIn.title')}</h1>
      <p className="shell-auth__subtitle">{t('signIn.subtitle')}</p>
      {passwordAuth ? null : <p className="shell-auth__subtitle">{t('signIn.passwordOff')}</p>}
      {passwordAuth ? (
        <>
          <Input
            label={t('signIn.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <Input
            label={t('signIn.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <Button type="submit" loading={pending}>
            {t('signIn.submit')}
          </Button>
          <p className="shell-auth__subtitle">
            <Link to={`/auth/forgot-password${location.search}`}>{t('signIn.forgot')}</Link>
          </p>
        </>
      ) : null}
      {providers ? (
        <p className="shell-auth__subtitle">
          <Link to={`/auth/integration/third-party-login${location.search}`}>
            {t('signIn.thirdParty', { providers })}
          </Link>
        </p>
      ) : null}
      {openRegistration ? (
        <p className="shell-auth__subtitle">
          {t('signIn.noAccount')} <Link to={`/auth/sign-up${location.search}`}>{t('signIn.signUp')}</Link>
        </p>
      ) : null}
    </form>
  );
}
