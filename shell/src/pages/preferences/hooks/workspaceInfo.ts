import { api } from '@outreach/sdk';
import { type Account, accountKeys } from '@outreach/sdk/account';
import { useQuery } from '@tanstack/react-query';
import { useProfile } from './profile';

/**
 * GET /space/info for the workspace named in the preferences URL (`space` query = its id, so
 * the API answers for that workspace and refuses one the person does not belong to).
 */
export function useWorkspaceInfo(spaceId: string | undefined) {
  return useQuery({
    queryKey: accountKeys.account(spaceId ?? null),
    queryFn: (): Promise<Account> => api.GET('/space/info', { query: { space: spaceId } }),
    enabled: Boolean(spaceId),
  });
}

/** spec platform §6: workspace admins are listed in the account's admins; platform admins may act too. */
export function useIsWorkspaceAdmin(workspace: Account | undefined): boolean {
  const user = useProfile().data;
  if (!user || !workspace) return false;
  return user.is_admin || workspace.admins.includes(user._id);
}
