/**
 * The CRM (pipelines, stages, deals): the scope its queries take, reading deals, and the lists
 * the deal form offers (owners, currencies, profiles, companies). Pipelines, stages and deal
 * changes live in crm-pipelines.ts, crm-stages.ts and crm-deals.ts.
 */
import { and, asc, eq, ilike, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { crmDeals, crmStages, prospects, spaceMembers, users } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import {
  type CrmProfileJson,
  crmCurrencies,
  crmMessages,
  crmPlatform,
  crmSearchLimit,
  type DealJson,
  type OwnerJson,
} from './crm.schema';

/** What the CRM's queries need: the workspace and a database (a transaction included). */
export type CrmScope = Pick<SpaceScope, 'db' | 'spaceId' | 'clock'>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function memberName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

const dealColumns = {
  deal: crmDeals,
  stageProbability: crmStages.probability,
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
  prospectId: prospects.id,
  prospectFullName: prospects.fullName,
  prospectFirstName: prospects.firstName,
  prospectLastName: prospects.lastName,
  prospectCompany: prospects.companyName,
};

export async function selectDeals(scope: CrmScope, where: SQL | undefined) {
  return scope.db
    .select(dealColumns)
    .from(crmDeals)
    .innerJoin(crmStages, eq(crmStages.id, crmDeals.stageId))
    .leftJoin(users, eq(users.id, crmDeals.ownerId))
    .leftJoin(prospects, eq(prospects.id, crmDeals.prospectId))
    .where(and(inSpace(crmDeals, scope), where))
    .orderBy(asc(crmDeals.position), asc(crmDeals.createdAt), asc(crmDeals.id));
}

type DealSelection = Awaited<ReturnType<typeof selectDeals>>[number];

export function dealJson(row: DealSelection): DealJson {
  const { deal } = row;
  return {
    _id: deal.id,
    platform: crmPlatform,
    name: deal.name,
    pipeline: deal.pipelineId,
    crm_stage: deal.stageId,
    amount: deal.amount === null ? null : Number(deal.amount),
    currency: deal.currency,
    crm_owner:
      row.ownerId && row.ownerEmail !== null
        ? {
            _id: row.ownerId,
            name: memberName({
              firstName: row.ownerFirstName ?? '',
              lastName: row.ownerLastName ?? '',
              email: row.ownerEmail,
            }),
          }
        : null,
    // The deal's own probability, or its stage's while it has none.
    probability: deal.probability ?? row.stageProbability,
    position: deal.position,
    status: deal.status,
    prospect: row.prospectId
      ? {
          _id: row.prospectId,
          full_name:
            row.prospectFullName || `${row.prospectFirstName ?? ''} ${row.prospectLastName ?? ''}`.trim(),
          company_name: row.prospectCompany ?? null,
        }
      : null,
    workflow_id: deal.workflowId,
    created_at: deal.createdAt.toISOString(),
  };
}

export async function getDeal(scope: CrmScope, id: string): Promise<DealJson> {
  if (!isUuid(id)) throw new AppError(404, crmMessages.dealNotFound);
  const [row] = await selectDeals(scope, eq(crmDeals.id, id));
  if (!row) throw new AppError(404, crmMessages.dealNotFound);
  return dealJson(row);
}

/** GET owners: the workspace's members (spec outreach §3 "CRM owner list"). */
export async function listOwners(scope: CrmScope): Promise<OwnerJson[]> {
  const rows = await scope.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(inSpace(spaceMembers, scope))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
  return rows.map((row) => ({ _id: row.id, name: memberName(row), email: row.email }));
}

export function listCurrencies() {
  return crmCurrencies.map((currency) => ({ code: currency.code, name: currency.name }));
}

/** GET profiles?q=: the workspace's prospects by name, company or email, at most 10. */
export async function searchProfiles(
  scope: CrmScope,
  q: string | undefined,
  limit: number,
): Promise<CrmProfileJson[]> {
  const text = q?.trim() ?? '';
  const pattern = containing(text);
  const rows = await scope.db
    .select({
      id: prospects.id,
      fullName: prospects.fullName,
      firstName: prospects.firstName,
      lastName: prospects.lastName,
      companyName: prospects.companyName,
      workEmail: prospects.workEmail,
      personalEmail: prospects.personalEmail,
      enrichedEmail: prospects.enrichedEmail,
    })
    .from(prospects)
    .where(
      and(
        inSpace(prospects, scope),
        text
          ? or(
              ilike(prospects.fullName, pattern),
              ilike(prospects.companyName, pattern),
              ilike(prospects.emailKey, pattern),
              ilike(prospects.workEmail, pattern),
              ilike(prospects.personalEmail, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(prospects.fullName), asc(prospects.id))
    .limit(Math.min(limit, crmSearchLimit));
  return rows.map((row) => ({
    _id: row.id,
    full_name: row.fullName || `${row.firstName} ${row.lastName}`.trim(),
    company_name: row.companyName,
    email: row.workEmail ?? row.personalEmail ?? row.enrichedEmail,
  }));
}

/** GET companies?q=: distinct company names of the workspace's prospects, at most 10. */
export async function searchCompanies(
  scope: CrmScope,
  q: string | undefined,
  limit: number,
): Promise<{ name: string }[]> {
  const text = q?.trim() ?? '';
  const rows = await scope.db
    .selectDistinct({ name: prospects.companyName })
    .from(prospects)
    .where(
      and(
        inSpace(prospects, scope),
        isNotNull(prospects.companyName),
        ne(prospects.companyName, ''),
        text ? ilike(prospects.companyName, containing(text)) : undefined,
      ),
    )
    .orderBy(asc(prospects.companyName))
    .limit(Math.min(limit, crmSearchLimit));
  return rows.flatMap((row) => (row.name ? [{ name: row.name }] : []));
}
