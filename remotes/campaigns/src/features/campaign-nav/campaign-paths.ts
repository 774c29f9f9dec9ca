/**
 * Where a campaign's pages live (decided in docs/decisions.md, "E1: campaign pages"):
 * the builder at /campaign/edit/:id and its sections below it.
 */
export type CampaignSection = 'steps' | 'prospects' | 'settings' | 'stats';

export const campaignSections: readonly CampaignSection[] = ['steps', 'prospects', 'settings', 'stats'];

/** The path of one section of a campaign (no query string). */
export function campaignSectionPath(workflowId: string, section: CampaignSection): string {
  const base = `/campaign/edit/${encodeURIComponent(workflowId)}`;
  return section === 'steps' ? base : `${base}/${section}`;
}

/** spec platform §2: links carry selectedCred and space as query parameters. */
const carriedParameters = ['selectedCred', 'space'] as const;

/**
 * `path` with the `selectedCred` and `space` of the current query string appended (and nothing
 * else from it: a page's own filters do not follow the user to another page). Same rule as the
 * shell's layouts/carried-query.ts, which a remote cannot import.
 */
export function withCarriedQuery(path: string, search: string): string {
  const current = new URLSearchParams(search);
  const [base, own] = path.split('?');
  const merged = new URLSearchParams(own ?? '');
  for (const key of carriedParameters) {
    const value = current.get(key);
    if (value && value !== 'undefined' && value !== 'null' && !merged.has(key)) merged.set(key, value);
  }
  const text = merged.toString();
  return text ? `${base}?${text}` : (base ?? path);
}
