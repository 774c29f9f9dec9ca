import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { campaignProspects, prospectLabels, prospectLifecycles, prospects } from '../../db/schema';
import type { ListProspectsQuery, ProspectLabelJson } from './prospects.schema';

/**
 * GET /profiles' statement, built once per shape (issue 25, db/prepared.ts): the key names what
 * changes its SQL text, and every value is a placeholder `listProspects` fills.
 */

/** A prospect's labels as a JSON array, ordered as `labelsOf` orders them, for a select list. */
function labelsColumn(spaceId: string | Placeholder): SQL.Aliased<ProspectLabelJson[]> {
  // Written out: drizzle leaves columns unqualified in a one-table select, which a subquery can not use.
  return sql<ProspectLabelJson[]>`coalesce((
    select json_agg(json_build_object('_id', l.id, 'name', l.name, 'color', l.color, 'type', l.type)
      order by l.display_order, l.name)
    from prospect_labels pl inner join labels l on l.id = pl.label_id
    where pl.space_id = ${spaceId} and pl.prospect_id = prospects.id
  ), '[]'::json)`
    .mapWith(
      (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as ProspectLabelJson[],
    )
    .as('labels');
}

/**
 * The columns a prospect's answer is made of (`prospectJson`, prospects.service), and no others:
 * the list reads 25 rows of these, and the driver and drizzle's mapping pay for every column.
 */
export const prospectJsonColumns = {
  id: prospects.id,
  firstName: prospects.firstName,
  lastName: prospects.lastName,
  fullName: prospects.fullName,
  profileUrl: prospects.profileUrl,
  position: prospects.position,
  location: prospects.location,
  companyName: prospects.companyName,
  companyDomain: prospects.companyDomain,
  personalEmail: prospects.personalEmail,
  workEmail: prospects.workEmail,
  enrichedEmail: prospects.enrichedEmail,
  phone: prospects.phone,
  twitter: prospects.twitter,
  website: prospects.website,
  customFields: prospects.customFields,
  lifecycle: prospects.lifecycle,
  industry: prospects.industry,
  enrichment: prospects.enrichment,
  source: prospects.source,
  createdAt: prospects.createdAt,
  updatedAt: prospects.updatedAt,
};

/** Page sizes written into the statement of a first page (the list's own, the CRM search's). */
const literalLimits = new Set([10, 25, 50, 100]);

/**
 * The limit of a first page of a usual size, written into the statement rather than passed: with
 * `limit $1 offset $2` Postgres can not tell what a generic plan would cost (it guesses an offset
 * past every row), so it plans the statement anew on every run (issue 25: about 40 % of its CPU
 * for this route). Without the offset and with the limit known, its generic plan is used.
 */
function firstPageLimit(query: ListProspectsQuery): number | undefined {
  return query.offset === 0 && literalLimits.has(query.limit) ? query.limit : undefined;
}

/** What changes the profiles list's SQL text: which filters are on, how many values, the sort. */
export function prospectsListKey(query: ListProspectsQuery): string {
  const labels = query.label_ids.length > 0 ? `labels${query.label_ids.filter(isUuid).length}` : '';
  const workflow =
    query.workflow_id === undefined ? '' : isUuid(query.workflow_id) ? 'workflow' : 'noworkflow';
  const parts = [
    query.query ? 'search' : '',
    `status${query.status.length}`,
    labels,
    workflow,
    query.has_email ? `email${query.has_email}` : '',
    query.created_from ? 'from' : '',
    query.created_to ? 'to' : '',
    query.sort,
    query.order,
    firstPageLimit(query) ?? 'page',
  ];
  return `profiles_list_${parts.filter(Boolean).join('_')}`;
}

/** The profiles list's conditions, every value a placeholder (`listProspects` fills them). */
function prospectsListWhere(db: Db, query: ListProspectsQuery): SQL | undefined {
  const spaceId = sql.placeholder('spaceId');
  const conditions: (SQL | undefined)[] = [eq(prospects.spaceId, spaceId)];
  if (query.query) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(
        ilike(prospects.fullName, pattern),
        ilike(prospects.companyName, pattern),
        ilike(prospects.workEmail, pattern),
        ilike(prospects.personalEmail, pattern),
        ilike(prospects.enrichedEmail, pattern),
      ),
    );
  }
  if (query.status.length > 0)
    conditions.push(
      inArray(
        prospects.lifecycle,
        query.status.map((_, index) => sql.placeholder(`status${index}`)),
      ),
    );
  const labelIds = query.label_ids.filter(isUuid);
  if (query.label_ids.length > 0) {
    // Any of the chosen labels; an id that is not a UUID names no label.
    const chosen = labelIds.map((_, index) => sql.placeholder(`label${index}`));
    conditions.push(
      chosen.length === 0
        ? sql`false`
        : exists(
            db
              .select({ one: sql`1` })
              .from(prospectLabels)
              .where(
                and(eq(prospectLabels.prospectId, prospects.id), inArray(prospectLabels.labelId, chosen)),
              ),
          ),
    );
  }
  if (query.workflow_id !== undefined) {
    conditions.push(
      !isUuid(query.workflow_id)
        ? sql`false`
        : exists(
            db
              .select({ one: sql`1` })
              .from(campaignProspects)
              .where(
                and(
                  eq(campaignProspects.prospectId, prospects.id),
                  eq(campaignProspects.workflowId, sql.placeholder('workflowId')),
                  eq(campaignProspects.spaceId, spaceId),
                ),
              ),
          ),
    );
  }
  if (query.has_email === 'true') {
    conditions.push(
      or(
        isNotNull(prospects.workEmail),
        isNotNull(prospects.personalEmail),
        isNotNull(prospects.enrichedEmail),
      ),
    );
  } else if (query.has_email === 'false') {
    conditions.push(
      and(isNull(prospects.workEmail), isNull(prospects.personalEmail), isNull(prospects.enrichedEmail)),
    );
  }
  if (query.created_from) conditions.push(gte(prospects.createdAt, sql.placeholder('createdFrom')));
  if (query.created_to) conditions.push(lte(prospects.createdAt, sql.placeholder('createdTo')));
  return and(...conditions);
}

export function prospectsCountQuery(db: Db, query: ListProspectsQuery, name: string) {
  return db.select({ total: count() }).from(prospects).where(prospectsListWhere(db, query)).prepare(name);
}

/**
 * One round trip: the page, the count of every match (a subquery Postgres runs once; not a
 * `count(*) over ()` window, which reads every matching row before the limit) and each row's
 * labels (a subquery Postgres evaluates for the page's rows only).
 */
export function prospectsListQuery(db: Db, query: ListProspectsQuery, name: string) {
  const where = prospectsListWhere(db, query);
  const direction = query.order === 'asc' ? asc : desc;
  const sortColumn = {
    created_at: prospects.createdAt,
    name: sql`lower(${prospects.fullName})`,
    company: sql`lower(coalesce(${prospects.companyName}, ''))`,
    lifecycle: sql`array_position(array[${sql.raw(prospectLifecycles.map((l) => `'${l}'`).join(','))}]::text[], ${prospects.lifecycle})`,
  }[query.sort];
  const countAll = db.select({ total: count() }).from(prospects).where(where);
  const page = db
    .select({
      ...prospectJsonColumns,
      total: sql<number>`(${countAll})`.mapWith(Number),
      labels: labelsColumn(sql.placeholder('spaceId')),
    })
    .from(prospects)
    .where(where)
    .orderBy(direction(sortColumn), direction(prospects.id));
  const limit = firstPageLimit(query);
  // A number here would become a parameter: the literal is what lets Postgres keep one plan.
  if (limit !== undefined) return page.limit(sql.raw(String(limit)) as unknown as number).prepare(name);
  return page.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
}
