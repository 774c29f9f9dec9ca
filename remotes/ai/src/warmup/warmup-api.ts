/**
 * /ai_email/warmup (issue 29; spec ai-telephony §2 ai-emails-mailboxes-warm-up): a mailbox's
 * warm-up (its email integration's id), and the workspace's mailboxes at a glance for the table.
 */
import type { ApiSchema } from '@outreach/core/contract';
import { api } from '@outreach/sdk';

export type MailboxWarmup = ApiSchema<'MailboxWarmup'>;
export type WarmupSummary = ApiSchema<'MailboxWarmupSummary'>;
export type WarmupDay = ApiSchema<'WarmupDay'>;
export type WarmupSettingsInput = ApiSchema<'WarmupSettingsInput'>;
export type WarmupStatus = MailboxWarmup['status'];
export type WarmupStopReason = NonNullable<MailboxWarmup['stop_reason']>;

export function fetchWarmups(): Promise<WarmupSummary[]> {
  return api.GET('/ai_email/warmup');
}

export function fetchWarmup(mailboxId: string): Promise<MailboxWarmup> {
  return api.GET('/ai_email/warmup/{mailboxId}', { path: { mailboxId } });
}

export function updateWarmup(mailboxId: string, body: WarmupSettingsInput): Promise<MailboxWarmup> {
  return api.PUT('/ai_email/warmup/{mailboxId}', { path: { mailboxId }, body });
}

export function setWarmup(mailboxId: string, enabled: boolean): Promise<MailboxWarmup> {
  return enabled
    ? api.POST('/ai_email/warmup/{mailboxId}/enable', { path: { mailboxId } })
    : api.POST('/ai_email/warmup/{mailboxId}/disable', { path: { mailboxId } });
}

/** The fields of the settings form, as the API names them. */
export const rampFields = ['start_per_day', 'increase_per_day', 'max_per_day', 'reply_rate_percent'] as const;
export type RampField = (typeof rampFields)[number];

/**
 * The API's refusal of the settings, split by field: "max_per_day: max_per_day must be between 1
 * and 100; …" (a validation failure) or "max_per_day must be at least start_per_day" (the service).
 * What names no field stays in `form`.
 */
export function fieldErrors(message: string): { fields: Partial<Record<RampField, string>>; form: string[] } {
  const fields: Partial<Record<RampField, string>> = {};
  const form: string[] = [];
  for (const part of message.split('; ')) {
    const text = part.trim();
    if (!text) continue;
    const field = rampFields.find((name) => text.startsWith(`${name}:`) || text.startsWith(`${name} `));
    if (!field) form.push(text);
    else if (!fields[field])
      fields[field] = text.startsWith(`${field}:`) ? text.slice(field.length + 1).trim() : text;
  }
  return { fields, form };
}
