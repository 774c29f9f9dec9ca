import { z } from '@hono/zod-openapi';
import { type LabelRow, labelTypes } from '../../db/schema';
import { dateTime } from '../../openapi/json-fields';
import { filledText } from '../../openapi/text-rules';

/** spec: outreach §5/§9 "Label name max 30". */
export const maxLabelNameLength = 30;

/** spec: outreach §3 "AI label names". Seeded per workspace as ai_generated labels (one list, in core). */
export { aiLabelNames } from '@outreach/core/outreach';

export const labelMessages = {
  notFound: 'Label not found',
  // spec: outreach §5 "A title already chosen cannot be added again."
  nameTaken: 'This title is already chosen',
  aiLabelFixed: 'AI labels can not be renamed or deleted',
} as const;

const labelName = filledText(maxLabelNameLength);

const colour = z
  .string({ error: 'Fill this field' })
  .trim()
  .min(1, 'Fill this field')
  .regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, 'Colour must be a hex colour such as #47e671');

export const createLabelInput = z.object(
  {
    name: labelName,
    color: colour,
    // ai_generated labels are the fixed AI names, seeded by the server, never created by hand.
    type: z
      .enum(['profile', 'space', 'template'], { error: 'Type must be one of profile, space, template' })
      .default('profile'),
    is_shared: z.boolean({ error: 'is_shared must be true or false' }).default(true),
    display_order: z.number({ error: 'display_order must be a number' }).int().min(0).max(100_000).optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type CreateLabelInput = z.infer<typeof createLabelInput>;

export const updateLabelInput = z.object(
  {
    name: labelName.optional(),
    color: colour.optional(),
    is_shared: z.boolean({ error: 'is_shared must be true or false' }).optional(),
    display_order: z.number({ error: 'display_order must be a number' }).int().min(0).max(100_000).optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type UpdateLabelInput = z.infer<typeof updateLabelInput>;

export const listLabelsQuery = z.object({
  type: z.enum(labelTypes, { error: `Type must be one of ${labelTypes.join(', ')}` }).optional(),
});

/** A label as the API answers it (spec outreach §3 Label); the one description of it. */
export const LabelSchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: 'interested' }),
    color: z.string().openapi({ example: '#47e671' }),
    type: z.enum(labelTypes),
    is_shared: z.boolean(),
    display_order: z.number().int(),
    created_at: dateTime,
  })
  .openapi('Label');
export type LabelJson = z.infer<typeof LabelSchema>;

export function labelJson(row: LabelRow): LabelJson {
  return {
    _id: row.id,
    name: row.name,
    color: row.color,
    type: row.type,
    is_shared: row.isShared,
    display_order: row.displayOrder,
    created_at: row.createdAt.toISOString(),
  };
}
