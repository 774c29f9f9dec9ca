import { getBrand } from '@outreach/brands';
import type { Account, Credential } from './account';
import type { SessionUser } from './session';

/**
 * Whole answers of the API for tests (issue 24): the session's user, workspace and credentials are
 * the contract's types, so a test names only the fields it is about and takes the rest from here.
 */

export function sessionUserFixture(fields: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: 'u1',
    email: 'jane@example.com',
    first_name: 'Jane',
    last_name: 'Cooper',
    full_name: `${fields.first_name ?? 'Jane'} ${fields.last_name ?? 'Cooper'}`,
    status: 'active',
    email_confirmed: true,
    is_admin: false,
    address_line: null,
    avatar: null,
    brand: 'reachly',
    country_code: null,
    email_notifications: {
      account_issue: true,
      campaign_completed: true,
      new_reply: true,
      weekly_report: true,
    },
    industry: null,
    manual_approval: false,
    phone: null,
    photo_link: null,
    zip_code: null,
    ...fields,
  };
}

export function accountFixture(fields: Partial<Account> = {}): Account {
  return {
    _id: 's1',
    name: 'Acme Sales',
    brand: 'reachly',
    brand_config: getBrand(fields.brand ?? 'reachly'),
    status: 'active',
    avatar: null,
    is_paid: true,
    payment_in_progress: false,
    is_billing_enabled: true,
    is_admin_view: false,
    subscription_mode: 'seats',
    tier: 'growth',
    admins: ['u1'],
    users: [],
    used_seats: 0,
    total_seats: 0,
    available_seats: 0,
    cloud_seats_available: 0,
    extension_seats_available: 0,
    crm_tokens: [],
    show_crm: false,
    has_dialer: false,
    notifications: { is_expired_hubspot_token: false },
    config: { logo_shape: 'square' },
    max_credentials: null,
    subscription: null,
    credits_usage: { usage_by_type: { default: 0 }, available_by_type: { default: 0 } },
    ...fields,
  };
}

export function spaceMemberFixture(
  fields: Partial<Account['users'][number]> & { _id: string },
): Account['users'][number] {
  const first = fields.first_name ?? 'Mia';
  const last = fields.last_name ?? 'Member';
  return {
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`,
    email: `${fields._id}@example.com`,
    is_admin: false,
    photo_link: null,
    available_credentials: [],
    allowed_pages: {
      billing: true,
      campaigns: true,
      dashboard: true,
      inbox: true,
      integrations: true,
      mailboxes: true,
      pipeline: true,
      profiles: true,
      reports: true,
      search: true,
      settings: true,
      templates: true,
    },
    ...fields,
  };
}

/** A login state with nothing pending: no code, phone or challenge asked for, no password trouble. */
export const quietAuthStatus: Credential['auth_status'] = {
  challenged_at: null,
  hard_challenge_count: 0,
  logged_in_at: null,
  must_change_password: false,
  phone: null,
  security_code: null,
  wrong_password: false,
};

export function credentialFixture(fields: Partial<Credential> & { _id: string }): Credential {
  return {
    username: `${fields._id}@example.com`,
    account_type: 'basic',
    activity_dict: null,
    auth_status: quietAuthStatus,
    automation_type: 'cloud',
    code_expires_at: null,
    connect_limited_at: null,
    country_code: null,
    created_at: '2026-01-01T00:00:00.000Z',
    custom_proxy: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: `${fields.first_name ?? 'Ada'} ${fields.last_name ?? 'Lovelace'}`,
    has_cookies: false,
    has_password: true,
    hibernated_at: null,
    inmail_limited_at: null,
    is_code_expired: false,
    login_limited_at: null,
    no_proxy: false,
    notifications: [],
    photo_link: null,
    proxy_type: 'basic',
    required_2fa: null,
    required_actions: {},
    required_subscriptions: {},
    sales_error: null,
    setting_proxy: null,
    status: 'active',
    timezone: 'UTC',
    two_factor: null,
    unread_count: 0,
    updated_at: '2026-01-01T00:00:00.000Z',
    use_browser: false,
    wait_for_authorization: false,
    work_hours_end: 18,
    work_hours_start: 9,
    work_weekends: false,
    work_weekends_default: false,
    ...fields,
  };
}
