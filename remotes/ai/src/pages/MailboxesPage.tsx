import { Page } from '@outreach/design-system';
import { type TranslationKey, useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { DomainsTab } from '../mailboxes/DomainsTab';
import { PlanGate } from '../mailboxes/gates';
import { MailboxesTab } from '../mailboxes/MailboxesTab';
import { ensureMailboxesStyles } from '../mailboxes/mailboxes.styles';
import { OverviewTab } from '../mailboxes/OverviewTab';
import { mailboxesMenu } from './menus';

/**
 * /mailboxes/overview, domains, mailboxes (spec ai-telephony §2 AI email service pages): one page,
 * the tab comes from the URL. Domains need the plan feature ai_domain, mailboxes mailbox_slot
 * (otherwise the upgrade placeholder); the overview shows each step's gate itself.
 */
export default function MailboxesPage() {
  const t = useT('ai');
  ensureMailboxesStyles();
  const tabs = mailboxesMenu(t);
  const section = useActiveTab(tabs);
  return (
    <Page title={t('mailboxes.title')} subtitle={t(`mailboxes.${section}.subtitle` as TranslationKey<'ai'>)}>
      <AreaTabs tabs={tabs} />
      {section === 'domains' ? (
        <PlanGate feature="ai_domain">
          <DomainsTab />
        </PlanGate>
      ) : section === 'mailboxes' ? (
        <PlanGate feature="mailbox_slot">
          <MailboxesTab />
        </PlanGate>
      ) : (
        <OverviewTab />
      )}
    </Page>
  );
}
