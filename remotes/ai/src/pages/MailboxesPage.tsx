import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { mailboxesMenu } from './menus';

/** /mailboxes/overview, domains, mailboxes: one page, the tab comes from the URL. */
export default function MailboxesPage() {
  const t = useT('ai');
  const tabs = mailboxesMenu(t);
  const section = useActiveTab(tabs);
  return (
    <Page title={t('mailboxes.title')} subtitle={t(`mailboxes.${section}.subtitle`)}>
      <AreaTabs tabs={tabs} />
      <EmptyState
        title={t(`mailboxes.${section}.emptyTitle`)}
        description={t(`mailboxes.${section}.emptyDescription`)}
      />
    </Page>
  );
}
