import { z } from '@hono/zod-openapi';
import { crmDealStatuses } from '../../db/schema';
import { dateTime } from '../../openapi/json-fields';

/** The built-in CRM's platform name (spec outreach §2 /crm/manage/default, §7 /integrations/crm/{platform}). */
export const crmPlatform = 'default' as const;

export const maxPipelineNameLength = 100;
export const maxStageNameLength = 100;
export const maxDealNameLength = 200;
/** numeric(14, 2). */
export const maxDealAmount = 999_999_999_999.99;
/** spec outreach §9 "CRM search limit 10". */
export const crmSearchLimit = 10;

/**
 * The pipeline a workspace gets on its first read of the CRM (docs/decisions.md
 * "Built-in CRM"): one pipeline, five stages with growing probability.
 */
export const defaultPipeline = {
  name: 'Sales pipeline',
  stages: [
    { name: 'Lead', probability: 10 },
    { name: 'Contacted', probability: 25 },
    { name: 'Qualified', probability: 50 },
    { name: 'Proposal', probability: 75 },
    { name: 'Won', probability: 100 },
  ],
} as const;

/** spec outreach §3 "CRM owner and currency lists": the currencies a deal may use, ISO 4217. */
export const crmCurrencies = [
  { code: 'USD', name: 'US Dollar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'British Pound' },
  { code: 'CAD', name: 'Canadian Dollar' },
  { code: 'AUD', name: 'Australian Dollar' },
  { code: 'NZD', name: 'New Zealand Dollar' },
  { code: 'CHF', name: 'Swiss Franc' },
  { code: 'JPY', name: 'Japanese Yen' },
  { code: 'CNY', name: 'Chinese Yuan' },
  { code: 'INR', name: 'Indian Rupee' },
  { code: 'BRL', name: 'Brazilian Real' },
  { code: 'MXN', name: 'Mexican Peso' },
  { code: 'SEK', name: 'Swedish Krona' },
  { code: 'NOK', name: 'Norwegian Krone' },
  { code: 'DKK', name: 'Danish Krone' },
  { code: 'PLN', name: 'Polish Zloty' },
  { code: 'CZK', name: 'Czech Koruna' },
  { code: 'HUF', name: 'Hungarian Forint' },
  { code: 'RON', name: 'Romanian Leu' },
  { code: 'TRY', name: 'Turkish Lira' },
  { code: 'ILS', name: 'Israeli New Shekel' },
  { code: 'AED', name: 'UAE Dirham' },
  { code: 'ZAR', name: 'South African Rand' },
  { code: 'SGD', name: 'Singapore Dollar' },
  { code: 'HKD', name: 'Hong Kong Dollar' },
] as const;
const currencyCodes = crmCurrencies.map((currency) => currency.code) as [string, ...string[]];

export const crmMessages = {
  pipelineNotFound: 'Pipeline not found',
  stageNotFound: 'Stage not found',
  dealNotFound: 'Deal not found',
  prospectNotFound: 'Prospect not found',
  // spec outreach §5 "Pipeline: valid name".
  pipelineNameTaken: 'A pipeline with this name already exists',
  lastPipeline: 'A workspace needs at least one pipeline',
  // spec outreach §5 "stage probability a positive number".
  probability: 'Probability must be a positive number',
  probabilityMax: 'Probability can not be more than 100',
  stageToMove: 'Choose a stage to move the deals to',
  stageToMoveSame: 'Choose another stage of this pipeline to move the deals to',
  lastStage: 'A pipeline needs at least one stage',
  stageOtherPipeline: 'The stage belongs to another pipeline',
  ownerNotMember: 'The owner must be a member of this workspace',
  amount: 'Amount must be a number, 0 or more',
  amountMax: `Amount can not be more than ${maxDealAmount}`,
  currency: 'Choose a currency from the list',
  status: `Status must be one of ${crmDealStatuses.filter((status) => status !== 'deleted').join(', ')}`,
  dealProbability: 'Probability must be a number from 0 to 100',
} as const;

/** spec: outreach §5 generic rules: "Fill this field", "message can not be longer than {count}". */
function requiredName(max: number) {
  return z
    .string({ error: 'Fill this field' })
    .trim()
    .min(1, 'Fill this field')
    .max(max, `message can not be longer than ${max}`);
}

const id = (message: string) => z.string({ error: message }).uuid(message);

const stageProbability = z
  .number({ error: crmMessages.probability })
  .int(crmMessages.probability)
  .min(1, crmMessages.probability)
  .max(100, crmMessages.probabilityMax);

export const pipelineInput = z.object(
  { name: requiredName(maxPipelineNameLength) },
  { error: 'Body must be a JSON object' },
);
export type PipelineInput = z.infer<typeof pipelineInput>;

export const createStageInput = z.object(
  {
    name: requiredName(maxStageNameLength),
    pipeline_id: id(crmMessages.pipelineNotFound),
    /** Where it goes, 0 first; the end when left out. */
    order: z.number({ error: 'order must be a number' }).int().min(0).max(10_000).optional(),
    probability: stageProbability,
  },
  { error: 'Body must be a JSON object' },
);
export type CreateStageInput = z.infer<typeof createStageInput>;

export const updateStageInput = z.object(
  {
    name: requiredName(maxStageNameLength).optional(),
    pipeline_id: id(crmMessages.pipelineNotFound).optional(),
    probability: stageProbability.optional(),
    order: z.number({ error: 'order must be a number' }).int().min(0).max(10_000).optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type UpdateStageInput = z.infer<typeof updateStageInput>;

/**
 * DELETE stages/{id}/delete: `stage_to_move` from the query or a JSON body, the body's
 * winning (spec: stage_to_move, stage_id; `stage_id` repeats the path's and is not read).
 */
export const deleteStageInput = z.object({
  stage_to_move: z.string().optional().openapi({ description: 'The stage its deals move to' }),
  stage_id: z.string().optional(),
});

const amount = z
  .number({ error: crmMessages.amount })
  .min(0, crmMessages.amount)
  .max(maxDealAmount, crmMessages.amountMax)
  .nullable();
const currency = z.enum(currencyCodes, { error: crmMessages.currency });
const dealStatus = z.enum(['open', 'won', 'lost'], { error: crmMessages.status });
const dealProbability = z
  .number({ error: crmMessages.dealProbability })
  .int(crmMessages.dealProbability)
  .min(0, crmMessages.dealProbability)
  .max(100, crmMessages.dealProbability)
  .nullable();

const dealFields = {
  name: requiredName(maxDealNameLength),
  /** Optional: the stage decides it; when given it must be the stage's pipeline. */
  pipeline: id(crmMessages.pipelineNotFound).optional(),
  crm_stage: id(crmMessages.stageNotFound),
  amount: amount.optional(),
  currency: currency.optional(),
  crm_owner: id(crmMessages.ownerNotMember).nullable().optional(),
  probability: dealProbability.optional(),
  status: dealStatus.optional(),
  prospect_id: id(crmMessages.prospectNotFound).nullable().optional(),
};

export const createDealInput = z.object(dealFields, { error: 'Body must be a JSON object' });
export type CreateDealInput = z.infer<typeof createDealInput>;

export const updateDealInput = z.object(
  {
    ...dealFields,
    name: dealFields.name.optional(),
    crm_stage: dealFields.crm_stage.optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type UpdateDealInput = z.infer<typeof updateDealInput>;

/** PATCH deals/{id}/update (spec: new_position): the place in its stage, or in `crm_stage`. */
export const moveDealInput = z.object(
  {
    new_position: z
      .number({ error: 'new_position must be a number, 0 or more' })
      .int('new_position must be a number, 0 or more')
      .min(0, 'new_position must be a number, 0 or more'),
    crm_stage: id(crmMessages.stageNotFound).optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type MoveDealInput = z.infer<typeof moveDealInput>;

export const stagesQuery = z.object({
  pipeline_id: z
    .string()
    .optional()
    .openapi({ description: "The pipeline; the workspace's first when left out" }),
});

export const searchQuery = z.object({
  q: z.string().max(200, 'message can not be longer than 200').optional(),
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${crmSearchLimit}` })
    .int()
    .min(1)
    .max(crmSearchLimit)
    .default(crmSearchLimit),
});

// ---------------------------------------------------------------- what the CRM answers

/** GET crm_info: the built-in CRM is always connected. */
export const CrmInfoSchema = z
  .object({ platform: z.literal(crmPlatform), connected: z.boolean() })
  .openapi('CrmInfo');

/** GET /integrations/crm/default/authorize: the built-in CRM, ready, and the page that manages it. */
export const CrmAuthorizeSchema = z
  .object({
    platform: z.literal(crmPlatform),
    connected: z.literal(true),
    redirect_url: z.string().openapi({ example: '/crm/manage/default' }),
    pipelines: z
      .number()
      .int()
      .openapi({ description: "The workspace's pipelines (the default one made on first use)" }),
  })
  .openapi('CrmAuthorize');

/** A workspace member a deal may be given to (spec outreach §3 "CRM owner list"). */
export const OwnerSchema = z
  .object({ _id: z.string(), name: z.string(), email: z.string() })
  .openapi('CrmOwner');
export type OwnerJson = z.infer<typeof OwnerSchema>;

export const CurrencySchema = z
  .object({
    code: z.string().openapi({ enum: [...currencyCodes], example: 'USD' }),
    name: z.string().openapi({ example: 'US Dollar' }),
  })
  .openapi('CrmCurrency');
export type CurrencyJson = z.infer<typeof CurrencySchema>;

export const PipelineSchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: defaultPipeline.name }),
    position: z.number().int(),
  })
  .openapi('CrmPipeline');
export type PipelineJson = z.infer<typeof PipelineSchema>;

/** A deal (spec outreach §3 CRM); `probability` is its own, or its stage's while it has none. */
export const DealSchema = z
  .object({
    _id: z.string(),
    platform: z.literal(crmPlatform),
    name: z.string(),
    pipeline: z.string().openapi({ description: 'The pipeline id' }),
    crm_stage: z.string().openapi({ description: 'The stage id' }),
    amount: z.number().nullable(),
    currency: z.string().openapi({ enum: [...currencyCodes], example: 'USD' }),
    crm_owner: z.object({ _id: z.string(), name: z.string() }).nullable(),
    probability: z.number().int().nullable(),
    position: z.number().int(),
    status: z.enum(crmDealStatuses),
    prospect: z
      .object({ _id: z.string(), full_name: z.string(), company_name: z.string().nullable() })
      .nullable(),
    workflow_id: z.string().nullable(),
    created_at: dateTime,
  })
  .openapi('CrmDeal');
export type DealJson = z.infer<typeof DealSchema>;

/** A stage with its deals in order (`data.order` repeats `order` for the spec's clients). */
export const StageSchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: 'Lead' }),
    pipeline_id: z.string(),
    order: z.number().int(),
    probability: z.number().int(),
    data: z.object({ order: z.number().int() }),
    crm_deals: z.array(DealSchema),
  })
  .openapi('CrmStage');
export type StageJson = z.infer<typeof StageSchema>;

/** A prospect the deal form may link (GET profiles). */
export const CrmProfileSchema = z
  .object({
    _id: z.string(),
    full_name: z.string(),
    company_name: z.string().nullable(),
    email: z.string().nullable(),
  })
  .openapi('CrmProfile');
export type CrmProfileJson = z.infer<typeof CrmProfileSchema>;

export const CrmCompanySchema = z.object({ name: z.string() }).openapi('CrmCompany');

export const DeletedStageSchema = z
  .object({ _id: z.string(), moved_deals: z.number().int() })
  .openapi('CrmDeletedStage');

/** The kinds of entry a deal's timeline has (issue 28: a booked meeting shows on the deal). */
export const dealTimelineKinds = ['meeting_booked'] as const;

/**
 * One entry of a deal's timeline: something that happened to the deal's prospect, from the
 * workspace's logged outreach events (a Calendly booking is `meet_booked`).
 */
export const DealTimelineEntrySchema = z
  .object({
    _id: z.string().openapi({ description: 'The logged event id' }),
    kind: z.enum(dealTimelineKinds),
    at: dateTime.openapi({ description: 'When it happened (the meeting was booked)' }),
    event_name: z.string().nullable().openapi({
      description: "The meeting's event name, when the scheduler gave it",
      example: 'Intro call',
    }),
    start_time: dateTime.nullable().openapi({ description: 'When the meeting starts, when known' }),
  })
  .openapi('CrmDealTimelineEntry');
export type DealTimelineEntryJson = z.infer<typeof DealTimelineEntrySchema>;
