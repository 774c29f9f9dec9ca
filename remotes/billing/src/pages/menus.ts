import type { AreaTab, Translate } from '@outreach/sdk/area-tabs';

/**
 * spec platform §2 Billing: overview, transactions (hidden when the account's billing is
 * disabled), credits-history; the admin-facing tabs add subscriptions (platform admins only).
 */
export function billingMenu(
  t: Translate,
  { isAdmin, billingEnabled = true }: { isAdmin: boolean; billingEnabled?: boolean },
): AreaTab[] {
  return [
    { id: 'overview', label: t('billing.menu.overview'), path: '/billing/overview' },
    ...(isAdmin
      ? [{ id: 'subscriptions', label: t('billing.menu.subscriptions'), path: '/billing/subscriptions' }]
      : []),
    ...(billingEnabled
      ? [{ id: 'transactions', label: t('billing.menu.transactions'), path: '/billing/transactions' }]
      : []),
    { id: 'credits-history', label: t('billing.menu.creditsHistory'), path: '/billing/credits-history' },
  ];
}
