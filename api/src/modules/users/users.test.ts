import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, on, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import {
  insertCredential,
  makePlatformAdmin,
  membershipOf,
  setSpaceStatus,
  tinyPng,
  uploadFile,
} from '../../../test/workspaces';
import { spaceMembers, users } from '../../db/schema';
import { verifyPassword } from '../../platform/passwords';
import {
  MemberAllowedPagesSchema,
  MemberAvailableCredentialsSchema,
  UserProfileSchema,
} from './users.schema';

describe.each(databaseModes())('/api/users on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const membership = (spaceId: string, userId: string) => membershipOf(ctx, spaceId, userId);

  /** An admin with a worker in one workspace. */
  async function team() {
    const admin = await ctx.createMember({ isAdmin: true });
    ctx.clock.advance(1000);
    const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
    return { admin, worker };
  }

  describe('GET /api/users/fetch_user and fetch_spaces', () => {
    it('returns the signed-in user', async () => {
      const member = await ctx.createMember({
        email: 'ana@example.test',
        firstName: 'Ana',
        lastName: 'Silva',
      });
      const response = await ctx.api.get('/users/fetch_user', { token: member.token });
      expect(response.payload).toEqual({
        _id: member.user.id,
        email: 'ana@example.test',
        first_name: 'Ana',
        last_name: 'Silva',
        full_name: 'Ana Silva',
        phone: null,
        country_code: null,
        industry: null,
        address_line: null,
        zip_code: null,
        avatar: null,
        photo_link: null,
        brand: 'reachly',
        status: 'active',
        email_confirmed: true,
        is_admin: false,
        manual_approval: false,
        email_notifications: {
          new_reply: true,
          account_issue: true,
          campaign_completed: true,
          weekly_report: true,
        },
      });
    });

    it('lists only the workspaces the user belongs to, with the admin flag', async () => {
      const ana = await ctx.createMember({ spaceName: 'Ana Co', isAdmin: true });
      const client = await ctx.createMember({ spaceName: 'Client Co' });
      await ctx.createMember({ spaceName: 'Stranger Co' });
      await ctx.database.db.insert(spaceMembers).values({
        spaceId: client.space.id,
        userId: ana.user.id,
        isAdmin: false,
        createdAt: new Date(ctx.clock.now().getTime() + 1000),
      });

      const response = await ctx.api.get('/users/fetch_spaces', { token: ana.token });
      expect(response.payload).toEqual([
        {
          _id: ana.space.id,
          name: 'Ana Co',
          avatar: null,
          brand: 'reachly',
          status: 'active',
          is_admin: true,
        },
        {
          _id: client.space.id,
          name: 'Client Co',
          avatar: null,
          brand: 'reachly',
          status: 'active',
          is_admin: false,
        },
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

  describe('POST /api/users/exists', () => {
    it('says whether an account uses the address, ignoring case and spaces', async () => {
      const member = await ctx.createMember({ email: 'taken@example.test' });
      expect(
        (
          await ctx.api.post('/users/exists', {
            token: member.token,
            body: { email: ' TAKEN@example.test ' },
          })
        ).payload,
      ).toEqual({
        exists: true,
      });
      expect(
        (await ctx.api.post('/users/exists', { token: member.token, body: { email: 'free@example.test' } }))
          .payload,
      ).toEqual({
        exists: false,
      });
      expect(
        (await ctx.api.post('/users/exists', { token: member.token, body: { email: '' } })).body,
      ).toEqual({
        ok: false,
        error: 'Please enter email',
      });
      expect((await ctx.api.unchecked.post('/users/exists', { token: member.token, body: {} })).status).toBe(
        400,
      );
    });
  });

  describe('POST /api/users/update', () => {
    it('stores manual approval and email notification switches, and refuses unknown switches', async () => {
      const member = await ctx.createMember();
      const response = await ctx.api.post('/users/update', {
        token: member.token,
        body: {
          manual_approval: true,
          email_notifications: { weekly_report: false },
        },
      });
      expect(response.payload).toMatchObject({
        manual_approval: true,
        email_notifications: {
          new_reply: true,
          account_issue: true,
          campaign_completed: true,
          weekly_report: false,
        },
      });
      const again = await ctx.api.get('/users/fetch_user', { token: member.token });
      expect(again.payload?.manual_approval).toBe(true);
      expect(again.payload?.email_notifications.weekly_report).toBe(false);
      const bad = await ctx.api.unchecked.post('/users/update', {
        token: member.token,
        body: { email_notifications: { sms_spam: true } },
      });
      expect(bad.status).toBe(400);
    });

    it('changes the fields sent, clears blank optional ones, and tells the workspaces', async () => {
      const member = await ctx.createMember();
      await ctx.database.db.update(users).set({ industry: 'Retail' }).where(eq(users.id, member.user.id));
      const response = await ctx.api.post('/users/update', {
        token: member.token,
        body: {
          first_name: ' Maria ',
          last_name: 'Lopez',
          phone: '+34 600 123 456',
          industry: '',
          address_line: 'Calle Mayor 1',
          zip_code: '28013',
        },
      });
      expect(response.payload).toMatchObject({
        first_name: 'Maria',
        last_name: 'Lopez',
        full_name: 'Maria Lopez',
        phone: '+34 600 123 456',
        industry: null,
        address_line: 'Calle Mayor 1',
        zip_code: '28013',
      });
      expect(ctx.realtime.events).toContainEqual({
        spaceId: member.space.id,
        event: 'update_user',
        payload: { _id: member.user.id, space_id: member.space.id },
      });
    });

    it('refuses a blank name and a bad phone', async () => {
      const member = await ctx.createMember({ firstName: 'Keep' });
      const blank = await ctx.api.post('/users/update', { token: member.token, body: { first_name: '  ' } });
      expect(blank.body).toEqual({ ok: false, error: 'first_name: First name is required' });
      const phone = await ctx.api.post('/users/update', { token: member.token, body: { phone: '12' } });
      expect(phone.body).toEqual({ ok: false, error: 'phone: Please, add correct phone number' });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row?.firstName).toBe('Keep');
    });
  });

  describe('POST /api/users/save_photo', () => {
    it('stores the picture as the user avatar, shown in fetch_user and the workspace users', async () => {
      const member = await ctx.createMember();
      const response = await uploadFile(ctx, '/api/users/save_photo', member.token, tinyPng);
      expect(response.status).toBe(200);
      const { photo_link } = response.body.payload as { photo_link: string };
      expect(photo_link).toMatch(/^\/api\/photos\//);
      expect((await ctx.api.get('/users/fetch_user', { token: member.token })).payload.avatar).toBe(
        photo_link,
      );
      const info = await ctx.api.get('/space/info', { token: member.token });
      expect(info.payload.users[0]?.photo_link).toBe(photo_link);
      expect((await ctx.app.request(photo_link)).headers.get('content-type')).toBe('image/png');
    });

    it('applies the image rules', async () => {
      const member = await ctx.createMember();
      const text = await uploadFile(
        ctx,
        '/api/users/save_photo',
        member.token,
        new TextEncoder().encode('hello'),
      );
      expect(text.body).toEqual({ ok: false, error: 'The image must be a PNG, JPEG, WEBP or GIF' });
      const big = new Uint8Array(2 * 1024 * 1024 + 10);
      big.set([0xff, 0xd8, 0xff]);
      expect((await uploadFile(ctx, '/api/users/save_photo', member.token, big)).body).toEqual({
        ok: false,
        error: 'The image must be at most 2 MB',
      });
      const webp = new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);
      expect((await uploadFile(ctx, '/api/users/save_photo', member.token, webp)).status).toBe(200);
      const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
      expect((await uploadFile(ctx, '/api/users/save_photo', member.token, jpeg)).status).toBe(200);
    });
  });

  describe('POST /api/users/change_password', () => {
    /** As `member`: change their own password from `oldPassword` to `password`. */
    const changePassword = (member: Member, oldPassword: string, password: string | undefined) =>
      ctx.api.post('/users/change_password', {
        token: member.token,
        body: { old_password: oldPassword, password },
      });

    it('changes the password and signs out the other sessions only', async () => {
      const member = await ctx.createMember({ password: 'old password 1' });
      const otherSession = await ctx.api.post('/auth/sign_in', {
        body: { email: member.user.email, password: 'old password 1' },
      });
      const response = await changePassword(member, 'old password 1', 'new password 22');
      expect(response.payload).toEqual({ changed: true });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
      expect(await verifyPassword(row?.passwordHash ?? '', 'new password 22')).toBe(true);
      expect((await ctx.request('/api/users/fetch_user', { token: member.token })).status).toBe(200);
      expect((await ctx.request('/api/users/fetch_user', { token: otherSession.payload.token })).status).toBe(
        401,
      );
    });

    it("answers 'Old password is incorrect' and enforces 8 to 40 characters", async () => {
      const member = await ctx.createMember({ password: 'old password 1' });
      const wrong = await changePassword(member, 'not it', 'new password 22');
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ ok: false, error: 'Old password is incorrect' });
      for (const password of ['short', 'x'.repeat(41), '', undefined]) {
        const response = await changePassword(member, 'old password 1', password);
        expect(response.body).toEqual({ ok: false, error: 'The password must be 8 to 40 characters' });
      }
      expect(
        (
          await changePassword(
            member,
            'old password 1',
            'new password 40 characters long, ok 12'.padEnd(40, '!'),
          )
        ).status,
      ).toBe(200);
    });

    it('refuses a weak new password and says why (issue 11: one repeated character was accepted)', async () => {
      const member = await ctx.createMember({ password: 'old password 1', firstName: 'Margaretha' });
      for (const [password, error] of [
        ['x'.repeat(40), 'Password can not be one character repeated, please choose another one'],
        ['aaaaaaaa', 'Password can not be one character repeated, please choose another one'],
        ['iloveyou', 'This password is too common, please choose another one'],
        [
          'margaretha2',
          'This password is too easy to guess: it contains your name or email. Add more words or characters that are less common',
        ],
      ]) {
        const response = await changePassword(member, 'old password 1', password);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ ok: false, error });
      }
    });
  });

  describe('POST /api/users/set_space', () => {
    it('makes another workspace of the user current', async () => {
      const member = await ctx.createMember({ spaceName: 'One' });
      const other = await ctx.createMember({ spaceName: 'Two' });
      await ctx.database.db.insert(spaceMembers).values({ spaceId: other.space.id, userId: member.user.id });
      const response = await ctx.api.post('/users/set_space', {
        token: member.token,
        body: { space_id: other.space.id },
      });
      expect(response.payload._id).toBe(other.space.id);
      expect((await ctx.api.get('/space/info', { token: member.token })).payload.name).toBe('Two');
    });

    it("answers 'Space already active' for the current one", async () => {
      const member = await ctx.createMember();
      const response = await ctx.api.post('/users/set_space', {
        token: member.token,
        body: { space_id: member.space.id },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Space already active' });
    });

    it('refuses a blocked or deleted workspace, naming the status', async () => {
      const member = await ctx.createMember();
      for (const status of ['blocked', 'deleted'] as const) {
        const other = await ctx.createMember();
        await ctx.database.db
          .insert(spaceMembers)
          .values({ spaceId: other.space.id, userId: member.user.id });
        await setSpaceStatus(ctx, other.space, status);
        const response = await ctx.api.post('/users/set_space', {
          token: member.token,
          body: { space_id: other.space.id },
        });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ ok: false, error: `Space is ${status}, contact admin` });
      }
    });

    it("answers 'Can not find space' for a workspace the user is not in", async () => {
      const member = await ctx.createMember();
      const stranger = await ctx.createMember();
      for (const space_id of [stranger.space.id, 'nope', '']) {
        const response = await ctx.api.post('/users/set_space', { token: member.token, body: { space_id } });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ ok: false, error: 'Can not find space' });
      }
    });

    it('lets a member of a blocked workspace switch away', async () => {
      const member = await ctx.createMember();
      const other = await ctx.createMember();
      await ctx.database.db.insert(spaceMembers).values({ spaceId: other.space.id, userId: member.user.id });
      await setSpaceStatus(ctx, member.space, 'blocked');
      expect((await ctx.request('/api/space/features', { token: member.token })).status).toBe(403);
      expect(
        (await ctx.api.post('/users/set_space', { token: member.token, body: { space_id: other.space.id } }))
          .status,
      ).toBe(200);
      expect((await ctx.request('/api/space/features', { token: member.token })).status).toBe(200);
    });
  });

  describe('POST /api/users/{id}/exit_from_space', () => {
    /** As `by`: take `userId` out of the workspace `spaceId` (themselves, or another as an admin). */
    const exitFromSpace = (by: Member, userId: string, spaceId: string) =>
      ctx.api.post('/users/{id}/exit_from_space', { ...on(by, userId), body: { space_id: spaceId } });

    it('lets a member leave; their current workspace is cleared', async () => {
      const { admin, worker } = await team();
      const response = await exitFromSpace(worker, worker.user.id, admin.space.id);
      expect(response.payload).toEqual({ user_id: worker.user.id, space_id: admin.space.id });
      expect(await membership(admin.space.id, worker.user.id)).toBeUndefined();
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, worker.user.id));
      expect(row?.currentSpaceId).toBeNull();
      expect(ctx.realtime.events).toContainEqual({
        spaceId: admin.space.id,
        event: 'update_space',
        payload: { _id: admin.space.id },
      });
    });

    it("refuses the last admin: 'Assign another admin before leaving'", async () => {
      const { admin } = await team();
      const response = await exitFromSpace(admin, admin.user.id, admin.space.id);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Assign another admin before leaving' });
      expect(await membership(admin.space.id, admin.user.id)).toBeDefined();
    });

    it('lets an admin remove a member, but not a member remove someone else', async () => {
      const { admin, worker } = await team();
      ctx.clock.advance(1000);
      const second = await ctx.createMember({ space: admin.space, isAdmin: false });
      const denied = await exitFromSpace(worker, second.user.id, admin.space.id);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ ok: false, error: 'Only workspace admins can do this' });
      expect((await exitFromSpace(admin, second.user.id, admin.space.id)).status).toBe(200);
      expect(await membership(admin.space.id, second.user.id)).toBeUndefined();
      const missing = await exitFromSpace(admin, second.user.id, admin.space.id);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ ok: false, error: 'User not found' });
    });
  });

  describe('POST /api/users/{id}/change_admin', () => {
    /** As `by`: make `userId` an admin of the workspace `spaceId`, or no longer one. */
    const changeAdmin = (by: Member, userId: string, spaceId: string, isAdmin: boolean) =>
      ctx.api.post('/users/{id}/change_admin', {
        ...on(by, userId),
        body: { space_id: spaceId, is_admin: isAdmin },
      });

    it('grants and revokes the workspace admin role (admins)', async () => {
      const { admin, worker } = await team();
      const granted = await changeAdmin(admin, worker.user.id, admin.space.id, true);
      expect(granted.payload).toEqual({ user_id: worker.user.id, space_id: admin.space.id, is_admin: true });
      // Now two admins: the first one may step down, and leave.
      expect((await changeAdmin(admin, admin.user.id, admin.space.id, false)).payload).toMatchObject({
        is_admin: false,
      });
      const info = await ctx.api.get('/space/info', { token: worker.token });
      expect(info.payload.admins).toEqual([worker.user.id]);
    });

    it('refuses members, the last admin stepping down, and people not in the workspace', async () => {
      const { admin, worker } = await team();
      const denied = await changeAdmin(worker, worker.user.id, admin.space.id, true);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ ok: false, error: 'Only workspace admins can do this' });

      const last = await changeAdmin(admin, admin.user.id, admin.space.id, false);
      expect(last.status).toBe(400);
      expect(last.body).toEqual({ ok: false, error: 'A workspace needs at least one admin' });

      const outsider = await ctx.createMember();
      const missing = await changeAdmin(admin, outsider.user.id, admin.space.id, true);
      expect(missing.status).toBe(404);
      expect(
        (
          await ctx.api.unchecked.post('/users/{id}/change_admin', {
            ...on(admin, worker.user.id),
            body: { space_id: admin.space.id },
          })
        ).status,
      ).toBe(400);
    });

    it('keeps one admin when two admins step down at the same time', async () => {
      const { admin, worker } = await team();
      await changeAdmin(admin, worker.user.id, admin.space.id, true);
      const results = await Promise.all(
        [admin, worker].map((member) => changeAdmin(member, member.user.id, admin.space.id, false)),
      );
      expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
      const info = await ctx.api.get('/space/info', { token: admin.token });
      expect(info.payload.admins).toHaveLength(1);
    });
  });

  describe('GET and PUT /api/users/{id}/allowed_pages', () => {
    it('lets an admin limit a member, and the member read their own map', async () => {
      const { admin, worker } = await team();
      const put = await ctx.api.put('/users/{id}/allowed_pages', {
        ...on(admin, worker.user.id),
        body: { allowed_pages: { campaigns: true, inbox: true, billing: false } },
      });
      expect(put.status).toBe(200);
      const own = await ctx.api.get('/users/{id}/allowed_pages', on(worker, worker.user.id));
      expect(own.payload.is_admin).toBe(false);
      expect(own.payload.allowed_pages).toMatchObject({
        campaigns: true,
        inbox: true,
        billing: false,
        reports: false,
      });
      // Admins always see every page.
      const adminPages = await ctx.api.get('/users/{id}/allowed_pages', on(admin, admin.user.id));
      expect(Object.values(adminPages.payload.allowed_pages).every(Boolean)).toBe(true);
    });

    it("refuses a member reading someone else's map or changing any, and unknown pages", async () => {
      const { admin, worker } = await team();
      expect(
        (await ctx.request(`/api/users/${admin.user.id}/allowed_pages`, { token: worker.token })).body,
      ).toEqual({ ok: false, error: 'Only workspace admins can do this' });
      const put = await ctx.request(`/api/users/${worker.user.id}/allowed_pages`, {
        method: 'PUT',
        token: worker.token,
        body: { allowed_pages: ['campaigns', 'billing', 'settings'] },
      });
      expect(put.status).toBe(403);
      const unknown = await ctx.request(`/api/users/${worker.user.id}/allowed_pages`, {
        method: 'PUT',
        token: admin.token,
        body: { allowed_pages: ['campaigns', 'secret-admin'] },
      });
      expect(unknown.body).toEqual({ ok: false, error: 'allowed_pages: Unknown page: secret-admin' });
      const missing = await ctx.request(`/api/users/00000000-0000-4000-8000-000000000000/allowed_pages`, {
        token: admin.token,
      });
      expect(missing.status).toBe(404);
    });
  });

  describe('set_credentials and get_available_credentials', () => {
    it('gives a worker only their credentials, and an admin all of them', async () => {
      const { admin, worker } = await team();
      const first = await insertCredential(ctx, admin.space);
      const second = await insertCredential(ctx, admin.space);

      const set = await ctx.api.post('/users/{id}/set_credentials', {
        ...on(admin, worker.user.id),
        body: {
          credentials_ids: [second, second],
        },
      });
      expect(set.payload).toEqual({ user_id: worker.user.id, all: false, credentials_ids: [second] });

      const workerView = await ctx.api.get('/users/get_available_credentials', { token: worker.token });
      expect(workerView.payload).toEqual({ user_id: worker.user.id, all: false, credentials_ids: [second] });
      const adminView = await ctx.api.get('/users/get_available_credentials', { token: admin.token });
      expect(adminView.payload).toEqual({
        user_id: admin.user.id,
        all: true,
        credentials_ids: [first, second],
      });
      const adminAboutWorker = await ctx.api.get('/users/get_available_credentials', {
        query: { user_id: worker.user.id },
        token: admin.token,
      });
      expect(adminAboutWorker.payload.credentials_ids).toEqual([second]);
    });

    it('refuses workers setting credentials or asking about others, and foreign credentials', async () => {
      const { admin, worker } = await team();
      const own = await insertCredential(ctx, admin.space);
      const other = await ctx.createMember();
      const foreign = await insertCredential(ctx, other.space);

      expect(
        (
          await ctx.api.post('/users/{id}/set_credentials', {
            ...on(worker, worker.user.id),
            body: { credentials_ids: [own] },
          })
        ).status,
      ).toBe(403);
      const asking = await ctx.request(`/api/users/get_available_credentials?user_id=${admin.user.id}`, {
        token: worker.token,
      });
      expect(asking.status).toBe(403);

      const bad = await ctx.api.post('/users/{id}/set_credentials', {
        ...on(admin, worker.user.id),
        body: {
          credentials_ids: [foreign],
        },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ ok: false, error: 'Credentials not found' });
      expect((await membership(admin.space.id, worker.user.id))?.availableCredentials).toEqual([]);
      expect(
        (
          await ctx.api.post('/users/{id}/set_credentials', {
            ...on(admin, worker.user.id),
            body: { credentials_ids: ['x'] },
          })
        ).status,
      ).toBe(400);
    });

    it('lets a platform admin viewing a workspace see all its credentials', async () => {
      const { admin } = await team();
      const credential = await insertCredential(ctx, admin.space);
      const platformAdmin = await ctx.createMember();
      await makePlatformAdmin(ctx, platformAdmin);
      const response = await ctx.api.get('/users/get_available_credentials', {
        query: { space: admin.space.id },
        token: platformAdmin.token,
      });
      expect(response.payload).toMatchObject({ all: true, credentials_ids: [credential] });
    });
  });

  describe('the declared contract (issue 12)', () => {
    it('answers as declared: the user and the member settings match their schemas exactly', async () => {
      const { admin, worker } = await team();
      const user = await ctx.request('/api/users/fetch_user', { token: admin.token });
      expect(() => UserProfileSchema.strict().parse(user.payload)).not.toThrow();
      const pages = await ctx.request(`/api/users/${worker.user.id}/allowed_pages`, { token: admin.token });
      expect(() => MemberAllowedPagesSchema.strict().parse(pages.payload)).not.toThrow();
      const credentials = await ctx.request(
        `/api/users/get_available_credentials?user_id=${worker.user.id}`,
        {
          token: admin.token,
        },
      );
      expect(() => MemberAvailableCredentialsSchema.strict().parse(credentials.payload)).not.toThrow();
    });

    it.each([
      ['/api/users/exists', {}, 'email: Invalid input: expected string, received undefined'],
      ['/api/users/exists', { email: 'a@b.test', name: 'A' }, 'Unknown field: name'],
      ['/api/users/set_space', { space_id: 'x', force: true }, 'Unknown field: force'],
      [
        '/api/users/{id}/exit_from_space',
        { space_id: 42 },
        'space_id: Invalid input: expected string, received number',
      ],
      [
        '/api/users/{id}/change_admin',
        { space_id: 'x' },
        'is_admin: Invalid input: expected boolean, received undefined',
      ],
      [
        '/api/users/{id}/set_credentials',
        {},
        'credentials_ids: Invalid input: expected array, received undefined',
      ],
      [
        '/api/users/update',
        { manual_approval: 'yes' },
        'manual_approval: manual_approval must be true or false',
      ],
      [
        '/api/users/change_password',
        { password: 42 },
        'password: Invalid input: expected string, received number',
      ],
    ])('POST %s refuses %j: 400 %s', async (path, body, error) => {
      const { admin, worker } = await team();
      const response = await ctx.request(`${path.replace('{id}', worker.user.id)}?space=${admin.space.id}`, {
        method: 'POST',
        token: admin.token,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });

    it('refuses a user_id over 100 characters in the query, and a JSON body not sent as JSON (415)', async () => {
      const { admin } = await team();
      const long = await ctx.request(`/api/users/get_available_credentials?user_id=${'a'.repeat(101)}`, {
        token: admin.token,
      });
      expect(long.status).toBe(400);
      expect(long.body).toEqual({
        ok: false,
        error: 'user_id: Too big: expected string to have <=100 characters',
      });
      const plain = await ctx.request('/api/users/update', {
        method: 'POST',
        token: admin.token,
        headers: { 'Content-Type': 'text/plain' },
        body: { first_name: 'Ann' },
      });
      expect(plain.status).toBe(415);
      expect(plain.body).toEqual({ ok: false, error: 'Unsupported Media Type' });
    });

    it("checks the admin role before a worker's body", async () => {
      const { admin, worker } = await team();
      const response = await ctx.request(`/api/users/${admin.user.id}/allowed_pages`, {
        method: 'PUT',
        token: worker.token,
        body: { allowed_pages: 'all' },
      });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ ok: false, error: 'Only workspace admins can do this' });
    });
  });
});
