import { countsAsReply } from '@outreach/core/outreach';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { dialerAccounts, dialogs, messages, prospects } from '../../db/schema';
import { grantCredits } from '../credits';
import { insertPhone, sandboxVoice } from '../../../test/dialer';

describe.each(databaseModes())('calls in the inbox thread on %s', (mode) => {
  let ctx: TestContext;
  let app: TestClient;
  let admin: Member;
  let rep: Member;
  let outsider: Member;
  let repPhone: string;
  let outsiderPhone: string;
  let janeId: string;
  let twinId: string;

  const phoneOf = (member: Member, number: string) => insertPhone(ctx, member, number);

  useTestContext(mode, async (opened) => {
    ctx = opened;
    app = opened.withApp({
      voice: sandboxVoice(),
    });
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    rep = await opened.createMember({ space: admin.space, isAdmin: false });
    outsider = await opened.createMember({ tier: 'scale', isAdmin: true });
    const now = ctx.clock.now();
    await ctx.database.db.insert(dialerAccounts).values([
      { spaceId: admin.space.id, activatedAt: now },
      { spaceId: outsider.space.id, activatedAt: now },
    ]);
    repPhone = await phoneOf(rep, '+15125550101');
    outsiderPhone = await phoneOf(outsider, '+15125550199');
    const [jane] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: admin.space.id, fullName: 'Jane Doe', phone: '+1 (415) 555-0123' })
      .returning();
    janeId = jane?.id ?? '';
    // Another workspace's prospect with the same number: never Jane's thread, never this one's entry.
    const [twin] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: outsider.space.id, fullName: 'Jane Twin', phone: '+14155550123' })
      .returning();
    twinId = twin?.id ?? '';
    for (const [index, member] of [admin, outsider].entries())
      await grantCredits(ctx.database.db, {
        spaceId: member.space.id,
        amount: 50,
        kind: 'manual',
        idempotencyKey: `call-entry-test-${index}`,
      });
  });

  async function call(member: Member, phoneId: string, to: string, prospectId?: string) {
    const started = await app.api.unchecked.post('/dialer/calls', {
      token: member.token,
      body: { phone_id: phoneId, to, ...(prospectId ? { prospect_id: prospectId } : {}) },
    });
    expect(started.status).toBe(200);
    return started.payload.id as string;
  }

  function end(member: Member, id: string, body: Record<string, unknown>) {
    return app.api.unchecked.put('/dialer/calls/{id}', {
      path: { id },
      token: member.token,
      body: body as never,
    });
  }

  async function entriesOf(prospectId: string) {
    return ctx.database.db
      .select({ message: messages, dialog: dialogs })
      .from(messages)
      .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
      .where(and(eq(dialogs.prospectId, prospectId), eq(messages.channel, 'call')));
  }

  it('puts the ended call in the prospect’s thread once; a repeated PUT updates it', async () => {
    const id = await call(rep, repPhone, '(415) 555-0123');
    // In progress: nothing in the thread yet.
    expect(await entriesOf(janeId)).toHaveLength(0);
    expect(
      (await end(rep, id, { result: 'answered', duration_seconds: 134, disposition: 'Interested' })).status,
    ).toBe(200);
    expect(
      (await end(rep, id, { result: 'answered', duration_seconds: 134, note: 'Call back Tuesday' })).status,
    ).toBe(200);
    const entries = await entriesOf(janeId);
    expect(entries).toHaveLength(1);
    const dialogId = entries[0]?.dialog.id ?? '';
    expect(entries[0]?.dialog).toMatchObject({ spaceId: admin.space.id, isUnread: false });
    const page = await app.api.unchecked.get('/inbox/dialogs/{id}/messages', {
      path: { id: dialogId },
      token: admin.token,
    });
    expect(page.status).toBe(200);
    const shown = (page.payload.items as { channel: string; call: unknown }[]).filter(
      (m) => m.channel === 'call',
    );
    expect(shown).toEqual([
      expect.objectContaining({
        direction: 'out',
        kind: 'call',
        text: 'Call back Tuesday',
        call: {
          id,
          direction: 'outgoing',
          result: 'answered',
          duration_seconds: 134,
          disposition: 'Interested',
          note: 'Call back Tuesday',
          number: '+14155550123',
          our_number: '+15125550101',
        },
      }),
    ]);
    // Another workspace sees neither the thread nor its twin prospect's entry.
    const foreign = await app.api.unchecked.get('/inbox/dialogs/{id}/messages', {
      path: { id: dialogId },
      token: outsider.token,
    });
    expect(foreign.status).toBe(404);
    expect(await entriesOf(twinId)).toHaveLength(0);
  });

  it('joins the thread the prospect already has and never counts as a reply', async () => {
    const [thread] = await ctx.database.db
      .insert(dialogs)
      .values({ spaceId: outsider.space.id, prospectId: twinId, lastMessageAt: ctx.clock.now() })
      .returning();
    const incoming = await app.api.unchecked.post('/dialer/calls/incoming', {
      token: outsider.token,
      body: { from: '+1 415 555 0123', to: '+15125550199' },
    });
    expect(incoming.status).toBe(200);
    expect(
      (await end(outsider, incoming.payload.id, { result: 'answered', duration_seconds: 5 })).status,
    ).toBe(200);
    const entries = await entriesOf(twinId);
    expect(entries.map((entry) => [entry.dialog.id, entry.message.direction, entry.message.kind])).toEqual([
      [thread?.id, 'in', 'call'],
    ]);
    // Not a reply: the thread stays read, and neither the product nor the reports' SQL count it.
    expect(entries[0]?.dialog.isUnread).toBe(false);
    expect(countsAsReply('call')).toBe(false);
    const result = await ctx.database.db.execute(sql`select message_counts_as_reply('call') as reply`);
    const [row] = Array.isArray(result) ? result : (result as { rows: { reply: boolean }[] }).rows;
    expect(row?.reply).toBe(false);
  });

  it('writes nothing for a call without a prospect', async () => {
    const before = await ctx.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.channel, 'call'));
    const id = await call(outsider, outsiderPhone, '+1 212 555 0198');
    expect((await end(outsider, id, { result: 'busy', duration_seconds: 0 })).status).toBe(200);
    const after = await ctx.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.channel, 'call'));
    expect(after).toHaveLength(before.length);
  });
});
