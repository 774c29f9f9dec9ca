import { z } from 'zod';
import { accountMessages, isValidPhone } from './account';

/**
 * The social-account rules the API checks (POST /credentials/create, /credentials/{id}/update,
 * /two_factor, /send) and the add-credential flow's forms check before sending (spec platform §5).
 * The API answers in the English of `credentialFormMessages`; a form passes its translations.
 */
export const credentialRules = {
  /** spec platform §9: a social account password has at least 4 characters. */
  socialPasswordMin: 4,
  /** spec platform §5 "Custom proxy: IP four octets 0 to 255 (digits and dots only)". */
  ipv4: /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/,
  /** spec platform §5 "domain a valid domain name". */
  domainName: /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
  portMax: 65535,
  twoFactorPasswordMax: 255,
} as const;

export const credentialFormMessages = {
  passwordTooShort: `Password must be at least ${credentialRules.socialPasswordMin} characters`,
  proxyAddressOrDomain: 'Proxy address or domain is required',
  proxyAddress: 'Proxy IP must be four numbers from 0 to 255 separated by dots',
  proxyDomain: 'Proxy domain must be a valid domain name',
  proxyPortRequired: 'Proxy port is required',
  proxyPortDigits: 'Proxy port must contain digits only',
  proxyPortRange: `Proxy port must be from 1 to ${credentialRules.portMax}`,
  codeFormat: 'The code must be exactly 6 digits',
  phoneInvalid: accountMessages.phone,
  twoFactorUsernameRequired: 'Username is required',
  twoFactorUsernameEmail: 'Username must be an email',
  twoFactorPasswordRequired: 'Password is required',
} as const;

export type ProxyPortProblem = 'proxyPortRequired' | 'proxyPortDigits' | 'proxyPortRange';

/** What is wrong with a proxy port (spec §5 "port digits only"), as a key of `credentialFormMessages`, or null. */
export function proxyPortProblem(port: string): ProxyPortProblem | null {
  const value = port.trim();
  if (!value) return 'proxyPortRequired';
  if (!/^\d+$/.test(value)) return 'proxyPortDigits';
  if (Number(value) < 1 || Number(value) > credentialRules.portMax) return 'proxyPortRange';
  return null;
}

/** spec §5 "Security code: exactly 6 digits". */
export function isSecurityCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

/** The security code form (POST /credentials/{id}/send {code}), in the form's words. */
export function securityCodeForm(message: string = credentialFormMessages.codeFormat) {
  return z.object({ code: z.string().trim().refine(isSecurityCode, { error: message }) });
}

/**
 * The phone number the network asked for (POST /credentials/{id}/send_phone): spec §5's phone rule
 * (isValidPhone) with a country chosen, else one message under the number.
 */
export function credentialPhoneForm(message: string = credentialFormMessages.phoneInvalid) {
  return z
    .object({ country: z.string(), number: z.string().trim() })
    .refine((values) => isValidPhone(values.number) && /^[A-Za-z]{2}$/.test(values.country), {
      path: ['number'],
      error: message,
    });
}

/** The two-step mailbox's username: trimmed, lower-cased, an email. `base` is the caller's string schema. */
export function twoFactorUsernameRule(
  base: z.ZodString,
  message: string = credentialFormMessages.twoFactorUsernameEmail,
) {
  return base
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }));
}

/** The words a two-factor form gives its rules (its translations). */
export interface TwoFactorFormMessages {
  usernameRequired: string;
  usernameEmail: string;
  passwordRequired: string;
}

/**
 * spec platform §5 "Two-factor: username required, must be an email, lowercased; password required,
 * trimmed" (POST /credentials/{id}/two_factor), in the form's words. The output is the body.
 */
export function twoFactorForm(
  messages: TwoFactorFormMessages = {
    usernameRequired: credentialFormMessages.twoFactorUsernameRequired,
    usernameEmail: credentialFormMessages.twoFactorUsernameEmail,
    passwordRequired: credentialFormMessages.twoFactorPasswordRequired,
  },
) {
  return z.object({
    username: z
      .string()
      .refine((value) => value.trim() !== '', { error: messages.usernameRequired, abort: true })
      .pipe(twoFactorUsernameRule(z.string(), messages.usernameEmail)),
    password: z.string().trim().min(1, messages.passwordRequired).max(credentialRules.twoFactorPasswordMax),
  });
}

export type TwoFactorFormValues = z.input<ReturnType<typeof twoFactorForm>>;

/**
 * A new social-account password (POST /credentials/{id}/update `password`): at least 4 characters;
 * `optional`: none may be given (a new login attempt without a new password).
 */
export function socialPasswordForm(
  message: string = credentialFormMessages.passwordTooShort,
  { optional = false }: { optional?: boolean } = {},
) {
  return z.object({
    password: z
      .string()
      .refine(
        (password) => (optional && password === '') || password.length >= credentialRules.socialPasswordMin,
        {
          error: message,
        },
      ),
  });
}
