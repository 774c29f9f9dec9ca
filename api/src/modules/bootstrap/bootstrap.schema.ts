import { z } from '../../openapi/contract';
import { AdminValidationSchema } from '../admin-session';
import { CredentialSchema, CredentialSeatsSchema } from '../credentials';
import { SpaceFeaturesSchema, SpaceInfoSchema } from '../spaces';
import { UserProfileSchema } from '../users';

/**
 * A part the route it stands for would have refused: that route's status and error, as its own
 * failure body says them (e.g. 403 'Can not find space' for a user without a workspace).
 */
export const BootstrapPartFailureSchema = z
  .object({
    ok: z.literal(false),
    status: z.number().int().openapi({ example: 403 }),
    error: z.string().openapi({ example: 'Can not find space' }),
  })
  .openapi('BootstrapPartFailure');
export type BootstrapPartFailure = z.infer<typeof BootstrapPartFailureSchema>;

/** One part: the answer of its route (`payload`, the route's own schema) or that route's failure. */
function part<Payload extends z.ZodTypeAny>(payload: Payload) {
  return z.union([z.object({ ok: z.literal(true), payload }), BootstrapPartFailureSchema]);
}

/**
 * GET /bootstrap: what a signed-in page's session calls answer, in one response (issue 25). Each
 * part is the payload of its own route, declared once in its own module and imported here.
 */
export const BootstrapSchema = z
  .object({
    user: UserProfileSchema,
    account: part(SpaceInfoSchema).openapi({ description: 'GET /space/info' }),
    features: part(SpaceFeaturesSchema).openapi({ description: 'GET /space/features' }),
    credentials: part(z.array(CredentialSchema)).openapi({ description: 'GET /credentials/fetch' }),
    seats: part(CredentialSeatsSchema).openapi({ description: 'GET /credentials/seats' }),
    adminValidation: part(AdminValidationSchema).openapi({ description: 'GET /admin/validate' }),
  })
  .openapi('Bootstrap');
export type BootstrapJson = z.infer<typeof BootstrapSchema>;
