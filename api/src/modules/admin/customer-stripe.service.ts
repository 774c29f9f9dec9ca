import { eq } from 'drizzle-orm';
import type { AppDependencies } from '../../context';
import { billingAccounts } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { applySubscription, billingAccountOf, requirePayments, stripeCall } from '../billing/stripe-sync';
import { type AdminScope, audit } from './admin-scope';
import { adminMessages } from './admin.schema';
import { customerInScope } from './customers.service';

/**
 * POST /admin/customers/link_stripe: stores `stripeCustomer` on the workspace's billing account.
 * With payments configured the customer must exist at Stripe (and not be deleted); without, it is
 * stored as given (a local install has no Stripe to ask). Audited with the previous customer.
 */
export async function linkStripeCustomer(
  deps: AppDependencies,
  scope: AdminScope,
  spaceId: string,
  stripeCustomer: string,
): Promise<{ space_id: string; stripe_customer: string }> {
  const space = await customerInScope(deps.db, scope, spaceId);
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
  }
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
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
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, adminMessages.stripeCustomerTaken);
    throw error;
  }
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
  const list = await stripeCall(() =>
    payments.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 }),
  );
  const newest = [...list.data].sort((a, b) => b.created - a.created)[0];
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
 * or by id (`cus_…`); [] without payments or without q.
 */
export async function searchStripeCustomers(
  deps: AppDependencies,
  q: string | undefined,
): Promise<{ id: string; email: string | null; name: string | null }[]> {
  const text = q?.trim();
  if (!deps.payments || !text) return [];
  const payments = deps.payments;
  if (/^cus_[A-Za-z0-9]+$/.test(text)) {
    const customer = await stripeCall(() => payments.stripe.customers.retrieve(text)).catch(() => null);
    if (!customer || ('deleted' in customer && customer.deleted)) return [];
    return [{ id: customer.id, email: customer.email ?? null, name: customer.name ?? null }];
  }
  const list = await stripeCall(() =>
    payments.stripe.customers.list({ email: text.toLowerCase(), limit: 20 }),
  );
  return list.data.map((customer) => ({
    id: customer.id,
    email: customer.email ?? null,
    name: customer.name ?? null,
  }));
}
