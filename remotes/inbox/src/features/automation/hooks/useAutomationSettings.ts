import { api } from '@outreach/sdk';
import type { ApiBody } from '@outreach/core/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { automationKeys } from '../automation.keys';

export type AutomationSettingsInput = ApiBody<'put', '/integrations/webhook/settings'>;

/** GET /integrations/webhook/settings: the labels whose events are sent, and the message text. */
export function useAutomationSettings() {
  return useQuery({
    queryKey: automationKeys.settings,
    queryFn: ({ signal }) => api.GET('/integrations/webhook/settings', { signal }),
  });
}

/** The workspace's labels, to choose from. */
export function useWorkspaceLabels() {
  return useQuery({
    queryKey: automationKeys.labels,
    queryFn: ({ signal }) => api.GET('/labels/fetch', { signal }),
  });
}

export function useSaveAutomationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AutomationSettingsInput) =>
      api.PUT('/integrations/webhook/settings', { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(automationKeys.settings, saved),
  });
}
