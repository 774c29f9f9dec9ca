import { z } from 'zod';

/**
 * The campaign rules the API checks on PUT /workflows/{id}/update/async (and POST /workflows)
 * and the campaign settings form checks before sending (outreach §3, §5). The API answers in the
 * English of `campaignMessages`; the form passes its translations.
 */
export const campaignRules = {
  nameMax: 120,
  /** The API's bound; a form's own maximum comes from the senders' settings (outreach §5) and is lower. */
  connectionLimitMax: 1000,
} as const;

export const campaignMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name can not be longer than ${campaignRules.nameMax} characters`,
  limitWhole: 'connection_daily_limit must be a whole number',
  limitNegative: 'connection_daily_limit can not be negative',
  limitTooHigh: `connection_daily_limit must be at most ${campaignRules.connectionLimitMax}`,
  settings: 'settings must be an object',
  switchField: (field: string) => `${field} must be true or false`,
} as const;

/** A campaign's name: trimmed, required, at most 120 characters. `base` is the caller's string schema. */
export function campaignNameRule(
  base: z.ZodString,
  messages: { required: string; tooLong: string } = {
    required: campaignMessages.nameRequired,
    tooLong: campaignMessages.nameTooLong,
  },
) {
  return base.trim().min(1, messages.required).max(campaignRules.nameMax, messages.tooLong);
}

/**
 * Connection requests a day (outreach §5 "A zero connection limit asks for confirmation": 0 is
 * valid, the UI asks). A whole number from 0 to `max` (the API's 1000 unless a lower one is given).
 */
export function connectionLimitRule(
  base: z.ZodNumber,
  messages: { whole: string; negative: string; tooHigh: string } = {
    whole: campaignMessages.limitWhole,
    negative: campaignMessages.limitNegative,
    tooHigh: campaignMessages.limitTooHigh,
  },
  max: number = campaignRules.connectionLimitMax,
) {
  return base
    .int({ error: messages.whole })
    .min(0, { error: messages.negative })
    .max(Math.min(max, campaignRules.connectionLimitMax), { error: messages.tooHigh });
}

const switchField = (field: string) => z.boolean({ error: campaignMessages.switchField(field) });

/** A campaign's `settings` object (outreach §3): the switches a campaign keeps there. */
export const campaignSettingsRule = z.object(
  {
    move_prospects: switchField('move_prospects').optional(),
    pause_ai_employee: switchField('pause_ai_employee').optional(),
  },
  { error: campaignMessages.settings },
);

/** The words the campaign settings form gives its rules (its translations). */
export interface CampaignSettingsFormMessages {
  nameRequired: string;
  limitWhole: string;
  /** Already holding the form's maximum ("The connection limit can be at most 30"). */
  limitTooHigh: string;
}

/**
 * The campaign settings form (outreach §3): name and connection limit checked as the API does,
 * the limit typed as text ('' = each sender's own limit, sent as null) and at most
 * `maxConnectionLimit` (the senders' caps, outreach §5).
 */
export function campaignSettingsForm(messages: CampaignSettingsFormMessages, maxConnectionLimit: number) {
  return z.object({
    name: campaignNameRule(z.string(), {
      required: messages.nameRequired,
      tooLong: campaignMessages.nameTooLong,
    }),
    credentials: z.array(z.string()),
    move_prospects: z.boolean(),
    is_link_tracking: z.boolean(),
    /** Tracking domain id; '' = the workspace's default link-tracking domain. */
    custom_domain: z.string(),
    is_include_talked_before: z.boolean(),
    is_only_premium: z.boolean(),
    is_open_tracking: z.boolean(),
    connection_daily_limit: z
      .string()
      .trim()
      .refine((text) => text === '' || /^\d+$/.test(text), { error: messages.limitWhole })
      .transform((text) => (text === '' ? null : Number(text)))
      .pipe(
        connectionLimitRule(
          z.number(),
          { whole: messages.limitWhole, negative: messages.limitWhole, tooHigh: messages.limitTooHigh },
          maxConnectionLimit,
        ).nullable(),
      ),
  });
}

export type CampaignSettingsFormValues = z.input<ReturnType<typeof campaignSettingsForm>>;
export type CampaignSettingsFormOutput = z.output<ReturnType<typeof campaignSettingsForm>>;
