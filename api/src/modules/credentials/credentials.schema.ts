/**
 * The credentials API's messages and request bodies (spec platform §3, §5, §7). The response
 * shapes (the credential as returned, seats, proxy, onboarding, ...) are in
 * credential-responses.schema.ts.
 */
import { z } from '@hono/zod-openapi';
import {
  credentialFormMessages,
  credentialRules,
  isSecurityCode,
  isValidPhone,
  proxyPortProblem,
  twoFactorUsernameRule,
} from '@outreach/core/forms';
import { strictObject } from '../../strict-object';
import { automationTypes, proxyTypes } from '../../db/schema';

/**
 * Messages the client shows verbatim: spec platform §5 and §8 where it gives them, decided otherwise.
 * Those of the rules the add-credential forms share come from @outreach/core/forms.
 */
export const credentialMessages = {
  notFound: 'Credentials not found',
  invalidEmail: 'Not valid email',
  invalidPassword: 'Not valid password',
  invalidLocation: 'Not valid location',
  invalidTimezone: 'Not valid timezone',
  duplicate: 'Account with such email already exists',
  needSeat: 'You need to purchase one more seat to be able to add an account',
  maxCredentials: "You can't add another account",
  needSubscription: 'Please, purchase a subscription to add account',
  noCloudSeats: 'No cloud seats for this tier',
  noExtensionSeats: 'No extension seats for this tier',
  automationType: 'Automation type must be cloud or extension',
  proxyType: 'Proxy type must be basic or residential',
  workHours: 'Work hours must be whole hours from 0 to 24',
  workHoursOrder: 'Work hours must start before they end',
  passwordTooShort: credentialFormMessages.passwordTooShort,
  proxyAddressOrDomain: credentialFormMessages.proxyAddressOrDomain,
  proxyAddress: credentialFormMessages.proxyAddress,
  proxyDomain: credentialFormMessages.proxyDomain,
  proxyPortRequired: credentialFormMessages.proxyPortRequired,
  proxyPortDigits: credentialFormMessages.proxyPortDigits,
  proxyPortRange: credentialFormMessages.proxyPortRange,
  codeFormat: credentialFormMessages.codeFormat,
  codeNotRequested: 'No security code was requested for this account',
  codeExpired: 'The code has expired, please resend it',
  codeWrong: 'Wrong code, please check it and try again',
  codeResent: 'The code is successfully resent to your email/sms',
  codeSent: 'The code is successfully sent to the server',
  phoneInvalid: 'Please, add correct phone number',
  phoneNotRequested: 'No phone number was requested for this account',
  phoneRefused: 'The network did not accept this phone number, please check it',
  phoneSent: 'The phone is successfully sent to the server',
  phoneResent: 'Request for resending the phone is successfully sent to the server',
  twoFactorUsernameRequired: credentialFormMessages.twoFactorUsernameRequired,
  twoFactorUsernameEmail: credentialFormMessages.twoFactorUsernameEmail,
  twoFactorPasswordRequired: credentialFormMessages.twoFactorPasswordRequired,
  twoFactorSet: '2FA data is successfully set',
  twoFactorWrong: '2FA username or password is wrong, please update it',
  twoFactorLocked: 'The 2FA mailbox is temporarily locked, please try again later',
  twoFactorUnsupported: 'Only Microsoft two step verification is supported, contact tech support',
  verifyEmailNotRequired: 'Email verification is not required for this account',
  emailVerified: 'Email has been successfully verified!',
  authRequested: 'The authorization request is successfully sent',
  alreadyAuthorized: 'The account is already authorized',
  proxyRefreshLimit: 'The proxy can be refreshed at most 2 times a day, please try again later',
  proxyRefreshCustom: 'A custom proxy can not be refreshed',
  proxyRefreshNone: 'This account does not use a proxy',
  blacklistTooLong: 'The blacklist can not hold more than 5000 values',
  blacklistValueTooLong: 'A blacklist value can not be longer than 500 characters',
  body: 'Body must be a JSON object',
} as const;

/** spec: platform §5 / §9, work hours are whole hours on 0 to 24, default 9 to 18. */
export const defaultWorkHours = { start: 9, end: 18 } as const;
/** spec: platform §9, "social account password minimum 4". */
export const minSocialPasswordLength = credentialRules.socialPasswordMin;
export const maxBlacklistValues = 5000;
export const maxBlacklistValueLength = 500;

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(254, { error: message }));

const workHour = z
  .number({ error: credentialMessages.workHours })
  .int({ error: credentialMessages.workHours })
  .min(0, { error: credentialMessages.workHours })
  .max(24, { error: credentialMessages.workHours });

// Shared with the add-credential flow's proxy fields (@outreach/core/forms).
const { ipv4, domainName } = credentialRules;

/** spec: platform §3 "Custom proxy payload" and §5 "Custom proxy" rules. */
export const customProxyInput = z
  .object(
    {
      proxy_address: z.preprocess(
        blankAsUnset,
        z.string({ error: credentialMessages.proxyAddress }).trim().nullish(),
      ),
      domain: z.preprocess(
        blankAsUnset,
        z.string({ error: credentialMessages.proxyDomain }).trim().nullish(),
      ),
      ports: z.object(
        {
          http: z.preprocess(
            (value) => (typeof value === 'number' ? String(value) : blankAsUnset(value)),
            z.string({ error: credentialMessages.proxyPortRequired }).trim(),
          ),
        },
        { error: credentialMessages.proxyPortRequired },
      ),
      username: z.preprocess(blankAsUnset, z.string().trim().max(255).nullish()),
      password: z.preprocess(blankAsUnset, z.string().max(255).nullish()),
    },
    { error: 'Custom proxy must be an object' },
  )
  .superRefine((proxy, context) => {
    if (!proxy.proxy_address && !proxy.domain) {
      context.addIssue({
        code: 'custom',
        path: ['proxy_address'],
        message: credentialMessages.proxyAddressOrDomain,
      });
    }
    // spec: "Trimmed proxy address is null when a domain is used": the domain wins.
    if (proxy.proxy_address && !proxy.domain && !ipv4.test(proxy.proxy_address)) {
      context.addIssue({ code: 'custom', path: ['proxy_address'], message: credentialMessages.proxyAddress });
    }
    if (proxy.domain && !domainName.test(proxy.domain)) {
      context.addIssue({ code: 'custom', path: ['domain'], message: credentialMessages.proxyDomain });
    }
    // A blank port is refused by its field (proxyPortRequired) before this runs.
    const port = proxyPortProblem(proxy.ports.http);
    if (port)
      context.addIssue({ code: 'custom', path: ['ports', 'http'], message: credentialMessages[port] });
  })
  .transform((proxy) => ({
    proxy_address: proxy.domain ? null : (proxy.proxy_address ?? null),
    domain: proxy.domain?.toLowerCase() ?? null,
    ports: { http: String(Number(proxy.ports.http)) },
    username: proxy.username ?? null,
    password: proxy.password ?? null,
  }));
export type CustomProxyInput = z.infer<typeof customProxyInput>;

/** IANA ids (platform §3 "Time zone item: name and value (IANA id)"). */
export const timezoneIds: ReadonlySet<string> = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);

export const timezone = z
  .string({ error: credentialMessages.invalidTimezone })
  .trim()
  .refine((value) => timezoneIds.has(value), { error: credentialMessages.invalidTimezone });

const countryCode = z.preprocess(
  blankAsUnset,
  z
    .string({ error: credentialMessages.invalidLocation })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: credentialMessages.invalidLocation })
    .transform((value) => value.toUpperCase())
    .nullish(),
);

const automationType = z.enum(automationTypes, { error: credentialMessages.automationType });
const proxyType = z.enum(proxyTypes, { error: credentialMessages.proxyType });
const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });
const cookies = z.preprocess(
  blankAsUnset,
  z.string({ error: 'Cookies must be the li_at cookie value' }).trim().max(4096).nullish(),
);

/** POST /credentials/create (platform §7 create payload; §5 credential form rules). */
export const createCredentialInput = z
  .object(
    {
      username: email(credentialMessages.invalidEmail),
      password: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.string({ error: credentialMessages.invalidPassword }).nullish(),
      ),
      automation_type: automationType.default('cloud'),
      country_code: countryCode,
      proxy_type: proxyType.default('basic'),
      custom_proxy: customProxyInput.nullish(),
      no_proxy: flag('no_proxy').default(false),
      timezone: z.preprocess(
        blankAsUnset,
        z.string({ error: credentialMessages.invalidTimezone }).pipe(timezone),
      ),
      work_hours_start: workHour.default(defaultWorkHours.start),
      work_hours_end: workHour.default(defaultWorkHours.end),
      use_browser: flag('use_browser').default(false),
      cookies,
    },
    { error: credentialMessages.body },
  )
  .superRefine((input, context) => {
    const cloud = input.automation_type === 'cloud';
    // spec: platform §5 "password required unless extension", "country required unless extension".
    if (cloud && (!input.password || input.password.length < minSocialPasswordLength)) {
      context.addIssue({ code: 'custom', path: ['password'], message: credentialMessages.invalidPassword });
    }
    if (cloud && !input.country_code) {
      context.addIssue({
        code: 'custom',
        path: ['country_code'],
        message: credentialMessages.invalidLocation,
      });
    }
    if (input.work_hours_start >= input.work_hours_end) {
      context.addIssue({
        code: 'custom',
        path: ['work_hours_start'],
        message: credentialMessages.workHoursOrder,
      });
    }
  });
export type CreateCredentialInput = z.infer<typeof createCredentialInput>;

/** POST /credentials/{id}/update: settings; any subset. */
export const updateCredentialInput = z.object(
  {
    username: email(credentialMessages.invalidEmail).optional(),
    password: z
      .string({ error: credentialMessages.passwordTooShort })
      .min(minSocialPasswordLength, { error: credentialMessages.passwordTooShort })
      .optional(),
    country_code: countryCode,
    proxy_type: proxyType.optional(),
    custom_proxy: customProxyInput.nullish(),
    no_proxy: flag('no_proxy').optional(),
    timezone: timezone.optional(),
    work_hours_start: workHour.optional(),
    work_hours_end: workHour.optional(),
    /** Also works on Saturdays and Sundays; null gives the choice back to the server's default. */
    work_weekends: z.boolean({ error: 'work_weekends must be true, false or null' }).nullable().optional(),
    use_browser: flag('use_browser').optional(),
    cookies,
  },
  { error: credentialMessages.body },
);
export type UpdateCredentialInput = z.infer<typeof updateCredentialInput>;

/** GET/POST /credentials/{id}/proxy. */
export const proxySettingsInput = z.object(
  {
    country_code: countryCode,
    proxy_type: proxyType.optional(),
    custom_proxy: customProxyInput.nullish(),
    no_proxy: flag('no_proxy').optional(),
  },
  { error: credentialMessages.body },
);
export type ProxySettingsInput = z.infer<typeof proxySettingsInput>;

/** POST /credentials/{id}/send {code, resend}. */
export const sendCodeInput = strictObject(
  {
    resend: flag('resend').default(false),
    code: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string({ error: credentialMessages.codeFormat }).trim().optional(),
    ),
  },
  { notAnObject: credentialMessages.body },
).superRefine((input, context) => {
  // spec: platform §5 "Security code: exactly 6 digits".
  if (!input.resend && !isSecurityCode(input.code ?? '')) {
    context.addIssue({ code: 'custom', path: ['code'], message: credentialMessages.codeFormat });
  }
});
export type SendCodeInput = z.infer<typeof sendCodeInput>;

/**
 * spec: platform §5 "Phone: digits, plus, space, dash, parentheses; 5 to 13 digits;
 * must be non-zero with a country chosen, else 'Please, add correct phone number'".
 */
export const sendPhoneInput = strictObject(
  {
    number: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string({ error: credentialMessages.phoneInvalid }).trim(),
    ),
    country_code: z.string({ error: credentialMessages.phoneInvalid }).trim(),
    phone_code: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string({ error: credentialMessages.phoneInvalid }).trim(),
    ),
  },
  { notAnObject: credentialMessages.body },
)
  .superRefine((input, context) => {
    // The number's rule is the phone form's (@outreach/core/forms isValidPhone).
    const valid =
      isValidPhone(input.number) &&
      /^[A-Za-z]{2}$/.test(input.country_code) &&
      /^\+?\d{1,4}$/.test(input.phone_code);
    if (!valid) context.addIssue({ code: 'custom', message: credentialMessages.phoneInvalid });
  })
  .transform((input) => ({
    number: input.number.replace(/\D/g, ''),
    country_code: input.country_code.toUpperCase(),
    phone_code: input.phone_code.replace(/^\+/, ''),
  }));
export type SendPhoneInput = z.infer<typeof sendPhoneInput>;

/** spec: platform §5 "Two-factor: username required, must be an email, lowercased; password required, trimmed". */
export const twoFactorInput = strictObject(
  {
    username: z.preprocess(
      blankAsUnset,
      twoFactorUsernameRule(z.string({ error: credentialMessages.twoFactorUsernameRequired })),
    ),
    password: z.preprocess(
      blankAsUnset,
      z.string({ error: credentialMessages.twoFactorPasswordRequired }).trim().max(255),
    ),
  },
  { notAnObject: credentialMessages.body },
);
export type TwoFactorInput = z.infer<typeof twoFactorInput>;

export const blacklistInput = strictObject(
  {
    values: z
      .array(
        z
          .string({ error: 'Blacklist values must be text' })
          .trim()
          .max(maxBlacklistValueLength, { error: credentialMessages.blacklistValueTooLong }),
        { error: 'Values must be a list of text values' },
      )
      .max(maxBlacklistValues, { error: credentialMessages.blacklistTooLong }),
  },
  { notAnObject: credentialMessages.body },
).transform((input) => {
  // Blank values dropped, duplicates (ignoring case) kept once, the user's order kept.
  const seen = new Set<string>();
  const values = input.values.filter((value) => {
    const key = value.toLowerCase();
    if (value === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { values };
});
export type BlacklistInput = z.infer<typeof blacklistInput>;

/** POST /credentials/{id}/automation_type (platform §4 "Change automation"). */
export const automationTypeInput = z.object(
  {
    automation_type: automationType,
    country_code: countryCode,
    password: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string({ error: credentialMessages.invalidPassword })
        .min(minSocialPasswordLength, { error: credentialMessages.invalidPassword })
        .optional(),
    ),
  },
  { error: credentialMessages.body },
);
export type AutomationTypeInput = z.infer<typeof automationTypeInput>;

export const automationOutcomes = ['NEEDS_PASSWORD', 'NEEDS_LOCATION', 'SUCCESS'] as const;
export type AutomationOutcome = (typeof automationOutcomes)[number];
