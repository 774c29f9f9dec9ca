import type { ApiSchema } from '@outreach/core/contract';
import { isOutreachEventName, type OutreachEventName, outreachEventNames } from '@outreach/core/events';

export type TriggerEvent = OutreachEventName;

/**
 * The 15 trigger events of spec outreach §3, in the spec's order (declared once, in
 * @outreach/core/events); `satisfies` fails tsc if one is not a trigger the API's contract knows.
 */
export const triggerEvents = outreachEventNames satisfies readonly ApiSchema<'ZapierTrigger'>['key'][];

export const isTriggerEvent = isOutreachEventName;
