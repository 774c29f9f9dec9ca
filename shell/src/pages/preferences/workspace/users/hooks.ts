import { showSnackbar } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllowedPages } from './access';

/** An email invite of GET /space/{id}/invites (spec platform §3: sent, resent, revoked). */
export interface EmailInvite {
  _id: string;
  email: string;
  state: 'sent' | 'resent' | 'revoked' | string;
  granted_access?: boolean;
  created_at?: string;
}

/** A 12-character code invite of GET /space/{id}/code_invites. */
export interface CodeInvite {
  _id: string;
  code: string;
  allowed_pages?: AllowedPages | null;
  credentials_ids?: string[];
}

/** GET /users/{id}/allowed_pages answer. */
export interface MemberAllowedPages {
  user_id: string;
  is_admin: boolean;
  allowed_pages: AllowedPages;
}

/** POST /space/{id}/invites body (spec platform §7). */
export interface InvitePayload {
  emails: string[];
  /** Admin rights for the invited people (then pages and credentials are not limited). */
  granted_access: boolean;
  allowed_pages: AllowedPages;
  credentials_ids: string[];
}

export const usersKeys = {
  invites: (spaceId: string) => ['space', spaceId, 'invites'] as const,
  codeInvites: (spaceId: string) => ['space', spaceId, 'code_invites'] as const,
  allowedPages: (spaceId: string, userId: string) => ['space', spaceId, 'allowed_pages', userId] as const,
  availableCredentials: (spaceId: string, userId: string) =>
    ['space', spaceId, 'available_credentials', userId] as const,
};

/** Every call of this page names its workspace (the `space` query value), whatever the current one is. */
const inSpace = (spaceId: string) => ({ query: { space: spaceId } });

const showError = (error: Error) => showSnackbar({ type: 'error', text: error.message });

export function useEmailInvites(spaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.invites(spaceId),
    queryFn: () => api.get<EmailInvite[]>(`/space/${spaceId}/invites`, inSpace(spaceId)),
    enabled,
  });
}

export function useCodeInvites(spaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.codeInvites(spaceId),
    queryFn: () => api.get<CodeInvite[]>(`/space/${spaceId}/code_invites`, inSpace(spaceId)),
    enabled,
  });
}

export function useSendInvites(spaceId: string, onSent: () => void) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: InvitePayload) => api.post(`/space/${spaceId}/invites`, payload, inSpace(spaceId)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.invites(spaceId) });
      showSnackbar({ type: 'success', text: t('workspaceUsers.inviteSent') });
      onSent();
    },
    onError: showError,
  });
}

export function useResendInvite(spaceId: string) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.post(`/space/${spaceId}/invites/${inviteId}/resend`, undefined, inSpace(spaceId)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.invites(spaceId) });
      showSnackbar({ type: 'success', text: t('workspaceUsers.inviteResent') });
    },
    onError: showError,
  });
}

export function useRevokeInvite(spaceId: string) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => api.delete(`/space/${spaceId}/invites/${inviteId}`, inSpace(spaceId)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.invites(spaceId) });
      showSnackbar({ type: 'success', text: t('workspaceUsers.inviteRevoked') });
    },
    onError: showError,
  });
}

export function useRenewCodeInvite(spaceId: string) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invite: CodeInvite) =>
      api.post(
        `/space/${spaceId}/code_invites/${invite._id}/renew`,
        // The code's own access again (null pages: not restricted), so renewing changes only the code.
        { allowed_pages: invite.allowed_pages ?? null, credentials_ids: invite.credentials_ids ?? [] },
        inSpace(spaceId),
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.codeInvites(spaceId) });
      showSnackbar({ type: 'success', text: t('workspaceUsers.codeRenewed') });
    },
    onError: showError,
  });
}

/** POST /users/{id}/change_admin {space_id, is_admin}. */
export function useChangeAdmin(spaceId: string) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
      api.post(`/users/${userId}/change_admin`, { space_id: spaceId, is_admin: isAdmin }, inSpace(spaceId)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['space', spaceId] });
      showSnackbar({ type: 'success', text: t('preferences.saved') });
    },
    onError: showError,
  });
}

export function useAllowedPages(spaceId: string, userId: string) {
  return useQuery({
    queryKey: usersKeys.allowedPages(spaceId, userId),
    queryFn: () =>
      api
        .get<MemberAllowedPages>(`/users/${userId}/allowed_pages`, inSpace(spaceId))
        .then((answer) => answer.allowed_pages),
  });
}

/** PUT /users/{id}/allowed_pages {allowed_pages}. */
export function useSaveAllowedPages(spaceId: string, userId: string, onSaved: () => void) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowed_pages: AllowedPages) =>
      api.put(`/users/${userId}/allowed_pages`, { allowed_pages }, inSpace(spaceId)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKeys.allowedPages(spaceId, userId) });
      showSnackbar({ type: 'success', text: t('preferences.saved') });
      onSaved();
    },
    onError: showError,
  });
}

/** GET /users/get_available_credentials?user_id= — the credentials a member may use. */
export function useAvailableCredentials(spaceId: string, userId: string) {
  return useQuery({
    queryKey: usersKeys.availableCredentials(spaceId, userId),
    queryFn: () =>
      api
        .get<{ credentials_ids: string[] }>('/users/get_available_credentials', {
          query: { space: spaceId, user_id: userId },
        })
        .then((answer) => answer.credentials_ids),
  });
}

/** POST /users/{id}/set_credentials {space_id, credentials_ids}. */
export function useSetCredentials(spaceId: string, userId: string, onSaved: () => void) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials_ids: string[]) =>
      api.post(`/users/${userId}/set_credentials`, { space_id: spaceId, credentials_ids }, inSpace(spaceId)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['space', spaceId] });
      showSnackbar({ type: 'success', text: t('preferences.saved') });
      onSaved();
    },
    onError: showError,
  });
}
