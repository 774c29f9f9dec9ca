/**
 * The pages a workspace admin can allow a member (spec platform §3 "Allowed pages: per-user
 * map of pages"): the sidebar items of §2. Admins see every page (§6).
 */
export const allowablePages = [
  'dashboard',
  'search',
  'campaigns',
  'profiles',
  'inbox',
  'reports',
  'mailboxes',
  'pipeline',
  'templates',
  'integrations',
  'settings',
  'billing',
] as const;
export type AllowablePage = (typeof allowablePages)[number];

export type AllowedPages = Partial<Record<AllowablePage, boolean>>;

/** A new member starts with every page but billing. */
export function defaultAllowedPages(): Record<AllowablePage, boolean> {
  return Object.fromEntries(allowablePages.map((page) => [page, page !== 'billing'])) as Record<
    AllowablePage,
    boolean
  >;
}

/** A complete map (every page named, true or false), whatever subset the API answered with. */
export function completeAllowedPages(pages: AllowedPages | null | undefined): Record<AllowablePage, boolean> {
  return Object.fromEntries(allowablePages.map((page) => [page, pages?.[page] === true])) as Record<
    AllowablePage,
    boolean
  >;
}
