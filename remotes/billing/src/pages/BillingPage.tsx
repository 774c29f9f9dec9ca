import { Page } from '@outreach/design-system';
import { useSession, useT } from '@outreach/sdk';
import { useLoadedAccount } from '@outreach/sdk/account';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { CreditsHistorySection } from '../features/CreditsHistorySection';
import { OverviewSection } from '../features/OverviewSection';
import { SubscriptionsSection } from '../features/SubscriptionsSection';
import { TransactionsSection } from '../features/TransactionsSection';
import { ensureBillingStyles } from '../styles';
import { billingMenu } from './menus';

const sections = {
  overview: 'overview',
  subscriptions: 'subscriptions',
  transactions: 'transactions',
  'credits-history': 'creditsHistory',
} as const;

const bodies = {
  overview: OverviewSection,
  subscriptions: SubscriptionsSection,
  transactions: TransactionsSection,
  creditsHistory: CreditsHistorySection,
};

/** /billing/overview, subscriptions, transactions, credits-history: one page, the tab comes from the URL. */
export default function BillingPage() {
  ensureBillingStyles();
  const t = useT('billing');
  const isAdmin = useSession((state) => state.user?.is_admin ?? false);
  const account = useLoadedAccount();
  const tabs = billingMenu(t, { isAdmin, billingEnabled: account?.is_billing_enabled !== false });
  // subscriptions is not a tab for a non-admin, so read the section against the full menu
  const key =
    sections[useActiveTab(billingMenu(t, { isAdmin: true })) as keyof typeof sections] ?? 'overview';
  const Body = bodies[key];
  return (
    <Page title={t('billing.title')} subtitle={t(`billing.${key}.subtitle`)}>
      <AreaTabs tabs={tabs} />
      <Body />
    </Page>
  );
}
