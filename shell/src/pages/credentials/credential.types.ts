import type { Credential } from '@outreach/sdk/account';

/** platform §3 auth_status. */
export interface AuthStatus {
  security_code: {
    requested_at: string | null;
    is_wrong: boolean;
    is_entering: boolean;
    pin_type: 'email' | 'sms' | 'app' | null;
  } | null;
  phone: { requested_at: string | null; is_wrong: boolean; is_entering: boolean } | null;
  challenged_at: string | null;
  hard_challenge_count: number;
  must_change_password: boolean;
  wrong_password: boolean;
  logged_in_at: string | null;
}

export interface SettingProxy {
  stage: 'start' | 'success' | 'fail';
  attempt_count: number;
  country_code: string | null;
  /** Epoch seconds. */
  proxy_failed_until: number | null;
}

export interface CustomProxyJson {
  proxy_address: string | null;
  domain: string | null;
  ports: { http: string };
  username: string | null;
  has_password?: boolean;
}

/** The credential JSON of platform §3 with the fields the credential pages and repair modals read. */
export interface CredentialDetails extends Credential {
  account_type?: string;
  has_password?: boolean;
  proxy_type?: 'basic' | 'residential';
  custom_proxy?: CustomProxyJson | null;
  no_proxy?: boolean;
  wait_for_authorization?: boolean;
  hibernated_at?: string | null;
  activity_dict?: { status: string; text: string; links?: Record<string, string> } | null;
  required_actions?: { verify_email?: boolean };
  required_2fa?: string | null;
  two_factor?: {
    username: string;
    status: 'invalid' | 'failed' | 'temporarily_locked' | null;
    temporary_locked_at?: string | null;
  } | null;
  setting_proxy?: SettingProxy | null;
  auth_status?: AuthStatus;
  is_code_expired?: boolean;
  code_expires_at?: string | null;
}

/** GET /proxy/v2/countries: count 0 means out of reserve. */
export interface ProxyCountry {
  code: string;
  count: number;
  type: 'basic' | 'residential';
}

/** GET /credentials/timezones. */
export interface TimezoneItem {
  name: string;
  value: string;
}

/** A repair or connection call answers with the message to show and the credential after it. */
export interface CredentialActionResult {
  message?: string;
  credential?: CredentialDetails;
}

export type AutomationOutcome = 'NEEDS_PASSWORD' | 'NEEDS_LOCATION' | 'SUCCESS';
