import type { CredentialDetails } from './credential-api';

/** spec: ai-telephony §2, "Only Microsoft two step verification is supported". */
export const SUPPORTED_TWO_FACTOR = 'microsoft';

/**
 * Where a credential's login stands (platform §4 "Login flow"): what the user must do next, if anything.
 * The add flow's verification step and the connection settings show the matching form.
 */
export type ConnectionState =
  | 'blocked'
  | 'wrongPassword'
  | 'code'
  | 'phone'
  | 'twoFactor'
  | 'twoFactorUnsupported'
  | 'verifyEmail'
  | 'captcha'
  | 'connected'
  | 'pending';

export function connectionState(credential: CredentialDetails): ConnectionState {
  const auth = credential.auth_status;
  if (credential.status === 'blocked' || credential.status === 'deleted') return 'blocked';
  if (credential.status === 'invalid' || auth?.wrong_password) return 'wrongPassword';
  if (auth?.security_code?.requested_at) return 'code';
  if (auth?.phone?.requested_at) return 'phone';
  if (credential.required_2fa) {
    return credential.required_2fa === SUPPORTED_TWO_FACTOR ? 'twoFactor' : 'twoFactorUnsupported';
  }
  if (credential.two_factor?.status === 'invalid' || credential.two_factor?.status === 'failed')
    return 'twoFactor';
  if (credential.required_actions?.verify_email) return 'verifyEmail';
  if (auth?.challenged_at && !auth.logged_in_at) return 'captcha';
  if (auth?.logged_in_at) return 'connected';
  return 'pending';
}

/** spec platform §9: the code lives 60 minutes, 10 for authenticator-app pins, from the request. */
export function securityCodeLifetimeMinutes(pinType: string | null | undefined): number {
  return pinType === 'app' ? 10 : 60;
}

/** When the requested security code expires (epoch ms), or null when none is requested. */
export function securityCodeExpiresAt(credential: CredentialDetails): number | null {
  const code = credential.auth_status?.security_code;
  if (!code?.requested_at) return null;
  const requested = new Date(code.requested_at).getTime();
  if (Number.isNaN(requested)) return null;
  return requested + securityCodeLifetimeMinutes(code.pin_type) * 60_000;
}

/** platform §3 is_code_expired: computed on the client too, so the screen changes when the timer runs out. */
export function isSecurityCodeExpired(credential: CredentialDetails, now: number): boolean {
  if (credential.is_code_expired) return true;
  const expiresAt = securityCodeExpiresAt(credential);
  return expiresAt !== null && now >= expiresAt;
}
