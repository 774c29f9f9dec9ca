import { z } from '@hono/zod-openapi';
import { accountMessages, isValidPhone, personNameRule } from '@outreach/core/forms';
import { userStatuses } from '../../db/schema';
import { strictObject } from '../../strict-object';
import { allowedPagesInput } from '../spaces';
import { credentialIdsInput, WorkspacePagesSchema } from '../spaces';

/**
 * Inputs and answers of /users (spec platform §7 Users). Bodies whose whole shape §7 gives
 * refuse other fields; the answers' types are inferred from their schemas.
 */

const spaceId = z.string().max(100).nullish();

/** POST /users/{id}/exit_from_space and /users/set_space {space_id}. */
export const spaceIdInput = strictObject({ space_id: spaceId });

export const changeAdminInput = strictObject({ space_id: spaceId, is_admin: z.boolean() });
export type ChangeAdminInput = z.infer<typeof changeAdminInput>;

export const userExistsInput = strictObject({ email: z.string().max(320) });

export const allowedPagesUpdateInput = z.object({ allowed_pages: allowedPagesInput });

export const setCredentialsInput = z.object({ credentials_ids: credentialIdsInput });

export const availableCredentialsQuery = z.object({ user_id: z.string().max(100).optional() });

/** The names' rule of sign-up and the profile form (@outreach/core/forms). */
const personName = (label: string) =>
  personNameRule(z.string(), {
    required: accountMessages.nameRequired(label),
    tooLong: accountMessages.nameTooLong(label),
  }).optional();

/** Optional text: null or blank clears it. */
const clearableText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can not be longer than ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** The email notifications a user can switch (Preferences › notifications). */
export const emailNotificationKeys = [
  'new_reply',
  'account_issue',
  'campaign_completed',
  'weekly_report',
] as const;

/** POST /users/update: only the fields sent change (the profile form sends them all). */
export const updateProfileInput = z.object({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))
    .refine((value) => value === undefined || value === null || isValidPhone(value), {
      error: accountMessages.phone,
    }),
  industry: clearableText('Industry', 100),
  address_line: clearableText('Address line', 200),
  zip_code: clearableText('ZIP code', 20),
  manual_approval: z.boolean({ error: 'manual_approval must be true or false' }).optional(),
  email_notifications: z
    .object(
      Object.fromEntries(emailNotificationKeys.map((key) => [key, z.boolean().optional()])) as Record<
        (typeof emailNotificationKeys)[number],
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .strict()
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;

export const changePasswordInput = z.object({
  old_password: z.string().max(200).nullish(),
  password: z.string().max(10_000).nullish(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** `/{id}/...`: the member's user id. */
export const userIdParams = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, description: 'The user id' }),
});

const emailNotificationsSchema = z.object(
  Object.fromEntries(emailNotificationKeys.map((key) => [key, z.boolean()])) as Record<
    (typeof emailNotificationKeys)[number],
    z.ZodBoolean
  >,
);

/** The signed-in user (spec platform §3 User, the fields that exist so far); GET /users/fetch_user. */
export const UserProfileSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    phone: z.string().nullable(),
    country_code: z.string().nullable().openapi({ description: 'ISO 3166-1 alpha-2, chosen at sign-up' }),
    industry: z.string().nullable(),
    address_line: z.string().nullable(),
    zip_code: z.string().nullable(),
    avatar: z.string().nullable(),
    photo_link: z
      .string()
      .nullable()
      .openapi({ description: 'Same as `avatar` (the name the workspace users list uses)' }),
    brand: z.string(),
    status: z.enum(userStatuses),
    email_confirmed: z.boolean(),
    is_admin: z.boolean().openapi({ description: 'A platform admin' }),
    manual_approval: z.boolean(),
    email_notifications: emailNotificationsSchema.openapi({
      description: 'Every notification, on unless switched off',
    }),
  })
  .openapi('UserProfile');
export type UserJson = z.infer<typeof UserProfileSchema>;

export const UserPhotoSchema = z.object({ avatar: z.string(), photo_link: z.string() }).openapi('UserPhoto');

export const UserExistsSchema = z.object({ exists: z.boolean() }).openapi('UserExists');

export const PasswordChangedSchema = z.object({ changed: z.literal(true) }).openapi('PasswordChanged');

/** Who left (or was removed from) which workspace. */
export const MemberExitSchema = z.object({ user_id: z.string(), space_id: z.string() }).openapi('MemberExit');

export const MemberRoleSchema = z
  .object({ user_id: z.string(), space_id: z.string(), is_admin: z.boolean() })
  .openapi('MemberRole');
export type MemberRoleJson = z.infer<typeof MemberRoleSchema>;

export const MemberAllowedPagesSchema = z
  .object({ user_id: z.string(), is_admin: z.boolean(), allowed_pages: WorkspacePagesSchema })
  .openapi('MemberAllowedPages');
export type AllowedPagesJson = z.infer<typeof MemberAllowedPagesSchema>;

export const MemberAvailableCredentialsSchema = z
  .object({
    user_id: z.string(),
    all: z.boolean().openapi({ description: 'The user sees every credential of the workspace (an admin)' }),
    credentials_ids: z.array(z.string()),
  })
  .openapi('MemberAvailableCredentials');
export type AvailableCredentialsJson = z.infer<typeof MemberAvailableCredentialsSchema>;
