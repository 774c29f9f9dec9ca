import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { spaceOwned, spaceRef } from './spaces';
import { enumCheck, ownerRef, timestamps, timestamptz } from './columns';

/** spec: platform §4 "Credential statuses" (blocked and deleted are both shown as suspended). */
export const credentialStatuses = ['active', 'invalid', 'inactive', 'blocked', 'deleted'] as const;
export type CredentialStatus = (typeof credentialStatuses)[number];

/** spec: platform §1, outreach runs through a cloud automation or the browser extension. */
export const automationTypes = ['cloud', 'extension'] as const;
export type AutomationType = (typeof automationTypes)[number];

export const proxyTypes = ['basic', 'residential'] as const;
export type ProxyType = (typeof proxyTypes)[number];

/** spec: platform §3 security_code.pin_type; `app` pins come from an authenticator app (10-minute life). */
export const pinTypes = ['email', 'sms', 'app'] as const;
export type PinType = (typeof pinTypes)[number];

/** A secret as stored: AES-256-GCM ciphertext (providers/secrets/credential-secrets.ts), never plain text. */
export type EncryptedSecret = string;

/** spec: platform §3 "Custom proxy payload". The password is stored encrypted. */
export interface StoredCustomProxy {
  /** Null when a domain is used (spec: "Trimmed proxy address is null when a domain is used"). */
  proxy_address: string | null;
  domain: string | null;
  ports: { http: string };
  username: string | null;
  password: EncryptedSecret | null;
}

/** spec: platform §3 setting_proxy: the proxy the credential's automation goes out through. */
export interface SettingProxy {
  stage: 'start' | 'success' | 'fail';
  attempt_count: number;
  country_code: string | null;
  /** Epoch seconds; set while `stage` is fail. */
  proxy_failed_until: number | null;
  proxy_address: string | null;
  ports: { http: string } | null;
  username: string | null;
  password: string | null;
}

export interface SecurityCodeState {
  requested_at: string | null;
  is_wrong: boolean;
  is_entering: boolean;
  pin_type: PinType | null;
}

export interface PhoneState {
  requested_at: string | null;
  is_wrong: boolean;
  is_entering: boolean;
}

/** spec: platform §3 auth_status. Timestamps are ISO strings. */
export interface AuthStatus {
  security_code: SecurityCodeState | null;
  phone: PhoneState | null;
  challenged_at: string | null;
  hard_challenge_count: number;
  must_change_password: boolean;
  wrong_password: boolean;
  logged_in_at: string | null;
}

export const emptyAuthStatus: AuthStatus = {
  security_code: null,
  phone: null,
  challenged_at: null,
  hard_challenge_count: 0,
  must_change_password: false,
  wrong_password: false,
  logged_in_at: null,
};

/** spec: platform §3 two_factor; `status` is invalid, failed or temporarily_locked (ai-telephony §4). */
export interface StoredTwoFactor {
  username: string;
  password: EncryptedSecret;
  status: 'invalid' | 'failed' | 'temporarily_locked' | null;
  update_password: boolean;
  link: string | null;
  temporary_locked_at: string | null;
}

export interface RequiredSubscriptions {
  premium_at?: string | null;
  sales_navigator_at?: string | null;
  recruiter_at?: string | null;
}

export interface RequiredActions {
  verify_email?: boolean;
}

/** spec: platform §3 activity_dict {status, text, links map}. */
export interface ActivityDict {
  status: string;
  text: string;
  links: Record<string, string>;
}

/**
 * A connected social-network account (the spec's Credential, platform §3). The
 * account email is `username`, stored trimmed as typed and unique per workspace
 * ignoring case. Passwords and the session cookie are stored encrypted (the
 * cloud worker must be able to log in with them), never returned by the API.
 */
export const credentials = pgTable(
  'credentials',
  {
    ...spaceOwned(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    photoLink: text('photo_link'),
    status: text('status', { enum: credentialStatuses }).notNull().default('active'),
    accountType: text('account_type').notNull().default('basic'),
    automationType: text('automation_type', { enum: automationTypes }).notNull().default('cloud'),
    countryCode: text('country_code'),
    passwordEncrypted: text('password_encrypted'),
    proxyType: text('proxy_type', { enum: proxyTypes }).notNull().default('basic'),
    customProxy: jsonb('custom_proxy').$type<StoredCustomProxy>(),
    noProxy: boolean('no_proxy').notNull().default(false),
    timezone: text('timezone').notNull(),
    workHoursStart: integer('work_hours_start').notNull().default(9),
    workHoursEnd: integer('work_hours_end').notNull().default(18),
    /**
     * Whether this sender also works on Saturdays and Sundays; null follows ENGINE_WORK_WEEKENDS.
     * The demo's sandbox sender works every day, so the demo acts whatever day it is started.
     */
    workWeekends: boolean('work_weekends'),
    useBrowser: boolean('use_browser').notNull().default(false),
    /** The network's li_at session cookie (platform §3), encrypted. */
    cookiesEncrypted: text('cookies_encrypted'),
    unreadCount: integer('unread_count').notNull().default(0),
    activityDict: jsonb('activity_dict').$type<ActivityDict>(),
    waitForAuthorization: boolean('wait_for_authorization').notNull().default(false),
    hibernatedAt: timestamptz('hibernated_at'),
    connectLimitedAt: timestamptz('connect_limited_at'),
    inmailLimitedAt: timestamptz('inmail_limited_at'),
    loginLimitedAt: timestamptz('login_limited_at'),
    salesError: text('sales_error'),
    requiredSubscriptions: jsonb('required_subscriptions')
      .$type<RequiredSubscriptions>()
      .notNull()
      .default({}),
    requiredActions: jsonb('required_actions').$type<RequiredActions>().notNull().default({}),
    /** The two-step method the network asks for; only 'microsoft' is supported (ai-telephony §2). */
    required2fa: text('required_2fa'),
    twoFactor: jsonb('two_factor').$type<StoredTwoFactor>(),
    settingProxy: jsonb('setting_proxy').$type<SettingProxy>(),
    /** When the proxy was refreshed, newest last (platform §9: at most 2 a day). */
    proxyRefreshedAt: jsonb('proxy_refreshed_at').$type<string[]>().notNull().default([]),
    authStatus: jsonb('auth_status').$type<AuthStatus>().notNull().default(emptyAuthStatus),
    ...timestamps(),
  },
  (table) => [
    index('credentials_space_idx').on(table.spaceId),
    // spec: platform §5, the email is unique among the workspace's credentials, trimmed and case-insensitive.
    uniqueIndex('credentials_space_username_unique').on(table.spaceId, sql`lower(${table.username})`),
    enumCheck('credentials_status_check', table.status, credentialStatuses),
    enumCheck('credentials_automation_type_check', table.automationType, automationTypes),
    enumCheck('credentials_proxy_type_check', table.proxyType, proxyTypes),
    check(
      'credentials_work_hours_check',
      sql`${table.workHoursStart} >= 0 and ${table.workHoursEnd} <= 24 and ${table.workHoursStart} < ${table.workHoursEnd}`,
    ),
    check('credentials_username_trimmed_check', sql`${table.username} = btrim(${table.username})`),
  ],
);

export type CredentialRow = typeof credentials.$inferSelect;

/**
 * A credential's blacklist (GET/PUT /credentials/{id}/blacklist {values}): values
 * outreach through this account skips, in the order the user typed them.
 */
export const credentialBlacklist = pgTable(
  'credential_blacklist',
  {
    credentialId: ownerRef('credential_id', () => credentials.id),
    spaceId: spaceRef(),
    position: integer('position').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.credentialId, table.position] }),
    index('credential_blacklist_space_idx').on(table.spaceId),
  ],
);

export type CredentialBlacklistRow = typeof credentialBlacklist.$inferSelect;
