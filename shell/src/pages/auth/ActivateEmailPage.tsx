import { Button, showSnackbar } from '@outreach/design-system';
import { ApiError, api, useSession, useT } from '@outreach/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../app/open-router';
import { ensureAuthStyles } from './auth.styles';
import { ConfirmingEmail } from './ConfirmingEmail';
import { loadPage } from './full-page-navigation';

ensureAuthStyles();

/** Where the person goes once the email question is settled: the invite they came with, else campaigns. */
function nextPath(invite: string | null, extra?: Record<string, string>): string {
  const query = new URLSearchParams({ ...(invite ? { invite } : {}), ...extra });
  const search = query.size > 0 ? `?${query}` : '';
  return invite ? `/space/accept-invite${search}` : `/campaigns${search}`;
}

const CONTINUE_AFTER_MS = 3000;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export default function ActivateEmailPage() {
  const t = useT('account');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const signedIn = useSession((state) => Boolean(state.token));
  const activationCode = query.get('activation_code');
  const invite = query.get('invite');
  const [checkFailed, setCheckFailed] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  // Continues on its own after the message had time to be read (spec §9 snackbar default 3000 ms).
  // A full load: the session read before the confirmation still says "not confirmed".
  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => loadPage(nextPath(invite)), CONTINUE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [confirmed, invite]);

  // The link from the activation email (spec §2 query value activation_code). A code is
  // single-use, so it is sent once per page even when effects run twice or strings reload.
  const checkedCode = useRef<string | null>(null);
  useEffect(() => {
    if (!activationCode || checkedCode.current === activationCode) return;
    checkedCode.current = activationCode;
    setCheckFailed(null);
    api
      .GET('/auth/check_activation_code', { query: { activation_code: activationCode } })
      .then(() => setConfirmed(true))
      .catch((error: unknown) => setCheckFailed(errorText(error)));
  }, [activationCode]);

  async function resend() {
    setResending(true);
    try {
      await api.GET('/auth/activate_email');
      showSnackbar({ type: 'success', text: t('activate.resent') });
    } catch (error) {
      showSnackbar({ type: 'error', text: error instanceof ApiError ? error.message : errorText(error) });
    } finally {
      setResending(false);
    }
  }

  if (confirmed) {
    return (
      <div className="shell-auth__form">
        <h1>{t('activate.confirmedTitle')}</h1>
        <p className="account-auth__text" role="status">
          {t('activate.confirmed')}
        </p>
        <Button onClick={() => loadPage(nextPath(invite))}>{t('common.continue')}</Button>
      </div>
    );
  }
  // Nothing else is asked of the API until the code is answered (no signed-in call: issue 26 item 26).
  if (activationCode && checkFailed === null) return <ConfirmingEmail />;

  return (
    <div className="shell-auth__form">
      <h1>{t('activate.title')}</h1>
      {checkFailed !== null ? (
        <p className="account-auth__error" role="alert">
          {checkFailed}
        </p>
      ) : (
        <p className="account-auth__text">{t('activate.text')}</p>
      )}
      {signedIn ? (
        <div className="account-auth__actions">
          <Button onClick={resend} loading={resending}>
            {t('activate.resend')}
          </Button>
          {/* spec §4: email not confirmed leads here "unless skippedEmailConfirmation is set". */}
          <Button
            variant="ghost"
            onClick={() =>
              navigate(nextPath(invite, { skippedEmailConfirmation: 'true' }), { replace: true })
            }
          >
            {t('activate.skip')}
          </Button>
        </div>
      ) : (
        <p className="account-auth__text">
          <Link to="/auth/sign-in">{t('common.backToSignIn')}</Link>
        </p>
      )}
    </div>
  );
}
