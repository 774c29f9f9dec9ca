import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck, optionalRef, ownerRef, timestamps, timestamptz } from './columns';
import { credentials } from './credentials';
import { prospects } from './prospects';
import { spaceOwned } from './spaces';
import { users } from './users';

/**
 * connected; revoked (Calendly refused the token, or its owner disconnected it: the employees that
 * book on it stop, spec ai-telephony §4 calendly_event_disconnected).
 */
export const schedulingConnectionStatuses = ['connected', 'revoked'] as const;
export type SchedulingConnectionStatus = (typeof schedulingConnectionStatuses)[number];

/**
 * A workspace user's Calendly account (issue 28, spec ai-telephony §3 "A user also carries
 * calendly_token"): one per user and workspace. Tokens and the webhook signing key are sealed at rest
 * (AES-256-GCM, providers/secrets) and never returned by the API.
 */
export const schedulingConnections = pgTable(
  'scheduling_connections',
  {
    ...spaceOwned(),
    userId: ownerRef('user_id', () => users.id),
    /** The credential the user was setting up when they connected (the connect call's credentials_id). */
    credentialId: optionalRef('credential_id', () => credentials.id),
    status: text('status', { enum: schedulingConnectionStatuses }).notNull().default('connected'),
    /** Calendly's user URI (https://api.calendly.com/users/…): one workspace user per Calendly user. */
    externalUserUri: text('external_user_uri').notNull(),
    organizationUri: text('organization_uri'),
    name: text('name').notNull(),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    expiresAt: timestamptz('expires_at'),
    /** The booking webhook's subscription URI, and its sealed signing key. */
    webhookUri: text('webhook_uri'),
    webhookSigningKey: text('webhook_signing_key').notNull(),
    lastError: text('last_error'),
    eventTypesLoadedAt: timestamptz('event_types_loaded_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('scheduling_connections_space_user_unique').on(table.spaceId, table.userId),
    index('scheduling_connections_external_user_idx').on(table.spaceId, table.externalUserUri),
    enumCheck('scheduling_connections_status_check', table.status, schedulingConnectionStatuses),
  ],
);

/** A connection's event types as last loaded from Calendly (GET event_types reads this cache; reload refreshes it). */
export const schedulingEventTypes = pgTable(
  'scheduling_event_types',
  {
    ...spaceOwned(),
    connectionId: ownerRef('connection_id', () => schedulingConnections.id),
    externalUri: text('external_uri').notNull(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes'),
    schedulingUrl: text('scheduling_url'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('scheduling_event_types_connection_uri_unique').on(table.connectionId, table.externalUri),
  ],
);

export const schedulingBookingStatuses = ['booked', 'canceled'] as const;

/**
 * A meeting an invitee booked on a connected Calendly (invitee.created; invitee.canceled marks it):
 * the invitee's URI makes a redelivered webhook a no-op.
 */
export const schedulingBookings = pgTable(
  'scheduling_bookings',
  {
    ...spaceOwned(),
    connectionId: ownerRef('connection_id', () => schedulingConnections.id),
    inviteeUri: text('invitee_uri').notNull(),
    inviteeEmail: text('invitee_email').notNull(),
    inviteeName: text('invitee_name'),
    eventTypeUri: text('event_type_uri'),
    eventName: text('event_name'),
    startsAt: timestamptz('starts_at'),
    status: text('status', { enum: schedulingBookingStatuses }).notNull().default('booked'),
    prospectId: optionalRef('prospect_id', () => prospects.id),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('scheduling_bookings_invitee_unique').on(table.connectionId, table.inviteeUri),
    index('scheduling_bookings_space_created_idx').on(table.spaceId, table.createdAt),
    enumCheck('scheduling_bookings_status_check', table.status, schedulingBookingStatuses),
  ],
);

export type SchedulingConnectionRow = typeof schedulingConnections.$inferSelect;
export type SchedulingEventTypeRow = typeof schedulingEventTypes.$inferSelect;
export type SchedulingBookingRow = typeof schedulingBookings.$inferSelect;
