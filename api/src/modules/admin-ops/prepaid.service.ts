import { defaultBrandId } from '@outreach/brands';
import { currencies, intervals, normalizeTier, tiers } from '@outreach/core/billing';
import { and, asc, count, desc, eq, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  billingAccounts,
  type PrepaidCustomerRow,
  prepaidCustomers,
  spaceMembers,
  spaces,
  type UserRow,
} from '../../db/schema';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import { AppError } from '../../errors';
import { type AdminScope, audit, brandCondition } from '../../platform/admin-scope';
import { confirmedEmailOf } from '../../platform/email-rights';
import { assertBrand, emailPattern, opsMessages, whitelabelInScope } from './admin-ops.common';
import type { PrepaidCustomerJson, PrepaidInput } from './prepaid.schema';

export function prepaidJson(row: PrepaidCustomerRow): PrepaidCustomerJson {
  return {
    id: row.id,
    brand: row.brand,
    email: row.email,
    stripe_customer: row.stripeCustomer,
    currency: row.currency,
    tier: row.tier,
    interval: row.interval,
    space_id: row.spaceId,
    applied_at: row.appliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPrepaid(db: Db, scope: AdminScope, page: { offset: number; limit: number }) {
  const where = brandCondition(scope, prepaidCustomers.brand);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(prepaidCustomers)
      .where(where)
      .orderBy(desc(prepaidCustomers.createdAt), desc(prepaidCustomers.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(prepaidCustomers).where(where),
  ]);
  return { items: rows.map(prepaidJson), total: Number(total[0]?.value ?? 0) };
}

/** stripe_customer: Stripe's customer ids look like cus_ and letters and digits. */
const stripeCustomerPattern = /^cus_[A-Za-z0-9]{1,250}$/;

function validated(scope: AdminScope, input: PrepaidInput) {
  const email = input.email.trim().toLowerCase();
  if (!emailPattern.test(email)) throw new AppError(400, opsMessages.notValidEmail);
  const stripeCustomer = input.stripe_customer.trim();
  if (!stripeCustomerPattern.test(stripeCustomer)) throw new AppError(400, opsMessages.stripeCustomerFormat);
  const currency = input.currency.trim().toUpperCase();
  if (!(currencies as readonly string[]).includes(currency))
    throw new AppError(400, opsMessages.unknownCurrency);
  if (!(tiers as readonly string[]).includes(input.tier)) throw new AppError(400, opsMessages.unknownTier);
  if (!(intervals as readonly string[]).includes(input.interval))
    throw new AppError(400, opsMessages.unknownInterval);
  const brand =
    input.brand?.trim() || (scope.kind === 'reseller' ? scope.brands[0] : defaultBrandId) || defaultBrandId;
  assertBrand(scope, brand, opsMessages.whitelabelNotFound);
  return {
    email,
    stripeCustomer,
    currency,
    tier: normalizeTier(input.tier),
    interval: input.interval,
    brand,
  };
}

/** POST /admin/prepaid_customers; with payments set up, the Stripe customer must exist. */
export async function createPrepaid(
  deps: Pick<AppDependencies, 'db' | 'clock' | 'payments'>,
  scope: AdminScope,
  input: PrepaidInput,
): Promise<PrepaidCustomerJson> {
  const values = validated(scope, input);
  // The brand is a white-label record (any brand an admin created, not only the files in brands/).
  await whitelabelInScope(deps.db, scope, values.brand);
  if (deps.payments) {
    let found = false;
    try {
      const customer = await deps.payments.stripe.customers.retrieve(values.stripeCustomer);
      found = !(customer as { deleted?: boolean }).deleted;
    } catch {
      found = false;
    }
    if (!found) throw new AppError(400, opsMessages.stripeCustomerNotFound);
  }
  const row = await conflictOnUniqueViolation(opsMessages.prepaidTaken, () =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(prepaidCustomers)
        .values({ ...values, createdBy: scope.user.id, createdAt: deps.clock.now() })
        .returning();
      if (!created) throw new Error('insert into prepaid_customers returned no row');
      await audit(tx, scope.user, {
        action: 'prepaid.create',
        targetType: 'prepaid_customer',
        targetId: created.id,
        brand: created.brand,
        after: prepaidJson(created),
      });
      return created;
    }),
  );
  return prepaidJson(row);
}

export async function deletePrepaid(db: Db, scope: AdminScope, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw new AppError(404, opsMessages.prepaidNotFound);
  const [row] = await db.select().from(prepaidCustomers).where(eq(prepaidCustomers.id, id)).limit(1);
  if (!row) throw new AppError(404, opsMessages.prepaidNotFound);
  assertBrand(scope, row.brand, opsMessages.prepaidNotFound);
  await db.transaction(async (tx) => {
    await tx.delete(prepaidCustomers).where(eq(prepaidCustomers.id, id));
    await audit(tx, scope.user, {
      action: 'prepaid.delete',
      targetType: 'prepaid_customer',
      targetId: id,
      brand: row.brand,
      before: prepaidJson(row),
    });
  });
  return { id };
}

/**
 * What a prepaid customer means (docs/decisions.md, issue 14 ops): the first workspace their email
 * creates on that brand gets the prepaid tier, subscription_mode manual, is_paid and the Stripe
 * customer (billing_accounts; skipped when another workspace already has it). Runs inside the
 * transaction that creates the workspace; the prepaid row records which workspace it went to.
 * Only for a confirmed address (issue 23 item 2, platform/email-rights.ts): an unconfirmed sign-up's
 * workspace is an ordinary one until the address is confirmed (applyPrepaidOnConfirmation).
 */
export async function applyPrepaid(
  tx: Db,
  now: Date,
  space: { id: string; brand: string },
  user: Pick<UserRow, 'email' | 'emailConfirmed'>,
): Promise<boolean> {
  const email = confirmedEmailOf(user);
  if (!email) return false;
  const [prepaid] = await tx
    .select()
    .from(prepaidCustomers)
    .where(
      and(
        eq(prepaidCustomers.brand, space.brand),
        eq(prepaidCustomers.email, email),
        isNull(prepaidCustomers.spaceId),
      ),
    )
    .limit(1)
    .for('update');
  if (!prepaid) return false;
  await applyTerms(tx, now, space.id, prepaid);
  return true;
}

/**
 * When a user's address becomes confirmed (activation, a restore link, a confirmed email change, a
 * verified Google/Microsoft sign-in): each prepaid customer of that address not yet applied goes to
 * the first workspace this user created on its brand (they are its first member and an admin), if
 * any; otherwise the next workspace they create gets it (applyPrepaid). Call it in the transaction
 * that confirms the address, with the user as confirmed.
 */
export async function applyPrepaidOnConfirmation(
  tx: Db,
  now: Date,
  user: Pick<UserRow, 'id' | 'email' | 'emailConfirmed'>,
): Promise<void> {
  const email = confirmedEmailOf(user);
  if (!email) return;
  const pending = await tx
    .select()
    .from(prepaidCustomers)
    .where(and(eq(prepaidCustomers.email, email), isNull(prepaidCustomers.spaceId)))
    .for('update');
  for (const prepaid of pending) {
    const earlier = alias(spaceMembers, 'earlier_member');
    const [created] = await tx
      .select({ id: spaces.id })
      .from(spaces)
      .innerJoin(
        spaceMembers,
        and(
          eq(spaceMembers.spaceId, spaces.id),
          eq(spaceMembers.userId, user.id),
          eq(spaceMembers.isAdmin, true),
        ),
      )
      .where(
        and(
          eq(spaces.brand, prepaid.brand),
          ne(spaces.status, 'deleted'),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(earlier)
              .where(and(eq(earlier.spaceId, spaces.id), lt(earlier.createdAt, spaceMembers.createdAt))),
          ),
        ),
      )
      .orderBy(asc(spaces.createdAt), asc(spaces.id))
      .limit(1);
    if (created) await applyTerms(tx, now, created.id, prepaid);
  }
}

/** The prepaid row's terms on the workspace, and the row marked as applied to it. */
async function applyTerms(tx: Db, now: Date, spaceId: string, prepaid: PrepaidCustomerRow): Promise<void> {
  await tx
    .update(spaces)
    .set({ tier: prepaid.tier, subscriptionMode: 'manual', isPaid: true, updatedAt: now })
    .where(eq(spaces.id, spaceId));
  const [taken] = await tx
    .select({ spaceId: billingAccounts.spaceId })
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, prepaid.stripeCustomer))
    .limit(1);
  await tx
    .insert(billingAccounts)
    .values({
      spaceId,
      stripeCustomerId: taken ? null : prepaid.stripeCustomer,
      interval: prepaid.interval,
      currency: prepaid.currency,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: billingAccounts.spaceId,
      set: {
        ...(taken ? {} : { stripeCustomerId: prepaid.stripeCustomer }),
        interval: prepaid.interval,
        currency: prepaid.currency,
        updatedAt: now,
      },
    });
  await tx
    .update(prepaidCustomers)
    .set({ spaceId, appliedAt: now })
    .where(eq(prepaidCustomers.id, prepaid.id));
}
