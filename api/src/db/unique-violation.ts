/**
 * Postgres' unique_violation (23505), through drizzle's error wrapper (`cause`) on either
 * driver: a racing insert lost to a unique index, to be answered as the rule it breaks (409).
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
