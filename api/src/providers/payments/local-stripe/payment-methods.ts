/** Cards on the local payments server: Stripe's test cards, attaching, detaching, the default one. */
import { updateCustomer } from './billing';
import type { Core } from './core';
import { paymentMethodObject } from './objects';
import { type CardBehaviour, StripeApiError, type StripeObject, stored } from './store';

/** Stripe's test payment methods (`pm_card_visa`...) as the card numbers they stand for. */
export const testPaymentMethods: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_authenticationRequired: '4000002760003184',
};

export function behaviourOf(number: string): CardBehaviour {
  if (number === '4000000000000002') return 'declined';
  if (number === '4000000000009995') return 'insufficient_funds';
  if (number === '4000000000000341') return 'charge_fails';
  if (number === '4000002760003184') return 'requires_authentication';
  return 'succeeds';
}

export const declineMessages = {
  declined: { message: 'Your card was declined.', code: 'card_declined', decline_code: 'generic_decline' },
  insufficient_funds: {
    message: 'Your card has insufficient funds.',
    code: 'card_declined',
    decline_code: 'insufficient_funds',
  },
  requires_authentication: {
    message: 'Your card was declined. This transaction requires authentication.',
    code: 'authentication_required',
    decline_code: 'authentication_required',
  },
} as const;

/** A new card (a pm_ object), not attached yet. */
export function createCard(
  core: Core,
  card: { number: string; expMonth: number; expYear: number; name?: string | null; email?: string | null },
): StripeObject {
  const paymentMethod = paymentMethodObject(core, card);
  core.state.paymentMethods[paymentMethod.id] = paymentMethod;
  core.state.internal.cardBehaviour[paymentMethod.id] = behaviourOf(card.number);
  core.save();
  return paymentMethod;
}

/** A stored payment method, or a fresh copy of a Stripe test one (`pm_card_visa`). */
export function getPaymentMethod(core: Core, id: string, param = 'payment_method'): StripeObject {
  const number = testPaymentMethods[id];
  if (number) {
    const year = new Date(core.now() * 1000).getUTCFullYear() + 3;
    return createCard(core, { number, expMonth: 12, expYear: year });
  }
  return stored(core.state.paymentMethods, 'PaymentMethod', id, param);
}

export function attachPaymentMethod(
  core: Core,
  paymentMethod: StripeObject,
  customer: StripeObject,
): StripeObject {
  if (paymentMethod.customer === customer.id) return paymentMethod;
  if (paymentMethod.customer) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: 'The payment method you provided has already been attached to a customer.',
      code: 'payment_method_unexpected_state',
    });
  }
  const behaviour = core.state.internal.cardBehaviour[paymentMethod.id];
  if (behaviour === 'declined' || behaviour === 'insufficient_funds') {
    throw new StripeApiError(402, { type: 'card_error', ...declineMessages[behaviour], param: '' });
  }
  paymentMethod.customer = customer.id;
  core.emit('payment_method.attached', paymentMethod);
  core.save();
  return paymentMethod;
}

export function setDefaultPaymentMethod(
  core: Core,
  customer: StripeObject,
  paymentMethodId: string | null,
): void {
  updateCustomer(core, customer, (next) => {
    next.invoice_settings = { ...next.invoice_settings, default_payment_method: paymentMethodId };
  });
}

export function detachPaymentMethod(core: Core, paymentMethod: StripeObject): StripeObject {
  const customerId = paymentMethod.customer as string | null;
  if (!customerId) {
    throw new StripeApiError(400, {
      type: 'invalid_request_error',
      message: 'The payment method you provided is not attached to a customer so detachment is impossible.',
      code: 'payment_method_unexpected_state',
    });
  }
  paymentMethod.customer = null;
  core.emit('payment_method.detached', paymentMethod, { customer: customerId });
  const customer = core.state.customers[customerId];
  if (customer && customer.invoice_settings?.default_payment_method === paymentMethod.id) {
    setDefaultPaymentMethod(core, customer, null);
  }
  for (const subscription of Object.values(core.state.subscriptions)) {
    if (subscription.default_payment_method === paymentMethod.id) subscription.default_payment_method = null;
  }
  core.save();
  return paymentMethod;
}

export function cardsOf(core: Core, customerId: string): StripeObject[] {
  return Object.values(core.state.paymentMethods)
    .filter((paymentMethod) => paymentMethod.customer === customerId)
    .sort((a, b) => b.created - a.created);
}

/** The card a charge uses: the subscription's default, the customer's default, or the newest. */
export function paymentMethodFor(
  core: Core,
  customer: StripeObject,
  subscription?: StripeObject,
): string | null {
  const candidates = [
    subscription?.default_payment_method,
    customer.invoice_settings?.default_payment_method,
  ];
  for (const id of candidates) {
    if (typeof id === 'string' && core.state.paymentMethods[id]?.customer === customer.id) return id;
  }
  return cardsOf(core, customer.id)[0]?.id ?? null;
}
