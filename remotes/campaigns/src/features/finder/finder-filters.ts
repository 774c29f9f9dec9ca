/**
 * The `filters` JSON the finder calls carry in their query (docs/decisions.md, C2). The contract
 * types that query as a string (the API parses it with finderFilters in finder.schema.ts), so the
 * screen writes the object it encodes here. The answers' types come from the contract
 * (ApiSchema<'FinderPerson'>, ApiPayload<'get', '/v2/looch/profiles'>...).
 */
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

export const FINDER_PAGE_SIZE = 25;
