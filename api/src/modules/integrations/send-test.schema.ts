import { z } from '@hono/zod-openapi';

/** The answer of POST /workflows/steps/send_email/test: the sent test email. */
export const SentTestEmailSchema = z
  .object({
    message_id: z.string().openapi({ description: 'The Message-ID header of the sent email' }),
    receiver: z.string().openapi({ example: 'me@example.com' }),
  })
  .openapi('SentTestEmail');
