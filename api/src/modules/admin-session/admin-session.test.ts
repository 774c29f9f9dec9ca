import { describe, expect, it } from 'vitest';
import { databaseModes, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { makePlatformAdmin } from '../../../test/workspaces';
import { AdminValidationSchema, OriginalAdminValidationSchema } from './admin-session.schema';

describe.each(databaseModes())('platform admin session on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  it('GET /api/admin/validate says whether the user is a platform admin', async () => {
    const member = await ctx.createMember({ isAdmin: true });
    expect((await ctx.request('/api/admin/validate', { token: member.token })).payload).toEqual({
      is_admin: false,
      is_super_admin: false,
      reseller_brands: [],
    });
    await makePlatformAdmin(ctx, member);
    expect((await ctx.request('/api/admin/validate', { token: member.token })).payload).toEqual({
      is_admin: true,
      is_super_admin: false,
      reseller_brands: [],
    });
    expect((await ctx.request('/api/admin/validate')).status).toBe(401);
  });

  it('GET /api/admin/validate_original keeps space only for the original admin, and tells the admin view', async () => {
    const customer = await ctx.createMember({ spaceName: 'Customer' });
    const admin = await ctx.createMember({ spaceName: 'HQ' });
    await makePlatformAdmin(ctx, admin);
    const check = (token: string, space?: string) =>
      ctx.api.get('/admin/validate_original', { query: { space }, token });

    expect((await check(admin.token, customer.space.id)).payload).toEqual({
      is_original_admin: true,
      is_admin_view: true,
    });
    expect((await check(admin.token, admin.space.id)).payload).toEqual({
      is_original_admin: true,
      is_admin_view: false,
    });
    expect((await check(admin.token)).payload).toEqual({ is_original_admin: true, is_admin_view: false });
    expect((await check(customer.token, customer.space.id)).payload).toEqual({
      is_original_admin: false,
      is_admin_view: false,
    });
  });

  it('lets a platform admin act as a workspace admin in a customer workspace with space=', async () => {
    const customer = await ctx.createMember({ spaceName: 'Customer' });
    const admin = await ctx.createMember();
    await makePlatformAdmin(ctx, admin);

    const invites = await ctx.api.post('/space/{id}/invites', {
      path: { id: customer.space.id },
      token: admin.token,
      body: { emails: ['helper@customer.test'] },
    });
    expect(invites.status).toBe(201);
    const workflows = await ctx.request(`/api/workflows?space=${customer.space.id}`, { token: admin.token });
    expect(workflows.status).toBe(200);
    // Admins view a workspace; they do not join it or make it their current one.
    const setSpace = await ctx.request('/api/users/set_space', {
      method: 'POST',
      token: admin.token,
      body: { space_id: customer.space.id },
    });
    expect(setSpace.status).toBe(403);
  });

  it('answers as declared; a repeated space is refused, and the sign-in check stays on its two routes', async () => {
    const admin = await ctx.createMember();
    await makePlatformAdmin(ctx, admin);
    const validate = await ctx.request('/api/admin/validate', { token: admin.token });
    expect(() => AdminValidationSchema.strict().parse(validate.payload)).not.toThrow();
    const original = await ctx.request(`/api/admin/validate_original?space=${admin.space.id}`, {
      token: admin.token,
    });
    expect(() => OriginalAdminValidationSchema.strict().parse(original.payload)).not.toThrow();

    const twice = await ctx.request(`/api/admin/validate_original?space=${admin.space.id}&space=x`, {
      token: admin.token,
    });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ ok: false, error: 'space: Invalid input: expected string, received array' });
    // Other /admin paths belong to the admin area's routers: no 401 from this one.
    expect((await ctx.request('/api/admin/nowhere')).status).toBe(404);
  });
});
