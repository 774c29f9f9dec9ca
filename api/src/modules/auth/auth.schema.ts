import { isSupportedCountry } from 'libphonenumber-js';
import { z } from '@hono/zod-openapi';
import { accountMessages, emailRule, isValidPhone, personNameRule, phoneRule } from '@outreach/core/forms';
import { errorMessages } from '../../errors';
import { failure } from '../../openapi/contract';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import { strictObject } from '../../strict-object';
import { passwordProblem, passwordStrengthProblem } from '../../platform/password-policy';

const requiredText = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
  });

/** Messages of spec platform §5 (and ours where it names none). */
export const authMessages = {
  notValidEmail: accountMessages.notValidEmail,
  phone: accountMessages.phone,
  country: accountMessages.country,
  terms: accountMessages.terms,
  privacy: accountMessages.privacy,
  emailConfirmed: 'Your email was successfully confirmed',
} as const;

/** POST /auth/sign_in. Length rules of sign-up (spec platform §9: 8 to 40) are not re-checked here. */
export const signInInput = strictObject(
  {
    email: requiredText('Email')
      .trim()
      .toLowerCase()
      .min(1, 'Email is required')
      .pipe(z.email({ error: 'Invalid email' })),
    password: requiredText('Password').min(1, 'Password is required').max(200, 'Password is too long'),
  },
  { notAnObject: 'Body must be a JSON object' },
);

export type SignInInput = z.infer<typeof signInInput>;

/** An email typed by a person: trimmed, lower-cased, standard pattern ('Not valid email', spec §5; shared with the forms). */
const emailAddress = emailRule(requiredText('Email'));

/** A password being set (sign-up, restore): the rules of password-policy.ts, one message at a time. */
export const newPassword = requiredText('Password').superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** spec platform §5's phone rule, shared with the forms. */
export { isValidPhone };

const phoneNumber = phoneRule(z.string({ error: authMessages.phone }));

/** A 2-letter ISO 3166 code, any case; stored upper case. */
const countryCode = z
  .string({ error: authMessages.country })
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code), { error: authMessages.country });

const personName = (label: string) =>
  personNameRule(requiredText(label), {
    required: accountMessages.nameRequired(label),
    tooLong: accountMessages.nameTooLong(label),
  });

/** Optional short text: absent, null and blank are all "not given". */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can not be longer than ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** `track`: a campaign tag, or a flat map of tracking parameters (utm_source, ...). */
const trackValue = z
  .union([
    z.string().trim().max(500),
    z
      .record(z.string().max(100), z.string().max(500))
      .refine((value) => Object.keys(value).length <= 20, { error: 'Too many tracking parameters' }),
  ])
  .nullish()
  .transform((value) => (value === '' || value === null ? undefined : value))
  .catch(undefined)
  // A value of another shape is dropped, never refused: the reference says what is kept.
  .openapi({
    type: ['string', 'object'],
    additionalProperties: { type: 'string' },
    description: 'A campaign tag, or up to 20 tracking parameters (utm_source, ...)',
  });

/** POST /auth/sign_up (spec platform §7; rules of §5). */
export const signUpInput = strictObject(
  {
    email: emailAddress,
    password: newPassword,
    first_name: personName('First name'),
    last_name: personName('Last name'),
    phone: phoneNumber,
    country: countryCode,
    terms_accepted: z.literal(true, { error: authMessages.terms }),
    privacy_accepted: z.literal(true, { error: authMessages.privacy }),
    invite_code: optionalText('Invite code', 64),
    track: trackValue,
    irclickid: optionalText('Click id', 200),
  },
  { notAnObject: 'Body must be a JSON object' },
).superRefine((input, context) => {
  // A password made of the person's own email or name is guessed by anyone who knows them.
  if (passwordProblem(input.password)) return;
  const problem = passwordStrengthProblem(input.password, [input.email, input.first_name, input.last_name]);
  if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
});

export type SignUpInput = z.infer<typeof signUpInput>;

/** POST /auth/restore: the format is checked; whether the account exists is never told. */
export const restoreInput = strictObject(
  { email: emailAddress },
  { notAnObject: 'Body must be a JSON object' },
);

/** POST /auth/set_password_with_restore_code. */
export const setPasswordWithRestoreCodeInput = strictObject(
  {
    password: newPassword,
    // Any unusable code is the service's "invalid or expired", without a field prefix.
    restore_code: z.string().trim().max(200).catch('').openapi({ type: 'string' }),
  },
  { notAnObject: 'Body must be a JSON object' },
);

/** POST /oauth/accept. */
export const oauthAcceptInput = strictObject(
  {
    state: requiredText('State').trim().min(1, 'State is required').max(500, 'State is too long'),
    client_id: requiredText('Client id').trim().min(1, 'Client id is required').max(200),
  },
  { notAnObject: 'Body must be a JSON object' },
);

/**
 * A query value the way the routes read it before the contract: the first one when the key is
 * repeated, trimmed, at most 200 characters, '' when absent (the service then answers "invalid").
 */
const queryCode = z
  .preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().optional())
  .transform((value) => (value ?? '').trim().slice(0, 200))
  .openapi({ type: 'string' });

/** GET /auth/check_restore_code */
export const restoreCodeQuery = z.object({ restore_code: queryCode });

/** GET /auth/check_activation_code */
export const activationCodeQuery = z.object({ activation_code: queryCode });

/** What Google or Microsoft send back to the callback; each value the first one when repeated. */
const providerValue = z
  .preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().optional())
  .openapi({ type: 'string' });
export const identityProviderCallbackQuery = z.object({
  code: providerValue.openapi({ description: 'The authorization code' }),
  state: providerValue.openapi({ description: 'The state the login set (compared with its cookie)' }),
  error: providerValue.openapi({ description: 'Why the provider did not sign the person in' }),
});

/** POST /oauth/accept: where to send the person back. */
export const OauthAcceptedSchema = z
  .object({
    redirect_url: z.string().openapi({ description: "The client's redirect URI with `code` and `state`" }),
  })
  .openapi('OauthAccepted');

/** The failures of a signed-in person's calls: a session token; a workspace API key is refused (api-key-auth.ts). */
export const sessionFailures = {
  401: failure(`${errorMessages.tokenNotValid}; ${apiKeyAuthMessages.notValid}`),
  403: failure(apiKeyAuthMessages.sessionOnly),
};
