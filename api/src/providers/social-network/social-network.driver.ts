import type { AutomationType, PinType } from '../../db/schema';

/**
 * How the API talks to the professional social network about a connected account
 * (ARCHITECTURE.md "Providers": the automation task protocol that a cloud worker
 * or the browser extension pulls and reports back on / a built-in sandbox).
 *
 * Every method describes one step of the login flow of spec platform §4 and
 * answers with the outcome the network reported. The sandbox answers at once;
 * a real driver may answer `{ type: 'pending' }` and report the outcome later
 * through the task protocol, which the service applies with the same
 * `applyConnectionOutcome` (modules/credentials/credential-state.ts).
 */
export interface SocialNetworkDriver {
  readonly name: string;
  /** Log in (again) with what the account holds: password, cookie, two-factor data. */
  connect(account: SocialAccount): Promise<ConnectionOutcome>;
  /** The 6-digit code (or 000000 for an authenticator-app approval, platform §5) the network asked for. */
  submitSecurityCode(account: SocialAccount, code: string): Promise<ConnectionOutcome>;
  /** Ask the network to send the security code again. */
  resendSecurityCode(account: SocialAccount): Promise<{ pinType: PinType }>;
  /** The phone number the network asked for (it then texts a security code). */
  submitPhone(account: SocialAccount, phone: PhoneNumber): Promise<ConnectionOutcome>;
  /** Ask the network to prompt for the phone again. */
  resendPhone(account: SocialAccount): Promise<void>;
  /** Log in with the two-step verification mailbox (only Microsoft's is supported). */
  submitTwoFactor(account: SocialAccount): Promise<ConnectionOutcome>;
  /** The user confirmed the network's "verify your email" message. */
  verifyEmail(account: SocialAccount): Promise<ConnectionOutcome>;
}

/** What a driver may know about the account: decrypted secrets, only for the call. */
export interface SocialAccount {
  username: string;
  automationType: AutomationType;
  countryCode: string | null;
  password: string | null;
  cookies: string | null;
  twoFactor: { username: string; password: string } | null;
  /** The pin type of the code the network is waiting for, if any. */
  pendingPinType: PinType | null;
  /** How many times the network challenged this account (captcha) so far. */
  hardChallengeCount: number;
  /** The user asked to try again (do_auth: the auto-authorization request of ai-telephony §4). */
  retrying: boolean;
}

export interface PhoneNumber {
  number: string;
  countryCode: string;
  phoneCode: string;
}

/** The profile the network shows once logged in. */
export interface NetworkProfile {
  firstName: string;
  lastName: string;
  photoLink: string | null;
  /** 'basic', 'premium', 'sales_navigator' or 'recruiter'. */
  accountType: string;
}

/** Restrictions the network reports on a logged-in account (spec §8 account notices). */
export interface NetworkRestrictions {
  connectLimited: boolean;
  inmailLimited: boolean;
  loginLimited: boolean;
  salesError: string | null;
  requiredSubscription: 'premium' | 'sales_navigator' | 'recruiter' | null;
  mustChangePassword: boolean;
  waitForAuthorization: boolean;
}

export const noRestrictions: NetworkRestrictions = {
  connectLimited: false,
  inmailLimited: false,
  loginLimited: false,
  salesError: null,
  requiredSubscription: null,
  mustChangePassword: false,
  waitForAuthorization: false,
};

/** spec: platform §4 "Login flow" outcomes: logged in, blocked, challenged, wrong password, code or phone asked. */
export type ConnectionOutcome =
  | { type: 'connected'; profile: NetworkProfile; restrictions: NetworkRestrictions }
  | { type: 'wrong_password' }
  | { type: 'security_code_requested'; pinType: PinType }
  | { type: 'wrong_security_code' }
  | { type: 'phone_requested' }
  | { type: 'wrong_phone' }
  | { type: 'challenged' }
  | { type: 'blocked' }
  | { type: 'two_factor_required'; method: string }
  | { type: 'two_factor_wrong' }
  | { type: 'two_factor_locked' }
  | { type: 'verify_email_required' }
  /** A real driver queued the task; the outcome arrives later through the task protocol. */
  | { type: 'pending' };

export type ConnectionOutcomeType = ConnectionOutcome['type'];

/** spec: ai-telephony §2, "Only Microsoft two step verification is supported". */
export const supportedTwoFactorMethod = 'microsoft';
