import { and, asc, count, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../../db/ids';
import {
  type CrmDealRow,
  type CrmStageRow,
  crmDeals,
  crmPipelines,
  crmStages,
  prospects,
  spaceMembers,
  users,
} from '../../db/schema';
import { idIn } from '../../engine/bulk-writes';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import {
  type CreateDealInput,
  type CreateStageInput,
  type CrmProfileJson,
  crmCurrencies,
  crmMessages,
  crmPlatform,
  crmSearchLimit,
  type DealJson,
  defaultPipeline,
  type MoveDealInput,
  type OwnerJson,
  type PipelineInput,
  type PipelineJson,
  type StageJson,
  type UpdateDealInput,
  type UpdateStageInput,
} from './crm.schema';
import { isUniqueViolation } from '../../db/unique-violation';

/** What the CRM's queries need: the workspace and a database (a transaction included). */
type CrmScope = Pick<SpaceScope, 'db' | 'spaceId' | 'clock'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function memberName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

// ---------------------------------------------------------------- pipelines

function pipelineJson(row: { id: string; name: string; position: number }): PipelineJson {
  return { _id: row.id, name: row.name, position: row.position };
}

async function insertDefaultStages(db: Db | Tx, spaceId: string, pipelineId: string, now: Date) {
  await db.insert(crmStages).values(
    defaultPipeline.stages.map((stage, position) => ({
      spaceId,
      pipelineId,
      name: stage.name,
      probability: stage.probability,
      position,
      createdAt: now,
    })),
  );
}

/**
 * The workspace's pipelines, first one first; a workspace that has none gets the
 * default "Sales pipeline" (docs/decisions.md "Built-in CRM"). Concurrent first
 * reads are safe: the unique name index lets one insert win, the other rereads.
 */
export async function ensurePipelines(
  db: Db,
  spaceId: string,
  now: Date,
): Promise<{ id: string; name: string; position: number }[]> {
  const read = () =>
    db
      .select({ id: crmPipelines.id, name: crmPipelines.name, position: crmPipelines.position })
      .from(crmPipelines)
      .where(eq(crmPipelines.spaceId, spaceId))
      .orderBy(asc(crmPipelines.position), asc(crmPipelines.createdAt));
  const existing = await read();
  if (existing.length > 0) return existing;
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(crmPipelines)
      .values({ spaceId, name: defaultPipeline.name, position: 0, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: crmPipelines.id });
    if (created) await insertDefaultStages(tx, spaceId, created.id, now);
  });
  return read();
}

export async function listPipelines(scope: CrmScope): Promise<PipelineJson[]> {
  return (await ensurePipelines(scope.db, scope.spaceId, scope.clock.now())).map(pipelineJson);
}

async function findPipeline(scope: CrmScope, id: string) {
  if (!isUuid(id)) throw new AppError(404, crmMessages.pipelineNotFound);
  const [row] = await scope.db
    .select()
    .from(crmPipelines)
    .where(and(inSpace(crmPipelines, scope), eq(crmPipelines.id, id)));
  if (!row) throw new AppError(404, crmMessages.pipelineNotFound);
  return row;
}

async function assertPipelineNameFree(scope: CrmScope, name: string, exceptId?: string) {
  const [taken] = await scope.db
    .select({ id: crmPipelines.id })
    .from(crmPipelines)
    .where(
      and(
        inSpace(crmPipelines, scope),
        sql`lower(${crmPipelines.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(crmPipelines.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new AppError(409, crmMessages.pipelineNameTaken);
}

/** A new pipeline comes with the default stages: a pipeline always has at least one stage. */
export async function createPipeline(scope: CrmScope, input: PipelineInput): Promise<PipelineJson> {
  await ensurePipelines(scope.db, scope.spaceId, scope.clock.now());
  await assertPipelineNameFree(scope, input.name);
  const now = scope.clock.now();
  try {
    return await scope.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${crmPipelines.position}), -1)` })
        .from(crmPipelines)
        .where(inSpace(crmPipelines, scope));
      const [row] = await tx
        .insert(crmPipelines)
        .values({
          spaceId: scope.spaceId,
          name: input.name,
          position: Number(last?.position ?? -1) + 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('pipeline not inserted');
      await insertDefaultStages(tx, scope.spaceId, row.id, now);
      return pipelineJson(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, crmMessages.pipelineNameTaken);
    throw error;
  }
}

export async function renamePipeline(
  scope: CrmScope,
  id: string,
  input: PipelineInput,
): Promise<PipelineJson> {
  const pipeline = await findPipeline(scope, id);
  await assertPipelineNameFree(scope, input.name, pipeline.id);
  try {
    const [row] = await scope.db
      .update(crmPipelines)
      .set({ name: input.name, updatedAt: scope.clock.now() })
      .where(and(inSpace(crmPipelines, scope), eq(crmPipelines.id, pipeline.id)))
      .returning();
    if (!row) throw new AppError(404, crmMessages.pipelineNotFound);
    return pipelineJson(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, crmMessages.pipelineNameTaken);
    throw error;
  }
}

/** Deletes the pipeline with its stages and deals (the foreign keys cascade); the last one stays. */
export async function deletePipeline(scope: CrmScope, id: string): Promise<{ _id: string }> {
  const pipeline = await findPipeline(scope, id);
  const [total] = await scope.db
    .select({ count: count() })
    .from(crmPipelines)
    .where(inSpace(crmPipelines, scope));
  if (Number(total?.count ?? 0) <= 1) throw new AppError(400, crmMessages.lastPipeline);
  await scope.db
    .delete(crmPipelines)
    .where(and(inSpace(crmPipelines, scope), eq(crmPipelines.id, pipeline.id)));
  return { _id: pipeline.id };
}

// ---------------------------------------------------------------- deals (read)

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

async function selectDeals(scope: CrmScope, where: SQL | undefined) {
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

function dealJson(row: DealSelection): DealJson {
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

// ---------------------------------------------------------------- stages

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

async function findStage(scope: CrmScope, id: string): Promise<CrmStageRow> {
  if (!isUuid(id)) throw new AppError(404, crmMessages.stageNotFound);
  const [row] = await scope.db
    .select()
    .from(crmStages)
    .where(and(inSpace(crmStages, scope), eq(crmStages.id, id)));
  if (!row) throw new AppError(404, crmMessages.stageNotFound);
  return row;
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
function renumbering(ordered: readonly { id: string; position: number }[], alsoId: string | null = null) {
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

function placed<T extends { id: string }>(list: T[], item: T, index: number | undefined): T[] {
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

// ---------------------------------------------------------------- deals (write)

async function findDealRow(scope: CrmScope, id: string): Promise<CrmDealRow> {
  if (!isUuid(id)) throw new AppError(404, crmMessages.dealNotFound);
  const [row] = await scope.db
    .select()
    .from(crmDeals)
    .where(and(inSpace(crmDeals, scope), eq(crmDeals.id, id)));
  if (!row) throw new AppError(404, crmMessages.dealNotFound);
  return row;
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

// ---------------------------------------------------------------- lists

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
