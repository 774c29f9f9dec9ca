import { setUpAdminPageTests } from './admin-pages.test-support';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { renderArea } from '../../../test-support';
import App from '../expose/App';
import type { AdminConfig } from './customers/customers-api';

const config = (superAdmin: boolean): AdminConfig => ({
  brands: [{ id: 'reachly', name: 'Reachly' }],
  managers: [],
  labels: [],
  tiers: ['free'],
  statuses: ['active'],
  types: ['paid'],
  triggers: [],
  subscription_types: ['stripe'],
  note_filters: [],
  orders: ['newest'],
  is_super_admin: superAdmin,
  scope: 'platform',
});

const warning =
  "PUBLIC_URL is not set: unsubscribe and tracking links in outreach emails will point at this machine (http://localhost:3000), which recipients cannot reach; set PUBLIC_URL to this server's public https address";

function adminApi(superAdmin: boolean) {
  return mockApi({
    'GET /admin/config': () => ({ payload: config(superAdmin) }),
    'GET /admin/customers': () => ({
      payload: { items: [], total: 0, counts: { by_status: {}, by_brand: {} } },
    }),
    'GET /admin/operator_warnings': () => ({ payload: { warnings: [warning] } }),
  });
}

setUpAdminPageTests();

/** Issue 26 item 24: the operator's set-up problems reach the admin console of super admins. */
describe('operator warnings in the admin console', () => {
  it('shows a super admin what the start-up log warned of', async () => {
    adminApi(true);
    renderArea(App, '/admin/customers?space=space-1');
    const panel = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(panel.textContent).toContain('This server needs its operator');
    expect(panel.textContent).toContain('PUBLIC_URL is not set');
  });

  it('neither asks for nor shows them to a platform admin who is not super admin', async () => {
    const api = adminApi(false);
    renderArea(App, '/admin/customers?space=space-1');
    await waitFor(() => expect(api.callsTo('GET', '/admin/customers').length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    expect(api.callsTo('GET', '/admin/operator_warnings')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('PUBLIC_URL');
  });
});
