import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { credentialApi } from '../../pages/credentials/credential-api';
import { RepairError } from './RepairError';
import { type RepairFormProps, useRepairCall } from './repair-form';

/** The network asked to verify the account's email (the `verifyEmail` repair modal). */
export function VerifyEmailForm({ credential, onSettled }: RepairFormProps) {
  const t = useT('layout');
  const { busy, error, run } = useRepairCall(onSettled);
  const confirm = () => run(() => credentialApi.verifyEmail(credential._id), t('messages.emailVerified'));

  return (
    <div className="shell-repair">
      <p>{t('repair.verifyEmail.text', { email: credential.username })}</p>
      <RepairError error={error} />
      <div className="shell-repair__actions">
        <Button onClick={confirm} loading={busy}>
          {t('repair.verifyEmail.submit')}
        </Button>
      </div>
    </div>
  );
}
