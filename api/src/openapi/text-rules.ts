import { z } from '@hono/zod-openapi';
import { stepMessages } from '@outreach/core/outreach';

/**
 * spec: outreach §5 generic rules for a text field: no leading or trailing space (trimmed), at most
 * `max` characters ("message can not be longer than {count}"), and, when it must be filled, "Fill
 * this field". The words are those of @outreach/core (`stepMessages`), which the campaigns remote
 * shows for the same rules in its forms.
 */

/** A trimmed text of at most `max` characters; `notText` when the value is no string at all. */
export function boundedText(max: number, notText: string) {
  return z.string({ error: notText }).trim().max(max, stepMessages.tooLong(max));
}

/** A trimmed text of 1 to `max` characters; `notText` when the value is no string at all. */
export function filledText(max: number, notText: string = stepMessages.required) {
  return z
    .string({ error: notText })
    .trim()
    .min(1, stepMessages.required)
    .max(max, stepMessages.tooLong(max));
}
