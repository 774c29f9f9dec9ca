import { Button, Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { socialPasswordForm } from '@outreach/core/forms';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { credentialApi } from '../../pages/credentials/credential-api';
import { RepairError } from './RepairError';
import { type RepairFormProps, useRepairCall } from './repair-form';

/**
 * The `credentialsUpdate` repair modal: an invalid password, a captcha, a broken automation, a login
 * waiting for approval or a hibernated account all end with a new login attempt: with a new password
 * (cloud accounts only; saving it reconnects) or without (do_auth, which also clears the waiting flag).
 */
export function ReconnectForm({ credential, onSettled }: RepairFormProps) {
  const t = useT('layout');
  const cloud = credential.automation_type !== 'extension';
  const needsPassword =
    cloud && (credential.status === 'invalid' || Boolean(credential.auth_status?.wrong_password));
  // The 4-character rule of POST /credentials/{id}/update (@outreach/core/forms); none is fine unless needed.
  const schema = useMemo(
    () => socialPasswordForm(t('messages.passwordTooShort'), { optional: !needsPassword }),
    [t, needsPassword],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const call = useRepairCall(onSettled);
  const error = errors.password?.message ?? call.error;
  const busy = call.busy;

  const submit = handleSubmit(({ password }) =>
    call.run(
      // A new cloud password logs in again by itself (POST update reconnects); otherwise do_auth retries.
      () =>
        password !== ''
          ? credentialApi.update(credential._id, { password })
          : credentialApi.doAuth(credential._id),
      t('messages.authRequested'),
    ),
  );

  return (
    <form className="shell-repair" onSubmit={submit} noValidate>
      <p>{t('repair.credentialsUpdate.text', { email: credential.username })}</p>
      {cloud ? (
        <Input
          label={
            needsPassword
              ? t('repair.credentialsUpdate.password')
              : t('repair.credentialsUpdate.optionalPassword')
          }
          type="password"
          autoComplete="new-password"
          {...register('password')}
          error={error ?? undefined}
        />
      ) : (
        <RepairError error={error} />
      )}
      <div className="shell-repair__actions">
        <Button type="submit" loading={busy}>
          {t('repair.credentialsUpdate.submit')}
        </Button>
      </div>
    </form>
  );
}
