import { z } from '@hono/zod-openapi';
import {
  campaignNameRule,
  campaignRules,
  campaignSettingsRule,
  connectionLimitRule,
} from '@outreach/core/forms';
import {
  approvalStates,
  emailTypes,
  prospectStatuses,
  reportingSeries,
  stepKinds,
  waitReasons,
} from '@outreach/core/outreach';
import {
  campaignProspectStates,
  searchLinkTypes,
  searchStatuses,
  sequenceTypes,
  workflowStatuses,
  workflowTypes,
} from '../../db/schema';
import { blankAsUnset, queryFlag } from '../../paging';
import { dateTime, offsetPageOf } from '../../openapi/json-fields';
import { filledText } from '../../openapi/text-rules';
import { MagicCampaignStateSchema, magicCampaignInput } from './generation/generation.schema';

/** Messages the campaign schemas give (the services have their own). */
export const workflowSchemaMessages = {
  // spec: outreach §7, POST /workflows/order `workflows_order` (JSON text of ids).
  badOrder: 'workflows_order must be a JSON list of ids',
} as const;

/** The generation fields of outreach §7 POST /workflows (AI issue): a body with one asks for a magic campaign. */
export const generationFields = ['workflow_to_generate', 'objective', 'cases_study', 'employee_id'] as const;

function isGenerationBody(body: unknown): boolean {
  return !!body && typeof body === 'object' && generationFields.some((field) => field in body);
}

/** spec: outreach §9, "Campaign list page 8". */
export const workflowsPageSize = 8;
export const maxWorkflowsPageSize = 100;
export const maxWorkflowNameLength = campaignRules.nameMax;

/** The builder sends '' for an unset choice (no email type, no video, no branch). */
const blankAsNull = (value: unknown) => (value === '' ? null : value);

/** Shared with the campaign settings form (@outreach/core/forms), same messages. */
const workflowName = campaignNameRule(
  z.string({ error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text') }),
);

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

/** Shared with the campaign settings form (@outreach/core/forms). */
const settings = campaignSettingsRule;

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
  // The range is shared with the campaign settings form (@outreach/core/forms), same messages.
  connection_daily_limit: connectionLimitRule(
    z.number({ error: 'connection_daily_limit must be a number' }),
  ).nullable(),
  settings,
  credentials: senderIds,
  sequence,
  sequences_nodes: nodePositions,
};

/**
 * POST /workflows. A body with one of the generation fields of outreach §7 (workflow_to_generate,
 * objective, cases_study, employee_id) asks for a magic campaign (generation/generation.schema.ts)
 * and is checked as that alone; any other body is a campaign with its fields.
 */
const createWorkflowFields = z.object(
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
export const createWorkflowInput = z.preprocess(
  (body, context) => {
    // Checked against the one shape the body means, so its messages are that shape's alone.
    const checked = (isGenerationBody(body) ? magicCampaignInput : createWorkflowFields).safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path, input: body });
      }
    }
    return body;
  },
  z.union([magicCampaignInput, createWorkflowFields]),
);
export type CreateWorkflowInput = z.output<typeof createWorkflowFields>;

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

/** The ids of a `workflows_order`, or undefined when it is not a JSON list of at most 1000 texts. */
function orderIds(value: string | string[]): string[] | undefined {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(list) || list.length > 1000 || !list.every((id) => typeof id === 'string'))
    return undefined;
  return [...new Set(list as string[])];
}

/**
 * POST /workflows/order: `workflows_order` is JSON text of an id array (outreach §7); a list
 * is taken too. The ids come out parsed, each once; one that is no campaign's is the service's 404.
 */
export const orderInput = z
  .object(
    {
      workflows_order: z
        .union([z.string(), z.array(z.string())], { error: workflowSchemaMessages.badOrder })
        .openapi({ description: 'JSON text of the campaign ids in their new order', example: '["…","…"]' }),
    },
    { error: 'Body must be a JSON object' },
  )
  .transform((input, context) => {
    const ids = orderIds(input.workflows_order);
    if (ids) return { workflows_order: ids };
    // The body's own message (no field prefix), as the order call has always answered.
    context.addIssue({ code: 'custom', message: workflowSchemaMessages.badOrder, input });
    return z.NEVER;
  });

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
    url: filledText(2000),
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
  deleted_only: queryFlag('deleted_only'),
  archived_only: queryFlag('archived_only'),
  /** Only campaigns this account sends for (outreach §7 "Many calls carry credentials_id"). */
  credentials_id: z.preprocess(
    blankAsUnset,
    z.uuid({ error: 'credentials_id must be an account id' }).optional(),
  ),
});
export type ListWorkflowsQuery = z.infer<typeof listWorkflowsQuery>;

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

/** GET /workflows/fetch query: only the campaigns sending through this account. */
export const fetchWorkflowsQuery = z.object({
  credentials_id: z.preprocess(
    blankAsUnset,
    z.uuid({ error: 'credentials_id must be an account id' }).optional(),
  ),
});

/** A search's id in the path (`/searches/{id}/...`). */
export const searchIdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The search id' }),
});

const count = z.number().int();

/** A campaign in the campaigns list (GET /workflows): the short form. */
export const WorkflowListItemSchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: 'Founders in Berlin' }),
    status: z.enum(workflowStatuses),
    type: z.enum(workflowTypes),
    is_email_only: z.boolean(),
    position: z.number().int(),
    percent_complete: z
      .number()
      .int()
      .openapi({ description: "Share of the campaign's prospects that are finished, 0-100" }),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('WorkflowListItem');
export type WorkflowJson = z.infer<typeof WorkflowListItemSchema>;

export const WorkflowPageSchema = offsetPageOf(WorkflowListItemSchema).openapi('WorkflowPage');
export type WorkflowPage = z.infer<typeof WorkflowPageSchema>;

/** GET /workflows/fetch: a campaign in a picker. */
export const WorkflowPickerItemSchema = WorkflowListItemSchema.pick({
  _id: true,
  name: true,
  status: true,
}).openapi('WorkflowPickerItem');

/** One step as the API answers it (every field present; the builder may send fewer). */
export const CampaignStepSchema = z
  .object({
    key: z.string(),
    number: z.number().int().openapi({ description: "The step's place in a simple campaign, from 1" }),
    kind: z.enum(stepKinds),
    wait_days: z.number().int(),
    wait_hours: z.number().int(),
    subject: z.string().nullable(),
    text: z.string().nullable(),
    email_type: z.enum(emailTypes).nullable(),
    thread: z.boolean(),
    requires_approval: z.boolean(),
    is_ai_message: z.boolean(),
    video_id: z.string().nullable(),
    config: z
      .record(z.string(), z.unknown())
      .openapi({ description: 'Kind-specific fields (integration_id, url, label_id, …: outreach §3 Step)' }),
    positive_key: z.string().nullable(),
    negative_key: z.string().nullable(),
  })
  .openapi('CampaignStep');
export type CampaignStepJson = z.infer<typeof CampaignStepSchema>;

/** A prospect source of a campaign (outreach §3 Search). */
export const CampaignSearchSchema = z
  .object({
    _id: z.string(),
    link_type: z.enum(searchLinkTypes),
    url: z.string().nullable(),
    name: z.string(),
    status: z.enum(searchStatuses),
    custom_fields_keys: z.array(z.string()),
    total_count: count,
    added_count: count,
    refused_count: count,
    created_at: dateTime,
  })
  .openapi('CampaignSearch');
export type CampaignSearchJson = z.infer<typeof CampaignSearchSchema>;

/** The whole campaign (outreach §3 Campaign; §7 GET /workflows/{id}). */
export const CampaignSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    status: z.enum(workflowStatuses),
    type: z.enum(workflowTypes),
    sequences_type: z.enum(sequenceTypes),
    is_email_only: z.boolean(),
    position: z.number().int(),
    is_existing_people: z.boolean(),
    is_include_talked_before: z.boolean(),
    is_only_premium: z.boolean(),
    is_link_tracking: z.boolean(),
    is_open_tracking: z.boolean(),
    is_ai_targeting: z.boolean(),
    ai_targeting_settings: z.record(z.string(), z.unknown()).nullable(),
    is_ai_employee: z.boolean(),
    ai_employee_id: z.string().nullable(),
    custom_domain: z
      .string()
      .nullable()
      .openapi({ description: 'Tracking domain id; null is the default domain' }),
    connection_daily_limit: z.number().int().nullable(),
    settings: z
      .object({ move_prospects: z.boolean().optional(), pause_ai_employee: z.boolean().optional() })
      .openapi('CampaignSettings'),
    credentials: z.array(z.string()).openapi({ description: 'Sender account ids, in rotation order' }),
    sequence: z.array(CampaignStepSchema),
    sequences_nodes: z
      .array(z.object({ id: z.string(), x: z.number(), y: z.number() }))
      .openapi({ description: 'Node positions of the smart-sequence editor' }),
    searches: z.array(CampaignSearchSchema),
    percent_complete: z.number().int(),
    revision: z.number().int(),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('Campaign');
export type CampaignJson = z.infer<typeof CampaignSchema>;

/** POST /workflows' answer: the campaign, and for a magic campaign its generation (issue 28). */
export const CreatedCampaignSchema = CampaignSchema.extend({
  magic: MagicCampaignStateSchema.optional(),
}).openapi('CreatedCampaign');

/** What a live edit did (outreach §4): steps kept with removed_at, new steps, steps prospects past them skip. */
export const LiveEditReportSchema = z
  .object({
    retired_keys: z.array(z.string()),
    added_keys: z.array(z.string()),
    skipped_keys: z.array(z.string()),
  })
  .openapi('CampaignLiveEdit');
export type LiveEditReport = z.infer<typeof LiveEditReportSchema>;

/** PUT update/async: the saved campaign, plus `live_edit` when a running campaign's steps changed. */
export const UpdatedCampaignSchema = CampaignSchema.extend({
  live_edit: LiveEditReportSchema.optional(),
}).openapi('UpdatedCampaign');
export type UpdatedCampaignJson = z.infer<typeof UpdatedCampaignSchema>;

export const WorkflowOrderSchema = z
  .object({ order: z.array(z.string()).openapi({ description: 'The campaign ids, in their new order' }) })
  .openapi('WorkflowOrder');

/** GET /workflows/{id}/progress: completed and waiting per live step. */
export const CampaignStepProgressSchema = z
  .object({
    key: z.string(),
    completed: count.openapi({ description: 'Prospects that finished this step (done or skipped)' }),
    waiting: count.openapi({ description: 'Prospects waiting at this step' }),
  })
  .openapi('CampaignStepProgress');

/** One prospect's place in one campaign. */
export const CampaignProspectSchema = z
  .object({
    _id: z.string(),
    workflow_id: z.string(),
    prospect_id: z.string(),
    credential_id: z.string().nullable(),
    state: z.enum(campaignProspectStates),
    pause_reason: z.string().nullable(),
    current_step_key: z.string().nullable(),
    next_step_at: dateTime.nullable(),
    wait_reason: z.enum(waitReasons).nullable(),
    approval_state: z.enum(approvalStates).nullable(),
  })
  .openapi('CampaignProspect');
export type CampaignProspectJson = z.infer<typeof CampaignProspectSchema>;

/** A campaign prospect with who they are, for the campaign's prospects tab. */
export const CampaignProspectListItemSchema = CampaignProspectSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  position: z.string().nullable(),
  company_name: z.string().nullable(),
  profile_url: z.string().nullable(),
  email: z.string().nullable(),
  added_at: dateTime,
  status: z
    .enum(prospectStatuses)
    .openapi({ description: 'outreach §3 prospect status, coloured in the list' }),
}).openapi('CampaignProspectListItem');
export type CampaignProspectListItem = z.infer<typeof CampaignProspectListItemSchema>;

export const CampaignProspectPageSchema = offsetPageOf(CampaignProspectListItemSchema).openapi(
  'CampaignProspectPage',
);
export type CampaignProspectPage = z.infer<typeof CampaignProspectPageSchema>;

/** POST /workflows/{id}/prospects. */
export const CampaignProspectsLinkedSchema = z
  .object({
    added: count,
    skipped: count.openapi({
      description: 'Already in this campaign, or in another campaign of the workspace without move_prospects',
    }),
    moved: count.openapi({ description: 'Taken out of another campaign (settings.move_prospects)' }),
  })
  .openapi('CampaignProspectsLinked');
export type LinkResult = z.infer<typeof CampaignProspectsLinkedSchema>;

/** spec: outreach §3 "Reporting series", in the spec's order (shared with the campaigns remote). */
export { type ReportingSeries, reportingSeries } from '@outreach/core/outreach';

/** An object with a whole-number field for each of `names`. */
function countsOf<const Name extends string>(names: readonly Name[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, count])) as Record<Name, typeof count>);
}

/** Every reporting series, counted. */
export const WorkflowSeriesCountsSchema = countsOf(reportingSeries).openapi('WorkflowSeriesCounts');
export type SeriesCounts = z.infer<typeof WorkflowSeriesCountsSchema>;

/**
 * GET /workflows/{id}/rates. `totals`: every series over the campaign's life; `days`: the last
 * 30 UTC days, oldest first, one entry per day (zeros included); `prospects`: how many of the
 * campaign's prospects are in each state, and in all; `statuses`: how many have each §3 status.
 */
export const WorkflowStatsSchema = z
  .object({
    totals: WorkflowSeriesCountsSchema,
    days: z.array(
      WorkflowSeriesCountsSchema.extend({
        date: z.string().openapi({ format: 'date', example: '2025-03-01' }),
      }).openapi('WorkflowStatsDay'),
    ),
    prospects: countsOf([...campaignProspectStates, 'total']).openapi('WorkflowProspectCounts', {
      description: "The campaign's prospects per state, and `total`",
    }),
    statuses: countsOf(prospectStatuses).openapi('WorkflowStatusCounts', {
      description:
        "The campaign's prospects per §3 status, as the Reports' audience counts them (the funnel's contacted)",
    }),
  })
  .openapi('WorkflowStats');
export type WorkflowStats = z.infer<typeof WorkflowStatsSchema>;
