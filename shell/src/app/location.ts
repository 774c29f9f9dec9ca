/** A location's search string as the guard's query record (the last value wins for repeated keys). */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}
