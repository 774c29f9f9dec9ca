import type { CrmProfileJson, DealJson, OwnerJson, PipelineJson, StageJson } from '@outreach/sdk/outreach';
import { z } from 'zod';
import { crmDealStatuses } from '../../db/schema';

/** The built-in CRM's platform name (spec outreach §2 /crm/manage/default, §7 /integrations/crm/{platform}). */
export const crmPlatform = 'default';

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
  featureLocked: 'Your plan does not include the CRM; upgrade to use it',
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

/** DELETE stages/{id}/delete: from the query or a JSON body (spec: stage_to_move, stage_id). */
export const deleteStageInput = z.object({
  stage_to_move: z.string().optional(),
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

export const stagesQuery = z.object({ pipeline_id: z.string().optional() });

export const searchQuery = z.object({
  q: z.string().max(200, 'message can not be longer than 200').optional(),
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${crmSearchLimit}` })
    .int()
    .min(1)
    .max(crmSearchLimit)
    .default(crmSearchLimit),
});

export type { CrmProfileJson, DealJson, OwnerJson, PipelineJson, StageJson };
