import { z } from 'zod';
import { strictObject } from '../../strict-object';
import {
  type ActivityDict,
  type AuthStatus,
  type AutomationType,
  automationTypes,
  type CredentialStatus,
  type ProxyType,
  proxyTypes,
  type RequiredActions,
  type RequiredSubscriptions,
  type SettingProxy,
  type StoredTwoFactor,
} from '../../db/schema';
import type { AddFlowStep } from './credential-state';
import type { CredentialNotification } from './credential-notifications';

/** Messages the client shows verbatim: spec platform §5 and §8 where it gives them, decided otherwise. */
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
  passwordTooShort: 'Password must be at least 4 characters',
  proxyAddressOrDomain: 'Proxy address or domain is required',
  proxyAddress: 'Proxy IP must be four numbers from 0 to 255 separated by dots',
  proxyDomain: 'Proxy domain must be a valid domain name',
  proxyPortRequired: 'Proxy port is required',
  proxyPortDigits: 'Proxy port must contain digits only',
  proxyPortRange: 'Proxy port must be from 1 to 65535',
  codeFormat: 'The code must be exactly 6 digits',
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
  twoFactorUsernameRequired: 'Username is required',
  twoFactorUsernameEmail: 'Username must be an email',
  twoFactorPasswordRequired: 'Password is required',
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
export const minSocialPasswordLength = 4;
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

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const domainName = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** spec: platform §3 "Custom proxy payload" and §5 "Custom proxy" rules. */
export const customProxyInput = z
  .object(
    {
      proxy_address: z.preprocess(
        blankAsUnset,
        z.string({ error: credentialMessages.proxyAddress }).trim().optional(),
      ),
      domain: z.preprocess(
        blankAsUnset,
        z.string({ error: credentialMessages.proxyDomain }).trim().optional(),
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
      username: z.preprocess(blankAsUnset, z.string().trim().max(255).optional()),
      password: z.preprocess(blankAsUnset, z.string().max(255).optional()),
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
    const port = proxy.ports.http;
    if (!/^\d+$/.test(port)) {
      context.addIssue({
        code: 'custom',
        path: ['ports', 'http'],
        message: credentialMessages.proxyPortDigits,
      });
    } else if (Number(port) < 1 || Number(port) > 65535) {
      context.addIssue({
        code: 'custom',
        path: ['ports', 'http'],
        message: credentialMessages.proxyPortRange,
      });
    }
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
  if (!input.resend && !/^\d{6}$/.test(input.code ?? '')) {
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
    const digits = input.number.replace(/\D/g, '');
    const valid =
      /^[\d+\-\s()]+$/.test(input.number) &&
      digits.length >= 5 &&
      digits.length <= 13 &&
      /[1-9]/.test(digits) &&
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
      z
        .string({ error: credentialMessages.twoFactorUsernameRequired })
        .trim()
        .toLowerCase()
        .pipe(z.email({ error: credentialMessages.twoFactorUsernameEmail })),
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

/** The credential as the API returns it (platform §3). Secrets are never included. */
export interface CredentialJson {
  _id: string;
  username: string;
  first_name: string;
  last_name: string;
  full_name: string;
  photo_link: string | null;
  status: CredentialStatus;
  account_type: string;
  automation_type: AutomationType;
  country_code: string | null;
  has_password: boolean;
  has_cookies: boolean;
  proxy_type: ProxyType;
  custom_proxy: {
    proxy_address: string | null;
    domain: string | null;
    ports: { http: string };
    username: string | null;
    has_password: boolean;
  } | null;
  no_proxy: boolean;
  timezone: string;
  work_hours_start: number;
  work_hours_end: number;
  use_browser: boolean;
  unread_count: number;
  activity_dict: ActivityDict | null;
  wait_for_authorization: boolean;
  hibernated_at: string | null;
  connect_limited_at: string | null;
  inmail_limited_at: string | null;
  login_limited_at: string | null;
  sales_error: string | null;
  required_subscriptions: RequiredSubscriptions;
  required_actions: RequiredActions;
  required_2fa: string | null;
  two_factor: (Omit<StoredTwoFactor, 'password'> & { has_password: boolean }) | null;
  setting_proxy: SettingProxy | null;
  auth_status: AuthStatus;
  /** Computed from auth_status.security_code and the clock (platform §3 computes it on the client too). */
  is_code_expired: boolean;
  code_expires_at: string | null;
  notifications: CredentialNotification[];
  created_at: string;
  updated_at: string;
}

/** A repair or connection call: the message to show and the credential after it. */
export interface CredentialActionResult {
  message: string;
  credential: CredentialJson;
}

export interface AutomationTypeResult {
  outcome: AutomationOutcome;
  credential: CredentialJson;
}

export interface SeatsJson {
  /** 'seats', or 'max_credentials' for the restricted brand (platform §1). */
  seats_mode: 'seats' | 'max_credentials';
  used: number;
  total: number;
  available: number;
  cloud_used: number;
  extension_used: number;
  cloud_available: number;
  extension_available: number;
  max_credentials: number | null;
}

export interface OnboardingInfoJson {
  credential_id: string;
  /** The add-flow step to resume at (platform §4), or null when nothing is missing. */
  step: AddFlowStep | null;
  step_number: number | null;
  automation_type: AutomationType;
  has_password: boolean;
  country_code: string | null;
  timezone: string;
  work_hours_start: number;
  work_hours_end: number;
  wrong_password: boolean;
  code_requested: boolean;
  pin_type: string | null;
  phone_requested: boolean;
  is_authorized: boolean;
}

export interface ProxyJson {
  proxy_type: ProxyType;
  country_code: string | null;
  no_proxy: boolean;
  custom_proxy: CredentialJson['custom_proxy'];
  setting_proxy: SettingProxy | null;
  refreshes_left_today: number;
}

export interface TimezoneJson {
  name: string;
  value: string;
}
