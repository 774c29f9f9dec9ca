import { z } from '@hono/zod-openapi';
import { warmupLimits } from '@outreach/core/mail/warmup';
import { highlightsFrequencies, warmupStatuses, warmupStopReasons } from '../../db/schema';

/** /ai_email/warmup (issue 29; spec ai-telephony §2 "mailboxes/warm-up/{mailboxId}"). */
function whole(name: string, min: number, max: number) {
  return z
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be between ${min} and ${max}` })
    .max(max, { error: `${name} must be between ${min} and ${max}` });
}

export const WarmupSettingsInput = z
  .object({
    pool: z.boolean({ error: 'pool must be true or false' }).optional(),
    start_per_day: whole('start_per_day', 1, warmupLimits.maxPerDay).optional(),
    increase_per_day: whole('increase_per_day', 0, warmupLimits.maxIncreasePerDay).optional(),
    max_per_day: whole('max_per_day', 1, warmupLimits.maxPerDay).optional(),
    reply_rate_percent: whole('reply_rate_percent', 0, 100).optional(),
    variance_percent: whole('variance_percent', 0, warmupLimits.maxVariancePercent).optional(),
  })
  .strict()
  .openapi('WarmupSettingsInput');
export type WarmupSettingsInput = z.infer<typeof WarmupSettingsInput>;

export const WarmupSettingsSchema = z
  .object({
    enabled: z.boolean(),
    pool: z.boolean().openapi({ description: 'Opted in to the warm-up pool across workspaces' }),
    start_per_day: z.number().int(),
    increase_per_day: z.number().int(),
    max_per_day: z.number().int(),
    reply_rate_percent: z.number().int(),
    variance_percent: z.number().int(),
  })
  .openapi('WarmupSettings');

export const WarmupDaySchema = z
  .object({
    day: z.string().openapi({ example: '2026-03-02' }),
    planned: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    in_spam: z.number().int(),
    opened: z.number().int(),
    replied: z.number().int(),
    bounced: z.number().int(),
    health_score: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Inbox placement over the 14 days to this day, 0 to 100' }),
  })
  .openapi('WarmupDay');

export const MailboxWarmupSchema = z
  .object({
    mailbox_id: z.string(),
    email: z.string().nullable(),
    settings: WarmupSettingsSchema,
    recommended: WarmupSettingsSchema.omit({ enabled: true, pool: true }),
    status: z.enum(warmupStatuses),
    stop_reason: z.enum(warmupStopReasons).nullable(),
    stop_detail: z.string().nullable().openapi({ description: 'Why it stopped, in plain words' }),
    started_at: z.string().nullable(),
    stopped_at: z.string().nullable(),
    day_index: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Days since warm-up started (0 = its first day)' }),
    cold_sending_cap: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Campaign emails a day while warming (rises to 25 over the first 13 days)' }),
    health_score: z.number().int().nullable(),
    history: z.array(WarmupDaySchema).openapi({ description: 'The last 14 days, oldest first' }),
  })
  .openapi('MailboxWarmup');
export type MailboxWarmupJson = z.infer<typeof MailboxWarmupSchema>;

export const mailboxParams = z.object({
  mailboxId: z.string().openapi({ param: { name: 'mailboxId', in: 'path' } }),
});

export const HighlightsSchema = z
  .object({ frequency: z.enum(highlightsFrequencies) })
  .openapi('WarmupHighlights');

export const HighlightsInput = z
  .object({
    frequency: z.enum(highlightsFrequencies, { error: 'frequency must be weekly, monthly or off' }),
  })
  .strict()
  .openapi('WarmupHighlightsInput');

export const WarmupTodaySchema = z
  .object({
    planned: z.number().int().openapi({ description: 'Warm-up mails planned for today (UTC)' }),
    sent: z.number().int().openapi({ description: 'Of those, sent so far' }),
  })
  .openapi('WarmupToday');

/** One mailbox of the workspace in GET /ai_email/warmup: its warm-up at a glance. */
export const MailboxWarmupSummarySchema = z
  .object({
    mailbox_id: z.string().openapi({ description: 'The email integration (the warm-up page takes it)' }),
    email: z.string(),
    enabled: z.boolean(),
    status: z.enum(warmupStatuses),
    stop_reason: z.enum(warmupStopReasons).nullable(),
    stop_detail: z.string().nullable(),
    day_index: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Days since warm-up started (0 = its first day); null when not warming' }),
    health_score: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'The latest inbox placement score of the last 14 days, 0 to 100' }),
    today: z.union([WarmupTodaySchema, z.null()]).openapi({ description: 'Null before today is planned' }),
  })
  .openapi('MailboxWarmupSummary');
export type MailboxWarmupSummaryJson = z.infer<typeof MailboxWarmupSummarySchema>;

export const MailboxWarmupListSchema = z.array(MailboxWarmupSummarySchema).openapi('MailboxWarmupList');
