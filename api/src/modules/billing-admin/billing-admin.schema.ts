import { z } from '@hono/zod-openapi';
import { currencies, intervals, tiers } from '@outreach/core/billing';
import { featureGroupIds, seatsTypes } from '@outreach/core/features';
import { priceKinds } from '../../db/schema';
import { strictObject } from '../../strict-object';

/**
 * White-label plans and prices in the admin console (spec platform §2 plans/pricing/billing, §3
 * Plan/price and Feature record, §5 Pricing, §7 Admin; issue 14). The spec's own messages are in
 * @outreach/core/billing billingMessages; these are the module's.
 */
export const billingAdminMessages = {
  unknownFeature: (flag: string) => `Unknown feature: ${flag}`,
  unknownCreditCategory: (category: string) => `Unknown credit category: ${category}`,
  cloudOverTotal: 'Cloud seats cannot exceed total seats',
  extensionOverTotal: 'Extension seats cannot exceed total seats',
  planNotFound: 'Plan not found',
  priceNotFound: 'Price not found',
  hasSubscribers: 'This price has subscribers',
  belowFloor: (amount: string) => `The price cannot be lower than ${amount}`,
  promoBelowFloor: (amount: string) => `After the promo the price cannot be lower than ${amount}`,
  seatBelowFloor: (amount: string) => `The price per seat cannot be lower than ${amount}`,
  creditBelowFloor: (amount: string) => `The price per credit cannot be lower than ${amount}`,
  stripeAmountMismatch: 'The Stripe price bills another amount',
  stripePriceNotFound: 'Stripe price not found',
  stripeCurrencyMismatch: 'The Stripe price has another currency',
  stripeIntervalMismatch: 'The Stripe price has another billing interval',
  stripePriceTaken: 'This Stripe price is linked to another price',
  linkedAmount: 'This price is linked to a Stripe price: link a new Stripe price to change its amount',
  tierRequired: 'A subscription price needs a tier and an interval',
  creditsRequired: 'A credit pack needs its number of credits',
  duplicatePrice: 'A price for this tier, interval and currency exists',
  subscriptionOnly: 'Only subscription prices have a description and a promo',
  floorKey: (key: string) => `Unknown price floor key: ${key}`,
} as const;

const wholeNumber = (message: string) => z.number().int(message).min(0, message);

const limitedFeature = strictObject({
  is_limited: z.boolean(),
  limit: wholeNumber('The limit must be a whole number of at least 0').max(1_000_000),
});
const limitedFeatures = z.object({ campaigns: limitedFeature, email_integrations: limitedFeature });

const seatsMessage = 'Seats must be whole numbers of at least 0';
const seats = strictObject({
  total: wholeNumber(seatsMessage).max(100_000),
  cloud: wholeNumber(seatsMessage).max(100_000),
  extension: wholeNumber(seatsMessage).max(100_000),
  type: z.enum(seatsTypes).optional(),
});

const cardDescription = strictObject({
  name: z.string().trim().min(1, 'Name is required').max(60, 'message can not be longer than 60'),
  features: z
    .array(z.string().trim().min(1).max(120, 'message can not be longer than 120'))
    .max(20, 'At most 20 lines'),
});

export const AdminPlanSchema = z
  .object({
    _id: z.string(),
    brand: z.string(),
    tier: z.string(),
    features: z.array(z.string()),
    limited_features: limitedFeatures,
    seats: z.object({
      total: z.number().int(),
      cloud: z.number().int(),
      extension: z.number().int(),
      type: z.enum(seatsTypes),
    }),
    default_credits: z.number().int(),
    credits_features: z.array(z.string()),
    card_description: z.object({ name: z.string(), features: z.array(z.string()) }),
    updated_at: z.string(),
  })
  .openapi('AdminPlan');
export type AdminPlanJson = z.infer<typeof AdminPlanSchema>;

export const AdminPlanFeaturesSchema = z
  .object({
    plan: AdminPlanSchema,
    groups: z.array(
      z.object({
        id: z.enum(featureGroupIds as [string, ...string[]]),
        flags: z.array(z.object({ flag: z.string(), name: z.string(), enabled: z.boolean() })),
      }),
    ),
  })
  .openapi('AdminPlanFeatures');

export const planFeaturesInput = strictObject({
  features: z.array(z.string().max(80)).max(200).optional(),
  limited_features: strictObject({
    campaigns: limitedFeature.optional(),
    email_integrations: limitedFeature.optional(),
  }).optional(),
  seats: seats.optional(),
  default_credits: wholeNumber('Default credits must be a whole number of at least 0')
    .max(10_000_000)
    .optional(),
  credits_features: z.array(z.string().max(80)).max(100).optional(),
  card_description: cardDescription.optional(),
}).openapi('AdminPlanFeaturesInput');
export type PlanFeaturesInput = z.infer<typeof planFeaturesInput>;

const promo = strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, 'The code is 2 to 40 letters, digits, - or _'),
  description: z.string().trim().max(200, 'message can not be longer than 200'),
  percent_off: z.number().int('Percent off is a whole number from 1 to 100').min(1).max(100),
});

export const AdminPriceSchema = z
  .object({
    _id: z.string(),
    brand: z.string(),
    kind: z.enum(priceKinds),
    tier: z.string().nullable(),
    interval: z.string().nullable(),
    currency: z.string(),
    amount_cents: z.number().int(),
    /** spec §3: price = amount in cents / 100 */
    price: z.number(),
    credits: z.number().int().nullable(),
    stripe_price_id: z.string().nullable(),
    promo: promo.nullable(),
    free_seats: z.number().int(),
    minimum_payment_quantity: z.number().int(),
    active: z.boolean(),
    /** The card of the price's plan (subscriptions); null for credit packs. */
    card_description: z.object({ name: z.string(), features: z.array(z.string()) }).nullable(),
    subscribers: z.number().int(),
    created_at: z.string(),
  })
  .openapi('AdminPrice');
export type AdminPriceJson = z.infer<typeof AdminPriceSchema>;

export const pricesQuery = z.object({
  kind: z.enum(priceKinds).optional().openapi({ description: 'subscription or credits; both without it' }),
});

const amountCents = wholeNumber('The amount must be a whole number of cents of at least 0').max(100_000_000);
const stripePriceId = z.string().trim().min(1).max(255);
const freeSeats = wholeNumber('Free seats must be a whole number of at least 0').max(100_000);
const minimumQuantity = z
  .number()
  .int('The minimum quantity must be a whole number of at least 1')
  .min(1, 'The minimum quantity must be a whole number of at least 1')
  .max(100_000);

export const createPriceInput = strictObject({
  kind: z.enum(priceKinds),
  tier: z.enum(tiers as [string, ...string[]]).optional(),
  interval: z.enum(intervals as [string, ...string[]]).optional(),
  currency: z.enum(currencies),
  amount_cents: amountCents,
  credits: z.number().int().min(1, 'Credits must be at least 1').max(10_000_000).optional(),
  stripe_price_id: stripePriceId.optional(),
  free_seats: freeSeats.optional(),
  minimum_payment_quantity: minimumQuantity.optional(),
}).openapi('AdminPriceCreate');
export type CreatePriceInput = z.infer<typeof createPriceInput>;

export const updatePriceInput = strictObject({
  amount_cents: amountCents.optional(),
  currency: z.enum(currencies).optional(),
  credits: z.number().int().min(1, 'Credits must be at least 1').max(10_000_000).optional(),
  stripe_price_id: stripePriceId.nullable().optional(),
  free_seats: freeSeats.optional(),
  minimum_payment_quantity: minimumQuantity.optional(),
  active: z.boolean().optional(),
}).openapi('AdminPriceUpdate');
export type UpdatePriceInput = z.infer<typeof updatePriceInput>;

export const priceDescriptionInput = cardDescription.openapi('AdminPriceDescription');
export type PriceDescriptionInput = z.infer<typeof priceDescriptionInput>;

export const pricePromoInput = strictObject({ promo: promo.nullable() }).openapi('AdminPricePromo');
export type PricePromoInput = z.infer<typeof pricePromoInput>;

export const priceFloorInput = strictObject({
  price_floor: z.record(
    z.string().max(60),
    wholeNumber('A floor is a whole number of cents of at least 0').max(100_000_000),
  ),
}).openapi('AdminPriceFloorInput');
export type PriceFloorInput = z.infer<typeof priceFloorInput>;

export const AdminBrandBillingSchema = z
  .object({
    whitelabel: z.string(),
    /** Cents per `tier:interval` (any currency), `tier:interval:CUR` (one currency), `credits` (per credit). */
    price_floor: z.record(z.string(), z.number().int()),
    /** Currencies a workspace of the brand was invoiced in: a price's currency no longer changes. */
    invoiced_currencies: z.array(z.string()),
    currency_locked: z.boolean(),
    /** Whether the caller may edit the floor (super admins). */
    can_edit_floor: z.boolean(),
  })
  .openapi('AdminBrandBilling');
export type AdminBrandBillingJson = z.infer<typeof AdminBrandBillingSchema>;

export const whitelabelParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The white-label id' }),
});
export const planParams = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' }, description: 'The plan id' }),
});
export const priceParams = z.object({
  priceId: z
    .string()
    .max(100)
    .openapi({ param: { name: 'priceId', in: 'path' }, description: 'The price id' }),
});
