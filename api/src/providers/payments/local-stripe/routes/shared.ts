/** What the REST routes share: the parsed form on the context, `expand[]`, and Stripe's errors. */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sessionLineItems } from '../checkout';
import type { Core } from '../core';
import { type Form, int, parseForm, str, strings } from '../form';
import { clone, missing, page, type StripeObject } from '../store';

export type ApiEnv = { Variables: { form: Form } };

/** The request's parameters: the query string and the form body, as Stripe reads them. */
export const readForm = createMiddleware<ApiEnv>(async (c, next) => {
  const sources = [new URL(c.req.url).searchParams];
  if (c.req.method !== 'GET') {
    const text = await c.req.text();
    if (text) sources.push(new URLSearchParams(text));
  }
  c.set('form', parseForm(...sources));
  await next();
});

export function required(form: Form, name: string): string {
  const value = str(form[name]);
  if (!value) throw missing(name);
  return value;
}

const collections: [string, keyof Core['state']][] = [
  ['cus_', 'customers'],
  ['sub_', 'subscriptions'],
  ['in_', 'invoices'],
  ['pm_', 'paymentMethods'],
  ['pi_', 'paymentIntents'],
  ['seti_', 'setupIntents'],
  ['price_', 'prices'],
  ['prod_', 'products'],
  ['cs_', 'checkoutSessions'],
  ['di_', 'discounts'],
];

function lookup(core: Core, id: string): StripeObject | undefined {
  for (const [prefix, key] of collections) {
    if (id.startsWith(prefix)) {
      const found = (core.state[key] as Record<string, StripeObject>)[id];
      return found ? clone(found) : undefined;
    }
  }
  return undefined;
}

function expandPath(core: Core, value: unknown, parts: string[]): unknown {
  if (parts.length === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => expandPath(core, item, parts));
  const record = value as StripeObject;
  const [head, ...rest] = parts as [string, ...string[]];
  let target = record[head];
  if (head === 'line_items' && record.object === 'checkout.session') target = sessionLineItems(core, record);
  else if (typeof target === 'string') target = lookup(core, target) ?? target;
  else if (Array.isArray(target))
    target = target.map((item) => (typeof item === 'string' ? (lookup(core, item) ?? item) : item));
  record[head] = expandPath(core, target, rest);
  return record;
}

/** The object as answered: a copy, with the `expand[]` paths replaced by their objects. */
export function answer(c: Context<ApiEnv>, core: Core, object: StripeObject, status: 200 = 200) {
  let out = clone(object);
  for (const path of strings(c.get('form').expand))
    out = expandPath(core, out, path.split('.')) as StripeObject;
  return c.json(out, status);
}

/** A page of `items` as Stripe lists them at `url`, by the request's `limit` and `starting_after`. */
export function answerPage(c: Context<ApiEnv>, core: Core, items: StripeObject[], url: string) {
  const form = c.get('form');
  return answer(c, core, page(items, url, int(form.limit), str(form.starting_after)));
}
