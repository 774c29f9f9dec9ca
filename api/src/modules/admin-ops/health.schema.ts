import { z } from '@hono/zod-openapi';

/**
 * The metrics a health index rule may read, per workspace (docs/decisions.md, issue 14 ops):
 * - active_credentials: connected accounts in the active state
 * - campaigns_running: campaigns (workflows) with status active
 * - actions_7d: engine step executions done in the last 7 days
 * - replies_30d: incoming messages in the last 30 days (bounces and out-of-office not counted)
 * - days_since_last_login: days since a member last signed in (a token issued); 9999 when never
 * - seats_used_pct: connected accounts (not deleted) per total seats, in percent
 * - is_paid: 1 when the workspace is paid, else 0
 */
export const healthMetrics = [
  'active_credentials',
  'campaigns_running',
  'actions_7d',
  'replies_30d',
  'days_since_last_login',
  'seats_used_pct',
  'is_paid',
] as const;
export type HealthMetric = (typeof healthMetrics)[number];

export const HealthRuleSchema = z
  .object({
    metric: z
      .string()
      .max(100)
      .openapi({ description: `One of ${healthMetrics.join(', ')}` }),
    min: z.number().openapi({ description: 'The rule gives its points when min ≤ value ≤ max' }),
    max: z.number(),
    points: z.number(),
  })
  .openapi('HealthIndexRule');

export const HealthSettingsSchema = z
  .object({
    rules: z.array(HealthRuleSchema).max(100),
    notifications: z.object({
      enabled: z.boolean(),
      threshold: z.number(),
      emails: z.array(z.string().max(320)).max(50),
    }),
  })
  .openapi('HealthIndexSettings');
export type HealthSettingsInput = z.infer<typeof HealthSettingsSchema>;

export const HealthIndexPayloadSchema = HealthSettingsSchema.extend({
  metrics: z.array(z.enum(healthMetrics)).openapi({ description: 'The metrics a rule may use' }),
  defaults: z.boolean().openapi({ description: 'true: no rules were saved yet, these are the defaults' }),
}).openapi('HealthIndex');

export const HealthStatisticsSchema = z
  .object({
    buckets: z.array(
      z.object({ label: z.string(), from: z.number(), to: z.number(), count: z.number().int() }),
    ),
    not_computed: z.number().int(),
    total: z.number().int(),
  })
  .openapi('HealthStatistics');
export type HealthStatistics = z.infer<typeof HealthStatisticsSchema>;

export const healthStatisticsQuery = z.object({
  brand: z.string().max(200).optional().openapi({ description: 'One brand (default: every brand in scope)' }),
});

export const RecomputeSchema = z.object({ computed: z.number().int() }).openapi('HealthRecompute');
