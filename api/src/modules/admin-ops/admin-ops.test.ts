import { findBrand } from '@outreach/brands';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { readOutbox } from '../../../test/outbox';
import { insertCredential, makePlatformAdmin } from '../../../test/workspaces';
import {
  adminAuditLog,
  billingAccounts,
  campaignProspects,
  credentials,
  creditLedger,
  managers,
  prepaidCustomers,
  prospects,
  spaces,
  stepExecutions,
  whitelabels,
  workflows,
} from '../../db/schema';
import type { Payments } from '../../providers/payments/payments';
import { opsMessages } from './admin-ops.common';
import type { ManagerJson } from './managers.schema';

/** Every route of the module, for the 403 walk. */
const routes: [string, string, unknown?][] = [
  ['GET', '/api/admin/whitelabels/reachly/managers'],
  ['POST', '/api/admin/whitelabels/reachly/managers', { type: 'sales', name: 'Ann Lee', description: '' }],
  ['PUT', '/api/admin/whitelabels/reachly/managers/00000000-0000-4000-8000-000000000000', { name: 'Bo' }],
  ['DELETE', '/api/admin/whitelabels/reachly/managers/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/whitelabels/reachly/health_index'],
  [
    'PUT',
    '/api/admin/whitelabels/reachly/health_index',
    { rules: [], notifications: { enabled: false, threshold: 0, emails: [] } },
  ],
  ['POST', '/api/admin/health/recompute'],
  ['GET', '/api/admin/health/statistics'],
  ['GET', '/api/admin/prepaid_customers'],
  [
    'POST',
    '/api/admin/prepaid_customers',
    { email: 'a@b.test', stripe_customer: 'cus_1', currency: 'USD', tier: 'growth', interval: 'monthly' },
  ],
  ['DELETE', '/api/admin/prepaid_customers/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/space_report'],
  ['GET', '/api/admin/wl_report'],
];

describe.each(databaseModes())('admin operations on %s', (mode) => {
  let ctx: TestContext;
  let admin: Member;
  let reseller: Member;
  let worker: Member;

  async function seedWhitelabel(id: string, ownerEmails: string[] = []) {
    const brand = findBrand(id);
    if (!brand) throw new Error(`no brand ${id}`);
    await ctx.database.db
      .insert(whitelabels)
      .values({ id, settings: brand, ownerEmails })
      .onConflictDoUpdate({ target: whitelabels.id, set: { ownerEmails } });
  }

  async function setBrand(spaceId: string, brand: string) {
    await ctx.database.db.update(spaces).set({ brand }).where(eq(spaces.id, spaceId));
  }

  useTestContext(mode, async (opened) => {
    ctx = opened;
    admin = await ctx.createMember();
    await makePlatformAdmin(ctx, admin);
    reseller = await ctx.createMember();
    worker = await ctx.createMember();
    await seedWhitelabel('acme', [reseller.user.email]);
    await seedWhitelabel('closedesk');
  });

  it('refuses every route to a signed-in non-admin with 403, and to nobody with 401', async () => {
    for (const [method, path, body] of routes) {
      const refused = await ctx.request(path, { method, token: worker.token, body });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toEqual({ ok: false, error: 'Only platform admins can do this' });
      expect((await ctx.request(path, { method, body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('recompute is for platform admins only: a reseller gets 403', async () => {
    const response = await ctx.request('/api/admin/health/recompute', {
      method: 'POST',
      token: reseller.token,
    });
    expect(response.status).toBe(403);
  });

  describe('managers', () => {
    const base = '/api/admin/whitelabels/reachly/managers';

    it('validates names (letters of any alphabet, spaces, dashes), descriptions and unique titles', async () => {
      const post = (body: unknown) =>
        ctx.api.unchecked.post('/admin/whitelabels/{id}/managers', {
          path: { id: 'reachly' },
          token: admin.token,
          body,
        });
      for (const name of ['Ann2', 'Ann_Lee', 'Ann.Lee', '<b>x</b>']) {
        const bad = await post({ type: 'sales', name, description: '' });
        expect(bad.status, name).toBe(400);
        expect(bad.body).toEqual({ ok: false, error: opsMessages.managerName });
      }
      const long = await post({ type: 'sales', name: 'Ann Lee', description: 'x'.repeat(501) });
      expect(long.body).toEqual({ ok: false, error: 'Description must be at most 500 characters' });

      const created = await post({ type: 'sales', name: 'Zoë Łukasz-Ñandú', description: 'EMEA' });
      expect(created.status).toBe(201);
      expect(created.payload).toMatchObject({ type: 'sales', name: 'Zoë Łukasz-Ñandú', assigned_count: 0 });
      expect((await post({ type: 'success', name: 'Иван Петров', description: '' })).status).toBe(201);

      const taken = await post({ type: 'sales', name: 'zoë łukasz-ñandú', description: '' });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ ok: false, error: 'This title is already chosen' });
      // The same title of the other type is another title.
      expect((await post({ type: 'success', name: 'Zoë Łukasz-Ñandú', description: '' })).status).toBe(201);

      const renamed = await ctx.api.put('/admin/whitelabels/{id}/managers/{managerId}', {
        path: { id: 'reachly', managerId: created.payload.id },
        token: admin.token,
        body: { name: 'Zoe Lukasz', description: 'Europe' },
      });
      expect(renamed.payload).toMatchObject({ name: 'Zoe Lukasz', description: 'Europe' });
      const badRename = await ctx.request(`${base}/${created.payload.id}`, {
        method: 'PUT',
        token: admin.token,
        body: { name: 'Zoe 1' },
      });
      expect(badRename.body).toEqual({ ok: false, error: opsMessages.managerName });

      const audited = await ctx.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, created.payload.id));
      expect(audited.map((row) => row.action).sort()).toEqual(['manager.create', 'manager.update']);

      const listed = await ctx.api.get('/admin/whitelabels/{id}/managers', {
        path: { id: 'reachly' },
        token: admin.token,
      });
      expect(listed.payload.items.map((item) => item.name).sort()).toEqual(
        ['Zoe Lukasz', 'Zoë Łukasz-Ñandú', 'Иван Петров'].sort(),
      );
      for (const item of listed.payload.items)
        await ctx.request(`${base}/${item.id}`, { method: 'DELETE', token: admin.token });
    });

    it('assigns new workspaces round-robin and evenly, and a deleted manager leaves their customers', async () => {
      const made: ManagerJson[] = [];
      for (const [type, name] of [
        ['sales', 'Sam One'],
        ['sales', 'Sam Two'],
        ['sales', 'Sam Three'],
        ['success', 'Sue One'],
        ['success', 'Sue Two'],
      ] as const) {
        made.push(
          (
            await ctx.api.unchecked.post('/admin/whitelabels/{id}/managers', {
              path: { id: 'reachly' },
              token: admin.token,
              body: { type, name },
            })
          ).payload,
        );
      }
      const owner = await ctx.createMember();
      // Concurrent sign-ups of the same brand: each picks the least-assigned manager in turn.
      const created = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          ctx.api.post('/space/create', { token: owner.token, body: { name: `Round robin ${index}` } }),
        ),
      );
      for (const response of created) expect(response.status).toBe(201);
      const rows = await ctx.database.db.select().from(managers).where(eq(managers.brand, 'reachly'));
      const counts = Object.fromEntries(rows.map((row) => [row.name, row.assignedCount]));
      expect(counts).toEqual({ 'Sam One': 2, 'Sam Two': 2, 'Sam Three': 2, 'Sue One': 3, 'Sue Two': 3 });
      const assigned = await ctx.database.db
        .select({ sales: spaces.salesManagerId, success: spaces.successManagerId })
        .from(spaces)
        .where(eq(spaces.brand, 'reachly'));
      const withManagers = assigned.filter((row) => row.sales !== null);
      expect(withManagers).toHaveLength(6);
      expect(withManagers.every((row) => row.success !== null)).toBe(true);

      const samOne = made[0] as ManagerJson;
      const removed = await ctx.request(`${base}/${samOne.id}`, { method: 'DELETE', token: admin.token });
      expect(removed.status).toBe(200);
      const left = await ctx.database.db
        .select({ id: spaces.id })
        .from(spaces)
        .where(eq(spaces.salesManagerId, samOne.id));
      expect(left).toHaveLength(0);
    });

    it('a reseller manages their brand only: another brand is 404', async () => {
      const mine = await ctx.request('/api/admin/whitelabels/acme/managers', {
        method: 'POST',
        token: reseller.token,
        body: { type: 'sales', name: 'Acme Seller' },
      });
      expect(mine.status).toBe(201);
      for (const [method, body] of [
        ['GET', undefined],
        ['POST', { type: 'sales', name: 'Intruder' }],
      ] as const) {
        const other = await ctx.request('/api/admin/whitelabels/closedesk/managers', {
          method,
          token: reseller.token,
          body,
        });
        expect(other.status).toBe(404);
        expect(other.body).toEqual({ ok: false, error: 'White-label not found' });
      }
      const unknown = await ctx.request('/api/admin/whitelabels/nope/managers', { token: admin.token });
      expect(unknown.status).toBe(404);
    });
  });

  describe('health index', () => {
    it('validates the rules with the exact messages', async () => {
      const put = (body: unknown) =>
        ctx.request('/api/admin/whitelabels/acme/health_index', { method: 'PUT', token: admin.token, body });
      const notifications = { enabled: false, threshold: 0, emails: [] };
      expect(
        (await put({ rules: [{ metric: 'is_paid', min: 2, max: 1, points: 5 }], notifications })).body,
      ).toEqual({ ok: false, error: 'Min must not be greater than max' });
      expect(
        (await put({ rules: [{ metric: 'is_paid', min: 0, max: 1, points: 101 }], notifications })).body,
      ).toEqual({ ok: false, error: opsMessages.points });
      expect(
        (await put({ rules: [{ metric: 'mood', min: 0, max: 1, points: 1 }], notifications })).body,
      ).toEqual({
        ok: false,
        error: 'Unknown metric: mood',
      });
      expect(
        (await put({ rules: [], notifications: { enabled: true, threshold: 50, emails: ['nope'] } })).body,
      ).toEqual({ ok: false, error: 'Not valid email' });
      const defaults = await ctx.api.get('/admin/whitelabels/{id}/health_index', {
        path: { id: 'closedesk' },
        token: admin.token,
      });
      expect(defaults.payload.defaults).toBe(true);
      expect(defaults.payload.rules.reduce((sum, rule) => sum + rule.points, 0)).toBe(100);
      const other = await ctx.request('/api/admin/whitelabels/closedesk/health_index', {
        token: reseller.token,
      });
      expect(other.status).toBe(404);
    });

    it('computes the index from the rules, and mails a drop below the threshold once', async () => {
      const customer = await ctx.createMember();
      await setBrand(customer.space.id, 'acme');
      const credentialId = await insertCredential(ctx, customer.space);
      const rules = [
        { metric: 'active_credentials', min: 1, max: 100, points: 30 },
        { metric: 'is_paid', min: 1, max: 1, points: 20 },
        { metric: 'days_since_last_login', min: 0, max: 7, points: 25 },
        { metric: 'actions_7d', min: 1, max: 1000, points: 40 },
      ];
      const saved = await ctx.request('/api/admin/whitelabels/acme/health_index', {
        method: 'PUT',
        token: reseller.token,
        body: { rules, notifications: { enabled: true, threshold: 50, emails: ['Alerts@Acme.test'] } },
      });
      expect(saved.status).toBe(200);
      const indexOf = async () =>
        (await ctx.database.db.select().from(spaces).where(eq(spaces.id, customer.space.id)))[0]?.healthIndex;
      // 30 (one active account) + 20 (paid) + 25 (signed in today); no actions: 75.
      expect(await indexOf()).toBe(75);
      expect(await readOutbox(ctx, { to: 'alerts@acme.test', kind: 'health_index' })).toHaveLength(0);

      // The account is no longer active: 45, below 50: one email.
      await ctx.database.db
        .update(credentials)
        .set({ status: 'invalid' })
        .where(eq(credentials.id, credentialId));
      const recomputed = await ctx.api.post('/admin/health/recompute', { token: admin.token });
      expect(recomputed.payload.computed).toBeGreaterThan(0);
      expect(await indexOf()).toBe(45);
      const mails = await readOutbox(ctx, { to: 'alerts@acme.test', kind: 'health_index' });
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(customer.space.name);

      // Still below: no second email.
      await ctx.request('/api/admin/health/recompute', { method: 'POST', token: admin.token });
      expect(await readOutbox(ctx, { to: 'alerts@acme.test', kind: 'health_index' })).toHaveLength(1);

      const stats = await ctx.api.get('/admin/health/statistics', {
        query: { brand: 'acme' },
        token: reseller.token,
      });
      expect(stats.payload.buckets.find((bucket) => bucket.label === '40-60')?.count).toBe(1);
      const refused = await ctx.request('/api/admin/health/statistics?brand=closedesk', {
        token: reseller.token,
      });
      expect(refused.status).toBe(404);
    });
  });

  describe('prepaid customers', () => {
    const valid = {
      email: 'Prepaid.Buyer@example.test',
      stripe_customer: 'cus_Prepaid1',
      currency: 'EUR',
      tier: 'scale',
      interval: 'annual',
    };

    it('validates with the exact messages', async () => {
      const post = (body: unknown) =>
        ctx.request('/api/admin/prepaid_customers', { method: 'POST', token: admin.token, body });
      const cases: [Record<string, string>, string][] = [
        [{ email: 'nope' }, 'Not valid email'],
        [{ stripe_customer: 'acct_1' }, opsMessages.stripeCustomerFormat],
        [{ currency: 'XYZ' }, 'Unknown currency'],
        [{ tier: 'gold' }, 'Unknown tier'],
        [{ interval: 'weekly' }, 'Unknown interval'],
      ];
      for (const [change, message] of cases) {
        const response = await post({ ...valid, ...change });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ ok: false, error: message });
      }
      // A brand that is no white-label record is not found, and nothing is kept.
      const unknownBrand = await post({ ...valid, brand: 'no-such-brand' });
      expect(unknownBrand.status).toBe(404);
      expect(
        await ctx.database.db
          .select()
          .from(prepaidCustomers)
          .where(eq(prepaidCustomers.brand, 'no-such-brand')),
      ).toEqual([]);
    });

    it('creates, lists, refuses a duplicate, applies the terms to the first workspace of that email, deletes', async () => {
      const created = await ctx.api.post('/admin/prepaid_customers', { token: admin.token, body: valid });
      expect(created.status).toBe(201);
      expect(created.payload).toMatchObject({
        email: 'prepaid.buyer@example.test',
        brand: 'reachly',
        space_id: null,
      });
      const duplicate = await ctx.request('/api/admin/prepaid_customers', {
        method: 'POST',
        token: admin.token,
        body: valid,
      });
      expect(duplicate.status).toBe(409);

      const buyer = await ctx.createMember({ email: 'prepaid.buyer@example.test' });
      const space = await ctx.api.post('/space/create', {
        token: buyer.token,
        body: { name: 'Prepaid workspace' },
      });
      expect(space.status).toBe(201);
      const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, space.payload._id));
      expect(row).toMatchObject({ tier: 'scale', subscriptionMode: 'manual', isPaid: true });
      const [account] = await ctx.database.db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.spaceId, space.payload._id));
      expect(account).toMatchObject({
        stripeCustomerId: 'cus_Prepaid1',
        currency: 'EUR',
        interval: 'annual',
      });

      // A second workspace of the same email is an ordinary one.
      const second = await ctx.api.post('/space/create', { token: buyer.token, body: { name: 'Second' } });
      const [secondRow] = await ctx.database.db
        .select()
        .from(spaces)
        .where(eq(spaces.id, second.payload._id));
      expect(secondRow?.subscriptionMode).toBe('no_sub');

      const listed = await ctx.api.get('/admin/prepaid_customers', {
        query: { limit: 25 },
        token: admin.token,
      });
      const item = listed.payload.items.find((entry) => entry.id === created.payload.id);
      expect(item?.space_id).toBe(space.payload._id);

      // A reseller of acme neither sees nor deletes it.
      const theirs = await ctx.api.get('/admin/prepaid_customers', { token: reseller.token });
      expect(theirs.payload.items.every((entry) => entry.brand === 'acme')).toBe(true);
      const refused = await ctx.request(`/api/admin/prepaid_customers/${created.payload.id}`, {
        method: 'DELETE',
        token: reseller.token,
      });
      expect(refused.status).toBe(404);
      const forOther = await ctx.request('/api/admin/prepaid_customers', {
        method: 'POST',
        token: reseller.token,
        body: { ...valid, email: 'x@example.test', brand: 'closedesk' },
      });
      expect(forOther.status).toBe(404);
      const ownBrand = await ctx.api.post('/admin/prepaid_customers', {
        token: reseller.token,
        body: { ...valid, email: 'y@example.test' },
      });
      expect(ownBrand.payload.brand).toBe('acme');

      const deleted = await ctx.request(`/api/admin/prepaid_customers/${created.payload.id}`, {
        method: 'DELETE',
        token: admin.token,
      });
      expect(deleted.status).toBe(200);
      const gone = await ctx.request(`/api/admin/prepaid_customers/${created.payload.id}`, {
        method: 'DELETE',
        token: admin.token,
      });
      expect(gone.status).toBe(404);
    });
  });

  describe('reports', () => {
    it('space_report and wl_report give the numbers of the rows, and a reseller sees only their brand', async () => {
      const db = ctx.database.db;
      const day1 = new Date('2026-03-02T10:00:00.000Z');
      const day2 = new Date('2026-03-03T23:30:00.000Z');
      // Two closedesk workspaces on day 1 (one paid), one on day 2; one acme workspace on day 2.
      const [a, b, c, d] = await db
        .insert(spaces)
        .values([
          { name: 'R1', brand: 'closedesk', tier: 'growth', isPaid: true, createdAt: day1 },
          { name: 'R2', brand: 'closedesk', tier: 'free', isPaid: true, createdAt: day1 },
          { name: 'R3', brand: 'closedesk', tier: 'scale', isPaid: true, createdAt: day2 },
          { name: 'R4', brand: 'acme', tier: 'growth', isPaid: true, createdAt: day2 },
        ])
        .returning();
      if (!a || !b || !c || !d) throw new Error('setup');
      await db.insert(credentials).values([
        { spaceId: a.id, username: 'r1@example.test', timezone: 'UTC', createdAt: day1 },
        { spaceId: a.id, username: 'r1b@example.test', timezone: 'UTC', createdAt: day2 },
        { spaceId: d.id, username: 'r4@example.test', timezone: 'UTC', createdAt: day2 },
      ]);
      // Actions: two done on day 2 in R1, one failed (not counted).
      const [workflow] = await db.insert(workflows).values({ spaceId: a.id, name: 'W' }).returning();
      const [prospect] = await db.insert(prospects).values({ spaceId: a.id, fullName: 'Pat' }).returning();
      if (!workflow || !prospect) throw new Error('setup');
      const [cp] = await db
        .insert(campaignProspects)
        .values({ spaceId: a.id, workflowId: workflow.id, prospectId: prospect.id })
        .returning();
      if (!cp) throw new Error('setup');
      await db.insert(stepExecutions).values(
        (['done', 'done', 'failed'] as const).map((status, index) => ({
          spaceId: a.id,
          workflowId: workflow.id,
          campaignProspectId: cp.id,
          stepKey: `s${index}`,
          idempotencyKey: `${cp.id}:s${index}`,
          actionKind: 'email',
          status,
          scheduledAt: day2,
          finishedAt: day2,
        })),
      );
      // MRR: R1 pays 12000 a year in EUR (1000 a month), R3 5000 a month in USD; R2's is canceled.
      await db.update(spaces).set({ subscriptionMode: 'stripe' }).where(eq(spaces.brand, 'closedesk'));
      await db.insert(billingAccounts).values([
        {
          spaceId: a.id,
          subscriptionStatus: 'active',
          interval: 'annual',
          currency: 'EUR',
          amountCents: 12000,
        },
        {
          spaceId: b.id,
          subscriptionStatus: 'canceled',
          interval: 'monthly',
          currency: 'USD',
          amountCents: 999,
        },
        {
          spaceId: c.id,
          subscriptionStatus: 'active',
          interval: 'monthly',
          currency: 'USD',
          amountCents: 5000,
        },
      ]);
      // Credits used in the period: 7 + 5 (a grant and a use outside the period do not count).
      await db.insert(creditLedger).values([
        { spaceId: a.id, delta: -7, balanceAfter: 0, kind: 'usage', idempotencyKey: 'u1', createdAt: day1 },
        { spaceId: c.id, delta: -5, balanceAfter: 0, kind: 'usage', idempotencyKey: 'u2', createdAt: day2 },
        { spaceId: c.id, delta: 100, balanceAfter: 0, kind: 'manual', idempotencyKey: 'g1', createdAt: day2 },
        {
          spaceId: c.id,
          delta: -9,
          balanceAfter: 0,
          kind: 'usage',
          idempotencyKey: 'u3',
          createdAt: new Date('2026-04-01T00:00:00Z'),
        },
      ]);

      const report = await ctx.api.get('/admin/space_report', {
        query: { from: '2026-03-01', to: '2026-03-04', brand: 'closedesk' },
        token: admin.token,
      });
      expect(report.status).toBe(200);
      expect(report.payload.days).toEqual([
        {
          date: '2026-03-01',
          new_workspaces: 0,
          paid_workspaces: 0,
          credentials_connected: 0,
          actions_done: 0,
        },
        {
          date: '2026-03-02',
          new_workspaces: 2,
          paid_workspaces: 1,
          credentials_connected: 1,
          actions_done: 0,
        },
        {
          date: '2026-03-03',
          new_workspaces: 1,
          paid_workspaces: 1,
          credentials_connected: 1,
          actions_done: 2,
        },
        {
          date: '2026-03-04',
          new_workspaces: 0,
          paid_workspaces: 0,
          credentials_connected: 0,
          actions_done: 0,
        },
      ]);
      expect(report.payload.totals).toEqual({
        new_workspaces: 3,
        paid_workspaces: 2,
        credentials_connected: 2,
        actions_done: 2,
      });

      const wl = await ctx.api.get('/admin/wl_report', {
        query: { from: '2026-03-01', to: '2026-03-31' },
        token: admin.token,
      });
      const closedesk = wl.payload.brands.find((row) => row.brand === 'closedesk');
      expect(closedesk).toEqual({
        brand: 'closedesk',
        name: findBrand('closedesk')?.name,
        customers: 3,
        paid_customers: 2,
        mrr: [
          { currency: 'EUR', amount_cents: 1000 },
          { currency: 'USD', amount_cents: 5000 },
        ],
        credits_used: 12,
        seats_used: 2,
      });

      // The reseller of acme: only acme, and closedesk's day report is 404.
      const theirs = await ctx.api.get('/admin/wl_report', {
        query: { from: '2026-03-01', to: '2026-03-31' },
        token: reseller.token,
      });
      expect(theirs.payload.brands.map((row) => row.brand)).toEqual(['acme']);
      const acmeDays = await ctx.api.get('/admin/space_report', {
        query: { from: '2026-03-01', to: '2026-03-04' },
        token: reseller.token,
      });
      expect(acmeDays.payload.totals).toMatchObject({ new_workspaces: 1, credentials_connected: 1 });
      const refused = await ctx.request('/api/admin/space_report?brand=closedesk', { token: reseller.token });
      expect(refused.status).toBe(404);

      for (const [query, message] of [
        ['from=2026-3-1', 'Dates must be YYYY-MM-DD'],
        ['from=2026-02-30', 'Dates must be YYYY-MM-DD'],
        ['from=2026-03-05&to=2026-03-01', 'From must not be after to'],
        ['from=2024-01-01&to=2026-03-01', 'The period can be at most 366 days'],
      ]) {
        const bad = await ctx.request(`/api/admin/space_report?${query}`, { token: admin.token });
        expect(bad.status, query).toBe(400);
        expect(bad.body).toEqual({ ok: false, error: message });
      }
    });
  });
});

describe('prepaid customers with payments set up', () => {
  let ctx: TestContext;
  afterAll(async () => {
    await ctx?.close();
  });

  it("answers 400 'Stripe customer not found' for a customer Stripe does not know", async () => {
    const payments = {
      mode: 'local',
      webhookSecret: 'whsec_test',
      stripe: {
        customers: {
          retrieve: async (id: string) => {
            if (id === 'cus_known') return { id };
            if (id === 'cus_gone') return { id, deleted: true };
            throw new Error('No such customer');
          },
        },
      },
    } as unknown as Payments;
    ctx = await createTestContext({ payments });
    const admin = await ctx.createMember();
    await makePlatformAdmin(ctx, admin);
    const body = { email: 'p@example.test', currency: 'USD', tier: 'growth', interval: 'monthly' };
    for (const customer of ['cus_unknown', 'cus_gone']) {
      const refused = await ctx.request('/api/admin/prepaid_customers', {
        method: 'POST',
        token: admin.token,
        body: { ...body, stripe_customer: customer },
      });
      expect(refused.body).toEqual({ ok: false, error: 'Stripe customer not found' });
    }
    const accepted = await ctx.request('/api/admin/prepaid_customers', {
      method: 'POST',
      token: admin.token,
      body: { ...body, stripe_customer: 'cus_known' },
    });
    expect(accepted.status).toBe(201);
  });
});
