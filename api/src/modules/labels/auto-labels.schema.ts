import { z } from '@hono/zod-openapi';
import { labelTypes } from '../../db/schema';
import { filledText } from '../../openapi/text-rules';
import { dateTime } from '../../openapi/json-fields';

/** Limits of a keywords rule (issue 15 item 6): 1 to 20 phrases of 1 to 100 characters each. */
export const maxPhrases = 20;
export const maxPhraseLength = 100;

export const autoLabelKinds = ['ai', 'keywords'] as const;
export type AutoLabelKind = (typeof autoLabelKinds)[number];

export const autoLabelMessages = {
  notFound: 'Auto-label rule not found',
  ruleTaken: 'This label has a rule of this kind already',
  aiNeedsAiLabel: 'AI auto-labelling works with AI labels only',
  phrasesRequired: 'phrases: Give at least one phrase',
  phrasesOnlyForKeywords: 'phrases: AI rules take no phrases',
  nothingToUpdate: 'Give phrases or is_active',
} as const;

const phrase = filledText(maxPhraseLength, 'Each phrase must be text');

/** Phrases differing only in case are one phrase (the match ignores case). */
const phrases = z
  .array(phrase, { error: 'phrases must be a list of phrases' })
  .max(maxPhrases, `Give at most ${maxPhrases} phrases`)
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((item) => {
      const key = item.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const createAutoLabelRuleInput = z
  .object(
    {
      label_id: z.string({ error: 'label_id: Fill this field' }).min(1, 'Fill this field'),
      kind: z.enum(autoLabelKinds, { error: 'kind must be ai or keywords' }),
      phrases: phrases.optional(),
      is_active: z.boolean({ error: 'is_active must be true or false' }).default(true),
    },
    { error: 'Body must be a JSON object' },
  )
  .superRefine((input, context) => {
    const count = input.phrases?.length ?? 0;
    if (input.kind === 'keywords' && count === 0) {
      context.addIssue({ code: 'custom', message: autoLabelMessages.phrasesRequired });
    }
    if (input.kind === 'ai' && count > 0) {
      context.addIssue({ code: 'custom', message: autoLabelMessages.phrasesOnlyForKeywords });
    }
  });
export type CreateAutoLabelRuleInput = z.infer<typeof createAutoLabelRuleInput>;

export const updateAutoLabelRuleInput = z
  .object(
    {
      phrases: phrases.optional(),
      is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
    },
    { error: 'Body must be a JSON object' },
  )
  .refine((input) => input.phrases !== undefined || input.is_active !== undefined, {
    message: autoLabelMessages.nothingToUpdate,
  });
export type UpdateAutoLabelRuleInput = z.infer<typeof updateAutoLabelRuleInput>;

/** An auto-label rule as the API answers it, with its label's name and colour for the page. */
export const AutoLabelRuleSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(autoLabelKinds),
    phrases: z.array(z.string()).openapi({ example: ['pricing', 'book a demo'] }),
    is_active: z.boolean(),
    label: z.object({
      _id: z.string(),
      name: z.string().openapi({ example: 'interested' }),
      color: z.string().openapi({ example: '#47e671' }),
      type: z.enum(labelTypes),
    }),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('AutoLabelRule');
export type AutoLabelRuleJson = z.infer<typeof AutoLabelRuleSchema>;
