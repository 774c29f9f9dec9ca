import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';
import { createdAt, enumCheck, optionalRef, primaryId, timestamptz } from './columns';

export const userStatuses = ['active', 'inactive'] as const;
export type UserStatus = (typeof userStatuses)[number];

/**
 * Where a sign-up came from (spec platform §3 User.track_info, "may hold a click
 * identifier"; §4 adds tracking parameters when the user has one).
 */
export interface TrackInfo {
  track?: string | Record<string, string>;
  irclickid?: string;
}

/** A person who signs in (platform §3 User). `is_admin` here means platform admin, not workspace admin. */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** Always stored lower-cased (the check below), so the unique index is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** argon2id; null for accounts that only sign in through an identity provider (later issue). */
    passwordHash: text('password_hash'),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** A platform admin who may grant and revoke admins and edit the super-admin-only pages (issue 14). */
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    currentSpaceId: optionalRef('current_space_id', () => spaces.id),
    /** As typed at sign-up (digits, plus, spaces, dashes, parentheses; spec platform §5). */
    phone: text('phone'),
    /** ISO 3166-1 alpha-2, upper case: the country chosen at sign-up. */
    countryCode: text('country_code'),
    industry: text('industry'),
    addressLine: text('address_line'),
    zipCode: text('zip_code'),
    /** URL of the profile photo. */
    avatar: text('avatar'),
    /** The brand of the host the user signed up on (spec platform §1, brand-specific behaviour). */
    brand: text('brand').notNull().default('reachly'),
    trackInfo: jsonb('track_info').$type<TrackInfo>().notNull().default({}),
    /** The workspace invite code given at sign-up, kept as given (joining is POST /space/join). */
    inviteCode: text('invite_code'),
    /** Preferences › manual approval: outgoing messages wait for the user's approval. */
    manualApproval: boolean('manual_approval').notNull().default(false),
    /** Preferences › notifications: which emails the user wants (keys in users.schema.ts). */
    emailNotifications: jsonb('email_notifications').$type<Record<string, boolean>>().notNull().default({}),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    privacyAcceptedAt: timestamptz('privacy_accepted_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lowercase_check', sql`${table.email} = lower(${table.email})`),
    enumCheck('users_status_check', table.status, userStatuses),
  ],
);

export type UserRow = typeof users.$inferSelect;
