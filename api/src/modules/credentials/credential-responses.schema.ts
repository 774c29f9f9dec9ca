/** The credentials API's response shapes (spec platform §3): the credential and what the calls return. */
import { z } from '@hono/zod-openapi';
import { automationTypes, credentialStatuses, pinTypes, proxyTypes } from '../../db/schema';
import { notificationModals } from '@outreach/core/outreach';
import { notificationKinds } from './credential-notifications';
import type { AddFlowStep } from './credential-state';
import { credentialMessages, automationOutcomes } from './credentials.schema';
import { dateTime } from '../../openapi/json-fields';

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
    work_weekends: z.boolean().openapi({
      description: 'Whether the sender works on Saturdays and Sundays: its own choice, else the default',
    }),
    work_weekends_default: z.boolean().openapi({
      description: "The default of a sender that has not chosen (the server's ENGINE_WORK_WEEKENDS)",
    }),
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
