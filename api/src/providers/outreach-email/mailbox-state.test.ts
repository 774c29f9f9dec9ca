import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCapturingLogger,
  createTestContext,
  databaseModes,
  type Member,
  type TestContext,
} from '../../../test/helpers';
import { connectSmtpSender } from '../../../test/mailboxes';
import { integrations } from '../../db/schema';
import { serverEvents } from '../../realtime/events';
import { pollMailbox, type PollDeps } from './imap-poller';
import { sharedTransports } from './sender';
import {
  startImapServer,
  startSmtpServer,
  type TestImapServer,
  type TestSmtpServer,
} from './testing/mail-servers';

/**
 * A mailbox's live state (issue 26 item 11): while its SMTP server is down it does not show
 * Connected with no error; IMAP poll failures are recorded and logged. Each failure is said once
 * (state, update_integration, log line with its cause) however often the retry loop meets it, and
 * the next success of that server clears it; a working IMAP says nothing of a dead SMTP server.
 */
const user = 'sam@sender.test';
const password = 'right-password';
const users = { [user]: password };

describe.each(databaseModes())("a mailbox's live state on %s", (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    sharedTransports.closeAll();
    await ctx.close();
  });

  async function row(id: string) {
    const [found] = await ctx.database.db.select().from(integrations).where(eq(integrations.id, id));
    if (!found) throw new Error('no integration');
    return found;
  }

  /** Local SMTP and IMAP servers, and a workspace whose sender's mailbox is connected to both. */
  async function connectedMailbox() {
    const smtp = await startSmtpServer(users);
    const imap = await startImapServer(users);
    const member = await ctx.createMember();
    const { integrationId } = await connectSmtpSender(ctx, member, {
      port: smtp.port,
      user,
      password,
      fromName: 'Sam',
      imapPort: imap.port,
    });
    return { smtp, imap, member, integrationId };
  }

  function sendTest(member: Member, integrationId: string) {
    return ctx.request('/api/workflows/steps/send_email/test', {
      method: 'POST',
      token: member.token,
      body: { receiver: 'check@receiver.test', subject: 'Hi', text: 'Hi', integration_id: integrationId },
    });
  }

  function pollDeps(logger = createCapturingLogger().logger): PollDeps {
    return {
      db: ctx.database.db,
      clock: ctx.clock,
      logger,
      realtime: ctx.realtime,
      mailServersAllowPrivate: true,
      onMail: async () => 'unmatched',
    };
  }

  const announced = (integrationId: string) =>
    ctx.realtime.credentialEvents.filter(
      (event) =>
        event.event === serverEvents.updateIntegration &&
        (event.payload as { _id?: string })._id === integrationId,
    );
  const logged = (lines: Record<string, unknown>[], integrationId: string, msg: string) =>
    lines.filter((line) => line.integrationId === integrationId && line.msg === msg);

  it('SMTP down: the mailbox shows the error from SMTP, said once however often it fails; an IMAP poll keeps it; the next send clears it', async () => {
    const connected = await connectedMailbox();
    const { imap, member, integrationId } = connected;
    let smtp: TestSmtpServer = connected.smtp;
    const port = smtp.port;
    // The pooled connection goes first: the server waits for its clients before it closes.
    sharedTransports.drop(integrationId);
    await smtp.close();
    ctx.realtime.credentialEvents.length = 0;

    const first = await sendTest(member, integrationId);
    expect(first.status).toBe(400);
    const failing = await row(integrationId);
    expect(failing).toMatchObject({ status: 'connected', lastErrorFrom: 'smtp' });
    expect(failing.lastError).toBeTruthy();
    expect((first.body as { error: string }).error).toBe(failing.lastError);
    expect(announced(integrationId)).toHaveLength(1);
    const failures = logged(ctx.logLines, integrationId, 'mailbox SMTP failing');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ server: 'smtp', reason: failing.lastError });
    expect(failures[0]?.err).toBeDefined();

    // The same failure again (a retry loop's next tick): nothing new to say.
    expect((await sendTest(member, integrationId)).status).toBe(400);
    expect(announced(integrationId)).toHaveLength(1);
    expect(logged(ctx.logLines, integrationId, 'mailbox SMTP failing')).toHaveLength(1);

    // IMAP works: that says nothing of the SMTP server.
    expect(await pollMailbox(pollDeps(), integrationId)).toMatchObject({ error: null });
    expect(await row(integrationId)).toMatchObject({ lastError: failing.lastError, lastErrorFrom: 'smtp' });

    smtp = await startSmtpServer(users, { port });
    try {
      expect((await sendTest(member, integrationId)).status).toBe(200);
      expect(await row(integrationId)).toMatchObject({
        status: 'connected',
        lastError: null,
        lastErrorFrom: null,
      });
      expect(announced(integrationId)).toHaveLength(2);
      expect(logged(ctx.logLines, integrationId, 'mailbox SMTP works again')).toHaveLength(1);
    } finally {
      sharedTransports.drop(integrationId);
      await smtp.close();
      await imap.close();
    }
  });

  it('IMAP poll failures are recorded from IMAP and logged once with their cause; a send keeps them; the next good poll clears them', async () => {
    const connected = await connectedMailbox();
    const { smtp, member, integrationId } = connected;
    let imap: TestImapServer = connected.imap;
    const port = imap.port;
    await imap.close();
    const { logger, lines } = createCapturingLogger();
    ctx.realtime.credentialEvents.length = 0;

    const first = await pollMailbox(pollDeps(logger), integrationId);
    expect(first.error).toBeTruthy();
    const failing = await row(integrationId);
    expect(failing).toMatchObject({ status: 'connected', lastErrorFrom: 'imap' });
    // Issue 26 item 26: in plain words, as the SMTP side says its own, never the raw ECONNREFUSED.
    expect(failing.lastError).toMatch(/^IMAP: Could not connect to [^ ]+:\d+: connection refused$/);
    expect(first.error).toBe(failing.lastError?.replace(/^IMAP: /, ''));
    const failures = logged(lines, integrationId, 'mailbox IMAP failing');
    expect(failures).toHaveLength(1);
    expect(failures[0]?.err).toBeDefined();
    expect(announced(integrationId)).toHaveLength(1);

    // Polled again every minute while it stays down: logged and announced once.
    expect((await pollMailbox(pollDeps(logger), integrationId)).error).toBeTruthy();
    expect(logged(lines, integrationId, 'mailbox IMAP failing')).toHaveLength(1);
    expect(announced(integrationId)).toHaveLength(1);

    // A send that goes through says nothing of the IMAP server.
    expect((await sendTest(member, integrationId)).status).toBe(200);
    sharedTransports.drop(integrationId);
    expect(await row(integrationId)).toMatchObject({ lastError: failing.lastError, lastErrorFrom: 'imap' });

    imap = await startImapServer(users, { port });
    try {
      expect(await pollMailbox(pollDeps(logger), integrationId)).toMatchObject({ error: null });
      expect(await row(integrationId)).toMatchObject({ lastError: null, lastErrorFrom: null });
      expect(logged(lines, integrationId, 'mailbox IMAP works again')).toHaveLength(1);
      expect(announced(integrationId)).toHaveLength(2);
    } finally {
      sharedTransports.drop(integrationId);
      await imap.close();
      await smtp.close();
    }
  });
});
