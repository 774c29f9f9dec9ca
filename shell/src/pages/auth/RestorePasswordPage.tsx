import { Button, Input, showSnackbar, Spinner } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, api, useT } from '@outreach/sdk';
import { newPasswordForm } from '@outreach/core/forms';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from '../../app/open-router';
import { ensureAuthStyles } from './auth.styles';

ensureAuthStyles();

/** `message`: the API's reason; without one the page says the link is not valid. */
type CodeState = { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; message?: string };

export default function RestorePasswordPage() {
  const t = useT('account');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const code = query.get('restore_code') ?? '';
  const [codeState, setCodeState] = useState<CodeState>({ status: 'checking' });
  // The length rules of POST /auth/set_password_with_restore_code (@outreach/core/forms), in this page's words.
  const schema = useMemo(
    () =>
      newPasswordForm({
        passwordMin: t('validation.passwordMin'),
        mismatch: t('validation.passwordsMismatch'),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', repeat: '' } });
  const [pending, setPending] = useState(false);

  // The link's code is checked before the form shows, so an expired link says so at once.
  useEffect(() => {
    if (!code) {
      setCodeState({ status: 'invalid' });
      return;
    }
    let cancelled = false;
    setCodeState({ status: 'checking' });
    api
      .GET('/auth/check_restore_code', { query: { restore_code: code } })
      .then(() => !cancelled && setCodeState({ status: 'valid' }))
      .catch(
        (error: unknown) =>
          !cancelled &&
          setCodeState({
            status: 'invalid',
            message: error instanceof ApiError ? error.message : undefined,
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [code]);

  const submit = handleSubmit(async ({ password }) => {
    setPending(true);
    try {
      await api.POST('/auth/set_password_with_restore_code', { body: { password, restore_code: code } });
      showSnackbar({ type: 'success', text: t('restore.success') });
      navigate('/auth/sign-in', { replace: true });
    } catch (error) {
      showSnackbar({ type: 'error', text: error instanceof ApiError ? error.message : String(error) });
      setPending(false);
    }
  });

  if (codeState.status === 'checking') return <Spinner />;
  if (codeState.status === 'invalid') {
    return (
      <div className="shell-auth__form">
        <h1>{t('restore.title')}</h1>
        <p className="account-auth__error" role="alert">
          {codeState.message ?? t('restore.linkInvalid')}
        </p>
        <p className="account-auth__text">
          <Link to="/auth/forgot-password">{t('restore.requestNew')}</Link>
        </p>
      </div>
    );
  }

  return (
    <form className="shell-auth__form" onSubmit={submit} noValidate>
      <h1>{t('restore.title')}</h1>
      <p className="shell-auth__subtitle">{t('restore.subtitle')}</p>
      <Input
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <Input
        label={t('fields.repeatPassword')}
        type="password"
        autoComplete="new-password"
        {...register('repeat')}
        error={errors.repeat?.message}
      />
      <Button type="submit" loading={pending}>
        {t('restore.submit')}
      </Button>
    </form>
  );
}
