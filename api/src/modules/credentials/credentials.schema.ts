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
import { automationTypes, credentialStatuses, pinTypes, proxyTypes } from '../../db/schema';
import { notificationKinds, notificationModals } from './credential-notifications';
import type { AddFlowStep } from './credential-state';

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

const timezone = z
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

const dateTime = z.string().openapi({ format: 'date-time' });

/** The custom proxy without its password (`has_password` says whether one is set). */
export const CredentialCustomProxySchema = z
  .object({
    proxy_address: z.string().nullable().openapi({ description: 'Null when a domain is used' }),
    domain: z.string().nullable(),
    ports: z.object({ http: z.string().openapi({ example: '8080' }) }),
    username: z.string().nullable(),
    has_password: z.boolean(),
  })
  .openapi('CredentialCustomProxy');

/** spec: platform §3 setting_proxy: the proxy the credential's automation goes out through. */
export const CredentialSettingProxySchema = z
  .object({
    stage: z.enum(['start', 'success', 'fail']),
    attempt_count: z.number().int(),
    country_code: z.string().nullable(),
    proxy_failed_until: z
      .number()
      .nullable()
      .openapi({ description: 'Epoch seconds; set while stage is fail' }),
    proxy_address: z.string().nullable(),
    ports: z.object({ http: z.string() }).nullable(),
    username: z.string().nullable(),
    password: z.string().nullable(),
  })
  .openapi('CredentialSettingProxy');

/** spec: platform §3 auth_status. */
export const CredentialAuthStatusSchema = z
  .object({
    security_code: z
      .object({
        requested_at: dateTime.nullable(),
        is_wrong: z.boolean(),
        is_entering: z.boolean(),
        pin_type: z.enum(pinTypes).nullable(),
      })
      .nullable(),
    phone: z
      .object({ requested_at: dateTime.nullable(), is_wrong: z.boolean(), is_entering: z.boolean() })
      .nullable(),
    challenged_at: dateTime.nullable(),
    hard_challenge_count: z.number().int(),
    must_change_password: z.boolean(),
    wrong_password: z.boolean(),
    logged_in_at: dateTime.nullable(),
  })
  .openapi('CredentialAuthStatus');

/** spec: platform §8 "Account notices", derived from the credential's state (credential-notifications.ts). */
export const CredentialNotificationSchema = z
  .object({
    _id: z
      .string()
      .openapi({ description: 'Stable per credential and kind, so a closed notice stays closed' }),
    kind: z.enum(notificationKinds),
    credential_id: z.string(),
    type: z.enum(['danger', 'warning', 'info']),
    title: z.string(),
    text: z.string(),
    action: z
      .discriminatedUnion('type', [
        z.object({
          type: z.literal('modal'),
          meta: z.object({ modal: z.enum(notificationModals), credential_id: z.string() }),
        }),
        z.object({ type: z.literal('router'), meta: z.object({ to: z.string() }) }),
      ])
      .optional(),
    withoutDuration: z.boolean().openapi({ description: 'Danger notices do not expire (platform §8)' }),
    hasClosedButton: z.literal(true),
  })
  .openapi('CredentialNotification');

/** The credential as the API returns it (platform §3); the one description of it. Secrets are never included. */
export const CredentialSchema = z
  .object({
    _id: z.string(),
    username: z.string().openapi({ example: 'ada@example.com' }),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    photo_link: z.string().nullable(),
    status: z.enum(credentialStatuses),
    account_type: z.string(),
    automation_type: z.enum(automationTypes),
    country_code: z.string().nullable().openapi({ example: 'US' }),
    has_password: z.boolean(),
    has_cookies: z.boolean(),
    proxy_type: z.enum(proxyTypes),
    custom_proxy: CredentialCustomProxySchema.nullable(),
    no_proxy: z.boolean(),
    timezone: z.string().openapi({ example: 'Europe/Berlin' }),
    work_hours_start: z.number().int(),
    work_hours_end: z.number().int(),
    use_browser: z.boolean(),
    unread_count: z.number().int(),
    activity_dict: z
      .object({ status: z.string(), text: z.string(), links: z.record(z.string(), z.string()) })
      .nullable(),
    wait_for_authorization: z.boolean(),
    hibernated_at: dateTime.nullable(),
    connect_limited_at: dateTime.nullable(),
    inmail_limited_at: dateTime.nullable(),
    login_limited_at: dateTime.nullable(),
    sales_error: z.string().nullable(),
    required_subscriptions: z.object({
      premium_at: dateTime.nullish(),
      sales_navigator_at: dateTime.nullish(),
      recruiter_at: dateTime.nullish(),
    }),
    required_actions: z.object({ verify_email: z.boolean().optional() }),
    required_2fa: z.string().nullable(),
    two_factor: z
      .object({
        username: z.string(),
        status: z.enum(['invalid', 'failed', 'temporarily_locked']).nullable(),
        update_password: z.boolean(),
        link: z.string().nullable(),
        temporary_locked_at: dateTime.nullable(),
        has_password: z.boolean(),
      })
      .nullable(),
    setting_proxy: CredentialSettingProxySchema.nullable(),
    auth_status: CredentialAuthStatusSchema,
    is_code_expired: z.boolean().openapi({
      description:
        'Computed from auth_status.security_code and the clock (platform §3 computes it on the client too)',
    }),
    code_expires_at: dateTime.nullable(),
    notifications: z.array(CredentialNotificationSchema),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('Credential');
export type CredentialJson = z.infer<typeof CredentialSchema>;

/** A repair or connection call: the message to show and the credential after it. */
export const CredentialActionResultSchema = z
  .object({
    message: z.string().openapi({ example: credentialMessages.codeSent }),
    credential: CredentialSchema,
  })
  .openapi('CredentialActionResult');
export type CredentialActionResult = z.infer<typeof CredentialActionResultSchema>;

export const CredentialAutomationTypeResultSchema = z
  .object({ outcome: z.enum(automationOutcomes), credential: CredentialSchema })
  .openapi('CredentialAutomationTypeResult');
export type AutomationTypeResult = z.infer<typeof CredentialAutomationTypeResultSchema>;

export const CredentialSeatsSchema = z
  .object({
    seats_mode: z.enum(['seats', 'max_credentials']).openapi({
      description: '`max_credentials` for the restricted brand (platform §1)',
    }),
    used: z.number().int(),
    total: z.number().int(),
    available: z.number().int(),
    cloud_used: z.number().int(),
    extension_used: z.number().int(),
    cloud_available: z.number().int(),
    extension_available: z.number().int(),
    max_credentials: z.number().int().nullable(),
  })
  .openapi('CredentialSeats');
export type SeatsJson = z.infer<typeof CredentialSeatsSchema>;

/** The add-flow steps of platform §4 (credential-state.ts numbers them). */
const addFlowStepNames = [
  'automation',
  'location',
  'schedule',
  'credentials',
  'verification',
  'changeAutomation',
] as const satisfies readonly AddFlowStep[];

export const CredentialOnboardingInfoSchema = z
  .object({
    credential_id: z.string(),
    step: z.enum(addFlowStepNames).nullable().openapi({
      description: 'The add-flow step to resume at (platform §4), or null when nothing is missing',
    }),
    step_number: z.number().int().nullable(),
    automation_type: z.enum(automationTypes),
    has_password: z.boolean(),
    country_code: z.string().nullable(),
    timezone: z.string(),
    work_hours_start: z.number().int(),
    work_hours_end: z.number().int(),
    wrong_password: z.boolean(),
    code_requested: z.boolean(),
    pin_type: z.enum(pinTypes).nullable(),
    phone_requested: z.boolean(),
    is_authorized: z.boolean(),
  })
  .openapi('CredentialOnboardingInfo');
export type OnboardingInfoJson = z.infer<typeof CredentialOnboardingInfoSchema>;

export const CredentialProxySchema = z
  .object({
    proxy_type: z.enum(proxyTypes),
    country_code: z.string().nullable(),
    no_proxy: z.boolean(),
    custom_proxy: CredentialCustomProxySchema.nullable(),
    setting_proxy: CredentialSettingProxySchema.nullable(),
    refreshes_left_today: z.number().int(),
  })
  .openapi('CredentialProxy');
export type ProxyJson = z.infer<typeof CredentialProxySchema>;

export const CredentialBlacklistSchema = z
  .object({ values: z.array(z.string()) })
  .openapi('CredentialBlacklist');

export const CredentialTimezoneSchema = z
  .object({
    name: z.string().openapi({ example: '(GMT+01:00) Europe/Berlin' }),
    value: z.string().openapi({ example: 'Europe/Berlin', description: 'The IANA id' }),
  })
  .openapi('CredentialTimezone');
export type TimezoneJson = z.infer<typeof CredentialTimezoneSchema>;

/** spec: platform §3 "Proxy countries list returns code, count, type per entry; count 0 means out of reserve". */
export const ProxyCountrySchema = z
  .object({
    code: z.string().openapi({ example: 'US' }),
    name: z.string().openapi({ example: 'United States' }),
    count: z.number().int().openapi({ description: '0: out of reserve' }),
    type: z.enum(proxyTypes),
  })
  .openapi('ProxyCountry');
