import { z } from '@hono/zod-openapi';
import type { PageWindow } from '../platform/space-rows';

/**
 * Pieces the modules' answer schemas share, declared once (STYLE "one declaration per type"):
 * a time as the API writes it, and the page of a list read by `offset` and `limit`.
 */

/** A time in an answer: an ISO 8601 string (`Date#toISOString`). */
export const dateTime = z.string().openapi({ format: 'date-time' });

/**
 * `{ items, total, offset, limit }`: one page of a list and how many there are in all. The caller
 * names it (`.openapi('TaskPage')`), so each list keeps its own entry in the reference.
 */
export function offsetPageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  });
}

/** The answer of an offset-paged list: its items, the count of all of them, the window asked for. */
export function offsetPage<Item>(items: Item[], total: number, window: PageWindow) {
  return { items, total, offset: window.offset, limit: window.limit };
}
