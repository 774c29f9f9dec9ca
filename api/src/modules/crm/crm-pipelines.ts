/** The CRM's pipelines: the default ones, list, create (with the default stages), rename, delete. */
import { and, asc, count, eq, ne, sql, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CrmPipelineRow, crmPipelines, crmStages } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace } from '../../platform/tenancy';
import { findInSpace } from '../../platform/space-rows';
import {
  crmMessages,
  crmPlatform,
  defaultPipeline,
  type PipelineInput,
  type PipelineJson,
} from './crm.schema';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import type { CrmScope, Tx } from './crm.service';

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

/**
 * GET /integrations/crm/default/authorize: the built-in CRM needs no outside sign-in; authorizing it
 * makes its default pipeline (when the workspace has none) and names the page that manages it.
 */
export async function authorizeCrm(scope: CrmScope) {
  const pipelines = await ensurePipelines(scope.db, scope.spaceId, scope.clock.now());
  return {
    platform: crmPlatform,
    connected: true as const,
    redirect_url: `/crm/manage/${crmPlatform}`,
    pipelines: pipelines.length,
  };
}

export async function listPipelines(scope: CrmScope): Promise<PipelineJson[]> {
  return (await ensurePipelines(scope.db, scope.spaceId, scope.clock.now())).map(pipelineJson);
}

export async function findPipeline(scope: CrmScope, id: string) {
  return findInSpace<CrmPipelineRow>(
    scope,
    crmPipelines,
    getTableColumns(crmPipelines),
    id,
    crmMessages.pipelineNotFound,
  );
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
  return conflictOnUniqueViolation(crmMessages.pipelineNameTaken, () =>
    scope.db.transaction(async (tx) => {
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
    }),
  );
}

export async function renamePipeline(
  scope: CrmScope,
  id: string,
  input: PipelineInput,
): Promise<PipelineJson> {
  const pipeline = await findPipeline(scope, id);
  await assertPipelineNameFree(scope, input.name, pipeline.id);
  const [row] = await conflictOnUniqueViolation(crmMessages.pipelineNameTaken, () =>
    scope.db
      .update(crmPipelines)
      .set({ name: input.name, updatedAt: scope.clock.now() })
      .where(and(inSpace(crmPipelines, scope), eq(crmPipelines.id, pipeline.id)))
      .returning(),
  );
  if (!row) throw new AppError(404, crmMessages.pipelineNotFound);
  return pipelineJson(row);
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
