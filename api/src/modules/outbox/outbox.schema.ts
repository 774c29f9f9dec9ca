import { z } from '@hono/zod-openapi';
import type { SentMail } from '../../providers/system-mail/mail.provider';
import { dateTime } from '../../openapi/json-fields';

/** One outbox message as JSON (the API's snake_case, `_id` like every row). */
export const OutboxMailSchema = z
  .object({
    _id: z.string(),
    to: z.string().openapi({ example: 'lea@example.test' }),
    from: z.string().openapi({ example: 'Outreach <no-reply@example.com>' }),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    kind: z.string().openapi({ description: 'What the message is for', example: 'activation' }),
    sent_at: dateTime,
  })
  .openapi('OutboxMail');
export type OutboxMailJson = z.infer<typeof OutboxMailSchema>;

export function outboxMailJson(mail: SentMail): OutboxMailJson {
  return {
    _id: mail.id,
    to: mail.to,
    from: mail.from,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    kind: mail.kind,
    sent_at: mail.sentAt.toISOString(),
  };
}

/** A filter of GET /outbox: a value too long or repeated is no filter, never an error. */
const filterText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value : undefined),
    z
      .string()
      .optional()
      .transform((value) => {
        const text = value?.trim();
        return text && text.length <= max ? text : undefined;
      }),
  );

export const outboxQuery = z.object({
  to: filterText(320).openapi({ type: 'string', description: 'The recipient, any case' }),
  kind: filterText(50).openapi({
    type: 'string',
    description: 'What the message is for',
    example: 'restore',
  }),
});
