/**
 * The account forms' rules (spec platform §5 and §9). Each check returns the key of its
 * message in the `account` strings, or undefined when the value is fine, so the rules are
 * plain functions the tests can table.
 */

// spec §5: "Email: standard address pattern; 'Not valid email' warning."
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// spec §9: "Password 8 to 40 (sign-up minimum 8)".
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 40;
// spec §5: "Invite code: 12 characters."
export const INVITE_CODE_LENGTH = 12;

export type MessageKey = `validation.${string}`;

export function emailError(email: string): MessageKey | undefined {
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'validation.email';
}

/**
 * spec §5 "Phone: digits, plus, space, dash, parentheses; 5 to 13 digits; must be non-zero
 * with a country chosen, else 'Please, add correct phone number'."
 */
export function phoneError(phone: string, countryCode: string): MessageKey | undefined {
  return countryCode !== '' && isPhoneNumber(phone) ? undefined : 'validation.phone';
}

/** The number part of the phone rule, for the profile where the country is already known. */
export function isPhoneNumber(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  return (
    /^[\d+\s\-()]+$/.test(phone.trim()) && digits.length >= 5 && digits.length <= 13 && /[1-9]/.test(digits)
  );
}

export interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  country_code: string;
  phone: string;
  terms: boolean;
  privacy: boolean;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, MessageKey>>;

/** spec §5 "Sign-up: password at least 8 characters, privacy policy and terms accepted, country chosen, valid phone." */
export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {
    first_name: values.first_name.trim() ? undefined : 'validation.firstName',
    last_name: values.last_name.trim() ? undefined : 'validation.lastName',
    email: emailError(values.email),
    password: values.password.length >= PASSWORD_MIN ? undefined : 'validation.passwordMin',
    country_code: values.country_code ? undefined : 'validation.country',
    phone: phoneError(values.phone, values.country_code),
    terms: values.terms ? undefined : 'validation.terms',
    privacy: values.privacy ? undefined : 'validation.privacy',
  };
  return withoutEmpty(errors);
}

/** spec §5 "Restore password: repeat must match" (and the sign-up minimum of 8). */
export function validateNewPassword(password: string, repeat: string) {
  return withoutEmpty({
    password: password.length >= PASSWORD_MIN ? undefined : ('validation.passwordMin' as const),
    repeat: repeat === password ? undefined : ('validation.passwordsMismatch' as const),
  });
}

/** spec §5 "the profile password change accepts 8 to 40". */
export function validatePasswordChange(old_password: string, new_password: string, repeat: string) {
  return withoutEmpty({
    old_password: old_password ? undefined : ('validation.oldPassword' as const),
    new_password:
      new_password.length >= PASSWORD_MIN && new_password.length <= PASSWORD_MAX
        ? undefined
        : ('validation.passwordRange' as const),
    repeat: repeat === new_password ? undefined : ('validation.passwordsMismatch' as const),
  });
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

function withoutEmpty<T extends object>(errors: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
