import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { spaceOwned } from './spaces';
import { users } from './users';
import { enumCheck, optionalRef, timestamps, timestamptz } from './columns';

/** The external CRMs we integrate with (spec outreach §2 /crm/manage/:integration). */
export const externalCrmPlatforms = ['hubspot', 'pipedrive'] as const;
export type ExternalCrmPlatform = (typeof externalCrmPlatforms)[number];

/** connected; expired (the token was refused: the platform spec's expired-token notice); disconnected. */
export const crmConnectionStatuses = ['connected', 'expired', 'disconnected'] as const;
export type CrmConnectionStatus = (typeof crmConnectionStatuses)[number];

/**
 * A workspace's connection to HubSpot or Pipedrive (issue 15 item 5): OAuth when the
 * platform's client id and secret are configured, a private-app token (HubSpot) or API
 * token (Pipedrive) otherwise. Tokens are sealed at rest (AES-256-GCM, like credential
 * secrets) and never returned by the API.
 */
export const crmConnections = pgTable(
  'crm_connections',
  {
    ...spaceOwned(),
    platform: text('platform', { enum: externalCrmPlatforms }).notNull(),
    authKind: text('auth_kind', { enum: ['oauth', 'token'] }).notNull(),
    status: text('status', { enum: crmConnectionStatuses }).notNull().default('connected'),
    /** Sealed access token (OAuth) or private-app / API token. */
    accessToken: text('access_token').notNull(),
    /** Sealed OAuth refresh token. */
    refreshToken: text('refresh_token'),
    expiresAt: timestamptz('expires_at'),
    /** The platform's account: portal id / company domain, user name, base URL. */
    account: jsonb('account').$type<Record<string, unknown>>().notNull().default({}),
    connectedBy: optionalRef('connected_by', () => users.id),
    lastSyncedAt: timestamptz('last_synced_at'),
    /** The platform's last refusal, shown to the user. */
    lastError: text('last_error'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('crm_connections_space_platform_unique').on(table.spaceId, table.platform),
    enumCheck('crm_connections_platform_check', table.platform, externalCrmPlatforms),
    enumCheck('crm_connections_status_check', table.status, crmConnectionStatuses),
  ],
);

export type CrmConnectionRow = typeof crmConnections.$inferSelect;

/**
 * Which of our records is which record on the external CRM: a prospect is a contact
 * (HubSpot) or person (Pipedrive), a deal is a deal. A push or a sync finds the link and
 * updates the remote record instead of making a second one.
 */
export const crmLinks = pgTable(
  'crm_links',
  {
    ...spaceOwned(),
    platform: text('platform', { enum: externalCrmPlatforms }).notNull(),
    /** prospect, deal, company */
    localType: text('local_type', { enum: ['prospect', 'deal', 'company'] }).notNull(),
    localId: uuid('local_id').notNull(),
    remoteId: text('remote_id').notNull(),
    syncedAt: timestamptz('synced_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('crm_links_local_unique').on(table.spaceId, table.platform, table.localType, table.localId),
    index('crm_links_remote_idx').on(table.spaceId, table.platform, table.localType, table.remoteId),
  ],
);

export type CrmLinkRow = typeof crmLinks.$inferSelect;
