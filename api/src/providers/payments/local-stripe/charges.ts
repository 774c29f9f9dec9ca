/** Charges on the local payments server: a payment intent confirmed off session by a test card. */
import type { Core } from './core';
import { declineMessages } from './payment-methods';
import { clone, newId, type StripeObject } from './store';

export interface ChargeResult {
  paymentIntent: StripeObject;
  error: { message: string; code: string; decline_code?: string } | null;
}

/** Why a charge fails, or null: no card, the test card's behaviour, or a customer flagged to fail next. */
function declineOf(
  core: Core,
  input: { customer: StripeObject | null; paymentMethod: string | null; offSession?: boolean },
): ChargeResult['error'] {
  if (!input.paymentMethod) {
    return {
      message: 'The customer has no default payment method.',
      code: 'payment_intent_unexpected_state',
    };
  }
  const behaviour = core.state.internal.cardBehaviour[input.paymentMethod] ?? 'succeeds';
  const flagged = input.customer ? core.state.internal.failNextPayment[input.customer.id] : false;
  if (flagged && input.customer) delete core.state.internal.failNextPayment[input.customer.id];
  if (behaviour === 'insufficient_funds') return { ...declineMessages.insufficient_funds };
  if (flagged) return { ...declineMessages.declined };
  // Checkout is on session: the customer authenticates there; off session the bank refuses.
  if (behaviour === 'requires_authentication')
    return input.offSession ? { ...declineMessages.requires_authentication } : null;
  return behaviour === 'succeeds' ? null : { ...declineMessages.declined };
}

/** A payment intent confirmed off session: succeeded, or declined by the card (or a flagged customer). */
export function charge(
  core: Core,
  input: {
    customer: StripeObject | null;
    amount: number;
    currency: string;
    paymentMethod: string | null;
    metadata?: Record<string, string>;
    description?: string | null;
    /** The customer is not there to authenticate (off_session): a card that asks for it fails. */
    offSession?: boolean;
  },
): ChargeResult {
  const now = core.now();
  const id = newId('pi', 24);
  const error = declineOf(core, input);
  const paymentMethod = input.paymentMethod ? core.state.paymentMethods[input.paymentMethod] : undefined;
  const paymentIntent: StripeObject = {
    id,
    object: 'payment_intent',
    amount: input.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: error ? 0 : input.amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${newId('x', 24).slice(2)}`,
    confirmation_method: 'automatic',
    created: now,
    currency: input.currency,
    customer: input.customer?.id ?? null,
    description: input.description ?? null,
    last_payment_error: error
      ? {
          type: 'card_error',
          ...error,
          payment_method: paymentMethod ? clone(paymentMethod) : null,
        }
      : null,
    latest_charge: input.paymentMethod ? newId('ch', 24) : null,
    livemode: false,
    metadata: input.metadata ?? {},
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: null,
    statement_descriptor: null,
    status: error ? 'requires_payment_method' : 'succeeded',
  };
  core.state.paymentIntents[id] = paymentIntent;
  core.emit(error ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', paymentIntent);
  core.save();
  return { paymentIntent, error };
}
