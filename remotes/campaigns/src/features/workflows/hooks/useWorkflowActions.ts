import { showNotification } from '@outreach/design-system';
import { api, GENERIC_ERROR } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { invalidateLive, isCampaignPayload, writeCampaign } from '@outreach/sdk/live-queries';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Workflow, WorkflowFilter, WorkflowPage } from '../workflows.types';
import { workflowsKey } from './useWorkflows';
import { startRefusalOf, useShowStartRefusal } from '../../builder/StartRefusal';

/** A status change of outreach §4: what the server is asked, and what the list shows meanwhile. */
export type StatusChange =
  | { action: 'pause'; pauseAiEmployee: boolean }
  | { action: 'resume' }
  | { action: 'archive' }
  | { action: 'restore' }
  | { action: 'delete' };

/** outreach §7: the call behind each action. */
function sendStatusChange(id: string, change: StatusChange): Promise<ApiSchema<'Campaign'>> {
  const path = { id };
  switch (change.action) {
    case 'pause':
      return api.POST('/workflows/{id}/update_status', {
        path,
        body: { status: 'paused', pause_ai_employee: change.pauseAiEmployee },
      });
    case 'resume':
      return api.POST('/workflows/{id}/update_status', { path, body: { status: 'active' } });
    case 'archive':
      return api.POST('/workflows/{id}/archive', { path });
    case 'restore':
      return api.POST('/workflows/{id}/restore', { path });
    case 'delete':
      return api.POST('/workflows/{id}/delete_async', { path });
  }
}

/** The status a row shows before the server answers (a restored campaign comes back paused). */
function expectedStatus(change: StatusChange): Workflow['status'] {
  switch (change.action) {
    case 'pause':
      return 'paused';
    case 'resume':
      return 'active';
    case 'archive':
      return 'archived';
    case 'delete':
      return 'deleted';
    case 'restore':
      return 'paused';
  }
}

/** Whether a list with `filter` shows a campaign in `status` (outreach §4: deleted is "removed from the list"). */
function listShows(filter: WorkflowFilter, status: Workflow['status']): boolean {
  if (filter === 'archived') return status === 'archived';
  if (filter === 'deleted') return status === 'deleted';
  return status !== 'archived' && status !== 'deleted';
}

function filterOf(key: QueryKey): WorkflowFilter {
  const options = key[1] as { filter?: WorkflowFilter } | undefined;
  return options?.filter ?? 'all';
}

type Snapshot = [QueryKey, WorkflowPage | undefined][];

/** Change every cached campaigns page at once; returns what they were, for the rollback. */
async function patchPages(
  queryClient: QueryClient,
  patch: (page: WorkflowPage, filter: WorkflowFilter) => WorkflowPage,
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: workflowsKey });
  const snapshot = queryClient.getQueriesData<WorkflowPage>({ queryKey: workflowsKey });
  for (const [key, page] of snapshot) {
    if (page?.items) queryClient.setQueryData<WorkflowPage>(key, patch(page, filterOf(key)));
  }
  return snapshot;
}

function rollback(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, page] of snapshot ?? []) queryClient.setQueryData(key, page);
}

/** spec §7: "otherwise the server's error text is shown, or 'Something went wrong'". */
export function showServerError(error: unknown) {
  showNotification({
    type: 'danger',
    title: error instanceof Error && error.message ? error.message : GENERIC_ERROR,
  });
}

/**
 * Pause, resume (Start for a draft), archive, restore, delete: the list changes at once
 * (optimistic) and goes back as it was when the server refuses, with the server's error text
 * shown. The server answers with the campaign (outreach §7), which goes into the cache as it is
 * (detail and list rows): the lists are refetched only when the campaign left them or joined
 * another (archive, delete, restore), once, however many actions and events come together.
 */
export function useChangeWorkflowStatus() {
  const queryClient = useQueryClient();
  const showStartRefusal = useShowStartRefusal();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: StatusChange }) => sendStatusChange(id, change),
    onMutate: async ({ id, change }) => {
      const status = expectedStatus(change);
      const snapshot = await patchPages(queryClient, (page, filter) => {
        const items = page.items.flatMap((workflow) => {
          if (workflow._id !== id) return [workflow];
          return listShows(filter, status) ? [{ ...workflow, status }] : [];
        });
        return { ...page, items, total: page.total - (page.items.length - items.length) };
      });
      return { snapshot };
    },
    onSuccess: (campaign) => {
      if (isCampaignPayload(campaign)) writeCampaign(queryClient, campaign);
      else invalidateLive(queryClient, { queryKey: workflowsKey });
    },
    onError: (error, _variables, context) => {
      rollback(queryClient, context?.snapshot);
      // A refused start names its step and opens its fix (issue 26 item 3); other failures say their text.
      const refusal = startRefusalOf(error);
      if (refusal) showStartRefusal(refusal);
      else showServerError(error);
      // The rolled-back rows are what the page had; the server may have moved on meanwhile.
      invalidateLive(queryClient, { queryKey: workflowsKey });
    },
  });
}

/** POST /workflows/{id}/duplicate: the copy appears in the list when the server has made it. */
export function useDuplicateWorkflow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST('/workflows/{id}/duplicate', { path: { id } }),
    onError: showServerError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowsKey }),
  });
}

/**
 * The whole manual order after a page was reordered: `all` is every campaign in its current
 * order (GET /workflows/fetch); the page's campaigns keep the slots they held, in their new order.
 */
export function mergedOrder(
  all: readonly string[],
  page: readonly string[],
  reordered: readonly string[],
): string[] {
  const onPage = new Set(page);
  const next = [...reordered];
  const merged = all.map((id) => (onPage.has(id) ? (next.shift() ?? id) : id));
  // Campaigns on the page that the full list did not have yet (just created) go after it.
  return [...merged, ...next.filter((id) => !merged.includes(id))];
}

/**
 * POST /workflows/order with `workflows_order` as JSON text of ids (outreach §7), in the order
 * the user dropped them. The server numbers the ids it gets 1..n, so the whole order is sent:
 * the list is paged and a page alone would take the first page's places. The page shows the new
 * order at once and goes back on a refusal.
 */
export function useReorderWorkflows(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ page, reordered }: { page: string[]; reordered: string[] }) => {
      const all = await api.GET('/workflows/fetch');
      const order = mergedOrder(
        all.map((workflow) => workflow._id),
        page,
        reordered,
      );
      return api.POST('/workflows/order', { body: { workflows_order: JSON.stringify(order) } });
    },
    onMutate: async ({ reordered }) => {
      await queryClient.cancelQueries({ queryKey: workflowsKey });
      const previous = queryClient.getQueryData<WorkflowPage>(queryKey);
      if (previous) {
        const byId = new Map(previous.items.map((workflow) => [workflow._id, workflow]));
        const items = reordered.flatMap((id) => byId.get(id) ?? []);
        queryClient.setQueryData<WorkflowPage>(queryKey, { ...previous, items });
      }
      return { snapshot: [[queryKey, previous]] as Snapshot };
    },
    onError: (error, _variables, context) => {
      rollback(queryClient, context?.snapshot);
      showServerError(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workflowsKey }),
  });
}

/** The ids after moving `activeId` to where `overId` is (a drop, or a move up/down). */
export function movedIds(ids: readonly string[], activeId: string, overId: string): string[] {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
