/**
 * The plan's email-integration places (issue 26 item 9) and the mailboxes the AI email service hosts
 * (issue 29), which take those places: one module, so the count, its lock and the insert that
 * follows stay together.
 */
import { and, count, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type IntegrationRow, integrations, spaces } from '../../db/schema';
import type { AppError } from '../../errors';
import { type PlanSpace, planLimit, planOfSpace } from '../../platform/entitlements';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { sealServer } from '../../providers/outreach-email/email-secrets';
import type { MailServerSettings } from '../../providers/outreach-email/sender';
import type { SecretBox } from '../../providers/secrets/credential-secrets';

/**
 * The workspace's email integrations that count against the plan: every one set up once (its
 * servers stored) and not disabled, but `exceptId`. One only begun (connect, then a refused
 * add_smtp, or a sign-in never finished) counts for nothing (issue 26 item 9).
 */
export async function integrationsInUse(
  db: Db,
  scope: Pick<SpaceScope, 'spaceId'>,
  exceptId?: string,
): Promise<number> {
  const [used] = await db
    .select({ n: count() })
    .from(integrations)
    .where(
      and(
        inSpace(integrations, scope),
        ne(integrations.status, 'disabled'),
        isNotNull(integrations.smtp),
        exceptId ? ne(integrations.id, exceptId) : undefined,
      ),
    );
  return used?.n ?? 0;
}

/** One mailbox is set up at a time per workspace: the count and the write after it see the same rows. */
export async function lockSpaceMailboxes(tx: Db, spaceId: string): Promise<void> {
  await tx.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).for('update');
}

/** The plan's email integrations: its limit (null: unlimited) and the places the workspace uses. */
export async function emailIntegrationPlaces(
  db: Db,
  scope: Pick<SpaceScope, 'spaceId'>,
  space: PlanSpace,
): Promise<{ limit: number | null; used: number }> {
  const limit = planLimit(await planOfSpace(db, space), 'email_integrations');
  return { limit, used: await integrationsInUse(db, scope) };
}

/** What a mailbox the AI email service hosts connects with (modules/mail-domains, issue 29). */
export interface HostedMailboxConnection {
  credentialId: string;
  email: string;
  fromName: string;
  smtp: MailServerSettings;
  imap: MailServerSettings;
}

/**
 * The connected `ai_email_service` integration of a hosted mailbox: the host's servers and the
 * password it was made with, no login tried (the host made the mailbox a moment ago). In the
 * caller's transaction, under the lock connect and add_smtp take, and within the plan's email
 * integrations: over it, `overLimit(limit)` is thrown (the caller's words). The caller announces
 * the row (`announceIntegration`) once its transaction is committed.
 */
export async function insertHostedMailboxIntegration(
  tx: Db,
  scope: Pick<SpaceScope, 'spaceId' | 'clock'>,
  input: HostedMailboxConnection & { secrets: SecretBox; limit: number | null },
  overLimit: (limit: number) => AppError,
): Promise<IntegrationRow> {
  await lockSpaceMailboxes(tx, scope.spaceId);
  if (input.limit !== null && (await integrationsInUse(tx, scope)) >= input.limit)
    throw overLimit(input.limit);
  const now = scope.clock.now();
  const [row] = await tx
    .insert(integrations)
    .values({
      spaceId: scope.spaceId,
      credentialId: input.credentialId,
      provider: 'ai_email_service',
      status: 'connected',
      email: input.email,
      fromName: input.fromName,
      smtp: sealServer(input.secrets, input.smtp),
      imap: sealServer(input.secrets, input.imap),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('integration insert returned no row');
  return row;
}
