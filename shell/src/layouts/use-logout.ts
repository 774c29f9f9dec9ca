import { api, disconnectRealtime, setSpace, setToken } from '@outreach/sdk';
import { setSelectedCredential } from '@outreach/sdk/account';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { tellExtensionToLogOut } from '../pages/credentials/extension';

/** spec platform §7: logout clears the stored token and tells the extension to log out (up to 700 ms). */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([api.GET('/auth/logout').catch(() => undefined), tellExtensionToLogOut()]);
    disconnectRealtime();
    setToken(null);
    setSelectedCredential(null);
    queryClient.clear();
    navigate('/auth/sign-in');
  };
}

/**
 * spec platform §2: "Return target when viewing a workspace: /admin/customers/{space}". The API ends
 * the admin's session in that workspace (the audit log's impersonation.end, issue 23 item 11); the
 * page does not wait for it, and a failed call leaves the session open, not the admin stuck.
 */
export function useBackToAdmin() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (spaceId: string) => {
    void api.POST('/admin/impersonation/end', { query: { space: spaceId } }).catch(() => undefined);
    setSpace(null);
    setSelectedCredential(null);
    void queryClient.invalidateQueries();
    navigate(`/admin/customers/${spaceId}`);
  };
}
