import { z } from '@hono/zod-openapi';
import { startRefusedCode, stepKinds } from '@outreach/core/outreach';

/**
 * A refused start (issue 26 item 3, core outreach/start-refusals.ts): the spec's message with the
 * step at fault, the step's number and kind, and the page of the fix. The other 400s of the call
 * (a bad status, a pause of a campaign not running) are the plain `{ ok: false, error }`.
 */
export const StartRefusalSchema = z
  .object({
    ok: z.literal(false),
    error: z.string().openapi({ example: 'Step 2 (send email): You need to add integration' }),
    code: z
      .enum([startRefusedCode, 'feature_locked'])
      .optional()
      .openapi({ description: 'start_refused, or feature_locked (402) for a step the plan lacks' }),
    step_number: z.number().int().optional().openapi({ description: 'The step at fault (1-based)' }),
    step_kind: z.enum(stepKinds).optional(),
    fix: z.string().optional().openapi({ description: 'The path of the page where it is fixed' }),
    feature: z.string().optional().openapi({ description: 'The feature flag a locked step needs' }),
    tier: z.string().optional().openapi({ description: 'The lowest tier whose plan includes it' }),
  })
  .openapi('StartRefusal');
