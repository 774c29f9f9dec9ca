import { prospectStatuses } from '@outreach/core/outreach';
import { labelTypes } from '../../db/schema';
import { z } from '../../openapi/contract';
import { WorkflowSeriesCountsSchema } from '../workflows';

/**
 * The reports (issue 15 item 1, spec outreach §2 Reports: activity, audience, insight; §3
 * "Reporting series"). Every figure comes from the rollups (db/schema/reports.ts) or, for the
 * audience, from grouped counts of the prospects and their stored status flags; nothing scans
 * every event.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'from and to are dates: YYYY-MM-DD');
const id = z.string().uuid();

/** The period and the filters every report takes. `from`/`to` are UTC days, both included. */
export const reportQuery = z.object({
  space: z.string().optional(),
  from: day
    .optional()
    .openapi({ description: 'First UTC day (default: 29 days before `to`)', example: '2026-11-01' }),
  to: day
    .optional()
    .openapi({ description: 'Last UTC day, included (default: today)', example: '2026-11-30' }),
  workflow_id: id.optional().openapi({ description: 'Only this campaign' }),
  credential_id: id.optional().openapi({ description: 'Only this sender' }),
  user_id: id.optional().openapi({ description: 'Only this member' }),
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const activityQuery = reportQuery.extend({
  group_by: z
    .enum(['campaign', 'sender', 'member'])
    .optional()
    .openapi({ description: 'Also break the totals down per campaign, sender or member' }),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const exportQuery = activityQuery.extend({
  report: z.enum(['activity', 'audience', 'insight']),
});
export type ExportQuery = z.infer<typeof exportQuery>;

const count = z.number().int().nonnegative();
/** A percentage, 0-100 with one decimal, or null when its base is 0. */
const rate = z.number().nullable();

export const ReportRatesSchema = z
  .object({
    acceptance_rate: rate.openapi({ description: 'new_accepted / request_sent' }),
    reply_rate: rate.openapi({ description: 'new_replied / (messages_sent + emails_sent + inmails_sent)' }),
    open_rate: rate.openapi({ description: 'email_opened / emails_sent' }),
    click_rate: rate.openapi({ description: 'email_clicked / emails_sent' }),
    interested_rate: rate.openapi({ description: 'new_interested / new_replied' }),
  })
  .openapi('ReportRates');

export const ActivityReportSchema = z
  .object({
    from: day,
    to: day,
    totals: WorkflowSeriesCountsSchema,
    /** The same series over the period of the same length just before `from`. */
    previous_totals: WorkflowSeriesCountsSchema,
    rates: ReportRatesSchema,
    /** One entry per day from `from` to `to`, zeros included. */
    days: z.array(WorkflowSeriesCountsSchema.extend({ date: day }).openapi('ReportDay')),
    /** Per campaign, sender or member (with `group_by`), biggest first; empty without it. */
    breakdown: z.array(
      z
        .object({ id: z.string().nullable(), name: z.string(), totals: WorkflowSeriesCountsSchema })
        .openapi('ReportBreakdownRow'),
    ),
  })
  .openapi('ActivityReport');
export type ActivityReport = z.infer<typeof ActivityReportSchema>;

const bucket = z.object({ key: z.string(), count }).openapi('ReportBucket');

export const AudienceReportSchema = z
  .object({
    total: count,
    /** Every prospect status of spec §3 (its colours are the UI's), zeros included. */
    by_status: z.array(z.object({ status: z.enum(prospectStatuses), count })),
    /** `type` too: the page shows a seeded AI label in its own language (issue 26 item 25). */
    by_label: z.array(
      z.object({ id: z.string(), name: z.string(), color: z.string(), type: z.enum(labelTypes), count }),
    ),
    /** Top 10 each, biggest first; prospects without a value are left out. */
    by_company: z.array(bucket),
    by_title: z.array(bucket),
    by_location: z.array(bucket),
  })
  .openapi('AudienceReport');
export type AudienceReport = z.infer<typeof AudienceReportSchema>;

const outcome = { sent: count, replied: count, reply_rate: rate };

export const InsightReportSchema = z
  .object({
    /** Steps of the period's campaigns, best reply rate first. */
    steps: z.array(
      z
        .object({
          workflow_id: z.string(),
          workflow_name: z.string(),
          step_id: z.string().nullable(),
          /** The step's action (email, message, connection_request, …). */
          action: z.string(),
          position: z.number().int().nullable(),
          ...outcome,
          opened: count,
        })
        .openapi('InsightStep'),
    ),
    /** 24 entries, UTC hours 0-23. */
    hours: z.array(z.object({ hour: z.number().int().min(0).max(23), ...outcome }).openapi('InsightHour')),
    /** linkedin, email (and the others that sent). */
    channels: z.array(z.object({ channel: z.string(), ...outcome }).openapi('InsightChannel')),
    /** A/B variants of steps that have them. */
    variants: z.array(
      z
        .object({
          workflow_id: z.string(),
          workflow_name: z.string(),
          step_id: z.string().nullable(),
          variant: z.string(),
          ...outcome,
          opened: count,
        })
        .openapi('InsightVariant'),
    ),
  })
  .openapi('InsightReport');
export type InsightReport = z.infer<typeof InsightReportSchema>;

export const reportMessages = {
  period: 'from must be on or before to',
  tooLong: 'A report covers at most 366 days',
} as const;

const callCounts = {
  calls: count.openapi({ description: 'Outgoing calls made (ended)' }),
  connected: count.openapi({ description: 'Of those, answered' }),
  talk_seconds: count.openapi({ description: 'Talk time of the answered calls, in seconds' }),
};

/** GET /reports/calls (issue 27): calls made, connected and talk time per member over the period. */
export const CallsReportSchema = z
  .object({
    from: day,
    to: day,
    totals: z.object(callCounts),
    members: z.array(
      z
        .object({
          id: z.string().nullable().openapi({ description: 'The member (null: a member since removed)' }),
          name: z.string(),
          ...callCounts,
        })
        .openapi('CallsReportMember'),
    ),
  })
  .openapi('CallsReport');
export type CallsReport = z.infer<typeof CallsReportSchema>;
