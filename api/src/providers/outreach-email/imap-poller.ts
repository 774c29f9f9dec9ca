import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { type IntegrationRow, integrations } from '../../db/schema';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import { mailServersAllowPrivateFromEnv } from '../../ssrf';
import { type EmailKeys, emailKeys, openServer } from './email-secrets';
import { mailFailureMessage } from './mail-errors';
import { recordMailboxFailure, recordMailboxSuccess } from './mailbox-state';
import { type MailboxAnnouncer, MailboxSignInRefused, mailboxTokens } from './oauth-mailbox';
import { connectImap, pinMailServer, serverReason } from './sender';

/**
 * Replies by IMAP polling (outreach §4: "On a reply the campaign auto-pauses for
 * that prospect"). Each connected integration with IMAP settings is read from
 * the UID after the last one seen (kept on the integration with its
 * UIDVALIDITY); each new message is handed to `deps.onMail`, which matches it to a
 * thread, stores it and hands it to the engine (channels/mail-polling.ts composes it),
 * and answers what it was. The poller knows mailboxes, not campaigns.
 */

/** A message as read from the mailbox. */
export interface ReadMail {
  parsed: ParsedMail;
  /** The message source, as received. */
  raw: string;
}

/** What a read message turned out to be (counted in the PollResult; a duplicate is not). */
export type MailOutcome =
  | 'replies'
  | 'outOfOffice'
  | 'bounces'
  | 'unsubscribes'
  | 'unmatched'
  | 'own'
  | 'duplicate';

export interface PollDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** Announces a mailbox disconnected because its server refused the sign-in or the address. */
  realtime: MailboxAnnouncer;
  /** MAIL_SERVERS_ALLOW_PRIVATE; from the environment when left out. */
  mailServersAllowPrivate?: boolean;
  /** What becomes of each message read, one after another, in UID order. */
  onMail(integration: IntegrationRow, mail: ReadMail): Promise<MailOutcome>;
}

export interface PollOptions {
  credentialsKey?: string;
  timeoutMs?: number;
  /** MAIL_SERVERS_ALLOW_PRIVATE; from the environment when not given. */
  allowPrivate?: boolean;
}

export interface PollResult {
  integrationId: string;
  fetched: number;
  replies: number;
  outOfOffice: number;
  bounces: number;
  /** Complaints and mailto unsubscribes. */
  unsubscribes: number;
  unmatched: number;
  /** Our own mail (a Bcc or archive copy of what we sent, another mailbox of the workspace): skipped. */
  own: number;
  error: string | null;
  /** Not polled: disconnected, without IMAP, or another poller holds it. */
  skipped?: boolean;
}

/** Nothing read yet: the counts a poll starts from, and what a failed one reports. */
function emptyResult(integrationId: string): PollResult {
  return {
    integrationId,
    fetched: 0,
    replies: 0,
    outOfOffice: 0,
    bounces: 0,
    unsubscribes: 0,
    unmatched: 0,
    own: 0,
    error: null,
  };
}

/** A first poll reads mail from the day before the mailbox was connected, not its whole history. */
const firstPollLookbackMs = 24 * 60 * 60 * 1000;

/** How long a poll may hold a mailbox before another poller may take it over (a crashed worker). */
const leaseMs = 5 * 60 * 1000;

/**
 * Reads one integration's INBOX from the last seen UID. Never throws for the mail
 * server's sake. A lease on the integration keeps two pollers (two workers, or a
 * poll slower than the minute between runs) from reading the same mailbox at once;
 * the one that does not get it returns `skipped`.
 */
export async function pollMailbox(
  deps: PollDeps,
  integrationId: string,
  options: PollOptions = {},
): Promise<PollResult> {
  const result = emptyResult(integrationId);
  const now = deps.clock.now();
  const [integration] = await deps.db
    .update(integrations)
    .set({ imapLeaseUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(integrations.id, integrationId),
        eq(integrations.status, 'connected'),
        isNotNull(integrations.imap),
        or(isNull(integrations.imapLeaseUntil), lt(integrations.imapLeaseUntil, now)),
      ),
    )
    .returning();
  if (!integration?.imap) {
    result.skipped = true;
    return result;
  }
  try {
    return await readMailbox(deps, integration, integration.imap, options, result);
  } finally {
    await deps.db
      .update(integrations)
      .set({ imapLeaseUntil: null })
      .where(eq(integrations.id, integration.id));
  }
}

/**
 * An IMAP client signed in to the mailbox: its server resolved and checked on every poll and
 * connected to the address checked (pinMailServer); Google and Microsoft mailboxes log in with
 * XOAUTH2 and a current access token (oauth-mailbox.ts).
 */
async function connectMailbox(
  deps: PollDeps,
  integrationId: string,
  imap: NonNullable<IntegrationRow['imap']>,
  options: PollOptions,
  keys: EmailKeys,
): Promise<ImapFlow> {
  let server = await pinMailServer(
    openServer(keys.secrets, imap),
    options.allowPrivate ?? deps.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
  );
  if (server.auth === 'oauth2' && server.oauthProvider)
    server = {
      ...server,
      accessToken: await mailboxTokens.accessToken(integrationId, server.oauthProvider, server.password),
    };
  const client = connectImap(server, options.timeoutMs);
  client.on('error', (error: unknown) =>
    deps.logger.warn({ err: error, integrationId }, 'imap connection error'),
  );
  await client.connect();
  return client;
}

/**
 * A mailbox that could not be opened says why (mailbox-state.ts: set, announced and logged once
 * while it stays the same). A refused address is the user's to fix, like a refused login: the
 * mailbox is disconnected.
 */
async function recordConnectFailure(
  deps: PollDeps,
  integration: IntegrationRow,
  imap: NonNullable<IntegrationRow['imap']>,
  error: unknown,
  result: PollResult,
): Promise<void> {
  const addressRefused = error instanceof AppError;
  result.error = addressRefused ? error.message : imapFailure(error, imap);
  const refused =
    addressRefused || (error as { authenticationFailed?: boolean }).authenticationFailed === true;
  await recordMailboxFailure(deps, integration.id, {
    direction: 'imap',
    // A refused sign-in is said as such ("Google refused the mailbox's sign-in: connect it again").
    reason: error instanceof MailboxSignInRefused ? error.message : imapReason(result.error),
    cause: error,
    disconnect: refused,
  });
}

/**
 * An IMAP failure in plain words, as the SMTP side says its own (mail-errors.ts: "Could not
 * connect to imap.example.com:993: connection refused", never "ECONNREFUSED"; issue 26 item 26).
 */
function imapFailure(error: unknown, imap: NonNullable<IntegrationRow['imap']>): string {
  return mailFailureMessage(error, { host: imap.host, port: imap.port, secure: imap.secure }, 'imap');
}

/** The mailbox's last error: which of its two servers failed, unless the words already say it. */
function imapReason(said: string): string {
  return /\bIMAP\b/.test(said) ? said : `IMAP: ${said}`;
}

/**
 * The UIDs to read, in order: after the last one handled in the same mailbox (same UIDVALIDITY),
 * else (a first poll, or the mailbox was recreated) the look-back's. `lastUid` is where progress
 * starts: after a first poll everything below UIDNEXT is either handled now or older than the look-back.
 */
async function uidsToRead(client: ImapFlow, integration: IntegrationRow) {
  const mailbox = client.mailbox;
  const uidValidity = mailbox ? String(mailbox.uidValidity) : null;
  const sameBox = integration.imapUidValidity !== null && integration.imapUidValidity === uidValidity;
  let lastUid = sameBox ? integration.imapLastUid : 0;
  let uids: number[];
  if (sameBox) {
    const found = await client.search({ uid: `${lastUid + 1}:*` }, { uid: true });
    uids = (found || []).filter((uid) => uid > lastUid);
  } else {
    const since = new Date(integration.updatedAt.getTime() - firstPollLookbackMs);
    uids = (await client.search({ since }, { uid: true })) || [];
  }
  uids.sort((a, b) => a - b);
  if (!sameBox && mailbox && Number(mailbox.uidNext) > 1) lastUid = Number(mailbox.uidNext) - 1;
  return { uids, uidValidity, lastUid };
}

/** Reads the INBOX's new messages into onMail, saving progress after each one. */
async function readInbox(deps: PollDeps, client: ImapFlow, integration: IntegrationRow, result: PollResult) {
  const { uids, uidValidity, ...progress } = await uidsToRead(client, integration);
  let { lastUid } = progress;
  for (const uid of uids) {
    const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
    if (message === false || !message.source) continue;
    const raw = message.source.toString('utf8');
    const parsed = await simpleParser(message.source);
    const outcome = await deps.onMail(integration, { parsed, raw });
    result.fetched += 1;
    if (outcome !== 'duplicate') result[outcome] += 1;
    lastUid = Math.max(lastUid, uid);
    // Progress is saved per message: a poll cut short resumes after the last handled one.
    await deps.db
      .update(integrations)
      .set({ imapUidValidity: uidValidity, imapLastUid: lastUid })
      .where(eq(integrations.id, integration.id));
  }
  await deps.db
    .update(integrations)
    .set({
      imapUidValidity: uidValidity,
      imapLastUid: lastUid,
      lastPolledAt: deps.clock.now(),
    })
    .where(eq(integrations.id, integration.id));
  await recordMailboxSuccess(deps, integration.id, 'imap');
}

async function readMailbox(
  deps: PollDeps,
  integration: IntegrationRow,
  imap: NonNullable<IntegrationRow['imap']>,
  options: PollOptions,
  result: PollResult,
): Promise<PollResult> {
  const keys = await emailKeys(deps.db, options.credentialsKey);
  let client: ImapFlow;
  try {
    client = await connectMailbox(deps, integration.id, imap, options, keys);
  } catch (error) {
    await recordConnectFailure(deps, integration, imap, error, result);
    return result;
  }
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
      await readInbox(deps, client, integration, result);
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (error) {
    result.error = imapFailure(error, imap);
    client.close();
    await recordMailboxFailure(deps, integration.id, {
      direction: 'imap',
      reason: imapReason(result.error),
      cause: error,
    });
  }
  return result;
}

/** Every connected mailbox with IMAP settings, one after another (D1 runs this every minute). */
export async function pollAllMailboxes(deps: PollDeps, options: PollOptions = {}): Promise<PollResult[]> {
  const rows = await deps.db
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.status, 'connected'), isNotNull(integrations.imap)));
  const results: PollResult[] = [];
  for (const row of rows) {
    try {
      results.push(await pollMailbox(deps, row.id, options));
    } catch (error) {
      deps.logger.error({ err: error, integrationId: row.id }, 'mailbox poll failed');
      results.push({ ...emptyResult(row.id), error: serverReason(error) });
    }
  }
  return results;
}
