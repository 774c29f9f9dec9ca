import { emailTypes, stepKinds } from '@outreach/sdk/outreach';
import { z } from 'zod';
import {
  campaignProspectStates,
  searchLinkTypes,
  searchStatuses,
  sequenceTypes,
  type WorkflowStatus,
  type WorkflowType,
  workflowTypes,
} from '../../db/schema';

/** spec: outreach §9, "Campaign list page 8". */
export const workflowsPageSize = 8;
export const maxWorkflowsPageSize = 100;
export const maxWorkflowNameLength = 120;

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
/** The builder sends '' for an unset choice (no email type, no video, no branch). */
const blankAsNull = (value: unknown) => (value === '' ? null : value);

const workflowName = z
  .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text') })
  .trim()
  .min(1, 'Name is required')
  .max(maxWorkflowNameLength, `Name can not be longer than ${maxWorkflowNameLength} characters`);

const workflowType = z.enum(workflowTypes, { error: `Type must be one of ${workflowTypes.join(', ')}` });

const isEmailOnly = z.boolean({ error: 'is_email_only must be true or false' });

const switchField = (field: string) => z.boolean({ error: `${field} must be true or false` });
const nullableId = (field: string) => z.uuid({ error: `${field} must be an id` }).nullable();

/** spec: outreach §9 "Campaign list page 8" aside, a campaign holds at most this many steps and senders. */
export const maxSteps = 100;
export const maxSenders = 50;
/** spec: outreach §5 "Subject and message have a maximum length". */
export const maxSubjectLength = 998;
export const maxStepTextLength = 10_000;

const stepKey = z
  .string({ error: 'Step key must be text' })
  .trim()
  .min(1, 'Step key is required')
  .max(64, 'Step key can not be longer than 64 characters');

/** One step as the builder sends it (StepJson); `number` is the step's place in the array. */
export const stepInput = z.object(
  {
    key: stepKey.optional(),
    kind: z.enum(stepKinds, { error: 'Unknown step kind' }),
    wait_days: z
      .number({ error: 'wait_days must be a number' })
      .int({ error: 'wait_days must be a whole number' })
      .min(0, { error: 'wait_days can not be negative' })
      .max(365, { error: 'wait_days must be at most 365' })
      .default(0),
    wait_hours: z
      .number({ error: 'wait_hours must be a number' })
      .int({ error: 'wait_hours must be a whole number' })
      .min(0, { error: 'wait_hours can not be negative' })
      .max(23, { error: 'wait_hours must be at most 23' })
      .default(0),
    subject: z
      .string({ error: 'Subject must be text' })
      .max(maxSubjectLength, `message can not be longer than ${maxSubjectLength}`)
      .nullish(),
    text: z
      .string({ error: 'Text must be text' })
      .max(maxStepTextLength, `message can not be longer than ${maxStepTextLength}`)
      .nullish(),
    email_type: z.preprocess(
      blankAsNull,
      z.enum(emailTypes, { error: `email_type must be one of ${emailTypes.join(', ')}` }).nullish(),
    ),
    thread: switchField('thread').default(false),
    requires_approval: switchField('requires_approval').default(false),
    is_ai_message: switchField('is_ai_message').default(false),
    video_id: z.preprocess(blankAsNull, nullableId('video_id').optional()),
    config: z.record(z.string(), z.unknown(), { error: 'config must be an object' }).default({}),
    positive_key: z.preprocess(blankAsNull, stepKey.nullish()),
    negative_key: z.preprocess(blankAsNull, stepKey.nullish()),
  },
  { error: 'Each step must be an object' },
);
export type StepInput = z.infer<typeof stepInput>;

const sequence = z.array(stepInput, { error: 'sequence must be a list of steps' }).max(maxSteps, {
  error: `A campaign can have at most ${maxSteps} steps`,
});

const senderIds = z
  .array(z.uuid({ error: 'credentials must be account ids' }), { error: 'credentials must be a list' })
  .max(maxSenders, { error: `A campaign can have at most ${maxSenders} accounts` });

const settings = z.object(
  {
    move_prospects: switchField('move_prospects').optional(),
    pause_ai_employee: switchField('pause_ai_employee').optional(),
  },
  { error: 'settings must be an object' },
);

const nodePositions = z
  .array(z.object({ id: z.string().max(64), x: z.number(), y: z.number() }), {
    error: 'sequences_nodes must be a list of positions',
  })
  .max(maxSteps * 2);

/** The campaign fields a client may set (outreach §3 Campaign). */
const campaignFields = {
  name: workflowName,
  type: workflowType,
  sequences_type: z.enum(sequenceTypes, {
    error: `sequences_type must be one of ${sequenceTypes.join(', ')}`,
  }),
  is_email_only: isEmailOnly,
  is_existing_people: switchField('is_existing_people'),
  is_include_talked_before: switchField('is_include_talked_before'),
  is_only_premium: switchField('is_only_premium'),
  is_link_tracking: switchField('is_link_tracking'),
  is_open_tracking: switchField('is_open_tracking'),
  is_ai_targeting: switchField('is_ai_targeting'),
  ai_targeting_settings: z
    .record(z.string(), z.unknown(), { error: 'ai_targeting_settings must be an object' })
    .nullable(),
  is_ai_employee: switchField('is_ai_employee'),
  ai_employee_id: nullableId('ai_employee_id'),
  custom_domain: nullableId('custom_domain'),
  // spec: outreach §5 "A zero connection limit asks for confirmation" (the UI asks; 0 is valid).
  connection_daily_limit: z
    .number({ error: 'connection_daily_limit must be a number' })
    .int({ error: 'connection_daily_limit must be a whole number' })
    .min(0, { error: 'connection_daily_limit can not be negative' })
    .max(1000, { error: 'connection_daily_limit must be at most 1000' })
    .nullable(),
  settings,
  credentials: senderIds,
  sequence,
  sequences_nodes: nodePositions,
};

/**
 * POST /workflows. The AI-generation body of outreach §7 (workflow_to_generate, objective,
 * cases_study, employee_id) belongs to the AI issue and is refused before this schema.
 */
export const createWorkflowInput = z.object(
  {
    ...campaignFields,
    type: workflowType.default('simple'),
    sequences_type: campaignFields.sequences_type.default('simple'),
    is_email_only: isEmailOnly.default(false),
    credentials: senderIds.default([]),
    sequence: sequence.default([]),
    settings: settings.default({}),
    is_existing_people: campaignFields.is_existing_people.optional(),
    is_include_talked_before: campaignFields.is_include_talked_before.optional(),
    is_only_premium: campaignFields.is_only_premium.optional(),
    is_link_tracking: campaignFields.is_link_tracking.optional(),
    is_open_tracking: campaignFields.is_open_tracking.optional(),
    is_ai_targeting: campaignFields.is_ai_targeting.optional(),
    ai_targeting_settings: campaignFields.ai_targeting_settings.optional(),
    is_ai_employee: campaignFields.is_ai_employee.optional(),
    ai_employee_id: campaignFields.ai_employee_id.optional(),
    custom_domain: campaignFields.custom_domain.optional(),
    connection_daily_limit: campaignFields.connection_daily_limit.optional(),
    sequences_nodes: nodePositions.optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type CreateWorkflowInput = z.infer<typeof createWorkflowInput>;

/** The generation fields of outreach §7 POST /workflows (AI issue). */
export const generationFields = ['workflow_to_generate', 'objective', 'cases_study', 'employee_id'] as const;

/**
 * PUT /workflows/{id}/update/async: the client sends the whole campaign object (or a part);
 * known fields are applied, the rest (status, _id, searches, …) ignored. Status changes go
 * through update_status / archive / restore / delete_async.
 */
export const updateWorkflowInput = z
  .object(campaignFields, { error: 'Body must be a JSON object' })
  .partial();
export type UpdateWorkflowInput = z.infer<typeof updateWorkflowInput>;

/** POST /workflows/{id}/update_status (outreach §4 pause with the AI Employee choice, resume). */
export const updateStatusInput = z.object(
  {
    status: z.enum(['active', 'paused'], { error: 'Status must be active or paused' }),
    pause_ai_employee: switchField('pause_ai_employee').optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type UpdateStatusInput = z.infer<typeof updateStatusInput>;

/** POST /workflows/order: `workflows_order` is JSON text of an id array (outreach §7). */
export const orderInput = z.object(
  {
    workflows_order: z.union([z.string(), z.array(z.unknown())], {
      error: 'workflows_order must be a JSON list of ids',
    }),
  },
  { error: 'Body must be a JSON object' },
);

/** POST /workflows/{id}/prospects. */
export const addProspectsInput = z.object(
  {
    prospect_ids: z
      .array(z.uuid({ error: 'prospect_ids must be prospect ids' }), { error: 'prospect_ids must be a list' })
      .min(1, { error: 'Choose at least one prospect' })
      .max(10_000, { error: 'At most 10000 prospects at once' }),
  },
  { error: 'Body must be a JSON object' },
);

/** POST /workflows/{id}/searches: link types a user pastes a URL for (not api/csv). */
export const urlLinkTypes = searchLinkTypes.filter((type) => type !== 'api' && type !== 'csv');
export const addSearchInput = z.object(
  {
    link_type: z.enum(urlLinkTypes as [string, ...string[]], {
      error: `link_type must be one of ${urlLinkTypes.join(', ')}`,
    }),
    url: z
      .string({ error: 'Fill this field' })
      .trim()
      .min(1, 'Fill this field')
      .max(2000, 'message can not be longer than 2000'),
    name: z.string().trim().max(200).optional(),
  },
  { error: 'Body must be a JSON object' },
);

/** POST /workflows/searches/{id}/update_status. */
export const searchStatusInput = z.object(
  {
    workflow_id: z.uuid({ error: 'workflow_id must be a campaign id' }).optional(),
    status: z.enum(searchStatuses, { error: `Status must be one of ${searchStatuses.join(', ')}` }),
    credentials_id: z.string().optional(),
  },
  { error: 'Body must be a JSON object' },
);

/** POST /credentials/{id}/duplicate_workflows. */
export const duplicateForCredentialInput = z.object(
  {
    workflow_ids: z
      .array(z.uuid({ error: 'workflow_ids must be campaign ids' }), { error: 'workflow_ids must be a list' })
      .min(1, { error: 'Choose at least one campaign' })
      .max(100, { error: 'At most 100 campaigns at once' }),
  },
  { error: 'Body must be a JSON object' },
);

const flag = (field: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false', '1', '0'], { error: `${field} must be true or false` })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  );

const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int({ error: `${label} must be a whole number` })
      .min(min, { error: `${label} must be at least ${min}` })
      .max(max, { error: `${label} must be at most ${max}` })
      .default(fallback),
  );

/** GET /workflows query (spec outreach §7: offset, limit (8), query, deleted_only, archived_only). */
export const listWorkflowsQuery = z.object({
  offset: wholeNumber('Offset', 0, Number.MAX_SAFE_INTEGER, 0),
  limit: wholeNumber('Limit', 1, maxWorkflowsPageSize, workflowsPageSize),
  query: z
    .string()
    .trim()
    .max(200, { error: 'Query can not be longer than 200 characters' })
    .optional()
    .transform((value) => value ?? ''),
  deleted_only: flag('deleted_only'),
  archived_only: flag('archived_only'),
  /** Only campaigns this account sends for (outreach §7 "Many calls carry credentials_id"). */
  credentials_id: z.preprocess(
    blankAsUnset,
    z.uuid({ error: 'credentials_id must be an account id' }).optional(),
  ),
});
export type ListWorkflowsQuery = z.infer<typeof listWorkflowsQuery>;

export interface WorkflowJson {
  _id: string;
  name: string;
  status: WorkflowStatus;
  type: WorkflowType;
  is_email_only: boolean;
  position: number;
  /** Share of the campaign's prospects that are finished, 0-100 (the list's progress bar). */
  percent_complete: number;
  created_at: string;
  updated_at: string;
}

export interface WorkflowPage {
  items: WorkflowJson[];
  total: number;
  offset: number;
  limit: number;
}

/** GET /workflows/{id}/prospects. */
export const listCampaignProspectsQuery = z.object({
  offset: wholeNumber('Offset', 0, Number.MAX_SAFE_INTEGER, 0),
  limit: wholeNumber('Limit', 1, 100, 25),
  state: z.preprocess(
    blankAsUnset,
    z
      .enum(campaignProspectStates, { error: `state must be one of ${campaignProspectStates.join(', ')}` })
      .optional(),
  ),
});
export type ListCampaignProspectsQuery = z.infer<typeof listCampaignProspectsQuery>;
