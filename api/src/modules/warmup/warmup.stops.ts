import { serverEvents } from '@outreach/core/events';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  integrations,
  spaceMembers,
  users,
  type WarmupMailboxRow,
  type WarmupStopReason,
  warmupMailboxes,
} from '../../db/schema';
import type { Logger } from '../../logger';
import type { RealtimeEmitter } from '../../platform/announce';
import type { DnsResolve } from '../../providers/mail-auth/dns-resolver';
import type { MailProvider } from '../../providers/system-mail/mail.provider';

/**
 * A warm-up stops by itself (issue 29) on a bounce, a spam complaint or a blocklisted sending IP,
 * and says so: the mailbox's status and reason (the warm-up page shows them), a `warmup_updated`
 * event to its workspace, and an email to the workspace's admins.
 */
export interface StopDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  realtime: RealtimeEmitter;
  mail?: MailProvider;
}

export const stopReasonWords: Record<WarmupStopReason, string> = {
  bounce: 'a warm-up email bounced',
  complaint: 'a warm-up email was reported as spam',
  blocklisted: "the mailbox's sending IP is on a blocklist",
};

/** Stops a warming mailbox (once: a stopped one stays as it is) and tells the workspace. */
export async function stopWarmup(
  deps: StopDeps,
  mailboxId: string,
  reason: WarmupStopReason,
  detail: string,
): Promise<WarmupMailboxRow | null> {
  const now = deps.clock.now();
  const [stopped] = await deps.db
    .update(warmupMailboxes)
    .set({
      status: 'stopped',
      stopReason: reason,
      stopDetail: detail.slice(0, 500),
      stoppedAt: now,
      updatedAt: now,
    })
    .where(and(eq(warmupMailboxes.id, mailboxId), eq(warmupMailboxes.status, 'warming')))
    .returning();
  if (!stopped) return null;
  deps.logger.info({ mailboxId, reason }, 'warm-up stopped');
  deps.realtime.toSpace(stopped.spaceId, serverEvents.warmupUpdated, {
    mailbox_id: stopped.integrationId,
    status: stopped.status,
    stop_reason: reason,
  });
  await mailAdmins(deps, stopped, reason, detail);
  return stopped;
}

async function mailAdmins(
  deps: StopDeps,
  mailbox: WarmupMailboxRow,
  reason: WarmupStopReason,
  detail: string,
) {
  if (!deps.mail) return;
  const [integration] = await deps.db
    .select({ email: integrations.email })
    .from(integrations)
    .where(eq(integrations.id, mailbox.integrationId));
  const admins = await deps.db
    .select({ email: users.email })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(and(eq(spaceMembers.spaceId, mailbox.spaceId), eq(spaceMembers.isAdmin, true)));
  const address = integration?.email ?? 'a mailbox';
  for (const admin of admins) {
    try {
      await deps.mail.send({
        to: admin.email,
        kind: 'warmup',
        subject: `Warm-up of ${address} stopped`,
        text: [
          `The warm-up of ${address} stopped because ${stopReasonWords[reason]}:`,
          detail,
          '',
          'Fix the cause, then turn the warm-up on again on its warm-up page.',
        ].join('\n'),
      });
    } catch (error) {
      deps.logger.warn({ err: error, mailboxId: mailbox.id }, 'warm-up stop notice not sent');
    }
  }
}

/** The DNS blocklists asked about a mailbox's sending IP when none are configured. */
export const defaultBlocklists = ['zen.spamhaus.org'] as const;

/** `1.2.3.4` -> `4.3.2.1`: how a DNSBL is asked about an IPv4 address (RFC 5782 §2.1). */
export function reversedIpv4(address: string): string | null {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  return parts.reverse().join('.');
}

/**
 * Whether `address` is listed on `zone` (RFC 5782: an A record in 127.0.0.0/8 means listed; the
 * 127.255.255.x answers some lists give to refused resolvers are errors, not listings).
 */
export async function blocklisted(
  resolve: DnsResolve,
  address: string,
  zone: string,
): Promise<string | null> {
  const reversed = reversedIpv4(address);
  if (!reversed) return null;
  try {
    const answers = await resolve(`${reversed}.${zone}`, 'A');
    const listed = answers
      .map(String)
      .find((answer) => /^127\./.test(answer) && !/^127\.255\.255\./.test(answer));
    return listed ? `${address} is listed on ${zone} (${listed})` : null;
  } catch {
    // NXDOMAIN is "not listed"; a look-up that fails says nothing either way.
    return null;
  }
}

/** The IPv4 addresses mail of a host leaves from, as far as DNS tells: the host itself when it is one. */
export async function sendingAddresses(resolve: DnsResolve, host: string): Promise<string[]> {
  if (reversedIpv4(host)) return [host];
  try {
    return (await resolve(host, 'A')).map(String);
  } catch {
    return [];
  }
}
