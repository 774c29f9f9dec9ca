import type { PinType } from '../../db/schema';
import {
  type ConnectionOutcome,
  type NetworkProfile,
  type NetworkRestrictions,
  noRestrictions,
  type SocialAccount,
  type SocialNetworkDriver,
  supportedTwoFactorMethod,
} from './social-network.driver';

/**
 * The built-in sandbox network (docs/sandbox-network.md): every state and repair
 * flow of spec platform §4 can be tried by hand and tested, with no real
 * network. It is deterministic: the outcome depends only on the account email's
 * `+tags` (e.g. `ada+code@example.com`) and on what the user typed, never on time
 * or chance.
 */

/** The security code the sandbox network "sends" by email or SMS. */
export const sandboxSecurityCode = '123456';
/** spec: platform §5, an authenticator-app pin is sent automatically as 000000. */
export const sandboxAppCode = '000000';
/** Fixes a `+wrongpass` or `+mustchange` account. */
export const sandboxCorrectPassword = 'correct-password';
/** Wrong for every account (and, as a two-factor password, for every mailbox). */
export const sandboxWrongPassword = 'wrong-password';
/** As a two-factor password: the mailbox is temporarily locked. */
export const sandboxLockedPassword = 'locked-password';

/**
 * Tags that stop the login, highest priority first: an address with several
 * gets the first one's outcome.
 */
export const blockingTags = [
  'blocked',
  'wrongpass',
  'mustchange',
  'captcha',
  'email',
  'phone',
  '2faother',
  '2fa',
  'code',
  'sms',
  'app',
] as const;

/** Tags that leave the login successful but mark the account (any number may be combined). */
export const restrictionTags = [
  'limited',
  'inmail',
  'loginlimit',
  'sales',
  'premium',
  'navigator',
  'wait',
] as const;

export type SandboxTag = (typeof blockingTags)[number] | (typeof restrictionTags)[number];

/** `Ada.Lovelace+Code+Limited@x.io` -> ['code', 'limited'] (case-insensitive, unknown tags ignored). */
export function sandboxTags(username: string): SandboxTag[] {
  const local = username.trim().toLowerCase().split('@')[0] ?? '';
  const known = new Set<string>([...blockingTags, ...restrictionTags]);
  return local
    .split('+')
    .slice(1)
    .filter((tag): tag is SandboxTag => known.has(tag));
}

/** The profile name comes from the address: `ada.lovelace+code@…` is Ada Lovelace. */
export function sandboxProfile(username: string, tags: readonly SandboxTag[]): NetworkProfile {
  const name = (username.trim().split('@')[0] ?? '').split('+')[0] ?? '';
  const [first = '', ...rest] = name.split(/[._-]+/).filter(Boolean);
  const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
  return {
    firstName: capitalize(first),
    lastName: rest.map(capitalize).join(' '),
    photoLink: null,
    accountType: tags.includes('navigator') || tags.includes('sales') ? 'sales_navigator' : 'basic',
  };
}

function restrictionsFor(tags: readonly SandboxTag[], account: SocialAccount): NetworkRestrictions {
  return {
    ...noRestrictions,
    connectLimited: tags.includes('limited'),
    inmailLimited: tags.includes('inmail'),
    loginLimited: tags.includes('loginlimit'),
    salesError: tags.includes('sales') ? 'Sales Navigator subscription is not active' : null,
    requiredSubscription: tags.includes('premium') ? 'premium' : null,
    // Retrying (do_auth) is what the network waits for.
    waitForAuthorization: tags.includes('wait') && !account.retrying,
  };
}

function connected(account: SocialAccount): ConnectionOutcome {
  const tags = sandboxTags(account.username);
  return {
    type: 'connected',
    profile: sandboxProfile(account.username, tags),
    restrictions: restrictionsFor(tags, account),
  };
}

function twoFactorOutcome(account: SocialAccount): ConnectionOutcome {
  if (!account.twoFactor) return { type: 'two_factor_required', method: supportedTwoFactorMethod };
  if (account.twoFactor.password === sandboxWrongPassword) return { type: 'two_factor_wrong' };
  if (account.twoFactor.password === sandboxLockedPassword) return { type: 'two_factor_locked' };
  return connected(account);
}

/**
 * The login outcome for an account, `passed` naming the blocking steps already
 * cleared in this flow (the email verified, say).
 */
export function sandboxLogin(
  account: SocialAccount,
  passed: ReadonlySet<SandboxTag> = new Set(),
): ConnectionOutcome {
  const tags = sandboxTags(account.username);
  const blocking = blockingTags.find((tag) => tags.includes(tag) && !passed.has(tag));
  // The extension logs in from the user's own browser session: no password involved.
  const usesPassword = account.automationType === 'cloud';
  if (usesPassword && account.password === sandboxWrongPassword) return { type: 'wrong_password' };
  switch (blocking) {
    case 'blocked':
      return { type: 'blocked' };
    case 'wrongpass':
    case 'mustchange':
      if (!usesPassword || account.password === sandboxCorrectPassword) {
        return sandboxLogin(account, new Set([...passed, blocking]));
      }
      return blocking === 'wrongpass'
        ? { type: 'wrong_password' }
        : { type: 'connected', ...mustChange(account) };
    case 'captcha':
      // The first attempt is challenged; a retry after the challenge goes through.
      return account.hardChallengeCount > 0
        ? sandboxLogin(account, new Set([...passed, 'captcha']))
        : { type: 'challenged' };
    case 'email':
      return { type: 'verify_email_required' };
    case 'phone':
      return { type: 'phone_requested' };
    case '2faother':
      return { type: 'two_factor_required', method: 'google' };
    case '2fa':
      return twoFactorOutcome(account);
    case 'code':
      return { type: 'security_code_requested', pinType: 'email' };
    case 'sms':
      return { type: 'security_code_requested', pinType: 'sms' };
    case 'app':
      return { type: 'security_code_requested', pinType: 'app' };
    case undefined:
      return connected(account);
  }
}

function mustChange(account: SocialAccount): { profile: NetworkProfile; restrictions: NetworkRestrictions } {
  const tags = sandboxTags(account.username);
  return {
    profile: sandboxProfile(account.username, tags),
    restrictions: { ...restrictionsFor(tags, account), mustChangePassword: true },
  };
}

/** The code the sandbox accepts for a pin type. */
export function sandboxCodeFor(pinType: PinType): string {
  return pinType === 'app' ? sandboxAppCode : sandboxSecurityCode;
}

/** A number whose digits end in 0000 is refused by the sandbox network. */
export function sandboxRefusesPhone(number: string): boolean {
  return number.replace(/\D/g, '').endsWith('0000');
}

export function createSandboxNetwork(): SocialNetworkDriver {
  return {
    name: 'sandbox',
    async connect(account) {
      return sandboxLogin(account);
    },
    async submitSecurityCode(account, code) {
      if (!account.pendingPinType || code !== sandboxCodeFor(account.pendingPinType)) {
        return { type: 'wrong_security_code' };
      }
      return connected(account);
    },
    async resendSecurityCode(account) {
      return { pinType: account.pendingPinType ?? 'email' };
    },
    async submitPhone(_account, phone) {
      if (sandboxRefusesPhone(phone.number)) return { type: 'wrong_phone' };
      return { type: 'security_code_requested', pinType: 'sms' };
    },
    async resendPhone() {},
    async submitTwoFactor(account) {
      const tags = sandboxTags(account.username);
      if (tags.includes('2faother')) return { type: 'two_factor_required', method: 'google' };
      return twoFactorOutcome(account);
    },
    async verifyEmail(account) {
      return sandboxLogin(account, new Set(['email']));
    },
  };
}
