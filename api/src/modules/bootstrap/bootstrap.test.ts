import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { insertCredential, makePlatformAdmin, setSpaceStatus } from '../../../test/workspaces';
import { errorMessages } from '../../errors';

describe.each(databaseModes())('GET /api/bootstrap on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const bootstrap = (member: Member, space?: string) =>
    ctx.api.get('/bootstrap', { token: member.token, query: { space } });

  /** What each of the six routes answers `member` on its own: a part carries the same. */
  async function separately(member: Member, space?: string) {
    const call = { token: member.token, query: { space } };
    const asPart = <T>(response: {
      status: number;
      body: { ok: true; payload: T } | { ok: false; error: string };
    }) =>
      response.body.ok
        ? { ok: true, payload: response.body.payload }
        : { ok: false, status: response.status, error: response.body.error };
    return {
      user: (await ctx.api.get('/users/fetch_user', { token: member.token })).payload,
      account: asPart(await ctx.api.get('/space/info', call)),
      features: asPart(await ctx.api.get('/space/features', call)),
      credentials: asPart(await ctx.api.get('/credentials/fetch', call)),
      seats: asPart(await ctx.api.get('/credentials/seats', call)),
      adminValidation: asPart(await ctx.api.get('/admin/validate', { token: member.token })),
    };
  }

  it('answers a member the six session calls, each as its own route does', async () => {
    const admin = await ctx.createMember({ isAdmin: true });
    const member = await ctx.createMember({ space: admin.space });
    await insertCredential(ctx, admin.space);
    await insertCredential(ctx, admin.space, 'extension');

    const response = await bootstrap(member);
    expect(response.status).toBe(200);
    expect(response.payload).toEqual(await separately(member));
    expect(response.payload.account).toMatchObject({ ok: true, payload: { _id: admin.space.id } });
    expect(response.payload.adminValidation).toEqual({
      ok: true,
      payload: { is_admin: false, is_super_admin: false, reseller_brands: [] },
    });
  });

  it('answers a workspace admin and a platform admin as their routes do, in `space` when named', async () => {
    const admin = await ctx.createMember({ isAdmin: true });
    await insertCredential(ctx, admin.space);
    const own = (await bootstrap(admin, admin.space.id)).payload;
    expect(own).toEqual(await separately(admin, admin.space.id));
    // Every field the route gives, the weekend setting included (toEqual passes over a missing one).
    expect(own.credentials).toMatchObject({
      ok: true,
      payload: [{ automation_type: 'cloud', work_weekends: false, work_weekends_default: false }],
    });

    const platformAdmin = await ctx.createMember();
    await makePlatformAdmin(ctx, platformAdmin);
    const asAdmin = (await bootstrap(platformAdmin, admin.space.id)).payload;
    expect(asAdmin).toEqual(await separately(platformAdmin, admin.space.id));
    expect(asAdmin.adminValidation).toMatchObject({ ok: true, payload: { is_admin: true } });
    expect(asAdmin.seats).toMatchObject({ ok: true });
  });

  it("refuses another workspace's bootstrap with the 403 every route of that workspace answers", async () => {
    const member = await ctx.createMember();
    const other = await ctx.createMember();
    const response = await bootstrap(member, other.space.id);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ ok: false, error: errorMessages.spaceNotFound });
    // The shell then calls the six routes one by one: the workspace's refuse the same way.
    const info = await ctx.api.get('/space/info', { token: member.token, query: { space: other.space.id } });
    expect(info.status).toBe(403);
    expect(info.body).toMatchObject({ ok: false, error: errorMessages.spaceNotFound });
  });

  it('keeps the info of a blocked workspace and refuses its features, credentials and seats', async () => {
    const member = await ctx.createMember();
    await setSpaceStatus(ctx, member.space, 'blocked');
    const response = await bootstrap(member);
    const blocked = { ok: false, status: 403, error: errorMessages.spaceBlocked };
    expect(response.payload).toMatchObject({
      account: { ok: true, payload: { _id: member.space.id } },
      features: blocked,
      credentials: blocked,
      seats: blocked,
    });
    expect(response.payload).toEqual(await separately(member));
  });

  it('refuses a signed-out caller with 401', async () => {
    const response = await ctx.request('/api/bootstrap');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ ok: false, error: errorMessages.tokenNotValid });
  });
});
