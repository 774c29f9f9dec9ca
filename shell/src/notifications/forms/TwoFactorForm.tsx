import { Button, Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { twoFactorForm } from '@outreach/core/forms';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SUPPORTED_TWO_FACTOR } from '../../pages/credentials/connection-state';
import { credentialApi, credentialOf, useStoreCredential } from '../../pages/credentials/credential-api';
import { errorText, type RepairFormProps, showSuccess } from './repair-form';

/**
 * The mailbox that receives the account's two-step codes (platform §5 two-factor rules; the `twoFactor`
 * repair modal). Only Microsoft's two-step verification is supported (ai-telephony §8).
 */
export function TwoFactorForm({ credential, onSettled }: RepairFormProps) {
  const t = useT('layout');
  const store = useStoreCredential();
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
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (credential.required_2fa && credential.required_2fa !== SUPPORTED_TWO_FACTOR) {
    return (
      <p className="shell-repair__error" role="alert">
        {t('messages.twoFactorUnsupported')}
      </p>
    );
  }

  // The values come out trimmed, the username lower-cased: the body of POST /two_factor.
  const submit = handleSubmit(async (body) => {
    setBusy(true);
    setFormError(null);
    try {
      const result = await credentialApi.twoFactor(credential._id, body);
      const next = credentialOf(result);
      store(next);
      showSuccess(t('messages.twoFactorSet'));
      onSettled?.(next);
    } catch (caught) {
      // ai-telephony §8: a two-factor save failure shows the server's message.
      setFormError(errorText(caught));
    } finally {
      setBusy(false);
    }
  });

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
      {formError ? (
        <p className="shell-repair__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="shell-repair__actions">
        <Button type="submit" loading={busy}>
          {t('repair.save')}
        </Button>
      </div>
    </form>
  );
}
