import { setUpAdminPageTests } from '../admin-pages.test-support';
import { featureFlags } from '@outreach/core/features';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockHandler, mockApi } from '../../../../mock-api.test-support';
import { renderArea } from '../../../../test-support';
import App from '../../expose/App';
import type { AdminPlan, AdminPrice, BrandBilling } from './plans-api';

const query = '?selectedCred=cred-1&space=space-1';
const base = '/admin/whitelabels/acme';

function plan(tier: string, change: Partial<AdminPlan> = {}): AdminPlan {
  return {
    _id: `plan-${tier}`,
    brand: 'acme',
    tier,
    features: ['campaigns', 'cloud', 'extension', 'video', 'voicemail'],
    limited_features: {
      campaigns: { is_limited: false, limit: 0 },
      email_integrations: { is_limited: true, limit: 10 },
    },
    seats: { total: 5, cloud: 5, extension: 5, type: 'shared' },
    default_credits: 500,
    credits_features: ['enrich'],
    card_description: { name: 'Growth', features: ['5 seats'] },
    updated_at: '2026-11-01T00:00:00.000Z',
    ...change,
  };
}

function price(change: Partial<AdminPrice> = {}): AdminPrice {
  return {
    _id: 'price-1',
    brand: 'acme',
    kind: 'subscription',
    tier: 'growth',
    interval: 'monthly',
    currency: 'USD',
    amount_cents: 5900,
    price: 59,
    credits: null,
    stripe_price_id: null,
    promo: null,
    free_seats: 0,
    minimum_payment_quantity: 1,
    active: true,
    card_description: { name: 'Growth', features: ['5 seats'] },
    subscribers: 0,
    created_at: '2026-11-01T00:00:00.000Z',
    ...change,
  };
}

function serve(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /admin/whitelabels/acme/plans': () => ({ payload: [plan('free'), plan('growth')] }),
    'GET /admin/whitelabels/acme': () => ({ error: 'Not found', status: 404 }),
    ...handlers,
  });
}

const at = (path: string) => renderArea(App, `${path}${query}`);

setUpAdminPageTests();

describe("a white-label's plans (spec platform §2 plans/:tier/...)", () => {
  it("a feature checklist's Save sends the plan's whole flag list with this group's ticks", async () => {
    const api = serve({
      'PUT /admin/billing/features/plan-growth': (call) => ({
        payload: plan('growth', { features: (call.body as { features: string[] }).features }),
      }),
    });
    at(`${base}/plans/growth/features/dialer-features`);
    const calling = await screen.findByRole('checkbox', { name: 'Calling' }, { timeout: 5000 });
    expect((calling as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Voicemail' }) as HTMLInputElement).checked).toBe(true);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(calling);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Voicemail' }));
    fireEvent.click(save);
    await waitFor(() => expect(api.callsTo('PUT', '/admin/billing/features/plan-growth')).toHaveLength(1));
    const body = api.callsTo('PUT', '/admin/billing/features/plan-growth')[0]?.body;
    // Calling on, voicemail off, every other group's flags as they were, in the catalogue's order.
    expect(body).toEqual({
      features: featureFlags.filter((flag) =>
        ['campaigns', 'cloud', 'extension', 'video', 'calling'].includes(flag),
      ),
    });
  });

  it('seats: cloud seats above the total are refused before any call', async () => {
    const api = serve();
    at(`${base}/plans/growth/seats`);
    const cloud = await screen.findByLabelText('Cloud seats', {}, { timeout: 5000 });
    fireEvent.change(cloud, { target: { value: '9' } });
    expect(screen.getByText('Cloud seats cannot exceed total seats')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('PUT', '/admin/billing/features/plan-growth')).toHaveLength(0);
  });

  it('the plans section lists the tiers with links to their sub-pages', async () => {
    serve();
    at(`${base}/plans`);
    const link = await screen.findByRole('link', { name: 'Growth: Seats' }, { timeout: 5000 });
    fireEvent.click(link);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`${base}/plans/growth/seats`),
    );
  });
});

describe("a white-label's prices (spec platform §2 pricing, §5, §8)", () => {
  it("the price form shows 'Select stripe price first' for free seats on an unlinked price", async () => {
    const api = serve({ 'GET /admin/billing/prices/price-1': () => ({ payload: price() }) });
    at(`${base}/pricing/update/subscription/price-1`);
    const freeSeats = await screen.findByLabelText('Free seats', {}, { timeout: 5000 });
    fireEvent.change(freeSeats, { target: { value: '2' } });
    expect(screen.getByRole('alert').textContent).toBe('Select stripe price first');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    // Linking a Stripe price lifts it, and the save sends only what changed.
    fireEvent.change(screen.getByLabelText(/^Stripe price id/), { target: { value: 'price_123' } });
    expect(screen.queryByText('Select stripe price first')).toBeNull();
    api.calls.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/admin/billing/prices/price-1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/admin/billing/prices/price-1')[0]?.body).toEqual({
      stripe_price_id: 'price_123',
      free_seats: 2,
    });
  });

  it("shows the API's refusal (a reseller under the floor)", async () => {
    serve({
      'GET /admin/billing/prices/price-1': () => ({ payload: price() }),
      'PUT /admin/billing/prices/price-1': () => ({
        error: 'The price cannot be lower than $49',
        status: 400,
      }),
    });
    at(`${base}/pricing/update/subscription/price-1`);
    const amount = await screen.findByLabelText('Amount ($)', {}, { timeout: 5000 });
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The price cannot be lower than $49');
  });

  it('the pricing section lists subscription prices and packs, with their actions', async () => {
    serve({
      'GET /admin/whitelabels/acme/prices': () => ({
        payload: [
          price({ promo: { code: 'WELCOME20', description: '', percent_off: 20 }, subscribers: 2 }),
          price({
            _id: 'pack-1',
            kind: 'credits',
            tier: null,
            interval: null,
            credits: 500,
            amount_cents: 4000,
          }),
        ],
      }),
    });
    at(`${base}/pricing`);
    const promo = await screen.findByText('WELCOME20 −20%', {}, { timeout: 5000 });
    const row = promo.closest('tr') as HTMLElement;
    expect(within(row).getByText('$59')).toBeTruthy();
    expect(
      (within(row).getByRole('button', { name: /^Delete the price/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(within(row).getByRole('link', { name: 'Promo' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `${base}/pricing/update-promo/subscription/price-1`,
      ),
    );
  });

  it('pricing-empty offers to create the first price', async () => {
    const api = serve({
      'GET /admin/whitelabels/acme/prices': () => ({ payload: [] }),
      'POST /admin/whitelabels/acme/prices': () => ({ payload: price() }),
    });
    at(`${base}/pricing-empty`);
    fireEvent.click(await screen.findByRole('button', { name: 'New price' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: '49.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST', '/admin/whitelabels/acme/prices')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/whitelabels/acme/prices')[0]?.body).toEqual({
      kind: 'subscription',
      tier: 'growth',
      interval: 'monthly',
      currency: 'USD',
      amount_cents: 4950,
    });
  });

  it('billing: the floor is read-only for others than super admins; the currency lock is shown', async () => {
    const billing: BrandBilling = {
      whitelabel: 'acme',
      price_floor: { 'growth:monthly': 4900 },
      invoiced_currencies: ['USD'],
      currency_locked: true,
      can_edit_floor: false,
    };
    serve({ 'GET /admin/whitelabels/acme/billing': () => ({ payload: billing }) });
    at(`${base}/billing`);
    expect(
      await screen.findByText(
        'Invoiced in USD: prices can no longer change currency.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect((screen.getByDisplayValue('growth:monthly') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Only super admins can change the price floor.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
