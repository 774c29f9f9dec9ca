import type { ApiSchema } from '../contract';

/**
 * The campaign (workflow) as the API sends it (spec: outreach §3 Campaign and Step; §7
 * `GET /workflows/{id}`): the API's own schemas (contract.gen.ts), the names kept for the code
 * that reads them.
 */

export type CampaignStatus = CampaignJson['status'];
export type CampaignType = CampaignJson['type'];
/** spec: outreach §3 the sequence: a simple list of steps or a smart graph (branches on each step's outcome). */
export const sequenceTypes = ['simple', 'smart'] as const;
export type SequenceType = (typeof sequenceTypes)[number];

/**
 * One step: the step the API answers (CampaignStep), with the fields the builder may leave out
 * optional (a new step has no subject, config or branches yet). `key` is stable across edits;
 * `number` is its place in a simple campaign; `config` holds the kind-specific fields
 * (`integration_id`, `url` + `method`, `event_url`, `crm` + `owner`, `label_id`, `tone`, …).
 */
type CampaignStep = ApiSchema<'CampaignStep'>;
type StepCore = 'key' | 'number' | 'kind' | 'wait_days' | 'wait_hours';
export type StepJson = Pick<CampaignStep, StepCore> & Partial<Omit<CampaignStep, StepCore>>;

/** Server-side facts about a step of a live campaign (read-only). */
export type StepProgressJson = ApiSchema<'CampaignStepProgress'>;

export type SearchJson = ApiSchema<'CampaignSearch'>;

export type CampaignSettingsJson = ApiSchema<'CampaignSettings'>;

/**
 * The campaign as GET /workflows/{id} answers it, its `sequence` read as StepJson: the builder
 * edits and sends it as such, and every step the API answers is one.
 */
export type CampaignJson = Omit<ApiSchema<'Campaign'>, 'sequence'> & { sequence: StepJson[] };

/** One prospect's place in one campaign, as the prospect views and stats show it. */
export type CampaignProspectJson = ApiSchema<'CampaignProspect'>;
