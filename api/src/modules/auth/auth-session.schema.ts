import { z } from '@hono/zod-openapi';
import { SpaceInfoSchema } from '../spaces';
import { UserProfileSchema } from '../users';
import { authMessages } from './auth.schema';

// The answers that carry the user: apart from auth.schema.ts, which users.schema.ts imports
// (isValidPhone), so that the two modules do not import each other.

/** The answer of sign-in, sign-up, a new token and a password set with a restore code. */
export const AuthSessionSchema = z
  .object({
    token: z.string().openapi({ description: 'The bearer token of the new session' }),
    user: UserProfileSchema,
  })
  .openapi('AuthSession');

/** GET /auth/validate_token: the user, and the workspace `space` names or else their current one. */
export const ValidatedSessionSchema = z
  .object({
    user: UserProfileSchema,
    // A union, not SpaceInfoSchema.nullable(): that would make the SpaceInfo component itself nullable.
    space: z
      .union([SpaceInfoSchema, z.null()])
      .openapi({ description: 'Null for a user without a workspace' }),
  })
  .openapi('ValidatedSession');

export const EmailConfirmedSchema = z
  .object({ message: z.literal(authMessages.emailConfirmed), user: UserProfileSchema })
  .openapi('EmailConfirmed');
