import { and, asc, eq, gt, notInArray, getTableColumns } from 'drizzle-orm';
import { campaignProspects, prospects, type SearchRow, searches } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { findInSpace } from '../../platform/space-rows';
import { csvFields } from '@outreach/core/outreach';
import { profileKeyOf, urlPattern } from '../prospects';
import { csvLine } from './csv-export';
import type { z } from 'zod';
import type { addSearchInput, CampaignJson, searchStatusInput } from './workflows.schema';
import { announceWorkflow, campaignJson, requireWorkflow } from './workflows.service';

export const searchMessages = {
  notFound: 'Search not found',
  // spec: outreach §5 generic URL rule, word for word.
  invalidUrl: 'This field should be a valid URL',
  // spec: outreach §5 "A search that already exists in a campaign is rejected" (wording ours).
  duplicate: 'This search is already in the campaign',
} as const;

async function requireSearch(scope: SpaceScope, id: string): Promise<SearchRow> {
  return findInSpace<SearchRow>(scope, searches, getTableColumns(searches), id, searchMessages.notFound);
}

/** A search URL the same search keeps however it is pasted (no protocol, www, fragment or trailing slash). */
function searchKey(url: string): string {
  return profileKeyOf(url) ?? url.trim().toLowerCase();
}

/**
 * POST /workflows/{id}/searches `{ link_type, url, name? }`: a search or list URL as a
 * prospect source (outreach §3 Search), checked per §5 and refused when the campaign
 * already has it.
 */
export async function addSearch(
  scope: SpaceScope,
  workflowId: string,
  input: z.infer<typeof addSearchInput>,
): Promise<CampaignJson> {
  const workflow = await requireWorkflow(scope.db, scope, workflowId);
  if (!urlPattern.test(input.url)) throw new AppError(400, searchMessages.invalidUrl);
  const key = searchKey(input.url);
  const existing = await scope.db
    .select({ url: searches.url })
    .from(searches)
    .where(
      and(
        eq(searches.workflowId, workflow.id),
        eq(searches.linkType, input.link_type as SearchRow['linkType']),
      ),
    );
  if (existing.some((row) => row.url !== null && searchKey(row.url) === key)) {
    throw new AppError(400, searchMessages.duplicate);
  }
  const now = scope.clock.now();
  const inserted = await scope.db
    .insert(searches)
    .values({
      spaceId: scope.spaceId,
      workflowId: workflow.id,
      linkType: input.link_type as SearchRow['linkType'],
      url: input.url,
      name: input.name ?? '',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: searches.id });
  if (inserted.length === 0) throw new AppError(400, searchMessages.duplicate);
  const campaign = await campaignJson(scope.db, workflow);
  announceWorkflow(scope, campaign);
  return campaign;
}

/**
 * POST /workflows/searches/{id}/update_status `{ workflow_id, status }` (outreach §4
 * "A search status can be updated per campaign"). A `workflow_id` that is not the
 * search's campaign is 404.
 */
export async function updateSearchStatus(
  scope: SpaceScope,
  searchId: string,
  input: z.infer<typeof searchStatusInput>,
): Promise<CampaignJson> {
  const search = await requireSearch(scope, searchId);
  if (input.workflow_id && input.workflow_id !== search.workflowId)
    throw new AppError(404, searchMessages.notFound);
  await scope.db
    .update(searches)
    .set({ status: input.status, updatedAt: scope.clock.now() })
    .where(and(inSpace(searches, scope), eq(searches.id, search.id)));
  const campaign = await campaignJson(scope.db, await requireWorkflow(scope.db, scope, search.workflowId));
  announceWorkflow(scope, campaign);
  return campaign;
}

/** POST /workflows/{id}/rerun_searches: every URL search of the campaign goes to `rerun` (CSV and API sources stay). */
export async function rerunSearches(scope: SpaceScope, workflowId: string): Promise<CampaignJson> {
  const workflow = await requireWorkflow(scope.db, scope, workflowId);
  await scope.db
    .update(searches)
    .set({ status: 'rerun', updatedAt: scope.clock.now() })
    .where(and(eq(searches.workflowId, workflow.id), notInArray(searches.linkType, ['csv', 'api'])));
  const campaign = await campaignJson(scope.db, workflow);
  announceWorkflow(scope, campaign);
  return campaign;
}

const exportBatch = 1000;

/**
 * GET /workflows/searches/{id}/download_csv: the search's prospects as CSV, the spec's
 * columns then its custom fields, read in pages (keyset on the campaign prospect id)
 * and streamed out. Cells are neutralised against formula injection (csv-export.ts).
 */
export async function searchCsv(
  scope: SpaceScope,
  searchId: string,
): Promise<{ filename: string; body: ReadableStream<Uint8Array> }> {
  const search = await requireSearch(scope, searchId);
  const customKeys = search.customFieldsKeys;
  const encoder = new TextEncoder();
  const db = scope.db;
  let after = '';
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine([...csvFields, ...customKeys])}`));
        return;
      }
      const rows = await db
        .select({ linkId: campaignProspects.id, person: prospects })
        .from(campaignProspects)
        .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
        .where(
          and(
            inSpace(campaignProspects, scope),
            eq(campaignProspects.searchId, search.id),
            ...(after ? [gt(campaignProspects.id, after)] : []),
          ),
        )
        .orderBy(asc(campaignProspects.id))
        .limit(exportBatch);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = rows[rows.length - 1]?.linkId ?? after;
      const text = rows
        .map(({ person }) =>
          csvLine([
            person.firstName,
            person.lastName,
            person.fullName,
            person.profileUrl,
            person.position,
            person.location,
            person.companyName,
            person.companyDomain,
            person.personalEmail,
            person.workEmail,
            person.phone,
            person.twitter,
            person.website,
            ...customKeys.map((key) => person.customFields[key] ?? ''),
          ]),
        )
        .join('');
      controller.enqueue(encoder.encode(text));
    },
  });
  const base = (search.name || search.url || 'search')
    .replace(/\.csv$/i, '')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 80);
  return { filename: `${base || 'search'}.csv`, body };
}
