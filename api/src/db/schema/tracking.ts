import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { prospects } from './prospects';
import { spaceOwned, spaceRef } from './spaces';
import { workflows } from './workflows';
import { createdAt, enumCheck, optionalOwnerRef, primaryId, timestamps, timestamptz } from './columns';

/** DNS check of a tracking domain's CNAME (POST /tracking/custom_domains/{id}/verify). */
export const trackingDomainStatuses = ['unverified', 'verified', 'failed'] as const;
export type TrackingDomainStatus = (typeof trackingDomainStatuses)[number];

/**
 * A workspace's own host that tracked links and open pixels go through (outreach
 * §3 Tracking domain). The user points `host` at `value` with a CNAME. At most
 * one default per target (link tracking, video scenario), each enforced by a
 * partial unique index (outreach §4: "the same holds separately for the two
 * tracking-domain defaults").
 */
export const trackingDomains = pgTable(
  'tracking_domains',
  {
    ...spaceOwned(),
    /** How the domain is connected; only CNAME exists. */
    type: text('type').notNull().default('cname'),
    host: text('host').notNull(),
    /** The CNAME target the user must create, e.g. track.<our host>. */
    value: text('value').notNull(),
    isDefaultForLinkTracking: boolean('is_default_for_link_tracking').notNull().default(false),
    isDefaultForVideoScenario: boolean('is_default_for_video_scenario').notNull().default(false),
    status: text('status', { enum: trackingDomainStatuses }).notNull().default('unverified'),
    verifiedAt: timestamptz('verified_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('tracking_domains_space_host_unique').on(table.spaceId, table.host),
    uniqueIndex('tracking_domains_one_link_default_unique')
      .on(table.spaceId)
      .where(sql`${table.isDefaultForLinkTracking}`),
    uniqueIndex('tracking_domains_one_video_default_unique')
      .on(table.spaceId)
      .where(sql`${table.isDefaultForVideoScenario}`),
  ],
);

export type TrackingDomainRow = typeof trackingDomains.$inferSelect;

/** A tracked link (`click`, with its original URL) or a message's open pixel (`open`). */
export const trackingLinkKinds = ['click', 'open'] as const;
export type TrackingLinkKind = (typeof trackingLinkKinds)[number];

/**
 * One rewritten link or open pixel of one sent message. `token` is random (never
 * a sequential id) and is all the public /t/ routes know; a click only ever
 * redirects to the `url` stored here, so the routes are no open redirect.
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: primaryId(),
    token: text('token').notNull(),
    spaceId: spaceRef(),
    workflowId: optionalOwnerRef('workflow_id', () => workflows.id),
    prospectId: optionalOwnerRef('prospect_id', () => prospects.id),
    /** step_executions.id of the message; opens and clicks are written into its `detail`. */
    executionId: uuid('execution_id'),
    kind: text('kind', { enum: trackingLinkKinds }).notNull(),
    /** email or social: decides the webhook event of a click. */
    channel: text('channel').notNull().default('email'),
    url: text('url'),
    hits: integer('hits').notNull().default(0),
    firstHitAt: timestamptz('first_hit_at'),
    lastHitAt: timestamptz('last_hit_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tracking_links_token_unique').on(table.token),
    index('tracking_links_execution_idx').on(table.executionId),
    index('tracking_links_space_idx').on(table.spaceId),
    enumCheck('tracking_links_kind_check', table.kind, trackingLinkKinds),
  ],
);

export type TrackingLinkRow = typeof trackingLinks.$inferSelect;
