import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { createMiddleware } from 'hono/factory';
import type { AdminScope, AppDependencies, AppEnv } from './context';

export type { AdminScope } from './context';
import type { Db } from '../db/client';
import { adminAuditLog, type UserRow } from '../db/schema';
import { AppError, errorMessages } from '../errors';
import { resellerBrandsOf } from './email-rights';

/** The admin scope of a signed-in user, or null when they may not use /admin at all. */
export async function adminScopeOf(db: Db, user: UserRow): Promise<AdminScope | null> {
  if (user.isAdmin) return { kind: 'platform', superAdmin: user.isSuperAdmin, user };
  // Only a confirmed address makes a reseller (issue 23 item 2, email-rights.ts).
  const brands = await resellerBrandsOf(db, user);
  return brands.length > 0 ? { kind: 'reseller', brands, user } : null;
}

/** The brands a scope may see: null for every brand. */
export function scopeBrands(scope: AdminScope): string[] | null {
  return scope.kind === 'platform' ? null : scope.brands;
}

/** A where-clause limiting `column` (a brand id column) to the scope's brands; undefined for platform admins. */
export function brandCondition(scope: AdminScope, column: PgColumn): SQL | undefined {
  const brands = scopeBrands(scope);
  return brands ? inArray(column, brands) : undefined;
}

/** 404 (not 403: a reseller never learns another brand's ids exist) unless the scope covers `brand`. */
export function assertBrandInScope(
  scope: AdminScope,
  brand: string,
  notFound: string = errorMessages.notFound,
): void {
  const brands = scopeBrands(scope);
  if (brands && !brands.includes(brand)) throw new AppError(404, notFound);
}

export function assertPlatformScope(
  scope: AdminScope,
): asserts scope is Extract<AdminScope, { kind: 'platform' }> {
  if (scope.kind !== 'platform') throw new AppError(403, errorMessages.platformAdminOnly);
}

export function assertSuperAdmin(scope: AdminScope): void {
  if (scope.kind !== 'platform' || !scope.superAdmin) throw new AppError(403, errorMessages.superAdminOnly);
}

/**
 * Admins and resellers only (403 'Only platform admins can do this' otherwise); sets
 * `c.get('adminScope')`. Mount after `authenticate` on every /admin router (except validate).
 */
export function requireAdminScope(
  deps: Pick<AppDependencies, 'db'>,
  options: { platformOnly?: boolean } = {},
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Admin powers never come through an API key, wherever the admin route is mounted (item 12).
    if (c.get('apiKey')) throw new AppError(403, errorMessages.sessionOnly);
    const scope = await adminScopeOf(deps.db, c.get('user'));
    if (!scope || (options.platformOnly && scope.kind !== 'platform'))
      throw new AppError(403, errorMessages.platformAdminOnly);
    c.set('adminScope', scope);
    await next();
  });
}

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string;
  brand?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one audit entry (who, what, when, before and after). Call it with the transaction
 * that makes the change, so the change and its record land together or not at all.
 * Secrets never go in: pass objects without passwords or sealed values.
 */
export async function audit(db: Db, actor: UserRow, entry: AuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    brand: entry.brand ?? null,
    before: entry.before === undefined ? null : entry.before,
    after: entry.after === undefined ? null : entry.after,
  });
}
