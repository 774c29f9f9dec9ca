import { Button, Input, showSnackbar } from '@outreach/design-system';
import { ApiError, api, type SessionUser, setToken, useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export default function SignInPage() {
  const t = useT('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});

  const [pending, setPending] = useState(false);

  // No react-query here: the sign-in page is the first load and stays small.
  async function signIn(body: { email: string; password: string }) {
    setPending(true);
    try {
      const { token } = await api.post<{ token: string; user: SessionUser }>('/auth/sign_in', body);
      setToken(token);
      navigate(`/campaigns${location.search}`, { replace: true });
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
    </form>
  );
}
