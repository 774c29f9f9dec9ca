/**
 * The shapes of /employees (issue 28, spec ai-telephony §3 and §7 "AI Employees"): the save payload
 * built from core's rules (@outreach/core/ai, one declaration with the builder UI), the API object,
 * profiles, bindings and statistics, and the module's messages.
 */
import {
  employeeLimits,
  employeeSettingsSchema,
  generateCampaignsSchema,
  messagingSettingsSchema,
  targetingSchema,
} from '@outreach/core/ai';
import { spaceQuery, z } from '../../openapi/contract';

export const employeesMessages = {
  notFound: 'AI Employee not found',
  profileNotFound: 'AI Employee profile not found',
  alreadyBound: 'This account already has an AI Employee: unbind it first',
  notBound: 'This AI Employee is not bound to this account',
  noResearch: 'No company research yet: research your company first',
  badJsonList: 'Expected a JSON list of ids',
} as const;

/** The messaging settings a save may send: any part, the rest from the defaults (manual approval). */
export const messagingSettingsInput = messagingSettingsSchema
  .extend({ manual_settings: messagingSettingsSchema.shape.manual_settings.partial() })
  .partial();

/** §3 "Save payload": POST /employees, and PATCH with every part optional. */
export const saveEmployeeInput = z.object({
  credentials_id: z.string().nullish(),
  profile: z.string().min(1),
  name: z.string().trim().min(1).max(employeeLimits.fieldLength).optional(),
  calendly_event: z.string().max(employeeLimits.fieldLength).nullish(),
  calendly_user: z.string().max(employeeLimits.fieldLength).nullish(),
  messaging_settings: messagingSettingsInput.optional(),
  employee_settings: employeeSettingsSchema,
  targeting: z.object({ space: z.string().optional(), settings: targetingSchema }),
  generate_campaigns: generateCampaignsSchema.optional(),
});
export type SaveEmployeeInput = z.infer<typeof saveEmployeeInput>;

export const updateEmployeeInput = saveEmployeeInput
  .omit({ credentials_id: true })
  .partial()
  .extend({ enabled: z.boolean().optional() });
export type UpdateEmployeeInput = z.infer<typeof updateEmployeeInput>;

export const listEmployeesQuery = spaceQuery.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
  limit: z.coerce.number().int().min(1).max(100).optional().default(employeeLimits.pageSize),
});

/** A query parameter holding a JSON list of ids (`profiles=["ava-mitchell"]`), as §7 shows. */
const jsonIdList = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '') return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string'))
        return parsed as string[];
    } catch {}
    ctx.addIssue({ code: 'custom', message: employeesMessages.badJsonList });
    return z.NEVER;
  });

export const profilesQuery = spaceQuery.extend({ profiles: jsonIdList });
export const statisticsQuery = spaceQuery.extend({
  employees: jsonIdList,
  days: z.coerce.number().int().min(1).max(90).optional().default(30),
});

export const bindInput = z.object({
  profile_id: z.string().min(1),
  credentials_id: z.string().min(1),
  employee_id: z.string().min(1),
});
export const unbindInput = bindInput.omit({ employee_id: true });

export const EmployeeProfileSchema = z
  .object({ id: z.string(), name: z.string(), photo: z.string(), description: z.string() })
  .openapi('AiEmployeeProfile');

const EmployeeSettingsSchema = z.object({
  objective: z.object({
    problem: z.string(),
    solution: z.string(),
    contact_reason: z.string(),
    language: z.string(),
    tone: z.string(),
  }),
  cases: z.array(
    z.object({ whom: z.string(), problem: z.string(), solution: z.string(), link: z.string().nullable() }),
  ),
  free_value: z.array(
    z.object({ type: z.string(), how_to_get: z.string(), impact: z.string(), link: z.string().nullable() }),
  ),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
});

export const BindingSchema = z
  .object({
    credentials_id: z.string(),
    profile_id: z.string(),
    employee_id: z.string(),
    enabled: z.boolean(),
  })
  .openapi('AiEmployeeBinding');

/** §3 "AI employee API object", with the mini's parts (space, profile, calendly, messaging). */
export const EmployeeSchema = z
  .object({
    id: z.string(),
    space: z.string(),
    name: z.string(),
    profile: EmployeeProfileSchema,
    campaigns_count: z.number().int(),
    employee_settings: EmployeeSettingsSchema,
    targeting: targetingSchema,
    messaging_settings: messagingSettingsSchema,
    calendly_event: z.string().nullable(),
    calendly_user: z.string().nullable(),
    enabled: z.boolean(),
    bindings: z.array(BindingSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('AiEmployee');
export type Employee = z.infer<typeof EmployeeSchema>;

/**
 * The magic campaigns a save started (issue 28): `building` (ai_workflow_has_been_generated follows
 * for each), `not_started` (none asked), `refused` (the plan or the credits: `error` says which).
 */
const EmployeeCampaignsSchema = z.object({
  status: z.enum(['not_started', 'building', 'refused']),
  error: z.string().nullable(),
  campaigns: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type EmployeeCampaigns = z.infer<typeof EmployeeCampaignsSchema>;

/** The answer of a save: the employee, and the campaigns it asked for. */
export const SavedEmployeeSchema = z.object({
  employee: EmployeeSchema,
  generate_campaigns: EmployeeCampaignsSchema.extend({ requested: generateCampaignsSchema.nullable() }),
});

export const EmployeesPageSchema = z.object({
  items: z.array(EmployeeSchema),
  total: z.number().int(),
  sandbox_model: z
    .boolean()
    .openapi({ description: 'The AI writes with the built-in sandbox model (templates and inputs, no AI)' }),
});

export const StatisticsDaySchema = z.object({
  day: z.string(),
  emails_sent: z.number().int(),
  messages_sent: z.number().int(),
  replies: z.number().int(),
  meetings_booked: z.number().int(),
});
export const StatisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  employees: z.array(
    z.object({
      id: z.string(),
      series: z.array(StatisticsDaySchema),
      totals: StatisticsDaySchema.omit({ day: true }),
    }),
  ),
});

export const PredefinedSettingsSchema = z.object({
  research_id: z.string(),
  host_name: z.string(),
  employee_settings: EmployeeSettingsSchema,
});
