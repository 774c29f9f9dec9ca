import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { ImapFlow } from 'imapflow';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { Db } from '../../db/client';
import {
  credentials,
  type DialogRow,
  dialogs,
  type IntegrationRow,
  integrations,
  messages,
  prospects,
} from '../../db/schema';
import type { EngineDeps } from '../../engine/contracts';
import { handleInbound } from '../../engine/inbound';
import { AppError } from '../../errors';
import { mailServersAllowPrivateFromEnv } from '../../ssrf';
import { serverEvents } from '../../realtime/events';
import { classifyMail, type InboundMail, type MailClassification, quotedMessageIds } from './classify';
import { emailKeys, openServer } from './email-secrets';
import { MailboxSignInRefused, mailboxTokens } from './oauth-mailbox';
import { connectImap, pinMailServer, serverReason } from './sender';
import { suppressAddress } from './suppressions';

/**
 * Replies by IMAP polling (outreach §4: "On a reply the campaign auto-pauses for
 * that prospect"). Each connected integration with IMAP settings is read from
 * the UID after the last one seen (kept on the integration with its
 * UIDVALIDITY); each new message is matched to a thread by In-Reply-To /
 * References against the Message-IDs we sent (else by the sender's address among
 * the workspace's prospects), classified, stored and handed to the engine. Our own
 * mail is skipped first (`isOwnMail`): it is never a prospect's reply.
 */

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

/** A first poll reads mail from the day before the mailbox was connected, not its whole history. */
const firstPollLookbackMs = 24 * 60 * 60 * 1000;

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
  await db
    .insert(dialogs)
    .values({ spaceId: integration.spaceId, credentialId: integration.credentialId, prospectId: prospect.id })
    .onConflictDoNothing();
  const [dialog] = await db
    .select()
    .from(dialogs)
    .where(
      and(
        eq(dialogs.spaceId, integration.spaceId),
        eq(dialogs.credentialId, integration.credentialId),
        eq(dialogs.prospectId, prospect.id),
      ),
    )
    .limit(1);
  return dialog ? { dialog, sentTo: null } : null;
}

type Counted = 'replies' | 'outOfOffice' | 'bounces' | 'unsubscribes' | 'unmatched' | 'own' | 'duplicate';

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
  if (!messageIdHeader) return false;
  const [sent] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.spaceId, spaceId),
        eq(messages.direction, 'out'),
        eq(messages.messageIdHeader, messageIdHeader),
      ),
    )
    .limit(1);
  return Boolean(sent);
}

async function handleMessage(
  deps: EngineDeps,
  integration: IntegrationRow,
  parsed: ParsedMail,
  raw: string,
): Promise<Counted> {
  const { db } = deps;
  const spaceId = integration.spaceId;
  const now = deps.clock.now();
  const messageIdHeader = parsed.messageId ? (idList(parsed.messageId)[0] ?? parsed.messageId) : null;
  if (messageIdHeader) {
    const [seen] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.spaceId, spaceId),
          eq(messages.direction, 'in'),
          eq(messages.messageIdHeader, messageIdHeader),
        ),
      )
      .limit(1);
    if (seen) return 'duplicate';
  }
  const mail = inboundMail(parsed, raw);
  if (await isOwnMail(db, spaceId, mail.from, messageIdHeader)) return 'own';
  const classification: MailClassification = classifyMail(mail, now);
  const ids = [...idList(parsed.inReplyTo), ...idList(parsed.references)];
  // Reports (bounces, complaints) quote the original message: its Message-ID finds the thread.
  const isReport = classification.kind === 'bounce' || classification.kind === 'complaint';
  if (isReport) ids.push(...quotedMessageIds(raw));
  const thread =
    (await threadByIds(db, spaceId, ids)) ??
    (await threadByAddress(db, integration, isReport ? (classification.recipient ?? '') : mail.from));
  if (!thread) return 'unmatched';

  const { dialog } = thread;
  const at = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : now;
  const kind = classification.kind;
  const [stored] = await db
    .insert(messages)
    .values({
      spaceId,
      dialogId: dialog.id,
      direction: 'in',
      channel: 'email',
      kind,
      subject: parsed.subject ?? null,
      text: mail.text.slice(0, 100_000),
      messageIdHeader,
      inReplyTo: idList(parsed.inReplyTo)[0] ?? null,
      detail: {
        from: mail.from,
        integration_id: integration.id,
        ...(classification.kind === 'bounce'
          ? {
              hard: classification.hard,
              status: classification.status,
              diagnostic: classification.diagnostic,
            }
          : {}),
        ...(classification.kind === 'out_of_office'
          ? { return_at: classification.returnAt?.toISOString() ?? null }
          : {}),
      },
      sentAt: at,
    })
    .returning({ id: messages.id });
  const event = {
    spaceId,
    prospectId: dialog.prospectId,
    credentialId: dialog.credentialId,
    channel: 'email' as const,
    at: now,
    messageId: stored?.id ?? null,
  };

  if (classification.kind === 'bounce') {
    // A soft bounce (4.x.x) is kept in the thread only: the server will retry, the address is fine.
    if (!classification.hard) return 'bounces';
    const address = classification.recipient ?? thread.sentTo;
    if (address) {
      await suppressAddress(db, {
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
    const address =
      (classification.kind === 'complaint' ? classification.recipient : mail.from) ?? thread.sentTo;
    if (address) {
      await suppressAddress(db, {
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

  const [before] = await db
    .update(dialogs)
    .set({ isUnread: true, isArchived: false, lastMessageAt: at })
    .where(eq(dialogs.id, dialog.id))
    .returning({ id: dialogs.id });
  if (before && !dialog.isUnread && dialog.credentialId) {
    const [credential] = await db
      .update(credentials)
      .set({ unreadCount: sql`${credentials.unreadCount} + 1`, updatedAt: now })
      .where(and(eq(credentials.spaceId, spaceId), eq(credentials.id, dialog.credentialId)))
      .returning({ id: credentials.id, unreadCount: credentials.unreadCount });
    if (credential) {
      deps.realtime.toCredential(credential.id, serverEvents.updateUnreadCounter, {
        credential_id: credential.id,
        unread_count: credential.unreadCount,
      });
    }
  }
  const data = {
    message_id: messageIdHeader,
    from: mail.from,
    subject: parsed.subject ?? '',
    text: mail.text,
  };
  await deps.events.emit({
    name: 'new_email',
    spaceId,
    prospectId: dialog.prospectId,
    workflowId: null,
    credentialId: dialog.credentialId,
    at: now,
    data,
  });
  // The engine pauses the prospect and emits `got_reply` (engine/inbound.ts).
  await handleInbound(deps, { ...event, kind: 'reply' });
  return 'replies';
}

/** How long a poll may hold a mailbox before another poller may take it over (a crashed worker). */
const leaseMs = 5 * 60 * 1000;

/**
 * Reads one integration's INBOX from the last seen UID. Never throws for the mail
 * server's sake. A lease on the integration keeps two pollers (two workers, or a
 * poll slower than the minute between runs) from reading the same mailbox at once;
 * the one that does not get it returns `skipped`.
 */
export async function pollMailbox(
  deps: EngineDeps,
  integrationId: string,
  options: PollOptions = {},
): Promise<PollResult> {
  const result: PollResult = {
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

async function readMailbox(
  deps: EngineDeps,
  integration: IntegrationRow,
  imap: NonNullable<IntegrationRow['imap']>,
  options: PollOptions,
  result: PollResult,
): Promise<PollResult> {
  const integrationId = integration.id;
  const keys = await emailKeys(deps.db, options.credentialsKey);
  let client: ImapFlow;
  try {
    // Resolved and checked on every poll, connected to the address checked (pinMailServer).
    let server = await pinMailServer(
      openServer(keys.secrets, imap),
      options.allowPrivate ?? deps.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
    );
    // Google and Microsoft mailboxes log in with XOAUTH2 and a current access token (oauth-mailbox.ts).
    if (server.auth === 'oauth2' && server.oauthProvider)
      server = {
        ...server,
        accessToken: await mailboxTokens.accessToken(integrationId, server.oauthProvider, server.password),
      };
    client = connectImap(server, options.timeoutMs);
    client.on('error', (error: unknown) =>
      deps.logger.warn({ err: error, integrationId }, 'imap connection error'),
    );
    await client.connect();
  } catch (error) {
    // A refused address is the user's to fix, like a refused login: the mailbox is disconnected.
    const addressRefused = error instanceof AppError;
    result.error = addressRefused ? error.message : serverReason(error);
    const refused =
      addressRefused || (error as { authenticationFailed?: boolean }).authenticationFailed === true;
    const [row] = await deps.db
      .update(integrations)
      .set({
        // A refused sign-in is said as such ("Google refused the mailbox's sign-in: connect it again").
        lastError: error instanceof MailboxSignInRefused ? error.message : `IMAP: ${result.error}`,
        ...(refused ? { status: 'disconnected' as const, updatedAt: deps.clock.now() } : {}),
      })
      .where(eq(integrations.id, integration.id))
      .returning();
    if (refused && row) {
      deps.realtime.toCredential(row.credentialId, serverEvents.updateIntegration, {
        _id: row.id,
        status: row.status,
        error: row.lastError,
      });
    }
    return result;
  }
  try {
    const lock = await client.getMailboxLock('INBOX');
    try {
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
      // After a first poll, everything below UIDNEXT is either handled now or older than the look-back.
      if (!sameBox && mailbox && Number(mailbox.uidNext) > 1) lastUid = Number(mailbox.uidNext) - 1;
      for (const uid of uids) {
        const message = await client.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
        if (message === false || !message.source) continue;
        const raw = message.source.toString('utf8');
        const parsed = await simpleParser(message.source);
        const outcome = await handleMessage(deps, integration, parsed, raw);
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
          lastError: null,
        })
        .where(eq(integrations.id, integration.id));
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (error) {
    result.error = serverReason(error);
    client.close();
    await deps.db
      .update(integrations)
      .set({ lastError: `IMAP: ${result.error}` })
      .where(eq(integrations.id, integration.id));
  }
  return result;
}

/** Every connected mailbox with IMAP settings, one after another (D1 runs this every minute). */
export async function pollAllMailboxes(deps: EngineDeps, options: PollOptions = {}): Promise<PollResult[]> {
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
      results.push({
        integrationId: row.id,
        fetched: 0,
        replies: 0,
        outOfOffice: 0,
        bounces: 0,
        unsubscribes: 0,
        unmatched: 0,
        own: 0,
        error: serverReason(error),
      });
    }
  }
  return results;
}
