import { z } from 'zod';
import { isValidPhone } from '../auth/auth.schema';
import { allowedPagesInput } from '../spaces/allowed-pages';
import { credentialIdsInput } from '../spaces/spaces.schema';
import { strictObject } from '../../strict-object';

/** Inputs of /users (spec platform §7 Users). Bodies whose whole shape §7 gives refuse other fields. */

const spaceId = z.string().max(100).nullish();

/** POST /users/{id}/exit_from_space and /users/set_space {space_id}. */
export const spaceIdInput = strictObject({ space_id: spaceId });

export const changeAdminInput = strictObject({ space_id: spaceId, is_admin: z.boolean() });
export type ChangeAdminInput = z.infer<typeof changeAdminInput>;

export const userExistsInput = strictObject({ email: z.string().max(320) });

export const allowedPagesUpdateInput = z.object({ allowed_pages: allowedPagesInput });

export const setCredentialsInput = z.object({ credentials_ids: credentialIdsInput });

export const availableCredentialsQuery = z.object({ user_id: z.string().max(100).optional() });

const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} can not be longer than 100 characters`)
    .optional();

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
      error: 'Please, add correct phone number',
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
