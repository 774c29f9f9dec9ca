import { Button } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { credentialName } from '../../../../layouts/account-switcher/credential-search';
import type { CredentialDetails } from '../../credential-api';

/** Step 6: the account is connected; on to campaigns with it selected. */
export function DoneStep({ credential, onFinish }: { credential: CredentialDetails; onFinish: () => void }) {
  const t = useT('layout');
  return (
    <div className="shell-flow__done">
      <p className="shell-flow__done-title">{t('add.done.title', { name: credentialName(credential) })}</p>
      <p>{t('add.done.text')}</p>
      <Button onClick={onFinish}>{t('add.done.goToCampaigns')}</Button>
    </div>
  );
}
