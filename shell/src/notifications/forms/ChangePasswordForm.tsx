import { Button, Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { socialPasswordForm } from '@outreach/core/forms';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { credentialApi, credentialOf, useStoreCredential } from '../../pages/credentials/credential-api';
import { errorText, type RepairFormProps, showSuccess } from './repair-form';

/**
 * A new social-network password (the `changePass` repair modal, and the account settings). spec platform
 * §5: "Updating a social password needs at least 4 characters".
 */
export function ChangePasswordForm({ credential, onSettled, intro }: RepairFormProps & { intro?: string }) {
  const t = useT('layout');
  const store = useStoreCredential();
  // The 4-character rule of POST /credentials/{id}/update (@outreach/core/forms), in this form's words.
  const schema = useMemo(() => socialPasswordForm(t('messages.passwordTooShort')), [t]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const password = useWatch({ control, name: 'password' });
  const [busy, setBusy] = useState(false);

  const submit = handleSubmit(async ({ password }) => {
    setBusy(true);
    try {
      const result = await credentialApi.update(credential._id, { password });
      const next = credentialOf(result);
      store(next);
      reset({ password: '' });
      showSuccess(t('messages.credentialUpdated'));
      onSettled?.(next);
    } catch (caught) {
      setError('password', { message: errorText(caught) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form className="shell-repair" onSubmit={submit} noValidate>
      {intro ? <p>{intro}</p> : null}
      <Input
        label={t('repair.changePass.password')}
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={errors.password?.message}
      />
      <div className="shell-repair__actions">
        <Button type="submit" loading={busy} disabled={password === ''}>
          {t('repair.save')}
        </Button>
      </div>
    </form>
  );
}
