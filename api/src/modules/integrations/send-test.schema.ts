import { z } from '@hono/zod-openapi';

/** The answer of POST /workflows/steps/send_email/test: the sent test email. */
export const SentTestEmailSchema = z
  .object({
    message_id: z.string().openapi({ description: 'The Message-ID header of the sent email' }),
    receiver: z.string().openapi({ example: 'me@example.com' }),
  })
  .openapi('SentTestEmail');

/** The words of the test email and of its refusals. */
export const sendTestMessages = {
  campaignNotFound: 'Campaign not found',
  noEmailStep: 'This campaign has no email step',
  content: (mailbox: string) => ({
    subject: `Test email from ${mailbox}`,
    text: `This is a test email sent through ${mailbox}.\nIf it reached you, the mailbox sends: campaign emails from it go out the same way.`,
  }),
};
