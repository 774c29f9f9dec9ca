/**
 * /v1/payment_methods (list a customer's cards, retrieve, attach, detach) and /v1/payment_intents
 * (an off-session charge: succeeded, or a 402 card_error for a declining card).
 */
import { Hono } from 'hono';
import { getCustomer } from '../billing';
import { charge } from '../charges';
import { attachPaymentMethod, cardsOf, detachPaymentMethod, getPaymentMethod } from '../payment-methods';
import type { Core } from '../core';
import { bool, int, metadataOf, str } from '../form';
import { invalid, missing, page, StripeApiError, stored } from '../store';
import { type ApiEnv, answer, answerPage, required } from './shared';

export function paymentRoutes(core: Core) {
  const methods = new Hono<ApiEnv>();

  methods.get('/', (c) => {
    const form = c.get('form');
    const customer = str(form.customer);
    const type = str(form.type);
    if (type && type !== 'card') return answer(c, core, page([], '/v1/payment_methods', 10, undefined));
    if (!customer) throw missing('customer');
    getCustomer(core, customer);
    return answerPage(c, core, cardsOf(core, customer), '/v1/payment_methods');
  });

  methods.get('/:id', (c) => answer(c, core, getPaymentMethod(core, c.req.param('id'), 'id')));

  methods.post('/:id/attach', (c) => {
    const form = c.get('form');
    const customer = getCustomer(core, required(form, 'customer'));
    const paymentMethod = getPaymentMethod(core, c.req.param('id'), 'payment_method');
    return answer(c, core, attachPaymentMethod(core, paymentMethod, customer));
  });

  methods.post('/:id/detach', (c) => {
    const paymentMethod = getPaymentMethod(core, c.req.param('id'), 'payment_method');
    return answer(c, core, detachPaymentMethod(core, paymentMethod));
  });

  const intents = new Hono<ApiEnv>();

  intents.post('/', (c) => {
    const form = c.get('form');
    const amount = int(form.amount);
    if (amount === undefined) throw missing('amount');
    if (amount < 50) throw invalid('Amount must be at least 50 cents', 'amount', 'amount_too_small');
    const currency = required(form, 'currency').toLowerCase();
    const customerId = str(form.customer);
    const customer = customerId ? getCustomer(core, customerId) : null;
    const paymentMethodId = str(form.payment_method);
    const paymentMethod = paymentMethodId ? getPaymentMethod(core, paymentMethodId) : null;
    if (paymentMethod && customer && paymentMethod.customer && paymentMethod.customer !== customer.id) {
      throw invalid('The provided PaymentMethod belongs to another customer.', 'payment_method');
    }
    if (!bool(form.confirm)) {
      // Our code always confirms off session; an unconfirmed intent is not kept here.
      throw invalid(
        'The local payments server only creates confirmed payment intents (confirm=true).',
        'confirm',
      );
    }
    if (!paymentMethod) throw missing('payment_method');
    const result = charge(core, {
      customer,
      amount,
      currency,
      paymentMethod: paymentMethod.id,
      metadata: metadataOf(form.metadata),
      description: str(form.description) || null,
      offSession: bool(form.off_session) === true,
    });
    if (result.error) {
      throw new StripeApiError(402, {
        type: 'card_error',
        ...result.error,
        payment_intent: result.paymentIntent,
        payment_method: paymentMethod,
        doc_url: 'https://docs.stripe.com/error-codes/card-declined',
      });
    }
    return answer(c, core, result.paymentIntent);
  });

  intents.get('/:id', (c) =>
    answer(c, core, stored(core.state.paymentIntents, 'payment_intent', c.req.param('id'))),
  );

  intents.get('/', (c) => {
    const form = c.get('form');
    const customer = str(form.customer);
    const all = Object.values(core.state.paymentIntents).filter(
      (intent) => !customer || intent.customer === customer,
    );
    return answerPage(c, core, all, '/v1/payment_intents');
  });

  return { methods, intents };
}
