import type {
  CrmProfileJson,
  DealJson,
  DealStatus,
  OwnerJson,
  PipelineJson,
  StageJson,
} from '@outreach/sdk/outreach';

/** The built-in CRM's JSON (spec outreach §3 CRM; the shapes live in @outreach/sdk/outreach, shared with the API). */
export type { CrmProfileJson, DealJson, DealStatus, OwnerJson, PipelineJson, StageJson };

export interface CurrencyJson {
  code: string;
  name: string;
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
