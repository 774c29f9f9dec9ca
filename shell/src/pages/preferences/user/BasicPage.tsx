import { Avatar, Button, Input, Spinner } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { api, useT } from '@outreach/sdk';
import { accountKeys } from '@outreach/sdk/account';
import { profileBasicForm } from '@outreach/core/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type ProfileUser, useProfile, useUpdateProfile } from '../hooks/profile';
import { PhotoField } from '../PhotoField';
import { PreferencesPanel } from '../PreferencesPanel';

const fields = ['first_name', 'last_name', 'phone', 'industry', 'address_line', 'zip_code'] as const;
type Field = (typeof fields)[number];

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
  // First and last name required, the phone optional (spec §5): POST /users/update's rules (@outreach/core/forms).
  const schema = useMemo(
    () =>
      profileBasicForm({
        firstName: t('validation.firstName'),
        lastName: t('validation.lastName'),
        phone: t('validation.phone'),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(fields.map((field) => [field, user[field] ?? ''])) as Record<
      Field,
      string
    >,
  });

  // The schema's output is trimmed.
  const submit = handleSubmit((values) => update.mutate(values));

  const input = (field: Field, autoComplete?: string) => (
    <Input
      label={t(`basic.${field}`)}
      {...register(field)}
      autoComplete={autoComplete}
      error={errors[field]?.message}
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
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email;
  return (
    <div className="account-prefs__photo">
      <Avatar name={name} src={user.avatar ?? undefined} />
      <PhotoField
        label={t('basic.photo')}
        save={(form) => api.POST('/users/save_photo', { body: form })}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: accountKeys.user() })}
      />
    </div>
  );
}
