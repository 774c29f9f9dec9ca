import { z } from '@hono/zod-openapi';
import { spaceQuery } from '../../../openapi/contract';
import { credentialMessages } from '../../credentials';

/** Messages the client shows verbatim: spec ai-telephony §8 where it gives them, decided otherwise. */
export const calendlyMessages = {
  /** spec: ai-telephony §8 "No OAuth URL returned". */
  noOauthUrl: 'Can not get OAuth url',
  /** spec: ai-telephony §8, a warning: this Calendly account is another workspace user's already. */
  alreadyConnected: 'Calendly already connected to another user',
  /** spec: ai-telephony §8 "Event types cannot be refreshed". */
  cannotRefresh: 'Can not refresh Event Types',
  notConnected: 'Calendly is not connected for this user',
  userNotFound: 'User not found',
  invalidSignature: 'Invalid signature',
  stateRefused: 'The Calendly sign-in link is not valid or has expired: connect Calendly again',
  cancelled: 'Calendly sign-in was cancelled: Calendly was not connected',
  sandboxOnly: 'Only the scheduling sandbox simulates bookings',
  connectionNotFound: 'Connection not found',
  /** A 401 from Calendly: the connection is revoked. */
  revoked: 'Calendly refused the connection: connect Calendly again',
} as const;

const credentialId = z.uuid({ error: credentialMessages.notFound }).openapi({
  description: 'The credential (connected account) being set up',
});

/**
 * POST connect and disconnect, GET users (spec §7: query credentials_id): the credential being set
 * up, checked when given; optional, since a user connects their own Calendly, whatever the credential.
 */
export const credentialsQuery = spaceQuery.extend({ credentials_id: credentialId.optional() });

/** `/{id}/...`: a workspace user (the scheduling user). */
export const userParams = z.object({
  id: z
    .string()
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The scheduling user (a workspace user id)' }),
});

/** GET /integrations/calendly/{id}/event_types (spec §7: limit 100). */
export const userEventTypesQuery = spaceQuery.extend({
  limit: z.coerce
    .number({ error: 'limit: must be a number from 1 to 100' })
    .int()
    .min(1, { error: 'limit: must be a number from 1 to 100' })
    .max(100, { error: 'limit: must be a number from 1 to 100' })
    .default(100),
});

/** GET /integrations/calendly/event_types (spec §7: credentials_id, offset, limit 16). */
export const eventTypesQuery = spaceQuery.extend({
  credentials_id: credentialId.optional(),
  offset: z.coerce
    .number({ error: 'offset: must be 0 or more' })
    .int()
    .min(0, { error: 'offset: must be 0 or more' })
    .default(0),
  limit: z.coerce
    .number({ error: 'limit: must be a number from 1 to 100' })
    .int()
    .min(1, { error: 'limit: must be a number from 1 to 100' })
    .max(100, { error: 'limit: must be a number from 1 to 100' })
    .default(16),
});

export const oauthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(500).optional(),
});

export const sandboxAuthorizeQuery = z.object({
  state: z.string().max(200),
  redirect_uri: z.string().max(2000),
});

/** The booking webhook's URL names its connection (whose key signs the deliveries). */
export const connectionQuery = z.object({
  connection_id: z.string().max(64).openapi({ description: 'The connection the webhook was subscribed for' }),
});

/** POST /integrations/calendly/sandbox/book: a booking as the sandbox would deliver it. */
export const sandboxBookInput = z.object({
  email: z.email({ error: 'email: Invalid email' }).max(320),
  name: z.string().max(255).optional(),
  user_id: z.uuid({ error: calendlyMessages.userNotFound }).optional().openapi({
    description: 'Whose Calendly it is booked on (the caller by default)',
  }),
  event: z.enum(['invitee.created', 'invitee.canceled']).default('invitee.created'),
});

/** spec §3 "A user also carries calendly_token (id, calendly_user_id)". */
export const CalendlyTokenSchema = z
  .object({
    id: z.string().openapi({ description: 'The connection' }),
    calendly_user_id: z.string().openapi({ description: "Calendly's user URI" }),
  })
  .openapi('CalendlyToken');

/** spec §3 "Scheduling user": id, first_name, last_name, user_avatar, and calendly_token. */
export const SchedulingUserSchema = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    user_avatar: z.string().nullable(),
    calendly_token: CalendlyTokenSchema.nullable(),
    /** Set when Calendly refused the connection (revoked): connect again. */
    calendly_error: z.string().nullable(),
  })
  .openapi('SchedulingUser');

/** spec §3 "Scheduling event type": _id, name. */
export const SchedulingEventTypeSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    user_id: z.string(),
    duration: z.number().int().nullable(),
    scheduling_url: z.string().nullable(),
  })
  .openapi('SchedulingEventType');

export const SchedulingEventTypesPageSchema = z
  .object({
    event_types: z.array(SchedulingEventTypeSchema),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  })
  .openapi('SchedulingEventTypesPage');

export const CalendlyConnectSchema = z
  .object({ url: z.string().openapi({ description: 'The authorisation page, to open in a new tab' }) })
  .openapi('CalendlyConnect');

export const WebhookAnswerSchema = z
  .object({
    received: z.boolean(),
    booking_id: z.string().nullable(),
    conversations_ended: z.number().int().openapi({ description: 'AI threads ended as meeting_booked' }),
  })
  .openapi('CalendlyWebhookAnswer');

export type SchedulingUserJson = z.infer<typeof SchedulingUserSchema>;
export type SchedulingEventTypeJson = z.infer<typeof SchedulingEventTypeSchema>;
export type WebhookAnswerJson = z.infer<typeof WebhookAnswerSchema>;
