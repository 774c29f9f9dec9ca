import { showSnackbar } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AllowedPages } from './access';

/** A 12-character code invite of GET /space/{id}/code_invites. */
export type CodeInvite = ApiSchema<'SpaceCodeInvite'>;

/** POST /space/{id}/invites body (spec platform §7). */
export type InvitePayload = ApiBody<'post', '/space/{id}/invites'>;

export const usersKeys = {
  invites: (spaceId: string) => ['space', spaceId, 'invites'] as const,
  codeInvites: (spaceId: string) => ['space', spaceId, 'code_invites'] as const,
  allowedPages: (spaceId: string, userId: string) => ['space', spaceId, 'allowed_pages', userId] as const,
  availableCredentials: (spaceId: string, userId: string) =>
    ['space', spaceId, 'available_credentials', userId] as const,
};

/**
 * Every call of this page names its workspace, whatever the current one is: in the path
 * (/space/{id}/...), in the `space` query value, or as the body's `space_id`.
 */
const inSpace = (spaceId: string) => ({ space: spaceId });

const showError = (error: Error) => showSnackbar({ type: 'error', text: error.message });

export function useEmailInvites(spaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.invites(spaceId),
    queryFn: () => api.GET('/space/{id}/invites', { path: { id: spaceId } }),
    enabled,
  });
}

export function useCodeInvites(spaceId: string, enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.codeInvites(spaceId),
    queryFn: () => api.GET('/space/{id}/code_invites', { path: { id: spaceId } }),
    enabled,
  });
}

export function useSendInvites(spaceId: string, onSent: () => void) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: InvitePayload) =>
      api.POST('/space/{id}/invites', { path: { id: spaceId }, body: payload }),
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
      api.POST('/space/{id}/invites/{inviteId}/resend', { path: { id: spaceId, inviteId } }),
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
    mutationFn: (inviteId: string) =>
      api.DELETE('/space/{id}/invites/{inviteId}', { path: { id: spaceId, inviteId } }),
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
      api.POST('/space/{id}/code_invites/{codeId}/renew', {
        path: { id: spaceId, codeId: invite._id },
        // The code's own access again (null pages: not restricted), so renewing changes only the code.
        body: { allowed_pages: invite.allowed_pages ?? null, credentials_ids: invite.credentials_ids ?? [] },
      }),
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
      api.POST('/users/{id}/change_admin', {
        path: { id: userId },
        body: { space_id: spaceId, is_admin: isAdmin },
      }),
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
        .GET('/users/{id}/allowed_pages', { path: { id: userId }, query: inSpace(spaceId) })
        .then((answer) => answer.allowed_pages),
  });
}

/** PUT /users/{id}/allowed_pages {allowed_pages}. */
export function useSaveAllowedPages(spaceId: string, userId: string, onSaved: () => void) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (allowed_pages: AllowedPages) =>
      api.PUT('/users/{id}/allowed_pages', {
        path: { id: userId },
        query: inSpace(spaceId),
        body: { allowed_pages },
      }),
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
        .GET('/users/get_available_credentials', { query: { ...inSpace(spaceId), user_id: userId } })
        .then((answer) => answer.credentials_ids),
  });
}

/** POST /users/{id}/set_credentials {space_id, credentials_ids}. */
export function useSetCredentials(spaceId: string, userId: string, onSaved: () => void) {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials_ids: string[]) =>
      api.POST('/users/{id}/set_credentials', {
        path: { id: userId },
        query: inSpace(spaceId),
        body: { credentials_ids },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['space', spaceId] });
      showSnackbar({ type: 'success', text: t('preferences.saved') });
      onSaved();
    },
    onError: showError,
  });
}
