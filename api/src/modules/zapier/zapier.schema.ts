import { z } from '@hono/zod-openapi';
import { type OutreachEventName, outreachEventNames } from '../../platform/outreach-events';
import { dateTime } from '../../openapi/json-fields';

/** Zapier's trigger names and help texts: the 15 trigger events of spec outreach §3, in plain words. */
export const zapierTriggerLabels: Record<OutreachEventName, { label: string; description: string }> = {
  mark_as_customer: {
    label: 'Prospect marked as customer',
    description: 'A prospect was marked as a customer.',
  },
  mark_as_lead: { label: 'Prospect marked as lead', description: 'A prospect was marked as a lead.' },
  meet_booked: { label: 'Meeting booked', description: 'A prospect booked a meeting.' },
  message_sent: { label: 'Message sent', description: 'A campaign sent a social message.' },
  invite_sent: { label: 'Invitation sent', description: 'A campaign sent a connection request.' },
  invite_accepted: { label: 'Invitation accepted', description: 'A prospect accepted a connection request.' },
  got_reply: { label: 'Prospect replied', description: 'A prospect replied to a campaign.' },
  new_message: { label: 'New message', description: 'A new message arrived in the inbox.' },
  add_label: { label: 'Label added', description: 'A label was put on a prospect.' },
  add_ai_label: { label: 'AI label added', description: 'The AI put a label on a prospect.' },
  delete_label: { label: 'Label removed', description: 'A label was taken off a prospect.' },
  new_email: { label: 'New email', description: 'A new email arrived from a prospect.' },
  email_sent: { label: 'Email sent', description: 'A campaign sent an email.' },
  clicked_email_link: { label: 'Email link clicked', description: 'A prospect clicked a link in an email.' },
  clicked_message_link: {
    label: 'Message link clicked',
    description: 'A prospect clicked a link in a message.',
  },
};

export const zapierMessages = {
  unknownEvent: (event: string) =>
    `Unknown event "${event}": the events are ${outreachEventNames.join(', ')}`,
  hookNotFound: 'Subscription not found',
} as const;

export const maxPollLimit = 100;
export const defaultPollLimit = 50;

export const subscribeInput = z.object({
  target_url: z
    .string({ error: 'target_url: Fill this field' })
    .min(1, 'Fill this field')
    .max(2_000, 'message can not be longer than 2000')
    .openapi({ example: 'https://hooks.zapier.com/hooks/standard/123/abc/' }),
  event: z.string({ error: 'Fill this field' }).min(1, 'Fill this field').openapi({ example: 'got_reply' }),
});
export type SubscribeInput = z.output<typeof subscribeInput>;

export const pollQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be 1 to 100')
    .min(1, 'limit must be 1 to 100')
    .max(maxPollLimit, 'limit must be 1 to 100')
    .default(defaultPollLimit),
});

export const eventParams = z.object({
  event: z.string().openapi({ param: { name: 'event', in: 'path' }, example: 'got_reply' }),
});

export const ZapierMeSchema = z
  .object({
    space_id: z.string(),
    space_name: z.string(),
  })
  .openapi('ZapierMe');

export const ZapierTriggerSchema = z
  .object({
    key: z.enum(outreachEventNames),
    label: z.string(),
    description: z.string(),
  })
  .openapi('ZapierTrigger');

export const ZapierHookSchema = z.object({ id: z.string() }).openapi('ZapierHook');

/** One event as a webhook delivery carries it (docs/webhooks.md); `id` is what Zapier dedupes on. */
export const ZapierEventSchema = z
  .object({
    id: z.string(),
    event: z.string(),
    created_at: dateTime,
    data: z.record(z.string(), z.unknown()),
  })
  .openapi('ZapierEvent');
export type ZapierEventJson = z.infer<typeof ZapierEventSchema>;
