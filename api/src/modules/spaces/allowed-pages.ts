import { z } from '@hono/zod-openapi';
import { type WorkspacePage, workspacePages } from '@outreach/core/areas';
import type { AllowedPages } from '../../db/schema';

const pageSet: ReadonlySet<string> = new Set(workspacePages);

/**
 * What a client may send: the list of allowed pages (invites) or the whole map
 * (PUT allowed_pages). Pages left out of a map keep being denied.
 */
export const allowedPagesInput = z
  .union([z.array(z.string()).max(workspacePages.length * 2), z.record(z.string(), z.boolean())])
  .superRefine((value, context) => {
    const keys = Array.isArray(value) ? value : Object.keys(value);
    const unknown = keys.filter((key) => !pageSet.has(key));
    if (unknown.length > 0)
      context.addIssue({ code: 'custom', message: `Unknown page: ${unknown.join(', ')}` });
  })
  .transform((value): AllowedPages => {
    const allowed = new Set(Array.isArray(value) ? value : Object.keys(value).filter((key) => value[key]));
    return Object.fromEntries(workspacePages.map((page) => [page, allowed.has(page)]));
  })
  .openapi({
    description: `The pages allowed, as a list or as a map of page to allowed; the pages: ${workspacePages.join(', ')}`,
  });

/** The full map for a member: admins and members nobody restricted see every page. */
export function allowedPagesMap(
  stored: AllowedPages | null,
  isAdmin: boolean,
): Record<WorkspacePage, boolean> {
  return Object.fromEntries(
    workspacePages.map((page) => [page, isAdmin || stored === null || stored[page] === true]),
  ) as Record<WorkspacePage, boolean>;
}
