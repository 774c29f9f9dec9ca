import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const spaceStatuses = ['active', 'blocked'] as const;
export type SpaceStatus = (typeof spaceStatuses)[number];

/**
 * A workspace (the spec's Account, platform §3). Every workspace-owned row
 * elsewhere carries `space_id` pointing here. Billing, seats, credits and the
 * rest of §3 arrive with their issues.
 */
export const spaces = pgTable(
  'spaces',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    name: text('name').notNull(),
    brand: text('brand').notNull().default('reachly'),
    status: text('status', { enum: spaceStatuses }).notNull().default('active'),
    isPaid: boolean('is_paid').notNull().default(true),
    paymentInProgress: boolean('payment_in_progress').notNull().default(false),
    isBillingEnabled: boolean('is_billing_enabled').notNull().default(true),
    tier: text('tier').notNull().default('free'),
    subscriptionMode: text('subscription_mode').notNull().default('manual'),
    /** platform §3 seats: total, and how many may be cloud or extension automations. */
    totalSeats: integer('total_seats').notNull().default(3),
    cloudSeats: integer('cloud_seats').notNull().default(3),
    extensionSeats: integer('extension_seats').notNull().default(3),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('spaces_status_check', sql`${table.status} in ('active', 'blocked')`)],
);

export type SpaceRow = typeof spaces.$inferSelect;
