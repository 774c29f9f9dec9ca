import { z } from 'zod';
import { isUuid } from '../../db/ids';
import { allowedPagesInput } from './allowed-pages';

/**
 * Inputs of /space (spec platform §7 Space). Fields whose failure the spec words
 * ('Name is required', 'Please enter email', 'Not valid email') are checked in the
 * service so the message reads exactly so; zod guards the shapes.
 */

const optionalText = (max: number) => z.string().max(max).nullish();

/** Credential ids as sent by the invite and credentials dialogs. */
export const credentialIdsInput = z.array(z.string().refine(isUuid, 'Credentials not found')).max(500);

export const createSpaceInput = z.object({
  name: optionalText(500),
  promotekit_referral: optionalText(200),
});
export type CreateSpaceInput = z.infer<typeof createSpaceInput>;

/** POST /space/{id}/update: `space_object` holds the changed fields; others are ignored. */
export const updateSpaceInput = z.object({
  space_object: z.object({
    name: optionalText(500),
    /** null removes the picture; a new one goes through POST /space/save_photo. */
    avatar: z.string().nullable().optional(),
  }),
});
export type UpdateSpaceInput = z.infer<typeof updateSpaceInput>;

export const inviteByEmailInput = z.object({
  emails: z.array(z.string().max(320)).max(100).nullish(),
  granted_access: z.boolean().optional().default(false),
  allowed_pages: allowedPagesInput.nullish(),
  credentials_ids: credentialIdsInput.nullish(),
});
export type InviteByEmailInput = z.infer<typeof inviteByEmailInput>;

/** Renewing a code: fields left out keep the old code's settings. */
export const renewCodeInviteInput = z.object({
  allowed_pages: allowedPagesInput.nullish(),
  credentials_ids: credentialIdsInput.nullish(),
});
export type RenewCodeInviteInput = z.infer<typeof renewCodeInviteInput>;

export const inviteCodeInput = z.object({ invite_code: z.string().max(200).nullish() });

/** Answers to the sign-up questionnaire: a small flat map. */
export const signUpSettingsInput = z
  .record(
    z.string().min(1).max(64),
    z.union([z.string().max(500), z.number(), z.boolean(), z.array(z.string().max(200)).max(50), z.null()]),
  )
  .refine((value) => Object.keys(value).length <= 50, 'At most 50 settings');

export const crmSuggestionInput = z.object({ crm_suggestion: z.string().max(2000).nullish() });

/** PUT /space/admin/{id}/manual_credits: positive grants, negative corrections. */
export const manualCreditsInput = z.object({
  credits: z
    .number()
    .int('Credits must be a whole number')
    .min(-10_000_000)
    .max(10_000_000)
    .refine((value) => value !== 0, 'Credits must not be 0'),
  credit_type: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'Unknown credit type')
    .optional()
    .default('default'),
  comment: z.string().trim().max(500).nullish(),
});
export type ManualCreditsInput = z.infer<typeof manualCreditsInput>;
