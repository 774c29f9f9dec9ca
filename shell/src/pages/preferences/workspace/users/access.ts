import { type WorkspacePage, workspacePages } from '@outreach/core/areas';

/**
 * A member's allowed pages (spec platform §3 "Allowed pages: per-user map of pages"; the pages:
 * core's workspacePages). Admins see every page (§6).
 */
export type AllowedPages = Partial<Record<WorkspacePage, boolean>>;

/** A new member starts with every page but billing. */
export function defaultAllowedPages(): Record<WorkspacePage, boolean> {
  return Object.fromEntries(workspacePages.map((page) => [page, page !== 'billing'])) as Record<
    WorkspacePage,
    boolean
  >;
}

/** A complete map (every page named, true or false), whatever subset the API answered with. */
export function completeAllowedPages(pages: AllowedPages | null | undefined): Record<WorkspacePage, boolean> {
  return Object.fromEntries(workspacePages.map((page) => [page, pages?.[page] === true])) as Record<
    WorkspacePage,
    boolean
  >;
}
