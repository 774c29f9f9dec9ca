import type { ApiSchema } from '@outreach/core/contract';

/**
 * A campaign as GET /api/workflows lists it (outreach §3). A row the cache has updated from a
 * whole campaign (a status change's answer, `update_workflow`: live-queries writeCampaign) also
 * carries its senders and AI Employee; the row shows them when it has them.
 */
export type Workflow = ApiSchema<'WorkflowListItem'> &
  Partial<Pick<ApiSchema<'Campaign'>, 'credentials' | 'is_ai_employee' | 'ai_employee_id'>>;

export type WorkflowPage = Omit<ApiSchema<'WorkflowPage'>, 'items'> & { items: Workflow[] };

/** outreach §2: the list is paged 8 at a time (declared with its query, issue 25). */
export { WORKFLOWS_PAGE_SIZE, type WorkflowFilter } from '@outreach/sdk/page-data';

/** The row actions of outreach §2 My Campaigns. */
export type WorkflowAction = 'pause' | 'resume' | 'archive' | 'restore' | 'delete' | 'duplicate';

/** Which actions a campaign in `status` offers (outreach §4 campaign actions). */
export function availableActions(status: Workflow['status']): WorkflowAction[] {
  switch (status) {
    case 'active':
      return ['pause', 'duplicate', 'archive', 'delete'];
    case 'paused':
    case 'draft':
      return ['resume', 'duplicate', 'archive', 'delete'];
    case 'archived':
      return ['restore', 'duplicate', 'delete'];
    case 'deleted':
      return ['restore'];
  }
}
