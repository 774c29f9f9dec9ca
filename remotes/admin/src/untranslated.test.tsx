import { vi } from 'vitest';
import { socketIoMock } from '../../mock-api.test-support';
import { realisticApi, userData } from '../../realistic-api.test-support';
import { describeUntranslated } from '../../untranslated-area.test-support';
import App from './expose/App';
import { adminLocales } from './i18n';

vi.mock('socket.io-client', () => socketIoMock());

// Every route of routes.tsx, redirects included (issue 26 item 25).
describeUntranslated('admin pages in fr, de, es and pt', {
  App,
  locales: adminLocales,
  urls: [
    '/admin',
    '/admin/customers',
    '/admin/customers/space-3',
    '/admin/prepaid',
    '/admin/users',
    '/admin/audit',
    '/admin/whitelabels',
    '/admin/whitelabels/active',
    '/admin/reports',
    '/admin/charts-admin',
    '/admin/whitelabels/acme/details',
    '/admin/whitelabels/acme/colors',
    '/admin/whitelabels/acme/options',
    '/admin/whitelabels/acme/email-configuration',
    '/admin/whitelabels/acme/support',
    '/admin/whitelabels/acme/plans',
    '/admin/whitelabels/acme/pricing',
    '/admin/whitelabels/acme/pricing-empty',
    '/admin/whitelabels/acme/buzz-pricing',
    '/admin/whitelabels/acme/billing',
    '/admin/whitelabels/acme/health-index-notifications',
    '/admin/whitelabels/acme/managers',
    '/admin/whitelabels/acme/buzz-managers',
    '/admin/whitelabels/acme/plans/growth/features',
    '/admin/whitelabels/acme/plans/growth/features/base-features',
    '/admin/whitelabels/acme/plans/growth/features/search-types',
    '/admin/whitelabels/acme/plans/growth/features/integrations',
    '/admin/whitelabels/acme/plans/growth/features/crm-integrations',
    '/admin/whitelabels/acme/plans/growth/features/dialer-features',
    '/admin/whitelabels/acme/plans/growth/features/ai-email-features',
    '/admin/whitelabels/acme/plans/growth/features/email-features',
    '/admin/whitelabels/acme/plans/growth/features/seats-type',
    '/admin/whitelabels/acme/plans/growth/features/ai-features',
    '/admin/whitelabels/acme/plans/growth/seats',
    '/admin/whitelabels/acme/plans/growth/credits-features',
    '/admin/whitelabels/acme/plans/growth/limits',
    '/admin/whitelabels/acme/pricing/update/monthly/price-1',
    '/admin/whitelabels/acme/pricing/update-description/monthly/price-1',
    '/admin/whitelabels/acme/pricing/update-promo/monthly/price-1',
  ],
  api: realisticApi,
  userData,
});
