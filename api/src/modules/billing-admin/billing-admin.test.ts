import { getBrand } from '@outreach/brands';
import type { ApiBody } from '@outreach/core/contract';
import { billingMessages, tiers } from '@outreach/core/billing';
import { featureFlags, featureGroups } from '@outreach/core/features';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member, TestContext } from '../../../test/helpers';
import { databaseModes } from '../../../test/helpers';
import { createPaymentsTestContext, type PaymentsTestContext } from '../../../test/payments';
import {
  adminAuditLog,
  billingAccounts,
  billingPlans,
  billingPrices,
  spaces,
  users,
  whitelabels,
} from '../../db/schema';
import type { AdminPlanJson, AdminPriceJson } from './billing-admin.schema';

const noRow = '00000000-0000-4000-8000-000000000000';

describe.each(databaseModes())('white-label plans and prices (admin) on %s', (mode) => {
  let payments: PaymentsTestContext;
  let ctx: TestContext;
  let superAdmin: Member;
  let admin: Member;
  let reseller: Member;
  let member: Member;
  /** A workspace of acme on growth. */
  let acmeCustomer: Member;

  beforeAll(async () => {
    payments = await createPaymentsTestContext({ mode });
    ctx = payments.ctx;
    const db = ctx.database.db;
    for (const id of ['reachly', 'acme']) {
      await db
        .insert(whitelabels)
        .values({ id, settings: getBrand(id) })
        .onConflictDoNothing();
    }
    superAdmin = await ctx.createMember();
    admin = await ctx.createMember();
    reseller = await ctx.createMember({ email: `owner-${Date.now()}@acme.test` });
    member = await ctx.createMember();
    acmeCustomer = await ctx.createMember({ tier: 'growth' });
    await db.update(users).set({ isAdmin: true, isSuperAdmin: true }).where(eq(users.id, superAdmin.user.id));
    await db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    await db
      .update(whitelabels)
      .set({ ownerEmails: [reseller.user.email] })
      .where(eq(whitelabels.id, 'acme'));
    await db.update(spaces).set({ brand: 'acme' }).where(eq(spaces.id, acmeCustomer.space.id));
  });
  afterAll(async () => {
    await payments?.close();
  });

  /** Admin calls whose answer a test reads only as status and error (validation, rights). */
  const call = (who: Member, path: string, method = 'GET', body?: unknown) =>
    ctx.request(`/api/admin${path}`, { method, token: who.token, body });
  const plansOf = async (who: Member, brand: string) =>
    (await ctx.api.get('/admin/whitelabels/{id}/plans', { path: { id: brand }, token: who.token })).payload;
  const planOf = async (brand: string, tier: string) => {
    const plan = (await plansOf(superAdmin, brand)).find((row) => row.tier === tier);
    if (!plan) throw new Error(`no ${tier} plan`);
    return plan;
  };
  const priceOf = async (brand: string, tier: string, interval: string, currency = 'USD') => {
    const prices = (
      await ctx.api.get('/admin/whitelabels/{id}/prices', {
        path: { id: brand },
        query: { kind: 'subscription' },
        token: superAdmin.token,
      })
    ).payload;
    const price = prices.find(
      (row) => row.tier === tier && row.interval === interval && row.currency === currency,
    );
    if (!price) throw new Error(`no ${tier} ${interval} ${currency} price`);
    return price;
  };
  /** PUT /billing/prices/{priceId}, typed: the answer of a change the test expects to be saved. */
  const updatePrice = (
    who: Member,
    priceId: string,
    body: ApiBody<'put', '/admin/billing/prices/{priceId}'>,
  ) => ctx.api.put('/admin/billing/prices/{priceId}', { path: { priceId }, token: who.token, body });
  const errorOf = (response: { status: number; body: { ok: boolean } }) =>
    `${response.status} ${(response.body as { error?: string }).error ?? ''}`;

  it.each([
    ['GET', '/whitelabels/acme/plans'],
    ['GET', `/features/${noRow}`],
    ['PUT', `/billing/features/${noRow}`],
    ['GET', '/whitelabels/acme/prices'],
    ['POST', '/whitelabels/acme/prices'],
    ['GET', `/billing/prices/${noRow}`],
    ['PUT', `/billing/prices/${noRow}`],
    ['PUT', `/billing/prices/${noRow}/description`],
    ['PUT', `/billing/prices/${noRow}/promo`],
    ['DELETE', `/billing/prices/${noRow}`],
    ['GET', '/whitelabels/acme/billing'],
    ['PUT', '/whitelabels/acme/price_floor'],
  ])('%s /admin%s refuses a non-admin with 403', async (method, path) => {
    const response = await call(
      member,
      path,
      method,
      method === 'GET' || method === 'DELETE' ? undefined : {},
    );
    expect(errorOf(response)).toBe('403 Only platform admins can do this');
  });

  it("lists a brand's plans in tier order with their features, limits, seats and credits", async () => {
    const plans = await plansOf(admin, 'acme');
    expect(plans.map((plan) => plan.tier)).toEqual(tiers);
    const growth = plans[2];
    expect(growth?.features).toContain('video');
    expect(growth?.seats).toEqual({ total: 5, cloud: 5, extension: 5, type: 'shared' });
    expect(growth?.limited_features.campaigns.is_limited).toBe(false);
  });

  it('groups every feature flag in exactly one feature sub-page', async () => {
    const grouped = Object.values(featureGroups).flat();
    expect([...grouped].sort()).toEqual([...featureFlags].sort());
    const plan = await planOf('acme', 'growth');
    const answer = await ctx.api.get('/admin/features/{id}', { path: { id: plan._id }, token: admin.token });
    expect(answer.payload.groups.map((group) => group.id)).toEqual(Object.keys(featureGroups));
    const dialer = answer.payload.groups.find((group) => group.id === 'dialer-features');
    expect(dialer?.flags).toEqual([
      { flag: 'calling', name: 'Calling', enabled: false },
      { flag: 'sms', name: 'SMS', enabled: false },
      { flag: 'voicemail', name: 'Voicemail', enabled: true },
    ]);
  });

  it("a feature save applies at once to the brand's workspaces (GET /space/features) and is audited", async () => {
    const features = () =>
      ctx.api.get('/space/features', { token: acmeCustomer.token }).then((answer) => answer.payload);
    expect((await features()).video).toBe(true);
    expect((await features()).calling).toBe(false);
    const plan = await planOf('acme', 'growth');
    const next = [...plan.features.filter((flag) => flag !== 'video'), 'calling'];
    const saved = await ctx.api.put('/admin/billing/features/{id}', {
      path: { id: plan._id },
      token: admin.token,
      body: {
        features: next,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.payload.features).not.toContain('video');
    expect((await features()).video).toBe(false);
    expect((await features()).calling).toBe(true);
    // The other brand's growth plan is untouched.
    expect((await planOf('reachly', 'growth')).features).toContain('video');

    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'plan.update'), eq(adminAuditLog.targetId, plan._id)));
    expect(entry?.actorId).toBe(admin.user.id);
    expect(entry?.brand).toBe('acme');
    expect((entry?.before as AdminPlanJson | undefined)?.features).toContain('video');
    expect((entry?.after as AdminPlanJson | undefined)?.features).not.toContain('video');
  });

  it('saves seats, limits, default credits, credit categories and the card', async () => {
    const plan = await planOf('acme', 'basic');
    const saved = await ctx.api.put('/admin/billing/features/{id}', {
      path: { id: plan._id },
      token: admin.token,
      body: {
        seats: { total: 4, cloud: 2, extension: 4, type: 'separate' },
        limited_features: { campaigns: { is_limited: true, limit: 7 } },
        default_credits: 250,
        credits_features: ['sms', 'enrich'],
        card_description: { name: 'Starter', features: ['4 seats'] },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.payload.seats).toEqual({ total: 4, cloud: 2, extension: 4, type: 'separate' });
    expect(saved.payload.limited_features).toEqual({
      campaigns: { is_limited: true, limit: 7 },
      email_integrations: plan.limited_features.email_integrations,
    });
    expect(saved.payload.default_credits).toBe(250);
    expect(saved.payload.credits_features).toEqual(['enrich', 'sms']);
    expect(saved.payload.card_description).toEqual({ name: 'Starter', features: ['4 seats'] });
  });

  it.each([
    [{ features: ['video', 'teleport'] }, '400 Unknown feature: teleport'],
    [{ credits_features: ['gold'] }, '400 Unknown credit category: gold'],
    [{ seats: { total: 3, cloud: 4, extension: 1 } }, '400 Cloud seats cannot exceed total seats'],
    [{ seats: { total: 3, cloud: 1, extension: 5 } }, '400 Extension seats cannot exceed total seats'],
    [
      { seats: { total: -1, cloud: 0, extension: 0 } },
      '400 seats.total: Seats must be whole numbers of at least 0',
    ],
    [
      { seats: { total: 2.5, cloud: 0, extension: 0 } },
      '400 seats.total: Seats must be whole numbers of at least 0',
    ],
    [{ colour: 'red' }, '400 Unknown field: colour'],
  ])('refuses the plan save %j with "%s"', async (body, expected) => {
    const plan = await planOf('acme', 'scale');
    expect(errorOf(await call(admin, `/billing/features/${plan._id}`, 'PUT', body))).toBe(expected);
  });

  it("answers 'create brand settings first' for a brand without its settings record", async () => {
    for (const [method, path] of [
      ['GET', '/whitelabels/nobrand/prices'],
      ['GET', '/whitelabels/nobrand/plans'],
      ['GET', '/whitelabels/nobrand/billing'],
    ] as const) {
      expect(errorOf(await call(superAdmin, path, method))).toBe(
        `400 ${billingMessages.createBrandSettings}`,
      );
    }
    const created = await call(superAdmin, '/whitelabels/nobrand/prices', 'POST', {
      kind: 'credits',
      currency: 'USD',
      amount_cents: 500,
      credits: 50,
    });
    expect(errorOf(created)).toBe(`400 ${billingMessages.createBrandSettings}`);
  });

  it('unknown or malformed plan and price ids are 404', async () => {
    expect(errorOf(await call(admin, `/features/${noRow}`))).toBe('404 Plan not found');
    expect(errorOf(await call(admin, '/features/not-a-uuid'))).toBe('404 Plan not found');
    expect(errorOf(await call(admin, '/billing/prices/not-a-uuid'))).toBe('404 Price not found');
    expect(errorOf(await call(admin, `/billing/prices/${noRow}`, 'DELETE'))).toBe('404 Price not found');
  });

  describe('a reseller (owner of acme)', () => {
    it("sees their brand's plans and prices, never another brand's (404)", async () => {
      expect((await plansOf(reseller, 'acme')).length).toBe(6);
      expect(errorOf(await call(reseller, '/whitelabels/reachly/plans'))).toBe('404 Not found');
      expect(errorOf(await call(reseller, '/whitelabels/reachly/prices'))).toBe('404 Not found');
      expect(errorOf(await call(reseller, '/whitelabels/reachly/billing'))).toBe('404 Not found');
      const reachlyPlan = await planOf('reachly', 'growth');
      expect(errorOf(await call(reseller, `/features/${reachlyPlan._id}`))).toBe('404 Plan not found');
      expect(
        errorOf(await call(reseller, `/billing/features/${reachlyPlan._id}`, 'PUT', { features: [] })),
      ).toBe('404 Plan not found');
      const reachlyPrice = await priceOf('reachly', 'growth', 'monthly');
      for (const [method, path, body] of [
        ['GET', '', undefined],
        ['PUT', '', { amount_cents: 1 }],
        ['PUT', '/promo', { promo: null }],
        ['PUT', '/description', { name: 'x', features: [] }],
        ['DELETE', '', undefined],
      ] as const) {
        expect(
          errorOf(await call(reseller, `/billing/prices/${reachlyPrice._id}${path}`, method, body)),
        ).toBe('404 Price not found');
      }
      expect(
        errorOf(
          await call(reseller, '/whitelabels/reachly/prices', 'POST', {
            kind: 'credits',
            currency: 'USD',
            amount_cents: 1,
            credits: 10,
          }),
        ),
      ).toBe('404 Not found');
      // Nothing of reachly's changed.
      expect((await priceOf('reachly', 'growth', 'monthly')).amount_cents).toBe(reachlyPrice.amount_cents);
    });

    it('cannot set the price floor; only super admins can', async () => {
      const body = { price_floor: { 'growth:monthly': 4900, credits: 5 } };
      expect(errorOf(await call(reseller, '/whitelabels/acme/price_floor', 'PUT', body))).toBe(
        '403 Only super admins can do this',
      );
      expect(errorOf(await call(admin, '/whitelabels/acme/price_floor', 'PUT', body))).toBe(
        '403 Only super admins can do this',
      );
      expect(
        errorOf(
          await call(superAdmin, '/whitelabels/acme/price_floor', 'PUT', {
            price_floor: { 'gold:monthly': 1 },
          }),
        ),
      ).toBe('400 Unknown price floor key: gold:monthly');
      const saved = await ctx.api.put('/admin/whitelabels/{id}/price_floor', {
        path: { id: 'acme' },
        token: superAdmin.token,
        body: body,
      });
      expect(saved.payload.price_floor).toEqual(body.price_floor);
      const read = await ctx.api.get('/admin/whitelabels/{id}/billing', {
        path: { id: 'acme' },
        token: reseller.token,
      });
      expect(read.payload).toMatchObject({ price_floor: body.price_floor, can_edit_floor: false });
      const [entry] = await ctx.database.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.action, 'whitelabel.price_floor'), eq(adminAuditLog.targetId, 'acme')));
      expect(entry?.actorId).toBe(superAdmin.user.id);
      expect(entry?.after).toEqual(body.price_floor);
    });

    it('cannot price below the floor; platform admins can', async () => {
      const price = await priceOf('acme', 'growth', 'monthly');
      // The defaults' 20 % welcome promo would take a $49 price under the floor: it goes first.
      expect(
        (await call(reseller, `/billing/prices/${price._id}/promo`, 'PUT', { promo: null })).status,
      ).toBe(200);
      expect(
        errorOf(await call(reseller, `/billing/prices/${price._id}`, 'PUT', { amount_cents: 4800 })),
      ).toBe('400 The price cannot be lower than $49');
      const atFloor = await updatePrice(reseller, price._id, { amount_cents: 4900 });
      expect(atFloor.payload.amount_cents).toBe(4900);
      // A credit pack: 5 cents a credit at least.
      expect(
        errorOf(
          await call(reseller, '/whitelabels/acme/prices', 'POST', {
            kind: 'credits',
            currency: 'EUR',
            amount_cents: 400,
            credits: 100,
          }),
        ),
      ).toBe('400 The price cannot be lower than €5');
      const byPlatform = await updatePrice(admin, price._id, { amount_cents: 100 });
      expect(byPlatform.payload.amount_cents).toBe(100);
      await call(admin, `/billing/prices/${price._id}`, 'PUT', { amount_cents: 4900 });
    });

    // Issue 23 item 9: the floor holds for what the customer actually pays, per period after the
    // promo, per seat and per credit. acme's floor is $49 for growth monthly (5 seats and 500
    // credits on the default brand's growth plan: $9.80 a seat, $0.098 a credit) and 5 cents a credit.
    describe('the floor holds for what the customer pays', () => {
      it('a 100 % promo on a floor-priced price is refused (400); a platform admin may', async () => {
        const price = await priceOf('acme', 'growth', 'monthly');
        expect(price).toMatchObject({ amount_cents: 4900, promo: null });
        for (const percent_off of [100, 20]) {
          const promo = { code: 'FREEFOREVER', description: 'On us', percent_off };
          expect(errorOf(await call(reseller, `/billing/prices/${price._id}/promo`, 'PUT', { promo }))).toBe(
            '400 After the promo the price cannot be lower than $49',
          );
        }
        expect((await priceOf('acme', 'growth', 'monthly')).promo).toBeNull();
        const promo = { code: 'PARTNER', description: 'Platform deal', percent_off: 100 };
        expect((await call(admin, `/billing/prices/${price._id}/promo`, 'PUT', { promo })).status).toBe(200);
        expect((await call(admin, `/billing/prices/${price._id}/promo`, 'PUT', { promo: null })).status).toBe(
          200,
        );
      });

      it('10,000,000 credits a month on a floor-priced plan is refused (400)', async () => {
        const plan = await planOf('acme', 'growth');
        expect(plan.default_credits).toBe(500);
        const refused = await call(reseller, `/billing/features/${plan._id}`, 'PUT', {
          default_credits: 10_000_000,
        });
        expect(errorOf(refused)).toMatch(
          /^400 Growth monthly [A-Z]{3}: the price per credit cannot be lower than \S+0\.098$/,
        );
        expect((await planOf('acme', 'growth')).default_credits).toBe(500);
        // Fewer credits never lower a price per credit.
        const fewer = await ctx.api.put('/admin/billing/features/{id}', {
          path: { id: plan._id },
          token: reseller.token,
          body: {
            default_credits: 400,
          },
        });
        expect(fewer.payload.default_credits).toBe(400);
      });

      it('100,000 seats on a floor-priced plan is refused (400)', async () => {
        const plan = await planOf('acme', 'growth');
        const refused = await call(reseller, `/billing/features/${plan._id}`, 'PUT', {
          seats: { total: 100_000, cloud: 100_000, extension: 100_000 },
        });
        expect(errorOf(refused)).toMatch(
          /^400 Growth monthly [A-Z]{3}: the price per seat cannot be lower than \S+9\.8$/,
        );
        expect((await planOf('acme', 'growth')).seats.total).toBe(5);
      });

      it('free seats, a lower minimum quantity, or a cheaper Stripe price are refused (400)', async () => {
        const { stripe } = payments.payments;
        const product = await stripe.products.create({ name: 'Acme Growth' });
        const stripePrice = (unit_amount: number) =>
          stripe.prices.create({
            product: product.id,
            currency: 'usd',
            unit_amount,
            recurring: { interval: 'month' },
          });
        const price = await priceOf('acme', 'growth', 'monthly');
        const put = (body: unknown) =>
          ctx.api.unchecked.put('/admin/billing/prices/{priceId}', {
            path: { priceId: price._id },
            token: reseller.token,
            body: body,
          });
        const atFloor = await stripePrice(4900);
        expect(errorOf(await put({ stripe_price_id: atFloor.id, free_seats: 100_000 }))).toBe(
          '400 The price per seat cannot be lower than $9.8',
        );
        // Stripe charges the linked price's amount: it must be the price's own.
        const cheap = await stripePrice(100);
        expect(errorOf(await put({ stripe_price_id: cheap.id }))).toBe(
          '400 The Stripe price bills another amount',
        );
        expect((await put({ stripe_price_id: atFloor.id })).status).toBe(200);
        // $10 a seat, at least 5 seats: $50 a period, $10 a seat, $0.10 a credit: above the floor.
        const perSeat = await stripePrice(1000);
        const fiveSeats = await put({
          stripe_price_id: perSeat.id,
          amount_cents: 1000,
          minimum_payment_quantity: 5,
        });
        expect(fiveSeats.payload).toMatchObject({ amount_cents: 1000, minimum_payment_quantity: 5 });
        expect(errorOf(await put({ minimum_payment_quantity: 1 }))).toBe(
          '400 The price cannot be lower than $49',
        );
        expect((await priceOf('acme', 'growth', 'monthly')).minimum_payment_quantity).toBe(5);
      });
    });
  });

  it('creates a credit pack and a subscription price, refusing duplicates and incomplete ones', async () => {
    const pack = await ctx.api.post('/admin/whitelabels/{id}/prices', {
      path: { id: 'acme' },
      token: admin.token,
      body: {
        kind: 'credits',
        currency: 'USD',
        amount_cents: 9900,
        credits: 1000,
      },
    });
    expect(pack.status).toBe(201);
    expect(pack.payload).toMatchObject({
      kind: 'credits',
      credits: 1000,
      price: 99,
      tier: null,
      brand: 'acme',
    });
    const duplicate = await call(admin, '/whitelabels/acme/prices', 'POST', {
      kind: 'subscription',
      tier: 'growth',
      interval: 'monthly',
      currency: 'USD',
      amount_cents: 5000,
    });
    expect(errorOf(duplicate)).toBe('409 A price for this tier, interval and currency exists');
    const noTier = await call(admin, '/whitelabels/acme/prices', 'POST', {
      kind: 'subscription',
      currency: 'USD',
      amount_cents: 5000,
    });
    expect(errorOf(noTier)).toBe('400 A subscription price needs a tier and an interval');
    const lifetime = await ctx.api.post('/admin/whitelabels/{id}/prices', {
      path: { id: 'acme' },
      token: admin.token,
      body: {
        kind: 'subscription',
        tier: 'scale',
        interval: 'lifetime',
        currency: 'USD',
        amount_cents: 99_900,
      },
    });
    expect(lifetime.status).toBe(201);
    const listed = await ctx.api.get('/admin/whitelabels/{id}/prices', {
      path: { id: 'acme' },
      query: { kind: 'credits' },
      token: admin.token,
    });
    expect(listed.payload.every((price) => price.kind === 'credits')).toBe(true);
    expect(listed.payload.map((price) => price._id)).toContain(pack.payload._id);
    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'price.create'), eq(adminAuditLog.targetId, pack.payload._id)));
    expect(entry?.actorId).toBe(admin.user.id);
  });

  it("'Select stripe price first': free seats and minimum quantity need a linked Stripe price", async () => {
    const price = await priceOf('acme', 'scale', 'monthly');
    expect(price.stripe_price_id).toBeNull();
    expect(errorOf(await call(admin, `/billing/prices/${price._id}`, 'PUT', { free_seats: 2 }))).toBe(
      `400 ${billingMessages.selectStripePrice}`,
    );
    expect(
      errorOf(await call(admin, `/billing/prices/${price._id}`, 'PUT', { minimum_payment_quantity: 3 })),
    ).toBe(`400 ${billingMessages.selectStripePrice}`);
    expect(
      errorOf(
        await call(admin, '/whitelabels/acme/prices', 'POST', {
          kind: 'subscription',
          tier: 'basic',
          interval: 'custom',
          currency: 'USD',
          amount_cents: 1000,
          free_seats: 1,
        }),
      ),
    ).toBe(`400 ${billingMessages.selectStripePrice}`);
  });

  it('links a Stripe price after checking it exists and bills in the same currency and interval', async () => {
    const { stripe } = payments.payments;
    const product = await stripe.products.create({ name: 'Acme Scale' });
    const monthlyUsd = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 9900,
      recurring: { interval: 'month' },
    });
    const monthlyEur = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 9900,
      recurring: { interval: 'month' },
    });
    const yearlyUsd = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 99000,
      recurring: { interval: 'year' },
    });
    const price = await priceOf('acme', 'scale', 'monthly');
    const put = (body: unknown) =>
      ctx.api.unchecked.put('/admin/billing/prices/{priceId}', {
        path: { priceId: price._id },
        token: admin.token,
        body: body,
      });
    expect(errorOf(await put({ stripe_price_id: 'price_missing' }))).toBe('400 Stripe price not found');
    expect(errorOf(await put({ stripe_price_id: monthlyEur.id }))).toBe(
      '400 The Stripe price has another currency',
    );
    expect(errorOf(await put({ stripe_price_id: yearlyUsd.id }))).toBe(
      '400 The Stripe price has another billing interval',
    );
    const linked = await put({ stripe_price_id: monthlyUsd.id, free_seats: 2, minimum_payment_quantity: 3 });
    expect(linked.status).toBe(200);
    expect(linked.payload).toMatchObject({
      stripe_price_id: monthlyUsd.id,
      free_seats: 2,
      minimum_payment_quantity: 3,
    });
    // Stripe prices never change: a new amount needs a new Stripe price.
    expect(errorOf(await put({ amount_cents: 12_000 }))).toBe(
      '409 This price is linked to a Stripe price: link a new Stripe price to change its amount',
    );
    // Another row cannot take the same Stripe price.
    const other = await priceOf('acme', 'unlimited', 'monthly');
    expect(
      errorOf(await call(admin, `/billing/prices/${other._id}`, 'PUT', { stripe_price_id: monthlyUsd.id })),
    ).toBe('409 This Stripe price is linked to another price');
  });

  it('sets and removes a promo, and the description is the card of the tier', async () => {
    const price = await priceOf('acme', 'unlimited', 'annual');
    const promo = { code: 'SPRING', description: 'Spring offer', percent_off: 15 };
    const set = await ctx.api.put('/admin/billing/prices/{priceId}/promo', {
      path: { priceId: price._id },
      token: admin.token,
      body: { promo },
    });
    expect(set.payload.promo).toEqual(promo);
    expect(
      errorOf(
        await call(admin, `/billing/prices/${price._id}/promo`, 'PUT', {
          promo: { ...promo, percent_off: 150 },
        }),
      ),
    ).toMatch(/^400 promo\.percent_off/);
    const removed = await ctx.api.put('/admin/billing/prices/{priceId}/promo', {
      path: { priceId: price._id },
      token: admin.token,
      body: {
        promo: null,
      },
    });
    expect(removed.payload.promo).toBeNull();
    const card = { name: 'Unlimited+', features: ['Everything you need'] };
    const described = await ctx.api.put('/admin/billing/prices/{priceId}/description', {
      path: { priceId: price._id },
      token: admin.token,
      body: card,
    });
    expect(described.payload.card_description).toEqual(card);
    expect((await planOf('acme', 'unlimited')).card_description).toEqual(card);
    const pack = (
      await ctx.api.get('/admin/whitelabels/{id}/prices', {
        path: { id: 'acme' },
        query: { kind: 'credits' },
        token: admin.token,
      })
    ).payload[0];
    expect(errorOf(await call(admin, `/billing/prices/${pack?._id}/promo`, 'PUT', { promo: null }))).toBe(
      '400 Only subscription prices have a description and a promo',
    );
  });

  it('deletes a price nobody subscribes to; refuses one with subscribers (409)', async () => {
    const price = await priceOf('acme', 'basic', 'quarterly');
    await ctx.database.db.insert(billingAccounts).values({
      spaceId: acmeCustomer.space.id,
      stripeSubscriptionId: 'sub_test_1',
      priceId: price._id,
    });
    const listed = await priceOf('acme', 'basic', 'quarterly');
    expect(listed.subscribers).toBe(1);
    expect(errorOf(await call(admin, `/billing/prices/${price._id}`, 'DELETE'))).toBe(
      '409 This price has subscribers',
    );
    const free = await priceOf('acme', 'basic', 'annual', 'GBP');
    const deleted = await call(admin, `/billing/prices/${free._id}`, 'DELETE');
    expect(deleted.status).toBe(200);
    expect(await ctx.database.db.select().from(billingPrices).where(eq(billingPrices.id, free._id))).toEqual(
      [],
    );
    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'price.delete'), eq(adminAuditLog.targetId, free._id)));
    expect((entry?.before as AdminPriceJson | undefined)?.currency).toBe('GBP');
  });

  it('a currency is fixed after the first invoice of the brand (409)', async () => {
    const price = await priceOf('acme', 'supreme', 'monthly');
    // Before any invoice the currency may change.
    const changed = await updatePrice(admin, price._id, { currency: 'CAD' });
    expect(changed.payload.currency).toBe('CAD');
    await ctx.database.db
      .update(billingAccounts)
      .set({ currency: 'usd' })
      .where(eq(billingAccounts.spaceId, acmeCustomer.space.id));
    const billing = await ctx.api.get('/admin/whitelabels/{id}/billing', {
      path: { id: 'acme' },
      token: admin.token,
    });
    expect(billing.payload).toMatchObject({ invoiced_currencies: ['USD'], currency_locked: true });
    expect(errorOf(await call(admin, `/billing/prices/${price._id}`, 'PUT', { currency: 'USD' }))).toBe(
      `409 ${billingMessages.currencyFixed}`,
    );
    // reachly's workspaces were never invoiced: its currencies still move.
    const reachly = await ctx.api.get('/admin/whitelabels/{id}/billing', {
      path: { id: 'reachly' },
      token: admin.token,
    });
    expect(reachly.payload.currency_locked).toBe(false);
  });

  it('plans stay one row per tier (no plan created by the admin routes)', async () => {
    const rows = await ctx.database.db.select().from(billingPlans).where(eq(billingPlans.brand, 'acme'));
    expect(rows).toHaveLength(6);
  });
});
