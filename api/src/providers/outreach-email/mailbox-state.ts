import { and, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { integrations, type MailboxDirection } from '../../db/schema';
import type { Logger } from '../../logger';
import { announceMailbox, type MailboxAnnouncer } from './oauth-mailbox';
import type { SendFailure } from './sender';

/**
 * A mailbox's live state (issue 26 item 11): a send or an IMAP poll that fails sets its last
 * error (and says which server it came from), the next success of that server clears it, and
 * each change is announced (update_integration, which the mailbox list and the sender's notices
 * refetch on) and logged once with its cause. A failure that repeats unchanged, tick after tick of
 * a retry loop, writes nothing, announces nothing and logs nothing.
 */
export interface MailboxStateDeps {
  db: Db;
  logger: Logger;
  realtime: MailboxAnnouncer;
  clock: Clock;
}

const serverNames: Record<MailboxDirection, string> = { smtp: 'SMTP', imap: 'IMAP' };

export interface MailboxFailure {
  direction: MailboxDirection;
  /** What the user reads (the mail server's refusal in plain words). */
  reason: string;
  /** The error as thrown, for the log. */
  cause?: unknown;
  /** The server refused our login or address: the mailbox is down until the user fixes it. */
  disconnect?: boolean;
}

/** Records a failure of one of the mailbox's servers; true when it changed the mailbox's state. */
export async function recordMailboxFailure(
  deps: MailboxStateDeps,
  integrationId: string,
  failure: MailboxFailure,
): Promise<boolean> {
  const [row] = await deps.db
    .update(integrations)
    .set({
      lastError: failure.reason,
      lastErrorFrom: failure.direction,
      ...(failure.disconnect ? { status: 'disconnected' as const, updatedAt: deps.clock.now() } : {}),
    })
    .where(
      and(
        eq(integrations.id, integrationId),
        // Unchanged (same reason, same server, and not newly disconnected): nothing to say again.
        or(
          isNull(integrations.lastError),
          ne(integrations.lastError, failure.reason),
          isNull(integrations.lastErrorFrom),
          ne(integrations.lastErrorFrom, failure.direction),
          failure.disconnect ? ne(integrations.status, 'disconnected') : undefined,
        ),
      ),
    )
    .returning();
  if (!row) return false;
  deps.logger.warn(
    {
      err: failure.cause,
      integrationId,
      credentialId: row.credentialId,
      server: failure.direction,
      reason: failure.reason,
      disconnected: Boolean(failure.disconnect),
    },
    `mailbox ${serverNames[failure.direction]} failing`,
  );
  announceMailbox(deps.realtime, row);
  return true;
}

/**
 * A send (smtp) or a poll (imap) went through: the error that server left is cleared. An error of
 * the other server stays (a working IMAP says nothing of a dead SMTP server). An error recorded
 * before the server was known (null) is cleared by either.
 */
export async function recordMailboxSuccess(
  deps: MailboxStateDeps,
  integrationId: string,
  direction: MailboxDirection,
): Promise<boolean> {
  const [row] = await deps.db
    .update(integrations)
    .set({ lastError: null, lastErrorFrom: null })
    .where(
      and(
        eq(integrations.id, integrationId),
        isNotNull(integrations.lastError),
        or(isNull(integrations.lastErrorFrom), eq(integrations.lastErrorFrom, direction)),
      ),
    )
    .returning();
  if (!row) return false;
  deps.logger.info(
    { integrationId, credentialId: row.credentialId, server: direction },
    `mailbox ${serverNames[direction]} works again`,
  );
  announceMailbox(deps.realtime, row);
  return true;
}

/**
 * A send that failed, as the campaign's email step and the test email both see it: a refused
 * login disconnects the mailbox, an unreachable server marks it failing; a refused recipient or a
 * throttled one says nothing of the mailbox. True when it changed the mailbox's state.
 */
export function recordSendFailure(
  deps: MailboxStateDeps,
  integrationId: string,
  failure: SendFailure,
  cause: unknown,
): Promise<boolean> {
  if (failure.kind === 'auth')
    return recordMailboxFailure(deps, integrationId, {
      direction: 'smtp',
      reason: failure.reason,
      cause,
      disconnect: true,
    });
  if (failure.kind === 'temporary' && !failure.throttled)
    return recordMailboxFailure(deps, integrationId, { direction: 'smtp', reason: failure.reason, cause });
  return Promise.resolve(false);
}
