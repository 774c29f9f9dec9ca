import { brands as brandFiles } from '@outreach/brands';
import { tiers } from '@outreach/core/billing';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { adminAuditLog, managers, whitelabels } from '../../db/schema';
import { type AdminScope, brandCondition, scopeBrands } from '../../platform/admin-scope';
import {
  type AdminConfigJson,
  type AuditEntryJson,
  type AuditQuery,
  customerOrders,
  customerTriggers,
  customerTypes,
  noteFilters,
  spaceStatusValues,
  subscriptionModes,
} from './admin.schema';
import { customerLabels, likePattern } from './customers.service';

/** The top-level keys whose values differ between before and after (the audit page's diff). */
export function changedKeys(before: unknown, after: unknown): string[] {
  const asObject = (value: unknown): Record<string, unknown> =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const a = asObject(before);
  const b = asObject(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .sort();
}

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

/** GET /admin/audit: newest first, 25 a page; a reseller reads only entries of their brands. */
export async function listAudit(
  db: Db,
  scope: AdminScope,
  query: AuditQuery,
): Promise<{ items: AuditEntryJson[]; total: number }> {
  const actor = query.actor?.trim();
  const to = query.to
    ? dayOnly.test(query.to)
      ? lt(adminAuditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000))
      : lte(adminAuditLog.createdAt, new Date(query.to))
    : undefined;
  const where = and(
    brandCondition(scope, adminAuditLog.brand),
    query.action ? eq(adminAuditLog.action, query.action) : undefined,
    query.target_type ? eq(adminAuditLog.targetType, query.target_type) : undefined,
    query.target_id ? eq(adminAuditLog.targetId, query.target_id) : undefined,
    actor
      ? or(
          ilike(adminAuditLog.actorEmail, likePattern(actor.toLowerCase())),
          isUuid(actor) ? eq(adminAuditLog.actorId, actor) : undefined,
        )
      : undefined,
    query.from ? gte(adminAuditLog.createdAt, new Date(query.from)) : undefined,
    to,
  );
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ total: count() }).from(adminAuditLog).where(where);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      brand: row.brand,
      before: row.before,
      after: row.after,
      changed_keys: changedKeys(row.before, row.after),
      created_at: row.createdAt.toISOString(),
    })),
    total: Number(total?.total ?? 0),
  };
}

/**
 * GET /admin/config: what the admin pages' filters offer, limited to the scope: brands (the
 * white-label records, else the brand files), managers, labels in use, and the fixed value lists.
 */
export async function adminConfig(db: Db, scope: AdminScope): Promise<AdminConfigJson> {
  const allowed = scopeBrands(scope);
  const records = await db
    .select({ id: whitelabels.id, settings: whitelabels.settings })
    .from(whitelabels)
    .where(allowed ? inArray(whitelabels.id, allowed) : undefined)
    .orderBy(asc(whitelabels.id));
  const brandList = new Map<string, string>();
  for (const record of records) brandList.set(record.id, record.settings?.name ?? record.id);
  for (const file of brandFiles) {
    if (!brandList.has(file.id) && (!allowed || allowed.includes(file.id))) brandList.set(file.id, file.name);
  }
  const managerRows = await db
    .select({ id: managers.id, name: managers.name, type: managers.type, brand: managers.brand })
    .from(managers)
    .where(brandCondition(scope, managers.brand))
    .orderBy(asc(managers.brand), asc(managers.type), asc(managers.name));
  return {
    brands: [...brandList].map(([id, name]) => ({ id, name })),
    managers: managerRows,
    labels: await customerLabels(db, scope),
    tiers: [...tiers],
    statuses: [...spaceStatusValues],
    types: [...customerTypes],
    triggers: [...customerTriggers],
    subscription_types: [...subscriptionModes],
    note_filters: [...noteFilters],
    orders: [...customerOrders],
    is_super_admin: scope.kind === 'platform' && scope.superAdmin,
    scope: scope.kind,
  };
}
