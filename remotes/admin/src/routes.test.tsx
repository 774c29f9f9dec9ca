import { getBrand } from '@outreach/brands';
import { i18n, sessionStore } from '@outreach/sdk';
import { areaPrefixes, remoteForPath } from '@outreach/core/areas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea, selectedTabs } from '../../test-support';
import german from '../locales/de/admin.json';
import App from './expose/App';
import { adminLocales } from './i18n';
import { routes } from './routes';

// The area's English strings, loaded once for every test (the area waits for them).
await adminLocales.load('en');

const renderAt = (url: string) => renderArea(App, url);

const query = '?selectedCred=cred-1&space=space-1';
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
const pages: [string, string, string, string?][] = [
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
const redirects: [string, string, string][] = [
  ['/admin', '/admin', '/admin/customers'],
  ['/admin/*', '/admin/no-such-page', '/admin/customers'],
  [`${plan}/features`, `${planUrl}/features`, `${planUrl}/features/base-features`],
  // a bare /admin/whitelabels/<x> that is not a status is one white-label: its details
  ['/admin/whitelabels/:status?', whitelabelUrl, `${whitelabelUrl}/details`],
];

beforeAll(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
  sessionStore.setState({ hostBrand: getBrand('reachly'), workspaceBrand: null });
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ brand: 'reachly', hostBrand: getBrand('reachly'), workspaceBrand: null });
});

describe('admin routes (spec platform §2 Admin)', () => {
  it.each(pages)('%s serves %s with the page "%s"', async (_path, url, heading, tab) => {
    renderAt(`${url}${query}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    if (tab) expect(selectedTabs()).toContain(tab);
  });

  it.each(redirects)('%s (%s) lands on %s keeping the query string', async (_path, url, target) => {
    renderAt(`${url}${query}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${target}${query}`));
  });

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

  it('lists every route in the tables above', () => {
    const tested = new Set([...pages.map(([path]) => path), ...redirects.map(([path]) => path)]);
    expect(new Set(routes.map((route) => route.path))).toEqual(tested);
  });

  it.each([...pages, ...redirects])('%s belongs to this remote in core/src/areas.ts', (path, url) => {
    expect(areaPrefixes.admin.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))).toBe(true);
    expect(remoteForPath(url)).toBe('admin');
  });

  it('a menu tab navigates within the area and keeps selectedCred and space', async () => {
    renderAt(`${whitelabelUrl}/details${query}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Managers' }));
    expect(screen.getByTestId('location').textContent).toBe(`${whitelabelUrl}/managers${query}`);
  });

  it('renders in the current language once its strings are in, English loaded as the fallback', async () => {
    await i18n.changeLanguage('de');
    try {
      renderAt('/no-such-page');
      expect(await screen.findByText(german.notFound.title, {}, { timeout: 5000 })).toBeTruthy();
      expect(i18n.hasResourceBundle('en', 'admin')).toBe(true);
      expect(i18n.hasResourceBundle('fr', 'admin')).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
