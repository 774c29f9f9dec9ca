/**
 * The builder's calls (spec: outreach §7 Campaigns): load, create, update and
 * the per-step progress a live edit is planned against.
 */
import { api } from '@outreach/sdk';
import type { CampaignJson, StepProgressJson } from '@outreach/sdk/outreach';
import { useQuery } from '@tanstack/react-query';

export const campaignKey = (id: string) => ['workflows', 'campaign', id] as const;
export const progressKey = (id: string) => ['workflows', 'campaign', id, 'progress'] as const;

export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignKey(id ?? ''),
    queryFn: ({ signal }) => api.get<CampaignJson>(`/workflows/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

/** Per-step progress of a running campaign; only asked for when a live edit needs it. */
export function fetchProgress(id: string) {
  return api.get<StepProgressJson[]>(`/workflows/${encodeURIComponent(id)}/progress`);
}

/** A key is completed when at least one prospect finished the step (live-edit plan). */
export function completedKeysOf(progress: readonly StepProgressJson[]): Set<string> {
  return new Set(progress.filter((row) => row.completed > 0).map((row) => row.key));
}

export type CampaignDraft = Pick<
  CampaignJson,
  'name' | 'sequences_type' | 'is_email_only' | 'sequence' | 'credentials'
> &
  Partial<Pick<CampaignJson, 'type' | 'sequences_nodes'>>;

export function createCampaign(draft: CampaignDraft) {
  return api.post<CampaignJson>('/workflows', {
    type: draft.sequences_type === 'smart' ? 'smart' : 'simple',
    ...draft,
  });
}

export function updateCampaign(id: string, draft: Partial<CampaignDraft>) {
  return api.put<CampaignJson>(`/workflows/${encodeURIComponent(id)}/update/async`, draft);
}

/** Running campaigns get the live-edit plan before a save (spec: outreach §4). */
export function isRunning(campaign: Pick<CampaignJson, 'status'> | undefined): boolean {
  return campaign?.status === 'active' || campaign?.status === 'paused';
}
