import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import { restrictedDemoCredentials, seedRestrictedDemo } from './seed-restricted';

describe.each(databaseModes())('restricted-brand demo seed on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function signIn(): Promise<string> {
    const response = await ctx.api.post('/auth/sign_in', { body: restrictedDemoCredentials });
    return response.payload.token;
  }

  it('creates the CloseDesk workspace once, whatever the number of runs', async () => {
    const first = await seedRestrictedDemo(ctx.database.db, ctx.clock);
    const second = await seedRestrictedDemo(ctx.database.db, ctx.clock);
    expect(first.created).toBe(true);
    expect(second).toEqual({ created: false, userId: first.userId, spaceId: first.spaceId });
  });

  it('shows a maximum credentials count instead of seats, whatever host the account signs in on', async () => {
    await seedRestrictedDemo(ctx.database.db, ctx.clock);
    const token = await signIn();
    const info = await ctx.api.get('/space/info', { token });
    expect(info.payload.brand).toBe('closedesk');
    expect(info.payload.max_credentials).toBe(10);
  });

  it('refuses a new workspace to an account of the restricted brand', async () => {
    await seedRestrictedDemo(ctx.database.db, ctx.clock);
    const token = await signIn();
    const created = await ctx.request('/api/space/create', {
      method: 'POST',
      token,
      body: { name: 'Second' },
    });
    expect(created.status).toBe(403);
    expect(created.body).toEqual({ ok: false, error: "You can't create a new workspace" });
  });
});
