import { getBrand } from '@outreach/brands';
import { sessionStore } from '@outreach/sdk';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { describeAreaRoutes, type PageRow, type RedirectRow } from '../../area-routes.test-support';
import { selectedTabs } from '../../test-support';
import german from '../locales/de/admin.json';
import App from './expose/App';
import { adminLocales } from './i18n';
import { routes } from './routes';

const whitelabel = '/admin/whitelabels/:whitelabel';
const whitelabelUrl = '/admin/whitelabels/acme';
const plan = `${whitelabel}/plans/:tier`;
const planUrl = `${whitelabelUrl}/plans/growth`;

/** spec platform §2: the children of /admin/whitelabels/:whitelabel, and the tab each one selects. */
const whitelabelChildren: [string, string][] = [
  ['details', 'Details'],
  ['colors', 'Colors'],
  ['options', 'Options'],
  ['email-configuration', 'Email configuration'],
  ['support', 'Support'],
  ['plans', 'Plans'],
  ['pricing', 'Pricing'],
  ['pricing-empty', 'Pricing'],
  ['buzz-pricing', 'Buzz pricing'],
  ['billing', 'Billing'],
  ['health-index-notifications', 'Health index notifications'],
  ['managers', 'Managers'],
  ['buzz-managers', 'Buzz managers'],
];

/** spec platform §2: plans :tier/features sub-pages, :tier/seats, :tier/credits-features, :tier/limits. */
const planChildren: [string, string][] = [
  ['features/base-features', 'Base features'],
  ['features/search-types', 'Search types'],
  ['features/integrations', 'Integrations'],
  ['features/crm-integrations', 'CRM integrations'],
  ['features/dialer-features', 'Dialer features'],
  ['features/ai-email-features', 'AI email features'],
  ['features/email-features', 'Email features'],
  ['features/seats-type', 'Seats type'],
  ['features/ai-features', 'AI features'],
  ['seats', 'Seats'],
  ['credits-features', 'Credits features'],
  ['limits', 'Limits'],
];

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
const pages: PageRow[] = [
  ['/admin/customers/:profileId?', '/admin/customers', 'Customers', 'Customers'],
  ['/admin/customers/:profileId?', '/admin/customers/space-3', 'Customers', 'Customers'],
  ['/admin/prepaid', '/admin/prepaid', 'Prepaid customers', 'Prepaid'],
  ['/admin/users', '/admin/users', 'Users', 'Users'],
  ['/admin/audit', '/admin/audit', 'Audit log', 'Audit log'],
  ['/admin/whitelabels/:status?', '/admin/whitelabels', 'White-labels', 'White-labels'],
  ['/admin/whitelabels/:status?', '/admin/whitelabels/active', 'White-labels', 'White-labels'],
  ['/admin/reports', '/admin/reports', 'Reports', 'Reports'],
  ['/admin/charts-admin', '/admin/charts-admin', 'Monitoring', 'Monitoring'],
  ...whitelabelChildren.map(([child, tab]): [string, string, string, string] => [
    `${whitelabel}/${child}`,
    `${whitelabelUrl}/${child}`,
    'White-label',
    tab,
  ]),
  ...planChildren.map(([child, tab]): [string, string, string, string] => [
    `${plan}/${child}`,
    `${planUrl}/${child}`,
    'White-label',
    tab,
  ]),
  ...['update', 'update-description', 'update-promo'].map((action): [string, string, string, string] => [
    `${whitelabel}/pricing/${action}/:type/:priceId`,
    `${whitelabelUrl}/pricing/${action}/monthly/price-1`,
    'White-label',
    'Pricing',
  ]),
];

/** [route path, a URL it serves, where it lands] */
const redirects: RedirectRow[] = [
  ['/admin', '/admin', '/admin/customers'],
  ['/admin/*', '/admin/no-such-page', '/admin/customers'],
  [`${plan}/features`, `${planUrl}/features`, `${planUrl}/features/base-features`],
  // a bare /admin/whitelabels/<x> that is not a status is one white-label: its details
  ['/admin/whitelabels/:status?', whitelabelUrl, `${whitelabelUrl}/details`],
];

beforeAll(() => sessionStore.setState({ hostBrand: getBrand('reachly'), workspaceBrand: null }));
afterEach(() =>
  sessionStore.setState({ brand: 'reachly', hostBrand: getBrand('reachly'), workspaceBrand: null }),
);

describeAreaRoutes(
  'admin routes (spec platform §2 Admin)',
  {
    remote: 'admin',
    App,
    locales: adminLocales,
    routes,
    pages,
    redirects,
    german,
    tabMatch: 'exact',
    menuTab: { from: `${whitelabelUrl}/details`, tab: 'Managers', to: `${whitelabelUrl}/managers` },
  },
  ({ renderAt, query }) => {
    it('plan pages sit under the Plans tab of their white-label', async () => {
      renderAt(`${planUrl}/features/dialer-features${query}`);
      await screen.findByRole('heading', { name: 'White-label' });
      expect(selectedTabs()).toEqual(['White-labels', 'Plans', 'Features', 'Dialer features']);
    });

    it('shows the monitoring tab only for brands that have it (spec platform §1)', async () => {
      // The brand record the shell applies (the admin's workspace brand, else the host's).
      sessionStore.setState({ brand: 'acme', workspaceBrand: getBrand('acme') });
      renderAt(`/admin/charts-admin${query}`);
      await screen.findByRole('heading', { name: 'Monitoring' });
      expect(screen.queryByRole('tab', { name: 'Monitoring' })).toBeNull();
      expect(screen.getByRole('heading', { name: 'Monitoring is not available' })).toBeTruthy();
    });
  },
);
