import { setUpAdminPageTests } from '../admin-pages.test-support';
import { useSnackbars } from '@outreach/design-system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import type { AdminConfig, Customer, CustomerInfo, CustomersPage } from './customers-api';
import { filtersFromSearch, filtersToQuery, filtersToSearch } from './filters';

const config: AdminConfig = {
  brands: [
    { id: 'reachly', name: 'Reachly' },
    { id: 'acme', name: 'Acme Growth' },
  ],
  managers: [{ id: 'm-1', name: 'Sam Sales', type: 'sales', brand: 'reachly' }],
  labels: ['vip'],
  tiers: ['free', 'growth', 'scale'],
  statuses: ['active', 'blocked', 'deleted'],
  types: ['paid', 'unpaid', 'free', 'unlimited', 'trial'],
  triggers: ['no_credentials', 'health_low'],
  subscription_types: ['disabled', 'stripe', 'manual', 'no_sub'],
  note_filters: ['with_note', 'without_note'],
  orders: ['newest', 'oldest', 'name', 'health'],
  is_super_admin: true,
  scope: 'platform',
};

const customer: Customer = {
  id: 'space-7',
  name: 'Acme Corp',
  brand: 'reachly',
  status: 'active',
  tier: 'growth',
  is_paid: true,
  is_unlimited: false,
  li_approve: false,
  subscription_mode: 'stripe',
  admin_emails: ['owner@acme.test'],
  users_count: 2,
  credentials_count: 1,
  health_index: 35,
  sales_manager: { id: 'm-1', name: 'Sam Sales' },
  success_manager: null,
  labels: ['vip'],
  has_note: true,
  created_at: '2026-03-01T10:00:00.000Z',
  deleted_at: null,
};

function page(items: Customer[], total = items.length): CustomersPage {
  return { items, total, counts: { by_status: { active: total }, by_brand: { reachly: total } } };
}

const info = (status: string): CustomerInfo => ({
  workspace: {
    ...customer,
    status,
    avatar: null,
    is_billing_enabled: true,
    payment_in_progress: false,
    total_seats: 3,
    cloud_seats: 3,
    extension_seats: 3,
    health_computed_at: null,
    updated_at: '2026-03-02T10:00:00.000Z',
  },
  users: [
    {
      id: 'u-1',
      email: 'owner@acme.test',
      first_name: 'Olive',
      last_name: 'Owner',
      is_admin: true,
      status: 'active',
      is_platform_admin: false,
    },
  ],
  credentials: [
    {
      id: 'c-1',
      username: 'olive@network.test',
      first_name: 'Olive',
      last_name: 'Owner',
      status: 'invalid',
      automation_type: 'cloud',
      created_at: '2026-03-01T10:00:00.000Z',
    },
  ],
  subscription: {
    tier: 'growth',
    interval: 'monthly',
    currency: 'USD',
    amount: 9900,
    subscription_mode: 'stripe',
    subscription_status: 'active',
    stripe_customer_id: 'cus_123',
  },
  credits: { available: 120, used: 30 },
  health_index: 35,
  managers: { sales: { id: 'm-1', name: 'Sam Sales' }, success: null },
  labels: ['vip'],
  note: 'Renewal in May',
});

const toasts = () => useSnackbars.getState().snackbars.map(({ text, type }) => ({ text, type }));

setUpAdminPageTests();

describe('customer filters in the URL', () => {
  it('reads repeated and comma-separated values, and writes only what differs from the defaults', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('statuses=active,blocked&brands=acme&brands=reachly&order=health&offset=25&q=acme'),
    );
    expect(filters).toMatchObject({
      statuses: ['active', 'blocked'],
      brands: ['acme', 'reachly'],
      order: 'health',
      offset: 25,
      q: 'acme',
      with_credentials: false,
      labels: [],
    });
    expect(filtersToSearch(filters).toString()).toBe(
      'brands=acme%2Creachly&statuses=active%2Cblocked&q=acme&order=health&offset=25',
    );
    expect(filtersToQuery(filters)).toEqual({
      order: 'health',
      offset: 25,
      limit: 25,
      q: 'acme',
      brands: 'acme,reachly',
      statuses: 'active,blocked',
    });
    expect(filtersFromSearch(new URLSearchParams('order=random&offset=-3')).order).toBe('newest');
  });
});

describe('customers page (/admin/customers)', () => {
  it('sends the URL filters to GET /admin/customers and puts a new filter in the URL', async () => {
    const api = mockApi({
      'GET /admin/config': () => ({ payload: config }),
      'GET /admin/customers': () => ({ payload: page([customer], 30) }),
    });
    renderArea(App, '/admin/customers?statuses=blocked&q=acme&space=space-1');
    const table = await screen.findByRole('table', { name: 'Customers' }, { timeout: 5000 });
    const first = api.callsTo('GET', '/admin/customers')[0];
    expect(first?.query.get('statuses')).toBe('blocked');
    expect(first?.query.get('q')).toBe('acme');
    expect(first?.query.get('limit')).toBe('25');
    const row = within(table).getByText('Acme Corp').closest('tr') as HTMLElement;
    expect(within(row).getByText('35').getAttribute('data-tone')).toBe('low');
    expect(screen.getByText(/30 customers/)).toBeTruthy();

    // A type filter: the URL and the next request carry it; the page goes back to the first.
    fireEvent.click(screen.getByText('Types'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Types' })).getByLabelText('Unpaid'));
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/admin/customers').some((call) => call.query.get('types') === 'unpaid'),
      ).toBe(true),
    );
    const location = screen.getByTestId('location').textContent ?? '';
    expect(new URLSearchParams(location.split('?')[1]).get('types')).toBe('unpaid');
    expect(new URLSearchParams(location.split('?')[1]).get('statuses')).toBe('blocked');
    // The shell's parameters stay.
    expect(new URLSearchParams(location.split('?')[1]).get('space')).toBe('space-1');

    // Next page: offset 25 in the URL and the request.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/admin/customers').some((call) => call.query.get('offset') === '25')).toBe(
        true,
      ),
    );
    expect(screen.getByTestId('location').textContent).toContain('offset=25');

    // A row opens the customer.
    fireEvent.click(within(screen.getByRole('table', { name: 'Customers' })).getByText('Acme Corp'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/admin\/customers\/space-7/),
    );
  });

  it('blocks a customer from its page: the call, a success toast and the new status', async () => {
    let status = 'active';
    const api = mockApi({
      'GET /admin/config': () => ({ payload: config }),
      'GET /admin/customers/space-7/customer_info': () => ({ payload: info(status) }),
      'POST /admin/customers/space-7/block': () => {
        status = 'blocked';
        return { payload: { ...customer, status } };
      },
    });
    renderArea(App, '/admin/customers/space-7?space=space-1');
    expect(await screen.findByRole('heading', { name: 'Acme Corp' }, { timeout: 5000 })).toBeTruthy();
    // The page's subtitle names the customer, not its raw id (the id stays in its labelled field).
    expect(screen.getByText('Customer: Acme Corp')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Customer:? space-7/);
    expect(screen.getByText('Renewal in May')).toBeTruthy();
    // Issue 26 item 16: seats as used / total, the pair the customer's Billing overview shows.
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login as customer' }).getAttribute('href')).toBe(
      '/campaigns/my-campaigns?space=space-7',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(toasts()).toContainEqual({ text: 'Workspace blocked', type: 'success' }));
    expect(api.callsTo('POST', '/admin/customers/space-7/block')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
  });

  it('shows the API error of a refused action as a toast', async () => {
    mockApi({
      'GET /admin/config': () => ({ payload: config }),
      'GET /admin/customers/space-7/customer_info': () => ({ payload: info('active') }),
      'POST /admin/space/space-7/set_unlimited': () => ({ error: 'Can not find space', status: 404 }),
    });
    renderArea(App, '/admin/customers/space-7?space=space-1');
    fireEvent.click(await screen.findByRole('switch', { name: 'Unlimited' }, { timeout: 5000 }));
    await waitFor(() => expect(toasts()).toContainEqual({ text: 'Can not find space', type: 'error' }));
  });
});

describe('users page (/admin/users)', () => {
  it('switches a user to platform admin, and to super admin (which makes them a platform admin too)', async () => {
    const user = {
      id: 'u-bob',
      email: 'bob@acme.test',
      first_name: 'Bob',
      last_name: 'Builder',
      is_admin: false,
      is_super_admin: false,
      brand: 'reachly',
      status: 'active',
      spaces_count: 1,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    const api = mockApi({
      'GET /admin/config': () => ({ payload: config }),
      'GET /admin/users': () => ({ payload: { items: [user], total: 1 } }),
      'POST /admin/users': () => ({ payload: user }),
    });
    renderArea(App, '/admin/users?space=space-1');
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Super admin: bob@acme.test' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(api.callsTo('POST', '/admin/users')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/users')[0]?.body).toEqual({
      user_id: 'u-bob',
      is_admin: true,
      is_super_admin: true,
    });
    fireEvent.click(screen.getByRole('switch', { name: 'Platform admin: bob@acme.test' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/users')).toHaveLength(2));
    expect(api.callsTo('POST', '/admin/users')[1]?.body).toEqual({ user_id: 'u-bob', is_admin: true });
  });
});
