import { i18n, sessionStore } from '@outreach/sdk';
import { areaPrefixes, remoteForPath } from '@outreach/core/areas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea, selectedTabs } from '../../test-support';
import german from '../locales/de/billing.json';
import App from './expose/App';
import { billingLocales } from './i18n';
import { routes } from './routes';
import { sessionUserFixture } from '@outreach/sdk/test-support';

// The area's English strings, loaded once for every test (the area waits for them).
await billingLocales.load('en');

const renderAt = (url: string) => renderArea(App, url);

const query = '?selectedCred=cred-1&space=space-1';

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
const pages: [string, string, string, string?][] = [
  ['/billing/overview', '/billing/overview', 'Billing', 'Overview'],
  ['/billing/subscriptions', '/billing/subscriptions', 'Billing'],
  ['/billing/transactions', '/billing/transactions', 'Billing', 'Transactions'],
  ['/billing/credits-history', '/billing/credits-history', 'Billing', 'Credits history'],
  ['/pricing', '/pricing', 'Plans'],
  ['/billing-warning', '/billing-warning', 'Subscription required'],
  ['/payment-in-progress', '/payment-in-progress', 'Payment in progress'],
];

/** [route path, a URL it serves, where it lands] */
const redirects: [string, string, string][] = [['/billing', '/billing', '/billing/overview']];

const admin = sessionUserFixture({
  _id: 'u1',
  email: 'admin@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  status: 'active',
  email_confirmed: true,
  is_admin: true,
});

beforeAll(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
});
afterEach(() => {
  cleanup();
  sessionStore.setState({ user: null });
});

describe('billing routes (spec platform §2 Billing, §4)', () => {
  it.each(pages)('%s serves %s with the page "%s"', async (_path, url, heading, tab) => {
    renderAt(`${url}${query}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    if (tab) expect(selectedTabs().some((label) => label.includes(tab))).toBe(true);
  });

  it.each(redirects)('%s (%s) lands on %s keeping the query string', async (_path, url, target) => {
    renderAt(`${url}${query}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${target}${query}`));
  });

  it('shows the subscriptions tab to platform admins only', async () => {
    renderAt(`/billing/overview${query}`);
    await screen.findByRole('heading', { name: 'Billing' });
    expect(screen.queryByRole('tab', { name: 'Subscriptions' })).toBeNull();
    cleanup();
    sessionStore.setState({ user: admin });
    renderAt(`/billing/subscriptions${query}`);
    await screen.findByRole('heading', { name: 'Billing' });
    expect(selectedTabs()).toEqual(['Subscriptions']);
  });

  it('the unpaid page leads to the plans, keeping the query string', async () => {
    renderAt(`/billing-warning${query}`);
    fireEvent.click(await screen.findByRole('button', { name: 'See plans' }));
    expect(screen.getByTestId('location').textContent).toBe(`/pricing${query}`);
  });

  it('lists every route in the tables above', () => {
    const tested = new Set([...pages.map(([path]) => path), ...redirects.map(([path]) => path)]);
    expect(new Set(routes.map((route) => route.path))).toEqual(tested);
  });

  it.each([...pages, ...redirects])('%s belongs to this remote in core/src/areas.ts', (path, url) => {
    expect(areaPrefixes.billing.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))).toBe(
      true,
    );
    expect(remoteForPath(url)).toBe('billing');
  });

  it('a menu tab navigates within the area and keeps selectedCred and space', async () => {
    renderAt(`/billing/overview${query}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Credits history' }));
    expect(screen.getByTestId('location').textContent).toBe(`/billing/credits-history${query}`);
  });

  it('renders in the current language once its strings are in, English loaded as the fallback', async () => {
    await i18n.changeLanguage('de');
    try {
      renderAt('/no-such-page');
      expect(await screen.findByText(german.notFound.title, {}, { timeout: 5000 })).toBeTruthy();
      expect(i18n.hasResourceBundle('en', 'billing')).toBe(true);
      expect(i18n.hasResourceBundle('fr', 'billing')).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
