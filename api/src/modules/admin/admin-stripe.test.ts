import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member } from '../../../test/helpers';
import { createPaymentsTestContext, type PaymentsTestContext, payWithCard } from '../../../test/payments';
import { makePlatformAdmin } from '../../../test/workspaces';
import { adminAuditLog, billingAccounts, spaces } from '../../db/schema';
import type { BillingPricesJson } from '../billing/billing.schema';

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

  async function subscribe(member: Member) {
    const { ctx, local } = env;
    const prices = await ctx.request<BillingPricesJson>('/api/billing/prices?currency=USD&interval=monthly', {
      token: member.token,
    });
    const price = prices.payload.plans.find((plan) => plan.tier === 'growth')?.prices[0]?._id;
    const response = await ctx.request<{ url: string }>(`/api/billing/checkout?price_id=${price}`, {
      token: member.token,
    });
    const paid = await payWithCard(local, response.payload.url, {
      number: '4242424242424242',
      email: member.user.email,
    });
    expect(paid.error ?? null).toBeNull();
  }

  it('links an existing Stripe customer (checked at Stripe) and finds customers by email', async () => {
    const { ctx, payments } = env;
    const member = await ctx.createMember({ tier: 'free', email: `stripe-link-${mode}@admin.test` });
    const customer = await payments.stripe.customers.create({ email: member.user.email, name: 'Linked Co' });

    const found = await ctx.request<{ id: string; email: string | null }[]>(
      `/api/admin/stripe/customers/fetch?q=${encodeURIComponent(member.user.email)}`,
      { token: admin.token },
    );
    expect(found.payload.map((entry) => entry.id)).toEqual([customer.id]);
    const byId = await ctx.request<{ id: string }[]>(`/api/admin/stripe/customers/fetch?q=${customer.id}`, {
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
    await subscribe(member);
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

    const refresh = await ctx.request<{ subscription_id: string | null; changed: boolean }>(
      `/api/admin/space/${member.space.id}/stripe/refresh`,
      { method: 'POST', token: admin.token },
    );
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
});
