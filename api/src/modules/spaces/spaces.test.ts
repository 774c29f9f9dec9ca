import type { ApiQuery } from '@outreach/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import {
  insertCredential,
  makePlatformAdmin,
  setSpaceStatus,
  setUserBrand,
  tinyPng,
  uploadFile,
} from '../../../test/workspaces';
import { and } from 'drizzle-orm';
import {
  billingPlans,
  crmSuggestions,
  creditLedger,
  spaceCreditGrants,
  spaceMembers,
  spaces,
  users,
} from '../../db/schema';
import { planBrand } from '../../platform/plans';
import { ManualCreditGrantSchema, SpaceFeaturesSchema, SpaceInfoSchema } from './spaces.schema';

describe.each(databaseModes())('/api/space on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const info = (member: Member, query: ApiQuery<'get', '/space/info'> = {}) =>
    ctx.api.get('/space/info', { query, token: member.token });

  describe('GET /api/space/info', () => {
    it('returns the current workspace with its users, admins, seats and brand config', async () => {
      const owner = await ctx.createMember({
        spaceName: 'Northwind',
        tier: 'free',
        isAdmin: true,
        firstName: 'Olga',
        lastName: 'Admin',
        email: 'olga@northwind.test',
      });
      ctx.clock.advance(1000);
      const colleague = await ctx.createMember({
        space: owner.space,
        isAdmin: false,
        firstName: 'Wim',
        lastName: 'Worker',
        email: 'wim@northwind.test',
      });
      const response = await info(colleague);
      expect(response.status).toBe(200);
      expect(response.payload).toEqual({
        _id: owner.space.id,
        name: 'Northwind',
        avatar: null,
        brand: 'reachly',
        status: 'active',
        is_paid: true,
        payment_in_progress: false,
        is_billing_enabled: true,
        tier: 'free',
        subscription_mode: 'no_sub',
        subscription: null,
        credits_usage: { usage_by_type: { default: 0 }, available_by_type: { default: 0 } },
        // No CRM connected (issue 15 item 5; crm-sync.test.ts connects one).
        crm_tokens: [],
        show_crm: false,
        has_dialer: false,
        notifications: { is_expired_hubspot_token: false },
        admins: [owner.user.id],
        users: [
          expect.objectContaining({
            _id: owner.user.id,
            first_name: 'Olga',
            last_name: 'Admin',
            full_name: 'Olga Admin',
            email: 'olga@northwind.test',
            photo_link: null,
            is_admin: true,
            available_credentials: [],
          }),
          expect.objectContaining({
            _id: colleague.user.id,
            first_name: 'Wim',
            last_name: 'Worker',
            email: 'wim@northwind.test',
            photo_link: null,
            is_admin: false,
            available_credentials: [],
          }),
        ],
        used_seats: 0,
        total_seats: 3,
        available_seats: 3,
        cloud_seats_available: 3,
        extension_seats_available: 3,
        max_credentials: null,
        config: { logo_shape: 'square' },
        // The workspace's brand record, whole and public (issue 14).
        brand_config: expect.objectContaining({ id: 'reachly', name: 'Reachly', family: 'main' }),
        is_admin_view: false,
      });
    });

    it('counts seats from the workspace credentials, cloud and extension apart', async () => {
      const owner = await ctx.createMember();
      await insertCredential(ctx, owner.space, 'cloud');
      await insertCredential(ctx, owner.space, 'extension');
      await ctx.database.db.update(spaces).set({ cloudSeats: 1 }).where(eq(spaces.id, owner.space.id));
      const other = await ctx.createMember();
      await insertCredential(ctx, other.space, 'cloud');

      const payload = (await info(owner)).payload;
      expect(payload).toMatchObject({
        used_seats: 2,
        total_seats: 3,
        available_seats: 1,
        cloud_seats_available: 0,
        extension_seats_available: 1,
      });
    });

    it('shows the restricted brand maximum credentials and the brand logo shape', async () => {
      const owner = await ctx.createMember();
      await ctx.database.db.update(spaces).set({ brand: 'closedesk' }).where(eq(spaces.id, owner.space.id));
      expect((await info(owner)).payload).toMatchObject({ brand: 'closedesk', max_credentials: 10 });
      await ctx.database.db.update(spaces).set({ brand: 'acme' }).where(eq(spaces.id, owner.space.id));
      expect((await info(owner)).payload).toMatchObject({
        max_credentials: null,
        config: { logo_shape: 'rectangle' },
      });
    });

    it('accepts the space parameter for a workspace the user belongs to', async () => {
      const owner = await ctx.createMember({ spaceName: 'Mine' });
      const response = await info(owner, { space: owner.space.id });
      expect(response.payload._id).toBe(owner.space.id);
    });

    it("answers 403 'Can not find space' for someone else's workspace and 401 without a token", async () => {
      const owner = await ctx.createMember();
      const stranger = await ctx.createMember();
      const response = await info(stranger, { space: owner.space.id });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ ok: false, error: 'Can not find space' });
      expect((await info(stranger, { space: 'not-a-uuid' })).status).toBe(403);
      expect((await ctx.request('/api/space/info')).status).toBe(401);
    });

    it('lets a platform admin into any workspace with space=, marked is_admin_view', async () => {
      const customer = await ctx.createMember({ spaceName: 'Customer Co' });
      const admin = await ctx.createMember({ spaceName: 'Platform HQ' });
      await makePlatformAdmin(ctx, admin);

      const viewing = await info(admin, { space: customer.space.id });
      expect(viewing.status).toBe(200);
      expect(viewing.payload).toMatchObject({
        _id: customer.space.id,
        name: 'Customer Co',
        is_admin_view: true,
      });
      expect((await info(admin)).payload).toMatchObject({ _id: admin.space.id, is_admin_view: false });
      expect((await info(customer)).payload.is_admin_view).toBe(false);
    });
  });

  describe('blocked or deleted workspace', () => {
    it("answers 403 'Workspace blocked or deleted, contact admin' except on info", async () => {
      for (const status of ['blocked', 'deleted'] as const) {
        const owner = await ctx.createMember();
        await setSpaceStatus(ctx, owner.space, status);
        expect((await info(owner)).payload.status).toBe(status);
        for (const path of [
          '/api/space/features',
          '/api/workflows',
          `/api/space/${owner.space.id}/invites`,
        ]) {
          const response = await ctx.request(path, { token: owner.token });
          expect(response.status).toBe(403);
          expect(response.body).toEqual({ ok: false, error: 'Workspace blocked or deleted, contact admin' });
        }
        const update = await ctx.request(`/api/space/${owner.space.id}/update`, {
          method: 'POST',
          token: owner.token,
          body: { space_object: { name: 'Still mine' } },
        });
        expect(update.body).toEqual({ ok: false, error: 'Workspace blocked or deleted, contact admin' });
        expect((await ctx.request('/api/users/fetch_spaces', { token: owner.token })).status).toBe(200);
      }
    });

    it('still lets a platform admin in', async () => {
      const customer = await ctx.createMember();
      await setSpaceStatus(ctx, customer.space, 'blocked');
      const admin = await ctx.createMember();
      await makePlatformAdmin(ctx, admin);
      const response = await ctx.request(`/api/space/features?space=${customer.space.id}`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
    });
  });

  describe('POST /api/space/create', () => {
    const create = (member: Member, body: unknown) =>
      ctx.api.unchecked.post('/space/create', { token: member.token, body });

    it('creates a workspace whose creator is its admin, and makes it current', async () => {
      const user = await ctx.createMember({ spaceName: 'First' });
      ctx.clock.advance(1000);
      const response = await create(user, { name: '  Second Co  ', promotekit_referral: 'ref-42' });
      expect(response.status).toBe(201);
      expect(response.payload).toMatchObject({ name: 'Second Co', admins: [user.user.id], status: 'active' });
      const created = response.payload._id;

      expect((await info(user)).payload._id).toBe(created);
      const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, created));
      expect(row).toMatchObject({ promotekitReferral: 'ref-42', brand: 'reachly' });
      const spacesList = await ctx.api.get('/users/fetch_spaces', { token: user.token });
      expect(spacesList.payload.map((space) => space._id)).toEqual([user.space.id, created]);
    });

    it('works for a user who has no workspace yet', async () => {
      const user = await ctx.createMember();
      await ctx.database.db.delete(spaceMembers).where(eq(spaceMembers.userId, user.user.id));
      await ctx.database.db.update(users).set({ currentSpaceId: null }).where(eq(users.id, user.user.id));
      expect((await info(user)).status).toBe(403);
      const response = await create(user, { name: 'Fresh start' });
      expect(response.status).toBe(201);
      expect((await info(user)).payload.name).toBe('Fresh start');
    });

    it("answers 'Name is required' for a missing or blank name", async () => {
      const user = await ctx.createMember();
      for (const body of [{}, { name: '' }, { name: '   ' }, { name: null }]) {
        const response = await create(user, body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ ok: false, error: 'Name is required' });
      }
      expect((await create(user, 'not json')).status).toBe(400);
      expect((await create(user, { name: 42 })).status).toBe(400);
    });

    it('refuses users of the restricted brand: "You can\'t create a new workspace"', async () => {
      const user = await ctx.createMember();
      await setUserBrand(ctx, user, 'closedesk');
      const before = await ctx.database.db.select().from(spaces);
      const response = await create(user, { name: 'Not allowed' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ ok: false, error: "You can't create a new workspace" });
      expect(await ctx.database.db.select().from(spaces)).toHaveLength(before.length);
    });

    it('needs a token', async () => {
      expect((await ctx.request('/api/space/create', { method: 'POST', body: { name: 'x' } })).status).toBe(
        401,
      );
    });
  });

  describe('POST /api/space/{id}/update', () => {
    const update = (member: Member, spaceId: string, body: unknown) =>
      ctx.api.unchecked.post('/space/{id}/update', { path: { id: spaceId }, token: member.token, body });

    it('renames the workspace (admins) and tells its sockets', async () => {
      const owner = await ctx.createMember({ isAdmin: true, tier: 'free' });
      const response = await update(owner, owner.space.id, {
        space_object: { name: 'Renamed', tier: 'supreme' },
      });
      expect(response.status).toBe(200);
      expect(response.payload).toMatchObject({ name: 'Renamed', tier: 'free' });
      expect(ctx.realtime.events).toContainEqual({
        spaceId: owner.space.id,
        event: 'update_space',
        payload: { _id: owner.space.id },
      });
    });

    it('refuses members who are not admins', async () => {
      const owner = await ctx.createMember({ isAdmin: true, spaceName: 'Kept' });
      const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
      const response = await update(worker, owner.space.id, { space_object: { name: 'Hijacked' } });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ ok: false, error: 'Only workspace admins can do this' });
      expect((await info(owner)).payload.name).toBe('Kept');
    });

    it("answers 'Name is required' for a blank name and 400 without space_object", async () => {
      const owner = await ctx.createMember();
      expect((await update(owner, owner.space.id, { space_object: { name: ' ' } })).body).toEqual({
        ok: false,
        error: 'Name is required',
      });
      expect((await update(owner, owner.space.id, {})).status).toBe(400);
    });

    it('removes the picture with avatar null; a new picture goes through save_photo', async () => {
      const owner = await ctx.createMember();
      const saved = await uploadFile(ctx, '/api/space/save_photo', owner.token, tinyPng);
      const link = (saved.body.payload as { avatar: string }).avatar;
      expect(
        (await update(owner, owner.space.id, { space_object: { avatar: 'https://evil.test/x.png' } })).status,
      ).toBe(400);
      const cleared = await update(owner, owner.space.id, { space_object: { avatar: null } });
      expect(cleared.payload.avatar).toBeNull();
      expect((await ctx.app.request(link)).status).toBe(404);
    });
  });

  describe('POST /api/space/save_photo', () => {
    it('stores a PNG, JPEG, WEBP or GIF and serves it at the avatar link', async () => {
      const owner = await ctx.createMember();
      const response = await uploadFile(ctx, '/api/space/save_photo', owner.token, tinyPng);
      expect(response.status).toBe(200);
      const avatar = (response.body.payload as { avatar: string }).avatar;
      expect(avatar).toMatch(/^\/api\/photos\/[0-9a-f-]{36}$/);
      expect((await info(owner)).payload.avatar).toBe(avatar);

      const served = await ctx.app.request(avatar);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(tinyPng);

      const gif = new Uint8Array([...Buffer.from('GIF89a'), 1, 0, 1, 0, 0, 0, 0]);
      const replaced = await uploadFile(ctx, '/api/space/save_photo', owner.token, gif, { name: 'a.gif' });
      expect(replaced.status).toBe(200);
      expect((await ctx.app.request(avatar)).status).toBe(404);
    });

    it('checks the type by content, not by name or declared type', async () => {
      const owner = await ctx.createMember();
      const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
      const response = await uploadFile(ctx, '/api/space/save_photo', owner.token, text, {
        name: 'innocent.png',
        type: 'image/png',
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'The image must be a PNG, JPEG, WEBP or GIF' });
      expect((await info(owner)).payload.avatar).toBeNull();
    });

    it('refuses images over 2 MB and requests without a file', async () => {
      const owner = await ctx.createMember();
      const tooBig = new Uint8Array(2 * 1024 * 1024 + 1);
      tooBig.set(tinyPng.subarray(0, 8));
      const big = await uploadFile(ctx, '/api/space/save_photo', owner.token, tooBig);
      expect(big.status).toBe(400);
      expect(big.body).toEqual({ ok: false, error: 'The image must be at most 2 MB' });
      const huge = await uploadFile(
        ctx,
        '/api/space/save_photo',
        owner.token,
        new Uint8Array(5 * 1024 * 1024),
      );
      expect(huge.body).toEqual({ ok: false, error: 'The image must be at most 2 MB' });

      const none = await uploadFile(ctx, '/api/space/save_photo', owner.token, null);
      expect(none.status).toBe(400);
      expect(none.body).toEqual({ ok: false, error: 'Please choose an image' });
      const json = await ctx.request('/api/space/save_photo', {
        method: 'POST',
        token: owner.token,
        body: {},
      });
      expect(json.body).toEqual({ ok: false, error: 'Please choose an image' });
    });

    it('is for admins only', async () => {
      const owner = await ctx.createMember();
      const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
      const response = await uploadFile(ctx, '/api/space/save_photo', worker.token, tinyPng);
      expect(response.status).toBe(403);
    });
  });

  describe('GET /api/space/features', () => {
    it('gives the free tier campaigns, cloud, extension and link tracking only', async () => {
      const owner = await ctx.createMember({ tier: 'free' });
      const response = await ctx.api.get('/space/features', { token: owner.token });
      const enabled = Object.entries(response.payload)
        .filter(([, on]) => on)
        .map(([flag]) => flag)
        .sort();
      expect(enabled).toEqual(['campaigns', 'cloud', 'extension', 'link_tracking']);
      expect(response.payload.smart_sequences).toBe(false);
    });

    it('follows the tier, including its other names', async () => {
      const owner = await ctx.createMember();
      await ctx.database.db.update(spaces).set({ tier: 'essential' }).where(eq(spaces.id, owner.space.id));
      const growth = (await ctx.api.get('/space/features', { token: owner.token })).payload;
      expect(growth).toMatchObject({
        smart_sequences: true,
        icebreakers: true,
        campaigns: true,
        calling: false,
      });
    });

    it('includes everything below a tier, everything on supreme, and treats unknown tiers as free', async () => {
      const owner = await ctx.createMember();
      const featuresOf = async (tier: string) => {
        await ctx.database.db.update(spaces).set({ tier }).where(eq(spaces.id, owner.space.id));
        return (await ctx.api.get('/space/features', { token: owner.token })).payload;
      };
      expect(await featuresOf('pro')).toMatchObject({
        calling: true,
        smart_sequences: true,
        ai_employee_messages: false,
      });
      expect(Object.values(await featuresOf('supreme')).every(Boolean)).toBe(true);
      expect(await featuresOf('mystery')).toEqual(await featuresOf('free'));
    });

    it("reads the brand's plan: a flag an admin adds to the plan is on at once", async () => {
      const owner = await ctx.createMember({ tier: 'free' });
      const before = await ctx.api.get('/space/features', { token: owner.token });
      expect(before.payload.video).toBe(false);
      const where = and(
        eq(billingPlans.brand, await planBrand(ctx.database.db, owner.space.brand)),
        eq(billingPlans.tier, 'free'),
      );
      const [plan] = await ctx.database.db.select().from(billingPlans).where(where);
      await ctx.database.db
        .update(billingPlans)
        .set({ features: [...(plan?.features ?? []), 'video'] })
        .where(where);
      const after = await ctx.api.get('/space/features', { token: owner.token });
      expect(after.payload.video).toBe(true);
      await ctx.database.db
        .update(billingPlans)
        .set({ features: plan?.features ?? [] })
        .where(where);
    });
  });

  describe('POST /api/space/sign_up_settings', () => {
    it('stores and merges the answers (admins)', async () => {
      const owner = await ctx.createMember();
      const first = await ctx.request('/api/space/sign_up_settings', {
        method: 'POST',
        token: owner.token,
        body: { team_size: '2-10', goals: ['sales'] },
      });
      expect(first.payload).toEqual({ sign_up_settings: { team_size: '2-10', goals: ['sales'] } });
      const second = await ctx.request('/api/space/sign_up_settings', {
        method: 'POST',
        token: owner.token,
        body: { team_size: null, role: 'founder' },
      });
      expect(second.payload).toEqual({ sign_up_settings: { goals: ['sales'], role: 'founder' } });
      const [row] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, owner.space.id));
      expect(row?.signUpSettings).toEqual({ goals: ['sales'], role: 'founder' });
    });

    it('refuses bad shapes and non-admins', async () => {
      const owner = await ctx.createMember();
      const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
      const bad = await ctx.request('/api/space/sign_up_settings', {
        method: 'POST',
        token: owner.token,
        body: { nested: { deep: true } },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ ok: false, error: 'Unknown field: nested' });
      const notAText = await ctx.request('/api/space/sign_up_settings', {
        method: 'POST',
        token: owner.token,
        body: { team_size: { deep: true } },
      });
      expect(notAText.status).toBe(400);
      const forbidden = await ctx.request('/api/space/sign_up_settings', {
        method: 'POST',
        token: worker.token,
        body: { a: 'b' },
      });
      expect(forbidden.status).toBe(403);
    });
  });

  describe('POST /api/space/crm_suggestion', () => {
    it('stores the suggestion for the workspace', async () => {
      const owner = await ctx.createMember();
      const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
      const response = await ctx.request('/api/space/crm_suggestion', {
        method: 'POST',
        token: worker.token,
        body: { crm_suggestion: '  Salesforce ' },
      });
      expect(response.payload).toMatchObject({ crm_suggestion: 'Salesforce' });
      const rows = await ctx.database.db
        .select()
        .from(crmSuggestions)
        .where(eq(crmSuggestions.spaceId, owner.space.id));
      expect(rows).toMatchObject([{ suggestion: 'Salesforce', userId: worker.user.id }]);
    });

    it("answers 'Please enter a CRM name' for a blank one", async () => {
      const owner = await ctx.createMember();
      for (const body of [{}, { crm_suggestion: '  ' }]) {
        const response = await ctx.request('/api/space/crm_suggestion', {
          method: 'POST',
          token: owner.token,
          body,
        });
        expect(response.body).toEqual({ ok: false, error: 'Please enter a CRM name' });
      }
    });
  });

  describe('PUT /api/space/admin/{id}/manual_credits', () => {
    const grant = (member: Member, spaceId: string, body: unknown) =>
      ctx.api.unchecked.put('/space/admin/{id}/manual_credits', {
        path: { id: spaceId },
        token: member.token,
        body,
      });

    it('records a grant row (platform admins) and tells the workspace', async () => {
      const customer = await ctx.createMember();
      const admin = await ctx.createMember();
      await makePlatformAdmin(ctx, admin);
      const first = await grant(admin, customer.space.id, { credits: 500, comment: 'Goodwill' });
      expect(first.payload).toMatchObject({
        space_id: customer.space.id,
        amount: 500,
        credit_type: 'default',
        comment: 'Goodwill',
        granted_by: admin.user.id,
        total_granted: 500,
      });
      const second = await grant(admin, customer.space.id, { credits: -100 });
      expect(second.payload.total_granted).toBe(400);
      const rows = await ctx.database.db
        .select()
        .from(spaceCreditGrants)
        .where(eq(spaceCreditGrants.spaceId, customer.space.id));
      expect(rows).toHaveLength(2);
      // Through the credit wallet: the balance moved and the workspace was told it.
      expect(ctx.realtime.events).toContainEqual({
        spaceId: customer.space.id,
        event: 'update_credits',
        payload: { balance: 400 },
      });
      const ledger = await ctx.database.db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.spaceId, customer.space.id));
      expect(ledger.map((row) => [row.kind, row.delta, row.idempotencyKey]).sort()).toEqual(
        rows.map((row) => ['manual', row.amount, `manual:${row.id}`]).sort(),
      );
      const tooMuch = await grant(admin, customer.space.id, { credits: -401 });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body).toEqual({ ok: false, error: 'Credits can not go below zero' });
    });

    it('refuses workspace admins who are not platform admins, bad amounts and unknown workspaces', async () => {
      const owner = await ctx.createMember({ isAdmin: true });
      const denied = await grant(owner, owner.space.id, { credits: 100 });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ ok: false, error: 'Only platform admins can do this' });

      const admin = await ctx.createMember();
      await makePlatformAdmin(ctx, admin);
      for (const body of [{ credits: 0 }, { credits: 1.5 }, { credits: 'many' }, {}]) {
        expect((await grant(admin, owner.space.id, body)).status).toBe(400);
      }
      const missing = await grant(admin, '00000000-0000-4000-8000-000000000000', { credits: 5 });
      expect(missing.status).toBe(404);
      expect((await grant(admin, 'nope', { credits: 5 })).status).toBe(404);
      const rows = await ctx.database.db
        .select()
        .from(spaceCreditGrants)
        .where(eq(spaceCreditGrants.spaceId, owner.space.id));
      expect(rows).toHaveLength(0);
    });
  });

  describe('the declared contract (issue 12)', () => {
    it('answers as declared: the workspace, its features and a grant match their schemas exactly', async () => {
      const owner = await ctx.createMember();
      await ctx.createMember({ space: owner.space, isAdmin: false });
      const space = (await info(owner)).payload;
      expect(() => SpaceInfoSchema.strict().parse(space)).not.toThrow();
      expect(() => SpaceInfoSchema.shape.users.element.strict().parse(space.users[1])).not.toThrow();
      const features = await ctx.request('/api/space/features', { token: owner.token });
      expect(() => SpaceFeaturesSchema.strict().parse(features.payload)).not.toThrow();
      const admin = await ctx.createMember();
      await makePlatformAdmin(ctx, admin);
      const grant = await ctx.request(`/api/space/admin/${owner.space.id}/manual_credits`, {
        method: 'PUT',
        token: admin.token,
        body: { credits: 5 },
      });
      expect(() => ManualCreditGrantSchema.strict().parse(grant.payload)).not.toThrow();
    });

    it.each([
      ['POST', '/api/space/create', { name: 'Acme', colour: 'red' }, 'Unknown field: colour'],
      ['POST', '/api/space/create', { name: 42 }, 'name: Invalid input: expected string, received number'],
      ['POST', '/api/space/join', { invite_code: 'ABCDEFGHJKLM', space: 'x' }, 'Unknown field: space'],
      ['POST', '/api/space/crm_suggestion', { crm_suggestion: 'HubSpot', note: 'x' }, 'Unknown field: note'],
      [
        'POST',
        '/api/space/{id}/update',
        {},
        'space_object: Invalid input: expected object, received undefined',
      ],
      ['POST', '/api/space/{id}/update', { space_object: { name: 'A' }, x: 1 }, 'Unknown field: x'],
      ['POST', '/api/space/{id}/invites', { emails: ['a@b.test'], role: 'admin' }, 'Unknown field: role'],
      [
        'PUT',
        '/api/space/admin/{id}/manual_credits',
        { credits: 1.5 },
        'credits: Credits must be a whole number',
      ],
      ['PUT', '/api/space/admin/{id}/manual_credits', { credits: 0 }, 'credits: Credits must not be 0'],
      [
        'PUT',
        '/api/space/admin/{id}/manual_credits',
        { credits: 5, credit_type: 'Bonus!' },
        'credit_type: Unknown credit type',
      ],
    ])('%s %s refuses %j: 400 %s', async (method, path, body, error) => {
      const owner = await ctx.createMember();
      await makePlatformAdmin(ctx, owner);
      const response = await ctx.request(path.replace('{id}', owner.space.id), {
        method,
        token: owner.token,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });

    it('refuses an invite code over 200 characters in the query, and a JSON body not sent as JSON (415)', async () => {
      const long = await ctx.request(`/api/space/invites?invite_code=${'A'.repeat(201)}`);
      expect(long.status).toBe(400);
      expect(long.body).toEqual({
        ok: false,
        error: 'invite_code: Too big: expected string to have <=200 characters',
      });
      const owner = await ctx.createMember();
      const plain = await ctx.request('/api/space/create', {
        method: 'POST',
        token: owner.token,
        headers: { 'Content-Type': 'text/plain' },
        body: { name: 'Acme' },
      });
      expect(plain.status).toBe(415);
      expect(plain.body).toEqual({ ok: false, error: 'Unsupported Media Type' });
    });

    it('checks the sign-in and the role before the body', async () => {
      const owner = await ctx.createMember();
      const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
      const anonymous = await ctx.request('/api/space/create', { method: 'POST', body: { bad: 1 } });
      expect(anonymous.body).toEqual({ ok: false, error: 'Token is not valid' });
      const notAdmin = await ctx.request(`/api/space/${owner.space.id}/update`, {
        method: 'POST',
        token: worker.token,
        body: { bad: 1 },
      });
      expect(notAdmin.status).toBe(403);
      expect(notAdmin.body).toEqual({ ok: false, error: 'Only workspace admins can do this' });
    });
  });
});
