import { limitSignals, skipReasons, waitReasons } from '@outreach/sdk/outreach';
import { z } from 'zod';

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
