import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { campaignProspects } from '../db/schema';
import type { ProspectChange } from './notify';

/** spec: outreach §4 wait reason of an email step whose mailbox could not send. */
export const invalidEmailIntegration = 'invalid_email_integration';

/**
 * A sender's mailbox works again (its settings were saved and both logins passed): the prospects
 * whose email step waited on it are due now instead of at their next retry (issue 15 item 5).
 * Found through `campaign_prospects_credential_idx` (credential_id, state).
 */
export async function releaseMailboxWaits(
  db: Db,
  spaceId: string,
  credentialId: string,
  now: Date,
): Promise<ProspectChange[]> {
  const released = await db
    .update(campaignProspects)
    .set({ nextStepAt: now, waitReason: null, updatedAt: now })
    .where(
      and(
        eq(campaignProspects.credentialId, credentialId),
        eq(campaignProspects.state, 'active'),
        eq(campaignProspects.spaceId, spaceId),
        eq(campaignProspects.waitReason, invalidEmailIntegration),
      ),
    )
    .returning({
      campaignProspectId: campaignProspects.id,
      workflowId: campaignProspects.workflowId,
      prospectId: campaignProspects.prospectId,
    });
  return released.map((row) => ({ spaceId, ...row }));
}
