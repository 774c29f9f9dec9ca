/** Creating, updating (terms, description, promotion) and deleting a brand's prices, audited. */
import { billingMessages } from '@outreach/core/billing';
import { and, eq } from 'drizzle-orm';
import { type BillingPriceRow, billingPlans, billingPrices } from '../../db/schema';
import { AppError } from '../../errors';
import { type AdminScope, audit } from '../../platform/admin-scope';
import type {
  AdminPriceJson,
  CreatePriceInput,
  PriceDescriptionInput,
  PricePromoInput,
  UpdatePriceInput,
} from './billing-admin.schema';
import { type Deps, brandSettings, priceJson } from './billing-admin.service';
import { subscriberCounts, priceRow, onePriceJson, invoicedCurrencies } from './admin-prices';
import { type PriceTerms, offerOf, rowOffer, tierPlan, assertFloor, assertStripePrice } from './price-checks';
import { billingAdminMessages as messages } from './billing-admin.schema';

/** POST /admin/whitelabels/{id}/prices */
export async function createPrice(
  deps: Deps,
  scope: AdminScope,
  id: string,
  input: CreatePriceInput,
): Promise<AdminPriceJson> {
  const brand = await brandSettings(deps.db, scope, id);
  if (input.kind === 'subscription' && (!input.tier || !input.interval)) {
    throw new AppError(400, messages.tierRequired);
  }
  if (input.kind === 'credits' && !input.credits) throw new AppError(400, messages.creditsRequired);
  const terms: PriceTerms = {
    kind: input.kind,
    tier: input.kind === 'subscription' ? (input.tier ?? null) : null,
    interval: input.kind === 'subscription' ? (input.interval ?? null) : null,
    currency: input.currency,
    amountCents: input.amount_cents,
    credits: input.kind === 'credits' ? (input.credits ?? null) : null,
  };
  const freeSeats = input.free_seats ?? 0;
  const minimumQuantity = input.minimum_payment_quantity ?? 1;
  if (!input.stripe_price_id && (freeSeats !== 0 || minimumQuantity !== 1)) {
    throw new AppError(400, billingMessages.selectStripePrice);
  }
  if (terms.kind === 'subscription') {
    const [duplicate] = await deps.db
      .select({ id: billingPrices.id })
      .from(billingPrices)
      .where(
        and(
          eq(billingPrices.brand, id),
          eq(billingPrices.kind, 'subscription'),
          eq(billingPrices.tier, terms.tier ?? ''),
          eq(billingPrices.interval, terms.interval ?? ''),
          eq(billingPrices.currency, terms.currency),
          eq(billingPrices.active, true),
        ),
      );
    if (duplicate) throw new AppError(409, messages.duplicatePrice);
  }
  const plan = await tierPlan(deps.db, id, terms.tier);
  await assertFloor(deps.db, scope, brand, [
    {
      terms,
      before: null,
      after: offerOf({ terms, promo: null, freeSeats, minimumQuantity }, plan),
    },
  ]);
  if (input.stripe_price_id) await assertStripePrice(deps, scope, input.stripe_price_id, terms);
  const created = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(billingPrices)
      .values({
        brand: id,
        ...terms,
        stripePriceId: input.stripe_price_id ?? null,
        freeSeats,
        minimumPaymentQuantity: minimumQuantity,
        createdAt: deps.clock.now(),
      })
      .returning();
    if (!row) throw new AppError(404, messages.priceNotFound);
    await audit(tx, scope.user, {
      action: 'price.create',
      targetType: 'billing_price',
      targetId: row.id,
      brand: row.brand,
      after: priceJson(row, 0, null),
    });
    return row;
  });
  return onePriceJson(deps.db, created);
}

/** The price as the update leaves it: what the input gives, else what the row has. */
function updatedTerms(row: BillingPriceRow, input: UpdatePriceInput) {
  const terms: PriceTerms = {
    kind: row.kind,
    tier: row.tier,
    interval: row.interval,
    currency: input.currency ?? row.currency,
    amountCents: input.amount_cents ?? row.amountCents,
    credits: row.kind === 'credits' ? (input.credits ?? row.credits) : null,
  };
  return {
    terms,
    stripePriceId: input.stripe_price_id === undefined ? row.stripePriceId : input.stripe_price_id,
    freeSeats: input.free_seats ?? row.freeSeats,
    minimumQuantity: input.minimum_payment_quantity ?? row.minimumPaymentQuantity,
    active: input.active ?? row.active,
  };
}

/** PUT /admin/billing/prices/{priceId}: amount, currency, Stripe link, free seats, minimum quantity, active. */
export async function updatePrice(
  deps: Deps,
  scope: AdminScope,
  priceId: string,
  input: UpdatePriceInput,
): Promise<AdminPriceJson> {
  const row = await priceRow(deps.db, scope, priceId);
  const brand = await brandSettings(deps.db, scope, row.brand);
  const { terms, stripePriceId, freeSeats, minimumQuantity, active } = updatedTerms(row, input);
  const currencyChanges = terms.currency !== row.currency;
  const amountChanges = terms.amountCents !== row.amountCents || terms.credits !== row.credits;

  // spec §5: "Currency cannot change after the first invoice".
  if (currencyChanges && (await invoicedCurrencies(deps.db, row.brand)).length > 0) {
    throw new AppError(409, billingMessages.currencyFixed);
  }
  // Stripe prices never change: new terms need a new Stripe price (subscribers keep the old one).
  const newLink = stripePriceId !== null && stripePriceId !== row.stripePriceId;
  if (row.stripePriceId && (currencyChanges || amountChanges) && !newLink) {
    throw new AppError(409, messages.linkedAmount);
  }
  // spec §5, §8: free seats and the minimum quantity belong to the Stripe link.
  const seatTermsChange = freeSeats !== row.freeSeats || minimumQuantity !== row.minimumPaymentQuantity;
  if (!stripePriceId && seatTermsChange) {
    throw new AppError(400, billingMessages.selectStripePrice);
  }
  if (active) {
    const plan = await tierPlan(deps.db, row.brand, row.tier);
    await assertFloor(deps.db, scope, brand, [
      {
        terms,
        // A reactivated price, or one in another currency, is judged as new.
        before: row.active && !currencyChanges ? offerOf(rowOffer(row), plan) : null,
        after: offerOf({ terms, promo: row.promo ?? null, freeSeats, minimumQuantity }, plan),
      },
    ]);
  }
  if (stripePriceId && (newLink || currencyChanges)) {
    await assertStripePrice(deps, scope, stripePriceId, terms, row.id);
  }
  const updated = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(billingPrices)
      .set({
        currency: terms.currency,
        amountCents: terms.amountCents,
        credits: terms.credits,
        stripePriceId,
        freeSeats,
        minimumPaymentQuantity: minimumQuantity,
        active,
      })
      .where(eq(billingPrices.id, row.id))
      .returning();
    if (!saved) throw new AppError(404, messages.priceNotFound);
    await audit(tx, scope.user, {
      action: 'price.update',
      targetType: 'billing_price',
      targetId: row.id,
      brand: row.brand,
      before: priceJson(row, 0, null),
      after: priceJson(saved, 0, null),
    });
    return saved;
  });
  return onePriceJson(deps.db, updated);
}

/**
 * PUT /admin/billing/prices/{priceId}/description: a subscription price's description is the card
 * of its tier's plan (spec §3 card_description {name, features}), shared by the tier's prices.
 */
export async function updatePriceDescription(
  deps: Deps,
  scope: AdminScope,
  priceId: string,
  input: PriceDescriptionInput,
): Promise<AdminPriceJson> {
  const row = await priceRow(deps.db, scope, priceId);
  if (row.kind !== 'subscription' || !row.tier) throw new AppError(400, messages.subscriptionOnly);
  await deps.db.transaction(async (tx) => {
    const [plan] = await tx
      .select()
      .from(billingPlans)
      .where(and(eq(billingPlans.brand, row.brand), eq(billingPlans.tier, row.tier ?? '')));
    if (!plan) throw new AppError(404, messages.planNotFound);
    await tx
      .update(billingPlans)
      .set({ cardDescription: input, updatedAt: deps.clock.now() })
      .where(eq(billingPlans.id, plan.id));
    await audit(tx, scope.user, {
      action: 'price.description',
      targetType: 'billing_plan',
      targetId: plan.id,
      brand: row.brand,
      before: plan.cardDescription,
      after: input,
    });
  });
  return onePriceJson(deps.db, row);
}

/** PUT /admin/billing/prices/{priceId}/promo: {promo: {code, description, percent_off} | null}. */
export async function updatePricePromo(
  deps: Deps,
  scope: AdminScope,
  priceId: string,
  input: PricePromoInput,
): Promise<AdminPriceJson> {
  const row = await priceRow(deps.db, scope, priceId);
  if (row.kind !== 'subscription') throw new AppError(400, messages.subscriptionOnly);
  if (row.active) {
    const brand = await brandSettings(deps.db, scope, row.brand);
    const plan = await tierPlan(deps.db, row.brand, row.tier);
    const now = rowOffer(row);
    await assertFloor(deps.db, scope, brand, [
      { terms: now.terms, before: offerOf(now, plan), after: offerOf({ ...now, promo: input.promo }, plan) },
    ]);
  }
  const updated = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(billingPrices)
      .set({ promo: input.promo })
      .where(eq(billingPrices.id, row.id))
      .returning();
    if (!saved) throw new AppError(404, messages.priceNotFound);
    await audit(tx, scope.user, {
      action: 'price.promo',
      targetType: 'billing_price',
      targetId: row.id,
      brand: row.brand,
      before: row.promo,
      after: input.promo,
    });
    return saved;
  });
  return onePriceJson(deps.db, updated);
}

/** DELETE /admin/billing/prices/{priceId}: refused while a workspace subscribes to it. */
export async function deletePrice(deps: Deps, scope: AdminScope, priceId: string): Promise<{ _id: string }> {
  const row = await priceRow(deps.db, scope, priceId);
  const subscribers = (await subscriberCounts(deps.db, [row.id])).get(row.id) ?? 0;
  if (subscribers > 0) throw new AppError(409, messages.hasSubscribers);
  await deps.db.transaction(async (tx) => {
    await tx.delete(billingPrices).where(eq(billingPrices.id, row.id));
    await audit(tx, scope.user, {
      action: 'price.delete',
      targetType: 'billing_price',
      targetId: row.id,
      brand: row.brand,
      before: priceJson(row, 0, null),
    });
  });
  return { _id: row.id };
}
