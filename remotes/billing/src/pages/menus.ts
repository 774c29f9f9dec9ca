import type { AreaTab, Translate } from '@outreach/sdk/area-tabs';

/**
 * spec platform §2 Billing: overview, transactions, credits-history; the admin-facing tabs add
 * subscriptions (shown to platform admins only).
 */
export function billingMenu(t: Translate, { isAdmin }: { isAdmin: boolean }): AreaTab[] {
  return [
    { id: 'overview', label: t('billing.menu.overview'), path: '/billing/overview' },
    ...(isAdmin
      ? [{ id: 'subscriptions', label: t('billing.menu.subscriptions'), path: '/billing/subscriptions' }]
      : []),
    { id: 'transactions', label: t('billing.menu.transactions'), path: '/billing/transactions' },
    { id: 'credits-history', label: t('billing.menu.creditsHistory'), path: '/billing/credits-history' },
  ];
}
