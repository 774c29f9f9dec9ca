/**
 * Magic campaigns (issue 28, spec ai-telephony §3 "Generated campaign", §4 "Magic campaign", §7
 * "Campaign generation"): the body of POST /workflows that asks for a campaign written with AI, the
 * state the answer carries, the model's answer and the messages.
 */
import { z } from '@hono/zod-openapi';
import { campaignKinds, caseStudySchema, employeeLimits, objectiveSchema } from '@outreach/core/ai';
import { magicCampaignStates } from '../../../db/schema';

export type MagicCampaignKind = (typeof campaignKinds)[number];

/** Credits one magic campaign costs (category workflow_generation; the spec gives no amount: §9 Credits). */
export const magicCampaignCredits = 5;

/** The longest a generation may hold its claim before another run may take the campaign over. */
export const magicClaimMs = 5 * 60_000;

/** Attempts per campaign (each run that claimed it and died counts): then it fails. */
export const maxMagicAttempts = 3;

export const magicMessages = {
  kind: `workflow_to_generate must be one of ${campaignKinds.join(', ')}`,
  objectiveRequired: 'Objective is required',
  objectiveText: 'objective must be text or an objective object',
  objectiveTooLong: 'Objective can not be longer than 1000 characters',
  casesTooMany: `At most ${employeeLimits.cases} cases`,
  employeeNotFound: 'AI Employee not found',
  noMailbox: 'Connect a mailbox to generate a campaign with emails',
  modelFailed: 'The AI could not write this campaign, try again',
  ungrounded: 'The AI named something that is not in your objective or cases',
  invalidSequence: 'The AI wrote a campaign that does not pass the step rules',
  interrupted: 'The generation was interrupted, try again',
} as const;

/** The objective typed in the campaigns list (text), or an AI Employee's (the builder's object). */
const objectiveInput = z.union(
  [
    z
      .string()
      .trim()
      .min(1, { error: magicMessages.objectiveRequired })
      .max(1000, { error: magicMessages.objectiveTooLong }),
    objectiveSchema,
  ],
  { error: magicMessages.objectiveText },
);

const caseInput = caseStudySchema.extend({ link: caseStudySchema.shape.link.optional() });

/**
 * POST /workflows with `workflow_to_generate` (§7 "Campaign generation"): the objective may be left
 * out when `employee_id` names an employee (its objective is taken).
 */
export const magicCampaignInput = z
  .object(
    {
      workflow_to_generate: z.enum(campaignKinds, { error: magicMessages.kind }),
      objective: objectiveInput.optional(),
      cases_study: z
        .array(caseInput, { error: 'cases_study must be a list' })
        .max(employeeLimits.cases, { error: magicMessages.casesTooMany })
        .default([]),
      credentials_id: z.uuid({ error: 'credentials_id must be an account id' }).nullish(),
      employee_id: z.uuid({ error: 'employee_id must be an id' }).nullish(),
    },
    { error: 'Body must be a JSON object' },
  )
  .superRefine((input, context) => {
    if (input.objective === undefined && !input.employee_id)
      context.addIssue({ code: 'custom', path: ['objective'], message: magicMessages.objectiveRequired });
  });
export type MagicCampaignInput = z.output<typeof magicCampaignInput>;

/** A magic campaign's generation, as the campaign answer carries it (§3 "Generated campaign", §4). */
export const MagicCampaignStateSchema = z
  .object({
    status: z.enum(magicCampaignStates),
    workflow_to_generate: z.enum(campaignKinds),
    /** Why it failed (its credits were given back); null otherwise. */
    error: z.string().nullable(),
    sequence_length: z.number().int(),
    credits: z.number().int(),
  })
  .openapi('MagicCampaignState');
export type MagicCampaignStateJson = z.infer<typeof MagicCampaignStateSchema>;

/** The model's answer (task campaign_messages): a name, and one message per message step, in order. */
export const GeneratedCampaign = z.object({
  name: z.string(),
  messages: z.array(
    z.object({ channel: z.enum(['linkedin', 'email']), subject: z.string(), body: z.string() }),
  ),
});
export type GeneratedCampaign = z.infer<typeof GeneratedCampaign>;
