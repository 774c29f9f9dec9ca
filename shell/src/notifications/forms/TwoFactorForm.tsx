import { Button, Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { twoFactorPayload, validateTwoFactor } from '../../pages/credentials/add-flow/validation';
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
  const [username, setUsername] = useState(credential.two_factor?.username ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  if (credential.required_2fa && credential.required_2fa !== SUPPORTED_TWO_FACTOR) {
    return (
      <p className="shell-repair__error" role="alert">
        {t('messages.twoFactorUnsupported')}
      </p>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateTwoFactor(username, password);
    if (invalid.username || invalid.password) {
      setErrors({
        username: invalid.username && t(`messages.${invalid.username}`),
        password: invalid.password && t(`messages.${invalid.password}`),
      });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const result = await credentialApi.twoFactor(credential._id, twoFactorPayload(username, password));
      const next = credentialOf(result);
      store(next);
      showSuccess(t('messages.twoFactorSet'));
      onSettled?.(next);
    } catch (caught) {
      // ai-telephony §8: a two-factor save failure shows the server's message.
      setErrors({ form: errorText(caught) });
    } finally {
      setBusy(false);
    }
  };

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
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
      />
      <Input
        label={t('repair.twoFactor.password')}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      {errors.form ? (
        <p className="shell-repair__error" role="alert">
          {errors.form}
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
