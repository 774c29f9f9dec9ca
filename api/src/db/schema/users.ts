import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';

export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** A person who signs in (platform §3 User). `is_admin` here means platform admin, not workspace admin. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    /** Always stored lower-cased (the check below), so the unique index is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** argon2id; null for accounts that only sign in through an identity provider (later issue). */
    passwordHash: text('password_hash'),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    currentSpaceId: uuid('current_space_id').references(() => spaces.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lowercase_check', sql`${table.email} = lower(${table.email})`),
    check('users_status_check', sql`${table.status} in ('active', 'inactive')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
