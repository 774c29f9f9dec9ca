import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { serverEvents } from '@outreach/core/events';
import type { Db } from '../db/client';
import {
  credentials,
  type DialogRow,
  dialogs,
  type IntegrationRow,
  integrations,
  type MessageRow,
  messages,
  prospects,
} from '../db/schema';
import type { EngineDeps, InboundEvent } from '../engine/contracts';
import { handleInbound } from '../engine/inbound';
import type { PeriodicJob } from '../engine/periodic';
import {
  classifyMail,
  type InboundMail,
  type MailClassification,
  quotedMessageIds,
} from '../providers/outreach-email/classify';
import {
  type MailOutcome,
  type PollDeps,
  pollAllMailboxes,
  type ReadMail,
} from '../providers/outreach-email/imap-poller';
import { suppressAddress } from '../providers/outreach-email/suppressions';
import { handleWarmupInbound } from '../modules/warmup';
import { ensureDialog } from './dialog';

/**
 * The mail channel's inbound half (outreach §4: "On a reply the campaign auto-pauses for that
 * prospect"): the IMAP poller (providers/outreach-email/imap-poller.ts) reads each connected
 * mailbox and hands every new message to handleInboundMail, which stores it in its thread and
 * tells the engine. Our own mail is skipped first (`isOwnMail`): it is never a prospect's reply.
 * The engine runs the poll as a periodic job handed in here, like the modules' jobs.
 */

/** The poller's dependencies, from the engine's: each message read goes through handleInboundMail. */
export function mailPollDeps(deps: EngineDeps): PollDeps {
  return { ...deps, onMail: (integration, mail) => handleInboundMail(deps, integration, mail) };
}

/** Replies, bounces and out-of-office answers reach handleInbound through the mail poller (B1), every minute. */
export const mailPollingJob: PeriodicJob = {
  name: 'engine-poll-mailboxes',
  cron: '* * * * *',
  run: (deps) => pollAllMailboxes(mailPollDeps(deps)),
};

function headerRecord(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const name = key.toLowerCase();
    if (name in headers) continue;
    const colon = line.indexOf(':');
    headers[name] = line
      .slice(colon + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return headers;
}

function idList(value: string | string[] | undefined): string[] {
  if (!value) return [];
  const all = Array.isArray(value) ? value : [value];
  return all.flatMap((entry) => entry.match(/<[^<>\s]+>/g) ?? []);
}

function inboundMail(parsed: ParsedMail, raw: string): InboundMail {
  const from = parsed.from?.value[0]?.address?.toLowerCase() ?? '';
  const html = typeof parsed.html === 'string' ? parsed.html.replace(/<[^>]+>/g, ' ') : '';
  return {
    from,
    subject: parsed.subject ?? '',
    headers: headerRecord(parsed),
    text: parsed.text ?? html,
    raw,
  };
}

interface Thread {
  dialog: DialogRow;
  /** The address we wrote to, when the match came from one of our messages. */
  sentTo: string | null;
}

async function threadByIds(db: Db, spaceId: string, ids: string[]): Promise<Thread | null> {
  if (ids.length === 0) return null;
  const [row] = await db
    .select({ dialog: dialogs, detail: messages.detail })
    .from(messages)
    .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
    .where(
      and(
        eq(messages.spaceId, spaceId),
        eq(messages.direction, 'out'),
        inArray(messages.messageIdHeader, [...new Set(ids)]),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { dialog: row.dialog, sentTo: typeof row.detail.to === 'string' ? row.detail.to : null };
}

async function prospectByAddress(db: Db, spaceId: string, address: string) {
  if (!address) return null;
  const [row] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(
      and(
        eq(prospects.spaceId, spaceId),
        or(
          eq(prospects.emailKey, address),
          sql`lower(${prospects.workEmail}) = ${address}`,
          sql`lower(${prospects.personalEmail}) = ${address}`,
          sql`lower(${prospects.enrichedEmail}) = ${address}`,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

async function threadByAddress(db: Db, integration: IntegrationRow, address: string): Promise<Thread | null> {
  const prospect = await prospectByAddress(db, integration.spaceId, address);
  if (!prospect) return null;
  const dialog = await ensureDialog(db, integration.spaceId, integration.credentialId, prospect.id);
  return dialog ? { dialog, sentTo: null } : null;
}

/**
 * Mail the workspace wrote itself: from one of its own mailboxes (any of its email integrations,
 * e.g. a colleague's mailbox writing to this one), or carrying a Message-ID we sent (a self-Bcc,
 * or the copy of a sent message some servers file into the INBOX). Such a copy quotes our thread
 * in its headers and would otherwise pause the prospect as if they had answered.
 */
async function isOwnMail(db: Db, spaceId: string, from: string, messageIdHeader: string | null) {
  if (from) {
    const [mailbox] = await db
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.spaceId, spaceId), sql`lower(${integrations.email}) = ${from}`))
      .limit(1);
    if (mailbox) return true;
  }
  return hasMessage(db, spaceId, 'out', messageIdHeader);
}

/** An inbound message with this Message-ID is already stored (the poller saw it before). */
function seenBefore(db: Db, spaceId: string, messageIdHeader: string | null): Promise<boolean> {
  return hasMessage(db, spaceId, 'in', messageIdHeader);
}

/** The workspace holds a message of this direction with this Message-ID (none without one). */
async function hasMessage(
  db: Db,
  spaceId: string,
  direction: MessageRow['direction'],
  messageIdHeader: string | null,
): Promise<boolean> {
  if (!messageIdHeader) return false;
  const [found] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.spaceId, spaceId),
        eq(messages.direction, direction),
        eq(messages.messageIdHeader, messageIdHeader),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/**
 * The thread a message belongs to: by In-Reply-To / References against the Message-IDs we sent
 * (reports, bounces and complaints, also by the Message-ID of the original they quote), else by
 * the address among the workspace's prospects (a report's recipient, else the sender).
 */
async function threadOfMail(
  db: Db,
  integration: IntegrationRow,
  { parsed, raw }: ReadMail,
  from: string,
  classification: MailClassification,
): Promise<Thread | null> {
  const ids = [...idList(parsed.inReplyTo), ...idList(parsed.references)];
  const isReport = classification.kind === 'bounce' || classification.kind === 'complaint';
  if (isReport) ids.push(...quotedMessageIds(raw));
  return (
    (await threadByIds(db, integration.spaceId, ids)) ??
    (await threadByAddress(db, integration, isReport ? (classification.recipient ?? '') : from))
  );
}

/** What the stored message keeps of its classification: a bounce's status, an absence's return. */
function classificationDetail(classification: MailClassification): Record<string, unknown> {
  if (classification.kind === 'bounce') {
    return {
      hard: classification.hard,
      status: classification.status,
      diagnostic: classification.diagnostic,
    };
  }
  if (classification.kind === 'out_of_office') {
    return { return_at: classification.returnAt?.toISOString() ?? null };
  }
  return {};
}

/** The inbound event of a stored message, without its kind. */
type MailEvent = Omit<InboundEvent, 'kind' | 'returnAt'>;

/** A message classified in the thread, what its handling needs. */
interface ClassifiedMail {
  classification: MailClassification;
  thread: Thread;
  from: string;
  event: MailEvent;
}

/**
 * Bounces, complaints, unsubscribes and absences: each stops or moves the prospect (outreach §4)
 * and is not an unread conversation. Undefined for a reply.
 */
async function handleNonReply(
  deps: EngineDeps,
  { classification, thread, from, event }: ClassifiedMail,
): Promise<MailOutcome | undefined> {
  const { spaceId, at: now } = event;
  if (classification.kind === 'bounce') {
    // A soft bounce (4.x.x) is kept in the thread only: the server will retry, the address is fine.
    if (!classification.hard) return 'bounces';
    const address = classification.recipient ?? thread.sentTo;
    if (address) {
      await suppressAddress(deps.db, {
        spaceId,
        email: address,
        reason: 'bounce',
        at: now,
        detail: { status: classification.status, diagnostic: classification.diagnostic },
      });
    }
    await handleInbound(deps, { ...event, kind: 'bounce' });
    return 'bounces';
  }
  if (classification.kind === 'complaint' || classification.kind === 'unsubscribe') {
    // Both stop the address in the workspace, like the one-click link (outreach §4 bounce or unsubscribe).
    const address = (classification.kind === 'complaint' ? classification.recipient : from) ?? thread.sentTo;
    if (address) {
      await suppressAddress(deps.db, {
        spaceId,
        email: address,
        reason: classification.kind,
        at: now,
        detail: {},
      });
    }
    await handleInbound(deps, { ...event, kind: 'unsubscribe' });
    return 'unsubscribes';
  }
  if (classification.kind === 'out_of_office') {
    // Reschedules instead of pausing (outreach §4); not an unread conversation.
    await handleInbound(deps, { ...event, kind: 'out_of_office', returnAt: classification.returnAt });
    return 'outOfOffice';
  }
  return undefined;
}

/** A reply makes its dialog unread; the sender's unread counter counts it once, live. */
async function markUnread(deps: EngineDeps, dialog: DialogRow, at: Date, now: Date): Promise<void> {
  const { db } = deps;
  const [before] = await db
    .update(dialogs)
    .set({ isUnread: true, isArchived: false, lastMessageAt: at })
    .where(eq(dialogs.id, dialog.id))
    .returning({ id: dialogs.id });
  if (!before || dialog.isUnread || !dialog.credentialId) return;
  const [credential] = await db
    .update(credentials)
    .set({ unreadCount: sql`${credentials.unreadCount} + 1`, updatedAt: now })
    .where(and(eq(credentials.spaceId, dialog.spaceId), eq(credentials.id, dialog.credentialId)))
    .returning({ id: credentials.id, unreadCount: credentials.unreadCount });
  if (credential) {
    deps.realtime.toCredential(credential.id, serverEvents.updateUnreadCounter, {
      credential_id: credential.id,
      unread_count: credential.unreadCount,
    });
  }
}

/**
 * When a received message goes in its thread: its Date header, but never before the thread's newest
 * message (a reply dated by a clock behind ours, or in the same second, would otherwise sort under
 * the email it answers and the preview would keep showing ours), and not after now (a clock ahead)
 * unless the thread's newest message is itself that recent.
 */
export function receivedAt(header: Date | undefined, newestInThread: Date | null, now: Date): Date {
  const dated = header && !Number.isNaN(header.getTime()) && header < now ? header : now;
  return newestInThread && dated <= newestInThread ? new Date(newestInThread.getTime() + 1) : dated;
}

/**
 * One message read from a mailbox: skipped when seen before or our own, else matched to a thread
 * by In-Reply-To / References against the Message-IDs we sent (else by the sender's address among
 * the workspace's prospects), classified, stored, and handed to the engine (handleInbound).
 */
export async function handleInboundMail(
  deps: EngineDeps,
  integration: IntegrationRow,
  read: ReadMail,
): Promise<MailOutcome> {
  const { db } = deps;
  const { parsed, raw } = read;
  const spaceId = integration.spaceId;
  const now = deps.clock.now();
  const messageIdHeader = parsed.messageId ? (idList(parsed.messageId)[0] ?? parsed.messageId) : null;
  // Warm-up mail, and reports quoting it, never reach the inbox, reports, reply counts or webhooks (issue 29).
  if (await handleWarmupInbound(deps, read)) return 'own';
  if (await seenBefore(db, spaceId, messageIdHeader)) return 'duplicate';
  const mail = inboundMail(parsed, raw);
  if (await isOwnMail(db, spaceId, mail.from, messageIdHeader)) return 'own';
  const classification: MailClassification = classifyMail(mail, now);
  const thread = await threadOfMail(db, integration, read, mail.from, classification);
  if (!thread) return 'unmatched';

  const { dialog } = thread;
  const at = receivedAt(parsed.date, dialog.lastMessageAt, now);
  const [stored] = await db
    .insert(messages)
    .values({
      spaceId,
      dialogId: dialog.id,
      direction: 'in',
      channel: 'email',
      kind: classification.kind,
      subject: parsed.subject ?? null,
      text: mail.text.slice(0, 100_000),
      messageIdHeader,
      inReplyTo: idList(parsed.inReplyTo)[0] ?? null,
      detail: { from: mail.from, integration_id: integration.id, ...classificationDetail(classification) },
      sentAt: at,
    })
    .returning({ id: messages.id });
  const event: MailEvent = {
    spaceId,
    prospectId: dialog.prospectId,
    credentialId: dialog.credentialId,
    channel: 'email',
    at: now,
    messageId: stored?.id ?? null,
  };
  const handled = await handleNonReply(deps, { classification, thread, from: mail.from, event });
  if (handled) return handled;

  await markUnread(deps, dialog, at, now);
  await deps.events.emit({
    name: 'new_email',
    spaceId,
    prospectId: dialog.prospectId,
    workflowId: null,
    credentialId: dialog.credentialId,
    at: now,
    data: { message_id: messageIdHeader, from: mail.from, subject: parsed.subject ?? '', text: mail.text },
  });
  // The engine pauses the prospect and emits `got_reply` (engine/inbound.ts).
  await handleInbound(deps, { ...event, kind: 'reply' });
  return 'replies';
}
