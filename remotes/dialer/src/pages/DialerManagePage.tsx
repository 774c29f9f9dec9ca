import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { dialerManageMenu } from './menus';

const sections = { 'phone-numbers': 'phoneNumbers', 'call-recordings': 'callRecordings' } as const;

/** dialer-manage: /integrations/dialer/phone-numbers and call-recordings, the tab comes from the URL. */
export default function DialerManagePage() {
  const t = useT('dialer');
  const tabs = dialerManageMenu(t);
  const key = sections[useActiveTab(tabs) as keyof typeof sections] ?? 'phoneNumbers';
  return (
    <Page title={t('dialer.title')} subtitle={t('manage.subtitle')}>
      <AreaTabs tabs={tabs} />
      <EmptyState title={t(`manage.${key}.emptyTitle`)} description={t(`manage.${key}.emptyDescription`)} />
    </Page>
  );
}
