import { eq } from 'drizzle-orm';
import { spaces, type SpaceRow } from '../../db/schema';
import type { AppDependencies } from '../../platform/context';
import { applySubscription, billingAccountOf, newestSubscription } from '../billing';

/**
 * POST /space/subscriptions/validate: re-reads the newest subscription of the workspace's Stripe
 * customer and applies it with the webhook's own function, then answers the workspace's state. A
 * payment that went through while its webhook was lost or late shows at the next poll.
 */
export async function validateSubscription(deps: AppDependencies, space: SpaceRow) {
  let changed = false;
  const customerId = deps.payments ? (await billingAccountOf(deps.db, space.id))?.stripeCustomerId : null;
  if (deps.payments && customerId) {
    const newest = await newestSubscription(deps.payments, customerId);
    if (newest)
      changed = (await deps.db.transaction((tx) => applySubscription(deps, tx, newest)))?.changed ?? false;
  }
  const [row] = await deps.db.select().from(spaces).where(eq(spaces.id, space.id));
  const current = row ?? space;
  return {
    is_paid: current.isPaid,
    payment_in_progress: current.paymentInProgress,
    tier: current.tier,
    subscription_mode: current.subscriptionMode,
    changed,
  };
}
