import type { AuthStatus, CredentialRow, PinType } from '../../db/schema';
import type { ConnectionOutcome } from '../../providers/social-network/social-network.driver';

/**
 * The credential state machine of spec platform §4 ("Credential statuses",
 * "Login flow") as pure functions: what a network outcome changes on a
 * credential, when a security code expires, and where the add flow resumes.
 */

/** The columns an outcome may change (a drizzle `set` object). */
export type CredentialChanges = Partial<
  Pick<
    CredentialRow,
    | 'status'
    | 'firstName'
    | 'lastName'
    | 'photoLink'
    | 'accountType'
    | 'authStatus'
    | 'connectLimitedAt'
    | 'inmailLimitedAt'
    | 'loginLimitedAt'
    | 'salesError'
    | 'requiredSubscriptions'
    | 'requiredActions'
    | 'required2fa'
    | 'twoFactor'
    | 'waitForAuthorization'
    | 'hibernatedAt'
  >
>;

const minute = 60_000;

/** spec: platform §9, "Security code 6 digits; lifetime 60 min (10 for app pins)". */
export function securityCodeLifetimeMs(pinType: PinType | null): number {
  return (pinType === 'app' ? 10 : 60) * minute;
}

/** spec: platform §3 is_code_expired: a requested code older than its lifetime, counted from the request. */
export function isCodeExpired(authStatus: AuthStatus, now: Date): boolean {
  const code = authStatus.security_code;
  if (!code?.requested_at) return false;
  return now.getTime() - new Date(code.requested_at).getTime() > securityCodeLifetimeMs(code.pin_type);
}

export function codeExpiresAt(authStatus: AuthStatus): string | null {
  const code = authStatus.security_code;
  if (!code?.requested_at) return null;
  return new Date(
    new Date(code.requested_at).getTime() + securityCodeLifetimeMs(code.pin_type),
  ).toISOString();
}

/** A limit keeps the moment it was first reported; it clears when the network stops reporting it. */
function since(current: Date | null, active: boolean, now: Date): Date | null {
  return active ? (current ?? now) : null;
}

/** A login that went through: the profile, the restrictions the network reports, nothing pending. */
function connectedChanges(
  row: CredentialRow,
  outcome: Extract<ConnectionOutcome, { type: 'connected' }>,
  now: Date,
): CredentialChanges {
  const at = now.toISOString();
  const auth = row.authStatus;
  const { profile, restrictions } = outcome;
  const subscription = restrictions.requiredSubscription;
  return {
    status: 'active',
    firstName: profile.firstName || row.firstName,
    lastName: profile.lastName || row.lastName,
    photoLink: profile.photoLink ?? row.photoLink,
    accountType: profile.accountType,
    authStatus: {
      ...auth,
      security_code: null,
      phone: null,
      challenged_at: null,
      wrong_password: false,
      must_change_password: restrictions.mustChangePassword,
      logged_in_at: at,
    },
    connectLimitedAt: since(row.connectLimitedAt, restrictions.connectLimited, now),
    inmailLimitedAt: since(row.inmailLimitedAt, restrictions.inmailLimited, now),
    loginLimitedAt: since(row.loginLimitedAt, restrictions.loginLimited, now),
    salesError: restrictions.salesError,
    requiredSubscriptions: subscription
      ? { [`${subscription}_at`]: row.requiredSubscriptions[`${subscription}_at`] ?? at }
      : {},
    requiredActions: { ...row.requiredActions, verify_email: false },
    required2fa: null,
    twoFactor: row.twoFactor ? { ...row.twoFactor, status: null, temporary_locked_at: null } : null,
    waitForAuthorization: restrictions.waitForAuthorization,
    hibernatedAt: null,
  };
}

/** What a network outcome changes on a credential. Pure: `row` is not modified. */
export function applyConnectionOutcome(
  row: CredentialRow,
  outcome: ConnectionOutcome,
  now: Date,
): CredentialChanges {
  const at = now.toISOString();
  const auth = row.authStatus;
  switch (outcome.type) {
    case 'connected':
      return connectedChanges(row, outcome, now);
    case 'wrong_password':
      return {
        status: 'invalid',
        authStatus: { ...auth, security_code: null, phone: null, wrong_password: true, logged_in_at: null },
      };
    case 'security_code_requested':
      return {
        status: 'active',
        authStatus: {
          ...auth,
          security_code: { requested_at: at, is_wrong: false, is_entering: false, pin_type: outcome.pinType },
          phone: null,
          wrong_password: false,
          logged_in_at: null,
        },
      };
    case 'wrong_security_code':
      return {
        authStatus: {
          ...auth,
          security_code: auth.security_code
            ? { ...auth.security_code, is_wrong: true, is_entering: false }
            : { requested_at: null, is_wrong: true, is_entering: false, pin_type: null },
        },
      };
    case 'phone_requested':
      return {
        status: 'active',
        authStatus: {
          ...auth,
          security_code: null,
          phone: { requested_at: at, is_wrong: false, is_entering: false },
          wrong_password: false,
          logged_in_at: null,
        },
      };
    case 'wrong_phone':
      return {
        authStatus: {
          ...auth,
          phone: { requested_at: auth.phone?.requested_at ?? at, is_wrong: true, is_entering: false },
        },
      };
    case 'challenged':
      return {
        authStatus: {
          ...auth,
          challenged_at: at,
          hard_challenge_count: auth.hard_challenge_count + 1,
          wrong_password: false,
          logged_in_at: null,
        },
      };
    case 'blocked':
      return { status: 'blocked', authStatus: { ...auth, logged_in_at: null } };
    case 'two_factor_required':
      return {
        status: 'active',
        required2fa: outcome.method,
        authStatus: { ...auth, wrong_password: false, logged_in_at: null },
      };
    case 'two_factor_wrong':
      return {
        twoFactor: row.twoFactor ? { ...row.twoFactor, status: 'invalid', update_password: true } : null,
      };
    case 'two_factor_locked':
      return {
        twoFactor: row.twoFactor
          ? { ...row.twoFactor, status: 'temporarily_locked', temporary_locked_at: at }
          : null,
      };
    case 'verify_email_required':
      return {
        status: 'active',
        requiredActions: { ...row.requiredActions, verify_email: true },
        authStatus: { ...auth, wrong_password: false, logged_in_at: null },
      };
    case 'pending':
      return {};
  }
}

/** Logged in and nothing pending: what do_auth answers with `already_authorized`. */
export function isAuthorized(row: CredentialRow): boolean {
  const auth = row.authStatus;
  return (
    row.status === 'active' &&
    auth.logged_in_at !== null &&
    !auth.security_code?.requested_at &&
    !auth.phone?.requested_at &&
    !row.waitForAuthorization &&
    !row.required2fa &&
    !row.requiredActions.verify_email
  );
}

/** spec: platform §4 "Add-credential steps" 1-6. */
export const addFlowSteps = {
  automation: 1,
  location: 2,
  schedule: 3,
  credentials: 4,
  verification: 5,
  changeAutomation: 6,
} as const;
export type AddFlowStep = keyof typeof addFlowSteps;

/**
 * Where the add flow resumes for an existing credential (spec platform §4: "the
 * flow starts at the step matching an existing credential; wrong_password set
 * leads to the password step; requested_at set leads to verification"). `null`
 * when the credential needs nothing more.
 */
export function onboardingStep(row: CredentialRow): AddFlowStep | null {
  const auth = row.authStatus;
  if (auth.wrong_password || row.status === 'invalid') return 'credentials';
  if (auth.security_code?.requested_at || auth.phone?.requested_at) return 'verification';
  if (row.automationType === 'cloud' && !row.countryCode) return 'location';
  if (row.automationType === 'cloud' && !row.passwordEncrypted) return 'credentials';
  if (row.required2fa || row.requiredActions.verify_email || auth.challenged_at) return 'verification';
  return null;
}
