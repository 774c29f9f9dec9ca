import { Button, showSnackbar } from '@outreach/design-system';
import { ApiError, api, useSession, useT } from '@outreach/sdk';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../app/open-router';
import { ensureAuthStyles } from './auth.styles';
import { loadPage } from './full-page-navigation';

ensureAuthStyles();

/** spec platform §2: "/oauth needs query oauth_client and state, otherwise goes to /". */
export default function OAuthPage() {
  const t = useT('account');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const signedIn = useSession((state) => Boolean(state.token));
  const client = query.get('oauth_client');
  const state = query.get('state');
  const [pending, setPending] = useState(false);

  if (!client || !state) return <Navigate to="/" replace />;
  // Consent needs a signed-in person; sign-in brings them back here (SignInPage afterSignInPath).
  if (!signedIn) {
    return <Navigate to={`/auth/sign-in?${new URLSearchParams({ oauth_client: client, state })}`} replace />;
  }

  async function accept(clientId: string, oauthState: string) {
    setPending(true);
    try {
      // POST /oauth/accept answers with where to send the person back to the client.
      const { redirect_url } = await api.POST('/oauth/accept', {
        body: { state: oauthState, client_id: clientId },
      });
      loadPage(redirect_url);
    } catch (error) {
      showSnackbar({ type: 'error', text: error instanceof ApiError ? error.message : String(error) });
      setPending(false);
    }
  }

  return (
    <div className="account-public">
      <div className="account-public__card account-public__card--narrow">
        <h1>{t('oauth.title', { client })}</h1>
        <p>{t('oauth.text', { client })}</p>
        <div className="account-auth__actions">
          <Button loading={pending} onClick={() => void accept(client, state)}>
            {t('oauth.allow')}
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => navigate('/', { replace: true })}>
            {t('oauth.deny')}
          </Button>
        </div>
      </div>
    </div>
  );
}
