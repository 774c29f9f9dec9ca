/**
 * Test helpers of the local server, not Stripe (under /_local, same key as the API):
 *   POST /_local/subscriptions/:id/renew            the current period ends now (charge, or past_due)
 *   POST /_local/customers/:id/fail_next_payment    the customer's next charge is declined
 */
import { Hono } from 'hono';
import { getCustomer, getSubscription } from '../billing';
import { renew } from '../renewals';
import type { Core } from '../core';
import { type ApiEnv, answer } from './shared';

export function localRoutes(core: Core) {
  const routes = new Hono<ApiEnv>();
  routes.post('/subscriptions/:id/renew', (c) => {
    const { subscription } = renew(core, getSubscription(core, c.req.param('id'), 'id'));
    return answer(c, core, subscription);
  });
  routes.post('/customers/:id/fail_next_payment', (c) => {
    const customer = getCustomer(core, c.req.param('id'), 'id');
    core.state.internal.failNextPayment[customer.id] = true;
    core.save();
    return answer(c, core, customer);
  });
  return routes;
}
