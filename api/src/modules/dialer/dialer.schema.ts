import { z } from '@hono/zod-openapi';
import { callResults, callRowResults, phoneNumberCategories } from '../../db/schema';
import { blankAsUnset } from '../../paging';
import { dateTime } from '../../openapi/json-fields';
import { strictObject } from '../../strict-object';
import { dialMessages } from './phone-numbers';

/** spec ai-telephony §9: purchase count default 1, max 100 when availability is unknown; history pages. */
export const maxPurchaseCount = 100;
export const phoneCallsPageSize = 200;
export const callHistoryPageSize = 100;
export const maxCallsPageSize = 200;

export const dialerMessages = {
  ...dialMessages,
  countryRequired: 'Country is required',
  categoryRequired: 'Category is required',
  categoryUnknown: `Category must be one of ${phoneNumberCategories.join(', ')}`,
  stateRequired: 'State is required',
  regionRequired: 'Region is required',
  countRequired: 'Count is required',
  countNumeric: 'Count must be a number',
  countMin: 'Count must be at least 1',
  countMax: (max: number) => `Count can not be more than ${max}`,
  redirectNumeric: 'Redirect number must be numeric',
  redirectLength: 'Redirect number must have 5 to 15 digits',
  countryNotFound: 'Country not found',
  categoryNotAvailable: 'This category is not available in this country',
  noStates: 'This country has no states',
  stateNotFound: 'State not found',
  regionNotFound: 'Region not found',
  soldOut: 'No numbers are available in this region',
  phoneNotFound: 'Phone number not found',
  notOwner: 'Only the owner of the number or a workspace admin can change it',
  notActivated: 'The dialer is not activated',
  keyRequired: 'one_time_key is required',
  keyFormat: 'one_time_key must be 16 to 128 letters, digits, - or _',
  keyUsed: 'This one-time key has already been used',
  // spec ai-telephony §8 success message.
  purchased: 'Number has been successfully purchased',
  resultUnknown: `result must be all or one of ${callResults.join(', ')}`,
} as const;

const requiredText = (message: string) =>
  z.preprocess(blankAsUnset, z.string({ error: message }).trim().min(1, message));

const categoryField = z.preprocess(
  blankAsUnset,
  z.enum(phoneNumberCategories, {
    error: (issue) =>
      issue.input === undefined ? dialerMessages.categoryRequired : dialerMessages.categoryUnknown,
  }),
);

/** GET /dialer/states (spec §7): country_code, category. */
export const statesQuery = z.object({
  country_code: requiredText(dialerMessages.countryRequired).openapi({ type: 'string', example: 'US' }),
  category: categoryField.openapi({ type: 'string', enum: [...phoneNumberCategories] }),
});

/** GET /dialer/regions (spec §7): country_code, category, state_id (required when the country has states). */
export const regionsQuery = statesQuery.extend({
  state_id: z
    .preprocess(blankAsUnset, z.string().trim().optional())
    .openapi({ type: 'string', description: 'Required when the country has states' }),
});

/** A count: a whole number from 1, given as a number or numeric text (spec §5 "Count is required, numeric"). */
const countField = z.preprocess(
  (value) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value,
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? dialerMessages.countRequired : dialerMessages.countNumeric,
    })
    .int(dialerMessages.countNumeric)
    .min(1, dialerMessages.countMin)
    .max(maxPurchaseCount, dialerMessages.countMax(maxPurchaseCount)),
);

/** spec §5 "Redirect number is optional and numeric" (a number or digits; empty or null: none). */
const redirectField = z.preprocess(
  (value) => (value === '' ? null : typeof value === 'number' ? String(value) : value),
  z
    .string({ error: dialerMessages.redirectNumeric })
    .trim()
    .regex(/^\d+$/, dialerMessages.redirectNumeric)
    .min(5, dialerMessages.redirectLength)
    .max(15, dialerMessages.redirectLength)
    .nullable()
    .optional(),
);

/** POST /dialer/phones/buy (spec §7 body: region_id, count, number_to_redirect). */
export const buyPhonesInput = strictObject(
  {
    region_id: requiredText(dialerMessages.regionRequired).openapi({ type: 'string' }),
    count: countField.openapi({ type: 'integer', minimum: 1, maximum: maxPurchaseCount, example: 1 }),
    number_to_redirect: redirectField.openapi({ type: ['string', 'null'], example: '4155550100' }),
  },
  { notAnObject: 'Body must be a JSON object' },
);
export type BuyPhonesInput = z.infer<typeof buyPhonesInput>;

/** PUT /dialer/phones/{id} (the body is not shown in the spec: the forwarding number is what changes). */
export const updatePhoneInput = strictObject(
  { number_to_redirect: redirectField.openapi({ type: ['string', 'null'] }) },
  { notAnObject: 'Body must be a JSON object' },
);

/** POST /dialer/validate (spec §7 query phone_number). */
export const validateQuery = z.object({
  // Missing or empty: the handler's "Wrong phone number format", as for any number that is no phone.
  phone_number: z.string().default('').openapi({ type: 'string', example: '+1 (415) 555-0123' }),
});

/** GET /dialer/token (spec §7 query one_time_key). */
export const tokenQuery = z.object({
  one_time_key: z
    .preprocess(
      blankAsUnset,
      z
        .string({ error: dialerMessages.keyRequired })
        .regex(/^[A-Za-z0-9_-]{16,128}$/, dialerMessages.keyFormat),
    )
    .openapi({
      type: 'string',
      description: 'A fresh random key per exchange (16 to 128 of A-Z a-z 0-9 - _)',
    }),
});

const pagingNumber = (name: string, fallback: number, min: number, max: number) =>
  z.preprocess(
    blankAsUnset,
    z.coerce
      .number({ error: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(min, `${name} must be at least ${min}`)
      .max(max, `${name} can not be more than ${max}`)
      .default(fallback),
  );

/** GET /dialer/phones/{id}/calls (spec §7: skip 0, limit 200 for one number). */
export const phoneCallsQuery = z.object({
  skip: pagingNumber('skip', 0, 0, Number.MAX_SAFE_INTEGER).openapi({ type: 'integer', default: 0 }),
  limit: pagingNumber('limit', phoneCallsPageSize, 1, maxCallsPageSize).openapi({
    type: 'integer',
    default: phoneCallsPageSize,
  }),
});

/** GET /dialer/calls (spec §7: query, result (default all), skip 0, limit 100). */
export const callsQuery = phoneCallsQuery.extend({
  query: z
    .preprocess(blankAsUnset, z.string().trim().max(100, 'query can not be longer than 100').optional())
    .openapi({ type: 'string', description: 'Part of a number or of the prospect’s name' }),
  result: z
    .preprocess(
      blankAsUnset,
      z.enum(['all', ...callResults], { error: dialerMessages.resultUnknown }).default('all'),
    )
    .openapi({ type: 'string', enum: ['all', ...callResults], default: 'all' }),
  prospect_id: z.preprocess(blankAsUnset, z.string().trim().optional()).openapi({
    type: 'string',
    description: "One prospect's calls (the inbox thread and the CRM timeline)",
  }),
  recorded: z
    .preprocess(
      blankAsUnset,
      z.enum(['true', 'false'], { error: 'recorded must be true or false' }).optional(),
    )
    .openapi({ type: 'string', enum: ['true', 'false'], description: 'true: only calls with a recording' }),
  limit: pagingNumber('limit', callHistoryPageSize, 1, maxCallsPageSize).openapi({
    type: 'integer',
    default: callHistoryPageSize,
  }),
});
export type CallsQuery = z.infer<typeof callsQuery>;

const categoryEnum = z.enum(phoneNumberCategories);
const named = z.object({ id: z.string(), name: z.string() });

/** spec ai-telephony §3 Country option, one entry per country and category (code, count, type). */
export const CountryOptionSchema = z
  .object({
    code: z.string().openapi({ description: 'The international dialling code', example: '1' }),
    country_code: z.string().openapi({ example: 'US' }),
    name: z.string(),
    has_states: z.boolean(),
    available_categories: z.array(categoryEnum),
    type: categoryEnum,
    count: z.number().int().openapi({ description: 'Numbers available in this category' }),
  })
  .openapi('DialerCountry');

export const StateSchema = named.openapi('DialerState');

export const RegionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    country_code: z.string(),
    category: categoryEnum,
    state: named.nullable(),
    is_sms_supported: z.boolean(),
    phones_available: z.number().int(),
    monthly_price: z.number().int().openapi({ description: 'Credits per month' }),
    installation_price: z.number().int().openapi({ description: 'Credits once' }),
  })
  .openapi('DialerRegion');

/** spec ai-telephony §3 Owned phone number. */
export const OwnedPhoneSchema = z
  .object({
    id: z.string(),
    number: z.string().openapi({ example: '+12125550123' }),
    status: z.enum(['active', 'suspended']),
    notice: z.string().nullable().openapi({ description: 'Why the number is suspended' }),
    category: categoryEnum,
    country: z.object({ country_code: z.string() }),
    region: z.object({ id: z.string(), name: z.string() }),
    state: z.object({ name: z.string() }).nullable(),
    is_sms_supported: z.boolean(),
    monthly_price: z.number().int(),
    installation_price: z.number().int(),
    phones_available: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The region's numbers left to buy" }),
    number_to_redirect: z.string().nullable(),
    user_id: z
      .string()
      .nullable()
      .openapi({ description: 'The member whose browser its incoming calls ring in' }),
    next_charge_at: dateTime,
    created_at: dateTime,
  })
  .openapi('DialerPhone');
export type OwnedPhoneJson = z.infer<typeof OwnedPhoneSchema>;

export const BuyResultSchema = z
  .object({
    message: z.string().openapi({ example: dialerMessages.purchased }),
    phones: z.array(OwnedPhoneSchema),
    balance: z.number().int().openapi({ description: 'Credits left' }),
  })
  .openapi('DialerPurchase');

/** spec ai-telephony §3 Call history entry. */
export const CallEntrySchema = z
  .object({
    id: z.string(),
    direction: z.enum(['incoming', 'outgoing']),
    result: z
      .enum(callRowResults)
      .openapi({ description: 'in_progress until the end of the call is reported' }),
    prospect_phone_number: z.string(),
    phone_number: z.string(),
    duration: z.number().int().openapi({ description: 'Seconds' }),
    start_date: dateTime,
    record_url: z.string().nullable(),
    profile: z.object({ id: z.string(), full_name: z.string() }).nullable(),
    user_id: z.string().nullable(),
    disposition: z.string().nullable(),
    note: z.string().nullable(),
  })
  .openapi('DialerCall');
export type CallEntryJson = z.infer<typeof CallEntrySchema>;

export const CallPageSchema = z
  .object({
    items: z.array(CallEntrySchema),
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
  })
  .openapi('DialerCallPage');
export type CallPageJson = z.infer<typeof CallPageSchema>;

export const ActivationSchema = z
  .object({ has_dialer: z.literal(true), activated_at: dateTime })
  .openapi('DialerActivation');

export const ValidatedNumberSchema = z
  .object({
    phone_number: z.string().openapi({ description: 'E.164', example: '+14155550123' }),
    country_code: z.string().nullable(),
    balance: z.number().int().openapi({ description: 'Credits left' }),
    call_minute_price: z.number().int().openapi({ description: 'Credits per started minute' }),
  })
  .openapi('DialerValidatedNumber');

export const DialerTokenSchema = z
  .object({
    provider: z.enum(['sip', 'sandbox', 'twilio']).openapi({
      description:
        "sandbox: no SIP server, calls are simulated; twilio: register Twilio's Voice SDK with token",
    }),
    carrier: z.enum(['sandbox', 'twilio']),
    ws_url: z.string().nullable().openapi({ description: 'SIP_WS_URL: the SIP-over-WebSocket endpoint' }),
    domain: z.string().nullable().openapi({ description: 'The SIP domain; null with twilio' }),
    sip_user: z.string(),
    uri: z.string().nullable().openapi({ description: 'The SIP address; null with twilio' }),
    username: z
      .string()
      .openapi({ description: '<expiry>:<sip user> (auth_ephemeral), or the twilio identity' }),
    password: z.string().nullable().openapi({ description: 'The SIP password; null with twilio' }),
    token: z
      .string()
      .openapi({ description: "The same secret as password; with twilio, the Voice SDK's access token" }),
    display_name: z.string(),
    expires_at: dateTime,
  })
  .openapi('DialerToken');
