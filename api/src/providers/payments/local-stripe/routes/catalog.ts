/** /v1/products and /v1/prices: what is sold (a monthly or yearly price, or a one-time one). */
import { Hono } from 'hono';
import { getPrice } from '../billing';
import type { Core } from '../core';
import { bool, type Form, int, metadataOf, obj, str, strings } from '../form';
import { priceObject, productObject } from '../objects';
import { invalid, missing, notFound, stored } from '../store';
import { type ApiEnv, answer, answerPage, required } from './shared';

const intervals = ['day', 'week', 'month', 'year'] as const;

function createProduct(core: Core, form: Form, prefix = '') {
  const name = str(form.name);
  if (!name) throw missing(`${prefix}name`);
  const product = productObject(core, {
    name,
    metadata: metadataOf(form.metadata),
    description: str(form.description) || null,
  });
  const id = str(form.id);
  if (id) {
    if (core.state.products[id]) throw invalid('Product already exists.', 'id', 'resource_already_exists');
    product.id = id;
  }
  core.state.products[product.id] = product;
  core.emit('product.created', product);
  core.save();
  return product;
}

/** A new price's product: `product`, else one made from `product_data`; it must exist. */
function priceProduct(core: Core, form: Form): string {
  let productId = str(form.product);
  const productData = obj(form.product_data);
  if (!productId && productData) productId = createProduct(core, productData, 'product_data[').id;
  if (!productId) throw missing('product');
  if (!core.state.products[productId]) throw notFound('product', productId, 'product');
  return productId;
}

/** A new price's `recurring[interval|interval_count]`; null for a one-time price. */
function priceRecurring(form: Form): { interval: (typeof intervals)[number]; interval_count: number } | null {
  const recurringForm = obj(form.recurring);
  if (!recurringForm) return null;
  const interval = str(recurringForm.interval) as (typeof intervals)[number];
  if (!intervals.includes(interval)) throw invalid('Invalid recurring[interval].', 'recurring[interval]');
  return { interval, interval_count: int(recurringForm.interval_count) ?? 1 };
}

/**
 * A new price's lookup key, when free: taken by another price it is refused, unless
 * `transfer_lookup_key` moves it over (the other price loses it).
 */
function claimLookupKey(core: Core, form: Form): string | null {
  const lookupKey = str(form.lookup_key) || null;
  if (!lookupKey) return lookupKey;
  const taken = Object.values(core.state.prices).find((price) => price.lookup_key === lookupKey);
  if (!taken) return lookupKey;
  if (!bool(form.transfer_lookup_key))
    throw invalid(
      `A price (\`${taken.id}\`) already uses that lookup key.`,
      'lookup_key',
      'lookup_key_already_used',
    );
  taken.lookup_key = null;
  return lookupKey;
}

export function catalogRoutes(core: Core) {
  const products = new Hono<ApiEnv>();
  products.post('/', (c) => c.json(createProduct(core, c.get('form'))));
  products.get('/:id', (c) => answer(c, core, stored(core.state.products, 'product', c.req.param('id'))));
  products.get('/', (c) => answerPage(c, core, Object.values(core.state.products), '/v1/products'));

  const prices = new Hono<ApiEnv>();
  prices.post('/', (c) => {
    const form = c.get('form');
    const currency = required(form, 'currency').toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, 'currency');
    const unitAmount = int(form.unit_amount);
    if (unitAmount === undefined || unitAmount < 0) throw missing('unit_amount');
    const productId = priceProduct(core, form);
    const recurring = priceRecurring(form);
    const lookupKey = claimLookupKey(core, form);
    const price = priceObject(core, {
      product: productId,
      unitAmount,
      currency,
      recurring,
      lookupKey,
      nickname: str(form.nickname) || null,
      metadata: metadataOf(form.metadata),
    });
    core.state.prices[price.id] = price;
    core.emit('price.created', price);
    core.save();
    return answer(c, core, price);
  });
  prices.get('/:id', (c) => answer(c, core, getPrice(core, c.req.param('id'), 'id')));
  prices.get('/', (c) => {
    const form = c.get('form');
    const lookupKeys = strings(form.lookup_keys);
    const product = str(form.product);
    const active = bool(form.active);
    const all = Object.values(core.state.prices).filter(
      (price) =>
        (lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key)) &&
        (product === undefined || price.product === product) &&
        (active === undefined || price.active === active),
    );
    return answerPage(c, core, all, '/v1/prices');
  });

  return { products, prices };
}
