import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { connectSmtpSender } from '../../../test/mailboxes';
import {
  campaignProspects,
  credentials,
  dialogs,
  emailSuppressions,
  integrations,
  messages,
  prospects,
  signatures,
  stepExecutions,
  workflowSteps,
  workflows,
} from '../../db/schema';
import type { EngineDeps, StepContext } from '../../engine/contracts';
import { executeSendEmail } from '../../channels/email.executor';
import { createOutreachEvents, type OutreachEvent } from '../../platform/outreach-events';
import { silentLogger } from '../../logger';
import { serverEvents } from '../../realtime/events';
import { mailPollDeps } from '../../channels/mail-polling';
import { pollAllMailboxes, pollMailbox } from './imap-poller';
import { TransportCache } from './sender';
import {
  startImapServer,
  startSmtpServer,
  type TestImapServer,
  type TestSmtpServer,
} from './testing/mail-servers';

const password = 'mailbox-password';
const mailbox = 'sam@sender.test';
/** The SMTP server reads this on every login: a test may change a password. */
const smtpUsers: Record<string, string> = { [mailbox]: password };

describe.each(databaseModes())('email channel on %s', (mode) => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  let imap: TestImapServer | null = null;
  const transports = new TransportCache();

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    smtp = await startSmtpServer(smtpUsers);
  });
  afterEach(async () => {
    await imap?.close();
    imap = null;
  });
  afterAll(async () => {
    transports.closeAll();
    await smtp.close();
    await ctx.close();
  });

  interface Campaign {
    member: Member;
    credentialId: string;
    integrationId: string;
    deps: EngineDeps;
    emitted: OutreachEvent[];
    context(stepKey?: string): Promise<StepContext>;
    campaignProspectId: string;
    prospectId: string;
  }

  /** A workspace with a sender whose SMTP (and IMAP, when given) integration is connected, and a two-step email campaign. */
  async function campaign(
    options: {
      email?: string;
      imapPort?: number;
      tracking?: boolean;
      /** Without IMAP: what the follow-ups do (the product's default is stop; these tests send unless told). */
      followUpsWithoutReplies?: 'stop' | 'send';
    } = {},
  ): Promise<Campaign> {
    const db = ctx.database.db;
    const member = await ctx.createMember();
    const { credential, integrationId } = await connectSmtpSender(ctx, member, {
      port: smtp.port,
      user: mailbox,
      password,
      fromName: 'Sam Sender',
      ...(options.imapPort ? { imapPort: options.imapPort } : {}),
    });
    if ((options.followUpsWithoutReplies ?? 'send') === 'send')
      await db
        .update(integrations)
        .set({ followUpsWithoutReplies: 'send' })
        .where(eq(integrations.id, integrationId));
    await db.insert(signatures).values({
      spaceId: member.space.id,
      credentialId: credential.id,
      name: 'Default',
      content: 'Best,\nSam',
      isDefault: true,
    });
    const [workflow] = await db
      .insert(workflows)
      .values({
        spaceId: member.space.id,
        name: 'Email campaign',
        status: 'active',
        isEmailOnly: true,
        isLinkTracking: options.tracking ?? false,
        isOpenTracking: options.tracking ?? false,
      })
      .returning();
    if (!workflow) throw new Error('no workflow');
    await db.insert(workflowSteps).values([
      {
        spaceId: member.space.id,
        workflowId: workflow.id,
        key: 'first',
        number: 1,
        kind: 'send_email',
        subject: 'Quick question, {first_name}',
        text: options.tracking
          ? '<p>Hi {first_name}, see our <a href="https://acme.test/pricing">pricing</a>.</p>'
          : 'Hi {first_name},\nhow is {company_name}?',
        emailType: 'work',
        config: { with_unsubscribe_button: true },
        positiveKey: 'second',
      },
      {
        spaceId: member.space.id,
        workflowId: workflow.id,
        key: 'second',
        number: 2,
        kind: 'send_email',
        subject: '',
        text: 'Just following up, {first_name}.',
        emailType: 'work',
        thread: true,
      },
    ]);
    const [prospect] = await db
      .insert(prospects)
      .values({
        spaceId: member.space.id,
        firstName: 'Anna',
        lastName: 'Lee',
        fullName: 'Anna Lee',
        companyName: 'Acme',
        workEmail: options.email ?? 'anna@acme.test',
        emailKey: (options.email ?? 'anna@acme.test').toLowerCase(),
      })
      .returning();
    if (!prospect) throw new Error('no prospect');
    const [campaignProspect] = await db
      .insert(campaignProspects)
      .values({
        spaceId: member.space.id,
        workflowId: workflow.id,
        prospectId: prospect.id,
        credentialId: credential.id,
        state: 'active',
        currentStepKey: 'first',
        nextStepAt: ctx.clock.now(),
      })
      .returning();
    if (!campaignProspect) throw new Error('no campaign prospect');
    const emitted: OutreachEvent[] = [];
    const events = createOutreachEvents();
    events.on((event) => {
      emitted.push(event);
    });
    const deps: EngineDeps = {
      db,
      clock: ctx.clock,
      logger: silentLogger,
      realtime: ctx.realtime,
      events,
      publicUrl: 'https://app.test',
      // The test's SMTP and IMAP servers listen on 127.0.0.1.
      mailServersAllowPrivate: true,
    };
    let attempt = 0;
    return {
      member,
      credentialId: credential.id,
      integrationId,
      deps,
      emitted,
      campaignProspectId: campaignProspect.id,
      prospectId: prospect.id,
      async context(stepKey = 'first') {
        attempt += 1;
        const [step] = await db
          .select()
          .from(workflowSteps)
          .where(and(eq(workflowSteps.workflowId, workflow.id), eq(workflowSteps.key, stepKey)));
        const [execution] = await db
          .insert(stepExecutions)
          .values({
            spaceId: member.space.id,
            workflowId: workflow.id,
            campaignProspectId: campaignProspect.id,
            stepId: step?.id,
            stepKey,
            credentialId: credential.id,
            idempotencyKey: `${campaignProspect.id}:${stepKey}:${attempt}`,
            actionKind: 'email',
            status: 'running',
            scheduledAt: ctx.clock.now(),
          })
          .returning();
        const [current] = await db.select().from(prospects).where(eq(prospects.id, prospect.id));
        if (!step || !execution || !current) throw new Error('no step');
        return {
          spaceId: member.space.id,
          workflow,
          step,
          campaignProspect,
          prospect: current,
          credential,
          execution,
          now: ctx.clock.now(),
        };
      },
    };
  }

  function header(raw: string, name: string): string | null {
    const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
    return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? null;
  }

  async function stateOf(campaignProspectId: string) {
    const [row] = await ctx.database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.id, campaignProspectId));
    return row;
  }

  it('send_email sends through the SMTP server with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
    const c = await campaign();
    const context = await c.context();
    const before = smtp.received.length;
    const result = await executeSendEmail(context, c.deps, { transports });
    expect(result).toMatchObject({ type: 'done', outcome: 'positive' });
    expect(smtp.received.length).toBe(before + 1);
    const email = smtp.received.at(-1);
    if (!email) throw new Error('nothing received');
    expect(email.to).toEqual(['anna@acme.test']);
    expect(email.parsed.subject).toBe('Quick question, Anna');
    expect(email.parsed.text).toContain('Hi Anna,\nhow is Acme?');
    // The sender's default signature closes the email.
    expect(email.parsed.text).toContain('Best,\nSam');
    expect(header(email.raw, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/app\.test\/u\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+>, <mailto:sam@sender\.test\?subject=unsubscribe>$/,
    );
    expect(header(email.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // with_unsubscribe_button: a visible link too.
    expect(email.parsed.html).toContain('https://app.test/u/');
    const [stored] = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.stepExecutionId, context.execution.id));
    expect(stored?.messageIdHeader).toBe(email.parsed.messageId);
    expect(stored?.detail.status).toBe('sent');
    expect(c.emitted.map((event) => [event.name, event.prospectId])).toEqual([['email_sent', c.prospectId]]);
  });

  it('a mailbox without IMAP sends a prospect its first email only, until its user chooses to send follow-ups anyway (issue 26 item 8)', async () => {
    const c = await campaign({ followUpsWithoutReplies: 'stop' });
    const listed = await ctx.api.get('/credentials/integrations', {
      query: { credentials_id: c.credentialId },
      token: c.member.token,
    });
    // The mailbox says plainly that it reads no replies, and what its follow-ups do.
    expect(listed.payload[0]).toMatchObject({ reads_replies: false, follow_ups_without_replies: 'stop' });
    expect(await executeSendEmail(await c.context(), c.deps, { transports })).toMatchObject({ type: 'done' });
    const before = smtp.received.length;
    const held = await executeSendEmail(await c.context('second'), c.deps, { transports });
    expect(held).toEqual({ type: 'wait', reason: 'invalid_email_integration' });
    expect(smtp.received.length).toBe(before);

    const badChoice = await ctx.request(`/api/integrations/smtp/${c.integrationId}/follow_ups`, {
      method: 'PUT',
      token: c.member.token,
      body: { follow_ups_without_replies: 'maybe' },
    });
    expect(badChoice.status).toBe(400);
    expect(badChoice.body).toEqual({ ok: false, error: 'follow_ups_without_replies: Choose stop or send' });
    const chosen = await ctx.api.put('/integrations/{provider}/{id}/follow_ups', {
      path: { provider: 'smtp', id: c.integrationId },
      body: { follow_ups_without_replies: 'send' },
      token: c.member.token,
    });
    expect(chosen.payload).toMatchObject({ reads_replies: false, follow_ups_without_replies: 'send' });
    const sent = await executeSendEmail(await c.context('second'), c.deps, { transports });
    expect(sent).toMatchObject({ type: 'done' });
    expect(smtp.received.length).toBe(before + 1);
  });

  it('a mailbox with IMAP reads replies, so its follow-ups go (a reply pauses the prospect instead)', async () => {
    imap = await startImapServer({ [mailbox]: password });
    const c = await campaign({ imapPort: imap.port, followUpsWithoutReplies: 'stop' });
    expect(await executeSendEmail(await c.context(), c.deps, { transports })).toMatchObject({ type: 'done' });
    expect(await executeSendEmail(await c.context('second'), c.deps, { transports })).toMatchObject({
      type: 'done',
    });
  });

  it('one-click unsubscribe (POST List-Unsubscribe=One-Click) suppresses the address; GET only asks', async () => {
    const c = await campaign();
    await executeSendEmail(await c.context(), c.deps, { transports });
    const email = smtp.received.at(-1);
    const url = /<(https:\/\/app\.test\/u\/[^>]+)>/.exec(
      header(email?.raw ?? '', 'List-Unsubscribe') ?? '',
    )?.[1];
    if (!url) throw new Error('no unsubscribe url');
    const path = new URL(url).pathname;

    const page = await ctx.app.request(path);
    expect(page.status).toBe(200);
    const confirm = await page.text();
    expect(confirm).toContain('<p>Stop emails to <strong>anna@acme.test</strong>?</p>');
    expect(confirm).toContain('<button type="submit">Unsubscribe</button>');
    expect(await ctx.database.db.select().from(emailSuppressions)).not.toContainEqual(
      expect.objectContaining({ email: 'anna@acme.test', spaceId: c.member.space.id }),
    );

    const tampered = await ctx.app.request(`${path.slice(0, -2)}xx`, { method: 'POST' });
    expect(tampered.status).toBe(404);

    const oneClick = await ctx.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('<title>You are unsubscribed</title>');
    const suppressed = await ctx.database.db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.spaceId, c.member.space.id));
    expect(suppressed.map((row) => [row.email, row.reason])).toEqual([['anna@acme.test', 'unsubscribe']]);
    // The engine heard it: the prospect no longer runs in the campaign.
    expect((await stateOf(c.campaignProspectId))?.state).not.toBe('active');

    const next = await executeSendEmail(await c.context('second'), c.deps, { transports });
    expect(next).toMatchObject({ type: 'skipped', reason: 'no_emails' });
  });

  it('an executor retried after being killed does not send twice', async () => {
    const c = await campaign();
    const context = await c.context();
    const before = smtp.received.length;
    const first = await executeSendEmail(context, c.deps, { transports });
    const retried = await executeSendEmail(context, c.deps, { transports });
    expect(smtp.received.length).toBe(before + 1);
    if (first.type !== 'done') throw new Error(`not sent: ${first.type}`);
    expect(retried).toEqual({
      type: 'done',
      outcome: 'positive',
      detail: {
        message_id: first.detail?.message_id,
        to: 'anna@acme.test',
        send_status: 'sent',
      },
    });

    // Killed while committing (the end of the message may have reached the server): the retry does
    // not send again; the step is done, unconfirmed (email-crash.test.ts has the other moments).
    const killed = await c.context('second');
    const dialogRows = await ctx.database.db
      .select()
      .from(dialogs)
      .where(eq(dialogs.prospectId, c.prospectId));
    await ctx.database.db.insert(messages).values({
      spaceId: c.member.space.id,
      dialogId: dialogRows[0]?.id ?? '',
      direction: 'out',
      channel: 'email',
      subject: 'Re: Quick question, Anna',
      messageIdHeader: '<claimed@sender.test>',
      stepExecutionId: killed.execution.id,
      detail: { status: 'committing', to: 'anna@acme.test' },
      sentAt: ctx.clock.now(),
    });
    const afterKill = await executeSendEmail(killed, c.deps, { transports });
    expect(afterKill).toMatchObject({ type: 'done', detail: { send_status: 'unconfirmed' } });
    expect(smtp.received.length).toBe(before + 1);
  });

  it('with link and open tracking on, links go through /t/c/ and an open pixel is added; the unsubscribe link stays', async () => {
    const c = await campaign({ tracking: true });
    await executeSendEmail(await c.context(), c.deps, { transports });
    const html = String(smtp.received.at(-1)?.parsed.html ?? '');
    expect(html).toMatch(/href="https:\/\/app\.test\/t\/c\/[A-Za-z0-9_-]+"/);
    expect(html).not.toContain('https://acme.test/pricing');
    expect(html).toMatch(/<img src="https:\/\/app\.test\/t\/o\/[A-Za-z0-9_-]+\.gif"/);
    expect(html).toMatch(/href="https:\/\/app\.test\/u\//);
  });

  it('a thread step answers in the previous email: In-Reply-To, References and "Re:" subject', async () => {
    const c = await campaign();
    await executeSendEmail(await c.context('first'), c.deps, { transports });
    const first = smtp.received.at(-1);
    await executeSendEmail(await c.context('second'), c.deps, { transports });
    const second = smtp.received.at(-1);
    expect(second?.parsed.inReplyTo).toBe(first?.parsed.messageId);
    expect(second?.parsed.references).toBe(first?.parsed.messageId);
    expect(second?.parsed.subject).toBe('Re: Quick question, Anna');
  });

  it('a permanent SMTP failure (5xx) fails with "email failed" and stops the address', async () => {
    const c = await campaign({ email: 'unknown@acme.test' });
    const context = await c.context();
    const result = await executeSendEmail(context, c.deps, { transports });
    expect(result).toMatchObject({ type: 'failed', pauseReason: 'email_failed' });
    const rows = await ctx.database.db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.spaceId, c.member.space.id));
    expect(rows.map((row) => [row.email, row.reason])).toEqual([['unknown@acme.test', 'bounce']]);
    expect(
      await ctx.database.db.select().from(messages).where(eq(messages.stepExecutionId, context.execution.id)),
    ).toEqual([]);
  });

  it('an SMTP login refused while sending: the integration is down and the step waits ("invalid email integration")', async () => {
    const c = await campaign();
    smtpUsers[mailbox] = 'changed-by-the-mailbox-owner';
    try {
      ctx.realtime.credentialEvents.length = 0;
      const result = await executeSendEmail(await c.context(), c.deps, { transports });
      expect(result).toEqual({ type: 'wait', reason: 'invalid_email_integration' });
    } finally {
      smtpUsers[mailbox] = password;
    }
    const [row] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, c.integrationId));
    expect(row).toMatchObject({ status: 'disconnected' });
    // The plain diagnosis, never the server's raw "535 5.7.8 ..." (issue 26 item 10).
    expect(row?.lastError).toBe('The SMTP server refused the user name or password');
    expect(ctx.realtime.credentialEvents.map((event) => event.event)).toContain(
      serverEvents.updateIntegration,
    );
  });

  it('a mail server that now resolves to a private address is refused at send: nothing sent, the mailbox is down', async () => {
    // Saved while allowed; sent with MAIL_SERVERS_ALLOW_PRIVATE off (as a public name that later
    // resolves to an internal address would be: every connection is checked, not only add_smtp).
    const c = await campaign();
    const before = smtp.received.length;
    const context = await c.context();
    const result = await executeSendEmail(
      context,
      { ...c.deps, mailServersAllowPrivate: false },
      { transports },
    );
    expect(result).toEqual({ type: 'wait', reason: 'invalid_email_integration' });
    expect(smtp.received.length).toBe(before);
    expect(
      await ctx.database.db.select().from(messages).where(eq(messages.stepExecutionId, context.execution.id)),
    ).toEqual([]);
    const [row] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, c.integrationId));
    expect(row).toMatchObject({
      status: 'disconnected',
      lastError: 'The mail server is at a private or local address, which is not allowed',
    });
  });

  it('an IMAP server at a private address is not polled without MAIL_SERVERS_ALLOW_PRIVATE', async () => {
    imap = await startImapServer({ [mailbox]: password });
    const c = await campaign({ imapPort: imap.port });
    const before = imap.connections(); // add_smtp logged in once to check the settings
    const result = await pollMailbox(
      mailPollDeps({ ...c.deps, mailServersAllowPrivate: false }),
      c.integrationId,
    );
    expect(result).toMatchObject({
      fetched: 0,
      error: 'The mail server is at a private or local address, which is not allowed',
    });
    expect(imap.connections()).toBe(before);
    const [row] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, c.integrationId));
    expect(row?.status).toBe('disconnected');
    // The same server with private servers allowed is reached (the counter counts).
    await ctx.database.db
      .update(integrations)
      .set({ status: 'connected' })
      .where(eq(integrations.id, c.integrationId));
    expect(await pollMailbox(mailPollDeps(c.deps), c.integrationId)).toMatchObject({ error: null });
    expect(imap.connections()).toBeGreaterThan(before);
  });

  it('a temporary SMTP failure (4xx) is retried later and leaves no message behind', async () => {
    const c = await campaign({ email: 'busy@acme.test' });
    const context = await c.context();
    const result = await executeSendEmail(context, c.deps, { transports });
    expect(['wait', 'limit']).toContain(result.type);
    expect(
      await ctx.database.db.select().from(messages).where(eq(messages.stepExecutionId, context.execution.id)),
    ).toEqual([]);
  });

  it('waits with "invalid email integration" without a connected integration, "no required email" without an address', async () => {
    const c = await campaign();
    const noAddress = await c.context();
    const withoutEmail = { ...noAddress, prospect: { ...noAddress.prospect, workEmail: null } };
    expect(await executeSendEmail(withoutEmail, c.deps, { transports })).toEqual({
      type: 'wait',
      reason: 'no_required_email',
    });
    await ctx.request('/api/integrations/smtp/disconnect', {
      method: 'POST',
      token: c.member.token,
      body: { integration_id: c.integrationId },
    });
    expect(await executeSendEmail(await c.context(), c.deps, { transports })).toEqual({
      type: 'wait',
      reason: 'invalid_email_integration',
    });
  });

  function reply(sent: { messageId?: string; subject?: string }, extra: string[], body: string): string {
    return [
      'From: Anna Lee <anna@acme.test>',
      `To: ${mailbox}`,
      `Subject: Re: ${sent.subject ?? ''}`,
      `Message-ID: <reply-${Math.random().toString(36).slice(2)}@acme.test>`,
      `In-Reply-To: ${sent.messageId ?? ''}`,
      `References: ${sent.messageId ?? ''}`,
      'Date: Mon, 05 Jan 2026 10:00:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      ...extra,
      '',
      body,
    ].join('\r\n');
  }

  it('an IMAP reply matched by In-Reply-To is stored unread and pauses the prospect ("got reply")', async () => {
    imap = await startImapServer({ [mailbox]: password });
    const c = await campaign({ imapPort: imap.port });
    await executeSendEmail(await c.context(), c.deps, { transports });
    const sent = smtp.received.at(-1)?.parsed;
    if (!sent) throw new Error('nothing sent');
    imap.deliver(reply(sent, [], 'Sounds interesting, let us talk on Thursday.'));
    ctx.realtime.credentialEvents.length = 0;

    // Two pollers at once (two workers): one reads the mailbox, the other skips it.
    const both = await Promise.all([
      pollMailbox(mailPollDeps(c.deps), c.integrationId),
      pollMailbox(mailPollDeps(c.deps), c.integrationId),
    ]);
    expect(both.filter((entry) => entry.skipped)).toHaveLength(1);
    const result = both.find((entry) => !entry.skipped);
    expect(result).toMatchObject({ fetched: 1, replies: 1, error: null });
    const incoming = await ctx.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.spaceId, c.member.space.id), eq(messages.direction, 'in')));
    expect(incoming.map((row) => [row.kind, row.inReplyTo, row.text.trim()])).toEqual([
      ['reply', sent.messageId, 'Sounds interesting, let us talk on Thursday.'],
    ]);
    // Whatever its Date header says, a reply sorts after the email it answers.
    const [outgoing] = await ctx.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.spaceId, c.member.space.id), eq(messages.direction, 'out')));
    const replyAt = incoming[0]?.sentAt.getTime() ?? 0;
    expect(replyAt).toBeGreaterThan(outgoing?.sentAt.getTime() ?? Number.POSITIVE_INFINITY);
    const [dialog] = await ctx.database.db.select().from(dialogs).where(eq(dialogs.prospectId, c.prospectId));
    expect(dialog?.isUnread).toBe(true);
    expect(dialog?.lastMessageAt?.getTime()).toBe(replyAt);
    const [credential] = await ctx.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.id, c.credentialId));
    expect(credential?.unreadCount).toBe(1);
    expect(ctx.realtime.credentialEvents).toContainEqual({
      credentialId: c.credentialId,
      event: serverEvents.updateUnreadCounter,
      payload: { credential_id: c.credentialId, unread_count: 1 },
    });
    expect(c.emitted.map((event) => event.name)).toEqual(['email_sent', 'new_email', 'got_reply']);
    expect(await stateOf(c.campaignProspectId)).toMatchObject({ state: 'paused', pauseReason: 'got_reply' });
    const [prospect] = await ctx.database.db.select().from(prospects).where(eq(prospects.id, c.prospectId));
    expect(prospect?.lifecycle).toBe('got_reply');

    // The next poll starts after the last UID seen: nothing is handled twice.
    const again = await pollMailbox(mailPollDeps(c.deps), c.integrationId);
    expect(again.fetched).toBe(0);
  });

  it("our own mail in the INBOX (a Bcc copy, an archive copy, another mailbox of the workspace) is no reply; the prospect's reply still is", async () => {
    imap = await startImapServer({ [mailbox]: password });
    const c = await campaign({ imapPort: imap.port });
    const db = ctx.database.db;
    await executeSendEmail(await c.context(), c.deps, { transports });
    await executeSendEmail(await c.context('second'), c.deps, { transports });
    const followUp = smtp.received.at(-1);
    if (!followUp?.parsed.inReplyTo) throw new Error('no threaded follow-up sent');
    // The Bcc copy of our threaded follow-up, as the server files it in the INBOX.
    imap.deliver(followUp.raw);
    // An archive copy whose From a relay rewrote: only its Message-ID says it is ours.
    imap.deliver(followUp.raw.replace(/^From: .*$/m, 'From: Archive <archive@relay.test>'));
    // Another mailbox of the same workspace writing into the thread.
    const [colleague] = await db
      .insert(credentials)
      .values({ spaceId: c.member.space.id, username: 'colleague@sender.test', timezone: 'UTC' })
      .returning();
    if (!colleague) throw new Error('no credential');
    await db.insert(integrations).values({
      spaceId: c.member.space.id,
      credentialId: colleague.id,
      provider: 'smtp',
      status: 'connected',
      email: 'Colleague@Sender.test',
    });
    imap.deliver(
      [
        'From: Colleague <colleague@sender.test>',
        `To: ${mailbox}`,
        `Subject: Re: ${followUp.parsed.subject ?? ''}`,
        'Message-ID: <colleague-1@sender.test>',
        `In-Reply-To: ${followUp.parsed.messageId ?? ''}`,
        `References: ${followUp.parsed.messageId ?? ''}`,
        'Date: Mon, 05 Jan 2026 09:00:00 +0000',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'I will call Anna tomorrow.',
      ].join('\r\n'),
    );

    const first = await pollMailbox(mailPollDeps(c.deps), c.integrationId);
    expect(first).toMatchObject({ fetched: 3, own: 3, replies: 0, unmatched: 0, error: null });
    expect(await stateOf(c.campaignProspectId)).toMatchObject({ state: 'active', pauseReason: null });
    const incoming = () =>
      db
        .select()
        .from(messages)
        .where(and(eq(messages.spaceId, c.member.space.id), eq(messages.direction, 'in')));
    expect(await incoming()).toEqual([]);
    expect(c.emitted.map((event) => event.name)).toEqual(['email_sent', 'email_sent']);
    const [dialog] = await db.select().from(dialogs).where(eq(dialogs.prospectId, c.prospectId));
    expect(dialog?.isUnread).toBe(false);

    // The prospect's own answer is still a reply.
    imap.deliver(reply(followUp.parsed, [], 'Yes, call me on Friday.'));
    const second = await pollMailbox(mailPollDeps(c.deps), c.integrationId);
    expect(second).toMatchObject({ fetched: 1, own: 0, replies: 1 });
    expect((await incoming()).map((row) => row.kind)).toEqual(['reply']);
    expect(await stateOf(c.campaignProspectId)).toMatchObject({ state: 'paused', pauseReason: 'got_reply' });
    expect(c.emitted.map((event) => event.name)).toEqual([
      'email_sent',
      'email_sent',
      'new_email',
      'got_reply',
    ]);
  });

  it('an out-of-office reschedules to the return date instead of pausing', async () => {
    imap = await startImapServer({ [mailbox]: password });
    const c = await campaign({ imapPort: imap.port });
    await executeSendEmail(await c.context(), c.deps, { transports });
    const sent = smtp.received.at(-1)?.parsed;
    if (!sent) throw new Error('nothing sent');
    imap.deliver(
      reply(
        { ...sent, subject: `Automatic reply: ${sent.subject}` },
        ['Auto-Submitted: auto-replied'],
        'I am out of the office and will be back on January 12, 2026.',
      ),
    );
    // pollAllMailboxes (run every minute by the engine) reaches every connected mailbox with IMAP.
    const results = await pollAllMailboxes(mailPollDeps(c.deps));
    const result = results.find((entry) => entry.integrationId === c.integrationId);
    expect(result).toMatchObject({ outOfOffice: 1, replies: 0 });
    const row = await stateOf(c.campaignProspectId);
    expect(row?.state).toBe('active');
    expect(row?.nextStepAt?.toISOString().slice(0, 10)).toBe('2026-01-12');
    const [dialog] = await ctx.database.db.select().from(dialogs).where(eq(dialogs.prospectId, c.prospectId));
    expect(dialog?.isUnread).toBe(false);
  });

  it('the List-Unsubscribe mailto (an email "unsubscribe" from the prospect) suppresses the address', async () => {
    imap = await startImapServer({ [mailbox]: password });
    const c = await campaign({ imapPort: imap.port });
    await executeSendEmail(await c.context(), c.deps, { transports });
    imap.deliver(
      [
        'From: anna@acme.test',
        `To: ${mailbox}`,
        'Subject: unsubscribe',
        'Message-ID: <unsub-1@acme.test>',
        '',
        '',
      ].join('\r\n'),
    );
    const result = await pollMailbox(mailPollDeps(c.deps), c.integrationId);
    expect(result).toMatchObject({ unsubscribes: 1, replies: 0 });
    const rows = await ctx.database.db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.spaceId, c.member.space.id));
    expect(rows.map((row) => [row.email, row.reason])).toEqual([['anna@acme.test', 'unsubscribe']]);
    expect((await stateOf(c.campaignProspectId))?.state).not.toBe('active');
  });

  it('a hard bounce (DSN 5.1.1) suppresses the address', async () => {
    imap = await startImapServer({ [mailbox]: password });
    const c = await campaign({ imapPort: imap.port });
    await executeSendEmail(await c.context(), c.deps, { transports });
    const sent = smtp.received.at(-1)?.parsed;
    imap.deliver(
      [
        'From: Mail Delivery System <MAILER-DAEMON@mx.acme.test>',
        `To: ${mailbox}`,
        'Subject: Undelivered Mail Returned to Sender',
        'Auto-Submitted: auto-replied',
        'Message-ID: <bounce-1@mx.acme.test>',
        'MIME-Version: 1.0',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="BB"',
        '',
        '--BB',
        'Content-Type: text/plain',
        '',
        'Your message could not be delivered to anna@acme.test: 550 5.1.1 User unknown',
        '--BB',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.acme.test',
        '',
        'Final-Recipient: rfc822; anna@acme.test',
        'Action: failed',
        'Status: 5.1.1',
        'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
        '--BB',
        'Content-Type: text/rfc822-headers',
        '',
        `From: Sam Sender <${mailbox}>`,
        'To: anna@acme.test',
        `Message-ID: ${sent?.messageId ?? ''}`,
        '--BB--',
      ].join('\r\n'),
    );
    const result = await pollMailbox(mailPollDeps(c.deps), c.integrationId);
    expect(result).toMatchObject({ bounces: 1 });
    const rows = await ctx.database.db
      .select()
      .from(emailSuppressions)
      .where(eq(emailSuppressions.spaceId, c.member.space.id));
    expect(rows.map((row) => [row.email, row.reason])).toEqual([['anna@acme.test', 'bounce']]);
    expect((await stateOf(c.campaignProspectId))?.state).toBe('paused');
    const next = await executeSendEmail(await c.context('second'), c.deps, { transports });
    expect(next).toMatchObject({ type: 'skipped', reason: 'no_emails' });
  });
});
