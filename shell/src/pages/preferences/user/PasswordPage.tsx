import { Button, Input, showSnackbar } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, api, useT } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import { passwordChangeForm, serverFieldErrors } from '@outreach/core/forms';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PreferencesPanel } from '../PreferencesPanel';
import { EmailChangeForm } from './EmailChangeForm';

/** POST /users/change_password body. */
export type ChangePasswordPayload = ApiBody<'post', '/users/change_password'>;

const empty = { old_password: '', new_password: '', repeat: '' };

/** /preferences/user/password (spec §5: the profile password change accepts 8 to 40). */
export default function PasswordPage() {
  const t = useT('account');
  // The 8-to-40 rule of POST /users/change_password (@outreach/core/forms), in this page's words.
  const schema = useMemo(
    () =>
      passwordChangeForm({
        oldPassword: t('validation.oldPassword'),
        passwordRange: t('validation.passwordRange'),
        mismatch: t('validation.passwordsMismatch'),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: empty });
  const change = useMutation({
    mutationFn: (payload: ChangePasswordPayload) => api.POST('/users/change_password', { body: payload }),
    onSuccess: () => {
      reset(empty);
      showSnackbar({ type: 'success', text: t('password.changed') });
    },
    // The strength and the current password are checked by the API only: its answer is shown.
    onError: (error) => {
      const fields =
        error instanceof ApiError
          ? serverFieldErrors(error.message, {
              old_password: 'old_password',
              password: 'new_password',
            } as const)
          : null;
      if (fields) for (const { field, message } of fields) setError(field, { message });
      else showSnackbar({ type: 'error', text: error.message });
    },
  });

  const submit = handleSubmit((values) =>
    change.mutate({ old_password: values.old_password, password: values.new_password }),
  );

  const field = (name: keyof typeof empty, label: string, autoComplete: string) => (
    <Input
      type="password"
      label={label}
      {...register(name)}
      autoComplete={autoComplete}
      error={errors[name]?.message}
    />
  );

  return (
    <PreferencesPanel title={t('preferences.user.password')} description={t('password.subtitle')}>
      <form className="account-prefs__form" onSubmit={submit} noValidate>
        {field('old_password', t('fields.oldPassword'), 'current-password')}
        {field('new_password', t('fields.newPassword'), 'new-password')}
        {field('repeat', t('fields.repeatPassword'), 'new-password')}
        <Button type="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </form>
      <EmailChangeForm />
    </PreferencesPanel>
  );
}
