/** The built-in CRM's JSON (api/src/modules/crm/crm.schema.ts; spec outreach §3 CRM). */
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

export interface CurrencyJson {
  code: string;
  name: string;
}

export interface CrmProfileJson {
  _id: string;
  full_name: string;
  company_name: string | null;
  email: string | null;
}

/** What the deal modal sends (POST deals, PUT deals/{id}/update). */
export interface DealInput {
  name: string;
  crm_stage: string;
  amount: number | null;
  currency: string;
  crm_owner: string | null;
  status: 'open' | 'won' | 'lost';
  prospect_id: string | null;
}
