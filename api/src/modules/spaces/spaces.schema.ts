import { z } from 'zod';
import { isUuid } from '../../db/ids';
import { strictObject } from '../../strict-object';
import { allowedPagesInput } from './allowed-pages';

/**
 * Inputs of /space (spec platform §7 Space). Fields whose failure the spec words
 * ('Name is required', 'Please enter email', 'Not valid email') are checked in the
 * service so the message reads exactly so; zod guards the shapes. Where §7 gives a
 * body's whole shape, a field it does not name is refused (`strictObject`).
 */

const optionalText = (max: number) => z.string().max(max).nullish();

/** Credential ids as sent by the invite and credentials dialogs. */
export const credentialIdsInput = z.array(z.string().refine(isUuid, 'Credentials not found')).max(500);

export const createSpaceInput = strictObject({
  name: optionalText(500),
  promotekit_referral: optionalText(200),
});
export type CreateSpaceInput = z.infer<typeof createSpaceInput>;

/**
 * POST /space/{id}/update {space_object}: `space_object` holds the changed fields; §7 does
 * not list them, so its other fields are ignored rather than refused.
 */
export const updateSpaceInput = strictObject({
  space_object: z.object({
    name: optionalText(500),
    /** null removes the picture; a new one goes through POST /space/save_photo. */
    avatar: z.string().nullable().optional(),
  }),
});
export type UpdateSpaceInput = z.infer<typeof updateSpaceInput>;

export const inviteByEmailInput = strictObject({
  emails: z.array(z.string().max(320)).max(100).nullish(),
  granted_access: z.boolean().optional().default(false),
  allowed_pages: allowedPagesInput.nullish(),
  credentials_ids: credentialIdsInput.nullish(),
});
export type InviteByEmailInput = z.infer<typeof inviteByEmailInput>;

/** Renewing a code: fields left out keep the old code's settings. */
export const renewCodeInviteInput = strictObject({
  allowed_pages: allowedPagesInput.nullish(),
  credentials_ids: credentialIdsInput.nullish(),
});
export type RenewCodeInviteInput = z.infer<typeof renewCodeInviteInput>;

const inviteCode = z.string().max(200).nullish();
/** GET /space/invites?invite_code=: a query, which also carries the client's `space`. */
export const inviteCodeQuery = z.object({ invite_code: inviteCode });
/** POST /space/join {invite_code}. */
export const joinSpaceInput = strictObject({ invite_code: inviteCode });

const answer = z.string().max(500).nullish();

/**
 * POST /space/sign_up_settings: the answers of the sign-up questionnaire, merged into the
 * stored ones (null removes an answer). §7 names the call but not its fields, and the
 * answers are stored as they come, so the questions are listed here: a new question adds
 * its key, and anything else is refused instead of landing in the workspace's row.
 */
export const signUpSettingsInput = strictObject({
  team_size: answer,
  role: answer,
  industry: answer,
  use_case: answer,
  heard_from: answer,
  goals: z.array(z.string().max(200)).max(50).nullish(),
});

export const crmSuggestionInput = strictObject({ crm_suggestion: z.string().max(2000).nullish() });

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
