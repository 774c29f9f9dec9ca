import { showSnackbar } from '@outreach/design-system';
import { api, setSpace, useT } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { setSelectedCredential } from '@outreach/sdk/account';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** One entry of GET /users/fetch_spaces (spec platform §4: active, blocked or deleted). */
export type WorkspaceSummary = ApiSchema<'SpaceSummary'>;

export const workspaceKeys = {
  list: () => ['user', 'spaces'] as const,
};

/** The workspaces the signed-in person belongs to. */
export function useUserWorkspaces() {
  return useQuery({
    queryKey: workspaceKeys.list(),
    queryFn: () => api.GET('/users/fetch_spaces'),
  });
}

/**
 * After creating, joining or choosing a workspace: work in it from now on. The credential
 * of the previous workspace is dropped and every query starts again, so nothing of the
 * previous workspace is shown (the query keys without a `space` would otherwise match).
 */
export function enterWorkspace(queryClient: QueryClient, spaceId: string | undefined) {
  setSelectedCredential(null);
  if (spaceId) setSpace(spaceId);
  void queryClient.resetQueries();
}

/** spec platform §7 POST /users/set_space {space_id}; the API refuses a workspace that is not active, naming its status. */
export function useChooseWorkspace(onChosen?: (workspace: WorkspaceSummary) => void) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workspace: WorkspaceSummary) =>
      api.POST('/users/set_space', { body: { space_id: workspace._id } }).then(() => workspace),
    onSuccess: (workspace) => {
      enterWorkspace(queryClient, workspace._id);
      showSnackbar({ type: 'success', text: t('workspace.switched', { name: workspace.name }) });
      onChosen?.(workspace);
    },
    onError: (error) => showSnackbar({ type: 'error', text: error.message }),
  });
}
