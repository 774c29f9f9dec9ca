import { api, useSession } from '@outreach/sdk';
import { accountKeys } from '@outreach/sdk/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The external CRMs of /crm/manage/:integration besides the built-in one. */
export type SyncedCrm = 'hubspot' | 'pipedrive';

// Both platforms answer the same paths with the same types (api/src/modules/crm-sync); the
// HubSpot path types the call for either.
type HubspotPath<Suffix extends string> = `/integrations/crm/hubspot${Suffix}`;
const pathOf = <Suffix extends string>(platform: SyncedCrm, suffix: Suffix) =>
  `/integrations/crm/${platform}${suffix}` as HubspotPath<Suffix>;

export const crmSyncKeys = {
  all: (space: string | null, platform: SyncedCrm) => ['crm-sync', space, platform] as const,
  info: (space: string | null, platform: SyncedCrm) => ['crm-sync', space, platform, 'info'] as const,
  pipelines: (space: string | null, platform: SyncedCrm) =>
    ['crm-sync', space, platform, 'pipelines'] as const,
  stages: (space: string | null, platform: SyncedCrm, pipelineId: string) =>
    ['crm-sync', space, platform, 'stages', pipelineId] as const,
};

export function useCrmInfo(platform: SyncedCrm) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: crmSyncKeys.info(space, platform),
    queryFn: () => api.GET(pathOf(platform, '/crm_info')),
  });
}

/** GET login: the OAuth sign-in URL when the server has an OAuth app for this CRM. */
export function useOauthStart(platform: SyncedCrm, enabled: boolean) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: [...crmSyncKeys.all(space, platform), 'login'],
    queryFn: () => api.GET(pathOf(platform, '/login')),
    enabled,
  });
}

export function useRemotePipelines(platform: SyncedCrm, enabled: boolean) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: crmSyncKeys.pipelines(space, platform),
    queryFn: () => api.GET(pathOf(platform, '/pipelines')),
    enabled,
  });
}

export function useRemoteStages(platform: SyncedCrm, pipelineId: string | undefined) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: crmSyncKeys.stages(space, platform, pipelineId ?? ''),
    queryFn: () => api.GET(pathOf(platform, '/stages'), { query: { pipeline_id: pipelineId } }),
    enabled: Boolean(pipelineId),
  });
}

function useRefresh(platform: SyncedCrm) {
  const queryClient = useQueryClient();
  const space = useSession((state) => state.space);
  return () => {
    void queryClient.invalidateQueries({ queryKey: crmSyncKeys.all(space, platform) });
    // crm_tokens and the expired-token notice live in the account.
    void queryClient.invalidateQueries({ queryKey: accountKeys.account(space) });
  };
}

export function useConnectCrm(platform: SyncedCrm) {
  const refresh = useRefresh(platform);
  return useMutation({
    mutationFn: (token: string) => api.POST(pathOf(platform, '/login'), { body: { token } }),
    onSuccess: refresh,
  });
}

export function useDisconnectCrm(platform: SyncedCrm) {
  const refresh = useRefresh(platform);
  return useMutation({ mutationFn: () => api.POST(pathOf(platform, '/logout')), onSuccess: refresh });
}

export function useSyncNow(platform: SyncedCrm) {
  const refresh = useRefresh(platform);
  return useMutation({ mutationFn: () => api.POST(pathOf(platform, '/reload')), onSettled: refresh });
}

export function useMoveRemoteDeal(platform: SyncedCrm) {
  const refresh = useRefresh(platform);
  return useMutation({
    mutationFn: ({ dealId, stageId }: { dealId: string; stageId: string }) =>
      api.PATCH(pathOf(platform, '/deals/{id}/update'), {
        path: { id: dealId },
        body: { crm_stage: stageId },
      }),
    onSettled: refresh,
  });
}
