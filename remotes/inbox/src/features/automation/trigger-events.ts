import type { ApiSchema } from '@outreach/core/contract';

export type TriggerEvent = ApiSchema<'ZapierTrigger'>['key'];

/**
 * The 15 trigger events of spec outreach §3, in the spec's order (the API's outreachEventNames;
 * `satisfies` fails tsc if one is not an event the API knows).
 */
export const triggerEvents = [
  'mark_as_customer',
  'mark_as_lead',
  'meet_booked',
  'message_sent',
  'invite_sent',
  'invite_accepted',
  'got_reply',
  'new_message',
  'add_label',
  'add_ai_label',
  'delete_label',
  'new_email',
  'email_sent',
  'clicked_email_link',
  'clicked_message_link',
] as const satisfies readonly TriggerEvent[];

export const isTriggerEvent = (key: string): key is TriggerEvent =>
  (triggerEvents as readonly string[]).includes(key);
