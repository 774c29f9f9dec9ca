import { z } from 'zod';

/**
 * The account rules the API checks and the shell's forms check before sending (spec platform
 * §5 and §9). The checks are written once here; the words are each side's: the API answers in
 * the English of `accountMessages`, a form passes its translations (the same English in `en`
 * where the spec gives one sentence for both). Rules only the server can check (password
 * strength, an email already taken, throttles) stay in the API; forms show its answer.
 */
export const accountRules = {
  /** spec §9 "sign-up minimum 8"; the upper bound only stops absurd inputs. */
  passwordMin: 8,
  passwordMax: 128,
  /** spec §5 "the profile password change accepts 8 to 40". */
  profilePasswordMin: 8,
  profilePasswordMax: 40,
  nameMax: 100,
  emailMax: 254,
} as const;

export const accountMessages = {
  notValidEmail: 'Not valid email',
  emailRequired: 'Email is required',
  phone: 'Please, add correct phone number',
  country: 'Please choose a country',
  terms: 'Please accept the terms of use',
  privacy: 'Please accept the privacy policy',
  passwordTooShort: `Password must be at least ${accountRules.passwordMin} characters`,
  passwordTooLong: `Password can not be longer than ${accountRules.passwordMax} characters`,
  profilePasswordLength: `The password must be ${accountRules.profilePasswordMin} to ${accountRules.profilePasswordMax} characters`,
  nameRequired: (label: string) => `${label} is required`,
  nameTooLong: (label: string) => `${label} can not be longer than ${accountRules.nameMax} characters`,
} as const;

/**
 * spec platform §5: "digits, plus, space, dash, parentheses; 5 to 13 digits;
 * must be non-zero with a country chosen, else 'Please, add correct phone number'".
 */
export function isValidPhone(phone: string): boolean {
  if (!/^[\d+\s\-()]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 5 && digits.length <= 13 && /[1-9]/.test(digits);
}

/** The length rule of a password being set (sign-up, restore), or null. */
export function passwordLengthProblem(password: string): string | null {
  if (password.length < accountRules.passwordMin) return accountMessages.passwordTooShort;
  if (password.length > accountRules.passwordMax) return accountMessages.passwordTooLong;
  return null;
}

/** spec §5 "the profile password change accepts 8 to 40". */
export function isProfilePasswordLength(password: string): boolean {
  return (
    password.length >= accountRules.profilePasswordMin && password.length <= accountRules.profilePasswordMax
  );
}

/**
 * An email typed by a person: trimmed, lower-cased, the standard pattern. `base` is the
 * caller's string schema (the API's says "Email must be text" for a number).
 */
export function emailRule(
  base: z.ZodString,
  messages: { required: string; invalid: string } = {
    required: accountMessages.emailRequired,
    invalid: accountMessages.notValidEmail,
  },
) {
  return base
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .max(accountRules.emailMax, messages.invalid)
    .pipe(z.email({ error: messages.invalid }));
}

/** A first or last name: trimmed, required, at most 100 characters. */
export function personNameRule(base: z.ZodString, messages: { required: string; tooLong: string }) {
  return base.trim().min(1, messages.required).max(accountRules.nameMax, messages.tooLong);
}

/** A phone number (spec §5), trimmed. */
export function phoneRule(base: z.ZodString, message: string = accountMessages.phone) {
  return base.trim().refine(isValidPhone, { error: message });
}

/** An object-level rule of a form runs whatever the other fields hold (zod skips it after a refused field). */
const always = () => true;

/** The words a form gives its account rules (its translations). */
export interface AccountFormMessages {
  email: string;
  firstName: string;
  lastName: string;
  passwordMin: string;
  country: string;
  phone: string;
  terms: string;
  privacy: string;
}

/** `first_name` and `last_name`, both required: the sign-up form and the profile ask them alike. */
function personNameFields(messages: Pick<AccountFormMessages, 'firstName' | 'lastName'>) {
  return {
    first_name: personNameRule(z.string(), {
      required: messages.firstName,
      tooLong: accountMessages.nameTooLong('First name'),
    }),
    last_name: personNameRule(z.string(), {
      required: messages.lastName,
      tooLong: accountMessages.nameTooLong('Last name'),
    }),
  };
}

/**
 * The sign-up form (POST /auth/sign_up's rules of §5, in the form's words). The country is
 * picked from the list the form offers; the phone also needs a country chosen.
 */
export function signUpForm(messages: AccountFormMessages) {
  return (
    z
      .object({
        ...personNameFields(messages),
        email: emailRule(z.string(), { required: messages.email, invalid: messages.email }),
        password: z
          .string()
          .min(accountRules.passwordMin, messages.passwordMin)
          .max(accountRules.passwordMax, accountMessages.passwordTooLong),
        country_code: z.string().min(1, messages.country),
        phone: phoneRule(z.string(), messages.phone),
        // The API takes only `true` (z.literal); a form starts unticked.
        terms: z.boolean().refine(Boolean, { error: messages.terms }),
        privacy: z.boolean().refine(Boolean, { error: messages.privacy }),
      })
      // Checked even when another field is wrong, as every rule of the form is.
      .refine((values) => values.country_code !== '', {
        path: ['phone'],
        error: messages.phone,
        when: always,
      })
  );
}

export type SignUpFormValues = z.input<ReturnType<typeof signUpForm>>;

/** The profile's basic fields (POST /users/update): names required, the phone optional. */
export function profileBasicForm(messages: Pick<AccountFormMessages, 'firstName' | 'lastName' | 'phone'>) {
  const text = (label: string, max: number) =>
    z.string().trim().max(max, `${label} can not be longer than ${max} characters`);
  return z.object({
    ...personNameFields(messages),
    phone: z
      .string()
      .trim()
      .refine((phone) => phone === '' || isValidPhone(phone), { error: messages.phone }),
    industry: text('Industry', 100),
    address_line: text('Address line', 200),
    zip_code: text('ZIP code', 20),
  });
}

export type ProfileBasicFormValues = z.input<ReturnType<typeof profileBasicForm>>;

/** The profile password change (POST /users/change_password): 8 to 40, typed twice. */
export function passwordChangeForm(messages: {
  oldPassword: string;
  passwordRange: string;
  mismatch: string;
}) {
  return z
    .object({
      old_password: z.string().min(1, messages.oldPassword),
      new_password: z.string().refine(isProfilePasswordLength, { error: messages.passwordRange }),
      repeat: z.string(),
    })
    .refine((values) => values.repeat === values.new_password, {
      path: ['repeat'],
      error: messages.mismatch,
      when: always,
    });
}

export type PasswordChangeFormValues = z.input<ReturnType<typeof passwordChangeForm>>;

/** A new password typed twice (restore): the sign-up length rules. */
export function newPasswordForm(messages: { passwordMin: string; mismatch: string }) {
  return z
    .object({
      password: z
        .string()
        .min(accountRules.passwordMin, messages.passwordMin)
        .max(accountRules.passwordMax, accountMessages.passwordTooLong),
      repeat: z.string(),
    })
    .refine((values) => values.repeat === values.password, {
      path: ['repeat'],
      error: messages.mismatch,
      when: always,
    });
}
