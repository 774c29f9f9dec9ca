import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import { credentialApi, credentialOf, useStoreCredential } from '../../pages/credentials/credential-api';
import { errorText, type RepairFormProps, showSuccess } from './repair-form';

/** The network asked to verify the account's email (the `verifyEmail` repair modal). */
export function VerifyEmailForm({ credential, onSettled }: RepairFormProps) {
  const t = useT('layout');
  const store = useStoreCredential();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await credentialApi.verifyEmail(credential._id);
      const next = credentialOf(result);
      store(next);
      showSuccess(t('messages.emailVerified'));
      onSettled?.(next);
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="shell-repair">
      <p>{t('repair.verifyEmail.text', { email: credential.username })}</p>
      {error ? (
        <p className="shell-repair__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="shell-repair__actions">
        <Button onClick={confirm} loading={busy}>
          {t('repair.verifyEmail.submit')}
        </Button>
      </div>
    </div>
  );
}
