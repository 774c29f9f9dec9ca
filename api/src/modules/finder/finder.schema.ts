import { z } from 'zod';
import { strictObject } from '../../strict-object';
import { genders, incomeRanges, netWorthBuckets } from './finder-dataset';

export const finderPageSize = 25;
export const maxFinderPageSize = 100;
/** One add_to_workflow or enrich call handles at most this many people. */
export const maxFinderBatch = 1000;

export const finderMessages = {
  // spec: outreach §8.
  emailOnly: 'You can not add profiles to email only campaign',
  ghlNotConfigured: 'GoHighLevel is not configured for this workspace',
  unknownFilter: 'Unknown filter',
  noPeople: 'No profiles match',
  filtersJson: 'filters must be a JSON object',
} as const;

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const textList = z.array(z.string().trim().min(1).max(200)).max(50);

/**
 * The `filters` JSON text of the /looch calls (outreach §3 finder filters). The
 * spec shows no shape; this one is documented in docs/decisions.md.
 */
export const finderFilters = z
  .object({
    query: z.string().trim().max(200).optional(),
    position: textList.optional(),
    company: textList.optional(),
    location: textList.optional(),
    industry: textList.optional(),
    homeowner: z.boolean().optional(),
    married: z.boolean().optional(),
    children: z.boolean().optional(),
    net_worth: z.array(z.enum(netWorthBuckets.map((b) => b.value) as [string, ...string[]])).optional(),
    income_range: z.array(z.enum(incomeRanges.map((b) => b.value) as [string, ...string[]])).optional(),
    gender: z.array(z.enum(genders.map((b) => b.value) as [string, ...string[]])).optional(),
    age_range: z
      .object({
        min: z.number().int().min(0).max(120).optional(),
        max: z.number().int().min(0).max(120).optional(),
      })
      .optional(),
    /** Contact-info flags: every chosen kind must be present. */
    contact_info: z.array(z.enum(['email', 'work_email', 'phone'])).optional(),
    enriched_only: z.boolean().optional(),
    fresh_only: z.boolean().optional(),
    social_network_only: z.boolean().optional(),
  })
  .strict();
export type FinderFilters = z.infer<typeof finderFilters>;

const filtersText = z.preprocess(
  blankAsUnset,
  z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined) return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: finderMessages.filtersJson });
        return z.NEVER;
      }
    })
    .pipe(finderFilters),
);

const flag = (field: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false', '1', '0'], { error: `${field} must be true or false` })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  );

const intIn = (field: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: `${field} must be a number` })
      .int(`${field} must be a whole number`)
      .min(min, `${field} must be at least ${min}`)
      .max(max, `${field} can not be more than ${max}`)
      .default(fallback),
  );

/** A comma-separated list, or a JSON array. */
const list = z.preprocess(
  blankAsUnset,
  z
    .string()
    .optional()
    .transform((text) => {
      if (!text) return [];
      if (text.trim().startsWith('[')) {
        try {
          const parsed = JSON.parse(text) as unknown;
          if (Array.isArray(parsed)) return parsed.map(String);
        } catch {
          // fall through: treated as a comma-separated list
        }
      }
      return text
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
    }),
);

export const finderSorts = ['name', 'company', 'position', 'location'] as const;

/** GET /v2/looch/profiles */
export const finderListQuery = z.object({
  credentials: z.string().optional(),
  filters: filtersText,
  count_only: flag('count_only'),
  page: intIn('page', 1, 10_000, 1),
  page_size: intIn('page_size', 1, maxFinderPageSize, finderPageSize),
  sort: z.preprocess(
    blankAsUnset,
    z.enum(finderSorts, { error: `sort must be one of ${finderSorts.join(', ')}` }).optional(),
  ),
});

/** The selection of add_to_workflow and enrich: ids or profile URLs, else the filters (up to `limit`). */
export const finderSelectionQuery = z.object({
  credentials: z.string().optional(),
  filters: filtersText,
  ids: list,
  linkedin_urls: list,
  limit: intIn('limit', 1, maxFinderBatch, 100),
  sort: z.preprocess(
    blankAsUnset,
    z.enum(finderSorts, { error: `sort must be one of ${finderSorts.join(', ')}` }).optional(),
  ),
});
export type FinderSelection = z.infer<typeof finderSelectionQuery>;

/** POST /v2/looch/profiles/add_to_workflow: outreach §7 gives the whole body, {is_existing_people, workflow_id}. */
export const addToWorkflowInput = strictObject(
  {
    workflow_id: z.string({ error: 'Fill this field' }).min(1, 'Fill this field'),
    is_existing_people: z.boolean({ error: 'is_existing_people must be true or false' }).default(false),
  },
  { notAnObject: 'Body must be a JSON object' },
);

export const finderFilterNames = [
  'position',
  'company',
  'location',
  'industry',
  'net_worth',
  'income_range',
  'gender',
] as const;
export type FinderFilterName = (typeof finderFilterNames)[number];

/** GET /looch/filters/{filter} */
export const filterValuesQuery = z.object({
  query: z.preprocess(blankAsUnset, z.string().trim().max(200).optional()),
  additional_query: z.preprocess(blankAsUnset, z.string().trim().max(200).optional()),
  offset: intIn('offset', 0, 100_000, 0),
  limit: intIn('limit', 1, 50, 5),
  excluded_values: list,
  fresh_only: flag('fresh_only'),
});

export interface FinderPersonJson {
  id: string;
  first_name: string;
  last_name: string;
  full_name: string;
  position: string;
  company_name: string;
  company_domain: string;
  location: string;
  industry: string;
  profile_url: string;
  email: string | null;
  work_email: string | null;
  phone: string | null;
  /** Shown once this workspace enriched the person. */
  enriched_email: string | null;
  is_enriched: boolean;
  is_fresh: boolean;
  is_social_only: boolean;
  homeowner: boolean;
  net_worth: string;
  income_range: string;
  children: boolean;
  married: boolean;
  age: number;
  gender: string;
}

export interface FinderPage {
  items: FinderPersonJson[];
  count: number;
  page: number;
  page_size: number;
}
