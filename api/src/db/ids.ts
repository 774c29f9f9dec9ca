/**
 * Row ids are UUID strings (crypto.randomUUID), exposed as `_id` in JSON.
 * A path or query id that is not a UUID cannot name a row, so callers answer
 * "not found" without asking the database (which would reject the cast).
 */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}
