import { z } from '@hono/zod-openapi';
import { strictObject } from '../../strict-object';
import { genders, incomeRanges, netWorthBuckets } from './finder-dataset';
import { blankAsUnset, queryFlag } from '../../paging';

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

const filtersText = z
  .preprocess(
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
  )
  .openapi({ type: 'string', description: 'The finder filters, a JSON object as text (docs/decisions.md)' });

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
  count_only: queryFlag('count_only'),
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
  fresh_only: queryFlag('fresh_only'),
});

/** The `{filter}` of GET /looch/filters/{filter}; another name is "Unknown filter" (404). */
export const filterParams = z.object({
  filter: z.string().openapi({
    param: { name: 'filter', in: 'path' },
    description: `One of ${finderFilterNames.join(', ')}`,
    example: 'industry',
  }),
});

/** A person of the data set as the finder shows them (outreach §3 finder attributes). */
export const FinderPersonSchema = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    position: z.string(),
    company_name: z.string(),
    company_domain: z.string(),
    location: z.string(),
    industry: z.string(),
    profile_url: z.string(),
    email: z.string().nullable(),
    work_email: z.string().nullable(),
    phone: z.string().nullable(),
    enriched_email: z
      .string()
      .nullable()
      .openapi({ description: 'Shown once this workspace enriched the person' }),
    is_enriched: z.boolean(),
    is_fresh: z.boolean(),
    is_social_only: z.boolean(),
    homeowner: z.boolean(),
    net_worth: z.string(),
    income_range: z.string(),
    children: z.boolean(),
    married: z.boolean(),
    age: z.number().int(),
    gender: z.string(),
  })
  .openapi('FinderPerson');
export type FinderPersonJson = z.infer<typeof FinderPersonSchema>;

export const FinderPageSchema = z
  .object({
    items: z.array(FinderPersonSchema),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .openapi('FinderPage');
export type FinderPage = z.infer<typeof FinderPageSchema>;

/** GET /v2/looch/profiles?count_only=true */
export const FinderCountSchema = z.object({ count: z.number().int() }).openapi('FinderCount');

/** What a filter's input suggests: what to show, and what the filters JSON carries. */
export const FinderFilterValueSchema = z
  .object({ string_value: z.string(), saved_value: z.string() })
  .openapi('FinderFilterValue');

export const AddToWorkflowResultSchema = z
  .object({
    added: z.number().int().openapi({ description: 'Newly in the campaign (pending)' }),
    already_in_campaign: z.number().int().openapi({ description: 'Were in this campaign already' }),
    skipped_existing: z
      .number()
      .int()
      .openapi({ description: 'Prospects of the workspace left out because is_existing_people was false' }),
    prospects_created: z.number().int().openapi({ description: "New rows in the workspace's prospects" }),
  })
  .openapi('FinderAddToWorkflowResult');
export type AddToWorkflowResult = z.infer<typeof AddToWorkflowResultSchema>;

export const EnrichResultSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        enriched_email: z.string().nullable(),
        enrichment: z.enum(['enriched', 'enriched_no_contacts']),
      }),
    ),
    // spec: outreach §9 "Enrichment costs 1 credit for a verified email"; recorded in finder_enrichments.
    credits_used: z.number().int(),
  })
  .openapi('FinderEnrichResult');
export type EnrichResult = z.infer<typeof EnrichResultSchema>;
