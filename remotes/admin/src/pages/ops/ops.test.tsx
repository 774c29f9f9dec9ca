import { setUpAdminPageTests } from '../admin-pages.test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import { managerFormProblem } from './ManagersSection';
import type { Manager, SpaceReport, WlReport } from './ops-api';

const query = '?selectedCred=cred-1&space=space-1';
const at = (path: string) => renderArea(App, `${path}${query}`);
/** The texts of a table row's cells (its header cell left out). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const spaceReport: SpaceReport = {
  from: '2026-03-01',
  to: '2026-03-02',
  days: [
    {
      date: '2026-03-01',
      new_workspaces: 4,
      paid_workspaces: 1,
      credentials_connected: 7,
      actions_done: 120,
    },
    { date: '2026-03-02', new_workspaces: 2, paid_workspaces: 2, credentials_connected: 3, actions_done: 80 },
  ],
  totals: { new_workspaces: 6, paid_workspaces: 3, credentials_connected: 10, actions_done: 200 },
};

const wlReport: WlReport = {
  from: '2026-03-01',
  to: '2026-03-02',
  brands: [
    {
      brand: 'acme',
      name: 'Acme Growth',
      customers: 12,
      paid_customers: 5,
      mrr: [
        { currency: 'EUR', amount_cents: 150000 },
        { currency: 'USD', amount_cents: 9900 },
      ],
      credits_used: 345,
      seats_used: 17,
    },
  ],
};

setUpAdminPageTests(() => {
  // The charts' measuring: no layout in happy-dom.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  );
});

describe('reports page (/admin/reports)', () => {
  it('shows the per-day and per-white-label rows and totals of the API, and asks again for a new period', async () => {
    const api = mockApi({
      'GET /admin/space_report': () => ({ payload: spaceReport }),
      'GET /admin/wl_report': () => ({ payload: wlReport }),
    });
    at('/admin/reports');
    const days = await screen.findByRole('table', { name: 'Workspaces per day' }, { timeout: 5000 });
    const first = within(days).getByText('2026-03-01').closest('tr') as HTMLElement;
    expect(cellsOf(first)).toEqual(['2026-03-01', '4', '1', '7', '120']);
    const totals = within(days).getByText('Total').closest('tr') as HTMLElement;
    expect(cellsOf(totals)).toEqual(['6', '3', '10', '200']);

    const brands = screen.getByRole('table', { name: 'White-labels' });
    const acme = within(brands).getByText('Acme Growth').closest('tr') as HTMLElement;
    expect(cellsOf(acme)).toEqual(['Acme Growth', '12', '5', '€1,500 + $99', '345', '17']);
    expect(screen.getByRole('tab', { name: 'Reports' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    await waitFor(() =>
      expect(
        api.callsTo('GET', '/admin/space_report').some((call) => call.query.get('from') === '2026-02-01'),
      ).toBe(true),
    );
    expect(
      api.callsTo('GET', '/admin/wl_report').some((call) => call.query.get('from') === '2026-02-01'),
    ).toBe(true);
  });

  it("shows the API's error", async () => {
    mockApi({
      'GET /admin/space_report': () => ({ error: 'From must not be after to', status: 400 }),
      'GET /admin/wl_report': () => ({ payload: wlReport }),
    });
    at('/admin/reports');
    expect(
      (await screen.findByText('From must not be after to', {}, { timeout: 5000 })).getAttribute('role'),
    ).toBe('alert');
  });
});

describe('managers section (/admin/whitelabels/:whitelabel/managers)', () => {
  const manager: Manager = {
    id: 'm-1',
    type: 'sales',
    name: 'Sam Seller',
    description: 'EMEA',
    assigned_count: 3,
    created_at: '2026-03-01T00:00:00.000Z',
  };

  it('checks names and descriptions like the API (letters of any alphabet, spaces, dashes; 500 characters)', () => {
    expect(managerFormProblem('Zoë Łukasz-Ñandú', '')).toBeNull();
    expect(managerFormProblem('Иван Петров', '')).toBeNull();
    expect(managerFormProblem('  ', '')).toBe('nameRequired');
    expect(managerFormProblem('Sam 2', '')).toBe('nameInvalid');
    expect(managerFormProblem('Sam_Seller', '')).toBe('nameInvalid');
    expect(managerFormProblem('Sam', 'x'.repeat(501))).toBe('descriptionTooLong');
    expect(managerFormProblem('Sam', 'x'.repeat(500))).toBeNull();
  });

  it('lists the managers, refuses a bad name without calling the API, and posts a good one', async () => {
    const api = mockApi({
      'GET /admin/whitelabels/acme/managers': () => ({ payload: { items: [manager] } }),
      'POST /admin/whitelabels/acme/managers': (call) => ({
        payload: { ...manager, id: 'm-2', ...(call.body as object) },
      }),
    });
    at('/admin/whitelabels/acme/managers');
    const table = await screen.findByRole('table', { name: 'Managers' }, { timeout: 5000 });
    const row = within(table).getByText('Sam Seller').closest('tr') as HTMLElement;
    expect(cellsOf(row).slice(0, 4)).toEqual(['Sales', 'Sam Seller', 'EMEA', '3']);

    const form = screen.getByRole('form', { name: 'Add manager' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Sam 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add manager' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Manager name may contain only letters, spaces and dashes',
    );
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Sue Success' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add manager' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Description must be at most 500 characters'),
    );
    expect(api.callsTo('POST', '/admin/whitelabels/acme/managers')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Type'), { target: { value: 'success' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Onboarding' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add manager' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/whitelabels/acme/managers')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/whitelabels/acme/managers')[0]?.body).toEqual({
      type: 'success',
      name: 'Sue Success',
      description: 'Onboarding',
    });
  });

  it("shows the API's 409 for a title already chosen", async () => {
    mockApi({
      'GET /admin/whitelabels/acme/managers': () => ({ payload: { items: [manager] } }),
      'POST /admin/whitelabels/acme/managers': () => ({ error: 'This title is already chosen', status: 409 }),
    });
    at('/admin/whitelabels/acme/managers');
    const form = await screen.findByRole('form', { name: 'Add manager' }, { timeout: 5000 });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'sam seller' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add manager' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This title is already chosen');
  });
});

describe('prepaid customers page (/admin/prepaid)', () => {
  const prepaid = (index: number) => ({
    id: `pp-${index}`,
    brand: 'acme',
    email: `buyer${index}@example.com`,
    stripe_customer: `cus_${index}`,
    currency: 'USD',
    tier: 'growth',
    interval: 'monthly',
    space_id: null,
    applied_at: null,
    created_at: '2026-03-01T00:00:00.000Z',
  });

  it('lists a page of 25 with the count, and Next asks for the following page', async () => {
    const api = mockApi({
      'GET /admin/prepaid_customers': (call) => {
        const offset = Number(call.query.get('offset'));
        const count = offset === 0 ? 25 : 5;
        return {
          payload: { items: Array.from({ length: count }, (_, i) => prepaid(offset + i)), total: 30 },
        };
      },
    });
    at('/admin/prepaid');
    const table = await screen.findByRole('table', { name: 'Prepaid customers' }, { timeout: 5000 });
    expect(within(table).getByText('buyer0@example.com')).toBeTruthy();
    expect(screen.getByText('30 prepaid customers')).toBeTruthy();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('buyer25@example.com')).toBeTruthy();
    expect(api.callsTo('GET', '/admin/prepaid_customers').at(-1)?.query.get('offset')).toBe('25');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the API's refusal of the list", async () => {
    mockApi({ 'GET /admin/prepaid_customers': () => ({ error: 'Not allowed', status: 403 }) });
    at('/admin/prepaid');
    expect((await screen.findByText('Not allowed', {}, { timeout: 5000 })).getAttribute('role')).toBe(
      'alert',
    );
  });
});
