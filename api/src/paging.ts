import { z } from 'zod';

/** A query value left empty (`?limit=`) counts as not given. */
export const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** A yes-or-no of a query string: `true`/`1` or `false`/`0`, left out or empty as not given. */
export const queryFlag = (field: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false', '1', '0'], { error: `${field} must be true or false` })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  );

/**
 * The `offset` and `limit` of a list's query string: whole numbers, `offset` from 0, `limit`
 * from 1 to `max` (`pageSize` when not given), each with its own message when it is not.
 */
export function offsetPaging(pageSize: number, max = 100) {
  return {
    offset: z.preprocess(
      blankAsUnset,
      z.coerce.number({ error: 'offset must be a number' }).int().min(0).default(0),
    ),
    limit: z.preprocess(
      blankAsUnset,
      z.coerce
        .number({ error: 'limit must be a number' })
        .int()
        .min(1, 'limit must be at least 1')
        .max(max, `limit can not be more than ${max}`)
        .default(pageSize),
    ),
  };
}
