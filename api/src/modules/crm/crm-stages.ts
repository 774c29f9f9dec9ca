/** A pipeline's stages with their deals: list, read, create, update (name, place), delete. */
import { and, asc, count, eq, inArray, sql, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type CrmStageRow, crmDeals, crmStages } from '../../db/schema';
import { idIn } from '../../engine/bulk-writes';
import { AppError } from '../../errors';
import { inSpace } from '../../platform/tenancy';
import { findInSpace } from '../../platform/space-rows';
import {
  type CreateStageInput,
  crmMessages,
  type DealJson,
  type StageJson,
  type UpdateStageInput,
} from './crm.schema';
import { type CrmScope, type Tx, selectDeals, dealJson } from './crm.service';
import { ensurePipelines, findPipeline } from './crm-pipelines';

function stageJson(row: CrmStageRow, deals: DealJson[]): StageJson {
  return {
    _id: row.id,
    name: row.name,
    pipeline_id: row.pipelineId,
    order: row.position,
    probability: row.probability,
    data: { order: row.position },
    crm_deals: deals,
  };
}

export async function findStage(scope: CrmScope, id: string): Promise<CrmStageRow> {
  return findInSpace<CrmStageRow>(
    scope,
    crmStages,
    getTableColumns(crmStages),
    id,
    crmMessages.stageNotFound,
  );
}

async function stagesWithDeals(scope: CrmScope, stages: CrmStageRow[]): Promise<StageJson[]> {
  if (stages.length === 0) return [];
  const deals = await selectDeals(
    scope,
    inArray(
      crmDeals.stageId,
      stages.map((stage) => stage.id),
    ),
  );
  return stages.map((stage) =>
    stageJson(stage, deals.filter((row) => row.deal.stageId === stage.id).map(dealJson)),
  );
}

/** GET stages?pipeline_id=: the pipeline's stages in order with their deals; the first pipeline without it. */
export async function listStages(scope: CrmScope, pipelineId: string | undefined): Promise<StageJson[]> {
  const pipelines = await ensurePipelines(scope.db, scope.spaceId, scope.clock.now());
  const pipeline = pipelineId ? await findPipeline(scope, pipelineId) : pipelines[0];
  if (!pipeline) return [];
  const stages = await scope.db
    .select()
    .from(crmStages)
    .where(and(inSpace(crmStages, scope), eq(crmStages.pipelineId, pipeline.id)))
    .orderBy(asc(crmStages.position), asc(crmStages.createdAt));
  return stagesWithDeals(scope, stages);
}

export async function getStage(scope: CrmScope, id: string): Promise<StageJson> {
  const stage = await findStage(scope, id);
  const [json] = await stagesWithDeals(scope, [stage]);
  if (!json) throw new AppError(404, crmMessages.stageNotFound);
  return json;
}

/**
 * Rows whose place in `ordered` (0..n-1) differs from their position, with their new position,
 * and the SQL value that gives each row its own in one UPDATE (ids and positions as two arrays).
 */
export function renumbering(
  ordered: readonly { id: string; position: number }[],
  alsoId: string | null = null,
) {
  const changed = ordered
    .map((row, position) => ({ id: row.id, position, was: row.position }))
    .filter((row) => row.was !== row.position || row.id === alsoId);
  const ids = changed.map((row) => row.id);
  const positions = `{${changed.map((row) => row.position).join(',')}}`;
  const valueFor = (id: AnyPgColumn) =>
    sql`(${positions}::int[])[array_position(${`{${ids.join(',')}}`}::uuid[], ${id})]`;
  return { ids, valueFor };
}

/** Writes positions 0..n-1 in the order given, in one statement over the rows whose position changes. */
async function renumberStages(tx: Tx, scope: CrmScope, ordered: { id: string; position: number }[]) {
  const { ids, valueFor } = renumbering(ordered);
  if (ids.length === 0) return;
  await tx
    .update(crmStages)
    .set({ position: valueFor(crmStages.id) })
    .where(and(inSpace(crmStages, scope), idIn(crmStages.id, ids)));
}

async function orderedStages(tx: Tx, scope: CrmScope, pipelineId: string, lock = false) {
  const query = tx
    .select({ id: crmStages.id, position: crmStages.position })
    .from(crmStages)
    .where(and(inSpace(crmStages, scope), eq(crmStages.pipelineId, pipelineId)))
    .orderBy(asc(crmStages.position), asc(crmStages.createdAt), asc(crmStages.id));
  return lock ? query.for('update') : query;
}

export function placed<T extends { id: string }>(list: T[], item: T, index: number | undefined): T[] {
  const rest = list.filter((entry) => entry.id !== item.id);
  const at = index === undefined ? rest.length : Math.min(Math.max(index, 0), rest.length);
  return [...rest.slice(0, at), item, ...rest.slice(at)];
}

export async function createStage(scope: CrmScope, input: CreateStageInput): Promise<StageJson> {
  const pipeline = await findPipeline(scope, input.pipeline_id);
  const row = await scope.db.transaction(async (tx) => {
    const stages = await orderedStages(tx, scope, pipeline.id, true);
    const [inserted] = await tx
      .insert(crmStages)
      .values({
        spaceId: scope.spaceId,
        pipelineId: pipeline.id,
        name: input.name,
        probability: input.probability,
        position: stages.length,
        createdAt: scope.clock.now(),
      })
      .returning();
    if (!inserted) throw new Error('stage not inserted');
    const order = placed(stages, { id: inserted.id, position: inserted.position }, input.order);
    await renumberStages(tx, scope, order);
    return { ...inserted, position: order.findIndex((stage) => stage.id === inserted.id) };
  });
  return stageJson(row, []);
}

/** PUT stages/{id}/update: name, probability, order; a stage stays in its pipeline. */
export async function updateStage(scope: CrmScope, id: string, input: UpdateStageInput): Promise<StageJson> {
  const stage = await findStage(scope, id);
  if (input.pipeline_id !== undefined && input.pipeline_id !== stage.pipelineId) {
    await findPipeline(scope, input.pipeline_id);
    throw new AppError(400, crmMessages.stageOtherPipeline);
  }
  await scope.db.transaction(async (tx) => {
    await tx
      .update(crmStages)
      .set({ name: input.name ?? stage.name, probability: input.probability ?? stage.probability })
      .where(and(inSpace(crmStages, scope), eq(crmStages.id, stage.id)));
    if (input.order !== undefined) {
      const stages = await orderedStages(tx, scope, stage.pipelineId, true);
      const self = stages.find((entry) => entry.id === stage.id) ?? {
        id: stage.id,
        position: stage.position,
      };
      await renumberStages(tx, scope, placed(stages, self, input.order));
    }
  });
  return getStage(scope, stage.id);
}

/**
 * DELETE stages/{id}/delete: a stage holding deals needs `stage_to_move`, another
 * stage of the same pipeline; its deals go to the end of that stage, in their order.
 */
export async function deleteStage(
  scope: CrmScope,
  id: string,
  stageToMove: string | undefined,
): Promise<{ _id: string; moved_deals: number }> {
  const stage = await findStage(scope, id);
  return scope.db.transaction(async (tx) => {
    const stages = await orderedStages(tx, scope, stage.pipelineId, true);
    if (stages.length <= 1) throw new AppError(400, crmMessages.lastStage);
    const deals = await tx
      .select({ id: crmDeals.id })
      .from(crmDeals)
      .where(and(inSpace(crmDeals, scope), eq(crmDeals.stageId, stage.id)))
      .orderBy(asc(crmDeals.position), asc(crmDeals.createdAt), asc(crmDeals.id))
      .for('update');
    if (deals.length > 0) {
      if (!stageToMove) throw new AppError(400, crmMessages.stageToMove);
      const target = await findStage({ ...scope, db: tx as unknown as Db }, stageToMove);
      if (target.id === stage.id || target.pipelineId !== stage.pipelineId) {
        throw new AppError(400, crmMessages.stageToMoveSame);
      }
      const [end] = await tx
        .select({ count: count() })
        .from(crmDeals)
        .where(and(inSpace(crmDeals, scope), eq(crmDeals.stageId, target.id)));
      const start = Number(end?.count ?? 0);
      // In their order, after the target's own deals, in one statement.
      const ids = deals.map((deal) => deal.id);
      await tx
        .update(crmDeals)
        .set({
          stageId: target.id,
          position: sql`${start - 1} + array_position(${`{${ids.join(',')}}`}::uuid[], ${crmDeals.id})`,
          updatedAt: scope.clock.now(),
        })
        .where(and(inSpace(crmDeals, scope), idIn(crmDeals.id, ids)));
    }
    await tx.delete(crmStages).where(and(inSpace(crmStages, scope), eq(crmStages.id, stage.id)));
    await renumberStages(
      tx,
      scope,
      stages.filter((entry) => entry.id !== stage.id),
    );
    return { _id: stage.id, moved_deals: deals.length };
  });
}
