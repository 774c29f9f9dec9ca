import { vi } from 'vitest';
import { socketIoMock } from '../../mock-api.test-support';
import { realisticApi, userData } from '../../realistic-api.test-support';
import { describeUntranslated } from '../../untranslated-area.test-support';
import App from './expose/App';
import { billingLocales } from './i18n';

vi.mock('socket.io-client', () => socketIoMock());

// Every route of routes.tsx, redirects included (issue 26 item 25).
describeUntranslated('billing pages in fr, de, es and pt', {
  App,
  locales: billingLocales,
  urls: [
    '/billing',
    '/billing/overview',
    '/billing/subscriptions',
    '/billing/transactions',
    '/billing/credits-history',
    '/pricing',
    '/billing-warning',
    '/payment-in-progress',
  ],
  api: realisticApi,
  userData,
});
