/**
 * The JSON of the inbox area's work lists, as the API sends them and the inbox remote reads them
 * (snake_case, `_id`): tasks (/api/tasks, outreach §3 Task) and the built-in CRM
 * (/api/integrations/crm/default, outreach §3 CRM).
 */

export type TaskStatus = 'open' | 'done' | 'canceled';

export interface TaskJson {
  _id: string;
  /** The step kind that made it (manual_task, make_call, voicemail_drop), or `manual`. */
  type: string;
  name: string;
  info: string;
  due_at: string | null;
  priority: number;
  status: TaskStatus;
  created_at: string;
  completed_at: string | null;
  assignee: { _id: string; name: string } | null;
  prospect: { _id: string; full_name: string; company_name: string | null } | null;
  /** The credential (connected account) the campaign ran with. */
  account: { _id: string; name: string } | null;
  campaign: { _id: string; name: string } | null;
}

export interface TaskPage {
  items: TaskJson[];
  total: number;
  offset: number;
  limit: number;
}

export interface TaskSummary {
  open: number;
  overdue: number;
  due_today: number;
  done_this_week: number;
}

export interface PipelineJson {
  _id: string;
  name: string;
  position: number;
}

export type DealStatus = 'open' | 'won' | 'lost' | 'deleted';

export interface DealJson {
  _id: string;
  platform: 'default';
  name: string;
  pipeline: string;
  crm_stage: string;
  amount: number | null;
  currency: string;
  crm_owner: { _id: string; name: string } | null;
  probability: number | null;
  position: number;
  status: DealStatus;
  prospect: { _id: string; full_name: string; company_name: string | null } | null;
  workflow_id: string | null;
  created_at: string;
}

export interface StageJson {
  _id: string;
  name: string;
  pipeline_id: string;
  order: number;
  probability: number;
  data: { order: number };
  crm_deals: DealJson[];
}

export interface OwnerJson {
  _id: string;
  name: string;
  email: string;
}

export interface CrmProfileJson {
  _id: string;
  full_name: string;
  company_name: string | null;
  email: string | null;
}
