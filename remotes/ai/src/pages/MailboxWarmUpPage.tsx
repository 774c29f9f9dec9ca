import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { useParams } from 'react-router';
import { PlanGate } from '../mailboxes/gates';
import { ensureMailboxesStyles } from '../mailboxes/mailboxes.styles';
import { WarmUpView } from '../warmup/WarmUpView';
import { mailboxesMenu } from './menus';

/**
 * spec ai-telephony §2: ai-emails-mailboxes-warm-up, /mailboxes/mailboxes/warm-up/{mailboxId} (the
 * mailbox's email integration). Needs the plan feature email_warming (else the upgrade placeholder).
 */
export default function MailboxWarmUpPage() {
  const t = useT('ai');
  ensureMailboxesStyles();
  const { mailboxId = '' } = useParams();
  return (
    <Page title={t('mailboxes.title')} subtitle={t('mailboxes.warmUp.pageSubtitle')}>
      <AreaTabs tabs={mailboxesMenu(t)} />
      <PlanGate feature="email_warming">
        <WarmUpView key={mailboxId} mailboxId={mailboxId} />
      </PlanGate>
    </Page>
  );
}
