import { creditCategories } from '@outreach/core/billing';
import { z } from '@hono/zod-openapi';
import { ledgerKinds } from '../../db/schema';
import { strictObject } from '../../strict-object';
import { dateTime } from '../../openapi/json-fields';

/** Messages of the credits module beside the spec's billing messages (@outreach/core/billing). */
export const creditsMessages = {
  belowZero: 'Credits can not go below zero',
  aboveMax: 'Credits can not go above 2,147,483,647',
  wholeNumber: 'Credits must be a whole number',
  dateFormat: 'Use a date as YYYY-MM-DD or an ISO date-time',
  dateOrder: 'start_date must be before end_date',
  chartTooLong: 'The chart covers at most 366 days',
  usageType: 'Unknown usage type',
  notAMember: 'User not found',
  packNotFound: 'Choose one of the credit packs of your plan',
} as const;

/**
 * The largest balance a wallet holds (issue 23 item 13): the balance, ledger and cap columns are
 * Postgres `integer`, and any change that would pass it is refused (400 aboveMax), never an overflow.
 */
export const maxCreditBalance = 2_147_483_647;

/** The most days GET /billing/credits_history/chart draws. */
export const maxChartDays = 366;

const dateText = z
  .string()
  .trim()
  .refine((value) => parseDateParam(value) !== null, creditsMessages.dateFormat);

/** `2026-11-26` (a whole UTC day) or an ISO date-time; null when neither. */
export function parseDateParam(value: string): { at: Date; dayOnly: boolean } | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const at = new Date(`${value}T00:00:00.000Z`);
    return Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== value
      ? null
      : { at, dayOnly: true };
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : { at, dayOnly: false };
}

/** What `usage_type` may name: a credit category (usage) or a ledger kind (grants). */
export const usageTypes = [...creditCategories, ...ledgerKinds] as const;

export const creditsHistoryQuery = z.object({
  space: z.string().optional().openapi({ description: 'The workspace id' }),
  date: dateText.optional().openapi({ description: 'One day (YYYY-MM-DD, UTC)' }),
  start_date: dateText.optional().openapi({ description: 'From this day (YYYY-MM-DD) or instant (ISO)' }),
  end_date: dateText
    .optional()
    .openapi({ description: 'Through this day (YYYY-MM-DD) or until this instant (ISO)' }),
  skip: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
  user_id: z.string().optional().openapi({ description: 'A member of the workspace' }),
  usage_type: z
    .string()
    .refine((value) => (usageTypes as readonly string[]).includes(value), creditsMessages.usageType)
    .optional()
    .openapi({
      description: 'A credit category (usage) or a ledger kind (renewal, pack, topup, manual, uset, refund)',
    }),
});
export type CreditsHistoryQuery = z.output<typeof creditsHistoryQuery>;

export const creditsChartQuery = z.object({
  space: z.string().optional().openapi({ description: 'The workspace id' }),
  start_date: dateText
    .optional()
    .openapi({ description: 'First day (YYYY-MM-DD); 29 days before end_date by default' }),
  end_date: dateText.optional().openapi({ description: 'Last day (YYYY-MM-DD); today by default' }),
});
export type CreditsChartQuery = z.output<typeof creditsChartQuery>;

export const autoTopupInput = strictObject({
  enabled: z.boolean(),
  threshold: z.number().int(creditsMessages.wholeNumber).min(0).max(10_000_000),
  price_id: z.union([z.string(), z.null()]),
  max_per_month: z.number().int().min(1).max(31),
});
export type AutoTopupInput = z.output<typeof autoTopupInput>;

export const memberCapInput = strictObject({
  monthly_cap: z.union([z.number().int(creditsMessages.wholeNumber).min(0).max(10_000_000), z.null()]),
});
export type MemberCapInput = z.output<typeof memberCapInput>;

export const usetCreditsInput = strictObject({
  credits: z.number().int(creditsMessages.wholeNumber).min(0).max(100_000_000),
});
export type UsetCreditsInput = z.output<typeof usetCreditsInput>;

export const userIdParams = z.object({
  user_id: z
    .string()
    .openapi({ param: { name: 'user_id', in: 'path' }, description: 'A member of the workspace' }),
});

export const CreditsSettingsSchema = z
  .object({
    balance: z.number().int(),
    used_this_month: z.number().int().openapi({ description: 'Credits spent this calendar month (UTC)' }),
    auto_topup: z.object({
      enabled: z.boolean(),
      threshold: z.number().int(),
      price_id: z.union([z.string(), z.null()]),
      max_per_month: z.number().int(),
      used_this_month: z.number().int().openapi({ description: 'Automatic packs bought this month' }),
    }),
    member_caps: z.array(
      z.object({
        user_id: z.string(),
        full_name: z.string(),
        monthly_cap: z.union([z.number().int(), z.null()]),
        used_this_month: z.number().int(),
      }),
    ),
  })
  .openapi('CreditsSettings');
export type CreditsSettingsJson = z.infer<typeof CreditsSettingsSchema>;

export const CreditsHistoryItemSchema = z
  .object({
    _id: z.string(),
    created_at: dateTime,
    delta: z.number().int().openapi({ description: 'Negative for usage, positive for grants' }),
    balance_after: z.number().int(),
    kind: z.enum(ledgerKinds),
    category: z.string(),
    description: z.union([z.string(), z.null()]),
    user: z.union([z.object({ _id: z.string(), full_name: z.string() }), z.null()]),
  })
  .openapi('CreditsHistoryItem');
export type CreditsHistoryItemJson = z.infer<typeof CreditsHistoryItemSchema>;

export const CreditsHistorySchema = z
  .object({ items: z.array(CreditsHistoryItemSchema), total: z.number().int() })
  .openapi('CreditsHistory');
export type CreditsHistoryJson = z.infer<typeof CreditsHistorySchema>;

export const CreditsChartSchema = z
  .object({
    days: z.array(
      z.object({
        date: z.string().openapi({ example: '2026-11-26' }),
        used: z.number().int(),
        granted: z.number().int(),
        balance: z.number().int().openapi({ description: 'The balance at the end of the day' }),
      }),
    ),
  })
  .openapi('CreditsChart');
export type CreditsChartJson = z.infer<typeof CreditsChartSchema>;

export const UsetCreditsSchema = z
  .object({ space_id: z.string(), balance: z.number().int() })
  .openapi('UsetCredits');
