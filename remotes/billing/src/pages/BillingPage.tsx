import { EmptyState, Page } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { billingMenu } from './menus';

const sections = {
  overview: 'overview',
  subscriptions: 'subscriptions',
  transactions: 'transactions',
  'credits-history': 'creditsHistory',
} as const;

/** /billing/overview, subscriptions, transactions, credits-history: one page, the tab comes from the URL. */
export default function BillingPage() {
  const t = useT('billing');
  const isAdmin = useSession((state) => state.user?.is_admin ?? false);
  const tabs = billingMenu(t, { isAdmin });
  // subscriptions is not a tab for a non-admin, so read the section against the full menu
  const key =
    sections[useActiveTab(billingMenu(t, { isAdmin: true })) as keyof typeof sections] ?? 'overview';
  return (
    <Page title={t('billing.title')} subtitle={t(`billing.${key}.subtitle`)}>
      <AreaTabs tabs={tabs} />
      <EmptyState title={t(`billing.${key}.emptyTitle`)} description={t(`billing.${key}.emptyDescription`)} />
    </Page>
  );
}
