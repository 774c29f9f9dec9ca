import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { firstLink, latestMail, readOutbox } from '../../../test/outbox';
import { createApp } from '../../app';
import { insertCredential, setSpaceStatus } from '../../../test/workspaces';
import { emailInvites, spaceMembers } from '../../db/schema';
import { generateInviteCode, inviteCodeAlphabet } from './invites.service';

describe.each(databaseModes())('workspace invites on %s', (mode) => {
  let ctx: TestContext;
  let sequence = 0;
  const email = (name: string) => `${name}-${++sequence}@example.test`;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const invite = (admin: Member, body: unknown, spaceId = admin.space.id) =>
    ctx.api.unchecked.post('/space/{id}/invites', { path: { id: spaceId }, token: admin.token, body });
  const listInvites = (admin: Member) =>
    ctx.api.get('/space/{id}/invites', { path: { id: admin.space.id }, token: admin.token });
  const join = (member: Member, inviteCode: unknown) =>
    ctx.api.unchecked.post('/space/join', { token: member.token, body: { invite_code: inviteCode } });
  const details = (inviteCode: string) =>
    ctx.api.get('/space/invites', { query: { invite_code: inviteCode } });
  const codes = (admin: Member) =>
    ctx.api.get('/space/{id}/code_invites', { path: { id: admin.space.id }, token: admin.token });

  /** The token of the newest invite email to `to`, from its accept-invite link. */
  async function inviteToken(to: string): Promise<string> {
    const link = firstLink(await latestMail(ctx, to, 'invite'));
    expect(link.pathname).toBe('/space/accept-invite');
    const token = link.searchParams.get('invite');
    if (!token) throw new Error('no invite token in the link');
    return token;
  }

  describe('by email', () => {
    it('invites, mails the link, shows the invite, and joins with its pages and credentials', async () => {
      const admin = await ctx.createMember({ spaceName: 'Acme Sales', firstName: 'Ada', lastName: 'Boss' });
      const credential = await insertCredential(ctx, admin.space);
      await insertCredential(ctx, admin.space);
      const inviteeEmail = email('invitee');

      const created = await invite(admin, {
        emails: [` ${inviteeEmail.toUpperCase()} `, 'second@example.test'],
        allowed_pages: ['campaigns', 'inbox'],
        credentials_ids: [credential],
      });
      expect(created.status).toBe(201);
      expect(created.payload.map((row) => [row.email, row.state, row.granted_access])).toEqual([
        [inviteeEmail, 'sent', false],
        ['second@example.test', 'sent', false],
      ]);

      const mail = await latestMail(ctx, inviteeEmail, 'invite');
      expect(mail.subject).toBe('Ada Boss invited you to Acme Sales on Reachly');
      expect(mail.html).toContain(
        'invited you to join the workspace <strong>Acme Sales</strong> on Reachly.</p>\n<p><a href="http',
      );
      const token = await inviteToken(inviteeEmail);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // The accept-invite page asks before anyone signs in.
      const shown = await details(token);
      expect(shown.payload).toEqual({
        type: 'email',
        space: { _id: admin.space.id, name: 'Acme Sales', avatar: null },
        inviter: { first_name: 'Ada', last_name: 'Boss', full_name: 'Ada Boss' },
        email: inviteeEmail,
      });

      const invitee = await ctx.createMember({ email: inviteeEmail, spaceName: 'Own workspace' });
      const joined = await join(invitee, token);
      expect(joined.status).toBe(200);
      expect(joined.payload._id).toBe(admin.space.id);
      // The joined workspace is now the current one.
      expect((await ctx.api.get('/space/info', { token: invitee.token })).payload._id).toBe(admin.space.id);

      const [membership] = await ctx.database.db
        .select()
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, admin.space.id), eq(spaceMembers.userId, invitee.user.id)));
      expect(membership).toMatchObject({ isAdmin: false, availableCredentials: [credential] });
      const pages = await ctx.api.get('/users/{id}/allowed_pages', {
        path: { id: invitee.user.id },
        token: invitee.token,
      });
      expect(Object.entries(pages.payload.allowed_pages).filter(([, allowed]) => allowed)).toEqual([
        ['campaigns', true],
        ['inbox', true],
      ]);
      const available = await ctx.api.get('/users/get_available_credentials', { token: invitee.token });
      expect(available.payload.credentials_ids).toEqual([credential]);

      const listed = await listInvites(admin);
      expect(listed.payload.find((row) => row.email === inviteeEmail)?.state).toBe('accepted');
      expect(ctx.realtime.events).toContainEqual({
        spaceId: admin.space.id,
        event: 'update_space',
        payload: { _id: admin.space.id },
      });

      // A used link stops working.
      const again = await join(invitee, token);
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ ok: false, error: 'invalid invite code' });
      expect((await details(token)).body).toEqual({ ok: false, error: 'invalid invite code' });
    });

    it('makes the invitee a workspace admin with granted_access', async () => {
      const admin = await ctx.createMember();
      const address = email('boss');
      await invite(admin, { emails: [address], granted_access: true });
      const invitee = await ctx.createMember({ email: address });
      await join(invitee, await inviteToken(address));
      const info = await ctx.api.get('/space/info', { token: invitee.token });
      expect(info.payload.admins).toContain(invitee.user.id);
    });

    it("answers 'Please enter email' without an address and 'Not valid email' for a bad one", async () => {
      const admin = await ctx.createMember();
      for (const body of [{}, { emails: [] }, { emails: ['   '] }, { emails: null }]) {
        const response = await invite(admin, body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ ok: false, error: 'Please enter email' });
      }
      for (const bad of ['nope', 'a@b', 'two@@example.test', 'space in@example.test']) {
        const response = await invite(admin, { emails: ['good@example.test', bad] });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ ok: false, error: 'Not valid email' });
      }
      expect((await listInvites(admin)).payload).toEqual([]);
      expect((await invite(admin, { emails: ['x@example.test'], allowed_pages: ['nowhere'] })).body).toEqual({
        ok: false,
        error: 'allowed_pages: Unknown page: nowhere',
      });
    });

    it("refuses credentials of another workspace ('Credentials not found') and people already in", async () => {
      const admin = await ctx.createMember();
      const other = await ctx.createMember();
      const foreign = await insertCredential(ctx, other.space);
      const response = await invite(admin, { emails: [email('x')], credentials_ids: [foreign] });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Credentials not found' });

      const colleague = await ctx.createMember({ space: admin.space, isAdmin: false });
      const already = await invite(admin, { emails: [colleague.user.email] });
      expect(already.status).toBe(400);
      expect(already.body).toEqual({
        ok: false,
        error: `${colleague.user.email} is already a member of this workspace`,
      });
      expect((await listInvites(admin)).payload).toEqual([]);
    });

    it('is for workspace admins only', async () => {
      const admin = await ctx.createMember();
      const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
      const response = await invite(worker, { emails: [email('x')] }, admin.space.id);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ ok: false, error: 'Only workspace admins can do this' });
      expect(
        (await ctx.request(`/api/space/${admin.space.id}/invites`, { token: worker.token })).status,
      ).toBe(403);
    });

    it('answers "You\'ve been invited with another email!" to someone else, and the invite stays usable', async () => {
      const admin = await ctx.createMember();
      const address = email('intended');
      await invite(admin, { emails: [address] });
      const token = await inviteToken(address);
      const wrongPerson = await ctx.createMember();
      const response = await join(wrongPerson, token);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: "You've been invited with another email!" });
      const members = await ctx.database.db
        .select()
        .from(spaceMembers)
        .where(eq(spaceMembers.spaceId, admin.space.id));
      expect(members).toHaveLength(1);

      const intended = await ctx.createMember({ email: address });
      expect((await join(intended, token)).status).toBe(200);
    });

    it('resends with a fresh link (state resent) and the older link stops working', async () => {
      const admin = await ctx.createMember();
      const address = email('resend');
      const [sent] = (await invite(admin, { emails: [address] })).payload;
      const oldToken = await inviteToken(address);
      ctx.clock.advance(60_000);

      const resent = await ctx.api.unchecked.post('/space/{id}/invites/{inviteId}/resend', {
        path: { id: admin.space.id, inviteId: sent?._id },
        token: admin.token,
      });
      expect(resent.payload.state).toBe('resent');
      expect(await readOutbox(ctx, { to: address, kind: 'invite' })).toHaveLength(2);
      const newToken = await inviteToken(address);
      expect(newToken).not.toBe(oldToken);

      const invitee = await ctx.createMember({ email: address });
      expect((await join(invitee, oldToken)).body).toEqual({ ok: false, error: 'invalid invite code' });
      expect((await join(invitee, newToken)).status).toBe(200);

      const afterAccept = await ctx.request(`/api/space/${admin.space.id}/invites/${sent?._id}/resend`, {
        method: 'POST',
        token: admin.token,
      });
      expect(afterAccept.body).toEqual({ ok: false, error: 'This invite was already accepted' });
    });

    it('revokes: the state becomes revoked, the link stops working, it cannot be resent', async () => {
      const admin = await ctx.createMember();
      const address = email('revoked');
      const [sent] = (await invite(admin, { emails: [address] })).payload;
      const token = await inviteToken(address);

      const revoked = await ctx.api.unchecked.delete('/space/{id}/invites/{inviteId}', {
        path: { id: admin.space.id, inviteId: sent?._id },
        token: admin.token,
      });
      expect(revoked.payload.state).toBe('revoked');
      expect((await listInvites(admin)).payload.map((row) => row.state)).toEqual(['revoked']);

      const invitee = await ctx.createMember({ email: address });
      expect((await join(invitee, token)).body).toEqual({ ok: false, error: 'invalid invite code' });
      const resend = await ctx.request(`/api/space/${admin.space.id}/invites/${sent?._id}/resend`, {
        method: 'POST',
        token: admin.token,
      });
      expect(resend.body).toEqual({ ok: false, error: 'This invite was revoked' });

      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const missing = await ctx.request(`/api/space/${admin.space.id}/invites/${id}`, {
          method: 'DELETE',
          token: admin.token,
        });
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ ok: false, error: 'Invite not found' });
      }
    });

    it('replaces a pending invite to the same address', async () => {
      const admin = await ctx.createMember();
      const address = email('twice');
      await invite(admin, { emails: [address] });
      const first = await inviteToken(address);
      ctx.clock.advance(1000);
      await invite(admin, { emails: [address], granted_access: true });
      const states = (await listInvites(admin)).payload.map((row) => [row.state, row.granted_access]);
      expect(states).toEqual([
        ['sent', true],
        ['revoked', false],
      ]);
      const invitee = await ctx.createMember({ email: address });
      expect((await join(invitee, first)).body).toEqual({ ok: false, error: 'invalid invite code' });
    });

    it('leaves no invite behind when the email cannot be sent', async () => {
      const failing = await createTestContext({ mode });
      try {
        const brokenApp = createApp({
          db: failing.database,
          clock: failing.clock,
          mail: {
            mode: 'smtp',
            send: async () => {
              throw new Error('SMTP is down');
            },
          },
        });
        const admin = await failing.createMember();
        const response = await brokenApp.request(`/api/space/${admin.space.id}/invites`, {
          method: 'POST',
          headers: { ...admin.auth, 'Content-Type': 'application/json' },
          body: JSON.stringify({ emails: ['someone@example.test'] }),
        });
        expect(response.status).toBe(500);
        expect(await failing.database.db.select().from(emailInvites)).toEqual([]);
      } finally {
        await failing.close();
      }
    });
  });

  describe('by code', () => {
    it('creates one 12-character code on first read and shows the same one after', async () => {
      const admin = await ctx.createMember();
      const first = await codes(admin);
      expect(first.status).toBe(200);
      expect(first.payload).toHaveLength(1);
      const code = first.payload[0]?.code ?? '';
      expect(code).toHaveLength(12);
      expect([...code].every((character) => inviteCodeAlphabet.includes(character))).toBe(true);
      expect((await codes(admin)).payload).toEqual(first.payload);

      // Concurrent first reads still end with one code.
      const other = await ctx.createMember();
      const [a, b] = await Promise.all([codes(other), codes(other)]);
      expect(a.payload[0]?.code).toBe(b.payload[0]?.code);
    });

    it('uses an alphabet without look-alike characters', () => {
      expect(inviteCodeAlphabet).not.toMatch(/[IO01]/);
      for (let index = 0; index < 50; index += 1)
        expect(generateInviteCode()).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
    });

    it('joins by code (any case) with the code settings; the workspace becomes current', async () => {
      const admin = await ctx.createMember({ spaceName: 'Code Co' });
      const code = (await codes(admin)).payload[0]?.code ?? '';
      expect((await details(code)).payload).toMatchObject({
        type: 'code',
        space: { name: 'Code Co' },
        email: null,
      });

      const newcomer = await ctx.createMember();
      const joined = await join(newcomer, ` ${code.toLowerCase()} `);
      expect(joined.payload._id).toBe(admin.space.id);
      const info = await ctx.api.get('/space/info', { token: newcomer.token });
      expect(info.payload.users.find((user) => user._id === newcomer.user.id)?.is_admin).toBe(false);

      // A code is reusable until renewed.
      const another = await ctx.createMember();
      expect((await join(another, code)).status).toBe(200);
      // Joining again changes nothing and keeps the role.
      expect((await join(admin, code)).status).toBe(200);
      expect((await ctx.api.get('/space/info', { token: admin.token })).payload.admins).toContain(
        admin.user.id,
      );
    });

    it('renews: the old code stops working and the new one carries the new pages and credentials', async () => {
      const admin = await ctx.createMember();
      const credential = await insertCredential(ctx, admin.space);
      const [old] = (await codes(admin)).payload;
      const renewed = await ctx.api.unchecked.post('/space/{id}/code_invites/{codeId}/renew', {
        path: { id: admin.space.id, codeId: old?._id },
        token: admin.token,
        body: { allowed_pages: ['reports'], credentials_ids: [credential] },
      });
      expect(renewed.status).toBe(200);
      expect(renewed.payload.code).not.toBe(old?.code);
      expect(renewed.payload.credentials_ids).toEqual([credential]);
      expect((await codes(admin)).payload).toEqual([renewed.payload]);

      const late = await ctx.createMember();
      const refused = await join(late, old?.code);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ ok: false, error: 'invalid invite code' });

      await join(late, renewed.payload.code);
      const pages = await ctx.api.get('/users/{id}/allowed_pages', {
        path: { id: late.user.id },
        token: late.token,
      });
      expect(Object.entries(pages.payload.allowed_pages).filter(([, on]) => on)).toEqual([['reports', true]]);

      // The old code's id cannot be renewed again; unknown ids neither.
      for (const id of [old?._id, '00000000-0000-4000-8000-000000000000', 'x']) {
        const again = await ctx.request(`/api/space/${admin.space.id}/code_invites/${id}/renew`, {
          method: 'POST',
          token: admin.token,
          body: {},
        });
        expect(again.status).toBe(404);
        expect(again.body).toEqual({ ok: false, error: 'Invite not found' });
      }
    });

    it('is for workspace admins only', async () => {
      const admin = await ctx.createMember();
      const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
      const response = await ctx.request(`/api/space/${admin.space.id}/code_invites`, {
        token: worker.token,
      });
      expect(response.status).toBe(403);
    });
  });

  describe('POST /api/space/join and GET /api/space/invites', () => {
    it("answers 'invalid invite code' for anything that is not a live invite", async () => {
      const member = await ctx.createMember();
      for (const code of ['', 'short', 'ABCDEFGHJKLM', 'a'.repeat(43), null, 12]) {
        const response = await join(member, code);
        expect(response.status).toBe(400);
        if (typeof code !== 'number')
          expect(response.body).toEqual({ ok: false, error: 'invalid invite code' });
      }
      expect((await details('ABCDEFGHJKLM')).body).toEqual({ ok: false, error: 'invalid invite code' });
      expect((await ctx.request('/api/space/invites')).body).toEqual({
        ok: false,
        error: 'invalid invite code',
      });
    });

    it('refuses to join a blocked workspace', async () => {
      const admin = await ctx.createMember();
      const code = (await codes(admin)).payload[0]?.code ?? '';
      await setSpaceStatus(ctx, admin.space, 'blocked');
      const newcomer = await ctx.createMember();
      const response = await join(newcomer, code);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ ok: false, error: 'Workspace blocked or deleted, contact admin' });
    });

    it('needs a token to join', async () => {
      const response = await ctx.request('/api/space/join', { method: 'POST', body: { invite_code: 'x' } });
      expect(response.status).toBe(401);
    });
  });
});
