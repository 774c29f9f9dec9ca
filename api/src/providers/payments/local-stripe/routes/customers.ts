/** /v1/customers: create, retrieve, update (email, name, metadata, the default card), list by email. */
import { Hono } from 'hono';
import { createCustomer, getCustomer, updateCustomer } from '../billing';
import { cardsOf, getPaymentMethod, setDefaultPaymentMethod } from '../payment-methods';
import { cancelNow } from '../renewals';
import type { Core } from '../core';
import { metadataOf, obj, str } from '../form';
import { customerObject } from '../objects';
import { invalid } from '../store';
import { type ApiEnv, answer, answerPage } from './shared';

export function customerRoutes(core: Core) {
  const routes = new Hono<ApiEnv>();

  routes.post('/', (c) => {
    const form = c.get('form');
    const customer = customerObject(core, {
      email: str(form.email) || null,
      name: str(form.name) || null,
      metadata: metadataOf(form.metadata),
    });
    createCustomer(core, customer);
    const defaultPaymentMethod = str(obj(form.invoice_settings)?.default_payment_method);
    if (defaultPaymentMethod)
      setDefaultPaymentMethod(core, customer, getPaymentMethod(core, defaultPaymentMethod).id);
    return answer(c, core, customer);
  });

  routes.get('/', (c) => {
    const form = c.get('form');
    const email = str(form.email);
    const customers = Object.values(core.state.customers).filter(
      (customer) => !customer.deleted && (email === undefined || customer.email === email),
    );
    return answerPage(c, core, customers, '/v1/customers');
  });

  routes.get('/:id', (c) => answer(c, core, getCustomer(core, c.req.param('id'), 'id')));

  routes.post('/:id', (c) => {
    const form = c.get('form');
    const customer = getCustomer(core, c.req.param('id'), 'id');
    const settings = obj(form.invoice_settings);
    const defaultPaymentMethod = str(settings?.default_payment_method);
    if (defaultPaymentMethod) {
      const paymentMethod = getPaymentMethod(
        core,
        defaultPaymentMethod,
        'invoice_settings[default_payment_method]',
      );
      if (paymentMethod.customer !== customer.id) {
        throw invalid(
          `No such PaymentMethod: '${defaultPaymentMethod}'; It's possible this PaymentMethod exists on one of your connected accounts.`,
          'invoice_settings[default_payment_method]',
          'resource_missing',
        );
      }
    }
    updateCustomer(core, customer, (next) => {
      if (form.email !== undefined) next.email = str(form.email) || null;
      if (form.name !== undefined) next.name = str(form.name) || null;
      if (form.description !== undefined) next.description = str(form.description) || null;
      if (form.metadata !== undefined) next.metadata = metadataOf(form.metadata, next.metadata);
      if (settings && settings.default_payment_method !== undefined) {
        next.invoice_settings = {
          ...next.invoice_settings,
          default_payment_method: defaultPaymentMethod || null,
        };
      }
    });
    return answer(c, core, customer);
  });

  routes.delete('/:id', (c) => {
    const customer = getCustomer(core, c.req.param('id'), 'id');
    for (const subscription of Object.values(core.state.subscriptions)) {
      if (subscription.customer === customer.id && subscription.status !== 'canceled')
        cancelNow(core, subscription);
    }
    customer.deleted = true;
    core.emit('customer.deleted', customer);
    core.save();
    return c.json({ id: customer.id, object: 'customer', deleted: true });
  });

  routes.get('/:id/payment_methods', (c) => {
    const customer = getCustomer(core, c.req.param('id'), 'id');
    return answerPage(c, core, cardsOf(core, customer.id), `/v1/customers/${customer.id}/payment_methods`);
  });

  routes.get('/:id/payment_methods/:pm', (c) => {
    const customer = getCustomer(core, c.req.param('id'), 'id');
    const paymentMethod = core.state.paymentMethods[c.req.param('pm')];
    if (!paymentMethod || paymentMethod.customer !== customer.id) {
      throw invalid(`No such PaymentMethod: '${c.req.param('pm')}'`, 'payment_method', 'resource_missing');
    }
    return answer(c, core, paymentMethod);
  });

  return routes;
}
