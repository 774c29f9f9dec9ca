import { type AreaRoute, lazyPage } from '@outreach/sdk';

const WhitelabelPage = lazyPage(() => import('./pages/WhitelabelPage'));
const WhitelabelPlanPage = lazyPage(() => import('./pages/WhitelabelPlanPage'));
const WhitelabelPricePage = lazyPage(() => import('./pages/WhitelabelPricePage'));

const whitelabel = '/admin/whitelabels/:whitelabel';
const plan = `${whitelabel}/plans/:tier`;
const pricing = `${whitelabel}/pricing`;

/**
 * The admin area (spec platform §2 Admin, §6), full paths under /admin. Admin only: the shell
 * guards it (is_admin), and these pages show nothing but their shells and menus.
 */
export const routes: AreaRoute[] = [
  // spec: "fallback goes to customers"
  { path: '/admin', redirect: '/admin/customers' },
  { path: '/admin/*', redirect: '/admin/customers' },
  {
    path: '/admin/customers/:profileId?',
    title: 'Customers',
    Page: lazyPage(() => import('./pages/CustomersPage')),
  },
  { path: '/admin/prepaid', title: 'Prepaid customers', Page: lazyPage(() => import('./pages/PrepaidPage')) },
  { path: '/admin/users', title: 'Users', Page: lazyPage(() => import('./pages/users/UsersPage')) },
  { path: '/admin/audit', title: 'Audit log', Page: lazyPage(() => import('./pages/audit/AuditPage')) },
  {
    path: '/admin/whitelabels/:status?',
    title: 'White-labels',
    Page: lazyPage(() => import('./pages/WhitelabelsPage')),
  },
  { path: '/admin/reports', title: 'Reports', Page: lazyPage(() => import('./pages/ops/ReportsPage')) },
  {
    path: '/admin/charts-admin',
    title: 'Monitoring',
    Page: lazyPage(() => import('./pages/MonitoringPage')),
  },

  // One white-label: a tab per child (a bare /admin/whitelabels/:x is the list filtered by status)
  { path: `${whitelabel}/details`, title: 'White-label details', Page: WhitelabelPage },
  { path: `${whitelabel}/colors`, title: 'White-label colors', Page: WhitelabelPage },
  { path: `${whitelabel}/options`, title: 'White-label options', Page: WhitelabelPage },
  {
    path: `${whitelabel}/email-configuration`,
    title: 'White-label email configuration',
    Page: WhitelabelPage,
  },
  { path: `${whitelabel}/support`, title: 'White-label support', Page: WhitelabelPage },
  { path: `${whitelabel}/plans`, title: 'White-label plans', Page: WhitelabelPage },
  { path: `${whitelabel}/pricing`, title: 'White-label pricing', Page: WhitelabelPage },
  { path: `${whitelabel}/pricing-empty`, title: 'White-label pricing', Page: WhitelabelPage },
  { path: `${whitelabel}/buzz-pricing`, title: 'White-label Buzz pricing', Page: WhitelabelPage },
  { path: `${whitelabel}/billing`, title: 'White-label billing', Page: WhitelabelPage },
  {
    path: `${whitelabel}/health-index-notifications`,
    title: 'White-label health index notifications',
    Page: WhitelabelPage,
  },
  { path: `${whitelabel}/managers`, title: 'White-label managers', Page: WhitelabelPage },
  { path: `${whitelabel}/buzz-managers`, title: 'White-label Buzz managers', Page: WhitelabelPage },

  // One plan (tier) of a white-label
  { path: `${plan}/features`, redirect: `${plan}/features/base-features` },
  { path: `${plan}/features/base-features`, title: 'Plan base features', Page: WhitelabelPlanPage },
  { path: `${plan}/features/search-types`, title: 'Plan search types', Page: WhitelabelPlanPage },
  { path: `${plan}/features/integrations`, title: 'Plan integrations', Page: WhitelabelPlanPage },
  { path: `${plan}/features/crm-integrations`, title: 'Plan CRM integrations', Page: WhitelabelPlanPage },
  { path: `${plan}/features/dialer-features`, title: 'Plan dialer features', Page: WhitelabelPlanPage },
  { path: `${plan}/features/ai-email-features`, title: 'Plan AI email features', Page: WhitelabelPlanPage },
  { path: `${plan}/features/email-features`, title: 'Plan email features', Page: WhitelabelPlanPage },
  { path: `${plan}/features/seats-type`, title: 'Plan seats type', Page: WhitelabelPlanPage },
  { path: `${plan}/features/ai-features`, title: 'Plan AI features', Page: WhitelabelPlanPage },
  { path: `${plan}/seats`, title: 'Plan seats', Page: WhitelabelPlanPage },
  { path: `${plan}/credits-features`, title: 'Plan credits features', Page: WhitelabelPlanPage },
  { path: `${plan}/limits`, title: 'Plan limits', Page: WhitelabelPlanPage },

  // One price of a white-label
  { path: `${pricing}/update/:type/:priceId`, title: 'Update price', Page: WhitelabelPricePage },
  {
    path: `${pricing}/update-description/:type/:priceId`,
    title: 'Update price description',
    Page: WhitelabelPricePage,
  },
  { path: `${pricing}/update-promo/:type/:priceId`, title: 'Update promotion', Page: WhitelabelPricePage },
];
