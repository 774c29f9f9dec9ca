/** The JSON of /api/v2/looch/... (api/src/modules/finder/finder.schema.ts). */
export interface FinderPerson {
  id: string;
  full_name: string;
  position: string;
  company_name: string;
  location: string;
  industry: string;
  profile_url: string;
  email: string | null;
  work_email: string | null;
  phone: string | null;
  enriched_email: string | null;
  is_enriched: boolean;
  is_fresh: boolean;
  is_social_only: boolean;
}

export interface FinderPage {
  items: FinderPerson[];
  count: number;
  page: number;
  page_size: number;
}

/** The `filters` JSON the finder calls carry (docs/decisions.md, C2). */
export interface FinderFilters {
  query?: string;
  homeowner?: boolean;
  married?: boolean;
  children?: boolean;
  gender?: string[];
  net_worth?: string[];
  income_range?: string[];
  age_range?: { min?: number; max?: number };
  contact_info?: ('email' | 'work_email' | 'phone')[];
  enriched_only?: boolean;
  fresh_only?: boolean;
  social_network_only?: boolean;
}

export interface AddToWorkflowResult {
  added: number;
  already_in_campaign: number;
  skipped_existing: number;
  prospects_created: number;
}

export interface EnrichResult {
  items: { id: string; enriched_email: string | null; enrichment: string }[];
  credits_used: number;
}

export const FINDER_PAGE_SIZE = 25;
