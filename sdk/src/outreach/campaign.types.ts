import type { ApiSchema } from '../api/typed-client';
import type { EmailType, StepKind } from './step-kinds';

/**
 * The campaign (workflow) as the API sends it (spec: outreach §3 Campaign and Step; §7
 * `GET /workflows/{id}`): the API's own schemas (contract.gen.ts), the names kept for the code
 * that reads them. `StepJson` stays written here: it is the step the builder edits and sends and
 * the rules (step-rules, graph, live-edit) read, looser than the step the API answers.
 */

export type CampaignStatus = CampaignJson['status'];
export type CampaignType = CampaignJson['type'];
export type SequenceType = 'simple' | 'smart';

/** One step. `key` is stable across edits; `number` is its place in a simple campaign. */
export interface StepJson {
  key: string;
  number: number;
  kind: StepKind;
  /** Wait after the previous step (spec: days and hours). */
  wait_days: number;
  wait_hours: number;
  subject?: string | null;
  text?: string | null;
  email_type?: EmailType | null;
  /** Email: answer in the previous email's thread. */
  thread?: boolean;
  requires_approval?: boolean;
  is_ai_message?: boolean;
  video_id?: string | null;
  /**
   * Kind-specific fields: `integration_id` (email from), `url` + `method` (webhook),
   * `event_url` (event invite), `crm` + `owner` + `deduplication` + `email_order`
   * (push to CRM), `label_id` (label), `tone` (AI comment), `from_number` (SMS),
   * `audio_id` (voicemail), `task_name` + `task_info` + `priority` (manual task).
   */
  config?: Record<string, unknown>;
  /** Smart sequences: the step after a positive / negative outcome. */
  positive_key?: string | null;
  negative_key?: string | null;
}

/** Server-side facts about a step of a live campaign (read-only). */
export type StepProgressJson = ApiSchema<'CampaignStepProgress'>;

export type SearchJson = ApiSchema<'CampaignSearch'>;

export type CampaignSettingsJson = ApiSchema<'CampaignSettings'>;

/**
 * The campaign as GET /workflows/{id} answers it, its `sequence` read as StepJson: the builder
 * edits and sends it as such, and every step the API answers is one (WorkflowTypesMatchSdk in
 * api/src/modules/workflows/workflows.schema.ts).
 */
export type CampaignJson = Omit<ApiSchema<'Campaign'>, 'sequence'> & { sequence: StepJson[] };

/** One prospect's place in one campaign, as the prospect views and stats show it. */
export type CampaignProspectJson = ApiSchema<'CampaignProspect'>;
