import { z } from '@hono/zod-openapi';
import { limitSignals, skipReasons, waitReasons } from '@outreach/core/outreach';
import { automationTaskStatuses, automationWorkers } from '../../db/schema';
import { dateTime } from '../../openapi/json-fields';

/** POST /automation/tasks/claim (docs/automation-tasks.md). */
export const claimInput = z.object({
  credentials_id: z.uuid('credentials_id: Invalid id'),
  worker: z.enum(['cloud', 'extension']),
  max: z.number().int().min(1).max(50).default(10),
});
export type ClaimInput = z.infer<typeof claimInput>;

export const inboundEventInput = z.object({
  kind: z.enum(['reply', 'connection_accepted']),
  text: z.string().max(8000).nullish(),
  at: z.iso.datetime({ offset: true }),
});
export type InboundEventInput = z.infer<typeof inboundEventInput>;

/** POST /automation/tasks/{id}/report. */
export const reportInput = z.object({
  outcome: z.enum(['done', 'failed']),
  /** Smart sequences branch on it (accepted, replied, delivered…); true when left out. */
  positive: z.boolean().optional(),
  skip_reason: z.enum(skipReasons).nullish(),
  wait_reason: z.enum(waitReasons).nullish(),
  signals: z.array(z.enum(limitSignals)).max(5).default([]),
  events: z.array(inboundEventInput).max(20).default([]),
  /** A failed task's error text (kept on the task and the step). */
  error: z.string().max(2000).nullish(),
});
export type ReportInput = z.infer<typeof reportInput>;

/** POST /automation/events: something the prospect did that no task reported (a worker watching the inbox). */
export const standaloneEventInput = inboundEventInput.extend({
  credentials_id: z.uuid('credentials_id: Invalid id'),
  prospect_id: z.uuid('prospect_id: Invalid id'),
});
export type StandaloneEventInput = z.infer<typeof standaloneEventInput>;

/** The task's `{id}` in the path; an id that is no uuid is "Task not found" like an unknown one. */
export const automationTaskParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' } }),
});

const optionalText = z.string().nullable().optional();

/** What a worker must do, by step kind (docs/automation-tasks.md lists each kind's fields). */
export const AutomationTaskPayloadSchema = z
  .object({
    profile_url: z.string().nullable(),
    prospect_name: z.string(),
    text: optionalText.openapi({
      description: 'Rendered message, InMail body, connection note or comment instructions',
    }),
    subject: optionalText,
    email: optionalText.openapi({ description: 'connection_by_email: the address the request goes to' }),
    event_url: optionalText.openapi({ description: 'invite_to_event: the event URL' }),
    tone: optionalText.openapi({ description: 'ai_comment: the tone' }),
    count: z.number().int().optional().openapi({ description: 'like_posts: 3; endorse_skills: 5' }),
  })
  .openapi('AutomationTaskPayload');

/** What the worker reported, plus what the API made of it. */
export const AutomationTaskResultSchema = z
  .object({
    outcome: z.enum(['done', 'failed']),
    positive: z.boolean().optional(),
    skip_reason: optionalText,
    wait_reason: optionalText,
    signals: z.array(z.string()).optional(),
    events: z.array(z.object({ kind: z.string(), text: optionalText, at: dateTime })).optional(),
    error: optionalText,
    applied: z.record(z.string(), z.unknown()).optional().openapi({
      description: "The engine's step result (`type` done, skipped, wait or limit, and its fields)",
    }),
  })
  .openapi('AutomationTaskResult');

/** One social action handed to a worker (docs/automation-tasks.md). */
export const AutomationTaskSchema = z
  .object({
    id: z.string(),
    kind: z.string().openapi({ description: 'The step kind', example: 'view_profile' }),
    status: z.enum(automationTaskStatuses),
    credentials_id: z.string(),
    prospect_id: z.string().nullable(),
    workflow_id: z.string().nullable(),
    payload: AutomationTaskPayloadSchema,
    claimed_by: z.enum(automationWorkers).nullable(),
    lease_until: z.string().nullable().openapi({ format: 'date-time' }),
    attempts: z.number().int(),
    result: z.union([AutomationTaskResultSchema, z.null()]),
    created_at: dateTime,
  })
  .openapi('AutomationTask');
export type AutomationTaskJson = z.infer<typeof AutomationTaskSchema>;

export const ClaimedTasksSchema = z
  .object({ tasks: z.array(AutomationTaskSchema) })
  .openapi('ClaimedAutomationTasks');

export const TaskReportOutcomeSchema = z
  .object({
    task: AutomationTaskSchema,
    applied: z.boolean().openapi({
      description: 'False when the task was finished already (a repeated report changes nothing)',
    }),
  })
  .openapi('AutomationTaskReportOutcome');
