import { tiers } from '@outreach/core/billing';
import { z } from '../../openapi/contract';

/**
 * The admin area's customers, users, audit log and config (spec platform §7 Admin, §9 page sizes;
 * issue 14). Filters that take several values accept them repeated (`?brands=a&brands=b`) or
 * comma-separated (`?brands=a,b`); values of one filter are OR'ed, filters are AND'ed.
 */

export const adminMessages = {
  userNotFound: 'User not found',
  cannotRevokeSelf: 'You can not revoke your own admin rights',
  superNeedsAdmin: 'A super admin must be an admin',
  managerNotFound: 'Manager not found',
  alreadyActive: 'Space already active',
  alreadyBlocked: 'Space already blocked',
  alreadyDeleted: 'Space already deleted',
  notDeleted: 'Space is not deleted',
  deletedCannotBlock: 'A deleted space can not be blocked or unblocked: restore it first',
  stripeCustomerNotFound: 'Stripe customer not found',
  stripeCustomerTaken: 'This Stripe customer is linked to another workspace',
  noStripeCustomer: 'Link a Stripe customer first',
  dateFormat: 'Dates must be YYYY-MM-DD or ISO date-times',
  lastAdmin: 'A workspace needs at least one admin',
  credentialsAreTheUsers:
    'Only the user changes their sign-in email or password (in their preferences); admins can not',
  resellerNotOnOwnAccount: "A reseller can not change their own or their brand's owners' workspace access",
  resellerOtherBrands:
    'This user also belongs to workspaces of other brands: only a platform admin changes their account',
  resellerAddsNoMembers:
    "Resellers can not add people to a workspace: the workspace's admins invite them, or a platform admin adds them",
} as const;

export const customerTypes = ['paid', 'unpaid', 'free', 'unlimited', 'trial'] as const;
export const customerTriggers = [
  'no_credentials',
  'credential_problem',
  'unpaid',
  'health_low',
  'inactive_30d',
] as const;
export const noteFilters = ['with_note', 'without_note'] as const;
export const customerOrders = ['newest', 'oldest', 'name', 'health'] as const;
export const subscriptionModes = ['disabled', 'stripe', 'manual', 'no_sub'] as const;
export const spaceStatusValues = ['active', 'blocked', 'deleted'] as const;
/** Below this health index a customer has the `health_low` trigger. */
export const healthLowThreshold = 50;

/** A list query value: repeated or comma-separated, trimmed, empties dropped, each once. */
function listOf<Values extends readonly [string, ...string[]]>(name: string, values?: Values) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, context) => {
      if (raw === undefined) return undefined;
      const list = [
        ...new Set(
          (Array.isArray(raw) ? raw : [raw])
            .flatMap((part) => part.split(','))
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ];
      if (list.length > 100) {
        context.addIssue({ code: 'custom', message: `${name}: at most 100 values`, input: raw });
        return z.NEVER;
      }
      if (values) {
        const unknown = list.find((value) => !(values as readonly string[]).includes(value));
        if (unknown !== undefined) {
          context.addIssue({
            code: 'custom',
            message: `${name}: unknown value ${unknown.slice(0, 40)}`,
            input: raw,
          });
          return z.NEVER;
        }
      }
      return list.length > 0 ? list : undefined;
    })
    .openapi({
      description: `${name}: repeated or comma-separated${values ? ` (${values.join(', ')})` : ''}`,
    });
}

const booleanText = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const offset = z.coerce.number().int().min(0).max(1_000_000).optional().default(0);

export const customersQuery = z.object({
  labels: listOf('labels'),
  brands: listOf('brands'),
  statuses: listOf('statuses', spaceStatusValues),
  managers: listOf('managers'),
  types: listOf('types', customerTypes),
  subscription_types: listOf('subscription_types', subscriptionModes),
  triggers: listOf('triggers', customerTriggers),
  note_filters: listOf('note_filters', noteFilters),
  tier: listOf('tier'),
  order: z.enum(customerOrders).optional().default('newest'),
  offset,
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
  q: z.string().max(200).optional(),
  with_credentials: booleanText,
});
export type CustomersQuery = z.output<typeof customersQuery>;

const managerRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const CustomerItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    brand: z.string(),
    status: z.string(),
    tier: z.string(),
    is_paid: z.boolean(),
    is_unlimited: z.boolean(),
    li_approve: z.boolean(),
    subscription_mode: z.string(),
    admin_emails: z.array(z.string()),
    users_count: z.number().int(),
    credentials_count: z.number().int(),
    health_index: z.number().int().nullable(),
    sales_manager: managerRef,
    success_manager: managerRef,
    labels: z.array(z.string()),
    has_note: z.boolean(),
    created_at: z.string(),
    deleted_at: z.string().nullable(),
  })
  .openapi('AdminCustomer');
export type CustomerItemJson = z.infer<typeof CustomerItemSchema>;

export const CustomersPageSchema = z
  .object({
    items: z.array(CustomerItemSchema),
    total: z.number().int(),
    counts: z.object({
      by_status: z.record(z.string(), z.number().int()),
      by_brand: z.record(z.string(), z.number().int()),
    }),
  })
  .openapi('AdminCustomersPage');
export type CustomersPageJson = z.infer<typeof CustomersPageSchema>;

export const CustomerInfoSchema = z
  .object({
    workspace: CustomerItemSchema.extend({
      avatar: z.string().nullable(),
      is_billing_enabled: z.boolean(),
      payment_in_progress: z.boolean(),
      total_seats: z.number().int(),
      cloud_seats: z.number().int(),
      extension_seats: z.number().int(),
      health_computed_at: z.string().nullable(),
      updated_at: z.string(),
    }),
    users: z.array(
      z.object({
        id: z.string(),
        email: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        is_admin: z.boolean(),
        status: z.string(),
        is_platform_admin: z.boolean(),
      }),
    ),
    credentials: z.array(
      z.object({
        id: z.string(),
        username: z.string(),
        first_name: z.string(),
        last_name: z.string(),
        status: z.string(),
        automation_type: z.string(),
        created_at: z.string(),
      }),
    ),
    subscription: z.object({
      tier: z.string(),
      interval: z.string().nullable(),
      currency: z.string().nullable(),
      amount: z.number().int().nullable(),
      subscription_mode: z.string(),
      subscription_status: z.string().nullable(),
      stripe_customer_id: z.string().nullable(),
    }),
    credits: z.object({ available: z.number().int(), used: z.number().int() }),
    health_index: z.number().int().nullable(),
    managers: z.object({ sales: managerRef, success: managerRef }),
    labels: z.array(z.string()),
    note: z.string(),
  })
  .openapi('AdminCustomerInfo');
export type CustomerInfoJson = z.infer<typeof CustomerInfoSchema>;

const labelText = z.string().trim().min(1, { error: 'A label can not be empty' }).max(50, {
  error: 'A label must be at most 50 characters',
});

export const updateCustomerInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Name is required' })
    .max(100, { error: 'The name must be at most 100 characters' })
    .optional(),
  labels: z.array(labelText).max(30, { error: 'At most 30 labels' }).optional(),
  note: z.string().max(5000, { error: 'The note must be at most 5000 characters' }).optional(),
  tier: z.enum(tiers as [string, ...string[]], { error: 'Unknown tier' }).optional(),
  sales_manager_id: z.uuid({ error: 'Manager not found' }).nullable().optional(),
  success_manager_id: z.uuid({ error: 'Manager not found' }).nullable().optional(),
  is_billing_enabled: z.boolean().optional(),
  subscription_mode: z.enum(subscriptionModes, { error: 'Unknown subscription mode' }).optional(),
});
export type UpdateCustomerInput = z.output<typeof updateCustomerInput>;

export const setUnlimitedInput = z.object({ unlimited: z.boolean() });
export const setLiApproveInput = z.object({ li_approve: z.boolean() });
export const linkStripeInput = z.object({
  space_id: z.string().min(1),
  stripe_customer: z
    .string()
    .trim()
    .min(1, { error: 'Enter a Stripe customer id' })
    .max(255)
    .regex(/^cus_[A-Za-z0-9]+$/, { error: 'A Stripe customer id starts with cus_' }),
});
export const stripeCustomersQuery = z.object({ q: z.string().max(200).optional() });
export const StripeCustomerSchema = z
  .object({ id: z.string(), email: z.string().nullable(), name: z.string().nullable() })
  .openapi('AdminStripeCustomer');

export const usersQuery = z.object({
  offset,
  limit: z.coerce.number().int().min(1).max(100).optional().default(10),
  q: z.string().max(200).optional(),
  admins_only: booleanText,
});
export type UsersQuery = z.output<typeof usersQuery>;

export const AdminUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_admin: z.boolean(),
    is_super_admin: z.boolean(),
    brand: z.string(),
    status: z.string(),
    spaces_count: z.number().int(),
    created_at: z.string(),
  })
  .openapi('AdminUser');
export type AdminUserJson = z.infer<typeof AdminUserSchema>;
export const AdminUsersPageSchema = z
  .object({ items: z.array(AdminUserSchema), total: z.number().int() })
  .openapi('AdminUsersPage');

export const setAdminInput = z.object({
  user_id: z.string().min(1),
  is_admin: z.boolean(),
  is_super_admin: z.boolean().optional(),
});
/**
 * What an admin (platform or reseller) sets on a user: names and status. Never the sign-in email
 * or password (issue 23 item 3): those the user changes themselves, so a field naming them is a 400.
 */
export const updateUserInput = z.strictObject(
  {
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    status: z.enum(['active', 'inactive'], { error: 'Unknown status' }).optional(),
  },
  {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      if (issue.keys.some((key) => /email|password/i.test(key))) return adminMessages.credentialsAreTheUsers;
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    },
  },
);
export const updateUserSpacesInput = z.object({
  add: z
    .array(z.object({ space_id: z.uuid({ error: 'Can not find space' }), is_admin: z.boolean() }))
    .max(100)
    .optional(),
  remove: z
    .array(z.uuid({ error: 'Can not find space' }))
    .max(100)
    .optional(),
});
export const UserSpacesSchema = z
  .object({
    user: AdminUserSchema,
    spaces: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        brand: z.string(),
        status: z.string(),
        is_admin: z.boolean(),
      }),
    ),
  })
  .openapi('AdminUserSpaces');
export type UserSpacesJson = z.infer<typeof UserSpacesSchema>;

const dateText = z
  .string()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value),
    adminMessages.dateFormat,
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), adminMessages.dateFormat);

export const auditQuery = z.object({
  action: z.string().max(100).optional(),
  target_type: z.string().max(100).optional(),
  target_id: z.string().max(100).optional(),
  actor: z.string().max(254).optional().openapi({ description: "The actor's email (part of it) or id" }),
  from: dateText.optional(),
  to: dateText.optional().openapi({ description: 'Through this day (YYYY-MM-DD) or until this instant' }),
  offset,
  limit: z.coerce.number().int().min(1).max(100).optional().default(25),
});
export type AuditQuery = z.output<typeof auditQuery>;

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    actor_id: z.string().nullable(),
    actor_email: z.string(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    brand: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    changed_keys: z.array(z.string()),
    created_at: z.string(),
  })
  .openapi('AdminAuditEntry');
export type AuditEntryJson = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z
  .object({ items: z.array(AuditEntrySchema), total: z.number().int() })
  .openapi('AdminAuditPage');

export const AdminConfigSchema = z
  .object({
    brands: z.array(z.object({ id: z.string(), name: z.string() })),
    managers: z.array(z.object({ id: z.string(), name: z.string(), type: z.string(), brand: z.string() })),
    labels: z.array(z.string()),
    tiers: z.array(z.string()),
    statuses: z.array(z.string()),
    types: z.array(z.string()),
    triggers: z.array(z.string()),
    subscription_types: z.array(z.string()),
    note_filters: z.array(z.string()),
    orders: z.array(z.string()),
    is_super_admin: z.boolean(),
    scope: z.enum(['platform', 'reseller']),
  })
  .openapi('AdminConfig');
export type AdminConfigJson = z.infer<typeof AdminConfigSchema>;
