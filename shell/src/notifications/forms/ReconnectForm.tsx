import { Button, Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import { validateNewSocialPassword } from '../../pages/credentials/add-flow/validation';
import { credentialApi, credentialOf, useStoreCredential } from '../../pages/credentials/credential-api';
import { errorText, type RepairFormProps, showSuccess } from './repair-form';

/**
 * The `credentialsUpdate` repair modal: an invalid password, a captcha, a broken automation, a login
 * waiting for approval or a hibernated account all end with a new login attempt: with a new password
 * (cloud accounts only; saving it reconnects) or without (do_auth, which also clears the waiting flag).
 */
export function ReconnectForm({ credential, onSettled }: RepairFormProps) {
  const t = useT('layout');
  const store = useStoreCredential();
  const cloud = credential.automation_type !== 'extension';
  const needsPassword =
    cloud && (credential.status === 'invalid' || Boolean(credential.auth_status?.wrong_password));
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (needsPassword || password !== '') {
      const invalid = validateNewSocialPassword(password);
      if (invalid) {
        setError(t(`messages.${invalid}`));
        return;
      }
    }
    setBusy(true);
    setError(null);
    try {
      // A new cloud password logs in again by itself (POST update reconnects); otherwise do_auth retries.
      const result =
        password !== ''
          ? await credentialApi.update(credential._id, { password })
          : await credentialApi.doAuth(credential._id);
      const next = credentialOf(result);
      store(next);
      showSuccess(t('messages.authRequested'));
      onSettled?.(next);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

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
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error ?? undefined}
        />
      ) : error ? (
        <p className="shell-repair__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="shell-repair__actions">
        <Button type="submit" loading={busy}>
          {t('repair.credentialsUpdate.submit')}
        </Button>
      </div>
    </form>
  );
}
