import { type AreaRoute, lazyPage } from '@outreach/sdk';

const BillingPage = lazyPage(() => import('./pages/BillingPage'));

/**
 * The billing area (spec platform §2 Billing, §4 account payment and upgrade), full paths under
 * the prefixes that core/src/areas.ts gives this remote. Hiding billing when it is not enabled,
 * and sending a paid account away from these pages, is the shell's route guard (spec platform §4).
 */
export const routes: AreaRoute[] = [
  { path: '/billing', redirect: '/billing/overview' },
  { path: '/billing/overview', title: 'routeTitles.billing', Page: BillingPage },
  { path: '/billing/subscriptions', title: 'routeTitles.subscriptions', Page: BillingPage },
  { path: '/billing/transactions', title: 'routeTitles.transactions', Page: BillingPage },
  { path: '/billing/credits-history', title: 'routeTitles.creditsHistory', Page: BillingPage },
  { path: '/pricing', title: 'routeTitles.plans', Page: lazyPage(() => import('./pages/PricingPage')) },
  {
    path: '/billing-warning',
    title: 'routeTitles.subscriptionRequired',
    Page: lazyPage(() => import('./pages/BillingWarningPage')),
  },
  {
    path: '/payment-in-progress',
    title: 'routeTitles.paymentInProgress',
    Page: lazyPage(() => import('./pages/PaymentInProgressPage')),
  },
];
