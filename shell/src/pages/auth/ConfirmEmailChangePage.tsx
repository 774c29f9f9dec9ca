import { Button, Spinner } from '@outreach/design-system';
import { api, setToken, useT } from '@outreach/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from '../../app/open-router';
import { ensureAuthStyles } from './auth.styles';
import { loadPage } from './full-page-navigation';

ensureAuthStyles();

type State =
  | { status: 'checking' }
  | { status: 'done'; email: string }
  | { status: 'failed'; message: string };

/**
 * /auth/confirm-email-change?code=: the link mailed to a new sign-in email (issue 23 item 3). The
 * code is sent once; on success the address is the account's, every other session has ended and
 * this browser holds the new session the API returned.
 */
export default function ConfirmEmailChangePage() {
  const t = useT('account');
  const [query] = useSearchParams();
  const code = query.get('code') ?? '';
  const [state, setState] = useState<State>({ status: 'checking' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!code) {
      setState({ status: 'failed', message: t('emailChange.invalid') });
      return;
    }
    if (sent.current === code) return;
    sent.current = code;
    api
      .POST('/auth/confirm_email_change', { body: { code } })
      .then((answer) => {
        setToken(answer.token);
        setState({ status: 'done', email: answer.user.email });
      })
      .catch((error: unknown) =>
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
      );
  }, [code, t]);

  return (
    <div className="shell-auth__form">
      <h1>{t('emailChange.confirmTitle')}</h1>
      {state.status === 'checking' ? (
        <>
          <p className="account-auth__text">{t('emailChange.confirming')}</p>
          <Spinner />
        </>
      ) : state.status === 'done' ? (
        <>
          <p className="account-auth__text" role="status">
            {t('emailChange.confirmed', { email: state.email })}
          </p>
          <Button onClick={() => loadPage('/preferences/user/password')}>{t('common.continue')}</Button>
        </>
      ) : (
        <>
          <p className="account-auth__error" role="alert">
            {state.message}
          </p>
          <Link to="/auth/sign-in">{t('common.backToSignIn')}</Link>
        </>
      )}
    </div>
  );
}
