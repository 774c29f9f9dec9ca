import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../../db/ids';
import {
  campaignProspects,
  type FinderPersonRow,
  finderEnrichments,
  finderPeople,
  prospects,
  workflows,
} from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { debitCredits } from '../credits';
import { emailKeyOf, profileKeyOf } from '../prospects';
import { ensureFinderDataset, genders, incomeRanges, netWorthBuckets } from './finder-dataset';
import {
  type FinderFilterName,
  type FinderFilters,
  type AddToWorkflowResult,
  type EnrichResult,
  type FinderPage,
  type FinderPersonJson,
  type FinderSelection,
  finderMessages,
  type finderSorts,
} from './finder.schema';
import { columnHasWord, queryWords, textHasWord } from './word-match';

/** The §3 finder filters as one SQL condition. */
export function filtersCondition(filters: FinderFilters): SQL | undefined {
  const p = finderPeople;
  const conditions: (SQL | undefined)[] = [];
  // Every word of the query is a whole word of the name, company or position ("CTO" is not "Director").
  for (const word of queryWords(filters.query ?? '')) {
    conditions.push(
      or(
        ...[p.fullName, p.companyName, p.position].map((column) => columnHasWord(column, word, 'whole_word')),
      ),
    );
  }
  const anyOf = (column: PgColumn, values: string[] | undefined) => {
    if (values && values.length > 0) conditions.push(inArray(column, values));
  };
  anyOf(p.position, filters.position);
  anyOf(p.companyName, filters.company);
  anyOf(p.location, filters.location);
  anyOf(p.industry, filters.industry);
  anyOf(p.netWorth, filters.net_worth);
  anyOf(p.incomeRange, filters.income_range);
  anyOf(p.gender, filters.gender);
  if (filters.homeowner !== undefined) conditions.push(eq(p.homeowner, filters.homeowner));
  if (filters.married !== undefined) conditions.push(eq(p.married, filters.married));
  if (filters.children !== undefined) conditions.push(eq(p.children, filters.children));
  if (filters.age_range?.min !== undefined) conditions.push(gte(p.age, filters.age_range.min));
  if (filters.age_range?.max !== undefined) conditions.push(lte(p.age, filters.age_range.max));
  for (const kind of filters.contact_info ?? []) {
    conditions.push(isNotNull(kind === 'email' ? p.email : kind === 'work_email' ? p.workEmail : p.phone));
  }
  if (filters.enriched_only) conditions.push(eq(p.isEnriched, true));
  if (filters.fresh_only) conditions.push(eq(p.isFresh, true));
  if (filters.social_network_only) conditions.push(eq(p.isSocialOnly, true));
  return and(...conditions);
}

function sortOf(sort: (typeof finderSorts)[number] | undefined) {
  const p = finderPeople;
  const column = { name: p.fullName, company: p.companyName, position: p.position, location: p.location }[
    sort ?? 'name'
  ];
  return sort ? [asc(column), asc(p.id)] : [asc(p.id)];
}

function personJson(row: FinderPersonRow, enriched: string | null): FinderPersonJson {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: row.fullName,
    position: row.position,
    company_name: row.companyName,
    company_domain: row.companyDomain,
    location: row.location,
    industry: row.industry,
    profile_url: row.profileUrl,
    email: row.email,
    work_email: row.workEmail,
    phone: row.phone,
    enriched_email: enriched,
    is_enriched: row.isEnriched,
    is_fresh: row.isFresh,
    is_social_only: row.isSocialOnly,
    homeowner: row.homeowner,
    net_worth: row.netWorth,
    income_range: row.incomeRange,
    children: row.children,
    married: row.married,
    age: row.age,
    gender: row.gender,
  };
}

/** What this workspace's enrichments revealed, per person. */
async function enrichedEmails(scope: SpaceScope, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await scope.db
    .select({ personId: finderEnrichments.personId, email: finderEnrichments.email })
    .from(finderEnrichments)
    .where(and(inSpace(finderEnrichments, scope), inArray(finderEnrichments.personId, ids)));
  return new Map(rows.map((row) => [row.personId, row.email]));
}

export async function searchPeople(
  scope: SpaceScope,
  query: {
    filters: FinderFilters;
    count_only: boolean;
    page: number;
    page_size: number;
    sort?: (typeof finderSorts)[number];
  },
): Promise<FinderPage | { count: number }> {
  await ensureFinderDataset(scope.db);
  const where = filtersCondition(query.filters);
  const [total] = await scope.db.select({ total: count() }).from(finderPeople).where(where);
  const matched = Number(total?.total ?? 0);
  if (query.count_only) return { count: matched };
  const rows = await scope.db
    .select()
    .from(finderPeople)
    .where(where)
    .orderBy(...sortOf(query.sort))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const enriched = await enrichedEmails(
    scope,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => personJson(row, enriched.get(row.id) ?? null)),
    count: matched,
    page: query.page,
    page_size: query.page_size,
  };
}

const bucketFilters: Partial<Record<FinderFilterName, readonly { value: string; label: string }[]>> = {
  net_worth: netWorthBuckets,
  income_range: incomeRanges,
  gender: genders,
};

/**
 * GET /looch/filters/{filter}: suggestions for a filter's input, `{ string_value,
 * saved_value }` pairs (what to show, what the filters JSON carries).
 */
export async function filterValues(
  scope: SpaceScope,
  filter: string,
  query: {
    query?: string;
    additional_query?: string;
    offset: number;
    limit: number;
    excluded_values: string[];
    fresh_only: boolean;
  },
): Promise<{ string_value: string; saved_value: string }[]> {
  const name = filter as FinderFilterName;
  const buckets = bucketFilters[name];
  // Suggestions follow typing: each typed word starts a word of the value.
  const needles = [query.query, query.additional_query].flatMap((value) => queryWords(value ?? ''));
  if (buckets) {
    return buckets
      .filter((bucket) => !query.excluded_values.includes(bucket.value))
      .filter((bucket) => needles.every((needle) => textHasWord(bucket.label, needle, 'word_start')))
      .slice(query.offset, query.offset + query.limit)
      .map((bucket) => ({ string_value: bucket.label, saved_value: bucket.value }));
  }
  const columns = {
    position: finderPeople.position,
    company: finderPeople.companyName,
    location: finderPeople.location,
    industry: finderPeople.industry,
  } as const;
  const column = (columns as Record<string, PgColumn>)[name];
  if (!column) throw new AppError(404, finderMessages.unknownFilter);
  await ensureFinderDataset(scope.db);
  const rows = await scope.db
    .selectDistinct({ value: column })
    .from(finderPeople)
    .where(
      and(
        ...needles.map((needle) => columnHasWord(column, needle, 'word_start')),
        query.excluded_values.length > 0 ? notInArray(column, query.excluded_values) : undefined,
        query.fresh_only ? eq(finderPeople.isFresh, true) : undefined,
      ),
    )
    .orderBy(asc(column))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => ({ string_value: row.value, saved_value: row.value }));
}

/** The people an add_to_workflow or enrich call is about. */
async function selectPeople(scope: SpaceScope, selection: FinderSelection): Promise<FinderPersonRow[]> {
  await ensureFinderDataset(scope.db);
  let where = filtersCondition(selection.filters);
  if (selection.ids.length > 0 || selection.linkedin_urls.length > 0) {
    const keys = selection.linkedin_urls
      .map((url) => profileKeyOf(url))
      .filter((key): key is string => key !== null);
    const urls = keys.map((key) => `https://www.${key}`);
    where =
      or(
        selection.ids.length > 0 ? inArray(finderPeople.id, selection.ids) : undefined,
        urls.length > 0 ? inArray(finderPeople.profileUrl, urls) : undefined,
      ) ?? sql`false`;
  }
  return scope.db
    .select()
    .from(finderPeople)
    .where(where)
    .orderBy(...sortOf(selection.sort))
    .limit(selection.limit);
}

/**
 * POST /v2/looch/profiles/add_to_workflow: copies the chosen people into the
 * workspace's prospects (deduplicated on profile URL and email) and into the
 * campaign as pending, in one transaction.
 */
export async function addToWorkflow(
  scope: SpaceScope,
  selection: FinderSelection,
  input: { workflow_id: string; is_existing_people: boolean },
): Promise<AddToWorkflowResult> {
  if (!isUuid(input.workflow_id)) throw new AppError(404, errorMessages.workflowNotFound);
  const [workflow] = await scope.db
    .select()
    .from(workflows)
    .where(and(inSpace(workflows, scope), eq(workflows.id, input.workflow_id)));
  if (!workflow || workflow.status === 'deleted' || workflow.status === 'archived') {
    throw new AppError(404, errorMessages.workflowNotFound);
  }
  const people = await selectPeople(scope, selection);
  if (people.length === 0) throw new AppError(400, finderMessages.noPeople);
  // spec: outreach §5/§8 "Adding profiles to an email-only campaign is refused" for people with no address.
  if (workflow.isEmailOnly && people.some((person) => !person.email && !person.workEmail)) {
    throw new AppError(400, finderMessages.emailOnly);
  }

  return scope.db.transaction(async (tx) => {
    const keyed = people.map((person) => ({
      person,
      profileKey: profileKeyOf(person.profileUrl),
      emailKey: emailKeyOf(person.workEmail, person.email),
    }));
    const profileKeys = keyed.map((entry) => entry.profileKey).filter((key): key is string => key !== null);
    const emailKeys = keyed.map((entry) => entry.emailKey).filter((key): key is string => key !== null);
    const findExisting = () =>
      tx
        .select({ id: prospects.id, profileKey: prospects.profileKey, emailKey: prospects.emailKey })
        .from(prospects)
        .where(
          and(
            inSpace(prospects, scope),
            or(
              profileKeys.length > 0 ? inArray(prospects.profileKey, profileKeys) : undefined,
              emailKeys.length > 0 ? inArray(prospects.emailKey, emailKeys) : undefined,
            ),
          ),
        );
    const before = await findExisting();
    const existingOf = (rows: typeof before, entry: (typeof keyed)[number]) =>
      rows.find(
        (row) =>
          (entry.profileKey && row.profileKey === entry.profileKey) ||
          (entry.emailKey && row.emailKey === entry.emailKey),
      );
    const now = scope.clock.now();
    const fresh = keyed.filter((entry) => !existingOf(before, entry));
    let created = 0;
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(prospects)
        .values(
          fresh.map(({ person, profileKey, emailKey }) => ({
            spaceId: scope.spaceId,
            firstName: person.firstName,
            lastName: person.lastName,
            fullName: person.fullName,
            profileUrl: person.profileUrl,
            profileKey,
            emailKey,
            position: person.position,
            location: person.location,
            industry: person.industry,
            companyName: person.companyName,
            companyDomain: person.companyDomain,
            personalEmail: person.email,
            workEmail: person.workEmail,
            phone: person.phone,
            source: 'finder',
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: prospects.id });
      created = inserted.length;
    }
    const after = await findExisting();
    const chosen: string[] = [];
    let skipped = 0;
    for (const entry of keyed) {
      const row = existingOf(after, entry);
      if (!row) continue;
      if (existingOf(before, entry) && !input.is_existing_people) {
        skipped += 1;
        continue;
      }
      if (!chosen.includes(row.id)) chosen.push(row.id);
    }
    const added =
      chosen.length === 0
        ? []
        : await tx
            .insert(campaignProspects)
            .values(
              chosen.map((prospectId) => ({
                spaceId: scope.spaceId,
                workflowId: workflow.id,
                prospectId,
                state: 'pending' as const,
                createdAt: now,
                updatedAt: now,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: campaignProspects.id });
    return {
      added: added.length,
      already_in_campaign: chosen.length - added.length,
      skipped_existing: skipped,
      prospects_created: created,
    };
  });
}

export interface EnrichOptions {
  /** Who enriches: their monthly credit cap applies and the credits history names them. */
  userId?: string | null;
  /** After the transaction committed, with the balance left (update_credits, auto top-up). */
  afterDebit?: (balance: number) => Promise<void>;
}

/**
 * POST /v2/looch/profiles/enrich: reveals the data set's verified email; a person
 * this workspace enriched before costs nothing again. The workspace's prospect
 * with the same profile URL gets the email and its enrichment state.
 */
export async function enrichPeople(
  scope: SpaceScope,
  selection: FinderSelection,
  options: EnrichOptions = {},
): Promise<EnrichResult> {
  const people = await selectPeople(scope, selection);
  if (people.length === 0) throw new AppError(400, finderMessages.noPeople);
  let balance: number | null = null;
  const result = await scope.db.transaction(async (tx) => {
    const done = await tx
      .select({ personId: finderEnrichments.personId })
      .from(finderEnrichments)
      .where(
        and(
          inSpace(finderEnrichments, scope),
          inArray(
            finderEnrichments.personId,
            people.map((person) => person.id),
          ),
        ),
      );
    const already = new Set(done.map((row) => row.personId));
    let credits = 0;
    const items: EnrichResult['items'] = [];
    for (const person of people) {
      const profileKey = profileKeyOf(person.profileUrl);
      const [prospect] = profileKey
        ? await tx
            .select({ id: prospects.id })
            .from(prospects)
            .where(and(inSpace(prospects, scope), eq(prospects.profileKey, profileKey)))
        : [];
      if (!person.enrichedEmail) {
        items.push({ id: person.id, enriched_email: null, enrichment: 'enriched_no_contacts' });
        if (prospect) {
          await tx
            .update(prospects)
            .set({ enrichment: 'enriched_no_contacts', updatedAt: scope.clock.now() })
            .where(
              and(inSpace(prospects, scope), eq(prospects.id, prospect.id), isNull(prospects.enrichedEmail)),
            );
        }
        continue;
      }
      if (!already.has(person.id)) {
        // 1 credit, in this transaction: not enough credits (402) undoes the whole enrichment.
        const debit = await debitCredits(tx, {
          spaceId: scope.spaceId,
          userId: options.userId ?? null,
          amount: 1,
          category: 'enrich',
          idempotencyKey: `enrich:${person.id}`,
          description: `Enrichment: ${person.fullName}`,
          now: scope.clock.now(),
        });
        balance = debit.balance;
        if (debit.debited) credits += 1;
        await tx.insert(finderEnrichments).values({
          spaceId: scope.spaceId,
          personId: person.id,
          prospectId: prospect?.id ?? null,
          email: person.enrichedEmail,
          credits: 1,
          createdAt: scope.clock.now(),
        });
      }
      if (prospect) {
        await tx
          .update(prospects)
          .set({ enrichedEmail: person.enrichedEmail, enrichment: 'enriched', updatedAt: scope.clock.now() })
          .where(and(inSpace(prospects, scope), eq(prospects.id, prospect.id)));
      }
      items.push({ id: person.id, enriched_email: person.enrichedEmail, enrichment: 'enriched' });
    }
    return { items, credits_used: credits };
  });
  if (balance !== null && result.credits_used > 0) await options.afterDebit?.(balance);
  return result;
}
