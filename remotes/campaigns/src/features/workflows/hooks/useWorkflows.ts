import { api } from '@outreach/sdk';
import { campaignKeys, useLiveQueries } from '@outreach/sdk/live-queries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WORKFLOWS_PAGE_SIZE, type WorkflowFilter } from '../workflows.types';

export const workflowsKey = campaignKeys.lists;

export interface WorkflowsPageOptions {
  page: number;
  query: string;
  filter: WorkflowFilter;
}

/** The cache key of one page of the list (the actions patch every page under `workflowsKey`). */
export function workflowsPageKey({ page, query, filter }: WorkflowsPageOptions) {
  return [...workflowsKey, { page, query, filter }] as const;
}

export function useWorkflows({ page, query, filter }: WorkflowsPageOptions) {
  return useQuery({
    queryKey: workflowsPageKey({ page, query, filter }),
    queryFn: ({ signal }) =>
      api.GET('/workflows', {
        signal,
        query: {
          offset: page * WORKFLOWS_PAGE_SIZE,
          limit: WORKFLOWS_PAGE_SIZE,
          query: query || undefined,
          archived_only: filter === 'archived' ? 'true' : undefined,
          deleted_only: filter === 'deleted' ? 'true' : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A campaign created or changed anywhere (another tab, a teammate, the API) reaches open lists
 * through `update_workflow` (its row patched in place) and `refetch_workflows` (lists reloaded),
 * spec §7 realtime; the event table is the sdk's live-queries.ts.
 */
export function useWorkflowsLiveUpdates() {
  useLiveQueries();
}
