import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { enumCheck, ownerRef, primaryId, timestamps, timestamptz } from './columns';

/** spec platform §4 "Workspace status: active or blocked or deleted". */
export const spaceStatuses = ['active', 'blocked', 'deleted'] as const;
export type SpaceStatus = (typeof spaceStatuses)[number];

/** POST /space/sign_up_settings: what the workspace answered at sign-up (free-form, small). */
export type SignUpSettings = Record<string, string | number | boolean | string[] | null>;

/**
 * A workspace (the spec's Account, platform §3). Every workspace-owned row
 * elsewhere carries `space_id` pointing here. Billing, seats, credits and the
 * rest of §3 arrive with their issues.
 */
export const spaces = pgTable(
  'spaces',
  {
    id: primaryId(),
    name: text('name').notNull(),
    brand: text('brand').notNull().default('reachly'),
    status: text('status', { enum: spaceStatuses }).notNull().default('active'),
    isPaid: boolean('is_paid').notNull().default(true),
    paymentInProgress: boolean('payment_in_progress').notNull().default(false),
    isBillingEnabled: boolean('is_billing_enabled').notNull().default(true),
    tier: text('tier').notNull().default('free'),
    /**
     * spec platform §3: disabled, stripe, manual (billed by hand), no_sub (no subscription yet:
     * a new workspace); Stripe's webhooks set stripe, and no_sub again when it ends.
     */
    subscriptionMode: text('subscription_mode').notNull().default('no_sub'),
    /** platform §3 seats: total, and how many may be cloud or extension automations. */
    totalSeats: integer('total_seats').notNull().default(3),
    cloudSeats: integer('cloud_seats').notNull().default(3),
    extensionSeats: integer('extension_seats').notNull().default(3),
    /** The workspace picture: a `/api/photos/<id>` link (POST /space/save_photo), or null. */
    avatar: text('avatar'),
    /** POST /space/create's `promotekit_referral` (the affiliate programme's referral id). */
    promotekitReferral: text('promotekit_referral'),
    signUpSettings: jsonb('sign_up_settings').$type<SignUpSettings>(),
    // The admin area (issue 14, spec platform §7 Admin).
    /** Managers (admin.ts `managers`) assigned round-robin when the workspace is created. */
    salesManagerId: uuid('sales_manager_id'),
    successManagerId: uuid('success_manager_id'),
    /** The admins' labels of a customer (the customers list filters by them). */
    adminLabels: text('admin_labels').array().notNull().default(sql`'{}'::text[]`),
    /** The admins' note on a customer (free text; the `notes` filter: with or without a note). */
    adminNote: text('admin_note').notNull().default(''),
    /** POST /admin/space/{id}/set_unlimited: no credits or seats limits. */
    isUnlimited: boolean('is_unlimited').notNull().default(false),
    /** POST /admin/space/{id}/set_li_approve: the social network's manual approval of this customer. */
    liApprove: boolean('li_approve').notNull().default(false),
    /** The health index (0 to 100, computed from the brand's rules) and when it was computed. */
    healthIndex: integer('health_index'),
    healthComputedAt: timestamptz('health_computed_at'),
    /** When the workspace was deleted (status deleted); restore clears it. */
    deletedAt: timestamptz('deleted_at'),
    ...timestamps(),
  },
  (table) => [
    enumCheck('spaces_status_check', table.status, spaceStatuses),
    // The admin customers list: by brand, newest first (issue 14).
    index('spaces_brand_created_idx').on(table.brand, table.createdAt),
    index('spaces_created_idx').on(table.createdAt),
  ],
);

export type SpaceRow = typeof spaces.$inferSelect;

/** `space_id` of a workspace-owned row: deleting the workspace deletes the row. */
export function spaceRef() {
  return ownerRef('space_id', () => spaces.id);
}

/** `space_id` as the whole key of a table with at most one row per workspace (settings, a wallet). */
export function spaceKey() {
  return uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' });
}

/** The first columns of a workspace-owned row: its own `id` and the `space_id` it belongs to. */
export function spaceOwned() {
  return { id: primaryId(), spaceId: spaceRef() };
}
