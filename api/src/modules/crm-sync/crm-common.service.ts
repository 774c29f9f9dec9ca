/** The CRM calls of no one platform: the workspace's CRM suggestions, and the duplicates export. */
import { getBrand } from '@outreach/brands';
import { and, asc, desc, eq, exists, sql } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import {
  campaignProspects,
  credentials,
  crmDeals,
  crmStages,
  crmSuggestions,
  prospects,
  spaceMembers,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { AppDependencies } from '../../platform/context';
import type { SpaceAccess } from '../../platform/space-access';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type { UserRow } from '../../db/schema';
import { canSee, credentialAccess } from '../credentials';
import { brandMail } from '../whitelabels';
import { csvLine } from '../workflows';
import { crmCommonMessages } from './crm-common.schema';

/** GET /integrations/crm/suggestions: what the members suggested (POST /space/crm_suggestion), newest first. */
export async function listCrmSuggestions(scope: SpaceScope) {
  const rows = await scope.db
    .select()
    .from(crmSuggestions)
    .where(inSpace(crmSuggestions, scope))
    .orderBy(desc(crmSuggestions.createdAt), desc(crmSuggestions.id))
    .limit(100);
  return rows.map((row) => ({
    _id: row.id,
    crm_suggestion: row.suggestion,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  }));
}

export interface ExportDuplicatesRequest {
  scope: SpaceScope;
  user: UserRow;
  access: SpaceAccess;
  brand: string;
  input: { email: string; credentials_id: string };
}

/** The credential, when it is the workspace's and the caller may see it; else 400 'Credentials not found'. */
async function visibleCredential({ scope, user, access, input }: ExportDuplicatesRequest) {
  const id = input.credentials_id;
  const notFound = new AppError(400, crmCommonMessages.credentialsNotFound);
  if (!isUuid(id)) throw notFound;
  const [row] = await scope.db
    .select({ id: credentials.id, username: credentials.username })
    .from(credentials)
    .where(and(inSpace(credentials, scope), eq(credentials.id, id)));
  if (!row || !canSee(await credentialAccess(scope.db, scope.spaceId, user, access), row.id)) throw notFound;
  return row;
}

/** The member of the workspace with this email, or 400: the export leaves the workspace for its own people only. */
async function memberEmail(scope: SpaceScope, email: string): Promise<string> {
  const [member] = await scope.db
    .select({ email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, scope.spaceId), eq(sql`lower(${users.email})`, email.toLowerCase())));
  if (!member) throw new AppError(400, crmCommonMessages.notAMember);
  return member.email;
}

/** The account's prospects (its campaigns' rows) that already have an open deal in the built-in CRM. */
async function duplicateRows(scope: SpaceScope, credentialId: string) {
  return scope.db
    .selectDistinctOn([prospects.id], {
      id: prospects.id,
      name: prospects.fullName,
      email: sql<
        string | null
      >`coalesce(${prospects.workEmail}, ${prospects.enrichedEmail}, ${prospects.personalEmail})`,
      company: prospects.companyName,
      position: prospects.position,
      profileUrl: prospects.profileUrl,
      deal: crmDeals.name,
      stage: crmStages.name,
    })
    .from(prospects)
    .innerJoin(crmDeals, and(eq(crmDeals.prospectId, prospects.id), eq(crmDeals.status, 'open')))
    .innerJoin(crmStages, eq(crmStages.id, crmDeals.stageId))
    .where(
      and(
        inSpace(prospects, scope),
        eq(crmDeals.spaceId, scope.spaceId),
        exists(
          scope.db
            .select({ one: sql`1` })
            .from(campaignProspects)
            .where(
              and(
                eq(campaignProspects.spaceId, scope.spaceId),
                eq(campaignProspects.prospectId, prospects.id),
                eq(campaignProspects.credentialId, credentialId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(prospects.id), asc(crmDeals.createdAt));
}

/**
 * POST /integrations/crm/export_duplicates {email, credentials_id} (spec outreach §7 "CRM"; §9: the
 * CSV arrives by email): the account's prospects that the CRM already holds, which a push with
 * deduplication skips, as a CSV mailed to a member of the workspace.
 */
export async function exportCrmDuplicates(
  deps: Pick<AppDependencies, 'mail' | 'logger'>,
  request: ExportDuplicatesRequest,
) {
  const { scope, input } = request;
  const credential = await visibleCredential(request);
  const to = await memberEmail(scope, input.email);
  const rows = await duplicateRows(scope, credential.id);
  const csv =
    csvLine(['Name', 'Email', 'Company', 'Position', 'Profile URL', 'Deal', 'Stage']) +
    rows
      .map((row) =>
        csvLine([row.name, row.email, row.company, row.position, row.profileUrl, row.deal, row.stage]),
      )
      .join('');
  const sender = await brandMail(scope.db, request.brand, 'crm_duplicates');
  await deps.mail.send({
    ...sender,
    kind: 'crm_duplicates',
    to,
    subject: `${getBrand(request.brand).name}: ${rows.length} prospects of ${credential.username || 'your account'} already in the CRM`,
    text: `These prospects already have an open deal in the CRM, so a push to the CRM with deduplication skips them.\n\n${csv}`,
  });
  return { email: to, credentials_id: credential.id, duplicates: rows.length };
}
