import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { integrations, warmupMailboxes } from '../../db/schema';
import { type DnsResolve, dnsResolverFromEnv } from '../../providers/mail-auth/dns-resolver';
import { sendWarmupHighlights } from './warmup.highlights';
import { receiveWarmups, sendDueWarmups, type WarmupMailDeps, type WarmupMailOptions } from './warmup.mail';
import { planWarmupDay, unplannedToday } from './warmup.planner';
import { blocklisted, defaultBlocklists, sendingAddresses, stopWarmup } from './warmup.stops';

/**
 * The warm-up's clock jobs (issue 29), handed to the engine in channels/default-registry.ts: the
 * day's plan (hourly, so a mailbox turned on mid-day starts that day; each mailbox is planned once
 * a day, after the DNS blocklist check of its sending IP), the sender and the receiver (every 5
 * minutes), and the highlights email (09:00 UTC daily; Mondays and the 1st send).
 */
export interface WarmupDayOptions {
  /** Where blocklists are asked; DNS_SERVERS (or the system's) when left out. */
  resolve?: DnsResolve;
  /** DNSBL zones; zen.spamhaus.org when left out. */
  blocklists?: readonly string[];
}

/** The DNSBL check of the mailboxes about to be planned: a listed sending IP stops the warm-up. */
export async function checkWarmupBlocklists(
  deps: WarmupMailDeps,
  mailboxIds: string[],
  options: WarmupDayOptions = {},
): Promise<number> {
  if (mailboxIds.length === 0) return 0;
  const resolve = options.resolve ?? dnsResolverFromEnv();
  const zones = options.blocklists ?? defaultBlocklists;
  const rows = await deps.db
    .select({ id: warmupMailboxes.id, smtp: integrations.smtp })
    .from(warmupMailboxes)
    .innerJoin(integrations, eq(integrations.id, warmupMailboxes.integrationId))
    .where(inArray(warmupMailboxes.id, mailboxIds));
  let stopped = 0;
  for (const row of rows) {
    if (!row.smtp) continue;
    const addresses = await sendingAddresses(resolve, row.smtp.host);
    let listing: string | null = null;
    for (const address of addresses) {
      for (const zone of zones) {
        listing ??= await blocklisted(resolve, address, zone);
      }
    }
    if (listing && (await stopWarmup(deps, row.id, 'blocklisted', listing))) stopped += 1;
  }
  return stopped;
}

/** The daily run: blocklists first, then the plan of every mailbox not planned yet today. */
export async function runWarmupDay(deps: WarmupMailDeps, options: WarmupDayOptions = {}) {
  const stopped = await checkWarmupBlocklists(deps, await unplannedToday(deps.db, deps.clock.now()), options);
  const plan = await planWarmupDay(deps);
  return { ...plan, stopped };
}

export interface WarmupJob {
  name: string;
  cron: string;
  run(deps: WarmupMailDeps & { db: Db }): Promise<unknown>;
}

/** The jobs, as the engine's periodic jobs take them. */
export function warmupJobs(options: WarmupMailOptions & WarmupDayOptions = {}): WarmupJob[] {
  return [
    { name: 'warmup-plan-day', cron: '7 * * * *', run: (deps) => runWarmupDay(deps, options) },
    { name: 'warmup-send', cron: '*/5 * * * *', run: (deps) => sendDueWarmups(deps, options) },
    { name: 'warmup-receive', cron: '2-59/5 * * * *', run: (deps) => receiveWarmups(deps, options) },
    { name: 'warmup-highlights', cron: '0 9 * * *', run: (deps) => sendWarmupHighlights(deps) },
  ];
}
