/** The JSON of /api/profiles (api/src/modules/prospects/prospects.schema.ts). */
export const lifecycles = ['new', 'contacted', 'connected', 'got_reply', 'lead', 'customer'] as const;
export type Lifecycle = (typeof lifecycles)[number];

export interface LabelRef {
  _id: string;
  name: string;
  color: string;
  type: string;
}

export interface Prospect {
  _id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  profile_url: string | null;
  position: string | null;
  location: string | null;
  industry: string | null;
  company_name: string | null;
  company_domain: string | null;
  personal_email: string | null;
  work_email: string | null;
  enriched_email: string | null;
  phone: string | null;
  twitter: string | null;
  website: string | null;
  custom_fields: Record<string, string>;
  lifecycle: Lifecycle;
  enrichment: string | null;
  source: string;
  labels: LabelRef[];
  created_at: string;
  updated_at: string;
}

export interface ProspectPage {
  items: Prospect[];
  total: number;
  offset: number;
  limit: number;
}

export interface Note {
  _id: string;
  text: string;
  author_id: string | null;
  created_at: string;
}

export interface ProspectCampaign {
  workflow_id: string;
  name: string;
  status: string;
  state: string;
  pause_reason: string | null;
  wait_reason: string | null;
  next_step: { key: string; kind: string; number: number } | null;
  next_step_at: string | null;
}

export interface ProspectMessage {
  _id: string;
  dialog_id: string;
  direction: 'in' | 'out';
  channel: string;
  kind: string;
  subject: string | null;
  text: string;
  sent_at: string;
}

export interface ProspectDetail extends Prospect {
  notes: Note[];
  campaigns: ProspectCampaign[];
  messages: ProspectMessage[];
}

export const PROSPECTS_PAGE_SIZE = 25;
