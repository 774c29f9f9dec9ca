import { i18n, seedSession, sessionStore } from '@outreach/sdk';
import { useAccount, useAccountLiveUpdates } from '@outreach/sdk/account';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeSocket,
  socketIoMock,
} from '../../../campaigns/src/features/campaign-nav/fake-socket.test-support';
import { type MockHandler, mockApi } from '../../../mock-api.test-support';
import { renderArea } from '../../../test-support';
import App from '../expose/App';
import { billingLocales } from '../i18n';
import type { BillingOverview, PricesAnswer } from './billing-api';
import { browser } from './money';
import { sessionUserFixture } from '@outreach/sdk/test-support';

await billingLocales.load('en');

vi.mock('socket.io-client', () => socketIoMock());

const query = 'selectedCred=cred-1&space=space-1';

const adminUser = sessionUserFixture({
  _id: 'u-admin',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  status: 'active',
  email_confirmed: true,
  is_admin: false,
});

function accountJson(change: Record<string, unknown> = {}) {
  return {
    _id: 'space-1',
    name: 'Acme',
    brand: 'main',
    status: 'active',
    avatar: null,
    is_paid: true,
    payment_in_progress: false,
    is_billing_enabled: true,
    tier: 'growth',
    subscription_mode: 'stripe',
    admins: ['u-admin'],
    users: [
      { _id: 'u-admin', first_name: 'Ada', last_name: 'Admin', email: 'ada@example.com' },
      { _id: 'u-bob', first_name: 'Bob', last_name: 'Member', email: 'bob@example.com' },
    ],
    used_seats: 2,
    total_seats: 5,
    max_credentials: null,
    subscription: { tier: 'growth', interval: 'monthly', currency: 'EUR', amount: 245, status: 'active' },
    credits_usage: { usage_by_type: { default: 10 }, available_by_type: { default: 1200 } },
    ...change,
  };
}

function overviewJson(change: Partial<BillingOverview> = {}): BillingOverview {
  return {
    plan: {
      tier: 'growth',
      name: 'Growth',
      interval: 'monthly',
      currency: 'EUR',
      quantity: 5,
      amount: 245,
      tax_percent: 20,
      amount_with_tax: 294,
      status: 'active',
      cancel_at_period_end: false,
    },
    next_invoice: { date: '2026-12-26T00:00:00.000Z', amount: 294, currency: 'EUR' },
    seats: { mode: 'seats', used: 2, total: 5, bought: 5, included: 0 },
    credits: { balance: 1200 },
    payment_methods: [
      { id: 'pm_1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030, is_primary: true },
    ],
    is_billing_enabled: true,
    subscription_mode: 'stripe',
    can_upgrade: true,
    last_payment_error: null,
    payments_mode: 'stripe',
    ...change,
  };
}

const price = (tier: string, interval: string, amount: number, id = `${tier}-${interval}`) => ({
  _id: id,
  tier,
  interval,
  currency: 'EUR',
  price: amount,
  amount_cents: amount * 100,
  promo: null,
  promotion_price: null,
  free_seats: 0,
  minimum_payment_quantity: 1,
  seats: { included: 0, bought: 5, total: 5 },
});

function pricesJson(change: Partial<PricesAnswer> = {}): PricesAnswer {
  const plan = (tier: string, weight: number, name: string, monthly: number) => ({
    tier,
    weight,
    name,
    card_description: { name, features: [`${name} feature`] },
    seats: { total: 5, cloud: 2, extension: 3 },
    default_credits: 100,
    prices: [price(tier, 'monthly', monthly), price(tier, 'annual', monthly * 10)],
  });
  return {
    currency: 'EUR',
    currencies: ['EUR', 'USD'],
    intervals: ['monthly', 'annual'],
    current_price_id: 'growth-monthly',
    current_tier: 'growth',
    payments_mode: 'stripe',
    plans: [plan('free', 0, 'Free', 0), plan('growth', 3, 'Growth', 49), plan('scale', 5, 'Scale', 99)],
    credit_packs: [
      { _id: 'pack-500', credits: 500, currency: 'EUR', price: 25, amount_cents: 2500 },
      { _id: 'pack-2000', credits: 2000, currency: 'EUR', price: 80, amount_cents: 8000 },
    ],
    ...change,
  };
}

const creditsJson = {
  balance: 1200,
  used_this_month: 30,
  auto_topup: { enabled: false, threshold: 0, price_id: null, max_per_month: 0, used_this_month: 0 },
  member_caps: [{ user_id: 'u-bob', full_name: 'Bob Member', monthly_cap: null, used_this_month: 12 }],
};

function serve(handlers: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /space/info': () => ({ payload: accountJson() }),
    'GET /billing/overview': () => ({ payload: overviewJson() }),
    'GET /billing/prices': () => ({ payload: pricesJson() }),
    'GET /billing/credits': () => ({ payload: creditsJson }),
    'GET /billing/credits_history/chart': () => ({ payload: { days: [] } }),
    'GET /billing/credits_history': () => ({ payload: { items: [], total: 0 } }),
    'GET /billing/invoices': () => ({ payload: { items: [] } }),
    ...handlers,
  });
}

/** A workspace on the free tier, on the pricing page; `handlers` add to it (Checkout, another mode). */
function serveFreeTier(handlers: Record<string, MockHandler> = {}, prices: Partial<PricesAnswer> = {}) {
  return serve({
    'GET /space/info': () => ({ payload: accountJson({ tier: 'free', subscription: null }) }),
    'GET /billing/prices': () => ({
      payload: pricesJson({ current_price_id: null, current_tier: 'free', ...prices }),
    }),
    ...handlers,
  });
}

/** Stripe Checkout's answer: the session's url to go to. */
const checkoutAt = (url: string) => () => ({ payload: { redirect: true, url } });

const at = (path: string, extra = '') => renderArea(App, `${path}?${query}${extra}`);

beforeEach(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
  seedSession({ token: 'token-1', space: 'space-1' });
  sessionStore.setState({ user: adminUser, embedded: false });
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  fakeSocket.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.setState({ user: null, embedded: false });
});

/** The area with the shell's session-wide live updates beside it, as the shell mounts it. */
function AppInShell() {
  useAccountLiveUpdates();
  return <App />;
}

/** The area behind the shell's route guard: a paid account never renders payment-in-progress. */
function Guarded() {
  useAccountLiveUpdates();
  const account = useAccount();
  return account.data?.is_paid ? <p>Campaigns</p> : <App />;
}

describe('billing overview (spec platform §2 Billing)', () => {
  it('shows the plan with tax, the next invoice, seats used/total, the credit balance and the cards', async () => {
    serve();
    at('/billing/overview');
    // the first test loads the area's pages: slow on a busy machine
    expect(await screen.findByText('Growth', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('€294 · Monthly')).toBeTruthy();
    expect(screen.getByText('€245 plus 20% tax')).toBeTruthy();
    expect(screen.getByText('€294', { selector: '.billing-big' })).toBeTruthy();
    expect(screen.getByTestId('seats').textContent).toBe('2 / 5');
    expect(screen.getByTestId('credit-balance').textContent).toBe('1,200 credits');
    expect(screen.getByText('VISA ending in 4242, expires 04/2030')).toBeTruthy();
    expect(screen.getByText('Primary')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    // the admin's credits settings
    expect(await screen.findByRole('heading', { name: 'Credits settings' })).toBeTruthy();
  });

  it('draws the credits chart (a bar a day, the balance line) and names each day for hovering', async () => {
    const days = [
      { date: '2026-11-19', used: 0, granted: 0, balance: 1203 },
      { date: '2026-11-20', used: 3, granted: 0, balance: 1200 },
    ];
    serve({ 'GET /billing/credits_history/chart': () => ({ payload: { days } }) });
    at('/billing/overview');
    const card = await screen.findByRole('region', { name: 'Credits over the last 30 days' });
    const chart = await within(card).findByRole('img', { name: 'Credit balance and credits used per day' });
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(2);
    expect(within(chart).getByText('Nov 20')).toBeTruthy();
    const hovers = [...chart.querySelectorAll('rect > title')].map((title) => title.textContent);
    expect(hovers).toEqual(['Nov 19, 2026: Balance 1203, Used 0', 'Nov 20, 2026: Balance 1200, Used 3']);
  });

  it('shows credentials used/max for the restricted brand, and the last payment error as a danger notice', async () => {
    serve({
      'GET /billing/overview': () => ({
        payload: overviewJson({
          seats: { mode: 'max_credentials', used: 3, total: 7, bought: 0, included: 7 },
          last_payment_error: 'Your card was declined.',
        }),
      }),
    });
    at('/billing/overview');
    expect(await screen.findByRole('heading', { name: 'Accounts' })).toBeTruthy();
    expect(screen.getByTestId('seats').textContent).toBe('3 / 7');
    expect(screen.getByText('The last payment failed: Your card was declined.')).toBeTruthy();
  });

  it('offers Buy credits once, on the Credits card beside the balance, and it opens the packs', async () => {
    serve();
    at('/billing/overview');
    const card = (await screen.findByTestId('credit-balance')).closest('section') as HTMLElement;
    const buttons = screen.getAllByRole('button', { name: 'Buy credits' });
    expect(buttons).toHaveLength(1);
    expect(card.contains(buttons[0] as HTMLElement)).toBe(true);
    fireEvent.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    expect(await within(dialog).findByRole('button', { name: 'Buy 2,000 credits' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toContain('showCreditsModal=true'),
    );
  });

  it('?showCreditsModal=true opens Buy credits; a pack goes to its Checkout url', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = serve({
      'GET /billing/checkout': (call) => ({
        payload: { redirect: true, url: `https://checkout.stripe.test/${call.query.get('price_id')}` },
      }),
    });
    at('/billing/overview', '&showCreditsModal=true');
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Buy 2,000 credits' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/pack-2000'));
    expect(api.callsTo('GET', '/billing/checkout')[0]?.query.get('price_id')).toBe('pack-2000');
  });

  it('when billing is disabled: the contact-support text, no Upgrade nor Buy, no Transactions tab', async () => {
    serve({
      'GET /space/info': () => ({ payload: accountJson({ is_billing_enabled: false }) }),
      'GET /billing/overview': () => ({
        payload: overviewJson({ is_billing_enabled: false, can_upgrade: false }),
      }),
    });
    at('/billing/overview', '&showCreditsModal=true');
    expect(await screen.findByText('Contact your customer support to help you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Transactions' })).toBeNull());
  });

  it('the subscription mode disabled shows the contact-support text too', async () => {
    serve({ 'GET /space/info': () => ({ payload: accountJson({ subscription_mode: 'disabled' }) }) });
    at('/billing/overview');
    expect(await screen.findByText('Contact your customer support to help you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('a member (not a workspace admin) sees the page read-only', async () => {
    sessionStore.setState({ user: { ...adminUser, _id: 'u-bob' } });
    const api = serve();
    at('/billing/overview');
    expect(await screen.findByText('Growth')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a payment method' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Credits settings' })).toBeNull();
    expect(api.callsTo('GET', '/billing/credits')).toHaveLength(0);
  });

  it('back from a credit pack Checkout: the thank-you notice; Upgrade leads to /pricing without it', async () => {
    serve();
    at('/billing/overview', '&credits_purchased=true');
    expect(
      await screen.findByText('Thank you: your credits are added as soon as the payment is confirmed.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/pricing?${query}`));
  });

  it('the balance follows update_credits at once, without a reload', async () => {
    const api = serve();
    at('/billing/overview');
    expect((await screen.findByTestId('credit-balance')).textContent).toBe('1,200 credits');
    await waitFor(() => expect(fakeSocket.listeners.get('update_credits')?.size ?? 0).toBeGreaterThan(0));
    const fetches = api.callsTo('GET', '/billing/overview').length;
    act(() => fakeSocket.receive('update_credits', { balance: 1700 }));
    // the event's balance is written in the cache: no request needed (the shell's live updates refetch besides)
    await waitFor(() => expect(screen.getByTestId('credit-balance').textContent).toBe('1,700 credits'));
    expect(api.callsTo('GET', '/billing/overview')).toHaveLength(fetches);
  });

  it('sets a card primary and adds one through Checkout in setup mode', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = serve({
      'GET /billing/overview': () => ({
        payload: overviewJson({
          payment_methods: [
            { id: 'pm_1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030, is_primary: true },
            {
              id: 'pm_2',
              brand: 'mastercard',
              last4: '4444',
              exp_month: 12,
              exp_year: 2031,
              is_primary: false,
            },
          ],
        }),
      }),
      'POST /billing/payment_method/*/set_primary': () => ({ payload: { payment_methods: [] } }),
      'POST /billing/payment_method': () => ({ payload: { url: 'https://checkout.stripe.test/setup' } }),
    });
    at('/billing/overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Make primary' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/billing/payment_method/pm_2/set_primary')).toHaveLength(1),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/setup'));
  });

  it('saves a member cap as a number, and an empty cap as no limit', async () => {
    const api = serve({
      'PUT /billing/credits/member_caps/*': () => ({ payload: creditsJson }),
    });
    at('/billing/overview');
    const field = await screen.findByLabelText('Monthly limit of Bob Member');
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limit of Bob Member' }));
    await waitFor(() => expect(api.callsTo('PUT', '/billing/credits/member_caps/u-bob')).toHaveLength(1));
    expect(api.callsTo('PUT', '/billing/credits/member_caps/u-bob')[0]?.body).toEqual({ monthly_cap: 50 });
  });
});

describe('transactions and credits history', () => {
  it('lists the invoices with their links', async () => {
    serve({
      'GET /billing/invoices': () => ({
        payload: {
          items: [
            {
              id: 'in_1',
              number: 'ACME-0001',
              date: '2026-11-01T00:00:00.000Z',
              amount: 294,
              currency: 'EUR',
              status: 'paid',
              hosted_invoice_url: 'https://invoice.stripe.test/in_1',
              invoice_pdf: 'https://invoice.stripe.test/in_1.pdf',
              description: 'Growth × 5',
            },
          ],
        },
      }),
    });
    at('/billing/transactions');
    expect(await screen.findByText('ACME-0001')).toBeTruthy();
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'PDF' }).getAttribute('href')).toBe(
      'https://invoice.stripe.test/in_1.pdf',
    );
  });

  // Issue 26 item 26: a grant's row says what it was, never the ledger's internal 'default' category.
  it("says a grant's usage type in words, a usage's by its category", async () => {
    const row = (id: string, kind: string, category: string, delta: number) => ({
      _id: id,
      created_at: '2026-11-20T10:00:00.000Z',
      delta,
      balance_after: 1200,
      kind,
      category,
      description: null,
      user: null,
    });
    serve({
      'GET /billing/credits_history': () => ({
        payload: {
          items: [
            row('l-1', 'usage', 'sms', -2),
            row('l-2', 'manual', 'default', 50),
            row('l-3', 'pack', 'default', 500),
          ],
          total: 3,
        },
      }),
    });
    at('/billing/credits-history');
    const table = (await screen.findByText('+50')).closest('table') as HTMLElement;
    const types = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.querySelectorAll('td')[2]?.textContent);
    expect(types).toEqual(['SMS', 'Manual grant', 'Credit pack']);
    expect(table.textContent).not.toMatch(/default/i);
  });

  it('sends the filters (dates, member, usage type) and the page in the query', async () => {
    const api = serve({
      'GET /billing/credits_history': (call) => ({
        payload: {
          items: [
            {
              _id: `l-${call.query.get('skip')}`,
              created_at: '2026-11-20T10:00:00.000Z',
              delta: -3,
              balance_after: 1197,
              kind: 'usage',
              category: 'ai_message',
              description: 'AI message',
              user: { _id: 'u-bob', full_name: 'Bob Member' },
            },
          ],
          total: 60,
        },
      }),
    });
    at('/billing/credits-history');
    expect(await screen.findByText('-3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Member' }), { target: { value: 'u-bob' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Usage type' }), {
      target: { value: 'ai_message' },
    });
    await waitFor(() => {
      const last = api.callsTo('GET', '/billing/credits_history').at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toEqual({
        space: 'space-1',
        start_date: '2026-11-01',
        end_date: '2026-11-30',
        user_id: 'u-bob',
        usage_type: 'ai_message',
        skip: '0',
        limit: '25',
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/billing/credits_history').at(-1)?.query.get('skip')).toBe('25'),
    );
    // the chart follows the chosen dates
    await waitFor(() => {
      const chart = api.callsTo('GET', '/billing/credits_history/chart').at(-1);
      expect([chart?.query.get('start_date'), chart?.query.get('end_date')]).toEqual([
        '2026-11-01',
        '2026-11-30',
      ]);
    });
  });
});

describe('pricing and upgrade (spec platform §4 "Upgrade")', () => {
  it('from the free tier a plan goes to its Checkout url in this tab', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = serveFreeTier({ 'GET /billing/checkout': checkoutAt('https://checkout.stripe.test/cs_1') });
    at('/pricing');
    expect(await screen.findByText('€49')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Scale' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/cs_1'));
    expect(api.callsTo('GET', '/billing/checkout')[0]?.query.get('price_id')).toBe('scale-monthly');
  });

  it('issue 26 item 19: the page the user reached for goes with the checkout, to land there after paying', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const api = serveFreeTier({ 'GET /billing/checkout': checkoutAt('https://checkout.stripe.test/cs_3') });
    at('/pricing', '&return_to=%2Fsearch%2Fsearch-prospects');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Growth' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/billing/checkout')[0]?.query.get('return_to')).toBe(
        '/search/search-prospects',
      ),
    );
  });

  it('says when payments are test payments (the local payments server) and when none are configured', async () => {
    serveFreeTier({}, { payments_mode: 'local' });
    at('/pricing');
    expect(await screen.findByText(/^Test payments: .*4242 4242 4242 4242/)).toBeTruthy();
    expect(screen.queryByText(/Payments are not configured/)).toBeNull();
  });

  it('with Stripe, no test-payments note', async () => {
    serve();
    at('/pricing');
    expect(await screen.findByText('€49')).toBeTruthy();
    expect(screen.queryByText(/^Test payments/)).toBeNull();
  });

  it('opened in a new tab, it shows the notice to refresh after payment', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => undefined);
    const api = serveFreeTier({ 'GET /billing/checkout': checkoutAt('https://checkout.stripe.test/cs_2') });
    at('/pricing');
    fireEvent.click(await screen.findByLabelText('Open the payment in a new tab'));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Growth' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.stripe.test/cs_2'));
    expect(
      await screen.findByText('Complete the payment in the new tab, then refresh this page'),
    ).toBeTruthy();
    expect(api.callsTo('GET', '/billing/checkout')[0]?.query.get('is_close_window')).toBe('true');
  });

  it('switches the interval: annual prices per seat per month', async () => {
    const api = serve();
    at('/pricing');
    expect(await screen.findByText('€99')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Annual' }));
    // 990 a year → €82.50 a month
    expect(await screen.findByText('€82.50')).toBeTruthy();
    expect(api.callsTo('GET', '/billing/prices').at(-1)?.query.get('interval')).toBe('annual');
    expect(screen.getByText('Current plan')).toBeTruthy();
  });

  it('issue 26 item 20: one seat line per card, Free says its own text, numbers in the page language', async () => {
    serveFreeTier(
      {},
      {
        plans: pricesJson().plans.map((plan) => ({
          ...plan,
          default_credits: plan.tier === 'scale' ? 1500 : plan.default_credits,
          prices: plan.tier === 'free' ? [] : plan.prices,
        })),
      },
    );
    at('/pricing');
    const free = await screen.findByRole('region', { name: 'Free' });
    expect(within(free).getByText('Free', { selector: '.billing-big' })).toBeTruthy();
    expect(within(free).getByText('Free for ever, no card needed')).toBeTruthy();
    expect(screen.queryByText('Not offered for this interval')).toBeNull();
    for (const name of ['Free', 'Growth', 'Scale']) {
      const card = screen.getByRole('region', { name });
      expect(within(card).getAllByText(/\bseats?$/)).toHaveLength(1);
    }
    expect(
      within(screen.getByRole('region', { name: 'Scale' })).getByText('1,500 credits included'),
    ).toBeTruthy();
    cleanup();
    await billingLocales.load('fr');
    await i18n.changeLanguage('fr');
    try {
      at('/pricing');
      const scale = await screen.findByRole('region', { name: 'Scale' });
      expect(within(scale).getByText(/^99\s€$/)).toBeTruthy();
      expect(within(scale).getByText(/^1\s500 crédits inclus$/)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('issue 26 item 17: a pack paid with the saved card stays in the app and says thank you', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    serve({
      'GET /billing/checkout': () => ({
        payload: {
          redirect: false,
          paid: true,
          url: 'http://app.test/billing/overview?credits_purchased=true',
        },
      }),
    });
    at('/billing/overview', '&showCreditsModal=true');
    const dialog = await screen.findByRole('dialog', { name: 'Buy credits' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Buy 500 credits' }));
    expect(await screen.findByText(/^Thank you: your credits are added/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Buy credits' })).toBeNull());
    expect(assign).not.toHaveBeenCalled();
  });

  it('from a paid tier: the 500 px confirm modal with the proration, then PUT /billing/subscription', async () => {
    const api = serve({
      'GET /billing/prices/*/upgrade_info': () => ({
        payload: {
          currency: 'EUR',
          current_base_price: 120,
          tax_percent: 20,
          current_tax: 24,
          current_price: 144,
          plan: { tier: 'scale', name: 'Scale', interval: 'monthly' },
          seats: { included: 0, bought: 10, total: 10 },
          new_price: 990,
          lines: [
            { description: 'Unused time on 5 × Growth', amount: -245, kind: 'unused_time' as const },
            { description: 'Remaining time on 10 × Scale', amount: 365, kind: 'remaining_time' as const },
          ],
          discount: 0,
        },
      }),
      'PUT /billing/subscription': () => ({ payload: accountJson({ tier: 'scale' }) }),
    });
    at('/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Scale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect((dialog as HTMLElement).style.width).toBe('500px');
    // Issue 26 item 18: what changes (plan, seats, new price) and the proration that makes the total.
    expect((await within(dialog).findByTestId('new-plan')).textContent).toBe('Scale');
    expect(within(dialog).getByTestId('new-seats').textContent).toBe('10');
    expect(within(dialog).getByTestId('new-price').textContent).toBe('€990 · Monthly');
    expect(within(dialog).getByText('Unused time on your current plan')).toBeTruthy();
    expect(within(dialog).getByText('Rest of this period on Scale')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByTestId('proration-line')
        .map((row) => row.textContent),
    ).toEqual(['-€245', '€365']);
    expect(within(dialog).getByTestId('tax').textContent).toBe('€24');
    expect(within(dialog).getByTestId('due-now').textContent).toBe('€144');
    const info = api.callsTo('GET', '/billing/prices/scale-monthly/upgrade_info')[0];
    expect(info?.query.get('price_to_delete')).toBe('growth-monthly');
    const before = api.callsTo('GET', '/space/info').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/billing/subscription')[0]?.body).toEqual({ local_price_id: 'scale-monthly' });
    // account (and features, billing) refetched
    await waitFor(() => expect(api.callsTo('GET', '/space/info').length).toBeGreaterThan(before));
  });

  it('a refused card (402) keeps the modal open with the server message', async () => {
    serve({
      'GET /billing/prices/*/upgrade_info': () => ({
        payload: {
          currency: 'EUR',
          current_base_price: 120,
          tax_percent: 0,
          current_tax: 0,
          current_price: 120,
          plan: { tier: 'scale', name: 'Scale', interval: 'monthly' },
          seats: { included: 0, bought: 10, total: 10 },
          new_price: 990,
          lines: [],
          discount: 0,
        },
      }),
      'PUT /billing/subscription': () => ({
        error: 'Payment failed, please try again or contact support',
        status: 402,
      }),
    });
    at('/pricing');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Scale' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await within(dialog).findByTestId('due-now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm and pay' }));
    expect(
      await within(dialog).findByText('Payment failed, please try again or contact support'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Confirm payment' })).toBeTruthy();
  });
});

describe('after Stripe (spec platform §4 Account payment)', () => {
  it('payment-in-progress goes to campaigns once the account is paid (embedded: the page polls)', async () => {
    sessionStore.setState({ embedded: true });
    let paid = false;
    const api = serve({
      'GET /space/info': () => ({ payload: accountJson({ is_paid: paid, payment_in_progress: !paid }) }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    at('/payment-in-progress', '&redirect_from_stripe=true');
    expect(await screen.findByRole('heading', { name: 'Payment in progress' })).toBeTruthy();
    await vi.waitFor(() => expect(api.callsTo('GET', '/space/info')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(api.callsTo('GET', '/space/info')).toHaveLength(2);
    expect(screen.getByTestId('location').textContent).toBe(
      `/payment-in-progress?${query}&redirect_from_stripe=true`,
    );
    paid = true;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/campaigns?${query}`));
  });

  it('update_space makes it go at once when the account turns paid', async () => {
    let paid = false;
    serve({
      'GET /space/info': () => ({ payload: accountJson({ is_paid: paid, payment_in_progress: !paid }) }),
    });
    renderArea(AppInShell, `/payment-in-progress?${query}`);
    expect(await screen.findByRole('heading', { name: 'Payment in progress' })).toBeTruthy();
    await waitFor(() => expect(fakeSocket.listeners.get('update_space')?.size ?? 0).toBeGreaterThan(0));
    paid = true;
    act(() => fakeSocket.receive('update_space', {}));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/campaigns?${query}`), {
      timeout: 3000,
    });
  });

  it('after the fifth check still unpaid, embedded: billing-warning', async () => {
    sessionStore.setState({ embedded: true });
    const api = serve({
      'GET /space/info': () => ({ payload: accountJson({ is_paid: false, payment_in_progress: true }) }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    at('/payment-in-progress');
    await vi.waitFor(() => expect(api.callsTo('GET', '/space/info')).toHaveLength(1));
    for (const wait of [15_000, 30_000, 60_000, 120_000, 240_000])
      await act(() => vi.advanceTimersByTimeAsync(wait));
    await vi.waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/billing-warning?${query}`),
    );
    // five checks after the first load (billing-warning then reads the account once more)
    expect(api.callsTo('GET', '/space/info').length).toBeGreaterThanOrEqual(6);
  });

  it('billing-warning: paused, the last payment error, the plans and the customer portal', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    serve({
      'GET /space/info': () => ({ payload: accountJson({ is_paid: false }) }),
      'GET /billing/overview': () => ({
        payload: overviewJson({ last_payment_error: 'Your card has insufficient funds.' }),
      }),
      'GET /billing/customer_portal': () => ({ payload: { url: 'https://billing.stripe.test/portal' } }),
    });
    at('/billing-warning');
    expect(await screen.findByText('Outreach is paused until the subscription is paid')).toBeTruthy();
    expect(
      await screen.findByText('The last payment failed: Your card has insufficient funds.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Update payment method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.stripe.test/portal'));
  });

  it('billing-warning with billing disabled: the contact-support text', async () => {
    serve({
      'GET /space/info': () => ({ payload: accountJson({ is_paid: false, is_billing_enabled: false }) }),
    });
    at('/billing-warning');
    expect(await screen.findByText('Contact your customer support to help you')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See plans' })).toBeNull();
  });
});

describe('extend: pay the open invoice, resume a subscription set to end', () => {
  type PlanJson = NonNullable<BillingOverview['plan']>;
  const planWith = (change: Partial<PlanJson>): PlanJson => ({
    ...(overviewJson().plan as PlanJson),
    ...change,
  });
  const pastDue = () =>
    overviewJson({
      plan: planWith({ status: 'past_due' }),
      last_payment_error: 'Your card has insufficient funds.',
    });
  const dueInfo = {
    currency: 'EUR',
    current_base_price: 245,
    tax_percent: 20,
    current_tax: 49,
    current_price: 294,
  };
  /** An unpaid workspace on the billing warning page, with `overview`; `handlers` add to it. */
  const serveUnpaid = (overview: BillingOverview, handlers: Record<string, MockHandler> = {}) =>
    serve({
      'GET /space/info': () => ({ payload: accountJson({ is_paid: false }) }),
      'GET /billing/overview': () => ({ payload: overview }),
      'GET /billing/prices/extend_info': () => ({ payload: dueInfo }),
      ...handlers,
    });
  /** The warning page once its overview came: See plans, and no Pay now nor amount asked for. */
  const expectNoPayNow = async (api: ReturnType<typeof serve>) => {
    at('/billing-warning');
    expect(await screen.findByRole('button', { name: 'See plans' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/billing/overview').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(api.callsTo('GET', '/billing/prices/extend_info')).toHaveLength(0);
  };

  it('billing-warning: Pay now shows the amount due, POSTs extend, refetches and goes to campaigns', async () => {
    let paid = false;
    const api = serve({
      'GET /space/info': () => ({ payload: accountJson({ is_paid: paid }) }),
      'GET /billing/overview': () => ({ payload: pastDue() }),
      'GET /billing/prices/extend_info': () => ({ payload: dueInfo }),
      'POST /billing/subscription/extend': () => {
        paid = true;
        return { payload: accountJson({ is_paid: true }) };
      },
    });
    at('/billing-warning');
    expect((await screen.findByTestId('amount-due')).textContent).toBe('Due now: €294 (€245 plus 20% tax)');
    // "Update payment method" stays beside it
    expect(screen.getByRole('button', { name: 'Update payment method' })).toBeTruthy();
    const before = api.callsTo('GET', '/space/info').length;
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/campaigns?${query}`));
    expect(api.callsTo('POST', '/billing/subscription/extend')).toHaveLength(1);
    expect(api.callsTo('GET', '/space/info').length).toBeGreaterThan(before);
  });

  it("billing-warning: a refused card (402) shows the server's message and stays", async () => {
    serveUnpaid(pastDue(), {
      'POST /billing/subscription/extend': () => ({ error: 'Your card was declined.', status: 402 }),
    });
    at('/billing-warning');
    fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect((await screen.findByText('Your card was declined.')).getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('location').textContent).toBe(`/billing-warning?${query}`);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('billing-warning: no Pay now without an unpaid subscription, nor for a member', async () => {
    await expectNoPayNow(serveUnpaid(overviewJson({ plan: null })));
    cleanup();

    sessionStore.setState({ user: { ...adminUser, _id: 'u-bob' } });
    await expectNoPayNow(serveUnpaid(pastDue()));
  });

  it('overview: Resume subscription only when it ends at the period end; it POSTs extend and refetches', async () => {
    let ending = true;
    const api = serve({
      'GET /billing/overview': () => ({
        payload: overviewJson({ plan: planWith({ cancel_at_period_end: ending }) }),
      }),
      'POST /billing/subscription/extend': () => {
        ending = false;
        return { payload: accountJson() };
      },
    });
    at('/billing/overview');
    expect(await screen.findByText('Ends at the end of the current period')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(screen.queryByText('Ends at the end of the current period')).toBeNull());
    expect(api.callsTo('POST', '/billing/subscription/extend')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  });

  it('overview: a refused resume shows the message; no Resume for a plan that renews', async () => {
    serve({
      'GET /billing/overview': () => ({
        payload: overviewJson({ plan: planWith({ cancel_at_period_end: true }) }),
      }),
      'POST /billing/subscription/extend': () => ({
        error: 'The subscription is active: there is nothing to extend',
        status: 400,
      }),
    });
    at('/billing/overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(
      (await screen.findByText('The subscription is active: there is nothing to extend')).getAttribute(
        'role',
      ),
    ).toBe('alert');
    cleanup();

    serve();
    at('/billing/overview');
    expect(await screen.findByText('Growth')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  });
});

describe('a checkout in a new tab (?is_close_window=true)', () => {
  it('the payment-in-progress tab closes itself once the account is paid', async () => {
    const close = vi.spyOn(browser, 'close').mockImplementation(() => undefined);
    let paid = false;
    serve({
      'GET /space/info': () => ({ payload: accountJson({ is_paid: paid, payment_in_progress: !paid }) }),
    });
    renderArea(AppInShell, `/payment-in-progress?${query}&redirect_from_stripe=true&is_close_window=true`);
    expect(await screen.findByRole('heading', { name: 'Payment in progress' })).toBeTruthy();
    await waitFor(() => expect(fakeSocket.listeners.get('update_space')?.size ?? 0).toBeGreaterThan(0));
    expect(close).not.toHaveBeenCalled();
    paid = true;
    act(() => fakeSocket.receive('update_space', {}));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    // a tab the browser keeps open goes on to the campaigns, without the markers
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/campaigns?${query}`));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes too when a guard leaves the page as the account turns paid (as the shell does)', async () => {
    const close = vi.spyOn(browser, 'close').mockImplementation(() => undefined);
    let paid = false;
    serve({
      'GET /space/info': () => ({ payload: accountJson({ is_paid: paid, payment_in_progress: !paid }) }),
    });
    renderArea(Guarded, `/payment-in-progress?${query}&is_close_window=true`);
    expect(await screen.findByRole('heading', { name: 'Payment in progress' })).toBeTruthy();
    await waitFor(() => expect(fakeSocket.listeners.get('update_space')?.size ?? 0).toBeGreaterThan(0));
    paid = true;
    act(() => fakeSocket.receive('update_space', {}));
    expect(await screen.findByText('Campaigns')).toBeTruthy();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('without the marker the tab stays', async () => {
    const close = vi.spyOn(browser, 'close').mockImplementation(() => undefined);
    serve({ 'GET /space/info': () => ({ payload: accountJson({ is_paid: true }) }) });
    at('/payment-in-progress', '&redirect_from_stripe=true');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/campaigns?${query}`));
    expect(close).not.toHaveBeenCalled();
  });
});
