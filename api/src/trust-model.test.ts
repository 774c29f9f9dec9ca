/**
 * The role ladder of docs/threat-model.md, one row a test: what a role can do, the role just
 * below it cannot. Each test makes the same call as both roles, so it fails if the higher role
 * lost the right (the call is wrong) or the lower one gained it (the rule broke).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../test/helpers';
import { makePlatformAdmin, makeSuperAdmin } from '../test/workspaces';
import { spaceMembers, spaces, users, whitelabels } from './db/schema';

describe.each(databaseModes())('the role ladder on %s', (mode) => {
  let ctx: TestContext;
  /** A customer workspace of the partner brand: its admin, and a plain member. */
  let owner: Member;
  let member: Member;
  let reseller: Member;
  let platformAdmin: Member;
  let superAdmin: Member;
  /** Someone with a password: only they may change their sign-in email. */
  let person: Member;
  const personPassword = 'Ladder-climbing-2026!';
  const brand = 'ladder-partner';

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    const db = ctx.database.db;
    owner = await ctx.createMember({ email: 'owner@ladder.test', isAdmin: true });
    member = await ctx.createMember({ email: 'member@ladder.test', space: owner.space, isAdmin: false });
    reseller = await ctx.createMember({ email: 'reseller@ladder.test' });
    platformAdmin = await ctx.createMember({ email: 'platform@ladder.test' });
    superAdmin = await ctx.createMember({ email: 'super@ladder.test' });
    person = await ctx.createMember({ email: 'person@ladder.test', password: personPassword });
    await makePlatformAdmin(ctx, platformAdmin);
    await makeSuperAdmin(ctx, superAdmin);
    const [reachly] = await db.select().from(whitelabels).where(eq(whitelabels.id, 'reachly'));
    if (!reachly) throw new Error('the default brand is seeded by the test app');
    await db.insert(whitelabels).values({
      ...reachly,
      id: brand,
      settings: {
        ...reachly.settings,
        id: brand,
        name: 'Ladder Partner',
        values: [brand],
        domains: ['ladder.localhost'],
      },
      ownerEmails: [reseller.user.email],
      status: 'active',
    });
    await db.update(spaces).set({ brand }).where(eq(spaces.id, owner.space.id));
  });
  afterAll(() => ctx.close());

  it('visitor < user: no session reads no workspace', async () => {
    const path = `/api/space/info?space=${owner.space.id}`;
    expect((await ctx.request(path)).status).toBe(401);
    expect((await ctx.request(path, { token: member.token })).status).toBe(200);
  });

  it('user < workspace admin: a member cannot invite people', async () => {
    const invite = (token: string, email: string) =>
      ctx.request(`/api/space/${owner.space.id}/invites`, {
        method: 'POST',
        token,
        body: { emails: [email] },
      });
    const refused = await invite(member.token, 'friend-of-member@ladder.test');
    expect(refused.status).toBe(403);
    expect(refused.body.ok).toBe(false);
    expect((await invite(owner.token, 'friend-of-owner@ladder.test')).status).toBeLessThan(300);
  });

  it('workspace admin < reseller: a workspace admin has no admin console', async () => {
    expect((await ctx.request('/api/admin/customers', { token: owner.token })).status).toBe(403);
    const listed = await ctx.api.get('/admin/customers', {
      query: { brands: [brand] },
      token: reseller.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.payload.items.map((item) => item.id)).toContain(owner.space.id);
  });

  it('reseller < platform admin: only a platform admin opens a customer workspace or creates a brand', async () => {
    const inside = (token: string) => ctx.request(`/api/space/info?space=${owner.space.id}`, { token });
    expect((await inside(reseller.token)).status).toBe(403);
    expect((await inside(platformAdmin.token)).status).toBe(200);

    const create = (token: string, id: string) =>
      ctx.request('/api/admin/whitelabels', {
        method: 'POST',
        token,
        body: { id, name: id, domains: [], owner_emails: [] },
      });
    expect((await create(reseller.token, 'ladder-by-reseller')).status).toBe(403);
    expect((await create(platformAdmin.token, 'ladder-by-platform')).status).toBeLessThan(300);
  });

  it('platform admin < super admin: only a super admin sets the price floor or grants admins', async () => {
    const floor = (token: string) =>
      ctx.request(`/api/admin/whitelabels/${brand}/price_floor`, {
        method: 'PUT',
        token,
        body: { price_floor: { 'basic:monthly': 1000 } },
      });
    expect((await floor(platformAdmin.token)).status).toBe(403);
    expect((await floor(superAdmin.token)).status).toBe(200);

    const grant = (token: string) =>
      ctx.request('/api/admin/users', {
        method: 'POST',
        token,
        body: { user_id: owner.user.id, is_admin: true },
      });
    expect((await grant(platformAdmin.token)).status).toBe(403);
    expect((await grant(superAdmin.token)).status).toBe(200);
    const [granted] = await ctx.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(granted?.isAdmin).toBe(true);
    await ctx.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, owner.user.id));
  });

  it('API key < the session of the admin who made it: a key cannot invite people', async () => {
    const created = await ctx.api.post('/integrations/api_keys', {
      token: owner.token,
      body: { name: 'ladder key' },
    });
    const key = created.payload.secret;
    const invite = (authorization: string, email: string) =>
      ctx.request(`/api/space/${owner.space.id}/invites`, {
        method: 'POST',
        headers: { Authorization: authorization },
        body: { emails: [email] },
      });
    const refused = await invite(`Bearer ${key}`, 'by-key@ladder.test');
    expect(refused.status).toBe(403);
    expect(refused.body.ok).toBe(false);
    expect((await invite(`Bearer ${owner.token}`, 'by-session@ladder.test')).status).toBeLessThan(300);
    const members = await ctx.database.db
      .select()
      .from(spaceMembers)
      .where(eq(spaceMembers.spaceId, owner.space.id));
    expect(members).toHaveLength(2);
  });

  it('super admin < the person: only the person changes their sign-in email', async () => {
    const byAdmin = await ctx.request(`/api/admin/users/${person.user.id}/update`, {
      method: 'POST',
      token: superAdmin.token,
      body: { email: 'taken-over@ladder.test' },
    });
    expect(byAdmin.status).toBe(400);
    const byPerson = await ctx.request('/api/auth/change_email', {
      method: 'POST',
      token: person.token,
      body: { new_email: 'person-new@ladder.test', password: personPassword },
    });
    expect(byPerson.status).toBe(200);
    // Asked for, not done: the address changes when the new mailbox confirms it.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row?.email).toBe('person@ladder.test');
  });
});
