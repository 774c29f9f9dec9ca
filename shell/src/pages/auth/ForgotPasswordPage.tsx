import { Button, Input, showSnackbar } from '@outreach/design-system';
import { ApiError, api, useT, type TranslationKey } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { emailError } from './account-validation';
import { ensureAuthStyles } from './auth.styles';

ensureAuthStyles();

/**
 * Answers the same whether or not an account has this email, so the page cannot be used to
 * find out who has an account; only a throttle or an outage is reported as an error.
 */
function isConfirmable(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500 && error.status !== 429 && error.status !== 408;
}

export default function ForgotPasswordPage() {
  const t = useT('account');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem ? t(problem as TranslationKey<'account'>) : undefined);
    if (problem) return;
    setPending(true);
    try {
      await api.POST('/auth/restore', { body: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (failure) {
      if (isConfirmable(failure)) setSentTo(email.trim());
      else
        showSnackbar({ type: 'error', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setPending(false);
    }
  }

  if (sentTo !== null) {
    return (
      <div className="shell-auth__form">
        <h1>{t('forgot.sentTitle')}</h1>
        <p className="account-auth__text" role="status">
          {t('forgot.sentText', { email: sentTo })}
        </p>
        <p className="account-auth__text">
          <Link to="/auth/sign-in">{t('common.backToSignIn')}</Link>
        </p>
      </div>
    );
  }

  return (
    <form className="shell-auth__form" onSubmit={submit} noValidate>
      <h1>{t('forgot.title')}</h1>
      <p className="shell-auth__subtitle">{t('forgot.subtitle')}</p>
      <Input
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Button type="submit" loading={pending}>
        {t('forgot.submit')}
      </Button>
      <p className="account-auth__text">
        <Link to="/auth/sign-in">{t('common.backToSignIn')}</Link>
      </p>
    </form>
  );
}
