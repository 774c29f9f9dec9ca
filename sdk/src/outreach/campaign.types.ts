import type { ApprovalState, SkipReason, WaitReason } from './reasons';
import type { EmailType, StepKind } from './step-kinds';

/**
 * The campaign (workflow) as the API sends and takes it (spec: outreach §3
 * Campaign and Step; §7 `GET /workflows/{id}`, `PUT /workflows/{id}/update/async`).
 * Field names are the API's snake_case.
 */

export type CampaignStatus = 'draft' | 'active' | 'paused' | 'archived' | 'deleted';
export type CampaignType = 'simple' | 'smart' | 'magic';
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
export interface StepProgressJson {
  key: string;
  /** Prospects that finished this step (done or skipped). */
  completed: number;
  /** Prospects waiting at this step. */
  waiting: number;
}

export interface SearchJson {
  _id: string;
  link_type: string;
  url: string | null;
  name: string;
  status: string;
  custom_fields_keys: string[];
  total_count: number;
  added_count: number;
  refused_count: number;
  created_at: string;
}

export interface CampaignSettingsJson {
  move_prospects?: boolean;
  pause_ai_employee?: boolean;
}

export interface CampaignJson {
  _id: string;
  name: string;
  status: CampaignStatus;
  type: CampaignType;
  sequences_type: SequenceType;
  is_email_only: boolean;
  position: number;
  is_existing_people: boolean;
  is_include_talked_before: boolean;
  is_only_premium: boolean;
  is_link_tracking: boolean;
  is_open_tracking: boolean;
  is_ai_targeting: boolean;
  ai_targeting_settings: Record<string, unknown> | null;
  is_ai_employee: boolean;
  ai_employee_id: string | null;
  /** Tracking domain id (spec: custom_domain); null = the default domain. */
  custom_domain: string | null;
  connection_daily_limit: number | null;
  settings: CampaignSettingsJson;
  /** Sender credential ids, in rotation order. */
  credentials: string[];
  sequence: StepJson[];
  sequences_nodes: { id: string; x: number; y: number }[];
  searches: SearchJson[];
  /** Share of the campaign's prospects that are finished, 0-100. */
  percent_complete: number;
  revision: number;
  created_at: string;
  updated_at: string;
}

/** One prospect's place in one campaign, as the prospect views and stats show it. */
export interface CampaignProspectJson {
  _id: string;
  workflow_id: string;
  prospect_id: string;
  credential_id: string | null;
  state: 'excluded' | 'pending' | 'paused' | 'active' | 'finished' | 'campaign_paused';
  pause_reason: string | null;
  current_step_key: string | null;
  next_step_at: string | null;
  wait_reason: WaitReason | null;
  approval_state: ApprovalState | null;
}

/** One executed step, for history and stats. */
export interface StepExecutionJson {
  _id: string;
  step_key: string;
  action_kind: string;
  status: 'scheduled' | 'running' | 'waiting' | 'done' | 'skipped' | 'failed';
  outcome: 'positive' | 'negative' | 'skipped' | 'failed' | null;
  skip_reason: SkipReason | null;
  wait_reason: WaitReason | null;
  scheduled_at: string;
  finished_at: string | null;
}
