import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../../test/helpers';
import type { SpaceJson } from './spaces.service';

describe.each(databaseModes())('GET /api/space/info on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('returns the current workspace with its admins', async () => {
    const owner = await ctx.createMember({ spaceName: 'Northwind', isAdmin: true });
    const colleague = await ctx.createMember({ space: owner.space, isAdmin: false });
    const response = await ctx.request<SpaceJson>('/api/space/info', { token: colleague.token });
    expect(response.payload).toEqual({
      _id: owner.space.id,
      name: 'Northwind',
      brand: 'reachly',
      status: 'active',
      is_paid: true,
      payment_in_progress: false,
      is_billing_enabled: true,
      tier: 'free',
      subscription_mode: 'manual',
      admins: [owner.user.id],
    });
  });

  it('accepts the space parameter for a workspace the user belongs to', async () => {
    const owner = await ctx.createMember({ spaceName: 'Mine' });
    const response = await ctx.request<SpaceJson>(`/api/space/info?space=${owner.space.id}`, {
      token: owner.token,
    });
    expect(response.payload._id).toBe(owner.space.id);
  });

  it("answers 403 'Can not find space' for someone else's workspace and 401 without a token", async () => {
    const owner = await ctx.createMember();
    const stranger = await ctx.createMember();
    const response = await ctx.request(`/api/space/info?space=${owner.space.id}`, { token: stranger.token });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ ok: false, error: 'Can not find space' });
    expect((await ctx.request('/api/space/info')).status).toBe(401);
  });
});
