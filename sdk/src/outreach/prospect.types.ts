/**
 * The JSON of /api/profiles (outreach §7 My Prospects): one definition for the API that
 * answers it (api/src/modules/prospects) and the campaigns remote that reads it.
 */

/** spec: outreach §4 prospect lifecycle: new, contacted, connected, got reply, lead, customer. */
export const prospectLifecycles = ['new', 'contacted', 'connected', 'got_reply', 'lead', 'customer'] as const;
export type ProspectLifecycle = (typeof prospectLifecycles)[number];

export interface ProspectLabelJson {
  _id: string;
  name: string;
  color: string;
  type: string;
}

export interface ProspectJson {
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
  lifecycle: ProspectLifecycle;
  enrichment: string | null;
  source: string;
  labels: ProspectLabelJson[];
  created_at: string;
  updated_at: string;
}

export interface ProspectPage {
  items: ProspectJson[];
  total: number;
  offset: number;
  limit: number;
}

export interface NoteJson {
  _id: string;
  text: string;
  author_id: string | null;
  created_at: string;
}

export interface ProspectCampaignJson {
  workflow_id: string;
  name: string;
  status: string;
  state: string;
  pause_reason: string | null;
  wait_reason: string | null;
  next_step: { key: string; kind: string; number: number } | null;
  next_step_at: string | null;
}

export interface ProspectMessageJson {
  _id: string;
  dialog_id: string;
  direction: 'in' | 'out';
  channel: string;
  kind: string;
  subject: string | null;
  text: string;
  sent_at: string;
}

export interface ProspectDetailJson extends ProspectJson {
  notes: NoteJson[];
  campaigns: ProspectCampaignJson[];
  messages: ProspectMessageJson[];
}
