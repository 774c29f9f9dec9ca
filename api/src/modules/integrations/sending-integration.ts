import type { EmailType } from '@outreach/core/outreach';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type IntegrationRow, integrations, type ProspectRow } from '../../db/schema';

/**
 * Which mailbox sends and to which address: shared by the email channel (channels/email.executor),
 * the inbox's replies and the step's test send.
 */
const emailAddress = z.email();

/** spec: outreach §3 step email type; a step without one takes the first address the prospect has. */
export function recipientOf(prospect: ProspectRow, emailType: string | null): string | null {
  const byType: Record<EmailType, string | null> = {
    work: prospect.workEmail,
    personal: prospect.personalEmail,
    enriched: prospect.enrichedEmail,
  };
  const candidate =
    emailType && emailType in byType
      ? byType[emailType as EmailType]
      : (prospect.workEmail ?? prospect.personalEmail ?? prospect.enrichedEmail);
  const address = candidate?.trim() ?? '';
  return emailAddress.safeParse(address).success ? address : null;
}

/** The step's integration (`config.integration_id`), else the sender's first connected email integration. */
export async function sendingIntegration(
  db: Db,
  spaceId: string,
  integrationId: string | null,
  credentialId: string | null,
): Promise<IntegrationRow | null> {
  const connected = and(
    eq(integrations.spaceId, spaceId),
    eq(integrations.status, 'connected'),
    isNotNull(integrations.smtp),
  );
  if (integrationId) {
    if (!z.uuid().safeParse(integrationId).success) return null;
    const [row] = await db
      .select()
      .from(integrations)
      .where(and(connected, eq(integrations.id, integrationId)))
      .limit(1);
    return row ?? null;
  }
  if (!credentialId) return null;
  const [row] = await db
    .select()
    .from(integrations)
    .where(and(connected, eq(integrations.credentialId, credentialId)))
    .orderBy(asc(integrations.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A mailbox without IMAP never reads replies, so a follow-up could reach someone who answered
 * (issue 26 item 8). Unless its user chose to send them anyway, a prospect gets the first email
 * only: the engine holds every later one (the step waits on the mailbox, invalid_email_integration,
 * and goes on once IMAP is added or the choice is changed).
 */
export function holdsFollowUps(row: Pick<IntegrationRow, 'imap' | 'followUpsWithoutReplies'>): boolean {
  return row.imap === null && row.followUpsWithoutReplies === 'stop';
}

/** The dialog of one sender and one prospect (created on the first message). */
