/** /v1/invoices: list (customer, subscription, status), retrieve, and create_preview (what a change costs). */
import { Hono } from 'hono';
import { getCustomer, getSubscription } from '../billing';
import { previewInvoice } from '../invoice-preview';
import { retryInvoice } from '../renewals';
import type { Core } from '../core';
import { int, obj, str } from '../form';
import { invalid, missing, StripeApiError, stored } from '../store';
import { type ApiEnv, answer, answerPage } from './shared';
import { itemChanges, prorationBehaviorOf } from './subscriptions';

export function invoiceRoutes(core: Core) {
  const routes = new Hono<ApiEnv>();

  routes.post('/create_preview', (c) => {
    const form = c.get('form');
    const subscriptionId = str(form.subscription);
    const subscription = subscriptionId ? getSubscription(core, subscriptionId) : null;
    const customerId = str(form.customer) ?? subscription?.customer;
    if (!customerId) throw missing('customer');
    const customer = getCustomer(core, customerId);
    if (subscription && subscription.customer !== customer.id) {
      throw invalid('The subscription does not belong to this customer.', 'subscription');
    }
    const details = obj(form.subscription_details) ?? {};
    return answer(
      c,
      core,
      previewInvoice(core, {
        customer,
        subscription,
        changes: itemChanges(details.items, 'subscription_details[items]'),
        behavior: prorationBehaviorOf(details.proration_behavior, 'subscription_details[proration_behavior]'),
        prorationDate: int(details.proration_date),
      }),
    );
  });

  routes.get('/', (c) => {
    const form = c.get('form');
    const customer = str(form.customer);
    const subscription = str(form.subscription);
    const status = str(form.status);
    const all = Object.values(core.state.invoices).filter(
      (invoice) =>
        (customer === undefined || invoice.customer === customer) &&
        (subscription === undefined || invoice.parent?.subscription_details?.subscription === subscription) &&
        (status === undefined || invoice.status === status),
    );
    return answerPage(c, core, all, '/v1/invoices');
  });

  routes.get('/:id', (c) => answer(c, core, stored(core.state.invoices, 'invoice', c.req.param('id'))));

  // Pays an open invoice now with the customer's default card (POST /v1/invoices/:id/pay):
  // paid, and a past_due subscription active again; a declining card is a card_error.
  routes.post('/:id/pay', (c) => {
    const invoice = stored(core.state.invoices, 'invoice', c.req.param('id'));
    if (invoice.status === 'paid')
      throw invalid('Invoice is already paid', undefined, 'invoice_already_paid');
    if (invoice.status !== 'open')
      throw invalid(`You can only pay an open invoice (this one is ${invoice.status}).`);
    const error = retryInvoice(core, invoice);
    if (error) throw new StripeApiError(402, { type: 'card_error', ...error, param: '' });
    return answer(c, core, invoice);
  });

  routes.get('/:id/lines', (c) => {
    const invoice = stored(core.state.invoices, 'invoice', c.req.param('id'));
    return answer(c, core, invoice.lines);
  });

  return routes;
}
