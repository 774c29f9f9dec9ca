import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { type ManagerRow, type ManagerType, managers, spaces } from '../../db/schema';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import { AppError } from '../../errors';
import { type AdminScope, audit } from '../../platform/admin-scope';
import { opsMessages, whitelabelInScope } from './admin-ops.common';
import type { ManagerInput, ManagerJson, ManagerUpdateInput } from './managers.schema';

/** spec platform §5 "Manager name: letters, spaces, dashes only" (letters of any alphabet). */
const managerNamePattern = /^[\p{L}\p{M}\s-]+$/u;
export const maxManagerDescription = 500;

export function managerJson(row: ManagerRow): ManagerJson {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    assigned_count: row.assignedCount,
    created_at: row.createdAt.toISOString(),
  };
}

function checkedName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed) throw new AppError(400, opsMessages.managerNameRequired);
  if (!managerNamePattern.test(trimmed) || trimmed.length > 100)
    throw new AppError(400, opsMessages.managerName);
  return trimmed;
}

function checkedDescription(description: string): string {
  const trimmed = description.trim();
  if (trimmed.length > maxManagerDescription) throw new AppError(400, opsMessages.description);
  return trimmed;
}

export async function listManagers(
  db: Db,
  scope: AdminScope,
  brand: string,
): Promise<{ items: ManagerJson[] }> {
  await whitelabelInScope(db, scope, brand);
  const rows = await db
    .select()
    .from(managers)
    .where(eq(managers.brand, brand))
    .orderBy(asc(managers.type), asc(managers.createdAt), asc(managers.id));
  return { items: rows.map(managerJson) };
}

async function titleTaken(db: Db, brand: string, type: ManagerType, name: string, except?: string) {
  const [row] = await db
    .select({ id: managers.id })
    .from(managers)
    .where(
      and(
        eq(managers.brand, brand),
        eq(managers.type, type),
        sql`lower(${managers.name}) = lower(${name})`,
        except ? sql`${managers.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function createManager(
  db: Db,
  clock: Clock,
  scope: AdminScope,
  brand: string,
  input: ManagerInput,
): Promise<ManagerJson> {
  await whitelabelInScope(db, scope, brand);
  const name = checkedName(input.name);
  const description = checkedDescription(input.description ?? '');
  if (await titleTaken(db, brand, input.type, name)) throw new AppError(409, opsMessages.titleTaken);
  const row = await conflictOnUniqueViolation(opsMessages.titleTaken, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(managers)
        .values({ brand, type: input.type, name, description, createdAt: clock.now() })
        .returning();
      if (!created) throw new Error('insert into managers returned no row');
      await audit(tx, scope.user, {
        action: 'manager.create',
        targetType: 'manager',
        targetId: created.id,
        brand,
        after: managerJson(created),
      });
      return created;
    }),
  );
  return managerJson(row);
}

async function managerOf(db: Db, brand: string, managerId: string): Promise<ManagerRow> {
  if (!isUuid(managerId)) throw new AppError(404, opsMessages.managerNotFound);
  const [row] = await db
    .select()
    .from(managers)
    .where(and(eq(managers.id, managerId), eq(managers.brand, brand)))
    .limit(1);
  if (!row) throw new AppError(404, opsMessages.managerNotFound);
  return row;
}

export async function updateManager(
  db: Db,
  scope: AdminScope,
  brand: string,
  managerId: string,
  input: ManagerUpdateInput,
): Promise<ManagerJson> {
  await whitelabelInScope(db, scope, brand);
  const before = await managerOf(db, brand, managerId);
  const name = input.name === undefined ? before.name : checkedName(input.name);
  const description =
    input.description === undefined ? before.description : checkedDescription(input.description);
  if (
    name.toLowerCase() !== before.name.toLowerCase() &&
    (await titleTaken(db, brand, before.type, name, before.id))
  )
    throw new AppError(409, opsMessages.titleTaken);
  const row = await conflictOnUniqueViolation(opsMessages.titleTaken, () =>
    db.transaction(async (tx) => {
      const [updated] = await tx
        .update(managers)
        .set({ name, description })
        .where(eq(managers.id, before.id))
        .returning();
      if (!updated) throw new AppError(404, opsMessages.managerNotFound);
      await audit(tx, scope.user, {
        action: 'manager.update',
        targetType: 'manager',
        targetId: before.id,
        brand,
        before: managerJson(before),
        after: managerJson(updated),
      });
      return updated;
    }),
  );
  return managerJson(row);
}

/** Deleting a manager clears them from their customers (spaces.*_manager_id set null). */
export async function deleteManager(
  db: Db,
  scope: AdminScope,
  brand: string,
  managerId: string,
): Promise<{ id: string }> {
  await whitelabelInScope(db, scope, brand);
  const before = await managerOf(db, brand, managerId);
  await db.transaction(async (tx) => {
    const column = before.type === 'sales' ? spaces.salesManagerId : spaces.successManagerId;
    await tx
      .update(spaces)
      .set(before.type === 'sales' ? { salesManagerId: null } : { successManagerId: null })
      .where(eq(column, before.id));
    await tx.delete(managers).where(eq(managers.id, before.id));
    await audit(tx, scope.user, {
      action: 'manager.delete',
      targetType: 'manager',
      targetId: before.id,
      brand,
      before: managerJson(before),
    });
  });
  return { id: before.id };
}

/**
 * Round-robin (spec platform §6): the brand's manager of `type` with the fewest customers, then
 * the longest unassigned (never assigned first), then the oldest. A transaction-scoped advisory
 * lock per brand makes concurrent sign-ups take turns, so two new workspaces never both pick the
 * same least-assigned manager; the caller's transaction holds it until it commits.
 */
async function pickManager(tx: Db, clock: Clock, brand: string, type: ManagerType): Promise<string | null> {
  const [candidate] = await tx
    .select({ id: managers.id })
    .from(managers)
    .where(and(eq(managers.brand, brand), eq(managers.type, type)))
    .orderBy(
      asc(managers.assignedCount),
      sql`${managers.lastAssignedAt} asc nulls first`,
      asc(managers.createdAt),
      asc(managers.id),
    )
    .limit(1);
  if (!candidate) return null;
  await tx
    .update(managers)
    .set({ assignedCount: sql`${managers.assignedCount} + 1`, lastAssignedAt: clock.now() })
    .where(eq(managers.id, candidate.id));
  return candidate.id;
}

/**
 * Gives a new workspace one sales and one success manager of its brand (none when the brand has
 * none of that type). Call it inside the transaction that creates the workspace.
 */
export async function assignManagers(
  db: Db,
  spaceId: string,
  brand: string,
  clock: Clock = { now: () => new Date() },
): Promise<{ salesManagerId: string | null; successManagerId: string | null }> {
  const run = async (tx: Db) => {
    const [any] = await tx
      .select({ id: managers.id })
      .from(managers)
      .where(and(eq(managers.brand, brand), or(eq(managers.type, 'sales'), eq(managers.type, 'success'))))
      .limit(1);
    if (!any) return { salesManagerId: null, successManagerId: null };
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`managers:${brand}`}))`);
    const salesManagerId = await pickManager(tx, clock, brand, 'sales');
    const successManagerId = await pickManager(tx, clock, brand, 'success');
    await tx.update(spaces).set({ salesManagerId, successManagerId }).where(eq(spaces.id, spaceId));
    return { salesManagerId, successManagerId };
  };
  return db.transaction(run);
}
