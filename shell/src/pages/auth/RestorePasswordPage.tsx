import { Button, Input, showSnackbar, Spinner } from '@outreach/design-system';
import { ApiError, api, useT } from '@outreach/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { hasErrors, validateNewPassword } from './account-validation';
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
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateNewPassword(password, repeat);
    setErrors({
      password: problems.password && t(problems.password),
      repeat: problems.repeat && t(problems.repeat),
    });
    if (hasErrors(problems)) return;
    setPending(true);
    try {
      await api.POST('/auth/set_password_with_restore_code', { body: { password, restore_code: code } });
      showSnackbar({ type: 'success', text: t('restore.success') });
      navigate('/auth/sign-in', { replace: true });
    } catch (error) {
      showSnackbar({ type: 'error', text: error instanceof ApiError ? error.message : String(error) });
      setPending(false);
    }
  }

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
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <Input
        label={t('fields.repeatPassword')}
        type="password"
        name="repeat"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={errors.repeat}
      />
      <Button type="submit" loading={pending}>
        {t('restore.submit')}
      </Button>
    </form>
  );
}
