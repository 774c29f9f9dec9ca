import type { CredentialDetails } from './credential-api';

/** A login state with nothing pending: no code, phone or challenge asked for, no password trouble. */
export const quietAuthStatus: CredentialDetails['auth_status'] = {
  security_code: null,
  phone: null,
  challenged_at: null,
  hard_challenge_count: 0,
  must_change_password: false,
  wrong_password: false,
  logged_in_at: null,
};

/** An authorized cloud credential with nothing pending, every field as the API sends it. */
export function credentialDetails(overrides: Partial<CredentialDetails> = {}): CredentialDetails {
  return {
    _id: 'c1',
    username: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    full_name: 'Ada Lovelace',
    photo_link: null,
    status: 'active',
    automation_type: 'cloud',
    account_type: 'basic',
    activity_dict: null,
    auth_status: quietAuthStatus,
    code_expires_at: null,
    connect_limited_at: null,
    country_code: 'US',
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    custom_proxy: null,
    has_cookies: false,
    has_password: true,
    hibernated_at: null,
    inmail_limited_at: null,
    is_code_expired: false,
    login_limited_at: null,
    no_proxy: false,
    notifications: [],
    proxy_type: 'basic',
    required_2fa: null,
    required_actions: {},
    required_subscriptions: {},
    sales_error: null,
    setting_proxy: null,
    timezone: 'Europe/Berlin',
    two_factor: null,
    unread_count: 0,
    use_browser: false,
    wait_for_authorization: false,
    work_hours_start: 9,
    work_hours_end: 18,
    ...overrides,
  };
}
