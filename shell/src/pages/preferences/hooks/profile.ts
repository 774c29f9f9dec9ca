import { showSnackbar } from '@outreach/design-system';
import { api, type SessionUser, sessionStore, useT, type TranslationKey } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { accountKeys, useUser } from '@outreach/sdk/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Email notifications a person can turn off (platform §2 user notifications page). */
export const emailNotificationKeys = [
  'new_reply',
  'account_issue',
  'campaign_completed',
  'weekly_report',
] as const;
export type EmailNotificationKey = (typeof emailNotificationKeys)[number];

/** GET /users/fetch_user: the profile fields of spec platform §3 User. */
export type ProfileUser = ApiSchema<'UserProfile'>;

/** POST /users/update body: any subset of the editable profile fields. */
export type ProfileUpdate = ApiBody<'post', '/users/update'>;

/** The signed-in user with every profile field (useUser's query, whose sdk type names only what the shell reads). */
export function useProfile() {
  const user = useUser();
  return { ...user, data: user.data as ProfileUser | undefined };
}

/** POST /users/update; refreshes the user everywhere (header, guard) on success. */
export function useUpdateProfile(successKey: TranslationKey<'account'> = 'preferences.saved') {
  const t = useT('account');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.POST('/users/update', { body: update }),
    onSuccess: (_result, update) => {
      const current = sessionStore.getState().user;
      if (current && (update.first_name !== undefined || update.last_name !== undefined)) {
        sessionStore.setState({ user: { ...current, ...pickNames(update) } });
      }
      void queryClient.invalidateQueries({ queryKey: accountKeys.user() });
      showSnackbar({ type: 'success', text: t(successKey) });
    },
    onError: (error) => showSnackbar({ type: 'error', text: error.message }),
  });
}

function pickNames(update: ProfileUpdate): Partial<SessionUser> {
  const names: Partial<SessionUser> = {};
  if (update.first_name !== undefined) names.first_name = update.first_name;
  if (update.last_name !== undefined) names.last_name = update.last_name;
  return names;
}
