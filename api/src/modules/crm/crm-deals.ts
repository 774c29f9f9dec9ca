/** Deals: create, move (between and within stages), update, delete, with their owners and prospects checked. */
import { and, asc, count, eq, sql, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { type CrmDealRow, crmDeals, prospects, spaceMembers } from '../../db/schema';
import { idIn } from '../../engine/bulk-writes';
import { AppError } from '../../errors';
import { inSpace } from '../../platform/tenancy';
import { findInSpace } from '../../platform/space-rows';
import {
  type CreateDealInput,
  crmMessages,
  type DealJson,
  type MoveDealInput,
  type UpdateDealInput,
} from './crm.schema';
import { type CrmScope, type Tx, getDeal } from './crm.service';
import { findStage, renumbering, placed } from './crm-stages';

async function findDealRow(scope: CrmScope, id: string): Promise<CrmDealRow> {
  return findInSpace<CrmDealRow>(scope, crmDeals, getTableColumns(crmDeals), id, crmMessages.dealNotFound);
}

export async function isSpaceMember(db: Db, spaceId: string, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const [member] = await db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, userId)));
  return Boolean(member);
}

async function assertOwner(scope: CrmScope, ownerId: string | null | undefined) {
  if (!ownerId) return;
  if (!(await isSpaceMember(scope.db, scope.spaceId, ownerId))) {
    throw new AppError(400, crmMessages.ownerNotMember);
  }
}

async function assertProspect(scope: CrmScope, prospectId: string | null | undefined) {
  if (!prospectId) return;
  const [row] = await scope.db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(inSpace(prospects, scope), eq(prospects.id, prospectId)));
  if (!row) throw new AppError(404, crmMessages.prospectNotFound);
}

async function stageSize(tx: Tx | Db, scope: CrmScope, stageId: string): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(crmDeals)
    .where(and(inSpace(crmDeals, scope), eq(crmDeals.stageId, stageId)));
  return Number(row?.count ?? 0);
}

/** POST deals: the deal goes to the end of its stage. */
export async function createDeal(scope: CrmScope, input: CreateDealInput): Promise<DealJson> {
  const stage = await findStage(scope, input.crm_stage);
  if (input.pipeline !== undefined && input.pipeline !== stage.pipelineId) {
    throw new AppError(400, crmMessages.stageOtherPipeline);
  }
  await assertOwner(scope, input.crm_owner);
  await assertProspect(scope, input.prospect_id);
  const now = scope.clock.now();
  const id = await scope.db.transaction(async (tx) => {
    await orderedDeals(tx, scope, stage.id);
    const [row] = await tx
      .insert(crmDeals)
      .values({
        spaceId: scope.spaceId,
        pipelineId: stage.pipelineId,
        stageId: stage.id,
        prospectId: input.prospect_id ?? null,
        name: input.name,
        amount: input.amount === undefined || input.amount === null ? null : input.amount.toFixed(2),
        currency: input.currency ?? 'USD',
        ownerId: input.crm_owner ?? null,
        probability: input.probability ?? null,
        position: await stageSize(tx, scope, stage.id),
        status: input.status ?? 'open',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: crmDeals.id });
    if (!row) throw new Error('deal not inserted');
    return row.id;
  });
  return getDeal(scope, id);
}

async function orderedDeals(tx: Tx, scope: CrmScope, stageId: string) {
  return tx
    .select({ id: crmDeals.id, position: crmDeals.position })
    .from(crmDeals)
    .where(and(inSpace(crmDeals, scope), eq(crmDeals.stageId, stageId)))
    .orderBy(asc(crmDeals.position), asc(crmDeals.createdAt), asc(crmDeals.id))
    .for('update');
}

/** Positions 0..n-1 of a stage's deals in the order given. */
async function renumberDeals(
  tx: Tx,
  scope: CrmScope,
  stageId: string,
  ordered: { id: string; position: number }[],
  movedId: string | null,
) {
  const { ids, valueFor } = renumbering(ordered, movedId);
  if (ids.length === 0) return;
  // Every row of `ordered` is in `stageId` once moved; only the moved deal counts as updated.
  await tx
    .update(crmDeals)
    .set({
      position: valueFor(crmDeals.id),
      stageId,
      updatedAt: sql`case when ${crmDeals.id} = ${movedId}::uuid then ${scope.clock.now().toISOString()}::timestamptz else ${crmDeals.updatedAt} end`,
    })
    .where(and(inSpace(crmDeals, scope), idIn(crmDeals.id, ids)));
}

/**
 * Puts a deal at `newPosition` of `stageId` (its own stage when left out) and
 * renumbers both stages, in one transaction. A stage of another pipeline is refused.
 */
async function placeDeal(
  scope: CrmScope,
  deal: CrmDealRow,
  stageId: string,
  newPosition: number | undefined,
) {
  const target = stageId === deal.stageId ? null : await findStage(scope, stageId);
  if (target && target.pipelineId !== deal.pipelineId) {
    throw new AppError(400, crmMessages.stageOtherPipeline);
  }
  await scope.db.transaction(async (tx) => {
    const source = await orderedDeals(tx, scope, deal.stageId);
    const self = { id: deal.id, position: -1 };
    if (!target) {
      await renumberDeals(tx, scope, deal.stageId, placed(source, self, newPosition), null);
      return;
    }
    const destination = await orderedDeals(tx, scope, target.id);
    await renumberDeals(tx, scope, target.id, placed(destination, self, newPosition), deal.id);
    await renumberDeals(
      tx,
      scope,
      deal.stageId,
      source.filter((entry) => entry.id !== deal.id),
      null,
    );
  });
}

export async function moveDeal(scope: CrmScope, id: string, input: MoveDealInput): Promise<DealJson> {
  const deal = await findDealRow(scope, id);
  await placeDeal(scope, deal, input.crm_stage ?? deal.stageId, input.new_position);
  return getDeal(scope, deal.id);
}

/** PUT deals/{id}/update: the fields given; a new stage puts the deal at the end of it. */
export async function updateDeal(scope: CrmScope, id: string, input: UpdateDealInput): Promise<DealJson> {
  const deal = await findDealRow(scope, id);
  if (input.pipeline !== undefined && input.pipeline !== deal.pipelineId) {
    throw new AppError(400, crmMessages.stageOtherPipeline);
  }
  await assertOwner(scope, input.crm_owner);
  await assertProspect(scope, input.prospect_id);
  if (input.crm_stage !== undefined && input.crm_stage !== deal.stageId) {
    await placeDeal(scope, deal, input.crm_stage, undefined);
  }
  await scope.db
    .update(crmDeals)
    .set({
      name: input.name ?? deal.name,
      amount:
        input.amount === undefined ? deal.amount : input.amount === null ? null : input.amount.toFixed(2),
      currency: input.currency ?? deal.currency,
      ownerId: input.crm_owner === undefined ? deal.ownerId : input.crm_owner,
      probability: input.probability === undefined ? deal.probability : input.probability,
      status: input.status ?? deal.status,
      prospectId: input.prospect_id === undefined ? deal.prospectId : input.prospect_id,
      updatedAt: scope.clock.now(),
    })
    .where(and(inSpace(crmDeals, scope), eq(crmDeals.id, deal.id)));
  return getDeal(scope, deal.id);
}

export async function deleteDeal(scope: CrmScope, id: string): Promise<{ _id: string }> {
  const deal = await findDealRow(scope, id);
  await scope.db.transaction(async (tx) => {
    await tx.delete(crmDeals).where(and(inSpace(crmDeals, scope), eq(crmDeals.id, deal.id)));
    await renumberDeals(tx, scope, deal.stageId, await orderedDeals(tx, scope, deal.stageId), null);
  });
  return { _id: deal.id };
}
