import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { mailboxesMenu } from './menus';

/** spec ai-telephony §2: ai-emails-mailboxes-warm-up, /mailboxes/mailboxes/warm-up/{mailboxId}. */
export default function MailboxWarmUpPage() {
  const t = useT('ai');
  const { mailboxId = '' } = useParams();
  return (
    <Page title={t('mailboxes.title')} subtitle={t('mailboxes.warmUp.subtitle', { id: mailboxId })}>
      <AreaTabs tabs={mailboxesMenu(t)} />
      <EmptyState
        title={t('mailboxes.warmUp.emptyTitle')}
        description={t('mailboxes.warmUp.emptyDescription')}
      />
    </Page>
  );
}
