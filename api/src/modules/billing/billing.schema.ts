import { z } from '../../openapi/contract';

/**
 * Who takes the payments: Stripe, the local payments server (test payments, no money moves: the
 * pages say so), or nobody (payments not configured).
 */
const paymentsMode = z.enum(['stripe', 'local', 'none']).openapi({
  description: 'stripe: Stripe; local: the local payments server (test payments only); none: not configured',
});
/** GET /billing/overview's plan: what the workspace pays, from its subscription. */
const OverviewPlanSchema = z
  .object({
    tier: z.string(),
    name: z.string(),
    interval: z.string(),
    currency: z.string(),
    quantity: z.number().int(),
    amount: z.number().openapi({ description: 'Per period, all seats, in currency units' }),
    tax_percent: z.number(),
    amount_with_tax: z.number(),
    status: z.string(),
    cancel_at_period_end: z.boolean(),
  })
  .openapi('BillingPlan');

const NextInvoiceSchema = z
  .object({ date: z.string(), amount: z.number(), currency: z.string() })
  .openapi('BillingNextInvoice');

export const PaymentMethodSchema = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    is_primary: z.boolean(),
  })
  .openapi('PaymentMethod');
export type PaymentMethodJson = z.infer<typeof PaymentMethodSchema>;

/** core SeatCount: what a subscription gives (issue 26 item 16: every screen shows `total`). */
export const SeatCountSchema = z
  .object({
    included: z.number().int().openapi({ description: 'Seats given without paying for them' }),
    bought: z.number().int().openapi({ description: "Seats paid for: the subscription's quantity" }),
    total: z.number().int().openapi({ description: 'bought + included: what the seat rule counts against' }),
  })
  .openapi('SeatCount');

export const BillingOverviewSchema = z
  .object({
    plan: z.union([OverviewPlanSchema, z.null()]),
    next_invoice: z.union([NextInvoiceSchema, z.null()]),
    seats: z.object({
      mode: z.enum(['seats', 'max_credentials']),
      used: z.number().int(),
      total: z.number().int(),
      included: z.number().int(),
      bought: z.number().int(),
    }),
    credits: z.object({ balance: z.number().int() }),
    payment_methods: z.array(PaymentMethodSchema),
    is_billing_enabled: z.boolean(),
    subscription_mode: z.string(),
    can_upgrade: z.boolean(),
    last_payment_error: z.string().nullable(),
    payments_mode: paymentsMode,
  })
  .openapi('BillingOverview');
export type BillingOverviewJson = z.infer<typeof BillingOverviewSchema>;

const PromoSchema = z
  .object({ code: z.string(), description: z.string(), percent_off: z.number() })
  .openapi('BillingPromo');

export const PriceSchema = z
  .object({
    _id: z.string(),
    tier: z.string(),
    interval: z.string(),
    currency: z.string(),
    price: z.number().openapi({ description: 'Per seat, currency units' }),
    amount_cents: z.number().int(),
    promo: z.union([PromoSchema, z.null()]),
    promotion_price: z.number().nullable(),
    free_seats: z.number().int(),
    minimum_payment_quantity: z.number().int(),
    /** The seats a subscription to this price gives. */
    seats: SeatCountSchema,
  })
  .openapi('BillingPrice');
export type PriceJson = z.infer<typeof PriceSchema>;

export const CreditPackSchema = z
  .object({
    _id: z.string(),
    credits: z.number().int(),
    currency: z.string(),
    price: z.number(),
    amount_cents: z.number().int(),
  })
  .openapi('CreditPack');
export type CreditPackJson = z.infer<typeof CreditPackSchema>;

const PlanCardSchema = z
  .object({
    tier: z.string(),
    weight: z.number().int(),
    name: z.string(),
    card_description: z.object({ name: z.string(), features: z.array(z.string()) }),
    seats: z.object({ total: z.number().int(), cloud: z.number().int(), extension: z.number().int() }),
    default_credits: z.number().int(),
    prices: z.array(PriceSchema),
  })
  .openapi('BillingPlanCard');

export const BillingPricesSchema = z
  .object({
    currency: z.string(),
    currencies: z.array(z.string()),
    intervals: z.array(z.string()),
    current_price_id: z.string().nullable(),
    current_tier: z.string(),
    payments_mode: paymentsMode,
    plans: z.array(PlanCardSchema),
    credit_packs: z.array(CreditPackSchema),
  })
  .openapi('BillingPrices');
export type BillingPricesJson = z.infer<typeof BillingPricesSchema>;

export const PaymentInfoSchema = z
  .object({
    currency: z.string(),
    current_base_price: z.number().openapi({ description: 'Before tax, currency units' }),
    tax_percent: z.number(),
    current_tax: z.number(),
    current_price: z.number().openapi({ description: 'What is charged now, tax included' }),
  })
  .openapi('PaymentInfo');
export type PaymentInfoJson = z.infer<typeof PaymentInfoSchema>;

/**
 * GET /billing/prices/{id}/upgrade_info (issue 26 item 18): what the change is (plan, seats, the
 * new price per period) and what it costs now, line by line as Stripe's proration preview has it
 * (the unused time of the current plan credited, the rest of the period at the new one), then
 * any discount; the lines add up to current_price.
 */
export const UpgradeInfoSchema = PaymentInfoSchema.extend({
  plan: z.object({ tier: z.string(), name: z.string(), interval: z.string() }),
  seats: SeatCountSchema,
  new_price: z.number().openapi({ description: 'Per period, all seats, from the next renewal on' }),
  lines: z.array(
    z.object({
      description: z.string(),
      amount: z.number().openapi({ description: 'Currency units; a credit is negative' }),
      kind: z.enum(['unused_time', 'remaining_time', 'period']).openapi({
        description:
          "unused_time: the current plan's unused time, credited; remaining_time: the rest of the period at the new plan; period: a full period",
      }),
    }),
  ),
  discount: z.number().openapi({ description: 'What discounts take off, currency units (0 or more)' }),
}).openapi('UpgradeInfo');
export type UpgradeInfoJson = z.infer<typeof UpgradeInfoSchema>;

export const CreditPricesSchema = z
  .object({ packs: z.array(CreditPackSchema), payment_info: z.union([PaymentInfoSchema, z.null()]) })
  .openapi('CreditPrices');

/**
 * redirect true: send the user to `url` (Checkout). A credit pack paid at once with the saved card
 * (issue 26 item 17) answers redirect false, paid true, and `url` the overview that confirms it.
 */
export const RedirectSchema = z
  .object({ redirect: z.boolean(), paid: z.boolean().optional(), url: z.string() })
  .openapi('CheckoutRedirect');
export const UrlSchema = z.object({ url: z.string() }).openapi('BillingUrl');
export const PaymentMethodsSchema = z
  .object({ payment_methods: z.array(PaymentMethodSchema) })
  .openapi('PaymentMethods');

export const InvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().nullable(),
    date: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string().nullable(),
    hosted_invoice_url: z.string().nullable(),
    invoice_pdf: z.string().nullable(),
    description: z.string().nullable(),
  })
  .openapi('Invoice');
export type InvoiceJson = z.infer<typeof InvoiceSchema>;
export const InvoicesSchema = z.object({ items: z.array(InvoiceSchema) }).openapi('Invoices');

export const WebhookReceivedSchema = z
  .object({
    received: z.literal(true),
    duplicate: z.literal(true).optional(),
    ignored: z.literal(true).optional(),
  })
  .openapi('WebhookReceived');

export const pricesQuery = z.object({
  space: z.string().optional(),
  currency: z.string().optional().openapi({ description: 'USD, EUR, GBP, CAD or AUD' }),
  interval: z.string().optional().openapi({ description: 'monthly, quarterly or annual' }),
});
export const checkoutQuery = z.object({
  space: z.string().optional(),
  price_id: z.string().openapi({ description: 'A subscription price or a credit pack' }),
  is_close_window: z.string().optional().openapi({ description: "'true': the checkout runs in a new tab" }),
  return_to: z.string().optional().openapi({
    description:
      'A path of the app (/search/search-prospects): after paying a plan the user lands there, with ?upgraded=<tier>',
  }),
});
export const upgradeInfoQuery = z.object({
  space: z.string().optional(),
  price_to_delete: z.string().optional(),
});
export const creditPricesQuery = z.object({
  space: z.string().optional(),
  price_id: z.string().optional(),
});
export const changeSubscriptionInput = z.object({ local_price_id: z.string().min(1) });
export const priceIdParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });
