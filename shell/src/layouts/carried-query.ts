/** spec platform §2: links carry selectedCred and space as query parameters. */
export const carriedParameters = ['selectedCred', 'space'] as const;

/**
 * The query string a link keeps from the current one: `?selectedCred=…&space=…` (or ''). The selected
 * credential falls back to the one in the session when the URL does not name one yet.
 */
export function carriedQuery(search: string, selectedCredentialId?: string | null): string {
  const current = new URLSearchParams(search);
  const carried = new URLSearchParams();
  for (const key of carriedParameters) {
    const value = current.get(key) ?? (key === 'selectedCred' ? selectedCredentialId : null);
    if (value && value !== 'undefined' && value !== 'null') carried.set(key, value);
  }
  const text = carried.toString();
  return text ? `?${text}` : '';
}

/** `path` with the carried query appended (keeping any query `path` already has). */
export function withCarriedQuery(path: string, search: string, selectedCredentialId?: string | null): string {
  const carried = carriedQuery(search, selectedCredentialId);
  if (!carried) return path;
  const [base, own] = path.split('?');
  const merged = new URLSearchParams(own ?? '');
  for (const [key, value] of new URLSearchParams(carried)) if (!merged.has(key)) merged.set(key, value);
  return `${base}?${merged}`;
}
