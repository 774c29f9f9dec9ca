import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  billingAccounts,
  creditLedger,
  creditWallets,
  credentials,
  managers,
  type SpaceRow,
  spaceMembers,
  spaces,
  users,
} from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import { type AdminScope, assertBrandInScope, audit, brandCondition } from '../../platform/admin-scope';
import {
  adminMessages,
  type CustomerInfoJson,
  type CustomerItemJson,
  type CustomersPageJson,
  type CustomersQuery,
  healthLowThreshold,
  type UpdateCustomerInput,
} from './admin.schema';

/** `exists (subquery)` around a raw subquery (drizzle's exists() adds no parentheses to raw SQL). */
export const exists = (query: SQL): SQL => sql`exists (${query})`;
export const notExists = (query: SQL): SQL => sql`not exists (${query})`;

/** Escapes % and _ for ilike. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

const problemCredentialStatuses = ['invalid', 'inactive', 'blocked'] as const;

/** The where-conditions of the customers list; `skip` leaves one filter out (for its counts). */
function customerConditions(
  scope: AdminScope,
  query: CustomersQuery,
  now: Date,
  skip?: 'statuses' | 'brands',
): SQL[] {
  const where: (SQL | undefined)[] = [brandCondition(scope, spaces.brand)];
  if (query.brands && skip !== 'brands') where.push(inArray(spaces.brand, query.brands));
  if (query.statuses && skip !== 'statuses')
    where.push(inArray(spaces.status, query.statuses as SpaceRow['status'][]));
  if (query.labels) where.push(arrayOverlaps(spaces.adminLabels, query.labels));
  if (query.managers) {
    const ids = query.managers.filter((id) => isUuid(id));
    where.push(
      ids.length > 0
        ? or(inArray(spaces.salesManagerId, ids), inArray(spaces.successManagerId, ids))
        : sql`false`,
    );
  }
  if (query.tier) where.push(inArray(spaces.tier, query.tier));
  if (query.subscription_types) where.push(inArray(spaces.subscriptionMode, query.subscription_types));
  if (query.types) {
    const byType: Record<string, SQL | undefined> = {
      paid: and(eq(spaces.isPaid, true), ne(spaces.tier, 'free')),
      unpaid: eq(spaces.isPaid, false),
      free: and(eq(spaces.isPaid, true), eq(spaces.tier, 'free')),
      unlimited: eq(spaces.isUnlimited, true),
      trial: exists(
        sql`select 1 from ${billingAccounts} where ${billingAccounts.spaceId} = ${spaces.id} and ${billingAccounts.subscriptionStatus} = 'trialing'`,
      ),
    };
    where.push(or(...query.types.map((type) => byType[type])));
  }
  if (query.triggers) {
    const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
    const byTrigger: Record<string, SQL | undefined> = {
      no_credentials: notExists(
        sql`select 1 from ${credentials} where ${credentials.spaceId} = ${spaces.id}`,
      ),
      credential_problem: exists(
        sql`select 1 from ${credentials} where ${credentials.spaceId} = ${spaces.id} and ${credentials.status} in ${problemCredentialStatuses}`,
      ),
      unpaid: eq(spaces.isPaid, false),
      health_low: lt(spaces.healthIndex, healthLowThreshold),
      inactive_30d: and(
        lt(spaces.createdAt, monthAgo),
        notExists(
          sql`select 1 from ${creditLedger} where ${creditLedger.spaceId} = ${spaces.id} and ${creditLedger.kind} = 'usage' and ${creditLedger.createdAt} >= ${monthAgo}`,
        ),
      ),
    };
    where.push(or(...query.triggers.map((trigger) => byTrigger[trigger])));
  }
  if (query.note_filters && query.note_filters.length === 1) {
    where.push(query.note_filters[0] === 'with_note' ? ne(spaces.adminNote, '') : eq(spaces.adminNote, ''));
  }
  if (query.with_credentials === true)
    where.push(exists(sql`select 1 from ${credentials} where ${credentials.spaceId} = ${spaces.id}`));
  if (query.with_credentials === false)
    where.push(notExists(sql`select 1 from ${credentials} where ${credentials.spaceId} = ${spaces.id}`));
  const q = query.q?.trim();
  if (q) {
    where.push(
      or(
        ilike(spaces.name, likePattern(q)),
        isUuid(q) ? eq(spaces.id, q) : undefined,
        exists(
          sql`select 1 from ${spaceMembers} join ${users} on ${users.id} = ${spaceMembers.userId} where ${spaceMembers.spaceId} = ${spaces.id} and ${users.email} ilike ${likePattern(q.toLowerCase())}`,
        ),
      ),
    );
  }
  return where.filter((condition): condition is SQL => condition !== undefined);
}

function orderOf(order: CustomersQuery['order']) {
  switch (order) {
    case 'oldest':
      return [asc(spaces.createdAt), asc(spaces.id)];
    case 'name':
      return [asc(sql`lower(${spaces.name})`), asc(spaces.id)];
    case 'health':
      return [sql`${spaces.healthIndex} desc nulls last`, desc(spaces.createdAt)];
    default:
      return [desc(spaces.createdAt), desc(spaces.id)];
  }
}

/** The list rows of `rows`, with their admins, counts and managers (a few batched, indexed queries). */
async function customerItems(db: Db, rows: SpaceRow[]): Promise<CustomerItemJson[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const members = await db
    .select({ spaceId: spaceMembers.spaceId, isAdmin: spaceMembers.isAdmin, email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(inArray(spaceMembers.spaceId, ids))
    .orderBy(asc(spaceMembers.createdAt));
  const credentialCounts = await db
    .select({ spaceId: credentials.spaceId, total: count() })
    .from(credentials)
    .where(inArray(credentials.spaceId, ids))
    .groupBy(credentials.spaceId);
  const managerIds = [
    ...new Set(rows.flatMap((row) => [row.salesManagerId, row.successManagerId]).filter(isUuid)),
  ];
  const managerRows =
    managerIds.length > 0
      ? await db
          .select({ id: managers.id, name: managers.name })
          .from(managers)
          .where(inArray(managers.id, managerIds))
      : [];
  const managerOf = (id: string | null) => {
    const found = managerRows.find((manager) => manager.id === id);
    return found ? { id: found.id, name: found.name } : null;
  };
  return rows.map((row) => {
    const ofSpace = members.filter((member) => member.spaceId === row.id);
    return {
      id: row.id,
      name: row.name,
      brand: row.brand,
      status: row.status,
      tier: row.tier,
      is_paid: row.isPaid,
      is_unlimited: row.isUnlimited,
      li_approve: row.liApprove,
      subscription_mode: row.subscriptionMode,
      admin_emails: ofSpace.filter((member) => member.isAdmin).map((member) => member.email),
      users_count: ofSpace.length,
      credentials_count: Number(credentialCounts.find((entry) => entry.spaceId === row.id)?.total ?? 0),
      health_index: row.healthIndex,
      sales_manager: managerOf(row.salesManagerId),
      success_manager: managerOf(row.successManagerId),
      labels: row.adminLabels,
      has_note: row.adminNote.trim() !== '',
      created_at: row.createdAt.toISOString(),
      deleted_at: row.deletedAt?.toISOString() ?? null,
    };
  });
}

async function countBy(
  db: Db,
  column: typeof spaces.status | typeof spaces.brand,
  where: SQL[],
): Promise<Record<string, number>> {
  const rows = await db
    .select({ key: column, total: count() })
    .from(spaces)
    .where(and(...where))
    .groupBy(column);
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.total)]));
}

/** GET /admin/customers: a page of the scope's workspaces, the total and the counts per status and brand. */
export async function listCustomers(
  db: Db,
  clock: Clock,
  scope: AdminScope,
  query: CustomersQuery,
): Promise<CustomersPageJson> {
  const now = clock.now();
  const where = customerConditions(scope, query, now);
  const rows = await db
    .select()
    .from(spaces)
    .where(and(...where))
    .orderBy(...orderOf(query.order))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db
    .select({ total: count() })
    .from(spaces)
    .where(and(...where));
  return {
    items: await customerItems(db, rows),
    total: Number(total?.total ?? 0),
    counts: {
      by_status: await countBy(db, spaces.status, customerConditions(scope, query, now, 'statuses')),
      by_brand: await countBy(db, spaces.brand, customerConditions(scope, query, now, 'brands')),
    },
  };
}

/** The workspace `id` if the scope covers it; 404 'Can not find space' otherwise (never 403: ids stay secret). */
export async function customerInScope(db: Db, scope: AdminScope, id: string): Promise<SpaceRow> {
  const [row] = isUuid(id) ? await db.select().from(spaces).where(eq(spaces.id, id)).limit(1) : [];
  if (!row) throw new AppError(404, errorMessages.spaceNotFound);
  assertBrandInScope(scope, row.brand, errorMessages.spaceNotFound);
  return row;
}

/** GET /admin/customers/{id}/customer_info. */
export async function customerInfo(db: Db, scope: AdminScope, id: string): Promise<CustomerInfoJson> {
  const space = await customerInScope(db, scope, id);
  const [item] = await customerItems(db, [space]);
  if (!item) throw new AppError(404, errorMessages.spaceNotFound);
  const members = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      isPlatformAdmin: users.isAdmin,
      isAdmin: spaceMembers.isAdmin,
    })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(eq(spaceMembers.spaceId, space.id))
    .orderBy(asc(spaceMembers.createdAt));
  const credentialRows = await db
    .select()
    .from(credentials)
    .where(eq(credentials.spaceId, space.id))
    .orderBy(asc(credentials.createdAt));
  const [account] = await db.select().from(billingAccounts).where(eq(billingAccounts.spaceId, space.id));
  const [wallet] = await db.select().from(creditWallets).where(eq(creditWallets.spaceId, space.id));
  const [used] = await db
    .select({ used: sql<string | null>`sum(-${creditLedger.delta})` })
    .from(creditLedger)
    .where(and(eq(creditLedger.spaceId, space.id), eq(creditLedger.kind, 'usage')));
  return {
    workspace: {
      ...item,
      avatar: space.avatar,
      is_billing_enabled: space.isBillingEnabled,
      payment_in_progress: space.paymentInProgress,
      total_seats: space.totalSeats,
      cloud_seats: space.cloudSeats,
      extension_seats: space.extensionSeats,
      health_computed_at: space.healthComputedAt?.toISOString() ?? null,
      updated_at: space.updatedAt.toISOString(),
    },
    users: members.map((member) => ({
      id: member.id,
      email: member.email,
      first_name: member.firstName,
      last_name: member.lastName,
      is_admin: member.isAdmin,
      status: member.status,
      is_platform_admin: member.isPlatformAdmin,
    })),
    credentials: credentialRows.map((row) => ({
      id: row.id,
      username: row.username,
      first_name: row.firstName,
      last_name: row.lastName,
      status: row.status,
      automation_type: row.automationType,
      created_at: row.createdAt.toISOString(),
    })),
    subscription: {
      tier: space.tier,
      interval: account?.interval ?? null,
      currency: account?.currency ?? null,
      amount: account?.amountCents ?? null,
      subscription_mode: space.subscriptionMode,
      subscription_status: account?.subscriptionStatus ?? null,
      stripe_customer_id: account?.stripeCustomerId ?? null,
    },
    credits: { available: wallet?.balance ?? 0, used: Number(used?.used ?? 0) },
    health_index: space.healthIndex,
    managers: { sales: item.sales_manager, success: item.success_manager },
    labels: space.adminLabels,
    note: space.adminNote,
  };
}

/** What an audit entry keeps of a workspace (no secrets). */
function auditView(space: SpaceRow) {
  return {
    name: space.name,
    status: space.status,
    tier: space.tier,
    labels: space.adminLabels,
    note: space.adminNote,
    sales_manager_id: space.salesManagerId,
    success_manager_id: space.successManagerId,
    is_billing_enabled: space.isBillingEnabled,
    subscription_mode: space.subscriptionMode,
    is_unlimited: space.isUnlimited,
    li_approve: space.liApprove,
    deleted_at: space.deletedAt?.toISOString() ?? null,
  };
}

/**
 * Changes a customer workspace in one transaction with its audit entry (before and after).
 * `change` returns the values to set, or throws a 4xx.
 */
async function changeCustomer(
  db: Db,
  clock: Clock,
  scope: AdminScope,
  id: string,
  action: string,
  change: (
    space: SpaceRow,
    tx: Db,
  ) => Promise<Partial<typeof spaces.$inferInsert>> | Partial<typeof spaces.$inferInsert>,
): Promise<SpaceRow> {
  const space = await customerInScope(db, scope, id);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(spaces).where(eq(spaces.id, space.id)).for('update');
    if (!current) throw new AppError(404, errorMessages.spaceNotFound);
    const values = await change(current, tx);
    const [updated] = await tx
      .update(spaces)
      .set({ ...values, updatedAt: clock.now() })
      .where(eq(spaces.id, space.id))
      .returning();
    if (!updated) throw new AppError(404, errorMessages.spaceNotFound);
    await audit(tx, scope.user, {
      action,
      targetType: 'space',
      targetId: space.id,
      brand: space.brand,
      before: auditView(current),
      after: auditView(updated),
    });
    return updated;
  });
}

async function assertManager(
  db: Db,
  brand: string,
  type: 'sales' | 'success',
  id: string | null | undefined,
) {
  if (!id) return;
  const [row] = await db
    .select({ id: managers.id })
    .from(managers)
    .where(and(eq(managers.id, id), eq(managers.brand, brand), eq(managers.type, type)));
  if (!row) throw new AppError(400, adminMessages.managerNotFound);
}

/** POST /admin/customers/{id}/update. */
export async function updateCustomer(
  db: Db,
  clock: Clock,
  scope: AdminScope,
  id: string,
  input: UpdateCustomerInput,
): Promise<SpaceRow> {
  return changeCustomer(db, clock, scope, id, 'customer.update', async (space, tx) => {
    await assertManager(tx, space.brand, 'sales', input.sales_manager_id);
    await assertManager(tx, space.brand, 'success', input.success_manager_id);
    const values: Partial<typeof spaces.$inferInsert> = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.labels !== undefined) values.adminLabels = [...new Set(input.labels)];
    if (input.note !== undefined) values.adminNote = input.note;
    if (input.tier !== undefined) values.tier = input.tier;
    if (input.sales_manager_id !== undefined) values.salesManagerId = input.sales_manager_id;
    if (input.success_manager_id !== undefined) values.successManagerId = input.success_manager_id;
    if (input.is_billing_enabled !== undefined) values.isBillingEnabled = input.is_billing_enabled;
    if (input.subscription_mode !== undefined) values.subscriptionMode = input.subscription_mode;
    return values;
  });
}

export type StatusAction = 'block' | 'unblock' | 'delete' | 'restore';

/** POST /admin/customers/{id}/block, unblock, delete, restore. */
export async function setCustomerStatus(
  db: Db,
  clock: Clock,
  scope: AdminScope,
  id: string,
  action: StatusAction,
): Promise<SpaceRow> {
  return changeCustomer(db, clock, scope, id, `customer.${action}`, (space) => {
    switch (action) {
      case 'block':
        if (space.status === 'deleted') throw new AppError(400, adminMessages.deletedCannotBlock);
        if (space.status === 'blocked') throw new AppError(400, adminMessages.alreadyBlocked);
        return { status: 'blocked' };
      case 'unblock':
        if (space.status === 'deleted') throw new AppError(400, adminMessages.deletedCannotBlock);
        if (space.status === 'active') throw new AppError(400, adminMessages.alreadyActive);
        return { status: 'active' };
      case 'delete':
        if (space.status === 'deleted') throw new AppError(400, adminMessages.alreadyDeleted);
        return { status: 'deleted', deletedAt: clock.now() };
      case 'restore':
        if (space.status !== 'deleted') throw new AppError(400, adminMessages.notDeleted);
        return { status: 'active', deletedAt: null };
    }
  });
}

/** POST /admin/space/{id}/set_unlimited and set_li_approve. */
export async function setCustomerFlag(
  db: Db,
  clock: Clock,
  scope: AdminScope,
  id: string,
  flag: 'unlimited' | 'li_approve',
  value: boolean,
): Promise<SpaceRow> {
  return changeCustomer(db, clock, scope, id, `customer.set_${flag}`, () =>
    flag === 'unlimited' ? { isUnlimited: value } : { liApprove: value },
  );
}

/** The distinct admin labels of the scope's customers (GET /admin/config). */
export async function customerLabels(db: Db, scope: AdminScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ label: sql<string>`unnest(${spaces.adminLabels})` })
    .from(spaces)
    .where(and(brandCondition(scope, spaces.brand), sql`cardinality(${spaces.adminLabels}) > 0`));
  return rows.map((row) => row.label).sort((a, b) => a.localeCompare(b));
}

/** One workspace as a list row (the answer of every customer action). */
export async function customerItem(db: Db, row: SpaceRow): Promise<CustomerItemJson> {
  const [item] = await customerItems(db, [row]);
  if (!item) throw new AppError(404, errorMessages.spaceNotFound);
  return item;
}
