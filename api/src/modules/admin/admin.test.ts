import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import {
  createAdmins,
  insertCredential,
  moveToBrand,
  ownBrand as ownBrandOf,
  setSpaceStatus,
} from '../../../test/workspaces';
import { useTestContext } from '../../../test/use-context';
import {
  adminAuditLog,
  billingAccounts,
  credentials,
  managers,
  spaceMembers,
  spaces,
  users,
  whitelabels,
} from '../../db/schema';
import { adminDemoCredentials, seedAdminDemo } from '../../seeds/seed-admin';
import { verifyPassword } from '../../platform/passwords';
import { cliActor, runAdminCli } from './admin-cli';
import type { ApiPayload } from '@outreach/core/contract';

type CustomersPage = ApiPayload<'get', '/admin/customers'>;

/** Every route this module adds, with a body that would pass validation. */
function everyRoute(space: string, user: string) {
  return [
    { method: 'GET', path: '/api/admin/customers' },
    { method: 'GET', path: `/api/admin/customers/${space}/customer_info` },
    { method: 'POST', path: `/api/admin/customers/${space}/update`, body: { name: 'X' } },
    { method: 'POST', path: `/api/admin/customers/${space}/block` },
    { method: 'POST', path: `/api/admin/customers/${space}/unblock` },
    { method: 'POST', path: `/api/admin/customers/${space}/delete` },
    { method: 'POST', path: `/api/admin/customers/${space}/restore` },
    { method: 'POST', path: `/api/admin/space/${space}/set_unlimited`, body: { unlimited: true } },
    { method: 'POST', path: `/api/admin/space/${space}/set_li_approve`, body: { li_approve: true } },
    {
      method: 'POST',
      path: '/api/admin/customers/link_stripe',
      body: { space_id: space, stripe_customer: 'cus_abc' },
    },
    { method: 'POST', path: `/api/admin/space/${space}/stripe/refresh` },
    { method: 'GET', path: '/api/admin/stripe/customers/fetch?q=a@b.test' },
    { method: 'GET', path: '/api/admin/audit' },
    { method: 'GET', path: '/api/admin/config' },
    { method: 'GET', path: '/api/admin/users' },
    { method: 'POST', path: '/api/admin/users', body: { user_id: user, is_admin: true } },
    { method: 'GET', path: `/api/admin/users/${user}/spaces` },
    { method: 'POST', path: `/api/admin/users/${user}/update`, body: { first_name: 'X' } },
    {
      method: 'POST',
      path: `/api/admin/users/${user}/update_spaces`,
      body: { add: [{ space_id: space, is_admin: false }] },
    },
    { method: 'PUT', path: `/api/space/admin/${space}/manual_credits`, body: { credits: 5 } },
    { method: 'POST', path: `/api/admin/customers/${space}/uset_credits`, body: { credits: 5 } },
  ];
}

describe.each(databaseModes())('admin customers, users and audit on %s', (mode) => {
  let ctx: TestContext;
  let superAdmin: Member;
  let platformAdmin: Member;

  const setBrand = (member: Member, brand: string) => moveToBrand(ctx, member, brand);
  /** A white-label record of `brand` whose owners are `emails` (the brand's resellers). */
  const ownBrand = (brand: string, emails: string[]) => ownBrandOf(ctx, brand, emails);

  async function auditOf(targetId: string, action: string) {
    return ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, targetId), eq(adminAuditLog.action, action)));
  }

  useTestContext(mode, async (opened) => {
    ctx = opened;
    ({ superAdmin, platformAdmin } = await createAdmins(opened));
  });

  it('refuses every admin route to a signed-in non-admin (403) and to no token (401)', async () => {
    const member = await ctx.createMember({ isAdmin: true });
    const target = await ctx.createMember();
    for (const call of everyRoute(target.space.id, target.user.id)) {
      const response = await ctx.request(call.path, {
        method: call.method,
        token: member.token,
        body: call.body,
      });
      expect({ call: `${call.method} ${call.path}`, status: response.status, body: response.body }).toEqual({
        call: `${call.method} ${call.path}`,
        status: 403,
        body: { ok: false, error: 'Only platform admins can do this' },
      });
      const anonymous = await ctx.request(call.path, { method: call.method, body: call.body });
      expect(anonymous.status).toBe(401);
    }
    // Nothing changed.
    const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, target.space.id));
    expect(row?.status).toBe('active');
    expect(row?.name).toBe(target.space.name);
  });

  it('GET /admin/validate answers admin, super admin and the brands the user resells', async () => {
    const reseller = await ctx.createMember({ email: `owner-${mode}@validate.test` });
    await ownBrand('validatebrand', [reseller.user.email]);
    expect((await ctx.request('/api/admin/validate', { token: reseller.token })).payload).toEqual({
      is_admin: false,
      is_super_admin: false,
      reseller_brands: ['validatebrand'],
    });
    expect((await ctx.request('/api/admin/validate', { token: superAdmin.token })).payload).toEqual({
      is_admin: true,
      is_super_admin: true,
      reseller_brands: [],
    });
    // An archived white-label makes no reseller.
    await ctx.database.db
      .update(whitelabels)
      .set({ status: 'archived' })
      .where(eq(whitelabels.id, 'validatebrand'));
    expect((await ctx.api.get('/admin/validate', { token: reseller.token })).payload.reseller_brands).toEqual(
      [],
    );
  });

  describe('customers filters', () => {
    const brand = `filters${mode}`;
    let rows: Record<string, Member>;
    const list = (query: string, token = platformAdmin.token) =>
      ctx.api.unchecked.get('/admin/customers', { query: `brands=${brand}&${query}`, token });
    const names = (page: CustomersPage) => page.items.map((item) => item.name).sort();

    beforeAll(async () => {
      const db = ctx.database.db;
      const [sales] = await db
        .insert(managers)
        .values({ brand, type: 'sales', name: 'Sam Sales' })
        .returning();
      rows = {};
      const make = async (name: string, minutes: number) => {
        ctx.clock.advance(minutes * 60_000);
        const member = await ctx.createMember({
          spaceName: name,
          email: `${name.toLowerCase()}-${mode}@filters.test`,
        });
        await setBrand(member, brand);
        rows[name] = member;
        return member;
      };
      const alpha = await make('Alpha', 1);
      await db
        .update(spaces)
        .set({
          adminLabels: ['vip', 'eu'],
          adminNote: 'Call monthly',
          tier: 'scale',
          salesManagerId: sales?.id,
        })
        .where(eq(spaces.id, alpha.space.id));
      await insertCredential(ctx, alpha.space);
      const bravo = await make('Bravo', 1);
      await db
        .update(spaces)
        .set({ isPaid: false, healthIndex: 20, subscriptionMode: 'stripe', tier: 'growth' })
        .where(eq(spaces.id, bravo.space.id));
      const bravoCredential = await insertCredential(ctx, bravo.space);
      await db.update(credentials).set({ status: 'invalid' }).where(eq(credentials.id, bravoCredential));
      const charlie = await make('Charlie', 1);
      await db
        .update(spaces)
        .set({ isUnlimited: true, adminLabels: ['eu'], healthIndex: 90, tier: 'free' })
        .where(eq(spaces.id, charlie.space.id));
      await setSpaceStatus(ctx, charlie.space, 'blocked');
      const delta = await make('Delta', 1);
      await setSpaceStatus(ctx, delta.space, 'deleted');
      await db.insert(billingAccounts).values({ spaceId: delta.space.id, subscriptionStatus: 'trialing' });
    });

    it('each filter narrows the list', async () => {
      expect(names((await list('')).payload)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
      expect(names((await list('labels=vip')).payload)).toEqual(['Alpha']);
      expect(names((await list('labels=vip,eu')).payload)).toEqual(['Alpha', 'Charlie']);
      expect(names((await list('statuses=blocked&statuses=deleted')).payload)).toEqual(['Charlie', 'Delta']);
      const managerId = (await ctx.database.db.select().from(managers).where(eq(managers.brand, brand)))[0]
        ?.id;
      expect(names((await list(`managers=${managerId}`)).payload)).toEqual(['Alpha']);
      expect(names((await list('types=unpaid')).payload)).toEqual(['Bravo']);
      expect(names((await list('types=unlimited,trial')).payload)).toEqual(['Charlie', 'Delta']);
      expect(names((await list('types=paid')).payload)).toEqual(['Alpha', 'Delta']);
      expect(names((await list('subscription_types=stripe')).payload)).toEqual(['Bravo']);
      expect(names((await list('triggers=no_credentials')).payload)).toEqual(['Charlie', 'Delta']);
      expect(names((await list('triggers=credential_problem')).payload)).toEqual(['Bravo']);
      expect(names((await list('triggers=health_low')).payload)).toEqual(['Bravo']);
      expect(names((await list('note_filters=with_note')).payload)).toEqual(['Alpha']);
      expect(names((await list('note_filters=without_note')).payload)).toEqual(['Bravo', 'Charlie', 'Delta']);
      expect(names((await list('tier=scale')).payload)).toEqual(['Alpha']);
      expect(names((await list('with_credentials=true')).payload)).toEqual(['Alpha', 'Bravo']);
      expect(names((await list('q=brav')).payload)).toEqual(['Bravo']);
      expect(names((await list(`q=charlie-${mode}@filters`)).payload)).toEqual(['Charlie']);
      expect(names((await list(`q=${rows.Delta?.space.id}`)).payload)).toEqual(['Delta']);
    });

    it('orders, pages 25 by default, and counts by status and brand', async () => {
      expect((await list('order=oldest')).payload.items.map((item) => item.name)).toEqual([
        'Alpha',
        'Bravo',
        'Charlie',
        'Delta',
      ]);
      expect((await list('order=newest')).payload.items[0]?.name).toBe('Delta');
      expect((await list('order=health')).payload.items.slice(0, 2).map((item) => item.name)).toEqual([
        'Charlie',
        'Bravo',
      ]);
      const page = (await list('statuses=active')).payload;
      expect(page.total).toBe(2);
      // by_status ignores the status filter (the filter bar's counts), by_brand ignores brands.
      expect(page.counts.by_status).toEqual({ active: 2, blocked: 1, deleted: 1 });
      expect(page.counts.by_brand[brand]).toBe(2);

      const alpha = page.items.find((item) => item.name === 'Alpha');
      expect(alpha).toMatchObject({
        labels: ['vip', 'eu'],
        has_note: true,
        tier: 'scale',
        credentials_count: 1,
        users_count: 1,
        admin_emails: [`alpha-${mode}@filters.test`],
        sales_manager: { name: 'Sam Sales' },
        success_manager: null,
      });

      const pageBrand = `pages${mode}`;
      for (let index = 0; index < 30; index += 1) {
        const [row] = await ctx.database.db
          .insert(spaces)
          .values({ name: `Page ${index}`, brand: pageBrand })
          .returning();
        expect(row).toBeDefined();
      }
      const first = await ctx.api.get('/admin/customers', {
        query: { brands: pageBrand },
        token: platformAdmin.token,
      });
      expect(first.payload.items).toHaveLength(25);
      expect(first.payload.total).toBe(30);
      const second = await ctx.api.get('/admin/customers', {
        query: { brands: pageBrand, offset: 25 },
        token: platformAdmin.token,
      });
      expect(second.payload.items).toHaveLength(5);
      const ids = new Set([...first.payload.items, ...second.payload.items].map((item) => item.id));
      expect(ids.size).toBe(30);
    });

    it('refuses bad filter values with 400', async () => {
      for (const query of ['types=rich', 'statuses=gone', 'order=random', 'limit=101', 'triggers=x']) {
        const response = await list(query);
        expect(response.status).toBe(400);
        expect(response.body.ok).toBe(false);
      }
    });
  });

  describe('customer actions', () => {
    it('update changes the row and writes an audit entry with before and after', async () => {
      const customer = await ctx.createMember({ spaceName: 'Acme Corp' });
      const [manager] = await ctx.database.db
        .insert(managers)
        .values({ brand: 'reachly', type: 'success', name: `Sue ${mode}` })
        .returning();
      const response = await ctx.api.post('/admin/customers/{id}/update', {
        path: { id: customer.space.id },
        token: platformAdmin.token,
        body: {
          name: 'Acme Corporation',
          labels: ['vip', 'vip', 'churn-risk'],
          note: 'Renewal in May',
          tier: 'scale',
          success_manager_id: manager?.id,
          is_billing_enabled: false,
          subscription_mode: 'manual',
        },
      });
      expect(response.payload).toMatchObject({
        name: 'Acme Corporation',
        labels: ['vip', 'churn-risk'],
        has_note: true,
        tier: 'scale',
        subscription_mode: 'manual',
        success_manager: { id: manager?.id },
      });
      const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, customer.space.id));
      expect(row).toMatchObject({
        name: 'Acme Corporation',
        adminNote: 'Renewal in May',
        isBillingEnabled: false,
      });
      const [entry] = await auditOf(customer.space.id, 'customer.update');
      expect(entry).toMatchObject({
        actorId: platformAdmin.user.id,
        actorEmail: platformAdmin.user.email,
        targetType: 'space',
        brand: 'reachly',
        before: expect.objectContaining({ name: 'Acme Corp', note: '', tier: 'growth' }),
        after: expect.objectContaining({ name: 'Acme Corporation', note: 'Renewal in May', tier: 'scale' }),
      });

      // A manager of another type or brand, an unknown tier, an empty name: 400, nothing written.
      for (const body of [
        { sales_manager_id: manager?.id },
        { tier: 'platinum' },
        { name: '  ' },
        { labels: [''] },
      ]) {
        const bad = await ctx.request(`/api/admin/customers/${customer.space.id}/update`, {
          method: 'POST',
          token: platformAdmin.token,
          body,
        });
        expect(bad.status).toBe(400);
      }
      expect(await auditOf(customer.space.id, 'customer.update')).toHaveLength(1);
      const missing = await ctx.request('/api/admin/customers/not-a-space/customer_info', {
        token: platformAdmin.token,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ ok: false, error: 'Can not find space' });
    });

    it('block, unblock, delete and restore change the status, are audited, and the space middleware follows', async () => {
      const customer = await ctx.createMember({ spaceName: 'Status Co' });
      const act = (action: 'block' | 'unblock' | 'delete' | 'restore') =>
        ctx.api.post(`/admin/customers/{id}/${action}`, {
          path: { id: customer.space.id },
          token: platformAdmin.token,
        });
      const workflows = () =>
        ctx.request(`/api/workflows?space=${customer.space.id}`, { token: customer.token });

      expect((await act('block')).payload.status).toBe('blocked');
      expect((await workflows()).status).toBe(403);
      expect((await act('block')).status).toBe(400);
      expect((await act('unblock')).payload.status).toBe('active');
      expect((await workflows()).status).toBe(200);
      expect((await act('unblock')).body).toEqual({ ok: false, error: 'Space already active' });

      ctx.clock.advance(60_000);
      const deleted = (await act('delete')).payload;
      expect(deleted.status).toBe('deleted');
      expect(deleted.deleted_at).toBe(ctx.clock.now().toISOString());
      expect((await workflows()).status).toBe(403);
      const choose = await ctx.request('/api/users/set_space', {
        method: 'POST',
        token: customer.token,
        body: { space_id: customer.space.id },
      });
      expect(choose.status).toBeGreaterThanOrEqual(400);
      expect(choose.status).toBeLessThan(500);
      expect((await act('block')).status).toBe(400);
      const restored = (await act('restore')).payload;
      expect(restored).toMatchObject({ status: 'active', deleted_at: null });
      expect((await act('restore')).status).toBe(400);

      for (const [action, before, after] of [
        ['customer.block', 'active', 'blocked'],
        ['customer.unblock', 'blocked', 'active'],
        ['customer.delete', 'active', 'deleted'],
        ['customer.restore', 'deleted', 'active'],
      ] as const) {
        const entries = await auditOf(customer.space.id, action);
        expect(entries).toHaveLength(1);
        expect(entries[0]?.before).toMatchObject({ status: before });
        expect(entries[0]?.after).toMatchObject({ status: after });
      }
    });

    it('set_unlimited and set_li_approve set the flags, audited', async () => {
      const customer = await ctx.createMember();
      const unlimited = await ctx.api.post('/admin/space/{id}/set_unlimited', {
        path: { id: customer.space.id },
        token: platformAdmin.token,
        body: { unlimited: true },
      });
      expect(unlimited.payload.is_unlimited).toBe(true);
      const li = await ctx.api.post('/admin/space/{id}/set_li_approve', {
        path: { id: customer.space.id },
        token: platformAdmin.token,
        body: { li_approve: true },
      });
      expect(li.payload.li_approve).toBe(true);
      const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, customer.space.id));
      expect(row).toMatchObject({ isUnlimited: true, liApprove: true });
      expect((await auditOf(customer.space.id, 'customer.set_unlimited'))[0]).toMatchObject({
        before: expect.objectContaining({ is_unlimited: false }),
        after: expect.objectContaining({ is_unlimited: true }),
      });
      expect((await auditOf(customer.space.id, 'customer.set_li_approve'))[0]).toMatchObject({
        before: expect.objectContaining({ li_approve: false }),
        after: expect.objectContaining({ li_approve: true }),
      });
      const bad = await ctx.request(`/api/admin/space/${customer.space.id}/set_unlimited`, {
        method: 'POST',
        token: platformAdmin.token,
        body: { unlimited: 'yes' },
      });
      expect(bad.status).toBe(400);
    });

    it('links a Stripe customer (stored as given without payments), audited; refresh needs payments; search is []', async () => {
      const customer = await ctx.createMember();
      const link = await ctx.request('/api/admin/customers/link_stripe', {
        method: 'POST',
        token: platformAdmin.token,
        body: { space_id: customer.space.id, stripe_customer: 'cus_Link123' },
      });
      expect(link.payload).toEqual({ space_id: customer.space.id, stripe_customer: 'cus_Link123' });
      const [account] = await ctx.database.db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.spaceId, customer.space.id));
      expect(account?.stripeCustomerId).toBe('cus_Link123');
      expect((await auditOf(customer.space.id, 'customer.link_stripe'))[0]).toMatchObject({
        before: { stripe_customer: null },
        after: { stripe_customer: 'cus_Link123' },
      });
      const other = await ctx.createMember();
      const taken = await ctx.request('/api/admin/customers/link_stripe', {
        method: 'POST',
        token: platformAdmin.token,
        body: { space_id: other.space.id, stripe_customer: 'cus_Link123' },
      });
      expect(taken.status).toBe(409);
      const badId = await ctx.request('/api/admin/customers/link_stripe', {
        method: 'POST',
        token: platformAdmin.token,
        body: { space_id: other.space.id, stripe_customer: 'nope' },
      });
      expect(badId.status).toBe(400);

      const refresh = await ctx.request(`/api/admin/space/${customer.space.id}/stripe/refresh`, {
        method: 'POST',
        token: platformAdmin.token,
      });
      expect(refresh.body).toEqual({ ok: false, error: 'Payments are not configured' });
      expect(
        (
          await ctx.request('/api/admin/stripe/customers/fetch?q=someone@x.test', {
            token: platformAdmin.token,
          })
        ).payload,
      ).toEqual([]);

      const info = await ctx.api.get('/admin/customers/{id}/customer_info', {
        path: { id: customer.space.id },
        token: platformAdmin.token,
      });
      expect(info.payload.subscription.stripe_customer_id).toBe('cus_Link123');
    });

    it('customer_info has the workspace, users, credentials, subscription and credits', async () => {
      const customer = await ctx.createMember({ spaceName: 'Info Co' });
      const worker = await ctx.createMember({ space: customer.space, isAdmin: false });
      const credential = await insertCredential(ctx, customer.space);
      await ctx.database.db
        .update(credentials)
        .set({ status: 'blocked' })
        .where(eq(credentials.id, credential));
      const grant = await ctx.request(`/api/space/admin/${customer.space.id}/manual_credits`, {
        method: 'PUT',
        token: platformAdmin.token,
        body: { credits: 40 },
      });
      expect(grant.status).toBe(200);
      const info = (
        await ctx.api.get('/admin/customers/{id}/customer_info', {
          path: { id: customer.space.id },
          token: platformAdmin.token,
        })
      ).payload;
      expect(info.workspace).toMatchObject({ id: customer.space.id, name: 'Info Co', users_count: 2 });
      expect(info.users.map((user) => [user.email, user.is_admin])).toEqual([
        [customer.user.email, true],
        [worker.user.email, false],
      ]);
      expect(info.credentials).toEqual([expect.objectContaining({ id: credential, status: 'blocked' })]);
      expect(info.credits).toEqual({ available: 40, used: 0 });
      expect(info.subscription).toMatchObject({ tier: 'growth', subscription_mode: 'no_sub' });
      expect((await auditOf(customer.space.id, 'customer.manual_credits'))[0]).toMatchObject({
        before: { balance: 0 },
        after: expect.objectContaining({ balance: 40 }),
      });
      const uset = await ctx.request(`/api/admin/customers/${customer.space.id}/uset_credits`, {
        method: 'POST',
        token: platformAdmin.token,
        body: { credits: 15 },
      });
      expect(uset.status).toBe(200);
      expect((await auditOf(customer.space.id, 'customer.uset_credits'))[0]).toMatchObject({
        before: { balance: 40 },
        after: { balance: 15 },
      });
    });
  });

  describe('users', () => {
    it('lists users 10 a page with search and admins_only', async () => {
      const tag = `people${mode}`;
      for (let index = 0; index < 12; index += 1) {
        ctx.clock.advance(1000);
        await ctx.createMember({ email: `${tag}-${index}@users.test` });
      }
      const first = await ctx.api.get('/admin/users', {
        query: { q: tag },
        token: platformAdmin.token,
      });
      expect(first.payload.items).toHaveLength(10);
      expect(first.payload.total).toBe(12);
      expect(first.payload.items[0]).toMatchObject({
        email: `${tag}-11@users.test`,
        spaces_count: 1,
        is_admin: false,
      });
      const second = await ctx.api.get('/admin/users', {
        query: { q: tag, offset: 10 },
        token: platformAdmin.token,
      });
      expect(second.payload.items).toHaveLength(2);
      const admins = await ctx.api.get('/admin/users', {
        query: { admins_only: 'true', limit: 100 },
        token: platformAdmin.token,
      });
      expect(admins.payload.items.map((user) => user.id)).toEqual(
        expect.arrayContaining([superAdmin.user.id, platformAdmin.user.id]),
      );
      expect(admins.payload.items.every((user) => user.is_admin || user.is_super_admin)).toBe(true);
    });

    it('only super admins grant and revoke, never themselves; audited', async () => {
      const target = await ctx.createMember();
      const byAdmin = await ctx.request('/api/admin/users', {
        method: 'POST',
        token: platformAdmin.token,
        body: { user_id: target.user.id, is_admin: true },
      });
      expect(byAdmin.body).toEqual({ ok: false, error: 'Only super admins can do this' });
      expect(byAdmin.status).toBe(403);

      const grant = await ctx.api.post('/admin/users', {
        token: superAdmin.token,
        body: { user_id: target.user.id, is_admin: true, is_super_admin: true },
      });
      expect(grant.payload).toMatchObject({ is_admin: true, is_super_admin: true });
      const revoke = await ctx.api.post('/admin/users', {
        token: superAdmin.token,
        body: { user_id: target.user.id, is_admin: false },
      });
      expect(revoke.payload).toMatchObject({ is_admin: false, is_super_admin: false });
      expect((await auditOf(target.user.id, 'admin.grant'))[0]).toMatchObject({
        before: { is_admin: false, is_super_admin: false },
        after: { is_admin: true, is_super_admin: true },
      });
      expect(await auditOf(target.user.id, 'admin.revoke')).toHaveLength(1);

      const self = await ctx.request('/api/admin/users', {
        method: 'POST',
        token: superAdmin.token,
        body: { user_id: superAdmin.user.id, is_admin: false },
      });
      expect(self.status).toBe(400);
      expect(self.body).toEqual({ ok: false, error: 'You can not revoke your own admin rights' });
    });

    it("updates a user's profile and their spaces, audited", async () => {
      const user = await ctx.createMember({ email: `edit-${mode}@users.test` });
      const other = await ctx.createMember();
      const update = await ctx.api.post('/admin/users/{id}/update', {
        path: { id: user.user.id },
        token: platformAdmin.token,
        body: { first_name: 'Edna', status: 'inactive' },
      });
      expect(update.payload).toMatchObject({
        first_name: 'Edna',
        email: `edit-${mode}@users.test`,
        status: 'inactive',
      });
      expect((await auditOf(user.user.id, 'user.update'))[0]).toMatchObject({
        before: expect.objectContaining({ first_name: 'Test', status: 'active' }),
        after: expect.objectContaining({ first_name: 'Edna', status: 'inactive' }),
      });
      // The sign-in email is the user's own (issue 23 item 3): admin-users-rights.test.ts.
      const email = await ctx.request(`/api/admin/users/${user.user.id}/update`, {
        method: 'POST',
        token: platformAdmin.token,
        body: { email: other.user.email },
      });
      expect(email.status).toBe(400);

      const spacesAnswer = await ctx.api.post('/admin/users/{id}/update_spaces', {
        path: { id: user.user.id },
        token: platformAdmin.token,
        body: { add: [{ space_id: other.space.id, is_admin: false }] },
      });
      expect(spacesAnswer.payload.spaces.map((space) => [space.id, space.is_admin]).sort()).toEqual(
        [
          [user.space.id, true],
          [other.space.id, false],
        ].sort(),
      );
      // The only admin of a workspace with other members can not be removed from it.
      await ctx.createMember({ space: user.space, isAdmin: false });
      const lastAdmin = await ctx.request(`/api/admin/users/${user.user.id}/update_spaces`, {
        method: 'POST',
        token: platformAdmin.token,
        body: { remove: [user.space.id] },
      });
      expect(lastAdmin.body).toEqual({ ok: false, error: 'A workspace needs at least one admin' });
      const removed = await ctx.api.post('/admin/users/{id}/update_spaces', {
        path: { id: user.user.id },
        token: platformAdmin.token,
        body: { remove: [other.space.id] },
      });
      expect(removed.payload.spaces.map((space) => space.id)).toEqual([user.space.id]);
      const entries = await auditOf(user.user.id, 'user.update_spaces');
      expect(entries).toHaveLength(2);
    });
  });

  it('a reseller of brand A never sees or changes brand B (tested like tenancy)', async () => {
    const brandA = `resellera${mode}`;
    const reseller = await ctx.createMember({ email: `reseller-${mode}@a.test` });
    await ownBrand(brandA, [reseller.user.email]);
    const customerA = await ctx.createMember({ spaceName: 'A customer' });
    await setBrand(customerA, brandA);
    const customerB = await ctx.createMember({ spaceName: 'B customer' });
    // An action on A (audited) and one on B, to check the audit log's scope.
    expect(
      (
        await ctx.request(`/api/admin/customers/${customerA.space.id}/update`, {
          method: 'POST',
          token: reseller.token,
          body: { note: 'A note' },
        })
      ).status,
    ).toBe(200);
    await ctx.request(`/api/admin/customers/${customerB.space.id}/update`, {
      method: 'POST',
      token: platformAdmin.token,
      body: { note: 'B note' },
    });

    const listed = (await ctx.api.get('/admin/customers', { query: { limit: 100 }, token: reseller.token }))
      .payload;
    expect(listed.items.map((item) => item.brand).every((brand) => brand === brandA)).toBe(true);
    expect(listed.items.map((item) => item.id)).toContain(customerA.space.id);
    expect(Object.keys(listed.counts.by_brand)).toEqual([brandA]);
    const askedB = await ctx.api.get('/admin/customers', {
      query: { q: customerB.space.id, brands: 'reachly' },
      token: reseller.token,
    });
    expect(askedB.payload.total).toBe(0);

    const audit = (await ctx.api.get('/admin/audit', { query: { limit: 100 }, token: reseller.token }))
      .payload;
    expect(audit.items.length).toBeGreaterThan(0);
    expect(audit.items.every((entry) => entry.brand === brandA)).toBe(true);

    const users = (await ctx.api.get('/admin/users', { query: { limit: 100 }, token: reseller.token }))
      .payload;
    expect(users.items.map((user) => user.id)).toEqual([customerA.user.id]);

    const config = (await ctx.api.get('/admin/config', { token: reseller.token })).payload;
    expect(config.brands.map((brand) => brand.id)).toEqual([brandA]);
    expect(config.scope).toBe('reseller');

    // Every route on B's workspace or user: 404 (or 403 for the super admins' grant), and B unchanged.
    for (const call of everyRoute(customerB.space.id, customerB.user.id)) {
      if (
        [
          'GET /api/admin/customers',
          'GET /api/admin/audit',
          'GET /api/admin/config',
          'GET /api/admin/users',
        ].includes(`${call.method} ${call.path}`) ||
        call.path.startsWith('/api/admin/stripe/customers')
      )
        continue;
      const response = await ctx.request(call.path, {
        method: call.method,
        token: reseller.token,
        body: call.body,
      });
      const expected = call.method === 'POST' && call.path === '/api/admin/users' ? 403 : 404;
      expect({ call: `${call.method} ${call.path}`, status: response.status }).toEqual({
        call: `${call.method} ${call.path}`,
        status: expected,
      });
    }
    // Adding a brand A user to a B workspace: 404 too.
    const cross = await ctx.request(`/api/admin/users/${customerA.user.id}/update_spaces`, {
      method: 'POST',
      token: reseller.token,
      body: { add: [{ space_id: customerB.space.id, is_admin: true }] },
    });
    expect(cross.status).toBe(404);
    const [rowB] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, customerB.space.id));
    expect(rowB).toMatchObject({
      status: 'active',
      name: 'B customer',
      adminNote: 'B note',
      isUnlimited: false,
    });
    const membersB = await ctx.database.db
      .select()
      .from(spaceMembers)
      .where(eq(spaceMembers.spaceId, customerB.space.id));
    expect(membersB).toHaveLength(1);

    // On their own brand a reseller acts, credits included.
    const credits = await ctx.request(`/api/space/admin/${customerA.space.id}/manual_credits`, {
      method: 'PUT',
      token: reseller.token,
      body: { credits: 7 },
    });
    expect(credits.status).toBe(200);
  });

  it('audit log filters by action, target, actor and dates, newest first, 25 a page', async () => {
    const customer = await ctx.createMember();
    ctx.clock.set(new Date('2031-03-01T10:00:00Z'));
    for (let index = 0; index < 27; index += 1) {
      await ctx.request(`/api/admin/customers/${customer.space.id}/update`, {
        method: 'POST',
        token: superAdmin.token,
        body: { note: `note ${index}` },
      });
    }
    const page = await ctx.api.get('/admin/audit', {
      query: { target_id: customer.space.id, action: 'customer.update' },
      token: platformAdmin.token,
    });
    expect(page.payload.items).toHaveLength(25);
    expect(page.payload.total).toBe(27);
    expect(page.payload.items[0]).toMatchObject({
      changed_keys: ['note'],
      after: expect.objectContaining({ note: 'note 26' }),
    });
    const byActor = await ctx.api.get('/admin/audit', {
      query: { target_id: customer.space.id, actor: platformAdmin.user.email },
      token: platformAdmin.token,
    });
    expect(byActor.payload.total).toBe(0);
    const byType = await ctx.api.get('/admin/audit', {
      query: { target_type: 'user', limit: 100 },
      token: platformAdmin.token,
    });
    expect(byType.payload.items.every((entry) => entry.target_type === 'user')).toBe(true);
    const bad = await ctx.request('/api/admin/audit?from=yesterday', { token: platformAdmin.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, error: 'from: Dates must be YYYY-MM-DD or ISO date-times' });
  });

  it('the CLI grants and revokes platform admins, audited as cli', async () => {
    const user = await ctx.createMember({ email: `cli-${mode}@admins.test` });
    const out: string[] = [];
    const err: string[] = [];
    const run = (args: string[]) =>
      runAdminCli(
        ctx.database.db,
        args,
        (line) => out.push(line),
        (line) => err.push(line),
      );
    expect(await run(['grant', `CLI-${mode}@admins.test`, '--super'])).toBe(0);
    expect(out.at(-1)).toBe(`cli-${mode}@admins.test is now a platform super admin`);
    let [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row).toMatchObject({ isAdmin: true, isSuperAdmin: true });
    expect(await run(['revoke', `cli-${mode}@admins.test`])).toBe(0);
    [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row).toMatchObject({ isAdmin: false, isSuperAdmin: false });
    const entries = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, user.user.id));
    expect(entries.map((entry) => [entry.action, entry.actorId, entry.actorEmail]).sort()).toEqual([
      ['admin.grant', null, cliActor],
      ['admin.revoke', null, cliActor],
    ]);
    expect(await run(['grant', 'nobody@nowhere.test'])).toBe(1);
    expect(err.at(-1)).toBe('No user with this email');
    expect(await run(['promote', 'x@y.test'])).toBe(2);
  });

  it('the demo seed makes admin@reachly.test a platform super admin with the demo password, once', async () => {
    const first = await seedAdminDemo(ctx.database.db, ctx.clock);
    expect(first.created).toBe(true);
    const again = await seedAdminDemo(ctx.database.db, ctx.clock);
    expect(again).toMatchObject({ created: false, userId: first.userId });
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, adminDemoCredentials.email));
    expect(row).toMatchObject({ isAdmin: true, isSuperAdmin: true, emailConfirmed: true });
    expect(await verifyPassword(row?.passwordHash ?? '', adminDemoCredentials.password)).toBe(true);
  });
});
