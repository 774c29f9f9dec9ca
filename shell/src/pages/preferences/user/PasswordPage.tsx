import { Button, Input, showSnackbar } from '@outreach/design-system';
import { type ApiBody, api, useT, type TranslationKey } from '@outreach/sdk';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { hasErrors, validatePasswordChange } from '../../auth/account-validation';
import { PreferencesPanel } from '../PreferencesPanel';

/** POST /users/change_password body. */
export type ChangePasswordPayload = ApiBody<'post', '/users/change_password'>;

const empty = { old_password: '', new_password: '', repeat: '' };

/** /preferences/user/password (spec §5: the profile password change accepts 8 to 40). */
export default function PasswordPage() {
  const t = useT('account');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof empty, string>>>({});
  const change = useMutation({
    mutationFn: (payload: ChangePasswordPayload) => api.POST('/users/change_password', { body: payload }),
    onSuccess: () => {
      setValues(empty);
      showSnackbar({ type: 'success', text: t('password.changed') });
    },
    onError: (error) => showSnackbar({ type: 'error', text: error.message }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validatePasswordChange(values.old_password, values.new_password, values.repeat);
    setErrors(problems);
    if (hasErrors(problems)) return;
    change.mutate({ old_password: values.old_password, password: values.new_password });
  }

  const field = (name: keyof typeof empty, label: string, autoComplete: string) => (
    <Input
      type="password"
      label={label}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={errors[name] && t(errors[name] as TranslationKey<'account'>)}
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
    </PreferencesPanel>
  );
}
