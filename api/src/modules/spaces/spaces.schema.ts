import { brandSchema } from '@outreach/brands/schema';
import { z } from '@hono/zod-openapi';
import { isUuid } from '../../db/ids';
import { spaceStatuses } from '../../db/schema';
import { strictObject } from '../../strict-object';
import { workspacePages } from '@outreach/core/areas';
import { allowedPagesInput } from './allowed-pages';
import { featureFlags } from '@outreach/core/features';
import { dateTime } from '../../openapi/json-fields';

/**
 * Inputs and answers of /space (spec platform §7 Space); the answers' types are inferred
 * from their schemas, the one description of that JSON. Fields whose failure the spec words
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

/** `/{id}/...`: the workspace's id in the path (requireSpace reads it from there). */
export const spaceIdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The workspace id' }),
});
export const emailInviteParams = spaceIdParams.extend({
  inviteId: z.string().openapi({ param: { name: 'inviteId', in: 'path' } }),
});
export const codeInviteParams = spaceIdParams.extend({
  codeId: z.string().openapi({ param: { name: 'codeId', in: 'path' } }),
});

/**
 * The multipart body of POST /space/save_photo and /users/save_photo, for the reference only:
 * a plain schema, not zod, so the route's own reading (photo-upload.ts) keeps its messages
 * ("Please choose an image" for a JSON body or a form without a file) instead of a 415.
 */
export const photoUploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file'],
        properties: {
          file: {
            type: 'string' as const,
            format: 'binary',
            description: 'A PNG, JPEG, WEBP or GIF (told by its first bytes), at most 2 MB',
          },
        },
      },
    },
  },
};

/** Flags over a fixed list of keys, every key present. */
function flagMap<Key extends string>(keys: readonly Key[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<Key, z.ZodBoolean>);
}

/** A member's pages (platform §3 "Allowed pages"): every sidebar page with whether they may open it. */
export const WorkspacePagesSchema = flagMap(workspacePages).openapi('WorkspacePages');

/** Pages as stored on an invite: the page map the invitee gets; null: every page. */
const storedPages = z.record(z.string(), z.boolean()).nullable();

/** One member of GET /space/info's `users` (platform §3 Account.users). */
export const SpaceMemberSchema = z
  .object({
    _id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    email: z.string(),
    photo_link: z.string().nullable(),
    is_admin: z.boolean(),
    allowed_pages: WorkspacePagesSchema,
    available_credentials: z.array(z.string()),
  })
  .openapi('SpaceMember');
export type SpaceUserJson = z.infer<typeof SpaceMemberSchema>;

/** What names a workspace wherever it is listed or shown: /space/info and /users/fetch_spaces. */
const spaceIdentity = {
  _id: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  brand: z.string(),
  status: z.enum(spaceStatuses),
};

/** GET /space/info: the account fields of spec platform §3 that exist so far. */
export const SpaceInfoSchema = z
  .object({
    ...spaceIdentity,
    is_paid: z.boolean(),
    payment_in_progress: z.boolean(),
    is_billing_enabled: z.boolean(),
    tier: z.string(),
    subscription_mode: z.string(),
    admins: z.array(z.string()).openapi({ description: 'User ids of the workspace admins' }),
    users: z.array(SpaceMemberSchema),
    used_seats: z.number().int(),
    total_seats: z.number().int(),
    available_seats: z.number().int(),
    cloud_seats_available: z.number().int(),
    extension_seats_available: z.number().int(),
    max_credentials: z.number().int().nullable().openapi({
      description:
        'spec platform §1: the restricted brand shows a maximum credentials count instead of seats',
    }),
    config: z.object({ logo_shape: z.enum(['square', 'rectangle']) }),
    /** The workspace's brand (issue 14): logo, colours, links and options, so signed-in pages follow it. */
    brand_config: brandSchema,
    is_admin_view: z.boolean().openapi({
      description: 'A platform admin looking at a customer\'s workspace (logout reads "Back to admin")',
    }),
    subscription: z.union([
      z
        .object({
          tier: z.string(),
          interval: z.string(),
          currency: z.string(),
          amount: z.number().openapi({ description: 'Per period, all seats, in currency units' }),
          status: z.string(),
        })
        .openapi('SpaceSubscription'),
      z.null(),
    ]),
    credits_usage: z
      .object({
        usage_by_type: z.object({ default: z.number().int() }),
        available_by_type: z.object({ default: z.number().int() }),
      })
      .openapi('CreditsUsage'),
    crm_tokens: z.array(z.enum(['hubspot', 'pipedrive'])).openapi({
      description: 'platform §3: the CRMs connected (or expired); /CRM goes to /crm/manage-last when any',
    }),
    show_crm: z.boolean(),
    has_dialer: z.boolean().openapi({
      description: 'ai-telephony §6: the dialer is activated (POST /dialer/activate or a number bought)',
    }),
    notifications: z.object({
      is_expired_hubspot_token: z.boolean().openapi({
        description: 'platform §8: the HubSpot token was refused, the "expired CRM token" notice',
      }),
    }),
  })
  .openapi('SpaceInfo');
export type SpaceJson = z.infer<typeof SpaceInfoSchema>;

/** One entry of GET /users/fetch_spaces. `is_admin`: the user is an admin of that workspace. */
export const SpaceSummarySchema = z
  .object({ ...spaceIdentity, is_admin: z.boolean() })
  .openapi('SpaceSummary');
export type SpaceSummaryJson = z.infer<typeof SpaceSummarySchema>;

/** GET /space/features: every flag of platform §3 with whether the workspace's tier includes it. */
export const SpaceFeaturesSchema = flagMap(featureFlags).openapi('SpaceFeatures');
export type SpaceFeaturesJson = z.infer<typeof SpaceFeaturesSchema>;

export const SpacePhotoSchema = z
  .object({ avatar: z.string().openapi({ example: '/api/photos/3f6c2c1e-0b7a-4f51-9a8e-2d0c1f5e7a10' }) })
  .openapi('SpacePhoto');

/** The questionnaire answers as stored after the merge (removed answers are left out). */
export const SpaceSignUpSettingsSchema = z
  .object({
    sign_up_settings: z.record(
      z.string(),
      z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]),
    ),
  })
  .openapi('SpaceSignUpSettings');

export const CrmSuggestionSchema = z
  .object({ _id: z.string(), crm_suggestion: z.string() })
  .openapi('CrmSuggestion');

export const ManualCreditGrantSchema = z
  .object({
    _id: z.string(),
    space_id: z.string(),
    amount: z.number().int(),
    credit_type: z.string().openapi({ example: 'default' }),
    comment: z.string().nullable(),
    granted_by: z.string().nullable(),
    created_at: dateTime,
    total_granted: z.number().int().openapi({ description: 'Sum of every manual grant of this type so far' }),
  })
  .openapi('ManualCreditGrant');
export type ManualCreditGrantJson = z.infer<typeof ManualCreditGrantSchema>;

export const emailInviteStates = ['sent', 'resent', 'revoked', 'accepted'] as const;

export const SpaceEmailInviteSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    state: z.enum(emailInviteStates),
    granted_access: z.boolean().openapi({ description: 'The invitee joins as a workspace admin' }),
    allowed_pages: storedPages.openapi({
      description: "The invitee's page map once joined; null: every page",
    }),
    credentials_ids: z.array(z.string()),
    invited_by: z.string().nullable(),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('SpaceEmailInvite');
export type EmailInviteJson = z.infer<typeof SpaceEmailInviteSchema>;

export const SpaceCodeInviteSchema = z
  .object({
    _id: z.string(),
    code: z.string().openapi({ example: 'K7QXW2MPD9ZA' }),
    allowed_pages: storedPages,
    credentials_ids: z.array(z.string()),
    created_at: dateTime,
  })
  .openapi('SpaceCodeInvite');
export type CodeInviteJson = z.infer<typeof SpaceCodeInviteSchema>;

export const SpaceInviteDetailsSchema = z
  .object({
    type: z.enum(['email', 'code']),
    space: z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() }),
    inviter: z.object({ first_name: z.string(), last_name: z.string(), full_name: z.string() }).nullable(),
    email: z
      .string()
      .nullable()
      .openapi({ description: 'The address an email invite was sent to (null for codes)' }),
  })
  .openapi('SpaceInviteDetails');
export type InviteDetailsJson = z.infer<typeof SpaceInviteDetailsSchema>;
