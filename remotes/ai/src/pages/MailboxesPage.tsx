import { EmptyState, Page } from '@outreach/design-system';
import { useT, type TranslationKey } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { mailboxesMenu } from './menus';

/** /mailboxes/overview, domains, mailboxes: one page, the tab comes from the URL. */
export default function MailboxesPage() {
  const t = useT('ai');
  const tabs = mailboxesMenu(t);
  const section = useActiveTab(tabs);
  return (
    <Page title={t('mailboxes.title')} subtitle={t(`mailboxes.${section}.subtitle` as TranslationKey<'ai'>)}>
      <AreaTabs tabs={tabs} />
      <EmptyState
        title={t(`mailboxes.${section}.emptyTitle` as TranslationKey<'ai'>)}
        description={t(`mailboxes.${section}.emptyDescription` as TranslationKey<'ai'>)}
      />
    </Page>
  );
}
