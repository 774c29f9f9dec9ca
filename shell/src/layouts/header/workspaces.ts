import { showSnackbar } from '@outreach/design-system';
import { api, setSpace, useSession } from '@outreach/sdk';
import type { ApiSchema } from '@outreach/core/contract';
import { setSelectedCredential } from '@outreach/sdk/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { errorText } from '../../notifications/forms/repair-form';

/** One entry of GET /users/fetch_spaces: the workspaces the person belongs to. */
export type WorkspaceSummary = ApiSchema<'SpaceSummary'>;

export function useWorkspaces(enabled: boolean) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: ['user', 'spaces'],
    queryFn: () => api.GET('/users/fetch_spaces'),
    enabled: enabled && Boolean(token),
  });
}

/**
 * Switches workspace: POST /users/set_space {space_id} (platform §7; only an active workspace can be
 * chosen and the refusal names the status, platform §4), then everything is refetched for the new one.
 */
export function useSwitchWorkspace(successText: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (workspace: WorkspaceSummary) => {
    try {
      await api.POST('/users/set_space', { body: { space_id: workspace._id } });
    } catch (error) {
      showSnackbar({ text: errorText(error), type: 'error' });
      return;
    }
    setSpace(workspace._id);
    setSelectedCredential(null);
    await queryClient.invalidateQueries();
    showSnackbar({ text: successText, type: 'success' });
    navigate('/campaigns');
  };
}
