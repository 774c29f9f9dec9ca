/**
 * Auto top-up (issue 13 item 6 "when the balance falls under X, buy pack Y, at most Z times a
 * month"): after a debit committed, a workspace whose rule is on and whose balance is under the
 * threshold buys its chosen credit pack off-session with the customer's default card, through
 * the Stripe SDK (a PaymentIntent, confirmed at once), and the pack is granted (ledger kind
 * 'topup', keyed by the PaymentIntent). One run at a time per workspace: on Postgres a
 * transaction-scoped advisory lock held during the run (`pg_try_advisory_xact_lock`: a second
 * run gives up at once); on PGlite (one process) a set of the workspaces being topped up. Stripe's
 * idempotency key `topup:<space>:<yyyy-mm>:<n>:<payment method>` makes the n-th pack of a month
 * one charge even if two processes raced past both.
 */
import { billingMessages } from '@outreach/core/billing';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { billingAccounts, billingPrices, creditWallets, spaces } from '../../db/schema';
import { maxCreditBalance } from './credits.schema';
import { announceCredits, executedRows, grantCredits, monthKey, monthStart } from './credits.service';

export type TopupOutcome =
  | { status: 'skipped'; reason: string }
  | { status: 'charged'; balance: number; paymentIntentId: string }
  | { status: 'failed'; error: string };

type TopupDeps = Pick<AppDependencies, 'db' | 'database' | 'payments' | 'logger' | 'realtime' | 'clock'>;

/** Workspaces with a run in progress in this process (PGlite: one process holds the database). */
const running = new WeakMap<Db, Set<string>>();

/** After a debit committed: top up when the rule says so. Never throws (logs instead). */
export async function maybeAutoTopup(deps: TopupDeps, spaceId: string): Promise<TopupOutcome> {
  try {
    if (!deps.payments) return { status: 'skipped', reason: 'payments not configured' };
    // The cheap check first, without a lock: most debits stop here.
    const [wallet] = await deps.db.select().from(creditWallets).where(eq(creditWallets.spaceId, spaceId));
    if (
      !wallet?.autoTopupEnabled ||
      !wallet.autoTopupPriceId ||
      wallet.balance >= wallet.autoTopupThreshold
    ) {
      return { status: 'skipped', reason: 'above threshold or off' };
    }
    const outcome = await run(deps, spaceId);
    // After the commit: the pack's credits are visible to whoever refetches.
    if (outcome.status === 'charged') announceCredits(deps.realtime, spaceId, outcome.balance);
    return outcome;
  } catch (error) {
    deps.logger.error({ err: error, spaceId }, 'credits auto top-up failed');
    return { status: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
}

async function run(deps: TopupDeps, spaceId: string): Promise<TopupOutcome> {
  if (deps.database.mode === 'postgres') {
    return await deps.db.transaction(async (tx) => {
      const [lock] = executedRows<{ locked: boolean }>(
        await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtext('credits-topup'), hashtext(${spaceId}::text)) as locked`,
        ),
      );
      if (!lock?.locked) return { status: 'skipped', reason: 'running' } as const;
      return topup(deps, tx, spaceId);
    });
  }
  const mine = running.get(deps.db) ?? new Set<string>();
  running.set(deps.db, mine);
  if (mine.has(spaceId)) return { status: 'skipped', reason: 'running' };
  mine.add(spaceId);
  try {
    return await topup(deps, deps.db, spaceId);
  } finally {
    mine.delete(spaceId);
  }
}

async function topup(deps: TopupDeps, db: Db, spaceId: string): Promise<TopupOutcome> {
  const payments = deps.payments;
  if (!payments) return { status: 'skipped', reason: 'payments not configured' };
  const now = deps.clock.now();
  // Read again under the lock: a run that just finished may have refilled the wallet.
  const [row] = await db
    .select({ wallet: creditWallets, space: spaces, account: billingAccounts })
    .from(creditWallets)
    .innerJoin(spaces, eq(spaces.id, creditWallets.spaceId))
    .leftJoin(billingAccounts, eq(billingAccounts.spaceId, creditWallets.spaceId))
    .where(eq(creditWallets.spaceId, spaceId));
  if (!row) return { status: 'skipped', reason: 'no wallet' };
  const { wallet, space, account } = row;
  if (!wallet.autoTopupEnabled || !wallet.autoTopupPriceId || wallet.balance >= wallet.autoTopupThreshold) {
    return { status: 'skipped', reason: 'above threshold or off' };
  }
  if (!space.isBillingEnabled || space.subscriptionMode === 'disabled') {
    return { status: 'skipped', reason: 'billing disabled' };
  }
  const [counted] = executedRows<{ done: number | string }>(
    await db.execute(sql`select count(*)::int as done from credit_ledger where space_id = ${spaceId}::uuid
      and kind = 'topup' and created_at >= ${monthStart(now).toISOString()}::timestamptz`),
  );
  const done = Number(counted?.done ?? 0);
  if (done >= wallet.autoTopupMaxPerMonth) return { status: 'skipped', reason: 'monthly limit' };
  const [price] = await db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.id, wallet.autoTopupPriceId), eq(billingPrices.kind, 'credits')));
  if (!price?.credits) return { status: 'skipped', reason: 'no pack' };
  // Never charge for credits the wallet cannot take (issue 23 item 13).
  if (wallet.balance + price.credits > maxCreditBalance) return { status: 'skipped', reason: 'wallet full' };

  const fail = async (message: string): Promise<TopupOutcome> => {
    await db
      .insert(billingAccounts)
      .values({ spaceId, lastPaymentError: message, updatedAt: now })
      .onConflictDoUpdate({
        target: billingAccounts.spaceId,
        set: { lastPaymentError: message, updatedAt: now },
      });
    deps.logger.warn({ spaceId, error: message }, 'credits auto top-up not paid');
    return { status: 'failed', error: message };
  };
  if (!account?.stripeCustomerId) return fail(billingMessages.providePaymentMethod);
  const customer = await payments.stripe.customers.retrieve(account.stripeCustomerId);
  const defaultMethod =
    'deleted' in customer && customer.deleted ? null : customer.invoice_settings?.default_payment_method;
  const paymentMethod = typeof defaultMethod === 'string' ? defaultMethod : (defaultMethod?.id ?? null);
  if (!paymentMethod) return fail(billingMessages.providePaymentMethod);

  let intent: Awaited<ReturnType<typeof payments.stripe.paymentIntents.create>>;
  try {
    intent = await payments.stripe.paymentIntents.create(
      {
        amount: price.amountCents,
        currency: price.currency.toLowerCase(),
        customer: account.stripeCustomerId,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
        metadata: {
          space_id: spaceId,
          kind: 'credits',
          price_id: price.id,
          credits: String(price.credits),
          auto_topup: 'true',
        },
      },
      { idempotencyKey: `topup:${spaceId}:${monthKey(now)}:${done + 1}:${paymentMethod}` },
    );
  } catch (error) {
    if ((error as { type?: string }).type === 'StripeCardError') {
      return fail((error as Error).message || billingMessages.paymentFailed);
    }
    throw error;
  }
  if (intent.status !== 'succeeded') return fail(billingMessages.paymentFailed);
  const granted = await grantCredits(db, {
    spaceId,
    amount: price.credits,
    kind: 'topup',
    idempotencyKey: `topup:${intent.id}`,
    description: `Auto top-up: ${price.credits} credits`,
    now,
  });
  if (account.lastPaymentError) {
    await db
      .update(billingAccounts)
      .set({ lastPaymentError: null, updatedAt: now })
      .where(eq(billingAccounts.spaceId, spaceId));
  }
  return { status: 'charged', balance: granted.balance, paymentIntentId: intent.id };
}

/**
 * What a caller does once its debits committed: tell the workspace (`update_credits`) and top up
 * when the rule says so (awaited, so the answer of the request shows the refilled balance; the
 * Stripe call happens only when the balance just fell under the threshold).
 */
export async function creditsSpent(deps: TopupDeps, spaceId: string, balance: number): Promise<void> {
  announceCredits(deps.realtime, spaceId, balance);
  await maybeAutoTopup(deps, spaceId);
}
