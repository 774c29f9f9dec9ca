import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../../../test/helpers';
import { connectSmtpSender } from '../../../test/mailboxes';
import { workflowSteps, workflows } from '../../db/schema';
import { startSmtpServer, type TestSmtpServer } from '../../providers/outreach-email/testing/mail-servers';

const password = 'mailbox-password';
const mailbox = 'tess@sender.test';

/**
 * Issue 26 item 13: "Send test email" sent the button's label as subject and body, with a
 * List-Unsubscribe that suppressed nobody. The test email now says what the step says (variables
 * filled from the sample prospect), or a test message naming the mailbox; it carries no
 * List-Unsubscribe header, and its visible unsubscribe link opens a page that says what it does.
 * Over a real SMTP server.
 */
describe('the test email says what the step says', () => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  let member: Member;
  let integrationId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    smtp = await startSmtpServer({ [mailbox]: password });
    member = await ctx.createMember();
    ({ integrationId } = await connectSmtpSender(ctx, member, {
      port: smtp.port,
      user: mailbox,
      password,
      fromName: 'Tess Sender',
    }));
  });
  afterAll(async () => {
    await smtp.close();
    await ctx.close();
  });

  async function sendTest(body: Record<string, unknown>) {
    const before = smtp.received.length;
    const response = await ctx.request('/api/workflows/steps/send_email/test', {
      method: 'POST',
      token: member.token,
      body: { receiver: 'me@owner.test', integration_id: integrationId, ...body },
    });
    return { response, email: smtp.received.length > before ? smtp.received.at(-1) : undefined };
  }

  it("renders the campaign's first email step, variables filled from the sample prospect", async () => {
    const [workflow] = await ctx.database.db
      .insert(workflows)
      .values({ spaceId: member.space.id, name: 'Test email campaign' })
      .returning();
    if (!workflow) throw new Error('no workflow');
    await ctx.database.db.insert(workflowSteps).values([
      {
        spaceId: member.space.id,
        workflowId: workflow.id,
        key: 'visit',
        number: 1,
        kind: 'view_profile',
      },
      {
        spaceId: member.space.id,
        workflowId: workflow.id,
        key: 'mail',
        number: 2,
        kind: 'send_email',
        subject: 'A question for {company_name}',
        text: 'Hi {first_name},\nhow does {company_name} book meetings?',
      },
    ]);
    const { response, email } = await sendTest({ workflow_id: workflow.id, with_unsubscribe_button: true });
    expect(response.status).toBe(200);
    expect(email?.parsed.subject).toBe('A question for Acme Inc.');
    expect(email?.parsed.text).toContain('Hi John,\nhow does Acme Inc. book meetings?');
    expect(email?.parsed.text).not.toContain('Send test email');
    // No List-Unsubscribe for a test email: it would point at nothing that works.
    expect(email?.raw).not.toMatch(/^List-Unsubscribe/im);
    // The visible link opens a page that says what a prospect's link does, and changes nothing.
    const link = /https?:\/\/[^\s"<>]+\/u\/test/.exec(email?.parsed.html || email?.parsed.text || '')?.[0];
    if (!link) throw new Error('no unsubscribe link in the test email');
    const opened = await ctx.app.request(new URL(link).pathname);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('This is the unsubscribe link of a test email');
  });

  it('without a step, a test message that names the mailbox, not the button label', async () => {
    const { response, email } = await sendTest({});
    expect(response.status).toBe(200);
    expect(email?.parsed.subject).toBe(`Test email from ${mailbox}`);
    expect(email?.parsed.text).toContain(`This is a test email sent through ${mailbox}.`);
    expect(email?.raw).not.toMatch(/^List-Unsubscribe/im);
  });

  it("the builder's step as edited wins; a thread step's empty subject takes the test subject", async () => {
    const { email } = await sendTest({ subject: '', text: 'Following up, {first_name}.' });
    expect(email?.parsed.subject).toBe(`Test email from ${mailbox}`);
    expect(email?.parsed.text).toContain('Following up, John.');
  });

  it("another workspace's campaign is not found; a campaign without an email step says so", async () => {
    const other = await ctx.createMember();
    const [foreign] = await ctx.database.db
      .insert(workflows)
      .values({ spaceId: other.space.id, name: 'Not yours' })
      .returning();
    const missing = await sendTest({ workflow_id: foreign?.id });
    expect(missing.response.status).toBe(404);
    expect(missing.response.body).toEqual({ ok: false, error: 'Campaign not found' });
    expect(missing.email).toBeUndefined();
    const [empty] = await ctx.database.db
      .insert(workflows)
      .values({ spaceId: member.space.id, name: 'No email' })
      .returning();
    const none = await sendTest({ workflow_id: empty?.id });
    expect(none.response.body).toEqual({ ok: false, error: 'This campaign has no email step' });
  });
});
