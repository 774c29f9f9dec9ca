import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { connectSmtpSender } from '../../../test/mailboxes';
import {
  automationTasks,
  type CredentialRow,
  credentials,
  dialogs,
  emailSuppressions,
  type MessageRow,
  messages,
  prospects,
  signatures,
  spaceMembers,
} from '../../db/schema';
import { runSandboxWorkerOnce } from '../automation/sandbox-worker';
import { applyReport } from '../automation/automation.service';
import { engineDeps } from '../automation/automation.test-support';
import { sharedTransports } from '../../providers/outreach-email/sender';
import { startSmtpServer, type TestSmtpServer } from '../../providers/outreach-email/testing/mail-servers';
import type { DialogJson, DialogPage, MessagePage } from './inbox.schema';

const day = 24 * 60 * 60 * 1000;
const mailbox = 'inbox-sender@mail.test';
const password = 'mailbox-password';

describe.each(databaseModes())('inbox on %s', (mode) => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    smtp = await startSmtpServer(
      { [mailbox]: password },
      {
        refuse: (recipient) =>
          recipient.startsWith('refused@') ? { code: 554, message: '5.7.1 Message rejected as spam' } : null,
      },
    );
  });
  afterAll(async () => {
    sharedTransports.closeAll();
    await smtp?.close();
    await ctx?.close();
  });

  let sequence = 0;

  async function account(member: Member, names: { firstName?: string; lastName?: string } = {}) {
    sequence += 1;
    const [row] = await ctx.database.db
      .insert(credentials)
      .values({ spaceId: member.space.id, username: `account-${sequence}@x.test`, timezone: 'UTC', ...names })
      .returning();
    if (!row) throw new Error('credential');
    return row;
  }

  interface DialogSeed {
    credential: CredentialRow | null;
    prospect?: Partial<typeof prospects.$inferInsert>;
    lastMessageAt?: Date | null;
    unread?: boolean;
    starred?: boolean;
    archived?: boolean;
    messages?: Partial<typeof messages.$inferInsert>[];
  }

  /** A prospect and its dialog with `credential`, `lastMessageAt` days ago by default now. */
  async function dialog(member: Member, seed: DialogSeed) {
    sequence += 1;
    const db = ctx.database.db;
    const [prospect] = await db
      .insert(prospects)
      .values({
        spaceId: member.space.id,
        firstName: 'Pat',
        lastName: `Prospect ${sequence}`,
        fullName: `Pat Prospect ${sequence}`,
        ...seed.prospect,
      })
      .returning();
    if (!prospect) throw new Error('prospect');
    const [row] = await db
      .insert(dialogs)
      .values({
        spaceId: member.space.id,
        credentialId: seed.credential?.id ?? null,
        prospectId: prospect.id,
        isUnread: seed.unread ?? false,
        isStarred: seed.starred ?? false,
        isArchived: seed.archived ?? false,
        lastMessageAt: seed.lastMessageAt === undefined ? ctx.clock.now() : seed.lastMessageAt,
      })
      .returning();
    if (!row) throw new Error('dialog');
    for (const message of seed.messages ?? []) {
      await db.insert(messages).values({
        spaceId: member.space.id,
        dialogId: row.id,
        direction: 'in',
        channel: 'email',
        sentAt: ctx.clock.now(),
        ...message,
      });
    }
    return { dialog: row, prospect };
  }

  const ago = (days: number) => new Date(ctx.clock.now().getTime() - days * day);

  const list = (member: Member, query = '') =>
    ctx.request<DialogPage>(`/api/inbox/dialogs${query}`, { token: member.token });
  const ids = (page: DialogPage) => page.items.map((item) => item._id);

  describe('GET /inbox/dialogs', () => {
    it('lists newest last message first, dialogs without one last, with the prospect, sender and last message', async () => {
      const member = await ctx.createMember();
      const sender = await account(member, { firstName: 'Sam', lastName: 'Sender' });
      const older = await dialog(member, { credential: sender, lastMessageAt: ago(2) });
      const none = await dialog(member, { credential: sender, lastMessageAt: null });
      const newest = await dialog(member, {
        credential: sender,
        lastMessageAt: ago(1),
        prospect: {
          companyName: 'Acme',
          position: 'CTO',
          personalEmail: 'pat@home.test',
          enrichedEmail: 'pat@enriched.test',
          profileUrl: 'https://social.test/in/pat',
        },
        messages: [
          { direction: 'out', subject: 'Hello', text: 'first', sentAt: ago(3) },
          { direction: 'in', subject: 'Re: Hello', text: 'x'.repeat(300), sentAt: ago(1) },
        ],
      });
      // A null last message is outside every period: a prospect's list shows it, last.
      const page = (await list(member)).payload;
      expect(ids(page)).toEqual([newest.dialog.id, older.dialog.id]);
      expect(page.total).toBe(2);
      const item = page.items[0] as DialogJson;
      expect(item).toMatchObject({
        credential_id: sender.id,
        credential_name: 'Sam Sender',
        is_unread: false,
        last_message_at: ago(1).toISOString(),
        prospect: {
          _id: newest.prospect.id,
          company_name: 'Acme',
          position: 'CTO',
          email: 'pat@home.test',
          profile_url: 'https://social.test/in/pat',
        },
        last_message: { direction: 'in', channel: 'email', kind: 'message', subject: 'Re: Hello' },
      });
      expect(item.last_message?.text).toBe('x'.repeat(200));
      expect(page.items[1]?.last_message).toBeNull();
      const usernameOnly = await account(member);
      await dialog(member, { credential: usernameOnly });
      const named = (await list(member, `?credentials_id=${usernameOnly.id}`)).payload;
      expect(named.items.map((row) => row.credential_name)).toEqual([usernameOnly.username]);
      expect(none.dialog.lastMessageAt).toBeNull();
    });

    it.each([
      ['3d', 2, 4],
      ['1w', 6, 8],
      ['2w', 13, 15],
      ['1m', 29, 32],
      ['3m', 88, 93],
      ['6m', 180, 185],
      ['1y', 364, 367],
    ])('period %s keeps dialogs whose last message is within it', async (period, inside, outside) => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const within = await dialog(member, { credential: sender, lastMessageAt: ago(inside) });
      await dialog(member, { credential: sender, lastMessageAt: ago(outside) });
      expect(ids((await list(member, `?period=${period}`)).payload)).toEqual([within.dialog.id]);
    });

    it('defaults to one month and ignores the period for one prospect', async () => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const recent = await dialog(member, { credential: sender, lastMessageAt: ago(20) });
      const old = await dialog(member, { credential: sender, lastMessageAt: ago(40) });
      expect(ids((await list(member)).payload)).toEqual([recent.dialog.id]);
      const ofProspect = (await list(member, `?prospect_id=${old.prospect.id}&period=3d`)).payload;
      expect(ids(ofProspect)).toEqual([old.dialog.id]);
      expect((await list(member, '?prospect_id=not-a-uuid')).payload.total).toBe(0);
    });

    it('filters all (not archived), unread, starred and archived', async () => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const plain = await dialog(member, { credential: sender, lastMessageAt: ago(1) });
      const unread = await dialog(member, { credential: sender, unread: true, lastMessageAt: ago(2) });
      const starred = await dialog(member, { credential: sender, starred: true, lastMessageAt: ago(3) });
      const archived = await dialog(member, {
        credential: sender,
        archived: true,
        unread: true,
        starred: true,
        lastMessageAt: ago(4),
      });
      expect(ids((await list(member)).payload)).toEqual([
        plain.dialog.id,
        unread.dialog.id,
        starred.dialog.id,
      ]);
      expect(ids((await list(member, '?filter=all')).payload)).toHaveLength(3);
      expect(ids((await list(member, '?filter=unread')).payload)).toEqual([unread.dialog.id]);
      expect(ids((await list(member, '?filter=starred')).payload)).toEqual([starred.dialog.id]);
      expect(ids((await list(member, '?filter=archived')).payload)).toEqual([archived.dialog.id]);
    });

    it('query matches full name, company or any email, case-insensitively; % is literal', async () => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const byName = await dialog(member, { credential: sender, prospect: { fullName: 'Ada Lovelace' } });
      const byCompany = await dialog(member, {
        credential: sender,
        prospect: { companyName: 'Analytical Engines' },
      });
      const byWork = await dialog(member, {
        credential: sender,
        prospect: { workEmail: 'boss@WIDGETS.test' },
      });
      const byEnriched = await dialog(member, {
        credential: sender,
        prospect: { enrichedEmail: 'someone@gadgets.test' },
      });
      const q = async (text: string) =>
        ids((await list(member, `?query=${encodeURIComponent(text)}`)).payload);
      expect(await q('lovelace')).toEqual([byName.dialog.id]);
      expect(await q('ANALYTICAL')).toEqual([byCompany.dialog.id]);
      expect(await q('widgets')).toEqual([byWork.dialog.id]);
      expect(await q('gadgets.test')).toEqual([byEnriched.dialog.id]);
      expect(await q('%')).toEqual([]);
      expect(await q('  ')).toHaveLength(4);
    });

    it('pages with offset and limit (25 by default, at most 100)', async () => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const made = [];
      for (let index = 0; index < 27; index += 1) {
        made.push((await dialog(member, { credential: sender, lastMessageAt: ago(index / 10) })).dialog.id);
      }
      const first = (await list(member)).payload;
      expect(first).toMatchObject({ total: 27, offset: 0, limit: 25 });
      expect(ids(first)).toEqual(made.slice(0, 25));
      const second = (await list(member, '?offset=25&limit=5')).payload;
      expect(ids(second)).toEqual(made.slice(25));
      expect((await list(member, '?limit=100')).status).toBe(200);
    });

    it.each([
      ['?limit=101', 'limit: limit can not be more than 100'],
      ['?limit=0', 'limit: limit must be at least 1'],
      ['?limit=x', 'limit: limit must be a number'],
      ['?offset=-1', 'offset: offset must be a number'],
      ['?period=2d', 'period: period must be one of 3d, 1w, 2w, 1m, 3m, 6m, 1y'],
      ['?filter=spam', 'filter: filter must be one of all, unread, starred, archived'],
      [`?query=${'a'.repeat(201)}`, 'Too long request'],
    ])('refuses %s with 400', async (query, error) => {
      const member = await ctx.createMember();
      const response = await list(member, query);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });

    it('refuses a NUL in the query', async () => {
      const member = await ctx.createMember();
      const response = await list(member, '?query=a%00b');
      expect(response.status).toBe(400);
    });
  });

  describe('who sees what', () => {
    it('a member with limited credentials sees only their accounts dialogs; others are not found', async () => {
      const admin = await ctx.createMember();
      const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
      const allowed = await account(admin);
      const hidden = await account(admin);
      await ctx.database.db
        .update(spaceMembers)
        .set({ availableCredentials: [allowed.id] })
        .where(and(eq(spaceMembers.spaceId, admin.space.id), eq(spaceMembers.userId, worker.user.id)));
      const mine = await dialog(admin, { credential: allowed });
      const theirs = await dialog(admin, { credential: hidden, messages: [{ text: 'secret' }] });
      const orphan = await dialog(admin, { credential: null });

      expect(ids((await list(worker)).payload)).toEqual([mine.dialog.id]);
      expect(new Set(ids((await list(admin)).payload))).toEqual(
        new Set([mine.dialog.id, theirs.dialog.id, orphan.dialog.id]),
      );
      const named = await list(worker, `?credentials_id=${hidden.id}`);
      expect(named.status).toBe(404);
      expect(named.body).toEqual({ ok: false, error: 'Credentials not found' });
      expect((await list(worker, '?credentials_id=nope')).status).toBe(404);

      for (const response of await everyRoute(worker, theirs.dialog.id)) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ ok: false, error: 'Dialog not found' });
      }
    });

    it("another workspace's dialog, an unknown id and a bad uuid are not found on every route", async () => {
      const owner = await ctx.createMember();
      const stranger = await ctx.createMember();
      const sender = await account(owner);
      const theirs = await dialog(owner, { credential: sender, unread: true });
      expect((await list(stranger)).payload.total).toBe(0);
      expect((await list(stranger, `?credentials_id=${sender.id}`)).status).toBe(404);
      for (const id of [theirs.dialog.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        for (const response of await everyRoute(stranger, id)) {
          expect(response.status).toBe(404);
          expect(response.body).toEqual({ ok: false, error: 'Dialog not found' });
        }
      }
      const [still] = await ctx.database.db.select().from(dialogs).where(eq(dialogs.id, theirs.dialog.id));
      expect(still?.isUnread).toBe(true);
    });

    it('needs a session', async () => {
      const response = await ctx.request('/api/inbox/dialogs');
      expect(response.status).toBe(401);
    });
  });

  async function everyRoute(member: Member, dialogId: string) {
    const base = `/api/inbox/dialogs/${dialogId}`;
    return [
      await ctx.request(`${base}/messages`, { token: member.token }),
      await ctx.request(base, { token: member.token, method: 'PATCH', body: { is_unread: false } }),
      await ctx.request(`${base}/messages`, {
        token: member.token,
        method: 'POST',
        body: { channel: 'social', text: 'hi' },
      }),
    ];
  }

  describe('PATCH /inbox/dialogs/{id}', () => {
    it('toggles read, starred and archived; the read state and archiving recount the credential', async () => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const first = await dialog(member, { credential: sender, unread: true });
      await dialog(member, { credential: sender, unread: true });
      await dialog(member, { credential: sender, unread: true, archived: true });
      const patch = (body: unknown) =>
        ctx.api.unchecked.patch('/inbox/dialogs/{id}', {
          path: { id: first.dialog.id },
          token: member.token,
          body,
        });
      const unreadCount = async () =>
        (await ctx.database.db.select().from(credentials).where(eq(credentials.id, sender.id)))[0]
          ?.unreadCount;
      const counterEvents = () =>
        ctx.realtime.credentialEvents.filter(
          (event) => event.credentialId === sender.id && event.event === 'update_unread_counter',
        );

      const read = await patch({ is_unread: false });
      expect(read.payload).toMatchObject({ _id: first.dialog.id, is_unread: false, is_starred: false });
      expect(await unreadCount()).toBe(1);
      expect(counterEvents().at(-1)?.payload).toEqual({ credential_id: sender.id, unread_count: 1 });

      const starred = await patch({ is_starred: true });
      expect(starred.payload.is_starred).toBe(true);
      expect(counterEvents()).toHaveLength(1);

      await patch({ is_unread: true });
      expect(await unreadCount()).toBe(2);
      const archived = await patch({ is_archived: true });
      expect(archived.payload.is_archived).toBe(true);
      expect(await unreadCount()).toBe(1);
      expect(
        counterEvents().map((event) => (event.payload as { unread_count: number }).unread_count),
      ).toEqual([1, 2, 1]);
      expect((await list(member, '?filter=archived')).payload.items.map((item) => item._id)).toContain(
        first.dialog.id,
      );
    });

    it.each([
      [{}, 'Give is_unread, is_starred or is_archived'],
      [{ is_starred: 'yes' }, 'is_starred: is_starred must be true or false'],
      [[], 'Body must be a JSON object'],
    ])('refuses %j with 400', async (body, error) => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const { dialog: row } = await dialog(member, { credential: sender });
      const response = await ctx.request(`/api/inbox/dialogs/${row.id}`, {
        token: member.token,
        method: 'PATCH',
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });
  });

  describe('GET /inbox/dialogs/{id}/messages', () => {
    it('returns the newest messages before `before`, oldest first, with has_more', async () => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const seeded = Array.from({ length: 5 }, (_, index) => ({
        direction: (index % 2 === 0 ? 'out' : 'in') as 'in' | 'out',
        text: `message ${index}`,
        sentAt: ago(5 - index),
        ...(index === 4 ? { detail: { status: 'failed' } } : {}),
        ...(index === 3 ? { detail: { status: '5.1.1' } } : {}),
      }));
      const { dialog: row } = await dialog(member, { credential: sender, messages: seeded });
      const get = (query: string) =>
        ctx.request<MessagePage>(`/api/inbox/dialogs/${row.id}/messages${query}`, { token: member.token });

      const all = (await get('')).payload;
      expect(all.items.map((item) => item.text)).toEqual(seeded.map((item) => item.text));
      expect(all.has_more).toBe(false);
      expect(all.items.map((item) => item.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'failed']);

      const newest = (await get('?limit=2')).payload;
      expect(newest.items.map((item) => item.text)).toEqual(['message 3', 'message 4']);
      expect(newest.has_more).toBe(true);
      const before = encodeURIComponent(newest.items[0]?.sent_at ?? '');
      const earlier = (await get(`?limit=2&before=${before}`)).payload;
      expect(earlier.items.map((item) => item.text)).toEqual(['message 1', 'message 2']);
      expect(earlier.has_more).toBe(true);
      const first = (await get(`?limit=2&before=${encodeURIComponent(earlier.items[0]?.sent_at ?? '')}`))
        .payload;
      expect(first).toMatchObject({ has_more: false });
      expect(first.items.map((item) => item.text)).toEqual(['message 0']);

      expect((await get('?before=yesterday')).body).toEqual({
        ok: false,
        error: 'before: before must be an ISO date',
      });
      expect((await get('?limit=201')).body).toEqual({
        ok: false,
        error: 'limit: limit can not be more than 200',
      });
      expect((await get('?limit=200')).status).toBe(200);
    });
  });

  describe('POST /inbox/dialogs/{id}/messages', () => {
    const send = (member: Member, dialogId: string, body: unknown) =>
      ctx.api.unchecked.post('/inbox/dialogs/{id}/messages', {
        path: { id: dialogId },
        token: member.token,
        body,
      });
    const messagesOf = (dialogId: string): Promise<MessageRow[]> =>
      ctx.database.db.select().from(messages).where(eq(messages.dialogId, dialogId));

    async function emailSetup(
      prospect: Partial<typeof prospects.$inferInsert> = { workEmail: 'pat@work.test' },
    ) {
      const member = await ctx.createMember();
      const { credential } = await connectSmtpSender(ctx, member, {
        port: smtp.port,
        user: mailbox,
        password,
        fromName: 'Inbox Sender',
      });
      const seeded = await dialog(member, {
        credential,
        unread: true,
        prospect,
        lastMessageAt: ago(1),
        messages: [
          {
            direction: 'out',
            subject: 'Our offer',
            text: 'step one',
            messageIdHeader: '<step-1@mail.test>',
            sentAt: ago(3),
          },
          {
            direction: 'in',
            subject: 'RE: Our offer',
            text: 'Tell me more',
            messageIdHeader: '<reply-1@prospect.test>',
            inReplyTo: '<step-1@mail.test>',
            sentAt: ago(2),
          },
          { direction: 'in', channel: 'social', kind: 'reply', text: 'also on social', sentAt: ago(1) },
        ],
      });
      await ctx.database.db
        .update(credentials)
        .set({ unreadCount: 1 })
        .where(eq(credentials.id, credential.id));
      return { member, credential, ...seeded };
    }

    it('emails the answer threaded under the last incoming email, with the default signature, and stores it', async () => {
      const { member, credential, dialog: row } = await emailSetup();
      await ctx.database.db.insert(signatures).values({
        spaceId: member.space.id,
        credentialId: credential.id,
        name: 'Default',
        content: 'Kind regards, Sam',
        isDefault: true,
      });
      const before = smtp.received.length;
      ctx.clock.advance(1000);
      const response = await send(member, row.id, { channel: 'email', text: '  Sure, here it is.  ' });
      expect(response.status).toBe(201);
      expect(response.payload).toMatchObject({
        direction: 'out',
        channel: 'email',
        kind: 'message',
        subject: 'Re: Our offer',
        status: 'sent',
        sent_at: ctx.clock.now().toISOString(),
      });
      expect(smtp.received).toHaveLength(before + 1);
      const mail = smtp.received.at(-1);
      expect(mail?.to).toEqual(['pat@work.test']);
      expect(mail?.parsed.subject).toBe('Re: Our offer');
      expect(mail?.parsed.inReplyTo).toBe('<reply-1@prospect.test>');
      expect(mail?.parsed.references).toEqual(['<step-1@mail.test>', '<reply-1@prospect.test>']);
      expect(mail?.parsed.text).toContain('Sure, here it is.');
      expect(mail?.parsed.text).toContain('Kind regards, Sam');

      const stored = (await messagesOf(row.id)).find((message) => message.id === response.payload._id);
      expect(stored?.messageIdHeader).toBe(mail?.parsed.messageId);
      expect(stored?.inReplyTo).toBe('<reply-1@prospect.test>');
      const [after] = await ctx.database.db.select().from(dialogs).where(eq(dialogs.id, row.id));
      expect(after).toMatchObject({ isUnread: false, lastMessageAt: ctx.clock.now() });
      const [sender] = await ctx.database.db
        .select()
        .from(credentials)
        .where(eq(credentials.id, credential.id));
      expect(sender?.unreadCount).toBe(0);
      expect(ctx.realtime.credentialEvents.at(-1)).toMatchObject({
        credentialId: credential.id,
        event: 'update_unread_counter',
        payload: { unread_count: 0 },
      });
    });

    it("carries the thread's whole References chain and the first message's subject, not an auto-reply's", async () => {
      const member = await ctx.createMember();
      const { credential } = await connectSmtpSender(ctx, member, {
        port: smtp.port,
        user: mailbox,
        password,
        fromName: 'Inbox Sender',
      });
      const { dialog: row } = await dialog(member, {
        credential,
        prospect: { workEmail: 'three@work.test' },
        messages: [
          {
            direction: 'out',
            subject: 'Our offer',
            messageIdHeader: '<first@mail.test>',
            sentAt: ago(3),
          },
          {
            direction: 'out',
            subject: 'Re: Our offer',
            messageIdHeader: '<follow-up@mail.test>',
            inReplyTo: '<first@mail.test>',
            sentAt: ago(2),
          },
          {
            direction: 'in',
            subject: 'Automatic reply: Away until Monday',
            messageIdHeader: '<auto@prospect.test>',
            inReplyTo: '<follow-up@mail.test>',
            sentAt: ago(1),
          },
        ],
      });
      const response = await send(member, row.id, { channel: 'email', text: 'Back to you' });
      expect(response.status).toBe(201);
      expect(response.payload.subject).toBe('Re: Our offer');
      const mail = smtp.received.at(-1);
      expect(mail?.to).toEqual(['three@work.test']);
      expect(mail?.parsed.subject).toBe('Re: Our offer');
      expect(mail?.parsed.inReplyTo).toBe('<auto@prospect.test>');
      expect(mail?.parsed.references).toEqual([
        '<first@mail.test>',
        '<follow-up@mail.test>',
        '<auto@prospect.test>',
      ]);
    });

    it('uses the subject given', async () => {
      const { member, dialog: row } = await emailSetup();
      const response = await send(member, row.id, { channel: 'email', text: 'Hi', subject: 'New topic' });
      expect(response.payload.subject).toBe('New topic');
      expect(smtp.received.at(-1)?.parsed.subject).toBe('New topic');
    });

    it('refuses an email to a prospect without an address, nothing sent or stored', async () => {
      const { member, dialog: row } = await emailSetup({ workEmail: null });
      const count = (await messagesOf(row.id)).length;
      const response = await send(member, row.id, { channel: 'email', text: 'Hi' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'The prospect has no email address' });
      expect(await messagesOf(row.id)).toHaveLength(count);
    });

    it('refuses an email from an account without a connected mailbox', async () => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const { dialog: row } = await dialog(member, {
        credential: sender,
        prospect: { workEmail: 'pat@work.test' },
      });
      const response = await send(member, row.id, { channel: 'email', text: 'Hi', subject: 'Hello' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Connect a mailbox to this account to send email' });
    });

    it('needs a subject when the dialog has none to answer', async () => {
      const member = await ctx.createMember();
      const { credential } = await connectSmtpSender(ctx, member, {
        port: smtp.port,
        user: mailbox,
        password,
        fromName: 'Inbox Sender',
      });
      const { dialog: row } = await dialog(member, {
        credential,
        prospect: { workEmail: 'pat@work.test' },
        messages: [{ channel: 'social', text: 'hi there' }],
      });
      const response = await send(member, row.id, { channel: 'email', text: 'Hi' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'subject: Fill this field' });
    });

    it("answers 502 with the server's reason when the server refuses, and stores nothing", async () => {
      const { member, dialog: row } = await emailSetup({ workEmail: 'refused@work.test' });
      const count = (await messagesOf(row.id)).length;
      const response = await send(member, row.id, { channel: 'email', text: 'Hi' });
      expect(response.status).toBe(502);
      expect(response.body.ok).toBe(false);
      expect(!response.body.ok && response.body.error).toContain('Message rejected as spam');
      expect(await messagesOf(row.id)).toHaveLength(count);
      const [after] = await ctx.database.db.select().from(dialogs).where(eq(dialogs.id, row.id));
      expect(after?.isUnread).toBe(true);
    });

    it('refuses a social answer through an account run by the browser extension (cloud only), queuing nothing', async () => {
      const member = await ctx.createMember();
      const sender = await account(member);
      await ctx.database.db
        .update(credentials)
        .set({ automationType: 'extension' })
        .where(eq(credentials.id, sender.id));
      const { dialog: row } = await dialog(member, {
        credential: sender,
        prospect: { profileUrl: 'https://social.test/in/pat' },
      });
      const response = await send(member, row.id, { channel: 'social', text: 'Hello' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        error: 'Linkedin Inbox is available only with cloud automation',
      });
      const tasks = await ctx.database.db
        .select()
        .from(automationTasks)
        .where(eq(automationTasks.credentialId, sender.id));
      expect(tasks).toHaveLength(0);
      expect(await messagesOf(row.id)).toHaveLength(0);
    });

    it('queues a social answer as a send_message task, stores it queued, and marks it sent once done', async () => {
      const member = await ctx.createMember();
      const sender = await account(member, { firstName: 'Sam' });
      const { dialog: row, prospect } = await dialog(member, {
        credential: sender,
        unread: true,
        prospect: { profileUrl: 'https://social.test/in/pat' },
      });
      const response = await send(member, row.id, { channel: 'social', text: 'Thanks, Pat!' });
      expect(response.status).toBe(201);
      expect(response.payload).toMatchObject({
        channel: 'social',
        direction: 'out',
        status: 'queued',
        text: 'Thanks, Pat!',
      });
      const [task] = await ctx.database.db
        .select()
        .from(automationTasks)
        .where(eq(automationTasks.credentialId, sender.id));
      expect(task).toMatchObject({
        kind: 'send_message',
        status: 'queued',
        stepExecutionId: null,
        prospectId: prospect.id,
        payload: { text: 'Thanks, Pat!', profile_url: 'https://social.test/in/pat' },
      });
      const [stored] = await messagesOf(row.id);
      expect(stored?.detail).toEqual({ status: 'queued', task_id: task?.id });
      const [after] = await ctx.database.db.select().from(dialogs).where(eq(dialogs.id, row.id));
      expect(after?.isUnread).toBe(false);

      // The sandbox network claims tasks without a campaign step and reports them; the message is sent then.
      const { deps } = engineDeps(ctx);
      const summary = await runSandboxWorkerOnce(deps, ctx.clock.now());
      expect(summary.reported).toBe(1);
      const [done] = await ctx.database.db
        .select()
        .from(automationTasks)
        .where(eq(automationTasks.id, task?.id ?? ''));
      expect(done?.status).toBe('done');
      const page = (
        await ctx.api.get('/inbox/dialogs/{id}/messages', { path: { id: row.id }, token: member.token })
      ).payload;
      expect(page.items.map((item) => item.status)).toEqual(['sent']);
      expect((await messagesOf(row.id)).filter((message) => message.direction === 'out')).toHaveLength(1);
    });

    it('refuses an email to a suppressed address', async () => {
      const { member, dialog: row } = await emailSetup({ workEmail: 'gone@work.test' });
      await ctx.database.db.insert(emailSuppressions).values({
        spaceId: member.space.id,
        email: 'gone@work.test',
        reason: 'unsubscribe',
        at: ctx.clock.now(),
      });
      const response = await send(member, row.id, { channel: 'email', text: 'Hi' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'This email address unsubscribed or bounced' });
    });

    it('marks a social answer failed when its task is reported failed, without touching any step', async () => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const { dialog: row } = await dialog(member, { credential: sender });
      const sent = await send(member, row.id, { channel: 'social', text: 'Hello' });
      const [task] = await ctx.database.db
        .select()
        .from(automationTasks)
        .where(eq(automationTasks.credentialId, sender.id));
      if (!task) throw new Error('no task');
      const { deps } = engineDeps(ctx);
      const outcome = await applyReport(deps, task, {
        outcome: 'failed',
        signals: [],
        events: [],
        error: 'recipient not reachable',
      });
      expect(outcome.applied).toBe(true);
      const [stored] = await messagesOf(row.id);
      expect(stored?.id).toBe(sent.payload._id);
      expect(stored?.detail).toMatchObject({
        status: 'failed',
        error: 'recipient not reachable',
        task_id: task.id,
      });
    });

    it.each([
      ['blank text', { channel: 'social', text: '   ' }, 'text: Fill this field'],
      ['no text', { channel: 'social' }, 'text: Fill this field'],
      [
        '8,001 characters',
        { channel: 'social', text: 'x'.repeat(8001) },
        'text: message can not be longer than 8000',
      ],
      ['an sms', { channel: 'sms', text: 'hi' }, 'channel: channel must be email or social'],
      ['a NUL', { channel: 'social', text: 'a\u0000b' }, 'Text can not contain NUL characters'],
    ])('refuses %s with 400, nothing stored', async (_label, body, error) => {
      const member = await ctx.createMember();
      const sender = await account(member);
      const { dialog: row } = await dialog(member, { credential: sender });
      const response = await send(member, row.id, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
      expect(await messagesOf(row.id)).toHaveLength(0);
    });
  });
});
