import { Button, Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { twoFactorForm } from '@outreach/core/forms';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { SUPPORTED_TWO_FACTOR } from '../../pages/credentials/connection-state';
import { credentialApi } from '../../pages/credentials/credential-api';
import { RepairError } from './RepairError';
import { type RepairFormProps, useRepairCall } from './repair-form';

/**
 * The mailbox that receives the account's two-step codes (platform §5 two-factor rules; the `twoFactor`
 * repair modal). Only Microsoft's two-step verification is supported (ai-telephony §8).
 */
export function TwoFactorForm({ credential, onSettled }: RepairFormProps) {
  const t = useT('layout');
  // The API's two-factor rules (@outreach/core/forms), in this form's words.
  const schema = useMemo(
    () =>
      twoFactorForm({
        usernameRequired: t('messages.twoFactorUsernameRequired'),
        usernameEmail: t('messages.twoFactorUsernameEmail'),
        passwordRequired: t('messages.twoFactorPasswordRequired'),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { username: credential.two_factor?.username ?? '', password: '' },
  });
  // ai-telephony §8: a two-factor save failure shows the server's message.
  const { busy, error: formError, run } = useRepairCall(onSettled);

  if (credential.required_2fa && credential.required_2fa !== SUPPORTED_TWO_FACTOR) {
    return <RepairError error={t('messages.twoFactorUnsupported')} />;
  }

  // The values come out trimmed, the username lower-cased: the body of POST /two_factor.
  const submit = handleSubmit((body) =>
    run(() => credentialApi.twoFactor(credential._id, body), t('messages.twoFactorSet')),
  );

  const status = credential.two_factor?.status;
  return (
    <form className="shell-repair" onSubmit={submit} noValidate>
      <p>{t('repair.twoFactor.text')}</p>
      {status === 'invalid' || status === 'failed' ? (
        <p className="shell-repair__warning">{t('messages.twoFactorWrong')}</p>
      ) : null}
      {status === 'temporarily_locked' ? (
        <p className="shell-repair__warning">{t('messages.twoFactorLocked')}</p>
      ) : null}
      <Input
        label={t('repair.twoFactor.username')}
        type="email"
        autoComplete="off"
        {...register('username')}
        error={errors.username?.message}
      />
      <Input
        label={t('repair.twoFactor.password')}
        type="password"
        autoComplete="off"
        {...register('password')}
        error={errors.password?.message}
      />
      <RepairError error={formError} />
      <div className="shell-repair__actions">
        <Button type="submit" loading={busy}>
          {t('repair.save')}
        </Button>
      </div>
    </form>
  );
}
