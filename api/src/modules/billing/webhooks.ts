/**
 * POST /billing/webhooks/stripe (issue 13 item 2): Stripe's events, verified by the SDK from the
 * raw body (300 s tolerance), handled once per event id (stripe_events, written in the same
 * transaction as the change it makes), correct in any order: a subscription event never trusts
 * its snapshot, the subscription is retrieved from Stripe and applied as it is now.
 */
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { billingAccounts, billingCheckouts, creditWallets, spaces, stripeEvents } from '../../db/schema';
import { AppError } from '../../errors';
import type { Payments } from '../../providers/payments/payments';
import { serverEvents } from '../../realtime/events';
import { grantCredits } from '../credits';
import { dedupeCards } from './payment-methods';
import { announceSpaceChange } from '../spaces';
import {
  applySubscription,
  billingErrors,
  currentSubscription,
  invoiceSubscriptionId,
  localPriceOf,
  planOf,
  requirePayments,
  spaceOfCustomer,
} from './stripe-sync';

/** Stripe's signature tolerance (seconds). */
export const webhookTolerance = 300;

export interface WebhookResult {
  received: true;
  duplicate?: true;
  ignored?: true;
}

/** The signature header's timestamp (t=), or null when it has none or several. */
function signedAt(signature: string): number | null {
  const stamps = signature
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('t='))
    .map((part) => part.slice(2));
  if (stamps.length !== 1 || !/^\d{1,12}$/.test(stamps[0] ?? '')) return null;
  return Number(stamps[0]);
}

/**
 * Verifies the raw body against the Stripe-Signature header; 400 'Invalid signature' otherwise.
 * The timestamp must be within the tolerance of the wall clock in BOTH directions (issue 23 item
 * 16a): the SDK refuses only one too old, so a signature dated in the future would stay valid for
 * as long as its date is ahead. One check for Stripe and the local server alike.
 */
export function verifyEvent(deps: AppDependencies, raw: string, signature: string | undefined): Stripe.Event {
  const payments = requirePayments(deps);
  if (!signature) throw new AppError(400, billingErrors.invalidSignature);
  // Against the wall clock, as Stripe signs with it (not deps.clock: tests move that one).
  const now = Math.floor(Date.now() / 1000);
  const timestamp = signedAt(signature);
  if (timestamp === null || Math.abs(now - timestamp) > webhookTolerance)
    throw new AppError(400, billingErrors.invalidSignature);
  try {
    return payments.stripe.webhooks.constructEvent(raw, signature, payments.webhookSecret, webhookTolerance);
  } catch {
    throw new AppError(400, billingErrors.invalidSignature);
  }
}

/** The workspace an event changed, and whether credits were granted. */
interface Change {
  spaceId?: string;
  credits?: boolean;
  /** Nothing of the workspace changed (the same state applied again): no update_space. */
  quiet?: boolean;
}
/** What an event changes, worked out before the transaction (Stripe calls happen outside it). */
type Plan = (db: Db) => Promise<Change>;

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.pending_update_applied',
  'customer.subscription.pending_update_expired',
  'customer.subscription.trial_will_end',
]);

async function subscriptionPlan(deps: AppDependencies, payments: Payments, id: string): Promise<Plan> {
  const subscription = await currentSubscription(payments, id);
  return async (db) => {
    const applied = await applySubscription(deps, db, subscription);
    return { spaceId: applied?.spaceId, quiet: !applied?.changed };
  };
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

/** The change an event makes, or undefined when it is not ours to handle. */
async function planEvent(
  deps: AppDependencies,
  payments: Payments,
  event: Stripe.Event,
): Promise<Plan | undefined> {
  if (subscriptionEvents.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    return subscriptionPlan(deps, payments, subscription.id);
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutPlan(deps, payments, event.data.object);
    case 'checkout.session.expired': {
      const session = event.data.object;
      return async (db) => {
        const space = await spaceOfCustomer(db, session.customer);
        if (!space || session.mode !== 'subscription') return { spaceId: space?.id };
        const [account] = await db
          .select()
          .from(billingAccounts)
          .where(eq(billingAccounts.spaceId, space.id));
        // The abandoned checkout no longer holds the workspace in "payment in progress".
        if (account?.subscriptionStatus !== 'incomplete') {
          await db
            .update(spaces)
            .set({ paymentInProgress: false, updatedAt: deps.clock.now() })
            .where(eq(spaces.id, space.id));
        }
        return { spaceId: space.id };
      };
    }
    case 'payment_intent.payment_failed': {
      // The card issuer's words ('Your card was declined.'), shown on the billing pages.
      const intent = event.data.object;
      const message = intent.last_payment_error?.message;
      if (!message) return undefined;
      return async (db) => {
        const space = await spaceOfCustomer(db, intent.customer);
        if (!space) return {};
        await db
          .update(billingAccounts)
          .set({ lastPaymentError: message, updatedAt: deps.clock.now() })
          .where(eq(billingAccounts.spaceId, space.id));
        return { spaceId: space.id };
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed':
      return invoicePlan(deps, payments, event.type, event.data.object);
    default:
      return undefined;
  }
}

async function checkoutPlan(
  deps: AppDependencies,
  payments: Payments,
  session: Stripe.Checkout.Session,
): Promise<Plan | undefined> {
  // The card the checkout saved may be one the customer had: kept once (issue 26 item 17).
  const customer = idOf(session.customer);
  if (customer) await dedupeCards(deps, customer);
  if (session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return undefined;
    return subscriptionPlan(deps, payments, subscriptionId);
  }
  if (session.mode === 'payment') {
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required')
      return undefined;
    return async (db) => {
      // What was sold and to whom is the app's record of the session it created (issue 23 item 1):
      // the session's metadata is whatever its creator wrote, and a session the app did not create
      // grants nothing.
      const [record] = await db
        .select()
        .from(billingCheckouts)
        .where(eq(billingCheckouts.sessionId, session.id));
      if (record?.kind !== 'credits') {
        deps.logger.warn({ session: session.id }, 'a paid checkout session the app did not create');
        return {};
      }
      const credits = record.credits ?? 0;
      if (!Number.isInteger(credits) || credits <= 0) return { spaceId: record.spaceId };
      await grantCredits(db, {
        spaceId: record.spaceId,
        amount: credits,
        kind: 'pack',
        idempotencyKey: `checkout:${session.id}`,
        description: `Credit pack: ${credits} credits`,
        now: deps.clock.now(),
      });
      return { spaceId: record.spaceId, credits: true };
    };
  }
  return undefined;
}

async function invoicePlan(
  deps: AppDependencies,
  payments: Payments,
  type: string,
  invoice: Stripe.Invoice,
): Promise<Plan | undefined> {
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId) return undefined;
  const subscription = await currentSubscription(payments, subscriptionId);
  const failed = type === 'invoice.payment_failed';
  const renewal =
    !failed &&
    (invoice.billing_reason === 'subscription_cycle' || invoice.billing_reason === 'subscription_create');
  const message = failed ? await failureMessage(payments, invoice) : null;
  return async (db) => {
    const applied = await applySubscription(deps, db, subscription);
    const space = applied ? { id: applied.spaceId } : await spaceOfCustomer(db, invoice.customer);
    if (!space) return {};
    let credits = false;
    if (failed) {
      // A better message written by payment_intent.payment_failed stays.
      await db
        .update(billingAccounts)
        .set({
          lastPaymentError: message
            ? message
            : sql`coalesce(${billingAccounts.lastPaymentError}, ${fallbackFailure})`,
          updatedAt: deps.clock.now(),
        })
        .where(eq(billingAccounts.spaceId, space.id));
    }
    if (renewal && invoice.id) {
      const item = subscription.items.data[0];
      const price = applied ? await localPriceOf(db, item?.price) : undefined;
      const [row] = await db.select({ brand: spaces.brand }).from(spaces).where(eq(spaces.id, space.id));
      if (price?.tier && row) {
        const plan = await planOf(db, row.brand, price.tier);
        if (plan.defaultCredits > 0) {
          await grantCredits(db, {
            spaceId: space.id,
            amount: plan.defaultCredits,
            kind: 'renewal',
            idempotencyKey: `invoice:${invoice.id}`,
            description: `${plan.cardDescription.name} plan credits`,
            now: deps.clock.now(),
          });
          credits = true;
        }
      }
    }
    return { spaceId: space.id, credits, quiet: !failed && !credits && !applied?.changed };
  };
}

const fallbackFailure = 'Your payment failed';

/** Why an invoice's payment failed, in the card issuer's words when Stripe has them. */
async function failureMessage(payments: Payments, invoice: Stripe.Invoice): Promise<string | null> {
  const fallback = null;
  const finalization = invoice.last_finalization_error?.message;
  if (finalization) return finalization;
  try {
    const payments_ = await payments.stripe.invoicePayments.list({ invoice: invoice.id ?? '', limit: 1 });
    const intentId = idOf(payments_.data[0]?.payment.payment_intent);
    if (intentId) {
      const intent = await payments.stripe.paymentIntents.retrieve(intentId);
      return intent.last_payment_error?.message ?? fallback;
    }
  } catch {
    // The message is a courtesy: the state change does not wait for it.
  }
  return fallback;
}

class DuplicateEvent extends Error {}

/**
 * Handles one verified event: Stripe reads first, then one transaction making the change and
 * writing the event id (ON CONFLICT DO NOTHING: a duplicate rolls back); update_space after.
 */
export async function handleEvent(deps: AppDependencies, event: Stripe.Event): Promise<WebhookResult> {
  const payments = requirePayments(deps);
  const [seen] = await deps.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id));
  if (seen) return { received: true, duplicate: true };
  const plan = await planEvent(deps, payments, event);
  let outcome: Change;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const change = plan ? await plan(db) : {};
      // Last, in the same transaction: a concurrent copy of the event that got here first makes
      // this insert do nothing, and the whole change is rolled back (handled once).
      const [inserted] = await db
        .insert(stripeEvents)
        .values({
          id: event.id,
          type: event.type,
          spaceId: change.spaceId ?? null,
          receivedAt: deps.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      if (!inserted) throw new DuplicateEvent();
      return change;
    });
  } catch (error) {
    if (error instanceof DuplicateEvent) return { received: true, duplicate: true };
    throw error;
  }
  if (outcome.spaceId && !outcome.quiet) {
    announceSpaceChange(deps.realtime, outcome.spaceId);
    if (outcome.credits) await announceCredits(deps, outcome.spaceId);
  }
  return plan ? { received: true } : { received: true, ignored: true };
}

/** update_credits with the wallet's balance (after a grant; harmless otherwise). */
async function announceCredits(deps: AppDependencies, spaceId: string): Promise<void> {
  const [wallet] = await deps.db
    .select({ balance: creditWallets.balance })
    .from(creditWallets)
    .where(eq(creditWallets.spaceId, spaceId));
  if (wallet) deps.realtime.toSpace(spaceId, serverEvents.updateCredits, { balance: wallet.balance });
}
