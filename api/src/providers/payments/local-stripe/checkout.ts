/**
 * Paying a Checkout Session on the hosted page: the card is saved to the customer (created from
 * the email when the session had none) and made their default, then per mode a subscription
 * (active, with its paid invoice), a payment (a succeeded payment intent) or only the saved card
 * (setup); the session is complete and checkout.session.completed goes out last.
 */
import { createCustomer, getCustomer, getPrice, updateCustomer } from './billing';
import { charge } from './charges';
import { discountLines } from './discounts';
import {
  attachPaymentMethod,
  behaviourOf,
  createCard,
  declineMessages,
  setDefaultPaymentMethod,
} from './payment-methods';
import { createSubscription } from './subscriptions';
import type { Card } from './cards';
import type { Core } from './core';
import { customerObject } from './objects';
import { clone, listOf, newId, type StripeObject } from './store';

/** The coupons of a Checkout Session (`discounts[0][coupon]`), as they were when it was created. */
export function sessionCoupons(core: Core, session: StripeObject): StripeObject[] {
  return core.state.internal.sessionData[session.id]?.coupons ?? [];
}

/** Each line's amount and its share of the session's discount. */
export function sessionAmounts(
  core: Core,
  session: StripeObject,
): { price: StripeObject; quantity: number; amount: number; discount: number }[] {
  const lines = (core.state.internal.sessionLines[session.id] ?? []).map((line) => {
    const price = core.state.prices[line.price] ?? {
      id: line.price,
      unit_amount: 0,
      currency: session.currency,
    };
    return { price, quantity: line.quantity, amount: (price.unit_amount ?? 0) * line.quantity };
  });
  const total = session.total_details?.amount_discount ?? 0;
  // The discount decided at creation, split over the lines.
  const split = discountLines(
    lines.map((line) => line.amount),
    [{ amount_off: total, currency: session.currency }],
    session.currency ?? '',
  );
  return lines.map((line, index) => ({ ...line, discount: split.byLine[index]?.[0] ?? 0 }));
}

export function sessionLineItems(core: Core, session: StripeObject): StripeObject {
  return listOf(
    sessionAmounts(core, session).map(({ price, quantity, amount, discount }, index) => {
      return {
        id: `li_${session.id.slice(3, 20)}${index}`,
        object: 'item',
        amount_discount: discount,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount - discount,
        currency: price.currency,
        description: core.state.products[price.product]?.name ?? null,
        price: clone(price),
        quantity,
      };
    }),
    `/v1/checkout/sessions/${session.id}/line_items`,
  );
}

export type PayOutcome = { ok: true; redirect: string } | { ok: false; message: string };

export function payCheckoutSession(
  core: Core,
  session: StripeObject,
  card: Card,
  email: string | null,
): PayOutcome {
  if (session.status !== 'open') return { ok: false, message: 'This checkout session is no longer open.' };
  const behaviour = behaviourOf(card.number);
  // A declined card changes nothing (Stripe's checkout shows the message and waits).
  if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
    return { ok: false, message: declineMessages[behaviour].message };
  }
  const completed = core.hold(() => {
    let customer: StripeObject | null = session.customer ? getCustomer(core, session.customer) : null;
    if (!customer) {
      customer = createCustomer(
        core,
        customerObject(core, { email: email ?? session.customer_email, name: card.name }),
      );
    }
    const paymentMethod = createCard(core, { ...card, email: email ?? customer.email });
    attachPaymentMethod(core, paymentMethod, customer);
    setDefaultPaymentMethod(core, customer, paymentMethod.id);
    if (!customer.email && email) {
      const target = customer;
      updateCustomer(core, target, (next) => {
        next.email = email;
      });
    }
    const lines = core.state.internal.sessionLines[session.id] ?? [];
    const data = core.state.internal.sessionData[session.id];
    const next = {
      customer: customer.id,
      customer_details: {
        address: null,
        email: email ?? customer.email,
        name: card.name,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
      status: 'complete',
      payment_status: 'paid',
      url: null,
    } as StripeObject;
    if (session.mode === 'subscription') {
      const { subscription, invoice, error } = createSubscription(core, {
        customer,
        items: lines.map((line) => ({ price: line.price, quantity: line.quantity })),
        metadata: data?.subscriptionMetadata ?? {},
        defaultPaymentMethod: paymentMethod.id,
        coupons: sessionCoupons(core, session),
        checkoutSession: session.id,
      });
      if (error) return { message: error.message };
      next.subscription = subscription.id;
      next.invoice = invoice.id;
    } else if (session.mode === 'payment') {
      const amount =
        session.amount_total ??
        lines.reduce((sum, line) => sum + getPrice(core, line.price).unit_amount * line.quantity, 0);
      const { paymentIntent, error } = charge(core, {
        customer,
        amount,
        currency: session.currency,
        paymentMethod: paymentMethod.id,
        metadata: data?.paymentIntentMetadata ?? {},
      });
      if (error) return { message: error.message };
      next.payment_intent = paymentIntent.id;
    } else {
      const setupIntent: StripeObject = {
        id: newId('seti', 24),
        object: 'setup_intent',
        created: core.now(),
        customer: customer.id,
        livemode: false,
        metadata: {},
        payment_method: paymentMethod.id,
        payment_method_types: ['card'],
        status: 'succeeded',
        usage: 'off_session',
      };
      core.state.setupIntents[setupIntent.id] = setupIntent;
      next.setup_intent = setupIntent.id;
      next.payment_status = 'no_payment_required';
    }
    Object.assign(session, next);
    core.emit('checkout.session.completed', session);
    return null;
  });
  const [failure, events] = completed;
  if (failure) {
    // A charge that failed after the card was saved (4000 0000 0000 0341): Stripe keeps the
    // session open and shows the decline; what was created stays, as on Stripe.
    core.release(events);
    core.save();
    return { ok: false, message: failure.message };
  }
  core.release(events);
  core.save();
  const redirect = String(session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
  return { ok: true, redirect };
}
