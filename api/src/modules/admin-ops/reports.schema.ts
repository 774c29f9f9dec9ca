import { z } from '@hono/zod-openapi';

export const reportQuery = z.object({
  from: z
    .string()
    .max(40)
    .optional()
    .openapi({ description: 'YYYY-MM-DD (UTC), default 29 days before `to`' }),
  to: z.string().max(40).optional().openapi({ description: 'YYYY-MM-DD (UTC), default today' }),
  brand: z.string().max(200).optional().openapi({ description: 'One brand (default: every brand in scope)' }),
});
export const wlReportQuery = reportQuery.omit({ brand: true });

const SpaceReportDay = z.object({
  date: z.string(),
  new_workspaces: z.number().int(),
  paid_workspaces: z.number().int().openapi({ description: 'Workspaces created that day that are paid now' }),
  credentials_connected: z.number().int(),
  actions_done: z.number().int(),
});

export const SpaceReportSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    days: z.array(SpaceReportDay),
    totals: SpaceReportDay.omit({ date: true }),
  })
  .openapi('SpaceReport');
export type SpaceReport = z.infer<typeof SpaceReportSchema>;

const WlReportRow = z.object({
  brand: z.string(),
  name: z.string(),
  customers: z.number().int(),
  paid_customers: z.number().int(),
  mrr: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })).openapi({
    description: 'Monthly recurring revenue of active Stripe subscriptions, per currency (minor units)',
  }),
  credits_used: z.number().int(),
  seats_used: z.number().int(),
});

export const WlReportSchema = z
  .object({ from: z.string(), to: z.string(), brands: z.array(WlReportRow) })
  .openapi('WlReport');
export type WlReport = z.infer<typeof WlReportSchema>;
