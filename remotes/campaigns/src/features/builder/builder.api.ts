/**
 * The builder's calls (spec: outreach §7 Campaigns): load, create, update and
 * the per-step progress a live edit is planned against.
 */
import { api } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { useQuery } from '@tanstack/react-query';

export const campaignKey = (id: string) => ['workflows', 'campaign', id] as const;
export const progressKey = (id: string) => ['workflows', 'campaign', id, 'progress'] as const;

export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignKey(id ?? ''),
    queryFn: ({ signal }) => api.GET('/workflows/{id}', { path: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
  });
}

/** Per-step progress of a running campaign; only asked for when a live edit needs it. */
export function fetchProgress(id: string) {
  return api.GET('/workflows/{id}/progress', { path: { id } });
}

/** A key is completed when at least one prospect finished the step (live-edit plan). */
export function completedKeysOf(progress: readonly ApiSchema<'CampaignStepProgress'>[]): Set<string> {
  return new Set(progress.filter((row) => row.completed > 0).map((row) => row.key));
}

/** POST /workflows' campaign body (not the magic campaign's, which has workflow_to_generate). */
type CampaignBody = Exclude<ApiBody<'post', '/workflows'>, { workflow_to_generate: string }>;

/** What the builders send: the steps as they edit them (sdk StepJson), the name, the senders. */
export type CampaignDraft = Required<
  Pick<CampaignBody, 'name' | 'sequences_type' | 'is_email_only' | 'sequence' | 'credentials'>
> &
  Pick<CampaignBody, 'type' | 'sequences_nodes'>;

export function createCampaign(draft: CampaignDraft) {
  return api.POST('/workflows', {
    body: { type: draft.sequences_type === 'smart' ? 'smart' : 'simple', ...draft },
  });
}

export function updateCampaign(id: string, draft: Partial<CampaignDraft>) {
  return api.PUT('/workflows/{id}/update/async', { path: { id }, body: draft });
}

/** Running campaigns get the live-edit plan before a save (spec: outreach §4). */
export function isRunning(campaign: Pick<ApiSchema<'Campaign'>, 'status'> | undefined): boolean {
  return campaign?.status === 'active' || campaign?.status === 'paused';
}

/** Start a draft campaign (outreach §4, as the list's Start): the answer is the started campaign. */
export function startCampaign(id: string) {
  return api.POST('/workflows/{id}/update_status', { path: { id }, body: { status: 'active' } });
}
