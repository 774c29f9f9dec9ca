import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import { emailStepRun } from '../../test/email-steps';
import { connectSmtpSender } from '../../test/mailboxes';
import { dialogs, messages, stepExecutions } from '../db/schema';
import { messageIdFor, TransportCache } from '../providers/outreach-email/sender';
import { executeSendEmail, SendSuperseded } from './email.executor';

const mailbox = 'crash@sender.test';
const password = 'crash-password';

/**
 * The email executor after a crash (docs/engine.md "The email executor", exactly once): what a
 * run taken over from a dead process does with the send record the dead run left behind.
 */
describe.each(databaseModes())('email step taken over after a crash on %s', (mode) => {
  let ctx: TestContext;
  const transports = new TransportCache();
  /** Messages the server accepted (the end of DATA came and it answered 250). */
  const accepted: { to: string; messageId: string }[] = [];
  /**
   * Run once when the server is handed the recipient, before it answers: the SMTP transaction is
   * under way and the client waits on this hook, so it has happened before the client can reach
   * the fence at the end of DATA. (onData would race: smtp-server sends its 354 right after
   * calling it, and the client's fence need not wait for the hook's write.)
   */
  let duringSend: (() => Promise<void>) | null = null;
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        callback(null, { user: auth.username });
      },
      onRcptTo(_address, _session, callback) {
        const hook = duringSend;
        duringSend = null;
        if (hook) void hook().then(() => callback(), callback);
        else callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString('utf8');
        });
        // 'end' only with the end of DATA: a connection closed before it destroys the stream.
        stream.on('end', () => {
          const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '';
          for (const rcpt of session.envelope.rcptTo) accepted.push({ to: rcpt.address, messageId });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    transports.closeAll();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx?.close();
  });

  let sequence = 0;

  /** One email step of an active campaign, one prospect, its execution taken `runs` times. */
  async function setup(runs: number) {
    const db = ctx.database.db;
    const member = await ctx.createMember();
    sequence += 1;
    const { credential } = await connectSmtpSender(ctx, member, {
      port,
      user: mailbox,
      password,
      fromName: 'Crash Sender',
    });
    const to = `crash${sequence}@acme.test`;
    const { deps, context, prospect, execution, idempotencyKey } = await emailStepRun(ctx, {
      member,
      credential,
      campaignName: 'Crash campaign',
      step: { subject: 'Hello {first_name}', text: 'Hi {first_name}, one question.' },
      prospect: { firstName: 'Cara', email: to },
      detail: { runs },
    });
    const dialog = (
      await db
        .insert(dialogs)
        .values({ spaceId: member.space.id, credentialId: credential.id, prospectId: prospect.id })
        .returning()
    )[0];
    /** The record a run `run` left when it died in `status`. */
    const leftBehind = async (status: string, run: number) => {
      await db.insert(messages).values({
        spaceId: member.space.id,
        dialogId: dialog?.id ?? '',
        direction: 'out',
        channel: 'email',
        kind: 'message',
        subject: 'Hello Cara',
        text: 'Hi Cara, one question.',
        messageIdHeader: messageIdFor(idempotencyKey, mailbox),
        stepExecutionId: execution.id,
        detail: { status, run, to },
        sentAt: ctx.clock.now(),
      });
    };
    const record = async () =>
      (
        await db
          .select()
          .from(messages)
          .where(and(eq(messages.spaceId, member.space.id), eq(messages.stepExecutionId, execution.id)))
      ).map((row) => ({
        status: row.detail.status,
        resent: row.detail.resent,
        messageId: row.messageIdHeader,
      }));
    return { deps, context, to, idempotencyKey, leftBehind, record };
  }

  const deliveredTo = (to: string) => accepted.filter((message) => message.to === to);

  it('a send cut off before the end of DATA ("sending") is sent again by the run that takes it over, with the same Message-ID', async () => {
    const { deps, context, to, idempotencyKey, leftBehind, record } = await setup(2);
    await leftBehind('sending', 1);
    const result = await executeSendEmail(context, deps, { transports });
    expect(result).toMatchObject({ type: 'done', outcome: 'positive' });
    const messageId = messageIdFor(idempotencyKey, mailbox);
    expect(deliveredTo(to)).toEqual([{ to, messageId }]);
    expect(await record()).toEqual([{ status: 'sent', resent: 1, messageId }]);
  });

  it('a send cut off after its commit mark ("committing") is not sent again: done, unconfirmed, for review', async () => {
    const { deps, context, to, leftBehind, record } = await setup(2);
    await leftBehind('committing', 1);
    const result = await executeSendEmail(context, deps, { transports });
    expect(result).toMatchObject({
      type: 'done',
      outcome: 'positive',
      detail: { send_status: 'unconfirmed', review: 'email_delivery_unconfirmed' },
    });
    expect(deliveredTo(to)).toEqual([]);
    expect((await record()).map((row) => row.status)).toEqual(['unconfirmed']);
  });

  it('a sent record is the finished step: nothing is sent again', async () => {
    const { deps, context, to, leftBehind } = await setup(2);
    await leftBehind('sent', 1);
    expect(await executeSendEmail(context, deps, { transports })).toMatchObject({
      type: 'done',
      detail: { send_status: 'sent' },
    });
    expect(deliveredTo(to)).toEqual([]);
  });

  it('a run whose execution was taken over (it stalled) does not send', async () => {
    const { deps, context, to, record } = await setup(2);
    const stalled = { ...context, execution: { ...context.execution, detail: { runs: 1 } } };
    await expect(executeSendEmail(stalled, deps, { transports })).rejects.toBeInstanceOf(SendSuperseded);
    expect(deliveredTo(to)).toEqual([]);
    expect(await record()).toEqual([]);
  });

  it('taken over while its SMTP transaction is under way, the run stops before the end of DATA: the server keeps nothing, the taker sends once', async () => {
    const { deps, context, to, idempotencyKey, record } = await setup(1);
    // While the SMTP transaction is under way, another process takes the execution over (run 2).
    duringSend = async () => {
      await deps.db
        .update(stepExecutions)
        .set({ detail: { runs: 2 } })
        .where(eq(stepExecutions.id, context.execution.id));
    };
    await expect(executeSendEmail(context, deps, { transports })).rejects.toBeInstanceOf(SendSuperseded);
    expect(deliveredTo(to)).toEqual([]);
    expect((await record()).map((row) => row.status)).toEqual(['sending']);

    const taker = { ...context, execution: { ...context.execution, detail: { runs: 2 } } };
    expect(await executeSendEmail(taker, deps, { transports })).toMatchObject({ type: 'done' });
    expect(deliveredTo(to)).toEqual([{ to, messageId: messageIdFor(idempotencyKey, mailbox) }]);
    expect((await record()).map((row) => row.status)).toEqual(['sent']);
  });
});
