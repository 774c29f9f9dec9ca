import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import {
  automationTasks,
  credentials,
  dialogs,
  messages,
  prospects,
  scheduledMessages,
} from '../../db/schema';
import { silentLogger } from '../../logger';
import type { ScheduledMessageJson } from './inbox.schema';
import { sendDueScheduledMessages } from './scheduled-messages';

const minute = 60 * 1000;

describe.each(databaseModes())('scheduled send on %s', (mode) => {
  let ctx: TestContext;
  let member: Member;
  let stranger: Member;
  let sequence = 0;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    member = await ctx.createMember();
    stranger = await ctx.createMember();
  });

  /** A dialog of `who` with a cloud account and a prospect with a profile (social answers work). */
  async function dialog(who: Member, prospect: Partial<typeof prospects.$inferInsert> = {}) {
    sequence += 1;
    const db = ctx.database.db;
    const [account] = await db
      .insert(credentials)
      .values({ spaceId: who.space.id, username: `scheduled-${sequence}@x.test`, timezone: 'UTC' })
      .returning();
    const [person] = await db
      .insert(prospects)
      .values({
        spaceId: who.space.id,
        firstName: 'Pat',
        lastName: `Prospect ${sequence}`,
        fullName: `Pat Prospect ${sequence}`,
        profileUrl: `https://social.test/in/pat-${sequence}`,
        ...prospect,
      })
      .returning();
    if (!account || !person) throw new Error('seed');
    const [row] = await db
      .insert(dialogs)
      .values({ spaceId: who.space.id, credentialId: account.id, prospectId: person.id, isUnread: true })
      .returning();
    if (!row) throw new Error('dialog');
    return row;
  }

  const inMinutes = (minutes: number) => new Date(ctx.clock.now().getTime() + minutes * minute).toISOString();
  const send = (who: Member, dialogId: string, body: unknown) =>
    ctx.api.unchecked.post('/inbox/dialogs/{id}/messages', {
      path: { id: dialogId },
      token: who.token,
      body,
    });
  const pending = (who: Member, dialogId: string, space = who.space.id) =>
    ctx.api.get('/inbox/dialogs/{id}/scheduled', {
      path: { id: dialogId },
      query: { space },
      token: who.token,
    });
  const cancel = (who: Member, dialogId: string, scheduledId: string, space = who.space.id) =>
    ctx.api.post('/inbox/dialogs/{id}/scheduled/{scheduledId}/cancel', {
      path: { id: dialogId, scheduledId },
      query: { space },
      token: who.token,
    });
  const messagesOf = (dialogId: string) =>
    ctx.database.db.select().from(messages).where(eq(messages.dialogId, dialogId));
  const runJob = () =>
    sendDueScheduledMessages({
      db: ctx.database.db,
      clock: ctx.clock,
      realtime: ctx.realtime,
      logger: silentLogger,
      mailServersAllowPrivate: true,
    });

  it('refuses a send_at in the past or now (outreach §5), and a malformed one', async () => {
    const row = await dialog(member);
    for (const sendAt of [inMinutes(-1), ctx.clock.now().toISOString()]) {
      const response = await send(member, row.id, { channel: 'social', text: 'Hi', send_at: sendAt });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'You cannot send a message to the past' });
    }
    const malformed = await send(member, row.id, { channel: 'social', text: 'Hi', send_at: 'tomorrow' });
    expect(malformed.body).toEqual({ ok: false, error: 'send_at: send_at must be an ISO date' });
    expect(await messagesOf(row.id)).toEqual([]);
  });

  it('stores a future reply unsent, lists it, and the job sends it when the clock passes send_at', async () => {
    const row = await dialog(member);
    const response = await send(member, row.id, {
      channel: 'social',
      text: 'See you soon',
      send_at: inMinutes(30),
    });
    expect(response.status).toBe(202);
    const scheduled = response.payload as ScheduledMessageJson;
    expect(scheduled).toMatchObject({
      dialog_id: row.id,
      channel: 'social',
      text: 'See you soon',
      status: 'pending',
      send_at: inMinutes(30),
      message_id: null,
    });
    expect(await messagesOf(row.id)).toEqual([]);
    expect((await pending(member, row.id)).payload.map((item) => item._id)).toEqual([scheduled._id]);

    // Not due yet: nothing goes out.
    ctx.clock.advance(29 * minute);
    await runJob();
    expect(await messagesOf(row.id)).toEqual([]);

    ctx.clock.advance(2 * minute);
    expect(await runJob()).toEqual({ sent: 1, failed: 0 });
    const sent = await messagesOf(row.id);
    expect(sent.map((message) => [message.direction, message.text, message.detail.status])).toEqual([
      ['out', 'See you soon', 'queued'],
    ]);
    const tasks = await ctx.database.db
      .select()
      .from(automationTasks)
      .where(eq(automationTasks.credentialId, row.credentialId ?? ''));
    expect(tasks.map((task) => task.kind)).toEqual(['send_message']);
    const [stored] = await ctx.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, scheduled._id));
    expect(stored).toMatchObject({ status: 'sent', messageId: sent[0]?.id, error: null });
    expect((await pending(member, row.id)).payload).toEqual([]);
    // The same code path as a reply now: the dialog is read.
    const [after] = await ctx.database.db.select().from(dialogs).where(eq(dialogs.id, row.id));
    expect(after?.isUnread).toBe(false);

    // Sent once: another run sends nothing more.
    expect(await runJob()).toEqual({ sent: 0, failed: 0 });
  });

  it('marks a due reply failed with the reason when it cannot be sent', async () => {
    const row = await dialog(member);
    const response = await send(member, row.id, {
      channel: 'email',
      text: 'By email',
      send_at: inMinutes(5),
    });
    const scheduled = response.payload as ScheduledMessageJson;
    ctx.clock.advance(6 * minute);
    expect(await runJob()).toEqual({ sent: 0, failed: 1 });
    const [stored] = await ctx.database.db
      .select()
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, scheduled._id));
    expect(stored).toMatchObject({
      status: 'failed',
      error: 'The prospect has no email address',
      messageId: null,
    });
  });

  it('cancels a pending reply, which then never goes out; a sent or cancelled one cannot be cancelled', async () => {
    const row = await dialog(member);
    const scheduled = (
      await send(member, row.id, { channel: 'social', text: 'Later', send_at: inMinutes(10) })
    ).payload as ScheduledMessageJson;
    const cancelled = await cancel(member, row.id, scheduled._id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.payload.status).toBe('cancelled');
    expect((await pending(member, row.id)).payload).toEqual([]);
    ctx.clock.advance(11 * minute);
    await runJob();
    expect(await messagesOf(row.id)).toEqual([]);
    const again = await cancel(member, row.id, scheduled._id);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, error: 'This message is not waiting to be sent any more' });
    const unknown = await cancel(member, row.id, 'nope');
    expect(unknown.body).toEqual({ ok: false, error: 'Scheduled message not found' });
  });

  it("another workspace's member neither lists, cancels nor schedules in A's dialogs", async () => {
    const row = await dialog(member);
    const scheduled = (
      await send(member, row.id, { channel: 'social', text: 'Mine', send_at: inMinutes(10) })
    ).payload as ScheduledMessageJson;
    // With space=A: refused at the workspace.
    expect((await pending(stranger, row.id, member.space.id)).status).toBe(403);
    expect((await cancel(stranger, row.id, scheduled._id, member.space.id)).status).toBe(403);
    // In their own workspace: A's dialog is not found.
    for (const response of [
      await pending(stranger, row.id),
      await cancel(stranger, row.id, scheduled._id),
      await send(stranger, row.id, { channel: 'social', text: 'x', send_at: inMinutes(5) }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Dialog not found' });
    }
    // A's scheduled message named under B's own dialog: not found either.
    const theirs = await dialog(stranger);
    const crossed = await cancel(stranger, theirs.id, scheduled._id);
    expect(crossed.body).toEqual({ ok: false, error: 'Scheduled message not found' });
    expect((await pending(member, row.id)).payload.map((item) => item.status)).toEqual(['pending']);
  });
});
