import { Button, Input, showSnackbar } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, api, useT } from '@outreach/sdk';
import { emailRule } from '@outreach/core/forms';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../app/open-router';
import { z } from 'zod';
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
  // The email rule of POST /auth/restore (@outreach/core/forms), in this page's words.
  const schema = useMemo(() => {
    const message = t('validation.email');
    return z.object({ email: emailRule(z.string(), { required: message, invalid: message }) });
  }, [t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // The email comes out trimmed and lower-cased, as the API reads it.
  const submit = handleSubmit(async ({ email }) => {
    setPending(true);
    try {
      await api.POST('/auth/restore', { body: { email } });
      setSentTo(email);
    } catch (failure) {
      if (isConfirmable(failure)) setSentTo(email);
      else
        showSnackbar({ type: 'error', text: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setPending(false);
    }
  });

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
        autoComplete="email"
        {...register('email')}
        error={errors.email?.message}
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
