import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import { spaces, users, workflows } from '../db/schema';
import { demoCredentials, demoWorkspaceName, seedDemo } from './seed';

describe.each(databaseModes())('demo seed on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('creates the demo workspace once, whatever the number of runs', async () => {
    const first = await seedDemo(ctx.database.db, ctx.clock);
    const second = await seedDemo(ctx.database.db, ctx.clock);
    expect(first.created).toBe(true);
    expect(second).toEqual({ created: false, userId: first.userId, spaceId: first.spaceId });

    const [userCount] = await ctx.database.db
      .select({ total: count() })
      .from(users)
      .where(eq(users.email, demoCredentials.email));
    expect(userCount?.total).toBe(1);
    const [space] = await ctx.database.db.select().from(spaces).where(eq(spaces.name, demoWorkspaceName));
    expect(space?.brand).toBe('reachly');
    const [workflowCount] = await ctx.database.db.select({ total: count() }).from(workflows);
    // Twelve listed campaigns (one archived, one deleted) and the running sandbox demo campaign.
    expect(workflowCount?.total).toBe(13);
  });

  it('signs in with the demo credentials and shows two pages of campaigns', async () => {
    await seedDemo(ctx.database.db, ctx.clock);
    const signIn = await ctx.api.post('/auth/sign_in', { body: demoCredentials });
    const token = signIn.payload.token;
    const first = await ctx.api.get('/workflows', { token });
    const second = await ctx.api.get('/workflows', { query: { offset: 8 }, token });
    expect(first.payload.total).toBe(11);
    expect(first.payload.items).toHaveLength(8);
    expect(second.payload.items).toHaveLength(3);
    expect(first.payload.items[0]?.name).toBe('Demo: sandbox outreach');
    expect((await ctx.api.get('/workflows', { query: { archived_only: 'true' }, token })).payload.total).toBe(
      1,
    );
    expect((await ctx.api.get('/workflows', { query: { deleted_only: 'true' }, token })).payload.total).toBe(
      1,
    );
  });

  it('puts the demo workspace on Growth, so its plan includes videos and smart sequences', async () => {
    await seedDemo(ctx.database.db, ctx.clock);
    const signIn = await ctx.api.post('/auth/sign_in', { body: demoCredentials });
    const features = await ctx.api.get('/space/features', { token: signIn.payload.token });
    expect(features.payload).toMatchObject({ video: true, smart_sequences: true, calling: false });
  });
});
