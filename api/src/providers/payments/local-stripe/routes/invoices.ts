/** /v1/invoices: list (customer, subscription, status), retrieve, and create_preview (what a change costs). */
import { Hono } from 'hono';
import { getCustomer, getSubscription, previewInvoice } from '../billing';
import type { Core } from '../core';
import { int, obj, str } from '../form';
import { invalid, missing, notFound, page } from '../store';
import { type ApiEnv, answer } from './shared';
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
    return answer(c, core, page(all, '/v1/invoices', int(form.limit), str(form.starting_after)));
  });

  routes.get('/:id', (c) => {
    const invoice = core.state.invoices[c.req.param('id')];
    if (!invoice) throw notFound('invoice', c.req.param('id'));
    return answer(c, core, invoice);
  });

  routes.get('/:id/lines', (c) => {
    const invoice = core.state.invoices[c.req.param('id')];
    if (!invoice) throw notFound('invoice', c.req.param('id'));
    return answer(c, core, invoice.lines);
  });

  return routes;
}
