import { prospectStatus } from '@outreach/core/outreach';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CampaignProspectRow,
  campaignProspects,
  labels,
  prospectLabels,
  prospects,
  stepExecutions,
  type WorkflowRow,
  workflows,
} from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type {
  CampaignProspectJson,
  CampaignProspectPage,
  LinkResult,
  ListCampaignProspectsQuery,
} from './workflows.schema';
import { announceWorkflow, campaignJson, requireWorkflow } from './workflows.service';
import { offsetPage } from '../../openapi/json-fields';

export const prospectMessages = {
  // spec: outreach §8, word for word.
  emailOnly: 'You can not add profiles to email only campaign',
  notFound: 'Prospect not found',
} as const;

export function campaignProspectJson(row: CampaignProspectRow): CampaignProspectJson {
  return {
    _id: row.id,
    workflow_id: row.workflowId,
    prospect_id: row.prospectId,
    credential_id: row.credentialId,
    state: row.state,
    pause_reason: row.pauseReason,
    current_step_key: row.currentStepKey,
    next_step_at: row.nextStepAt?.toISOString() ?? null,
    wait_reason: row.waitReason as CampaignProspectJson['wait_reason'],
    approval_state: row.approvalState as CampaignProspectJson['approval_state'],
  };
}

/** GET /workflows/{id}/prospects: newest first, optionally one state. */
export async function listCampaignProspects(
  scope: SpaceScope,
  id: string,
  query: ListCampaignProspectsQuery,
): Promise<CampaignProspectPage> {
  const workflow = await requireWorkflow(scope.db, scope, id);
  const conditions: SQL[] = [
    inSpace(campaignProspects, scope),
    eq(campaignProspects.workflowId, workflow.id),
  ];
  if (query.state) conditions.push(eq(campaignProspects.state, query.state));
  const where = and(...conditions);
  const rows = await scope.db
    .select({ link: campaignProspects, person: prospects })
    .from(campaignProspects)
    .innerJoin(prospects, eq(prospects.id, campaignProspects.prospectId))
    .where(where)
    .orderBy(desc(campaignProspects.createdAt), desc(campaignProspects.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await scope.db.select({ total: count() }).from(campaignProspects).where(where);
  const facts = await executionFacts(
    scope,
    rows.map(({ link }) => link.id),
  );
  const interested = await interestedProspects(
    scope,
    rows.map(({ person }) => person.id),
  );
  const items = rows.map(({ link, person }) => ({
    ...campaignProspectJson(link),
    first_name: person.firstName,
    last_name: person.lastName,
    full_name: person.fullName,
    position: person.position,
    company_name: person.companyName,
    profile_url: person.profileUrl,
    email: person.workEmail ?? person.personalEmail ?? person.enrichedEmail,
    added_at: link.createdAt.toISOString(),
    status: prospectStatus({
      state: link.state,
      pauseReason: link.pauseReason,
      lifecycle: person.lifecycle,
      interested: interested.has(person.id),
      emailFetched: person.enrichedEmail !== null,
      ...(facts.get(link.id) ?? noExecutionFacts),
    }),
  }));
  return offsetPage(items, counted?.total ?? 0, query);
}

const connectionKinds = sql`('connection_request', 'connection_by_email')`;
const noExecutionFacts = {
  requestSent: false,
  unconnectable: false,
  viewedMessage: false,
  visitedLink: false,
};

/** What the executions of a page of campaign prospects say about them: one grouped query. */
async function executionFacts(scope: SpaceScope, ids: string[]) {
  const facts = new Map<string, typeof noExecutionFacts>();
  if (ids.length === 0) return facts;
  const rows = await scope.db
    .select({
      id: stepExecutions.campaignProspectId,
      requestSent: sql<boolean>`bool_or(${stepExecutions.actionKind} in ${connectionKinds} and ${stepExecutions.status} = 'done' and ${stepExecutions.outcome} = 'positive')`,
      unconnectable: sql<boolean>`bool_or(${stepExecutions.actionKind} in ${connectionKinds} and ${stepExecutions.outcome} = 'failed')`,
      viewedMessage: sql<boolean>`bool_or(${stepExecutions.detail} ? 'opened_at')`,
      visitedLink: sql<boolean>`bool_or(${stepExecutions.detail} ? 'clicked_at')`,
    })
    .from(stepExecutions)
    .where(and(inSpace(stepExecutions, scope), inArray(stepExecutions.campaignProspectId, ids)))
    .groupBy(stepExecutions.campaignProspectId);
  for (const row of rows)
    facts.set(row.id, {
      requestSent: row.requestSent === true,
      unconnectable: row.unconnectable === true,
      viewedMessage: row.viewedMessage === true,
      visitedLink: row.visitedLink === true,
    });
  return facts;
}

/** The prospects of the page that carry the AI label "interested" (outreach §3 AI label names). */
async function interestedProspects(scope: SpaceScope, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await scope.db
    .select({ id: prospectLabels.prospectId })
    .from(prospectLabels)
    .innerJoin(labels, eq(labels.id, prospectLabels.labelId))
    .where(
      and(
        inSpace(labels, scope),
        inArray(prospectLabels.prospectId, ids),
        sql`lower(${labels.name}) = 'interested'`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Puts prospects (already known to be this workspace's) into a campaign as pending,
 * inside the caller's transaction. One already in this campaign is skipped; one in
 * another live campaign of the workspace is skipped, or moved here when the
 * campaign's settings say move_prospects (outreach §3 "move prospects").
 */
export async function linkProspects(
  db: Db,
  workflow: WorkflowRow,
  prospectIds: readonly string[],
  options: { now: Date; searchId?: string | null },
): Promise<LinkResult> {
  const ids = [...new Set(prospectIds)];
  if (ids.length === 0) return { added: 0, skipped: 0, moved: 0 };
  const existing = await db
    .select({
      id: campaignProspects.id,
      prospectId: campaignProspects.prospectId,
      workflowId: campaignProspects.workflowId,
    })
    .from(campaignProspects)
    .innerJoin(workflows, eq(workflows.id, campaignProspects.workflowId))
    .where(
      and(
        eq(campaignProspects.spaceId, workflow.spaceId),
        inArray(campaignProspects.prospectId, ids),
        ne(workflows.status, 'deleted'),
      ),
    );
  const here = new Set(existing.filter((row) => row.workflowId === workflow.id).map((row) => row.prospectId));
  const elsewhere = existing.filter((row) => row.workflowId !== workflow.id);
  const elsewhereIds = new Set(elsewhere.map((row) => row.prospectId));
  const move = workflow.settings.move_prospects === true;
  const wanted = ids.filter((id) => !here.has(id) && (move || !elsewhereIds.has(id)));
  let moved = 0;
  if (move) {
    const leaving = elsewhere.filter((row) => !here.has(row.prospectId));
    moved = new Set(leaving.map((row) => row.prospectId)).size;
    if (leaving.length > 0) {
      await db.delete(campaignProspects).where(
        inArray(
          campaignProspects.id,
          leaving.map((row) => row.id),
        ),
      );
    }
  }
  let added = 0;
  if (wanted.length > 0) {
    const inserted = await db
      .insert(campaignProspects)
      .values(
        wanted.map((prospectId) => ({
          spaceId: workflow.spaceId,
          workflowId: workflow.id,
          prospectId,
          searchId: options.searchId ?? null,
          state: 'pending' as const,
          createdAt: options.now,
          updatedAt: options.now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: campaignProspects.id });
    added = inserted.length;
  }
  return { added, skipped: ids.length - added, moved };
}

/**
 * POST /workflows/{id}/prospects `{ prospect_ids }`: existing prospects of the workspace.
 * An email-only campaign refuses the whole request when any of them has no email
 * (outreach §8 "You can not add profiles to email only campaign").
 */
export async function addProspects(
  scope: SpaceScope,
  id: string,
  prospectIds: readonly string[],
): Promise<LinkResult> {
  const workflow = await requireWorkflow(scope.db, scope, id);
  const ids = [...new Set(prospectIds)];
  const found = await scope.db
    .select({
      id: prospects.id,
      workEmail: prospects.workEmail,
      personalEmail: prospects.personalEmail,
      enrichedEmail: prospects.enrichedEmail,
    })
    .from(prospects)
    .where(and(inSpace(prospects, scope), inArray(prospects.id, ids)));
  if (found.length !== ids.length) throw new AppError(404, prospectMessages.notFound);
  if (
    workflow.isEmailOnly &&
    found.some((row) => !row.workEmail && !row.personalEmail && !row.enrichedEmail)
  ) {
    throw new AppError(400, prospectMessages.emailOnly);
  }
  const now = scope.clock.now();
  const { result, campaign } = await scope.db.transaction(async (tx) => {
    const linked = await linkProspects(tx, workflow, ids, { now });
    return { result: linked, campaign: await campaignJson(tx, workflow) };
  });
  announceWorkflow(scope, campaign);
  return result;
}
