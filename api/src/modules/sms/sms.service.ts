/**
 * SMS (issue 27; spec ai-telephony §3 "Send SMS", outreach §3 send SMS step, §8 "SMS
 * unavailable"): a text to a prospect from one of the workspace's numbers with SMS support,
 * charged in credits as "sms", stored as a message of channel sms in the prospect's one inbox
 * thread; what comes back from the carrier (delivery statuses, the prospect's texts) is applied
 * here: replies join the same thread and pause the prospect's campaigns as any reply does, and
 * STOP-like keywords keep the workspace's opt-out list (START-like ones lift it).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  campaignProspects,
  type DialerPhoneRow,
  type DialogRow,
  dialerPhones,
  dialogs,
  type MessageRow,
  messages,
  prospects,
  smsRecipients,
} from '../../db/schema';
import { handleInbound } from '../../engine/inbound';
import type { EngineDeps } from '../../engine/contracts';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import type {
  InboundSms,
  MessagingEvent,
  MessagingProvider,
  SmsStatus,
  SmsStatusEvent,
} from '../../providers/messaging/messaging.provider';
import { serverEvents } from '../../realtime/events';
import { countUnreadDialogs, setUnreadCount } from '../credentials';
import { debitCredits } from '../credits';
import { type SmsMessageJson, type SmsNumberJson, smsMessages } from './sms.schema';

/** What sending texts stands on: the carrier, and the credits a text costs (the voice carrier's price). */
export interface SmsSettings {
  messaging: MessagingProvider;
  price: number;
}

/** The keywords carriers honour (CTIA; Twilio's defaults): the whole text, any case. */
export const optOutKeywords = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const optInKeywords = ['START', 'YES', 'UNSTOP'] as const;

/** The opt-out keyword a text is, or the opt-in one, or null for any other text. */
export function keywordOf(body: string): { kind: 'out' | 'in'; keyword: string } | null {
  const word = body
    .trim()
    .replace(/[.!\s]+$/, '')
    .toUpperCase();
  if ((optOutKeywords as readonly string[]).includes(word)) return { kind: 'out', keyword: word };
  if ((optInKeywords as readonly string[]).includes(word)) return { kind: 'in', keyword: word };
  return null;
}

/** A number as E.164, read in `country`'s national format when it has no +; null when it can not be a phone number. */
export function smsNumberOf(text: string, country = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(
    text.trim(),
    country as Parameters<typeof parsePhoneNumberFromString>[1],
  );
  return parsed?.isPossible() ? parsed.number : null;
}

/** What the inbox shows of a text's delivery (queued, sent or failed). */
function inboxStatusOf(status: SmsStatus): 'queued' | 'sent' | 'failed' {
  if (status === 'queued') return 'queued';
  return status === 'undelivered' || status === 'failed' ? 'failed' : 'sent';
}

function registrationOf(settings: SmsSettings, phone: DialerPhoneRow): boolean {
  return settings.messaging.requiresRegistration({
    number: phone.number,
    countryCode: phone.countryCode,
    category: phone.category,
  });
}

/** Why a number of ours can not text now, or null when it can. */
function unavailableReason(settings: SmsSettings, phone: DialerPhoneRow): string | null {
  if (!phone.isSmsSupported) return smsMessages.phoneWithoutSms;
  if (phone.status !== 'active') return smsMessages.phoneSuspended;
  if (registrationOf(settings, phone)) return smsMessages.unavailable;
  return null;
}

/** GET /sms/numbers: the workspace's numbers with SMS support, the caller's first. */
export async function listSmsNumbers(
  scope: SpaceScope,
  settings: SmsSettings,
  userId: string | null,
): Promise<SmsNumberJson[]> {
  const rows = await scope.db
    .select()
    .from(dialerPhones)
    .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.isSmsSupported, true)))
    .orderBy(asc(dialerPhones.createdAt), asc(dialerPhones.number));
  return rows
    .map((row) => {
      const reason = unavailableReason(settings, row);
      return {
        id: row.id,
        number: row.number,
        country_code: row.countryCode,
        is_own: row.userId !== null && row.userId === userId,
        available: reason === null,
        reason,
      };
    })
    .sort((a, b) => Number(b.is_own) - Number(a.is_own));
}

/**
 * The number of ours a text goes out from: the one named (it must be the workspace's, able to
 * text), else of the workspace's that can text now: the one the recipient was last texted from,
 * the member's own, one of the recipient's country, the oldest.
 */
async function senderPhone(
  scope: SpaceScope,
  settings: SmsSettings,
  input: { phoneId?: string | undefined; userId: string | null; to: string; lastFrom: string | null },
): Promise<DialerPhoneRow> {
  if (input.phoneId) {
    const [named] = isUuid(input.phoneId)
      ? await scope.db
          .select()
          .from(dialerPhones)
          .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.id, input.phoneId)))
      : [];
    if (!named) throw new AppError(404, smsMessages.phoneNotFound);
    if (!named.isSmsSupported) throw new AppError(400, smsMessages.phoneWithoutSms);
    if (named.status !== 'active') throw new AppError(409, smsMessages.phoneSuspended);
    if (registrationOf(settings, named)) throw new AppError(409, smsMessages.unavailable);
    return named;
  }
  const rows = await scope.db
    .select()
    .from(dialerPhones)
    .where(
      and(
        inSpace(dialerPhones, scope),
        eq(dialerPhones.isSmsSupported, true),
        eq(dialerPhones.status, 'active'),
      ),
    )
    .orderBy(asc(dialerPhones.createdAt), asc(dialerPhones.number));
  if (rows.length === 0) throw new AppError(409, smsMessages.noSmsNumber);
  const usable = rows.filter((row) => !registrationOf(settings, row));
  // Every number we have is one a carrier wants registered first: the spec's message.
  if (usable.length === 0) throw new AppError(409, smsMessages.unavailable);
  const country = parsePhoneNumberFromString(input.to)?.country;
  const rank = (row: DialerPhoneRow) =>
    (row.number === input.lastFrom ? 0 : 4) +
    (input.userId !== null && row.userId === input.userId ? 0 : 2) +
    (row.countryCode === country ? 0 : 1);
  return [...usable].sort((a, b) => rank(a) - rank(b))[0] as DialerPhoneRow;
}

/**
 * The prospect's one thread: the dialog named (it must be the prospect's), else the prospect's
 * dialog with the newest message, else a new one.
 */
async function prospectThread(
  db: Db,
  spaceId: string,
  prospectId: string,
  options: { dialogId?: string | undefined; credentialId: string | null },
): Promise<DialogRow> {
  const ofProspect = and(eq(dialogs.spaceId, spaceId), eq(dialogs.prospectId, prospectId));
  if (options.dialogId) {
    const [named] = isUuid(options.dialogId)
      ? await db
          .select()
          .from(dialogs)
          .where(and(ofProspect, eq(dialogs.id, options.dialogId)))
      : [];
    if (!named) throw new AppError(404, smsMessages.dialogNotFound);
    return named;
  }
  const [existing] = await db
    .select()
    .from(dialogs)
    .where(ofProspect)
    .orderBy(sql`${dialogs.lastMessageAt} desc nulls last`, asc(dialogs.createdAt))
    .limit(1);
  if (existing) return existing;
  // A new thread goes under the sender account named, else the prospect's newest campaign's, so the
  // members who see that account see the thread (one without an account is for admins only).
  const [campaign] = options.credentialId
    ? []
    : await db
        .select({ credentialId: campaignProspects.credentialId })
        .from(campaignProspects)
        .where(and(eq(campaignProspects.spaceId, spaceId), eq(campaignProspects.prospectId, prospectId)))
        .orderBy(desc(campaignProspects.createdAt))
        .limit(1);
  const credentialId = options.credentialId ?? campaign?.credentialId ?? null;
  await db.insert(dialogs).values({ spaceId, credentialId, prospectId }).onConflictDoNothing();
  const [made] = await db.select().from(dialogs).where(ofProspect).orderBy(asc(dialogs.createdAt)).limit(1);
  if (!made) throw new Error('dialog insert returned no row');
  return made;
}

function smsJson(row: MessageRow, prospectId: string, balance: number | null): SmsMessageJson {
  const detail = row.detail as { from?: string; to?: string; sms_status?: SmsStatus; credits?: number };
  return {
    _id: row.id,
    dialog_id: row.dialogId,
    prospect_id: prospectId,
    direction: row.direction,
    channel: 'sms',
    text: row.text,
    from: detail.from ?? '',
    to: detail.to ?? '',
    sms_status: detail.sms_status ?? 'queued',
    credits: detail.credits ?? 0,
    balance,
    sent_at: row.sentAt.toISOString(),
  };
}

export interface SendSms {
  prospectId: string;
  text: string;
  phoneId?: string | undefined;
  dialogId?: string | undefined;
  /** The sender account a new thread is opened under. */
  credentialId: string | null;
  userId: string | null;
  /** A campaign step's execution: its retries charge and store once. */
  stepExecutionId?: string | null;
}

/** The workspace's row of a number it texts, if any. */
async function recipientRow(db: Db, spaceId: string, number: string) {
  const [row] = await db
    .select()
    .from(smsRecipients)
    .where(and(eq(smsRecipients.spaceId, spaceId), eq(smsRecipients.number, number)));
  return row;
}

/** The prospect's phone as E.164; 400 in the spec's words when missing or malformed. */
export function prospectSmsNumber(phone: string | null): string {
  if (!phone?.trim()) throw new AppError(400, smsMessages.noPhone);
  const to = smsNumberOf(phone);
  if (!to) throw new AppError(400, smsMessages.wrongFormat);
  return to;
}

/** Whether the workspace's opt-out list holds the number. */
export async function isOptedOut(db: Db, spaceId: string, number: string): Promise<boolean> {
  return Boolean((await recipientRow(db, spaceId, number))?.optedOutAt);
}

/**
 * POST /sms/messages and the campaign's send SMS step: the checks in order (the prospect, their
 * number, the opt-out list, a number of ours that can text), then in one transaction the credits
 * (category sms; "Not enough credits" when short, and nothing is sent), the carrier and the
 * message in the prospect's thread.
 */
export async function sendSms(
  scope: SpaceScope,
  settings: SmsSettings,
  input: SendSms,
): Promise<SmsMessageJson> {
  const [prospect] = isUuid(input.prospectId)
    ? await scope.db
        .select({ id: prospects.id, phone: prospects.phone })
        .from(prospects)
        .where(and(inSpace(prospects, scope), eq(prospects.id, input.prospectId)))
    : [];
  if (!prospect) throw new AppError(404, smsMessages.prospectNotFound);
  const to = prospectSmsNumber(prospect.phone);
  const known = await recipientRow(scope.db, scope.spaceId, to);
  if (known?.optedOutAt) throw new AppError(409, smsMessages.optedOut);
  const from = await senderPhone(scope, settings, {
    phoneId: input.phoneId,
    userId: input.userId,
    to,
    lastFrom: known?.lastFromNumber ?? null,
  });
  const dialog = await prospectThread(scope.db, scope.spaceId, prospect.id, {
    dialogId: input.dialogId,
    credentialId: input.credentialId,
  });
  const reference = input.stepExecutionId ? `step:${input.stepExecutionId}` : randomUUID();
  const now = scope.clock.now();
  const { stored, balance } = await scope.db.transaction(async (tx) => {
    const debit = await debitCredits(tx, {
      spaceId: scope.spaceId,
      userId: input.userId,
      amount: settings.price,
      category: 'sms',
      idempotencyKey: `sms:${reference}`,
      description: `SMS to ${to}`,
      now,
    });
    const sent = await settings.messaging.send({ from: from.number, to, body: input.text });
    const [row] = await tx
      .insert(messages)
      .values({
        spaceId: scope.spaceId,
        dialogId: dialog.id,
        direction: 'out',
        channel: 'sms',
        kind: 'message',
        text: input.text,
        messageIdHeader: sent.carrierId,
        stepExecutionId: input.stepExecutionId ?? null,
        detail: {
          status: inboxStatusOf(sent.status),
          sms_status: sent.status,
          carrier_id: sent.carrierId,
          from: from.number,
          to,
          phone_id: from.id,
          credits: settings.price,
        },
        sentAt: now,
      })
      .returning();
    if (!row) throw new Error('message insert returned no row');
    await tx
      .insert(smsRecipients)
      .values({ spaceId: scope.spaceId, number: to, prospectId: prospect.id, lastFromNumber: from.number })
      .onConflictDoUpdate({
        target: [smsRecipients.spaceId, smsRecipients.number],
        set: { prospectId: prospect.id, lastFromNumber: from.number, updatedAt: now },
      });
    await tx
      .update(dialogs)
      .set({ isUnread: false, lastMessageAt: now })
      .where(and(eq(dialogs.spaceId, scope.spaceId), eq(dialogs.id, dialog.id)));
    return { stored: row, balance: debit.balance };
  });
  return smsJson(stored, prospect.id, balance);
}

/** The recipients that are the prospect: their phone as E.164, or a number that texted in as them. */
async function prospectRecipients(scope: SpaceScope, prospectId: string) {
  const [prospect] = isUuid(prospectId)
    ? await scope.db
        .select({ id: prospects.id, phone: prospects.phone })
        .from(prospects)
        .where(and(inSpace(prospects, scope), eq(prospects.id, prospectId)))
    : [];
  if (!prospect) throw new AppError(404, smsMessages.prospectNotFound);
  const number = prospect.phone ? smsNumberOf(prospect.phone) : null;
  return number
    ? or(eq(smsRecipients.number, number), eq(smsRecipients.prospectId, prospect.id))
    : eq(smsRecipients.prospectId, prospect.id);
}

/**
 * GET /sms/opt_outs: the numbers that opted out of the workspace's texts, newest first; with a
 * prospect, only theirs (the composer says so before a text is written).
 */
export async function listOptOuts(scope: SpaceScope, prospectId?: string) {
  const ofProspect = prospectId ? await prospectRecipients(scope, prospectId) : undefined;
  const rows = await scope.db
    .select()
    .from(smsRecipients)
    .where(and(inSpace(smsRecipients, scope), isNotNull(smsRecipients.optedOutAt), ofProspect))
    .orderBy(desc(smsRecipients.optedOutAt), asc(smsRecipients.number));
  return rows.map((row) => ({
    number: row.number,
    prospect_id: row.prospectId,
    keyword: row.optKeyword,
    opted_out_at: (row.optedOutAt as Date).toISOString(),
  }));
}

// ---- what comes back from the carrier ----

/** What applying the carrier's events stands on: the engine's dependencies (replies pause campaigns). */
export type SmsEventDeps = EngineDeps;

async function phoneByNumber(db: Db, number: string) {
  const [row] = await db.select().from(dialerPhones).where(eq(dialerPhones.number, number));
  return row;
}

async function applyStatus(deps: SmsEventDeps, event: SmsStatusEvent): Promise<boolean> {
  const phone = await phoneByNumber(deps.db, event.from);
  if (!phone) return false;
  const [row] = await deps.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.spaceId, phone.spaceId),
        eq(messages.messageIdHeader, event.carrierId),
        eq(messages.channel, 'sms'),
      ),
    );
  if (!row) return false;
  const status = inboxStatusOf(event.status);
  await deps.db
    .update(messages)
    .set({
      detail: {
        ...row.detail,
        status,
        sms_status: event.status,
        ...(event.error ? { error: event.error } : {}),
      },
    })
    .where(eq(messages.id, row.id));
  // An open chat turns the text from "Queued" to "Sent" or "Not sent" (the inbox's update_message).
  const [dialog] = await deps.db
    .select({ credentialId: dialogs.credentialId })
    .from(dialogs)
    .where(eq(dialogs.id, row.dialogId));
  const change = { _id: row.id, dialog_id: row.dialogId, status };
  if (dialog?.credentialId)
    deps.realtime.toCredential(dialog.credentialId, serverEvents.updateMessage, change);
  else deps.realtime.toSpace(phone.spaceId, serverEvents.updateMessage, change);
  return true;
}

/** The workspace's prospect whose phone is this number (its digits), oldest first. */
async function prospectByPhone(db: Db, spaceId: string, number: string) {
  const digits = number.replace(/\D/g, '');
  const national = parsePhoneNumberFromString(number)?.nationalNumber ?? digits;
  const [row] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(
      and(
        eq(prospects.spaceId, spaceId),
        isNotNull(prospects.phone),
        sql`regexp_replace(${prospects.phone}, '\\D', '', 'g') in (${digits}, ${national})`,
      ),
    )
    .orderBy(asc(prospects.createdAt))
    .limit(1);
  return row;
}

async function recountUnread(deps: SmsEventDeps, spaceId: string, credentialId: string | null) {
  if (!credentialId) return;
  const unread = await countUnreadDialogs(deps.db, spaceId, credentialId);
  // Tells the credential's room (update_unread_counter).
  await setUnreadCount(
    { db: deps.db, spaceId, clock: deps.clock, realtime: deps.realtime },
    credentialId,
    unread,
  );
}

async function applyInbound(deps: SmsEventDeps, event: InboundSms): Promise<boolean> {
  const phone = await phoneByNumber(deps.db, event.to);
  if (!phone) return false;
  const spaceId = phone.spaceId;
  const from = smsNumberOf(event.from) ?? event.from;
  const [duplicate] = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.spaceId, spaceId), eq(messages.messageIdHeader, event.carrierId)));
  if (duplicate) return false;
  const known = await recipientRow(deps.db, spaceId, from);
  const prospectId = known?.prospectId ?? (await prospectByPhone(deps.db, spaceId, from))?.id ?? null;
  const keyword = keywordOf(event.body);
  const at = event.receivedAt;
  await deps.db
    .insert(smsRecipients)
    .values({
      spaceId,
      number: from,
      prospectId,
      lastFromNumber: phone.number,
      ...(keyword ? { optedOutAt: keyword.kind === 'out' ? at : null, optKeyword: keyword.keyword } : {}),
    })
    .onConflictDoUpdate({
      target: [smsRecipients.spaceId, smsRecipients.number],
      set: {
        prospectId,
        lastFromNumber: phone.number,
        updatedAt: at,
        ...(keyword ? { optedOutAt: keyword.kind === 'out' ? at : null, optKeyword: keyword.keyword } : {}),
      },
    });
  // A text from a number no prospect of the workspace has: the opt-out list keeps it, no thread.
  if (!prospectId) return true;
  const dialog = await prospectThread(deps.db, spaceId, prospectId, { credentialId: null });
  const [stored] = await deps.db
    .insert(messages)
    .values({
      spaceId,
      dialogId: dialog.id,
      direction: 'in',
      channel: 'sms',
      kind: keyword?.kind === 'out' ? 'unsubscribe' : 'reply',
      text: event.body,
      messageIdHeader: event.carrierId,
      detail: {
        status: 'sent',
        sms_status: 'delivered',
        carrier_id: event.carrierId,
        from,
        to: phone.number,
      },
      sentAt: at,
    })
    .returning({ id: messages.id });
  await deps.db.update(dialogs).set({ isUnread: true, lastMessageAt: at }).where(eq(dialogs.id, dialog.id));
  await recountUnread(deps, spaceId, dialog.credentialId);
  // A reply pauses the prospect's campaigns (outreach §4); STOP finishes them, as an unsubscribe does.
  if (keyword?.kind !== 'in')
    await handleInbound(deps, {
      spaceId,
      prospectId,
      credentialId: dialog.credentialId,
      channel: 'sms',
      kind: keyword?.kind === 'out' ? 'unsubscribe' : 'reply',
      at,
      messageId: stored?.id ?? null,
    });
  await deps.events.emit({
    name: 'new_message',
    spaceId,
    prospectId,
    workflowId: null,
    credentialId: dialog.credentialId,
    at,
    data: { text: event.body, channel: 'sms' },
  });
  return true;
}

/** One event of the carrier's, applied; false when it concerns nothing of ours (or was applied before). */
export function applySmsEvent(deps: SmsEventDeps, event: MessagingEvent): Promise<boolean> {
  return event.type === 'status' ? applyStatus(deps, event) : applyInbound(deps, event);
}

/** The sandbox's events due now (deliveries, simulated replies), applied; how many were ours. */
export async function deliverSandboxSms(deps: SmsEventDeps, messaging: MessagingProvider): Promise<number> {
  if (!messaging.takeDue) return 0;
  let applied = 0;
  for (const event of messaging.takeDue(deps.clock.now())) {
    try {
      if (await applySmsEvent(deps, event)) applied += 1;
    } catch (error) {
      deps.logger.warn({ err: error }, 'sandbox SMS event not applied');
    }
  }
  return applied;
}
