import { and, eq, sql } from 'drizzle-orm';
import { crmPushes } from '../../db/schema';
import { crmConnections } from '../../db/schema/crm-connections';
import type { EngineDeps } from '../../engine/contracts';
import { lazySecretBox, type SecretBox } from '../../providers/secrets/credential-secrets';
import { processPendingPushes } from './crm-push';
import { type CrmSyncSettings, crmSyncSettingsFromEnv } from './crm-sync.settings';

/**
 * The periodic job behind "Push to CRM" steps for HubSpot and Pipedrive (spec outreach §7 "pushing
 * to CRM takes up to 5 minutes"): each run sends the waiting pushes of every workspace whose CRM is
 * connected (a batch per workspace and CRM), so a campaign's push lands without "Sync now". An
 * expired token marks the connection expired (its notice) and leaves the pushes waiting; one
 * workspace's failure does not stop the others.
 */
export function pendingCrmPushesJob(options: { settings?: CrmSyncSettings; credentialsKey?: string } = {}) {
  const settings = options.settings ?? crmSyncSettingsFromEnv();
  let secrets: (() => Promise<SecretBox>) | undefined;
  return async (deps: EngineDeps): Promise<{ processed: number; failed: number }> => {
    secrets ??= lazySecretBox(deps.db, options.credentialsKey);
    // Connections are few; each looks for its pushes by crm_pushes_space_status_idx.
    const due = await deps.db
      .select({ spaceId: crmConnections.spaceId, platform: crmConnections.platform })
      .from(crmConnections)
      .where(
        and(
          eq(crmConnections.status, 'connected'),
          sql`exists (select 1 from ${crmPushes} where ${crmPushes.spaceId} = ${crmConnections.spaceId}
            and ${crmPushes.status} = 'pending' and ${crmPushes.config} ->> 'crm' = ${crmConnections.platform})`,
        ),
      );
    let processed = 0;
    let failed = 0;
    for (const { spaceId, platform } of due) {
      const scope = { db: deps.db, spaceId, clock: deps.clock, realtime: deps.realtime };
      try {
        processed += (await processPendingPushes({ scope, platform, settings, secrets })).processed;
      } catch (error) {
        failed += 1;
        deps.logger.warn({ err: error, spaceId, platform }, 'crm: waiting pushes not sent');
      }
    }
    return { processed, failed };
  };
}
