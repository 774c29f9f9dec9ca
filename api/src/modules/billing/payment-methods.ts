/** The customer portal and the workspace's payment methods: add, list, remove, make primary. */
import type Stripe from 'stripe';
import { billingMessages } from '@outreach/core/billing';
import type { AppDependencies } from '../../platform/context';
import type { SpaceRow } from '../../db/schema';
import { AppError } from '../../errors';
import { billingAccountOf, customerOf, ensureCustomer, requirePayments, stripeCall } from './stripe-sync';
import { billingApiMessages, assertCanPay, paymentMethodsOf } from './billing.service';
import { type Origins, recordCheckout } from './billing-checkout';

/** GET /billing/customer_portal: a Billing Portal session back to the overview. */
export async function customerPortal(deps: AppDependencies, space: SpaceRow, { origin }: Origins) {
  const { stripe } = requirePayments(deps);
  assertCanPay(space);
  const customer = await ensureCustomer(deps, space);
  const session = await stripeCall(() =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${origin}/billing/overview` }),
  );
  return { url: session.url };
}

/** POST /billing/payment_method: Checkout in setup mode (the card is saved to the customer). */
export async function addPaymentMethod(
  deps: AppDependencies,
  space: SpaceRow,
  { origin }: Origins,
  createdBy: string | null = null,
) {
  const { stripe } = requirePayments(deps);
  assertCanPay(space);
  const customer = await ensureCustomer(deps, space);
  const account = await billingAccountOf(deps.db, space.id);
  const session = await stripeCall(() =>
    stripe.checkout.sessions.create({
      mode: 'setup',
      customer,
      currency: (account?.currency ?? 'USD').toLowerCase(),
      client_reference_id: space.id,
      metadata: { space_id: space.id, kind: 'payment_method' },
      success_url: `${origin}/billing/overview?payment_method_added=true`,
      cancel_url: `${origin}/billing/overview`,
    }),
  );
  if (!session.url) throw new AppError(502, billingMessages.paymentFailed);
  await recordCheckout(deps, session, { space, kind: 'payment_method', createdBy });
  return { url: session.url };
}

const paymentMethodId = /^pm_[A-Za-z0-9_]{1,200}$/;

/** The workspace's customer and one of its payment methods; 404 for anyone else's (tenancy). */
async function ownPaymentMethod(deps: AppDependencies, space: SpaceRow, id: string): Promise<string> {
  const { stripe } = requirePayments(deps);
  assertCanPay(space);
  const customer = await customerOf(deps.db, space.id);
  if (!customer || !paymentMethodId.test(id))
    throw new AppError(404, billingApiMessages.paymentMethodNotFound);
  let method: Stripe.PaymentMethod;
  try {
    method = await stripeCall(() => stripe.paymentMethods.retrieve(id));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw new AppError(404, billingApiMessages.paymentMethodNotFound);
    }
    throw error;
  }
  const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
  if (owner !== customer) throw new AppError(404, billingApiMessages.paymentMethodNotFound);
  return customer;
}

/** DELETE /billing/payment_method/{id}. */
export async function removePaymentMethod(deps: AppDependencies, space: SpaceRow, id: string) {
  const { stripe } = requirePayments(deps);
  const customer = await ownPaymentMethod(deps, space, id);
  await stripeCall(() => stripe.paymentMethods.detach(id));
  return { payment_methods: await paymentMethodsOf(deps, customer) };
}

/** POST /billing/payment_method/{id}/set_primary: the customer's default for invoices. */
export async function setPrimaryPaymentMethod(deps: AppDependencies, space: SpaceRow, id: string) {
  const { stripe } = requirePayments(deps);
  const customer = await ownPaymentMethod(deps, space, id);
  await stripeCall(() =>
    stripe.customers.update(customer, { invoice_settings: { default_payment_method: id } }),
  );
  return { payment_methods: await paymentMethodsOf(deps, customer) };
}

/**
 * A card is kept once (issue 26 item 17): of the customer's cards with the same fingerprint and
 * expiry, the default one stays (else the newest) and the others are detached. Run after a
 * Checkout, which saves the card it was paid with even when the customer had it already.
 */
export async function dedupeCards(deps: AppDependencies, customer: string): Promise<number> {
  const { stripe } = requirePayments(deps);
  const [list, record] = await Promise.all([
    stripeCall(() => stripe.customers.listPaymentMethods(customer, { type: 'card', limit: 100 })),
    stripeCall(() => stripe.customers.retrieve(customer)),
  ]);
  const defaultMethod =
    'deleted' in record && record.deleted ? null : record.invoice_settings?.default_payment_method;
  const primary = typeof defaultMethod === 'string' ? defaultMethod : (defaultMethod?.id ?? null);
  const groups = new Map<string, Stripe.PaymentMethod[]>();
  for (const method of list.data) {
    const card = method.card;
    if (!card?.fingerprint) continue;
    const key = `${card.fingerprint}:${card.exp_month}/${card.exp_year}`;
    groups.set(key, [...(groups.get(key) ?? []), method]);
  }
  let removed = 0;
  for (const cards of groups.values()) {
    if (cards.length < 2) continue;
    const keep =
      cards.find((method) => method.id === primary) ??
      cards.reduce((newest, method) => (method.created > newest.created ? method : newest));
    for (const method of cards) {
      if (method.id === keep.id) continue;
      await stripeCall(() => stripe.paymentMethods.detach(method.id));
      removed += 1;
    }
  }
  return removed;
}
