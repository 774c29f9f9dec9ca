import { sessionStore } from '@outreach/sdk';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { describeAreaRoutes, type PageRow, type RedirectRow } from '../../area-routes.test-support';
import { selectedTabs } from '../../test-support';
import german from '../locales/de/billing.json';
import App from './expose/App';
import { billingLocales } from './i18n';
import { routes } from './routes';
import { sessionUserFixture } from '@outreach/sdk/test-support';

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
const pages: PageRow[] = [
  ['/billing/overview', '/billing/overview', 'Billing', 'Overview'],
  ['/billing/subscriptions', '/billing/subscriptions', 'Billing'],
  ['/billing/transactions', '/billing/transactions', 'Billing', 'Transactions'],
  ['/billing/credits-history', '/billing/credits-history', 'Billing', 'Credits history'],
  ['/pricing', '/pricing', 'Plans'],
  ['/billing-warning', '/billing-warning', 'Subscription required'],
  ['/payment-in-progress', '/payment-in-progress', 'Payment in progress'],
];

/** [route path, a URL it serves, where it lands] */
const redirects: RedirectRow[] = [['/billing', '/billing', '/billing/overview']];

const admin = sessionUserFixture({
  _id: 'u1',
  email: 'admin@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  status: 'active',
  email_confirmed: true,
  is_admin: true,
});

afterEach(() => sessionStore.setState({ user: null }));

describeAreaRoutes(
  'billing routes (spec platform §2 Billing, §4)',
  {
    remote: 'billing',
    App,
    locales: billingLocales,
    routes,
    pages,
    redirects,
    german,
    menuTab: { from: '/billing/overview', tab: 'Credits history', to: '/billing/credits-history' },
  },
  ({ renderAt, location, query }) => {
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
      expect(location()).toBe(`/pricing${query}`);
    });
  },
);
