import { z } from '@hono/zod-openapi';
import { actionKinds, approvalStates, campaignProspectStates } from '@outreach/core/outreach';

export const approvalActions = ['approve', 'hold', 'cancel'] as const;
export type ApprovalAction = (typeof approvalActions)[number];

/** Our wording (spec silent). */
export const approvalMessages = {
  notFound: 'Prospect not found in this campaign',
  notWaiting: 'This step is not waiting for approval',
} as const;

/** spec platform §8 wording. */
export const credentialsNotFound = 'Credentials not found';

export const approvalInput = z.object(
  { action: z.enum(approvalActions, { error: 'action must be approve, hold or cancel' }) },
  { error: 'Body must be a JSON object' },
);

/**
 * Any text in the path: an id that is not a campaign prospect's answers 404 (approvalMessages.notFound),
 * like one of another workspace, never a 400 that tells the two apart.
 */
export const campaignProspectParams = z.object({
  campaignProspectId: z.string().openapi({ param: { name: 'campaignProspectId', in: 'path' } }),
});
export const campaignProspectId = z.uuid({ error: approvalMessages.notFound });

export const forecastQuery = z.object({
  credentials_id: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ error: 'credentials_id must be an account id' }).optional(),
  ),
});

/** The answer of POST /engine/approvals/{campaignProspectId}: where the prospect stands after the decision. */
export const ApprovalDecisionSchema = z
  .object({
    campaign_prospect_id: z.string(),
    step_key: z.string().nullable().openapi({ description: 'The step the prospect is at now' }),
    approval_state: z.enum(approvalStates).nullable(),
    state: z.enum(campaignProspectStates),
  })
  .openapi('ApprovalDecision');
export type ApprovalJson = z.infer<typeof ApprovalDecisionSchema>;

const dateTime = z.string().openapi({ format: 'date-time' });

/** One cap of a sender: the day's and (for capped kinds) the week's, as the health score scales them. */
export const ForecastCapSchema = z
  .object({
    action_kind: z.enum(actionKinds),
    daily_cap: z.number().int(),
    used_today: z.number().int(),
    remaining_today: z.number().int(),
    weekly_cap: z.number().int().nullable(),
    used_week: z.number().int().nullable(),
    remaining_week: z.number().int().nullable(),
  })
  .openapi('ForecastCap');
export type ForecastCapJson = z.infer<typeof ForecastCapSchema>;

export const ForecastHourSchema = z
  .object({
    start: dateTime.openapi({ description: 'Start of the hour' }),
    working: z.boolean(),
    planned: z
      .partialRecord(z.enum(actionKinds), z.number().int())
      .openapi({ description: 'Actions the engine plans in this hour, per action kind' }),
  })
  .openapi('ForecastHour');
export type ForecastHourJson = z.infer<typeof ForecastHourSchema>;

/** The next 24 hours of one sender (engine issue "Forecast"). */
export const SenderForecastSchema = z
  .object({
    credential_id: z.string(),
    name: z.string(),
    timezone: z.string().openapi({ example: 'Europe/Paris' }),
    work_hours: z.object({ start: z.number().int(), end: z.number().int() }),
    work_window: z
      .object({ start: dateTime, end: dateTime })
      .openapi({ description: 'The work window now or next' }),
    health_score: z.number(),
    cooldown_until: dateTime.nullable(),
    caps: z.array(ForecastCapSchema),
    hours: z.array(ForecastHourSchema),
    reasons: z.array(z.string()).openapi({ description: 'Why the plan is what it is, in plain words' }),
  })
  .openapi('SenderForecast');
export type SenderForecastJson = z.infer<typeof SenderForecastSchema>;

export const ForecastSchema = z
  .object({ generated_at: dateTime, senders: z.array(SenderForecastSchema) })
  .openapi('EngineForecast');
export type ForecastJson = z.infer<typeof ForecastSchema>;
