import { Button, Input, showSnackbar } from '@outreach/design-system';
import { ApiError, api, useT } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useProfile } from '../hooks/profile';

/** POST /auth/change_email body. */
export type ChangeEmailPayload = ApiBody<'post', '/auth/change_email'>;

/**
 * The user's own sign-in email change (issue 23 item 3): the new address and the current password.
 * The API mails a confirmation link to the new address (it opens /auth/confirm-email-change) and a
 * notice to the current one; the email changes only once that link is opened.
 */
export function EmailChangeForm() {
  const t = useT('account');
  const profile = useProfile();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const change = useMutation({
    mutationFn: (payload: ChangeEmailPayload) => api.POST('/auth/change_email', { body: payload }),
    onSuccess: (answer) => {
      setNewEmail('');
      setPassword('');
      showSnackbar({ type: 'success', text: t('emailChange.sent', { email: answer.new_email }) });
    },
    onError: (error) =>
      showSnackbar({ type: 'error', text: error instanceof ApiError ? error.message : String(error) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ new_email: newEmail.trim(), password });
  };

  return (
    <section aria-label={t('emailChange.title')}>
      <h2>{t('emailChange.title')}</h2>
      <p>{t('emailChange.subtitle', { email: profile.data?.email ?? '' })}</p>
      <form className="account-prefs__form" onSubmit={submit}>
        <Input
          type="email"
          label={t('emailChange.newEmail')}
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          autoComplete="email"
          required
        />
        <Input
          type="password"
          label={t('fields.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          required
        />
        <Button type="submit" loading={change.isPending}>
          {t('emailChange.submit')}
        </Button>
      </form>
    </section>
  );
}
