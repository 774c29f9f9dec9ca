import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member } from '../../../test/helpers';
import {
  createPaymentsTestContext,
  type PaymentsTestContext,
  subscribeWithCard,
} from '../../../test/payments';
import { makePlatformAdmin } from '../../../test/workspaces';
import { adminAuditLog, billingAccounts, spaces, whitelabels } from '../../db/schema';

/** link_stripe, stripe/refresh and stripe/customers/fetch against the local payments server. */
describe.each(databaseModes())('admin Stripe actions with the local payments server on %s', (mode) => {
  let env: PaymentsTestContext;
  let admin: Member;

  beforeAll(async () => {
    env = await createPaymentsTestContext({ mode });
    admin = await env.ctx.createMember({ spaceName: 'HQ' });
    await makePlatformAdmin(env.ctx, admin);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('links an existing Stripe customer (checked at Stripe) and finds customers by email', async () => {
    const { ctx, payments } = env;
    const member = await ctx.createMember({ tier: 'free', email: `stripe-link-${mode}@admin.test` });
    const customer = await payments.stripe.customers.create({ email: member.user.email, name: 'Linked Co' });

    const found = await ctx.api.get('/admin/stripe/customers/fetch', {
      query: { q: member.user.email },
      token: admin.token,
    });
    expect(found.payload.map((entry) => entry.id)).toEqual([customer.id]);
    const byId = await ctx.api.get('/admin/stripe/customers/fetch', {
      query: { q: customer.id },
      token: admin.token,
    });
    expect(byId.payload.map((entry) => entry.id)).toEqual([customer.id]);

    const missing = await ctx.request('/api/admin/customers/link_stripe', {
      method: 'POST',
      token: admin.token,
      body: { space_id: member.space.id, stripe_customer: 'cus_DoesNotExist' },
    });
    expect(missing.body).toEqual({ ok: false, error: 'Stripe customer not found' });

    const link = await ctx.request('/api/admin/customers/link_stripe', {
      method: 'POST',
      token: admin.token,
      body: { space_id: member.space.id, stripe_customer: customer.id },
    });
    expect(link.status).toBe(200);
    const [account] = await ctx.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.spaceId, member.space.id));
    expect(account?.stripeCustomerId).toBe(customer.id);
  });

  it('refresh re-applies the customer subscription Stripe has (a missed webhook), audited', async () => {
    const { ctx } = env;
    const member = await ctx.createMember({ tier: 'free', email: `stripe-refresh-${mode}@admin.test` });
    await subscribeWithCard(env, member);
    const [subscribed] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, member.space.id));
    expect(subscribed).toMatchObject({ tier: 'growth', subscriptionMode: 'stripe' });

    // As if the webhooks had been lost: the workspace back on free, no subscription recorded.
    await ctx.database.db
      .update(spaces)
      .set({ tier: 'free', subscriptionMode: 'no_sub' })
      .where(eq(spaces.id, member.space.id));
    await ctx.database.db
      .update(billingAccounts)
      .set({ stripeSubscriptionId: null, subscriptionStatus: null })
      .where(eq(billingAccounts.spaceId, member.space.id));

    const refresh = await ctx.api.post('/admin/space/{id}/stripe/refresh', {
      path: { id: member.space.id },
      token: admin.token,
    });
    expect(refresh.payload.subscription_id).toMatch(/^sub_/);
    const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, member.space.id));
    expect(row).toMatchObject({ tier: 'growth', subscriptionMode: 'stripe' });
    const [account] = await ctx.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.spaceId, member.space.id));
    expect(account?.subscriptionStatus).toBe('active');
    const [entry] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, member.space.id));
    expect(entry).toMatchObject({
      action: 'customer.stripe_refresh',
      before: { subscription_id: null, subscription_status: null },
      after: { subscription_id: refresh.payload.subscription_id, subscription_status: 'active' },
    });

    const noCustomer = await ctx.createMember();
    const refused = await ctx.request(`/api/admin/space/${noCustomer.space.id}/stripe/refresh`, {
      method: 'POST',
      token: admin.token,
    });
    expect(refused.body).toEqual({ ok: false, error: 'Link a Stripe customer first' });
  });

  // Issue 23 item 10: a reseller looks up only their own brand's Stripe customers.
  it("a reseller finds and links only their brand's Stripe customers; a platform admin searches the account", async () => {
    const { ctx, payments } = env;
    const db = ctx.database.db;
    const [reachly] = await db.select().from(whitelabels).where(eq(whitelabels.id, 'reachly'));
    if (!reachly) throw new Error('the default brand is seeded by the test app');
    const reseller = await ctx.createMember({ email: `reseller-a-${mode}@stripe-scope.test` });
    for (const id of ['scope-a', 'scope-b']) {
      await db.insert(whitelabels).values({
        ...reachly,
        id,
        settings: { ...reachly.settings, id, name: id, values: [id], domains: [] },
        ownerEmails: id === 'scope-a' ? [reseller.user.email] : [],
        status: 'active',
      });
    }
    const customerOfBrand = async (brand: string, label: string) => {
      const member = await ctx.createMember({ email: `${label}-${mode}@stripe-scope.test` });
      await db.update(spaces).set({ brand }).where(eq(spaces.id, member.space.id));
      const customer = await payments.stripe.customers.create({
        email: member.user.email,
        name: label,
        metadata: { space_id: member.space.id },
      });
      await db.insert(billingAccounts).values({ spaceId: member.space.id, stripeCustomerId: customer.id });
      return { member, customer };
    };
    const own = await customerOfBrand('scope-a', 'own');
    const other = await customerOfBrand('scope-b', 'other');
    // A customer of the account no workspace links (another product's, or a leftover).
    const loose = await payments.stripe.customers.create({ email: `loose-${mode}@stripe-scope.test` });

    const search = async (who: Member, q: string) => {
      const found = await ctx.api.get('/admin/stripe/customers/fetch', { query: { q }, token: who.token });
      expect(found.status).toBe(200);
      return found.payload.map((entry) => entry.id);
    };
    // The reseller: their own customer by email and id; nobody else's, by either.
    expect(await search(reseller, own.member.user.email)).toEqual([own.customer.id]);
    expect(await search(reseller, own.customer.id)).toEqual([own.customer.id]);
    expect(await search(reseller, other.member.user.email)).toEqual([]);
    expect(await search(reseller, other.customer.id)).toEqual([]);
    expect(await search(reseller, `loose-${mode}@stripe-scope.test`)).toEqual([]);
    expect(await search(reseller, loose.id)).toEqual([]);
    // A platform admin searches the whole account.
    expect(await search(admin, other.member.user.email)).toEqual([other.customer.id]);
    expect(await search(admin, other.customer.id)).toEqual([other.customer.id]);
    expect(await search(admin, loose.id)).toEqual([loose.id]);

    // Nor can the reseller link another brand's (or the account's) customer to a workspace of theirs.
    const target = await ctx.createMember({ email: `target-${mode}@stripe-scope.test` });
    await db.update(spaces).set({ brand: 'scope-a' }).where(eq(spaces.id, target.space.id));
    const link = (who: Member, stripeCustomer: string) =>
      ctx.request('/api/admin/customers/link_stripe', {
        method: 'POST',
        token: who.token,
        body: { space_id: target.space.id, stripe_customer: stripeCustomer },
      });
    for (const id of [other.customer.id, loose.id]) {
      const refused = await link(reseller, id);
      expect(refused.body).toEqual({ ok: false, error: 'Stripe customer not found' });
    }
    const [untouched] = await db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.spaceId, target.space.id));
    expect(untouched?.stripeCustomerId ?? null).toBeNull();
    // The customer the app made for this very workspace (its metadata names it) is theirs to link.
    const made = await payments.stripe.customers.create({
      email: target.user.email,
      metadata: { space_id: target.space.id },
    });
    expect((await link(reseller, made.id)).status).toBe(200);
    // A platform admin links any customer of the account.
    expect((await link(admin, loose.id)).status).toBe(200);
  });
});
