import { campaignKeys, useLiveQueries } from '@outreach/sdk/live-queries';
import { type WorkflowsPageOptions, workflowsPageQuery } from '@outreach/sdk/page-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const workflowsKey = campaignKeys.lists;
export type { WorkflowsPageOptions };

/** The cache key of one page of the list (the actions patch every page under `workflowsKey`). */
export function workflowsPageKey(options: WorkflowsPageOptions) {
  return workflowsPageQuery(options).queryKey;
}

/** One page of the list; the shell starts the first one with the page (sdk page-data.ts). */
export function useWorkflows(options: WorkflowsPageOptions) {
  return useQuery({ ...workflowsPageQuery(options), placeholderData: keepPreviousData });
}

/**
 * A campaign created or changed anywhere (another tab, a teammate, the API) reaches open lists
 * through `update_workflow` (its row patched in place) and `refetch_workflows` (lists reloaded),
 * spec §7 realtime; the event table is the sdk's live-queries.ts.
 */
export function useWorkflowsLiveUpdates() {
  useLiveQueries();
}
