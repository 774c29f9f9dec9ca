import { Button, Spinner } from '@outreach/design-system';
import { ApiError, api, useSession, useT } from '@outreach/sdk';
import type { ApiPayload } from '@outreach/core/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from '../../app/open-router';
import { ensureAuthStyles } from '../auth/auth.styles';
import { loadPage } from '../auth/full-page-navigation';
import { ensureWorkspaceStyles } from './workspace.styles';

ensureAuthStyles();
ensureWorkspaceStyles();

/** GET /space/invites?invite_code= : the invite a link points at. */
export type InviteInfo = ApiPayload<'get', '/space/invites'>;

type InviteState =
  | { status: 'loading' }
  | { status: 'found'; invite: InviteInfo }
  | { status: 'unknown' }
  | { status: 'failed'; message: string };

/**
 * /space/accept-invite?invite= — a public page (spec platform §4 allow-lists): signed out,
 * it offers sign-up or sign-in with the invite carried along; signed in, Accept joins.
 * No react-query here: the page may be mounted outside the signed-in app.
 */
export default function AcceptInvitePage() {
  const t = useT('account');
  const [query] = useSearchParams();
  const code = query.get('invite') ?? '';
  const signedIn = useSession((state) => Boolean(state.token));
  const [state, setState] = useState<InviteState>({ status: 'loading' });
  const [joining, setJoining] = useState(false);
  const [joinError, setJoinError] = useState<string | null>(null);

  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    setState({ status: 'loading' });
    api
      .GET('/space/invites', { query: { invite_code: code } })
      .then((invite) => !cancelled && setState({ status: 'found', invite }))
      .catch((error: unknown) => {
        if (cancelled) return;
        // Signed out, the API may not tell who invited: the page still offers to sign up.
        if (error instanceof ApiError && error.status === 401) setState({ status: 'unknown' });
        else setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [code]);

  async function accept() {
    setJoining(true);
    setJoinError(null);
    try {
      const workspace = await api.POST('/space/join', { body: { invite_code: code } });
      const spaceId = workspace?._id ?? (state.status === 'found' ? state.invite.space?._id : undefined);
      // A full load into the joined workspace (the guard sets it from the space query value):
      // nothing cached from the previous workspace survives.
      loadPage(spaceId ? `/campaigns?${new URLSearchParams({ space: spaceId })}` : '/campaigns');
    } catch (error) {
      // e.g. "You've been invited with another email!" (spec §8), as the API words it.
      setJoinError(error instanceof Error ? error.message : String(error));
      setJoining(false);
    }
  }

  const carried = `?${new URLSearchParams({ invite: code })}`;
  let body: ReactNode;
  if (!code) {
    body = (
      <p className="account-auth__error" role="alert">
        {t('invite.missing')}
      </p>
    );
  } else if (state.status === 'loading') {
    body = <Spinner />;
  } else if (state.status === 'failed') {
    body = (
      <p className="account-auth__error" role="alert">
        {state.message}
      </p>
    );
  } else {
    const invite: Partial<InviteInfo> = state.status === 'found' ? state.invite : {};
    body = (
      <>
        <p>{invite.space?.name ? t('invite.textNamed', { name: invite.space.name }) : t('invite.text')}</p>
        {invite.email ? (
          <p className="account-auth__text">{t('invite.sentTo', { email: invite.email })}</p>
        ) : null}
        {joinError ? (
          <p className="account-auth__error" role="alert">
            {joinError}
          </p>
        ) : null}
        {signedIn ? (
          <div className="account-auth__actions">
            <Button loading={joining} onClick={() => void accept()}>
              {t('invite.accept')}
            </Button>
          </div>
        ) : (
          <div className="account-auth__actions">
            <Link className="ds-button ds-button--primary ds-button--md" to={`/auth/sign-up${carried}`}>
              {t('invite.signUp')}
            </Link>
            <Link className="ds-button ds-button--secondary ds-button--md" to={`/auth/sign-in${carried}`}>
              {t('invite.signIn')}
            </Link>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="account-public">
      <div className="account-public__card account-public__card--narrow">
        <h1>{t('invite.title')}</h1>
        {body}
      </div>
    </div>
  );
}
