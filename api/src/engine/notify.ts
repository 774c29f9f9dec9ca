import { serverEvents } from '@outreach/core/events';
import type { EngineDeps } from './contracts';

/** A prospect's place in a campaign changed (state, step, wait): what the UI must reload. */
export interface ProspectChange {
  spaceId: string;
  workflowId: string;
  prospectId: string;
  campaignProspectId: string;
}

/**
 * outreach §7 Realtime: the engine tells the workspace to reload campaign data
 * (`refetch_data` with the campaign and prospect ids). One event per campaign
 * and prospect, after the change is committed. `update_workflow` carries a whole
 * campaign and stays with the campaigns module (C1), which owns that JSON.
 */
export function announceProspectChanges(deps: Pick<EngineDeps, 'realtime'>, changes: ProspectChange[]): void {
  const seen = new Set<string>();
  for (const change of changes) {
    const key = `${change.workflowId}:${change.prospectId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    deps.realtime.toSpace(change.spaceId, serverEvents.refetchData, {
      workflow_id: change.workflowId,
      prospect_id: change.prospectId,
      campaign_prospect_id: change.campaignProspectId,
    });
  }
}
