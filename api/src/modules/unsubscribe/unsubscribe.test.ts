import { countsAsReply, type NotReplyMessageKind, notReplyMessageKinds } from '@outreach/core/outreach';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { emailStepRun } from '../../../test/email-steps';
import { connectSmtpSender } from '../../../test/mailboxes';
import { executeSendEmail } from '../../channels/email.executor';
import { mailPollDeps } from '../../channels/mail-polling';
import { campaignProspects, messages, stepExecutions } from '../../db/schema';
import type { OutreachEvent } from '../../platform/outreach-events';
import { pollMailbox } from '../../providers/outreach-email/imap-poller';
import type { MailClassification } from '../../providers/outreach-email/classify';
import { TransportCache } from '../../providers/outreach-email/sender';
import {
  startImapServer,
  startSmtpServer,
  type TestImapServer,
  type TestSmtpServer,
} from '../../providers/outreach-email/testing/mail-servers';
import { recomputedReportCounts, storedReportCounts } from '../reports/report-counts';

const password = 'mailbox-password';
const mailbox = 'una@sender.test';

/**
 * Issue 26 item 12: an unsubscribe is its own event, never a reply. Neither the List-Unsubscribe
 * mailto (an email "unsubscribe" to the sender's mailbox, read over IMAP) nor the one-click link
 * counts in the campaign Stats, the Reports, their reply rate or the webhooks' reply event
 * (`got_reply`); a real reply in the same campaign still does, so the counts are live.
 */
describe.each(databaseModes())('an unsubscribe is not a reply, on %s', (mode) => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  let imap: TestImapServer;
  let member: Member;
  const transports = new TransportCache();
  const day = () => ctx.clock.now().toISOString().slice(0, 10);

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    smtp = await startSmtpServer({ [mailbox]: password });
    imap = await startImapServer({ [mailbox]: password });
  });
  afterAll(async () => {
    transports.closeAll();
    await imap.close();
    await smtp.close();
    await ctx.close();
  });

  /** One campaign: a sender with SMTP and IMAP, two prospects emailed, the events it emits. */
  async function campaignWithTwoEmails() {
    member = await ctx.createMember();
    const { credential, integrationId } = await connectSmtpSender(ctx, member, {
      port: smtp.port,
      user: mailbox,
      password,
      fromName: 'Una Sender',
      imapPort: imap.port,
    });
    const first = await emailStepRun(ctx, {
      member,
      credential,
      campaignName: 'Unsubscribes',
      step: {
        subject: 'Hello {first_name}',
        text: 'Hi {first_name}',
        config: { with_unsubscribe_button: true },
      },
      prospect: { firstName: 'Ulla', email: 'ulla@acme.test' },
    });
    const emitted: OutreachEvent[] = [];
    first.deps.events.on((event) => {
      emitted.push(event);
    });
    expect(await executeSendEmail(first.context, first.deps, { transports })).toMatchObject({ type: 'done' });
    // What the scheduler does with a done step: the send counts (emails_sent).
    await ctx.database.db
      .update(stepExecutions)
      .set({ status: 'done', outcome: 'positive', finishedAt: ctx.clock.now() })
      .where(eq(stepExecutions.id, first.execution.id));
    // Joined the campaign before the mail that follows (the rows default to the wall clock).
    await ctx.database.db
      .update(campaignProspects)
      .set({ createdAt: new Date(ctx.clock.now().getTime() - 60_000) })
      .where(eq(campaignProspects.id, first.campaignProspect.id));
    const sent = smtp.received.at(-1);
    if (!sent) throw new Error('nothing sent');
    return { ...first, integrationId, emitted, sent };
  }

  async function stats(workflowId: string) {
    const rates = await ctx.api.get('/workflows/{id}/rates', {
      path: { id: workflowId },
      token: member.token,
    });
    const report = await ctx.api.get('/reports/activity', {
      query: { from: day(), to: day(), workflow_id: workflowId },
      token: member.token,
    });
    return { campaign: rates.payload.totals, report: report.payload.totals, rates: report.payload.rates };
  }

  async function expectNoReply(run: Awaited<ReturnType<typeof campaignWithTwoEmails>>) {
    const { campaign, report, rates } = await stats(run.workflow.id);
    expect(campaign).toMatchObject({ emails_sent: 1, new_replied: 0 });
    expect(report).toMatchObject({ emails_sent: 1, new_replied: 0 });
    expect(rates.reply_rate).toBe(0);
    // The webhooks' and Zapier's reply event is not emitted for it.
    expect(run.emitted.map((event) => event.name)).not.toContain('got_reply');
    // The rollups and their one definition agree (report_counts_recompute).
    expect(await storedReportCounts(ctx.database.db, member.space.id)).toEqual(
      await recomputedReportCounts(ctx.database.db, member.space.id),
    );
  }

  it('the List-Unsubscribe mailto: stored as an unsubscribe, counted as no reply', async () => {
    const run = await campaignWithTwoEmails();
    imap.deliver(
      [
        'From: ulla@acme.test',
        `To: ${mailbox}`,
        'Subject: unsubscribe',
        `Message-ID: <unsub-${run.prospect.id}@acme.test>`,
        '',
        '',
      ].join('\r\n'),
    );
    expect(await pollMailbox(mailPollDeps(run.deps), run.integrationId)).toMatchObject({
      unsubscribes: 1,
      replies: 0,
    });
    const stored = await ctx.database.db
      .select({ kind: messages.kind })
      .from(messages)
      .where(and(eq(messages.spaceId, member.space.id), eq(messages.direction, 'in')));
    expect(stored).toEqual([{ kind: 'unsubscribe' }]);
    await expectNoReply(run);

    // A reply is still one: the same campaign counts it (the check above is not blind).
    imap.deliver(
      [
        'From: ulla@acme.test',
        `To: ${mailbox}`,
        'Subject: Re: Hello Ulla',
        `Message-ID: <reply-${run.prospect.id}@acme.test>`,
        `In-Reply-To: ${run.sent.parsed.messageId ?? ''}`,
        '',
        'Sorry, one more question before I go.',
      ].join('\r\n'),
    );
    await pollMailbox(mailPollDeps(run.deps), run.integrationId);
    expect((await stats(run.workflow.id)).campaign.new_replied).toBe(1);
  });

  it('the one-click link: an unsubscribe, counted as no reply', async () => {
    const run = await campaignWithTwoEmails();
    const link = /^List-Unsubscribe:\s*<(https:\/\/app\.test\/u\/[^>]+)>/im.exec(run.sent.raw)?.[1];
    if (!link) throw new Error('no unsubscribe link');
    const done = await ctx.app.request(new URL(link).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    await expectNoReply(run);
  });

  it('one rule says which inbound kinds are replies: the reports SQL and the code agree', async () => {
    // Every classification of an inbound email but a reply is in the list (a compile-time check).
    const notReplies: Record<Exclude<MailClassification['kind'], 'reply'>, NotReplyMessageKind> = {
      bounce: 'bounce',
      complaint: 'complaint',
      unsubscribe: 'unsubscribe',
      out_of_office: 'out_of_office',
    };
    expect(Object.values(notReplies).every((kind) => !countsAsReply(kind))).toBe(true);
    for (const kind of [...notReplyMessageKinds, 'reply', 'message', 'inmail']) {
      const result = await ctx.database.db.execute(sql`select message_counts_as_reply(${kind}) as reply`);
      const [row] = Array.isArray(result) ? result : (result as { rows: { reply: boolean }[] }).rows;
      expect([kind, row?.reply]).toEqual([kind, countsAsReply(kind)]);
    }
  });
});
