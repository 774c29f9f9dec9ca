import { z } from '@hono/zod-openapi';
import { messageTemplateChannels } from '@outreach/core/outreach';
import type { MessageTemplateRow } from '../../db/schema';
import { blankAsUnset } from '../../paging';
import { dateTime } from '../../openapi/json-fields';
import { filledText } from '../../openapi/text-rules';

/** Our limits and wording (docs/decisions.md "Message templates (issue 4)"). */
export const maxTemplateNameLength = 100;
export const templatePageSize = 25;
export const maxTemplatePageSize = 100;
export const maxTemplateQueryLength = 200;

export const templateMessages = {
  notFound: 'Template not found',
  duplicateName: 'A template with this name already exists',
  channel: `channel must be one of: ${messageTemplateChannels.join(', ')}`,
} as const;

const name = filledText(maxTemplateNameLength);
const channel = z.enum(messageTemplateChannels, { error: templateMessages.channel });
// Subject and text are checked with the step rules in the service, once the channel is known.
const subject = z.string({ error: 'subject must be text' }).nullable();
const text = z.string({ error: 'Fill this field' });

export const createTemplateInput = z.object(
  { name, channel, subject: subject.optional(), text },
  { error: 'Body must be a JSON object' },
);
export type CreateTemplateInput = z.infer<typeof createTemplateInput>;

export const updateTemplateInput = z.object(
  { name: name.optional(), channel: channel.optional(), subject: subject.optional(), text: text.optional() },
  { error: 'Body must be a JSON object' },
);
export type UpdateTemplateInput = z.infer<typeof updateTemplateInput>;

export const listTemplatesQuery = z.object({
  channel: z.preprocess(blankAsUnset, channel.optional()),
  query: z.preprocess(
    blankAsUnset,
    z
      .string()
      .trim()
      .max(maxTemplateQueryLength, `query can not be longer than ${maxTemplateQueryLength}`)
      .optional(),
  ),
  page: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(100_000, 'page can not be more than 100000')
      .default(1),
  ),
  /** The step editor's picker asks for up to 100 at once. */
  page_size: z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: 'page_size must be a number' })
      .int('page_size must be a whole number')
      .min(1, 'page_size must be at least 1')
      .max(maxTemplatePageSize, `page_size can not be more than ${maxTemplatePageSize}`)
      .default(templatePageSize),
  ),
});
export type ListTemplatesQuery = z.infer<typeof listTemplatesQuery>;

/** One message template as the API answers it (outreach §2 Templates); the one description of it. */
export const MessageTemplateSchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: 'First touch' }),
    channel: z.enum(messageTemplateChannels),
    subject: z.string().nullable().openapi({ description: 'Email and InMail only' }),
    text: z.string().openapi({ example: 'Hi {{first_name}}, ...' }),
    created_by: z.string().nullable().openapi({ description: 'The id of the user who made it' }),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('MessageTemplate');
export type MessageTemplateJson = z.infer<typeof MessageTemplateSchema>;

/** A page of templates, counted from 1. */
export const MessageTemplatePageSchema = z
  .object({
    items: z.array(MessageTemplateSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .openapi('MessageTemplatePage');
export type MessageTemplatePage = z.infer<typeof MessageTemplatePageSchema>;

export function messageTemplateJson(row: MessageTemplateRow): MessageTemplateJson {
  return {
    _id: row.id,
    name: row.name,
    channel: row.channel,
    subject: row.subject,
    text: row.text,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
