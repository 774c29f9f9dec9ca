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
    title: 'routeTitles.customers',
    Page: lazyPage(() => import('./pages/CustomersPage')),
  },
  {
    path: '/admin/prepaid',
    title: 'routeTitles.prepaidCustomers',
    Page: lazyPage(() => import('./pages/PrepaidPage')),
  },
  {
    path: '/admin/users',
    title: 'routeTitles.users',
    Page: lazyPage(() => import('./pages/users/UsersPage')),
  },
  {
    path: '/admin/audit',
    title: 'routeTitles.auditLog',
    Page: lazyPage(() => import('./pages/audit/AuditPage')),
  },
  {
    path: '/admin/whitelabels/:status?',
    title: 'routeTitles.whitelabels',
    Page: lazyPage(() => import('./pages/WhitelabelsPage')),
  },
  {
    path: '/admin/reports',
    title: 'routeTitles.reports',
    Page: lazyPage(() => import('./pages/ops/ReportsPage')),
  },
  {
    path: '/admin/charts-admin',
    title: 'routeTitles.monitoring',
    Page: lazyPage(() => import('./pages/MonitoringPage')),
  },

  // One white-label: a tab per child (a bare /admin/whitelabels/:x is the list filtered by status)
  { path: `${whitelabel}/details`, title: 'routeTitles.whitelabelDetails', Page: WhitelabelPage },
  { path: `${whitelabel}/colors`, title: 'routeTitles.whitelabelColors', Page: WhitelabelPage },
  { path: `${whitelabel}/options`, title: 'routeTitles.whitelabelOptions', Page: WhitelabelPage },
  {
    path: `${whitelabel}/email-configuration`,
    title: 'routeTitles.whitelabelEmail',
    Page: WhitelabelPage,
  },
  { path: `${whitelabel}/support`, title: 'routeTitles.whitelabelSupport', Page: WhitelabelPage },
  { path: `${whitelabel}/plans`, title: 'routeTitles.whitelabelPlans', Page: WhitelabelPage },
  { path: `${whitelabel}/pricing`, title: 'routeTitles.whitelabelPricing', Page: WhitelabelPage },
  { path: `${whitelabel}/pricing-empty`, title: 'routeTitles.whitelabelPricing', Page: WhitelabelPage },
  { path: `${whitelabel}/buzz-pricing`, title: 'routeTitles.whitelabelBuzzPricing', Page: WhitelabelPage },
  { path: `${whitelabel}/billing`, title: 'routeTitles.whitelabelBilling', Page: WhitelabelPage },
  {
    path: `${whitelabel}/health-index-notifications`,
    title: 'routeTitles.whitelabelHealth',
    Page: WhitelabelPage,
  },
  { path: `${whitelabel}/managers`, title: 'routeTitles.whitelabelManagers', Page: WhitelabelPage },
  { path: `${whitelabel}/buzz-managers`, title: 'routeTitles.whitelabelBuzzManagers', Page: WhitelabelPage },

  // One plan (tier) of a white-label
  { path: `${plan}/features`, redirect: `${plan}/features/base-features` },
  { path: `${plan}/features/base-features`, title: 'routeTitles.planBaseFeatures', Page: WhitelabelPlanPage },
  { path: `${plan}/features/search-types`, title: 'routeTitles.planSearchTypes', Page: WhitelabelPlanPage },
  { path: `${plan}/features/integrations`, title: 'routeTitles.planIntegrations', Page: WhitelabelPlanPage },
  {
    path: `${plan}/features/crm-integrations`,
    title: 'routeTitles.planCrmIntegrations',
    Page: WhitelabelPlanPage,
  },
  {
    path: `${plan}/features/dialer-features`,
    title: 'routeTitles.planDialerFeatures',
    Page: WhitelabelPlanPage,
  },
  {
    path: `${plan}/features/ai-email-features`,
    title: 'routeTitles.planAiEmailFeatures',
    Page: WhitelabelPlanPage,
  },
  {
    path: `${plan}/features/email-features`,
    title: 'routeTitles.planEmailFeatures',
    Page: WhitelabelPlanPage,
  },
  { path: `${plan}/features/seats-type`, title: 'routeTitles.planSeatsType', Page: WhitelabelPlanPage },
  { path: `${plan}/features/ai-features`, title: 'routeTitles.planAiFeatures', Page: WhitelabelPlanPage },
  { path: `${plan}/seats`, title: 'routeTitles.planSeats', Page: WhitelabelPlanPage },
  { path: `${plan}/credits-features`, title: 'routeTitles.planCreditsFeatures', Page: WhitelabelPlanPage },
  { path: `${plan}/limits`, title: 'routeTitles.planLimits', Page: WhitelabelPlanPage },

  // One price of a white-label
  { path: `${pricing}/update/:type/:priceId`, title: 'routeTitles.updatePrice', Page: WhitelabelPricePage },
  {
    path: `${pricing}/update-description/:type/:priceId`,
    title: 'routeTitles.updatePriceDescription',
    Page: WhitelabelPricePage,
  },
  {
    path: `${pricing}/update-promo/:type/:priceId`,
    title: 'routeTitles.updatePromotion',
    Page: WhitelabelPricePage,
  },
];
