import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../../test/helpers';
import { spaceMembers } from '../../db/schema';
import type { SpaceSummaryJson } from '../spaces/spaces.service';
import type { UserJson } from './users.service';

describe.each(databaseModes())('users on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('GET /api/users/fetch_user returns the signed-in user', async () => {
    const member = await ctx.createMember({ email: 'ana@example.test', firstName: 'Ana', lastName: 'Silva' });
    const response = await ctx.request<UserJson>('/api/users/fetch_user', { token: member.token });
    expect(response.payload).toEqual({
      _id: member.user.id,
      email: 'ana@example.test',
      first_name: 'Ana',
      last_name: 'Silva',
      full_name: 'Ana Silva',
      status: 'active',
      email_confirmed: true,
      is_admin: false,
    });
  });

  it('GET /api/users/fetch_spaces lists only the workspaces the user belongs to, with the admin flag', async () => {
    const ana = await ctx.createMember({ spaceName: 'Ana Co', isAdmin: true });
    const client = await ctx.createMember({ spaceName: 'Client Co' });
    await ctx.createMember({ spaceName: 'Stranger Co' });
    await ctx.database.db.insert(spaceMembers).values({
      spaceId: client.space.id,
      userId: ana.user.id,
      isAdmin: false,
      createdAt: new Date(Date.now() + 1000),
    });

    const response = await ctx.request<SpaceSummaryJson[]>('/api/users/fetch_spaces', { token: ana.token });
    expect(response.payload).toEqual([
      { _id: ana.space.id, name: 'Ana Co', brand: 'reachly', status: 'active', is_admin: true },
      { _id: client.space.id, name: 'Client Co', brand: 'reachly', status: 'active', is_admin: false },
    ]);
  });

  it('needs a token', async () => {
    for (const path of ['/api/users/fetch_user', '/api/users/fetch_spaces']) {
      const response = await ctx.request(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, error: 'Token is not valid' });
    }
  });
});
