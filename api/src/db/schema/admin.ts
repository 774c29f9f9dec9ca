import type { Brand } from '@outreach/brands';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, enumCheck, optionalRef, primaryId, timestamps, timestamptz } from './columns';

/**
 * The admin area (spec platform §2 Admin, §3 Whitelabel/Manager/Prepaid/Health index, §6, §7 Admin;
 * issue 14): white-labels as records, the audit log, managers and prepaid customers.
 */

export const whitelabelStatuses = ['active', 'archived'] as const;
export type WhitelabelStatus = (typeof whitelabelStatuses)[number];

/** The brand's own outgoing mail server for its system emails (activation, restore, invites). */
export interface WhitelabelSmtp {
  host: string;
  port: number;
  /** true: TLS from the first byte (465); false: STARTTLS when offered (587, 25). */
  secure: boolean;
  user?: string;
  /** Sealed with email-secrets (never sent back to a browser). */
  passwordSealed?: string;
}

/** spec platform §2 email-configuration: the sender of the brand's system emails. */
export interface WhitelabelEmailConfig {
  senderName?: string;
  senderAddress?: string;
  smtp?: WhitelabelSmtp;
}

/** spec platform §3 "Health index rule: min, max, points" for one metric of a customer. */
export interface HealthIndexRule {
  metric: string;
  min: number;
  max: number;
  points: number;
}

/** Per white-label: the rules and who is told when a customer's index falls below a threshold. */
export interface HealthIndexSettings {
  rules: HealthIndexRule[];
  notifications: { enabled: boolean; threshold: number; emails: string[] };
}

/**
 * A white-label (brand) as a record: `settings` is the public brand (what GET /config sends to a
 * browser, validated by @outreach/brands/schema); the other columns are never public. Seeded at
 * start from the files in brands/ when missing; edited at run time by platform admins and the
 * brand's owners (owner_emails), read fresh on each request (so every node sees a save at once).
 */
export const whitelabels = pgTable(
  'whitelabels',
  {
    /** The brand id: also the value of spaces.brand and users.brand. */
    id: text('id').primaryKey(),
    status: text('status', { enum: whitelabelStatuses }).notNull().default('active'),
    settings: jsonb('settings').$type<Brand>().notNull(),
    /** spec platform §6 "Whitelabel owner admin emails are configurable": the brand's resellers. */
    ownerEmails: text('owner_emails').array().notNull().default(sql`'{}'::text[]`),
    emailConfig: jsonb('email_config').$type<WhitelabelEmailConfig>().notNull().default({}),
    /**
     * The mail domain a platform admin verified as the brand's (issue 23 item 4; never set by a
     * reseller): the platform's transport sends as the brand's sender address only while that
     * address is on this domain; otherwise as MAIL_FROM's address under the brand's name.
     */
    emailVerifiedDomain: text('email_verified_domain'),
    healthIndex: jsonb('health_index')
      .$type<HealthIndexSettings>()
      .notNull()
      .default({ rules: [], notifications: { enabled: false, threshold: 0, emails: [] } }),
    /**
     * The lowest price (in cents, per tier and interval key such as `growth:month`) a reseller may
     * set for this brand; the platform's super admins set it.
     */
    priceFloor: jsonb('price_floor').$type<Record<string, number>>().notNull().default({}),
    ...timestamps(),
    archivedAt: timestamptz('archived_at'),
  },
  (table) => [
    enumCheck('whitelabels_status_check', table.status, whitelabelStatuses),
    index('whitelabels_owner_emails_idx').using('gin', table.ownerEmails),
  ],
);
export type WhitelabelRow = typeof whitelabels.$inferSelect;

/**
 * Every admin action (issue 14: who, what, when, before and after). Written in the same
 * transaction as the change it records; admins read and filter it.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: primaryId(),
    actorId: optionalRef('actor_id', () => users.id),
    actorEmail: text('actor_email').notNull(),
    /** e.g. `customer.block`, `whitelabel.colors`, `admin.grant` */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The brand the target belongs to, so a reseller reads only their brand's entries. */
    brand: text('brand'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt),
    index('admin_audit_log_action_idx').on(table.action, table.createdAt),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
    index('admin_audit_log_brand_idx').on(table.brand, table.createdAt),
  ],
);
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;

export const managerTypes = ['sales', 'success'] as const;
export type ManagerType = (typeof managerTypes)[number];

/** spec platform §3 Manager: type, name, description; assigned round-robin to a brand's new customers. */
export const managers = pgTable(
  'managers',
  {
    id: primaryId(),
    brand: text('brand').notNull(),
    type: text('type', { enum: managerTypes }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** How many customers were assigned: round-robin picks the least assigned, then the oldest. */
    assignedCount: integer('assigned_count').notNull().default(0),
    lastAssignedAt: timestamptz('last_assigned_at'),
    createdAt: createdAt(),
  },
  (table) => [
    enumCheck('managers_type_check', table.type, managerTypes),
    // spec §5: "A title already chosen cannot be added again" (per brand and type).
    uniqueIndex('managers_brand_type_name_unique').on(table.brand, table.type, sql`lower(${table.name})`),
  ],
);
export type ManagerRow = typeof managers.$inferSelect;

/** spec platform §3 "Prepaid customer: email, stripe customer, currency, tier, interval". */
export const prepaidCustomers = pgTable(
  'prepaid_customers',
  {
    id: primaryId(),
    brand: text('brand').notNull(),
    email: text('email').notNull(),
    stripeCustomer: text('stripe_customer').notNull(),
    currency: text('currency').notNull(),
    tier: text('tier').notNull(),
    interval: text('interval').notNull(),
    /**
     * The workspace the prepaid terms went to: the first workspace this email creates on the brand
     * gets the tier, manual subscription and the Stripe customer (admin-ops prepaid.service).
     */
    spaceId: uuid('space_id'),
    appliedAt: timestamptz('applied_at'),
    createdBy: optionalRef('created_by', () => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('prepaid_customers_email_unique').on(table.brand, table.email),
    index('prepaid_customers_created_idx').on(table.createdAt),
  ],
);
export type PrepaidCustomerRow = typeof prepaidCustomers.$inferSelect;
