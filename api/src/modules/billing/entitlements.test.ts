import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { billingPlans, spaces } from '../../db/schema';
import { limitMessage, lockedMessage } from '../../platform/entitlements';
import { planBrand } from '../../platform/plans';

/** Issue 13 item 5: a locked feature answers 402 feature_locked; a limit reached 402 limit_reached. */
describe.each(databaseModes())('plan enforcement on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  /** The 402 body of `feature` (shown as `name`) locked below `tier`, its message worded in full. */
  const locked = (feature: string, tier: 'basic' | 'growth', name: string) => ({
    ok: false,
    error: `${name} is available from the ${tier === 'basic' ? 'Basic' : 'Growth'} plan: upgrade to use it`,
    code: 'feature_locked',
    feature,
    tier,
  });

  async function setTier(member: Member, tier: string) {
    await ctx.database.db.update(spaces).set({ tier }).where(eq(spaces.id, member.space.id));
  }

  it('words the errors as the contract says', () => {
    expect(lockedMessage('video', 'growth')).toBe(
      'Video is available from the Growth plan: upgrade to use it',
    );
    expect(limitMessage('campaigns', 2)).toBe('Your plan allows 2 campaigns: upgrade to add more');
    expect(limitMessage('campaigns', 1)).toBe('Your plan allows 1 campaign: upgrade to add more');
  });

  it('a free workspace gets 402 feature_locked on every gated area, naming the lowest tier with it', async () => {
    const free = await ctx.createMember({ tier: 'free' });
    const calls: [string, string, unknown][] = [
      ['GET', '/api/videos', locked('video', 'growth', 'Video')],
      ['GET', '/api/voicemail/audio', locked('voicemail', 'growth', 'Voicemail')],
      ['GET', '/api/v2/looch/profiles', locked('prospect_finder', 'growth', 'Prospect Finder')],
      ['POST', '/api/v2/looch/profiles/enrich?ids=x', locked('enrichment', 'growth', 'Enrichment')],
      ['GET', '/api/integrations/webhook', locked('webhook_integration', 'basic', 'Webhooks')],
      ['GET', '/api/integrations/crm/default/pipelines', locked('native_crm', 'basic', 'CRM')],
      ['GET', '/api/tasks', locked('dash_tasks', 'basic', 'Tasks')],
    ];
    for (const [method, path, body] of calls) {
      const response = await ctx.request(path, { method, token: free.token });
      expect({ path, status: response.status, body: response.body }).toEqual({ path, status: 402, body });
    }
  });

  it('the same calls work on growth; basic opens the basic features only', async () => {
    const growth = await ctx.createMember();
    for (const path of [
      '/api/videos',
      '/api/voicemail/audio',
      '/api/v2/looch/profiles',
      '/api/integrations/webhook',
      '/api/integrations/crm/default/pipelines',
      '/api/tasks',
    ]) {
      expect({ path, status: (await ctx.request(path, { token: growth.token })).status }).toEqual({
        path,
        status: 200,
      });
    }
    const basic = await ctx.createMember({ tier: 'basic' });
    expect((await ctx.request('/api/tasks', { token: basic.token })).status).toBe(200);
    expect((await ctx.request('/api/videos', { token: basic.token })).status).toBe(402);
  });

  it('API keys: listing stays open, creating one needs zapier_integration', async () => {
    const free = await ctx.createMember({ tier: 'free' });
    expect((await ctx.request('/api/integrations/api_keys', { token: free.token })).status).toBe(200);
    const create = await ctx.request('/api/integrations/api_keys', {
      method: 'POST',
      token: free.token,
      body: { name: 'Zapier' },
    });
    expect(create.status).toBe(402);
    expect(create.body).toMatchObject({
      code: 'feature_locked',
      feature: 'zapier_integration',
      tier: 'basic',
    });
    await setTier(free, 'basic');
    const allowed = await ctx.request('/api/integrations/api_keys', {
      method: 'POST',
      token: free.token,
      body: { name: 'Zapier' },
    });
    expect(allowed.status).toBe(201);
  });

  it("the lock follows the brand's plan row: a flag added to the free plan opens it", async () => {
    const free = await ctx.createMember({ tier: 'free' });
    expect((await ctx.request('/api/tasks', { token: free.token })).status).toBe(402);
    const where = and(
      eq(billingPlans.brand, await planBrand(ctx.database.db, free.space.brand)),
      eq(billingPlans.tier, 'free'),
    );
    const [plan] = await ctx.database.db.select().from(billingPlans).where(where);
    const features = plan?.features ?? [];
    await ctx.database.db
      .update(billingPlans)
      .set({ features: [...features, 'dash_tasks'] })
      .where(where);
    try {
      expect((await ctx.request('/api/tasks', { token: free.token })).status).toBe(200);
    } finally {
      await ctx.database.db.update(billingPlans).set({ features }).where(where);
    }
  });

  describe('campaigns', () => {
    const create = (member: Member, body: Record<string, unknown>) =>
      ctx.api.unchecked.post('/workflows', { token: member.token, body });

    it("a free workspace creates its plan's two campaigns, then gets 402 limit_reached; deleted ones do not count", async () => {
      const free = await ctx.createMember({ tier: 'free' });
      const first = await create(free, { name: 'One' });
      expect(first.status).toBe(201);
      expect((await create(free, { name: 'Two' })).status).toBe(201);
      const third = await create(free, { name: 'Three' });
      expect(third.status).toBe(402);
      expect(third.body).toEqual({
        ok: false,
        error: 'Your plan allows 2 campaigns: upgrade to add more',
        code: 'limit_reached',
        feature: 'campaigns',
        limit: 2,
      });
      const copy = await ctx.request(`/api/workflows/${first.payload._id}/duplicate`, {
        method: 'POST',
        token: free.token,
      });
      expect(copy.status).toBe(402);
      const removed = await ctx.request(`/api/workflows/${first.payload._id}/delete_async`, {
        method: 'POST',
        token: free.token,
      });
      expect(removed.status).toBe(200);
      expect((await create(free, { name: 'Three' })).status).toBe(201);
    });

    it('growth has no campaign limit', async () => {
      const growth = await ctx.createMember();
      for (const name of ['A', 'B', 'C']) expect((await create(growth, { name })).status).toBe(201);
    });

    it('a smart sequence needs smart_sequences (growth); a simple one does not', async () => {
      const basic = await ctx.createMember({ tier: 'basic' });
      const smart = await create(basic, { name: 'Graph', type: 'smart', sequences_type: 'smart' });
      expect(smart.status).toBe(402);
      expect(smart.body).toMatchObject({
        code: 'feature_locked',
        feature: 'smart_sequences',
        tier: 'growth',
      });
      const simple = await create(basic, { name: 'List' });
      expect(simple.status).toBe(201);
      const toSmart = await ctx.request(`/api/workflows/${simple.payload._id}/update/async`, {
        method: 'PUT',
        token: basic.token,
        body: { sequences_type: 'smart' },
      });
      expect(toSmart.status).toBe(402);
      const rename = await ctx.request(`/api/workflows/${simple.payload._id}/update/async`, {
        method: 'PUT',
        token: basic.token,
        body: { name: 'Renamed' },
      });
      expect(rename.status).toBe(200);

      // Made on growth, then the workspace moves down: the smart sequence can not be saved.
      const growth = await ctx.createMember();
      const graph = await create(growth, { name: 'Graph', type: 'smart', sequences_type: 'smart' });
      expect(graph.status).toBe(201);
      await setTier(growth, 'basic');
      const save = await ctx.request(`/api/workflows/${graph.payload._id}/update/async`, {
        method: 'PUT',
        token: growth.token,
        body: { name: 'Still a graph' },
      });
      expect(save.status).toBe(402);
    });
  });
});
