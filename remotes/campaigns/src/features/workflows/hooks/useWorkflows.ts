import { api, useRealtimeEvent } from '@outreach/sdk';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { WORKFLOWS_PAGE_SIZE, type WorkflowFilter, type WorkflowPage } from '../workflows.types';

export const workflowsKey = ['workflows'] as const;

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
      api.get<WorkflowPage>('/workflows', {
        signal,
        query: {
          offset: page * WORKFLOWS_PAGE_SIZE,
          limit: WORKFLOWS_PAGE_SIZE,
          query: query || undefined,
          archived_only: filter === 'archived' ? true : undefined,
          deleted_only: filter === 'deleted' ? true : undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * A campaign created or changed anywhere (another tab, a teammate, the API) reaches
 * open lists through the `update_workflow` / `refetch_workflows` events (spec §7 realtime).
 */
export function useWorkflowsLiveUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: workflowsKey });
  useRealtimeEvent('update_workflow', refresh);
  useRealtimeEvent('refetch_workflows', refresh);
}
