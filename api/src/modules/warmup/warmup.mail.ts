import {
  answersWarmupMail,
  flagsWarmupMail,
  healthScore,
  hashSeed,
  seededRandom,
  warmupDay,
  warmupHealthDays,
} from '@outreach/core/mail/warmup';
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ImapFlow } from 'imapflow';
import type { ParsedMail } from 'mailparser';
import type { Db } from '../../db/client';
import {
  type IntegrationRow,
  integrations,
  type WarmupMailboxRow,
  type WarmupSendRow,
  warmupDays,
  warmupMailboxes,
  warmupSends,
} from '../../db/schema';
import { classifyMail } from '../../providers/outreach-email/classify';
import { emailKeys, openServer } from '../../providers/outreach-email/email-secrets';
import { mailboxTokens } from '../../providers/outreach-email/oauth-mailbox';
import {
  classifySendError,
  connectImap,
  messageIdFor,
  pinMailServer,
  sendEmail,
  sharedTransports,
  type TransportCache,
} from '../../providers/outreach-email/sender';
import { mailServersAllowPrivateFromEnv } from '../../ssrf';
import { hasMarker, type MarkerKey, markedSendId, markerKey, markerOf, warmupHeader } from './warmup.marker';
import { rampOf } from './warmup.planner';
import { type StopDeps, stopWarmup } from './warmup.stops';
import { firstNameOf, warmupReplyText, warmupText } from './warmup.texts';

/**
 * Warm-up mail over real SMTP and IMAP (issue 29). The sender job sends the due planned mails from
 * their mailbox's own SMTP server, each with its marker; the receiver job signs in to each mailbox's
 * IMAP server, finds the marked mails in the INBOX and the spam folders, opens them (\Seen), moves
 * them out of spam, marks some important (\Flagged) and answers the configured share. The inbound
 * path (channels/mail-polling.ts) drops every marked mail, and every report quoting one
 * (`handleWarmupInbound`), so warm-up mail never reaches the inbox, reports, reply counts or webhooks.
 */
export interface WarmupMailDeps extends StopDeps {
  /** MAIL_SERVERS_ALLOW_PRIVATE; from the environment when left out. */
  mailServersAllowPrivate?: boolean;
}

export interface WarmupMailOptions {
  credentialsKey?: string;
  transports?: TransportCache;
  /** At most this many mails per run. */
  batch?: number;
  timeoutMs?: number;
}

const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

function allowPrivate(deps: WarmupMailDeps): boolean {
  return deps.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv();
}

const fromMailbox = alias(warmupMailboxes, 'from_mailbox');
const fromIntegration = alias(integrations, 'from_integration');
const toIntegration = alias(integrations, 'to_integration');

export interface SendOutcome {
  sent: number;
  failed: number;
  bounced: number;
}

/** The subject of the mail a reply answers (the texts are fixed by the template, names aside). */
async function parentOf(db: Db, send: WarmupSendRow) {
  if (!send.parentId) return null;
  const [parent] = await db.select().from(warmupSends).where(eq(warmupSends.id, send.parentId));
  return parent ?? null;
}

interface DueSend {
  send: WarmupSendRow;
  from: IntegrationRow;
  to: Pick<IntegrationRow, 'email' | 'fromName'>;
}

async function composeAndSend(
  deps: WarmupMailDeps,
  options: WarmupMailOptions,
  key: MarkerKey,
  due: DueSend,
) {
  const { send, from, to } = due;
  const fromAddress = from.email ?? '';
  const toAddress = to.email ?? '';
  const recipientName = firstNameOf(toAddress, to.fromName);
  const senderName = firstNameOf(fromAddress, from.fromName);
  const parent = await parentOf(deps.db, send);
  const words = parent
    ? warmupReplyText(send.template, warmupText(parent.template, '', '').subject, recipientName, senderName)
    : warmupText(send.template, recipientName, senderName);
  const messageId = messageIdFor(`warmup:${send.id}`, fromAddress);
  const keys = await emailKeys(deps.db, options.credentialsKey);
  if (!from.smtp) throw new Error('the mailbox has no SMTP settings');
  const transport = await (options.transports ?? sharedTransports).checked(
    from.id,
    from.updatedAt.toISOString(),
    openServer(keys.secrets, from.smtp),
    allowPrivate(deps),
  );
  await sendEmail(transport, {
    from: { name: from.fromName ?? '', address: fromAddress },
    to: toAddress,
    subject: words.subject,
    text: words.text,
    html: words.html,
    messageId,
    inReplyTo: parent?.messageId ?? null,
    references: parent?.messageId ? [parent.messageId] : [],
    headers: { [warmupHeader]: markerOf(key, send.id) },
  });
  return { messageId, parent };
}

/** Sends the due planned warm-up mails of warming mailboxes; a refused recipient stops the sender's warm-up. */
export async function sendDueWarmups(
  deps: WarmupMailDeps,
  options: WarmupMailOptions = {},
): Promise<SendOutcome> {
  const now = deps.clock.now();
  const outcome: SendOutcome = { sent: 0, failed: 0, bounced: 0 };
  const rows = await deps.db
    .select({
      send: warmupSends,
      from: fromIntegration,
      to: { email: toIntegration.email, fromName: toIntegration.fromName },
    })
    .from(warmupSends)
    .innerJoin(fromMailbox, eq(fromMailbox.id, warmupSends.fromMailboxId))
    .innerJoin(fromIntegration, eq(fromIntegration.id, fromMailbox.integrationId))
    .innerJoin(warmupMailboxes, eq(warmupMailboxes.id, warmupSends.toMailboxId))
    .innerJoin(toIntegration, eq(toIntegration.id, warmupMailboxes.integrationId))
    .where(
      and(
        eq(warmupSends.status, 'planned'),
        lte(warmupSends.scheduledAt, now),
        eq(fromMailbox.status, 'warming'),
        eq(fromIntegration.status, 'connected'),
      ),
    )
    .orderBy(asc(warmupSends.scheduledAt))
    .limit(options.batch ?? 500);
  if (rows.length === 0) return outcome;
  const key = await markerKey(deps.db, options.credentialsKey);
  const touched = new Set<string>();
  /** Senders stopped by a bounce in this run: their other due mails stay unsent. */
  const stopped = new Set<string>();
  for (const due of rows) {
    if (stopped.has(due.send.fromMailboxId)) continue;
    // Claimed before sending: of two senders at once, one sends it.
    const [claimed] = await deps.db
      .update(warmupSends)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(and(eq(warmupSends.id, due.send.id), eq(warmupSends.status, 'planned')))
      .returning({ id: warmupSends.id });
    if (!claimed) continue;
    touched.add(due.send.fromMailboxId);
    try {
      const { messageId, parent } = await composeAndSend(deps, options, key, due);
      await deps.db.update(warmupSends).set({ messageId }).where(eq(warmupSends.id, due.send.id));
      if (parent) {
        await deps.db
          .update(warmupSends)
          .set({ repliedAt: now, updatedAt: now })
          .where(eq(warmupSends.id, parent.id));
        touched.add(parent.fromMailboxId);
      }
      outcome.sent += 1;
    } catch (error) {
      const failure = classifySendError(error);
      const bounced = failure.kind === 'permanent' && failure.badAddress;
      await deps.db
        .update(warmupSends)
        .set({ status: 'failed', error: failure.reason.slice(0, 500), bounced, updatedAt: now })
        .where(eq(warmupSends.id, due.send.id));
      outcome.failed += 1;
      if (bounced) {
        outcome.bounced += 1;
        stopped.add(due.send.fromMailboxId);
        await stopWarmup(deps, due.send.fromMailboxId, 'bounce', failure.reason);
      }
      deps.logger.warn({ err: error, sendId: due.send.id }, 'warm-up mail not sent');
    }
  }
  await updateWarmupDays(deps.db, [...touched], now);
  return outcome;
}

/** An IMAP client signed in to the mailbox (its server checked as the poller checks it). */
async function openImap(
  deps: WarmupMailDeps,
  integration: IntegrationRow,
  options: WarmupMailOptions,
): Promise<ImapFlow> {
  if (!integration.imap) throw new Error('the mailbox has no IMAP settings');
  const keys = await emailKeys(deps.db, options.credentialsKey);
  let server = await pinMailServer(openServer(keys.secrets, integration.imap), allowPrivate(deps));
  if (server.auth === 'oauth2' && server.oauthProvider)
    server = {
      ...server,
      accessToken: await mailboxTokens.accessToken(integration.id, server.oauthProvider, server.password),
    };
  const client = connectImap(server, options.timeoutMs);
  client.on('error', (error: unknown) =>
    deps.logger.warn({ err: error, integrationId: integration.id }, 'warm-up imap error'),
  );
  await client.connect();
  return client;
}

/** Spam folders by their special use (RFC 6154 \Junk), else by the usual names. */
async function spamFolders(client: ImapFlow): Promise<string[]> {
  const boxes = await client.list();
  return boxes
    .filter(
      (box) =>
        box.specialUse === '\\Junk' || /^(junk|spam|junk e-mail|junk email|bulk mail)$/i.test(box.name),
    )
    .map((box) => box.path);
}

export interface ReceiveOutcome {
  found: number;
  movedFromSpam: number;
  flagged: number;
  replies: number;
}

interface Receiving {
  deps: WarmupMailDeps;
  client: ImapFlow;
  key: MarkerKey;
  mailbox: WarmupMailboxRow;
  outcome: ReceiveOutcome;
  touched: Set<string>;
}

/** One marked mail found in `folder`: recorded, opened, moved out of spam, maybe flagged and answered. */
async function handleFound(
  receiving: Receiving,
  folder: string,
  uid: number,
  inSpam: boolean,
): Promise<void> {
  const { deps, client, key, mailbox, outcome } = receiving;
  const message = await client.fetchOne(String(uid), { uid: true, headers: [warmupHeader] }, { uid: true });
  if (message === false || !message.headers) return;
  const sendId = markedSendId(key, message.headers.toString('utf8'));
  if (!sendId) return;
  const [send] = await deps.db
    .select()
    .from(warmupSends)
    .where(and(eq(warmupSends.id, sendId), eq(warmupSends.toMailboxId, mailbox.id)));
  if (!send) return;
  const flagged = flagsWarmupMail(send.id);
  await client.messageFlagsAdd(String(uid), flagged ? ['\\Seen', '\\Flagged'] : ['\\Seen'], { uid: true });
  if (inSpam) {
    await client.messageMove(String(uid), 'INBOX', { uid: true });
    outcome.movedFromSpam += 1;
  }
  if (send.deliveredAt) return;
  const now = deps.clock.now();
  await deps.db
    .update(warmupSends)
    .set({ deliveredAt: now, inSpam, opened: true, flagged, updatedAt: now })
    .where(eq(warmupSends.id, send.id));
  outcome.found += 1;
  if (flagged) outcome.flagged += 1;
  receiving.touched.add(send.fromMailboxId);
  deps.logger.debug({ sendId, folder }, 'warm-up mail received');
  if (send.kind !== 'warmup' || !answersWarmupMail(rampOf(mailbox), send.id)) return;
  // The answer goes out a few minutes to an hour later, from this mailbox, as its own planned send.
  const random = seededRandom(hashSeed(`answer:${send.id}`));
  await deps.db.insert(warmupSends).values({
    spaceId: mailbox.spaceId,
    toSpaceId: send.spaceId,
    day: warmupDay(now),
    kind: 'reply',
    fromMailboxId: mailbox.id,
    toMailboxId: send.fromMailboxId,
    parentId: send.id,
    status: 'planned',
    scheduledAt: new Date(now.getTime() + (5 + Math.floor(random() * 55)) * minuteMs),
    template: Math.floor(random() * 0x7fffffff),
    createdAt: now,
    updatedAt: now,
  });
  outcome.replies += 1;
}

async function receiveFolder(receiving: Receiving, folder: string, inSpam: boolean): Promise<void> {
  const lock = await receiving.client.getMailboxLock(folder);
  try {
    // Handled mails are \Seen: only unseen marked ones are new.
    const uids =
      (await receiving.client.search({ header: { [warmupHeader]: '' }, seen: false }, { uid: true })) || [];
    for (const uid of uids) await handleFound(receiving, folder, uid, inSpam);
  } finally {
    lock.release();
  }
}

/** One mailbox's receiving side; never throws for the mail server's sake. */
export async function receiveWarmupMailbox(
  deps: WarmupMailDeps,
  mailbox: WarmupMailboxRow,
  integration: IntegrationRow,
  options: WarmupMailOptions = {},
): Promise<ReceiveOutcome> {
  const outcome: ReceiveOutcome = { found: 0, movedFromSpam: 0, flagged: 0, replies: 0 };
  const touched = new Set<string>();
  let client: ImapFlow;
  try {
    client = await openImap(deps, integration, options);
  } catch (error) {
    deps.logger.warn({ err: error, mailboxId: mailbox.id }, 'warm-up mailbox not opened');
    return outcome;
  }
  const receiving: Receiving = {
    deps,
    client,
    key: await markerKey(deps.db, options.credentialsKey),
    mailbox,
    outcome,
    touched,
  };
  try {
    for (const folder of await spamFolders(client)) await receiveFolder(receiving, folder, true);
    await receiveFolder(receiving, 'INBOX', false);
    await client.logout();
  } catch (error) {
    deps.logger.warn({ err: error, mailboxId: mailbox.id }, 'warm-up mailbox not read');
    client.close();
  }
  await updateWarmupDays(deps.db, [...touched], deps.clock.now());
  return outcome;
}

/** The receiving side of every mailbox in warm-up (warming, or stopped with mails still coming in). */
export async function receiveWarmups(
  deps: WarmupMailDeps,
  options: WarmupMailOptions = {},
): Promise<ReceiveOutcome> {
  const total: ReceiveOutcome = { found: 0, movedFromSpam: 0, flagged: 0, replies: 0 };
  const rows = await deps.db
    .select({ mailbox: warmupMailboxes, integration: integrations })
    .from(warmupMailboxes)
    .innerJoin(integrations, eq(integrations.id, warmupMailboxes.integrationId))
    .where(
      and(
        ne(warmupMailboxes.status, 'off'),
        eq(integrations.status, 'connected'),
        isNotNull(integrations.imap),
      ),
    );
  for (const { mailbox, integration } of rows) {
    const one = await receiveWarmupMailbox(deps, mailbox, integration, options);
    total.found += one.found;
    total.movedFromSpam += one.movedFromSpam;
    total.flagged += one.flagged;
    total.replies += one.replies;
  }
  return total;
}

/** The days (UTC) from `days - 1` days before `now` to `now`'s, oldest first. */
function lastDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) =>
    warmupDay(new Date(now.getTime() - (days - 1 - index) * dayMs)),
  );
}

/**
 * The health rows of these sender mailboxes over the last 14 days: counts from their warm-up mails
 * (by the day each was planned for), the health score of each day over the 14 days up to it.
 */
export async function updateWarmupDays(db: Db, mailboxIds: string[], now: Date): Promise<void> {
  if (mailboxIds.length === 0) return;
  const window = lastDays(now, warmupHealthDays);
  const scoreFrom = lastDays(now, 2 * warmupHealthDays - 1)[0] ?? window[0] ?? '';
  const counts = await db
    .select({
      mailboxId: warmupSends.fromMailboxId,
      spaceId: warmupSends.spaceId,
      day: warmupSends.day,
      sent: sql<number>`count(*) filter (where ${warmupSends.status} = 'sent')::int`,
      delivered: sql<number>`count(${warmupSends.deliveredAt})::int`,
      inSpam: sql<number>`count(*) filter (where ${warmupSends.inSpam})::int`,
      opened: sql<number>`count(*) filter (where ${warmupSends.opened})::int`,
      replied: sql<number>`count(${warmupSends.repliedAt})::int`,
      bounced: sql<number>`count(*) filter (where ${warmupSends.bounced})::int`,
    })
    .from(warmupSends)
    .where(
      and(
        inArray(warmupSends.fromMailboxId, mailboxIds),
        eq(warmupSends.kind, 'warmup'),
        gte(warmupSends.day, scoreFrom),
      ),
    )
    .groupBy(warmupSends.fromMailboxId, warmupSends.spaceId, warmupSends.day);
  const byMailbox = new Map<string, Map<string, (typeof counts)[number]>>();
  for (const row of counts) {
    const days = byMailbox.get(row.mailboxId) ?? new Map();
    days.set(row.day, row);
    byMailbox.set(row.mailboxId, days);
  }
  for (const [mailboxId, days] of byMailbox) {
    for (const day of window) {
      const row = days.get(day);
      if (!row) continue;
      const before = lastDays(new Date(Date.parse(`${day}T12:00:00.000Z`)), warmupHealthDays);
      const score = healthScore(
        before.map((at) => ({ delivered: days.get(at)?.delivered ?? 0, inSpam: days.get(at)?.inSpam ?? 0 })),
      );
      const values = {
        sent: row.sent,
        delivered: row.delivered,
        inSpam: row.inSpam,
        opened: row.opened,
        replied: row.replied,
        bounced: row.bounced,
        healthScore: score,
        updatedAt: now,
      };
      await db
        .insert(warmupDays)
        .values({ spaceId: row.spaceId, mailboxId, day, ...values, createdAt: now })
        .onConflictDoUpdate({ target: [warmupDays.mailboxId, warmupDays.day], set: values });
    }
  }
}

function headersOf(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    if (key.toLowerCase() in headers) continue;
    headers[key.toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return headers;
}

/**
 * The inbound path's filter (channels/mail-polling.ts): true for a warm-up mail (it carries our
 * marker) and for a report quoting one, which are then never stored, counted or announced. A hard
 * bounce of a warm-up mail stops its sender's warm-up, and so does a spam complaint about one.
 */
export async function handleWarmupInbound(
  deps: StopDeps,
  read: { parsed: ParsedMail; raw: string },
  credentialsKey?: string,
): Promise<boolean> {
  if (!hasMarker(read.raw)) return false;
  const sendId = markedSendId(await markerKey(deps.db, credentialsKey), read.raw);
  if (!sendId) return false;
  const { parsed, raw } = read;
  const html = typeof parsed.html === 'string' ? parsed.html.replace(/<[^>]+>/g, ' ') : '';
  const classification = classifyMail(
    {
      from: parsed.from?.value[0]?.address?.toLowerCase() ?? '',
      subject: parsed.subject ?? '',
      headers: headersOf(parsed),
      text: parsed.text ?? html,
      raw,
    },
    deps.clock.now(),
  );
  const hardBounce = classification.kind === 'bounce' && classification.hard;
  if (!hardBounce && classification.kind !== 'complaint') return true;
  const [send] = await deps.db
    .update(warmupSends)
    .set({ bounced: hardBounce, updatedAt: deps.clock.now() })
    .where(eq(warmupSends.id, sendId))
    .returning();
  if (!send) return true;
  const detail =
    classification.kind === 'bounce'
      ? [classification.status, classification.diagnostic ?? classification.recipient]
          .filter(Boolean)
          .join(' ')
      : `a spam complaint from ${classification.recipient ?? 'the recipient'}`;
  await stopWarmup(
    deps,
    send.fromMailboxId,
    hardBounce ? 'bounce' : 'complaint',
    detail || 'the mail bounced',
  );
  await updateWarmupDays(deps.db, [send.fromMailboxId], deps.clock.now());
  return true;
}
