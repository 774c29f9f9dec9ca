import { and, eq, inArray } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { billingAccounts, spaces } from '../../db/schema';
import { conflictOnUniqueViolation } from '../../platform/unique-violation';
import { AppError } from '../../errors';
import {
  applySubscription,
  billingAccountOf,
  newestSubscription,
  requirePayments,
  stripeCall,
} from '../billing';
import { type AdminScope, audit, brandCondition } from '../../platform/admin-scope';
import { adminMessages } from './admin.schema';
import { customerInScope } from './customers.service';

/**
 * Which Stripe customers of the account a scope may see and link (issue 23 item 10): a platform
 * admin every one; a reseller only the customers of their brands' workspaces, as our own records
 * say (a billing account of a workspace of theirs holds it). Answers the ids of `customerIds`
 * in the scope; asked before Stripe is, so another brand's customer is never fetched for a reseller.
 */
async function customersInScope(db: Db, scope: AdminScope, customerIds: string[]): Promise<Set<string>> {
  if (scope.kind === 'platform') return new Set(customerIds);
  if (customerIds.length === 0) return new Set();
  const rows = await db
    .select({ customer: billingAccounts.stripeCustomerId })
    .from(billingAccounts)
    .innerJoin(spaces, eq(spaces.id, billingAccounts.spaceId))
    .where(and(inArray(billingAccounts.stripeCustomerId, customerIds), brandCondition(scope, spaces.brand)));
  return new Set(rows.map((row) => row.customer ?? ''));
}

/**
 * Whether a reseller may link this Stripe customer to `spaceId` (a workspace of theirs): it is
 * already one of their brands' customers, or no workspace holds it and the app made it for this
 * workspace (Stripe metadata space_id, set by ensureCustomer). Platform admins link any.
 */
async function mayLink(
  db: Db,
  scope: AdminScope,
  spaceId: string,
  customer: Stripe.Customer | null,
  customerId: string,
): Promise<boolean> {
  if (scope.kind === 'platform') return true;
  if ((await customersInScope(db, scope, [customerId])).has(customerId)) return true;
  const [holder] = await db
    .select({ spaceId: billingAccounts.spaceId })
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId));
  return !holder && customer?.metadata?.space_id === spaceId;
}

/**
 * POST /admin/customers/link_stripe: stores `stripeCustomer` on the workspace's billing account.
 * With payments configured the customer must exist at Stripe (and not be deleted); without, it is
 * stored as given (a local install has no Stripe to ask). A reseller links only a customer of
 * their brand (mayLink; any other is 'Stripe customer not found', as a missing one).
 * Audited with the previous customer.
 */
export async function linkStripeCustomer(
  deps: AppDependencies,
  scope: AdminScope,
  spaceId: string,
  stripeCustomer: string,
): Promise<{ space_id: string; stripe_customer: string }> {
  const space = await customerInScope(deps.db, scope, spaceId);
  let found: Stripe.Customer | null = null;
  if (deps.payments) {
    const payments = deps.payments;
    const customer = await stripeCall(() => payments.stripe.customers.retrieve(stripeCustomer)).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.status === 404)
          throw new AppError(400, adminMessages.stripeCustomerNotFound);
        throw error;
      },
    );
    if ('deleted' in customer && customer.deleted)
      throw new AppError(400, adminMessages.stripeCustomerNotFound);
    found = customer as Stripe.Customer;
  }
  if (!(await mayLink(deps.db, scope, space.id, found, stripeCustomer)))
    throw new AppError(400, adminMessages.stripeCustomerNotFound);
  const now = deps.clock.now();
  await conflictOnUniqueViolation(adminMessages.stripeCustomerTaken, () =>
    deps.db.transaction(async (tx) => {
      const before = await billingAccountOf(tx, space.id);
      await tx
        .insert(billingAccounts)
        .values({ spaceId: space.id, stripeCustomerId: stripeCustomer, updatedAt: now })
        .onConflictDoUpdate({
          target: billingAccounts.spaceId,
          set: { stripeCustomerId: stripeCustomer, updatedAt: now },
        });
      await audit(tx, scope.user, {
        action: 'customer.link_stripe',
        targetType: 'space',
        targetId: space.id,
        brand: space.brand,
        before: { stripe_customer: before?.stripeCustomerId ?? null },
        after: { stripe_customer: stripeCustomer },
      });
    }),
  );
  return { space_id: space.id, stripe_customer: stripeCustomer };
}

/**
 * POST /admin/space/{id}/stripe/refresh: re-reads the linked customer's newest subscription at
 * Stripe and applies it with the webhook's own function (applySubscription), in one transaction
 * with the audit entry. No subscription: nothing changes.
 */
export async function refreshFromStripe(
  deps: AppDependencies,
  scope: AdminScope,
  spaceId: string,
): Promise<{ space_id: string; subscription_id: string | null; changed: boolean }> {
  // The scope first: another brand's workspace is a 404 whether or not payments are configured.
  const space = await customerInScope(deps.db, scope, spaceId);
  const payments = requirePayments(deps);
  const account = await billingAccountOf(deps.db, space.id);
  const customerId = account?.stripeCustomerId;
  if (!customerId) throw new AppError(400, adminMessages.noStripeCustomer);
  const newest = await newestSubscription(payments, customerId);
  if (!newest) return { space_id: space.id, subscription_id: null, changed: false };
  const changed = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(billingAccounts).where(eq(billingAccounts.spaceId, space.id));
    const result = await applySubscription(deps, tx, newest);
    const [after] = await tx.select().from(billingAccounts).where(eq(billingAccounts.spaceId, space.id));
    await audit(tx, scope.user, {
      action: 'customer.stripe_refresh',
      targetType: 'space',
      targetId: space.id,
      brand: space.brand,
      before: {
        subscription_id: before?.stripeSubscriptionId ?? null,
        subscription_status: before?.subscriptionStatus ?? null,
      },
      after: {
        subscription_id: after?.stripeSubscriptionId ?? null,
        subscription_status: after?.subscriptionStatus ?? null,
      },
    });
    return result?.changed ?? false;
  });
  return { space_id: space.id, subscription_id: newest.id, changed };
}

/**
 * GET /admin/stripe/customers/fetch?q=: Stripe customers by exact email (the SDK's list filter)
 * or by id (`cus_…`); [] without payments or without q. A platform admin searches the whole
 * account; a reseller only their brands' customers (customersInScope): an id is checked in our
 * records before Stripe is asked, an email's matches are kept when they are the reseller's.
 */
export async function searchStripeCustomers(
  deps: AppDependencies,
  scope: AdminScope,
  q: string | undefined,
): Promise<{ id: string; email: string | null; name: string | null }[]> {
  const text = q?.trim();
  if (!deps.payments || !text) return [];
  const payments = deps.payments;
  if (/^cus_[A-Za-z0-9]+$/.test(text)) {
    if (!(await customersInScope(deps.db, scope, [text])).has(text)) return [];
    const customer = await stripeCall(() => payments.stripe.customers.retrieve(text)).catch(() => null);
    if (!customer || ('deleted' in customer && customer.deleted)) return [];
    return [{ id: customer.id, email: customer.email ?? null, name: customer.name ?? null }];
  }
  const list = await stripeCall(() =>
    payments.stripe.customers.list({ email: text.toLowerCase(), limit: 100 }),
  );
  const visible = await customersInScope(
    deps.db,
    scope,
    list.data.map((customer) => customer.id),
  );
  return list.data
    .filter((customer) => visible.has(customer.id))
    .slice(0, 20)
    .map((customer) => ({
      id: customer.id,
      email: customer.email ?? null,
      name: customer.name ?? null,
    }));
}
