/**
 * How the AI features ask the model (issue 28): every call is one task with its inputs, a JSON
 * object the user message carries between markers (prompt.ts). The sandbox model reads the same
 * block to write its answer from these inputs alone; the grounding check compares a generated
 * message with them. Later features add fields; unknown ones are kept as data.
 */
import { z } from 'zod';
import { assistTasks } from '../assist/assist-tasks';

/** The tasks the sandbox model answers; a real model gets their instructions in the system message. */
export const llmTasks = [
  'reply_draft',
  'classify_reply',
  'campaign_messages',
  'research_summary',
  ...assistTasks,
] as const;
export type LlmTask = (typeof llmTasks)[number];

/** The labels of a prospect's reply (issue 28 "The conversation"). */
export const replyLabels = [
  'interested',
  'question',
  'not_now',
  'hard_no',
  'out_of_office',
  'wrong_person',
  'unsubscribe',
] as const;
export type ReplyLabel = (typeof replyLabels)[number];

const text = z.string();

export const ProspectInputs = z.looseObject({
  first_name: text.optional(),
  last_name: text.optional(),
  company: text.optional(),
  title: text.optional(),
  email: text.optional(),
  linkedin_url: text.optional(),
  website: text.optional(),
});

export const ResearchInputs = z.looseObject({
  company: text.optional(),
  /** The summary kept from an earlier research_summary. */
  summary: text.optional(),
  /** The text read from the company's site. */
  text: text.optional(),
  facts: z.array(text).optional(),
  sources: z.array(text).optional(),
});

export const EmployeeInputs = z.looseObject({
  name: text.optional(),
  company: text.optional(),
  role: text.optional(),
  objective: text.optional(),
  value_proposition: text.optional(),
  free_value: text.optional(),
  calendar_link: text.optional(),
  signature: text.optional(),
  faq: z.array(z.object({ question: text, answer: text })).optional(),
  language: text.optional(),
});

export const ConversationMessage = z.object({
  /** Who wrote it: the prospect (untrusted), the AI employee, or a person of the workspace. */
  from: z.enum(['prospect', 'employee', 'human']),
  text,
});

export const LlmInputs = z.looseObject({
  task: z.enum(llmTasks),
  prospect: ProspectInputs.optional(),
  research: ResearchInputs.optional(),
  employee: EmployeeInputs.optional(),
  conversation: z.array(ConversationMessage).optional(),
  /** campaign_messages: the channel mix and the number of steps. */
  campaign: z
    .looseObject({
      type: z.enum(['linkedin', 'email', 'linkedin_email', 'linkedin_email_dialer']).optional(),
      steps: z.number().int().min(1).max(10).optional(),
    })
    .optional(),
});
export type LlmInputs = z.infer<typeof LlmInputs>;

/** classify_reply's answer. */
export const ReplyClassification = z.object({
  label: z.enum(replyLabels),
  reason: z.string(),
});
export type ReplyClassification = z.infer<typeof ReplyClassification>;

/** campaign_messages' answer: one message per step, `{{first_name}}`-style variables kept as written. */
export const CampaignMessages = z.object({
  messages: z.array(
    z.object({ channel: z.enum(['linkedin', 'email']), subject: z.string(), body: z.string() }),
  ),
});
export type CampaignMessages = z.infer<typeof CampaignMessages>;

/** research_summary's answer. */
export const ResearchSummary = z.object({ summary: z.string(), facts: z.array(z.string()) });
export type ResearchSummary = z.infer<typeof ResearchSummary>;
