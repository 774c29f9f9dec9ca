import { Avatar, Button, Input, showSnackbar, Spinner } from '@outreach/design-system';
import { api, useT, type TranslationKey } from '@outreach/sdk';
import { accountKeys } from '@outreach/sdk/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { isPhoneNumber } from '../../auth/account-validation';
import { type ProfileUser, useProfile, useUpdateProfile } from '../hooks/profile';
import { PreferencesPanel } from '../PreferencesPanel';

const fields = ['first_name', 'last_name', 'phone', 'industry', 'address_line', 'zip_code'] as const;
type Field = (typeof fields)[number];
type Values = Record<Field, string>;

/** The basic form's rules: first and last name required, a phone (optional) as spec §5 describes. */
export function validateBasic(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.first_name.trim()) errors.first_name = 'validation.firstName';
  if (!values.last_name.trim()) errors.last_name = 'validation.lastName';
  if (values.phone.trim() && !isPhoneNumber(values.phone)) errors.phone = 'validation.phone';
  return errors;
}

/** /preferences/user/basic: name, phone, industry, address, ZIP and the profile photo. */
export default function BasicPage() {
  const t = useT('account');
  const user = useProfile();
  return (
    <PreferencesPanel title={t('preferences.user.basic')} description={t('basic.subtitle')}>
      {user.data ? <BasicForm key={user.data._id} user={user.data} /> : <Spinner />}
    </PreferencesPanel>
  );
}

function BasicForm({ user }: { user: ProfileUser }) {
  const t = useT('account');
  const update = useUpdateProfile();
  const [values, setValues] = useState<Values>(() => ({
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    phone: user.phone ?? '',
    industry: user.industry ?? '',
    address_line: user.address_line ?? '',
    zip_code: user.zip_code ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = validateBasic(values);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    update.mutate(
      Object.fromEntries(fields.map((field) => [field, values[field].trim()])) as Record<Field, string>,
    );
  }

  const input = (field: Field, autoComplete?: string) => (
    <Input
      label={t(`basic.${field}`)}
      name={field}
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
      error={errors[field] && t(errors[field] as TranslationKey<'account'>)}
    />
  );

  return (
    <>
      <ProfilePhoto user={user} />
      <form className="account-prefs__form" onSubmit={submit} noValidate>
        <div className="account-prefs__row">
          {input('first_name', 'given-name')}
          {input('last_name', 'family-name')}
        </div>
        <Input label={t('fields.email')} name="email" value={user.email} disabled readOnly />
        {input('phone', 'tel')}
        {input('industry', 'organization-title')}
        {input('address_line', 'street-address')}
        {input('zip_code', 'postal-code')}
        <Button type="submit" loading={update.isPending}>
          {t('common.save')}
        </Button>
      </form>
    </>
  );
}

/** POST /users/save_photo {file}: the API checks type and size; its message shows under the field. */
function ProfilePhoto({ user }: { user: ProfileUser }) {
  const t = useT('account');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.POST('/users/save_photo', { body: form });
    },
    onSuccess: () => {
      setError(undefined);
      void queryClient.invalidateQueries({ queryKey: accountKeys.user() });
      showSnackbar({ type: 'success', text: t('basic.photoSaved') });
    },
    onError: (failure) => setError(failure.message),
  });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    // spec §5 "Avatar: a file is required".
    if (!file) {
      setError(t('validation.fileRequired'));
      return;
    }
    upload.mutate(file);
  }

  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
  return (
    <div className="account-prefs__photo">
      <Avatar name={name} src={user.avatar ?? undefined} />
      <Input
        type="file"
        accept="image/*"
        label={t('basic.photo')}
        name="photo"
        disabled={upload.isPending}
        onChange={choose}
        error={error}
      />
    </div>
  );
}
