/**
 * Issue 26 item 29, spec platform §7 Space and §4 payment polling: POST /space/subscriptions/validate
 * checks the workspace's subscription with the payment provider now, so a payment whose webhook was
 * lost or late shows at the next poll. Any member; another workspace refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPaymentsTestContext,
  type PaymentsTestContext,
  subscribeWithCard,
} from '../../../test/payments';
import { billingAccounts, spaces } from '../../db/schema';

describe('POST /space/subscriptions/validate', () => {
  let env: PaymentsTestContext;

  beforeAll(async () => {
    env = await createPaymentsTestContext();
    // A fresh database on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await env?.close();
  });

  it('applies a paid subscription whose webhook was lost: the waiting workspace is paid at the next poll', async () => {
    const { ctx } = env;
    const admin = await ctx.createMember({ tier: 'free', isAdmin: true });
    await subscribeWithCard(env, admin);
    // As if the webhooks had been lost: the checkout done, the workspace still waiting on free.
    await ctx.database.db
      .update(spaces)
      .set({ tier: 'free', subscriptionMode: 'no_sub', paymentInProgress: true })
      .where(eq(spaces.id, admin.space.id));
    await ctx.database.db
      .update(billingAccounts)
      .set({ stripeSubscriptionId: null, subscriptionStatus: null })
      .where(eq(billingAccounts.spaceId, admin.space.id));

    // Any member polls it, not only the admin who paid.
    const worker = await ctx.createMember({ space: admin.space });
    const response = await ctx.api.post('/space/subscriptions/validate', { token: worker.token });
    expect(response.status).toBe(200);
    expect(response.payload).toEqual({
      is_paid: true,
      payment_in_progress: false,
      tier: 'growth',
      subscription_mode: 'stripe',
      changed: true,
    });
    // Nothing left to apply: the next poll changes nothing.
    const again = await ctx.api.post('/space/subscriptions/validate', { token: worker.token });
    expect(again.payload).toMatchObject({ is_paid: true, changed: false });
  });

  it('answers the stored state of a workspace without a customer at the payment provider', async () => {
    const member = await env.ctx.createMember({ tier: 'free' });
    const response = await env.ctx.api.post('/space/subscriptions/validate', { token: member.token });
    expect(response.payload).toEqual({
      is_paid: true,
      payment_in_progress: false,
      tier: 'free',
      subscription_mode: expect.any(String),
      changed: false,
    });
  });

  it("refuses another workspace's subscription (space=) and a call without a session", async () => {
    const { ctx } = env;
    const mine = await ctx.createMember();
    const theirs = await ctx.createMember();
    const across = await ctx.api.post('/space/subscriptions/validate', {
      token: mine.token,
      query: { space: theirs.space.id },
    });
    expect(across.status).toBe(403);
    expect(across.body.ok).toBe(false);
    expect((await ctx.api.post('/space/subscriptions/validate')).status).toBe(401);
  });
});
