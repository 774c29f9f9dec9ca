import { z } from 'zod';
import { type ConnectionState, connectionState } from '../connection-state';
import type { CredentialDetails, TimezoneItem } from '../credential-api';
import {
  type AutomationType,
  type CustomProxyForm,
  type MessageKey,
  validateCredentialEmail,
  validateCredentialPassword,
  validateCustomProxy,
  validateLocation,
  validateTimezone,
} from './validation';

/** spec platform §4 "Add-credential steps" as this flow draws them (the last one confirms the connection). */
export const allSteps = ['automation', 'location', 'schedule', 'login', 'verification', 'done'] as const;
export type FlowStep = (typeof allSteps)[number];

/**
 * spec platform §4: "Steps shown depend on automation type". The extension logs in from the user's own
 * browser, through no proxy of ours, so it has no country step.
 */
export function stepsFor(automation: AutomationType): FlowStep[] {
  return automation === 'extension' ? allSteps.filter((step) => step !== 'location') : [...allSteps];
}

/** spec platform §9: default work hours 9 to 18 on 0 to 24. */
export const DEFAULT_WORK_HOURS: readonly [number, number] = [9, 18];
/** spec platform §9: default country US. */
export const DEFAULT_COUNTRY = 'US';

export function formatHour(hour: number): string {
  return `${hour}:00`;
}

/** spec platform §5: "shown H:00 – H:00". */
export function formatWorkHours(start: number, end: number): string {
  return `${formatHour(start)} – ${formatHour(end)}`;
}

/** spec platform §5: "Time zone defaults to the browser's, else the first in the list". */
export function defaultTimezone(list: readonly TimezoneItem[], browserZone: string | undefined): string {
  if (browserZone && list.some((item) => item.value === browserZone)) return browserZone;
  return list[0]?.value ?? '';
}

export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export interface StartContext {
  /** The browser extension is installed. */
  extensionInstalled: boolean;
  /** A seat is free for an extension account. */
  seatsFree: boolean;
  /** The account email is known already (the extension told us). */
  knownEmail: string | null;
}

/**
 * spec platform §4: "the flow starts at the step matching an existing credential. wrong_password set
 * leads to the password step; requested_at set leads to verification. When the extension is available,
 * seats are free and an email is known, the flow jumps to the extension login step."
 */
export function startStep(credential: CredentialDetails | undefined, context: StartContext): FlowStep {
  if (!credential) {
    return context.extensionInstalled && context.seatsFree && context.knownEmail ? 'login' : 'automation';
  }
  const state: ConnectionState = connectionState(credential);
  if (state === 'wrongPassword') return 'login';
  if (state === 'code' || state === 'phone') return 'verification';
  const cloud = credential.automation_type !== 'extension';
  if (cloud && !credential.country_code) return 'location';
  if (cloud && credential.has_password === false) return 'login';
  if (state === 'connected') return 'done';
  return 'verification';
}

export interface FlowForm {
  automation: AutomationType;
  countryCode: string;
  proxyType: 'basic' | 'residential';
  useCustomProxy: boolean;
  customProxy: CustomProxyForm;
  timezone: string;
  workHours: readonly [number, number];
  email: string;
  password: string;
}

export type FlowField = 'countryCode' | 'proxyHost' | 'proxyPort' | 'timezone' | 'email' | 'password';
export type FlowErrors = Partial<Record<FlowField, MessageKey>>;

export interface ValidationContext {
  /** Adding a new credential (an email is needed) rather than completing an existing one. */
  adding: boolean;
  existing: readonly { _id: string; username: string }[];
  ownId?: string;
  timezones: readonly TimezoneItem[] | undefined;
}

/** Every rule of the form at once; each step shows its own fields' messages. */
export function formErrors(form: FlowForm, context: ValidationContext): FlowErrors {
  const errors: FlowErrors = {};
  const location = validateLocation(form.countryCode, form.automation);
  if (location) errors.countryCode = location;
  if (form.automation === 'cloud' && form.useCustomProxy) {
    const proxy = validateCustomProxy(form.customProxy);
    if (proxy.host) errors.proxyHost = proxy.host;
    if (proxy.port) errors.proxyPort = proxy.port;
  }
  const timezone = validateTimezone(form.timezone, context.timezones);
  if (timezone) errors.timezone = timezone;
  if (context.adding) {
    const email = validateCredentialEmail(form.email, context.existing, context.ownId);
    if (email) errors.email = email;
  }
  const password = validateCredentialPassword(form.password, form.automation);
  if (password) errors.password = password;
  return errors;
}

export const stepFields: Record<FlowStep, readonly FlowField[]> = {
  automation: [],
  location: ['countryCode', 'proxyHost', 'proxyPort'],
  schedule: ['timezone'],
  login: ['email', 'password'],
  verification: [],
  done: [],
};

/** Where each field's value sits in the form (react-hook-form paths). */
export const fieldPaths = {
  countryCode: 'countryCode',
  proxyHost: 'customProxy.host',
  proxyPort: 'customProxy.port',
  timezone: 'timezone',
  email: 'email',
  password: 'password',
} as const satisfies Record<FlowField, string>;

/**
 * The flow's rules as a zod schema for react-hook-form's resolver: every rule of `formErrors`
 * (the API's where it checks the same: @outreach/core/forms), each issue's message the key of its
 * `messages.<key>` string, which the steps translate.
 */
export function flowSchema(context: ValidationContext) {
  return z.custom<FlowForm>().superRefine((form, issues) => {
    const errors = formErrors(form, context);
    for (const field of Object.keys(errors) as FlowField[]) {
      issues.addIssue({ code: 'custom', path: fieldPaths[field].split('.'), message: errors[field] });
    }
  });
}

export function stepErrors(errors: FlowErrors, step: FlowStep): FlowErrors {
  const own: FlowErrors = {};
  for (const field of stepFields[step]) if (errors[field]) own[field] = errors[field];
  return own;
}

/**
 * spec platform §5: "The connect button is enabled only with non-empty password, an email when adding,
 * and no errors."
 */
export function canConnect(form: FlowForm, errors: FlowErrors, adding: boolean): boolean {
  if (form.automation === 'cloud' && form.password === '') return false;
  if (adding && form.email.trim() === '') return false;
  return Object.keys(errors).length === 0;
}

/** spec platform §5: "any remaining error gives 'Fix all errors, before continue'" (errors of other steps). */
export function remainingErrorMessage(errors: FlowErrors, step: FlowStep): MessageKey | null {
  const elsewhere = (Object.keys(errors) as FlowField[]).some((field) => !stepFields[step].includes(field));
  return elsewhere ? 'fixAllErrors' : null;
}

/** The step after a connection call, from the credential it answered with. */
export function stepAfterConnection(credential: CredentialDetails): FlowStep {
  const state = connectionState(credential);
  if (state === 'wrongPassword') return 'login';
  if (state === 'connected') return 'done';
  return 'verification';
}
