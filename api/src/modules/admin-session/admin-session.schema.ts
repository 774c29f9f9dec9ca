import { z } from '@hono/zod-openapi';

/**
 * GET /admin/validate: is the signed-in user a platform admin, a super admin, a reseller of which
 * brands (the shell shows the Admin link when is_admin or reseller_brands is not empty).
 */
export const AdminValidationSchema = z
  .object({
    is_admin: z.boolean().openapi({ description: 'A platform admin' }),
    is_super_admin: z.boolean().openapi({ description: 'A platform admin who may grant and revoke admins' }),
    reseller_brands: z.array(z.string()).openapi({
      description:
        "The active white-labels whose owner emails hold the user's email (a reseller's admin view)",
    }),
  })
  .openapi('AdminValidation');
export type AdminValidationJson = z.infer<typeof AdminValidationSchema>;

/** GET /admin/validate_original?space=: the check the route guard runs before keeping `space`. */
export const OriginalAdminValidationSchema = z
  .object({
    is_original_admin: z.boolean().openapi({
      description: 'The `space` query parameter may be kept across navigation (platform §4)',
    }),
    is_admin_view: z.boolean().openapi({
      description: '`space` names a workspace the admin is not a member of: the UI shows "Back to admin"',
    }),
  })
  .openapi('OriginalAdminValidation');
export type OriginalAdminJson = z.infer<typeof OriginalAdminValidationSchema>;

/** POST /admin/impersonation/end?space=: "Back to admin" ends the admin's session in a customer's workspace. */
export const ImpersonationEndSchema = z
  .object({
    ended: z.number().int().openapi({
      description:
        'How many open sessions ended (each is an `impersonation.end` audit entry): 0 when none was open',
    }),
  })
  .openapi('ImpersonationEnd');
export type ImpersonationEndJson = z.infer<typeof ImpersonationEndSchema>;
