import { credentialRules, proxyPortProblem } from '@outreach/core/forms';

/**
 * The credential form's rules (spec platform §5). Each returns the key of a message in the `layout`
 * namespace (`messages.<key>`), or null when the value is fine, so the rules are tested without a
 * language and the screen shows them in any.
 */

export type MessageKey =
  | 'notValidEmail'
  | 'duplicateEmail'
  | 'notValidPassword'
  | 'notValidLocation'
  | 'notValidTimezone'
  | 'chooseTimezone'
  | 'fixAllErrors'
  | 'proxyAddressOrDomain'
  | 'proxyAddress'
  | 'proxyDomain'
  | 'proxyPortRequired'
  | 'proxyPortDigits'
  | 'proxyPortRange'
  | 'codeFormat'
  | 'phoneInvalid'
  | 'passwordTooShort'
  | 'twoFactorUsernameRequired'
  | 'twoFactorUsernameEmail'
  | 'twoFactorPasswordRequired';

export type AutomationType = 'cloud' | 'extension';

/** spec platform §9: a social account password has at least 4 characters (the API's rule, @outreach/core/forms). */
export const MIN_SOCIAL_PASSWORD_LENGTH = credentialRules.socialPasswordMin;

// spec platform §5: "Email: standard address pattern".
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// The custom proxy's patterns are the API's (@outreach/core/forms).
const { ipv4: ipv4Pattern, domainName: domainPattern } = credentialRules;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/**
 * spec platform §5: 'Not valid email'; the email of a new credential is unique among the existing ones,
 * compared trimmed and case-insensitive (checked here before the API is called).
 */
export function validateCredentialEmail(
  email: string,
  existing: readonly { _id: string; username: string }[],
  ownId?: string,
): MessageKey | null {
  const value = email.trim();
  if (!isEmail(value)) return 'notValidEmail';
  const taken = existing.some(
    (credential) =>
      credential._id !== ownId && credential.username.trim().toLowerCase() === value.toLowerCase(),
  );
  return taken ? 'duplicateEmail' : null;
}

/** spec platform §5: "password required unless extension ('Not valid password')"; §9 minimum 4. */
export function validateCredentialPassword(password: string, automation: AutomationType): MessageKey | null {
  if (automation === 'extension') return null;
  return password.length >= MIN_SOCIAL_PASSWORD_LENGTH ? null : 'notValidPassword';
}

/** spec platform §5: "country required unless extension ('Not valid location')". */
export function validateLocation(countryCode: string, automation: AutomationType): MessageKey | null {
  if (automation === 'extension') return null;
  return /^[A-Za-z]{2}$/.test(countryCode.trim()) ? null : 'notValidLocation';
}

/**
 * spec platform §5: "time zone required ('Not valid timezone'; an empty choice on the step warns to
 * choose one)". A zone not in the list (once it has loaded) is not valid.
 */
export function validateTimezone(
  timezone: string,
  known: readonly { value: string }[] | undefined,
): MessageKey | null {
  if (!timezone.trim()) return 'chooseTimezone';
  if (known && known.length > 0 && !known.some((item) => item.value === timezone)) return 'notValidTimezone';
  return null;
}

export interface CustomProxyForm {
  /** An IP address (digits and dots) or a domain name. */
  host: string;
  port: string;
  username: string;
  password: string;
}

export const emptyCustomProxy: CustomProxyForm = { host: '', port: '', username: '', password: '' };

/** A host made of digits and dots is read as an IP address, anything else as a domain name. */
export function isIpAddressLike(host: string): boolean {
  return /^[\d.]+$/.test(host.trim());
}

/**
 * spec platform §5 "Custom proxy: IP four octets 0 to 255 (digits and dots only), port digits only,
 * domain a valid domain name, required fields flagged; invalid blocks Next".
 */
export function validateCustomProxy(proxy: CustomProxyForm): Partial<Record<'host' | 'port', MessageKey>> {
  const errors: Partial<Record<'host' | 'port', MessageKey>> = {};
  const host = proxy.host.trim();
  if (!host) errors.host = 'proxyAddressOrDomain';
  else if (isIpAddressLike(host)) {
    if (!ipv4Pattern.test(host)) errors.host = 'proxyAddress';
  } else if (!domainPattern.test(host)) errors.host = 'proxyDomain';
  const port = proxyPortProblem(proxy.port);
  if (port) errors.port = port;
  return errors;
}

/** platform §3 "Custom proxy payload"; the trimmed proxy address is null when a domain is used. */
export function customProxyPayload(proxy: CustomProxyForm) {
  const host = proxy.host.trim();
  const ip = isIpAddressLike(host);
  return {
    proxy_address: ip ? host : null,
    domain: ip ? null : host.toLowerCase(),
    ports: { http: proxy.port.trim() },
    username: proxy.username.trim() || null,
    password: proxy.password || null,
  };
}

/** spec platform §5: "Security code: exactly 6 digits". */
export function validateSecurityCode(code: string): MessageKey | null {
  return /^\d{6}$/.test(code.trim()) ? null : 'codeFormat';
}

/**
 * spec platform §5 "Phone: digits, plus, space, dash, parentheses; 5 to 13 digits; must be non-zero with
 * a country chosen, else 'Please, add correct phone number'".
 */
export function validatePhone(number: string, countryCode: string): MessageKey | null {
  const digits = number.replace(/\D/g, '');
  const valid =
    /^[\d+\-\s()]+$/.test(number.trim()) &&
    digits.length >= 5 &&
    digits.length <= 13 &&
    /[1-9]/.test(digits) &&
    /^[A-Za-z]{2}$/.test(countryCode);
  return valid ? null : 'phoneInvalid';
}

/** spec platform §5 / §9: "Updating a social password needs at least 4 characters". */
export function validateNewSocialPassword(password: string): MessageKey | null {
  return password.length >= MIN_SOCIAL_PASSWORD_LENGTH ? null : 'passwordTooShort';
}

/** spec platform §5 "Two-factor: username required, must be an email, lowercased; password required, trimmed". */
export function validateTwoFactor(
  username: string,
  password: string,
): Partial<Record<'username' | 'password', MessageKey>> {
  const errors: Partial<Record<'username' | 'password', MessageKey>> = {};
  if (!username.trim()) errors.username = 'twoFactorUsernameRequired';
  else if (!isEmail(username)) errors.username = 'twoFactorUsernameEmail';
  if (!password.trim()) errors.password = 'twoFactorPasswordRequired';
  return errors;
}

export function twoFactorPayload(username: string, password: string) {
  return { username: username.trim().toLowerCase(), password: password.trim() };
}
