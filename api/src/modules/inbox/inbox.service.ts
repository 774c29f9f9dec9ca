import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { preparedQuery } from '../../db/prepared';
import {
  dialogsCountQuery,
  dialogsListKey,
  dialogsListQuery,
  newestMessage,
  seenIds,
  senderColumns,
} from './dialogs-list';

export { messageContentColumns } from './dialogs-list';
import {
  credentials,
  type DialogRow,
  dialogs,
  type MessageRow,
  messages,
  type ProspectRow,
  prospects,
} from '../../db/schema';
import { recipientOf, sendingIntegration } from '../integrations';
import { AppError } from '../../errors';
import { bodyParts, withSignature } from '../../providers/outreach-email/compose';
import { emailKeys, openServer } from '../../providers/outreach-email/email-secrets';
import {
  classifySendError,
  messageIdFor,
  sendEmail,
  sharedTransports,
  type TransportCache,
} from '../../providers/outreach-email/sender';
import { signatureContent } from '../../providers/outreach-email/signature';
import { suppressionOf } from '../../providers/outreach-email/suppressions';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { enqueueTask } from '../automation';
import { canSee, type CredentialAccess } from '../credentials';
import { credentialMessages } from '../credentials';
import { setUnreadCount } from '../credentials';
import { countUnreadDialogs } from '../credentials';
import {
  type DialogJson,
  type DialogPage,
  type DialogsQuery,
  inboxMessages,
  maxInboxQueryLength,
  type MessageJson,
  type MessagePage,
  type MessageStatus,
  type MessagesQuery,
  periodStart,
  type SendMessageInput,
  type UpdateDialogInput,
} from './inbox.schema';
import { disconnectRefusedMailbox, MailboxSignInRefused } from '../../providers/outreach-email/oauth-mailbox';
import { callSummaryOf } from './call-entry';

/** What sending email needs beyond the workspace (the app's `email` options). */
export interface InboxMailOptions {
  credentialsKey?: string;
  mailServersAllowPrivate: boolean;
  transports?: TransportCache;
}

/** A worker sees a dialog only through a credential they may see (spec platform §6); admins see all. */
function visibleDialogs(scope: SpaceScope, access: CredentialAccess): SQL | undefined {
  if (access.all) return inSpace(dialogs, scope);
  if (access.ids.length === 0) return sql`false`;
  return and(inSpace(dialogs, scope), inArray(dialogs.credentialId, [...access.ids]));
}

/** `%` and `_` in what the user typed match themselves. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function statusOf(row: Pick<MessageRow, 'detail'>): MessageStatus {
  const status = row.detail.status;
  return status === 'queued' || status === 'failed' ? status : 'sent';
}

/** What a message says and when: the inbox's messages, a dialog's last one and a prospect's history. */
export function messageContent(
  row: Pick<MessageRow, 'direction' | 'channel' | 'kind' | 'subject' | 'text' | 'sentAt'>,
) {
  return {
    direction: row.direction,
    channel: row.channel,
    kind: row.kind,
    subject: row.subject,
    text: row.text,
    sent_at: row.sentAt.toISOString(),
  };
}

export function messageJson(row: MessageRow): MessageJson {
  return { _id: row.id, ...messageContent(row), status: statusOf(row), call: callSummaryOf(row) };
}

const dialogColumns = {
  dialog: dialogs,
  prospect: prospects,
  credential: senderColumns,
};

export type DialogJoined = {
  dialog: DialogRow;
  prospect: ProspectRow;
  credential: { username: string; firstName: string; lastName: string } | null;
};

type LastMessage = NonNullable<DialogJson['last_message']>;

/** What dialogJson reads of a dialog, its prospect and its sender (the list selects just these). */
type ListedDialog = {
  dialog: Pick<DialogRow, 'id' | 'credentialId' | 'isUnread' | 'isStarred' | 'isArchived' | 'lastMessageAt'>;
  prospect: Pick<
    ProspectRow,
    | 'id'
    | 'fullName'
    | 'firstName'
    | 'lastName'
    | 'position'
    | 'companyName'
    | 'profileUrl'
    | 'workEmail'
    | 'personalEmail'
    | 'enrichedEmail'
  >;
  credential: DialogJoined['credential'];
};

function dialogJson(row: ListedDialog, last: LastMessage | null): DialogJson {
  const { dialog, prospect, credential } = row;
  return {
    _id: dialog.id,
    credential_id: dialog.credentialId,
    credential_name: credential
      ? `${credential.firstName} ${credential.lastName}`.trim() || credential.username
      : null,
    prospect: {
      _id: prospect.id,
      full_name: prospect.fullName,
      first_name: prospect.firstName,
      last_name: prospect.lastName,
      position: prospect.position,
      company_name: prospect.companyName,
      profile_url: prospect.profileUrl,
      email: prospect.workEmail || prospect.personalEmail || prospect.enrichedEmail || null,
    },
    is_unread: dialog.isUnread,
    is_starred: dialog.isStarred,
    is_archived: dialog.isArchived,
    last_message_at: dialog.lastMessageAt?.toISOString() ?? null,
    last_message: last,
  };
}

function selectDialogs(scope: SpaceScope, where: SQL | undefined) {
  return scope.db
    .select(dialogColumns)
    .from(dialogs)
    .innerJoin(prospects, eq(prospects.id, dialogs.prospectId))
    .leftJoin(credentials, eq(credentials.id, dialogs.credentialId))
    .where(where);
}

/** The credential a list names must be one the member sees ("Credentials not found" otherwise). */
function assertNamedCredential(access: CredentialAccess, credentialId: string) {
  if (!isUuid(credentialId) || !canSee(access, credentialId)) {
    throw new AppError(404, credentialMessages.notFound);
  }
}

/**
 * GET /inbox/dialogs: newest last message first (no message yet last, then by id).
 * `period` is ignored for one prospect's dialogs (the prospect page shows them all).
 */
export async function listDialogs(
  scope: SpaceScope,
  access: CredentialAccess,
  query: DialogsQuery,
): Promise<DialogPage> {
  if (query.query && query.query.length > maxInboxQueryLength)
    throw new AppError(400, inboxMessages.tooLongRequest);
  if (query.credentials_id) assertNamedCredential(access, query.credentials_id);
  if (query.credentials_id) {
    const [known] = await scope.db
      .select({ id: credentials.id })
      .from(credentials)
      .where(and(inSpace(credentials, scope), eq(credentials.id, query.credentials_id)));
    if (!known) throw new AppError(404, credentialMessages.notFound);
  }
  if (query.prospect_id !== undefined && !isUuid(query.prospect_id))
    return { items: [], total: 0, offset: query.offset, limit: query.limit };
  // Built once per shape, run with the values (issue 25): drizzle building this statement cost
  // more CPU than running it.
  const key = dialogsListKey(access, query);
  const values = {
    spaceId: scope.spaceId,
    ...Object.fromEntries(seenIds(access).map((id, index) => [`credential${index}`, id])),
    credentialId: query.credentials_id,
    prospectId: query.prospect_id,
    since: periodStart(query.period, scope.clock.now()).toISOString(),
    pattern: query.query ? containing(query.query) : undefined,
    limit: query.limit,
    offset: query.offset,
  };
  const rows = await preparedQuery(scope.db, key, (db) => dialogsListQuery(db, access, query, key)).execute(
    values,
  );
  // A window past the last match has no row to carry the count: ask for it alone.
  const countKey = `${key}_count`;
  const total =
    rows[0]?.total ??
    (query.offset === 0
      ? 0
      : Number(
          (
            await preparedQuery(scope.db, countKey, (db) =>
              dialogsCountQuery(db, access, query, countKey),
            ).execute(values)
          )[0]?.total ?? 0,
        ));
  return {
    items: rows.map((row) => dialogJson(row, row.last ? messageContent(row.last) : null)),
    total,
    offset: query.offset,
    limit: query.limit,
  };
}

/** A dialog of the workspace, whoever asks (the scheduled-send job has no member); undefined when gone. */
export async function dialogInSpace(scope: SpaceScope, dialogId: string): Promise<DialogJoined | undefined> {
  const [row] = await selectDialogs(scope, and(inSpace(dialogs, scope), eq(dialogs.id, dialogId)));
  return row;
}

/** A dialog of the workspace on a credential the member sees; "Dialog not found" otherwise (a bad id too). */
export async function findDialog(
  scope: SpaceScope,
  access: CredentialAccess,
  dialogId: string,
): Promise<DialogJoined> {
  if (!isUuid(dialogId)) throw new AppError(404, inboxMessages.dialogNotFound);
  const [row] = await selectDialogs(scope, and(visibleDialogs(scope, access), eq(dialogs.id, dialogId)));
  if (!row) throw new AppError(404, inboxMessages.dialogNotFound);
  return row;
}

async function dialogJsonOf(scope: SpaceScope, access: CredentialAccess, dialogId: string) {
  const row = await findDialog(scope, access, dialogId);
  const [last] = await newestMessage(scope.db, scope.spaceId, dialogId);
  return dialogJson(row, last ? messageContent(last) : null);
}

/** GET /inbox/dialogs/{id}/messages: the `limit` newest messages sent before `before`, oldest first. */
export async function listMessages(
  scope: SpaceScope,
  dialog: DialogRow,
  query: MessagesQuery,
): Promise<MessagePage> {
  // Without `before`, everything up to now, a message stored this very instant included.
  const before = query.before ? lt(messages.sentAt, new Date(query.before)) : undefined;
  const rows = await scope.db
    .select()
    .from(messages)
    .where(and(inSpace(messages, scope), eq(messages.dialogId, dialog.id), before))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  return { items: page.map(messageJson), has_more: rows.length > query.limit };
}

/**
 * A credential's unread count is its unread dialogs that are not archived; stored
 * with setUnreadCount, which tells the credential's room (update_unread_counter).
 */
export async function recountUnread(scope: SpaceScope, credentialId: string | null): Promise<void> {
  if (!credentialId) return;
  await setUnreadCount(scope, credentialId, await countUnreadDialogs(scope.db, scope.spaceId, credentialId));
}

/** PATCH /inbox/dialogs/{id}: recounts only when the unread count can change (read state or archive moved). */
export async function updateDialog(
  scope: SpaceScope,
  access: CredentialAccess,
  dialog: DialogRow,
  input: UpdateDialogInput,
): Promise<DialogJson> {
  const [updated] = await scope.db
    .update(dialogs)
    .set({
      ...(input.is_unread !== undefined ? { isUnread: input.is_unread } : {}),
      ...(input.is_starred !== undefined ? { isStarred: input.is_starred } : {}),
      ...(input.is_archived !== undefined ? { isArchived: input.is_archived } : {}),
    })
    .where(and(inSpace(dialogs, scope), eq(dialogs.id, dialog.id)))
    .returning();
  if (!updated) throw new AppError(404, inboxMessages.dialogNotFound);
  const countChanged =
    updated.isUnread !== dialog.isUnread || (updated.isUnread && updated.isArchived !== dialog.isArchived);
  if (countChanged) await recountUnread(scope, updated.credentialId);
  return dialogJsonOf(scope, access, dialog.id);
}

async function latestWith(scope: SpaceScope, dialogId: string, condition: SQL | undefined) {
  const [row] = await scope.db
    .select()
    .from(messages)
    .where(and(inSpace(messages, scope), eq(messages.dialogId, dialogId), condition))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(1);
  return row;
}

/** The dialog's emails, oldest first: the thread a reply answers (its subject and References). */
async function emailThread(scope: SpaceScope, dialogId: string) {
  return scope.db
    .select({
      subject: messages.subject,
      messageIdHeader: messages.messageIdHeader,
      inReplyTo: messages.inReplyTo,
    })
    .from(messages)
    .where(and(inSpace(messages, scope), eq(messages.dialogId, dialogId), eq(messages.channel, 'email')))
    .orderBy(asc(messages.sentAt), asc(messages.id));
}

/**
 * "Re: " + the subject of the thread's FIRST email that has one (not an auto-reply's or a later
 * "Re: Re:"), never "Re: Re:".
 */
export function replySubjectOf(thread: { subject: string | null }[]): string | null {
  for (const message of thread) {
    const subject = message.subject?.trim().replace(/^(re:\s*)+/i, '');
    if (subject) return `Re: ${subject}`;
  }
  return null;
}

/**
 * The References of a reply: every Message-ID of the thread in order (each message's In-Reply-To
 * before its own id, so a parent we never stored still counts), once each.
 */
export function referencesOf(thread: { messageIdHeader: string | null; inReplyTo: string | null }[]) {
  const ids: string[] = [];
  for (const message of thread) {
    for (const id of [message.inReplyTo, message.messageIdHeader]) {
      if (id && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}

async function sendEmailReply(
  scope: SpaceScope,
  row: DialogJoined,
  input: SendMessageInput,
  mail: InboxMailOptions,
): Promise<MessageRow> {
  const { dialog, prospect } = row;
  const to = recipientOf(prospect, null);
  if (!to) throw new AppError(400, inboxMessages.noEmail);
  const integration = await sendingIntegration(scope.db, scope.spaceId, null, dialog.credentialId);
  if (!integration?.smtp || !integration.email) throw new AppError(400, inboxMessages.noMailbox);
  if (await suppressionOf(scope.db, scope.spaceId, to)) throw new AppError(400, inboxMessages.suppressed);
  const thread = await emailThread(scope, dialog.id);
  const subject = input.subject || replySubjectOf(thread);
  if (!subject) throw new AppError(400, inboxMessages.subjectRequired);

  // Threading: the latest incoming email is what this answers.
  const incoming = await latestWith(
    scope,
    dialog.id,
    // Email only: an SMS keeps its carrier's id there, a call entry `call:<id>`.
    and(eq(messages.channel, 'email'), eq(messages.direction, 'in'), isNotNull(messages.messageIdHeader)),
  );
  const inReplyTo = incoming?.messageIdHeader ?? null;
  const references = referencesOf(thread);

  // The sender's default signature, as the send_email step adds it.
  const body = withSignature(
    bodyParts(input.text),
    await signatureContent(scope.db, scope.spaceId, dialog.credentialId, null),
  );
  const messageId = messageIdFor(`inbox:${randomUUID()}`, integration.email);
  const keys = await emailKeys(scope.db, mail.credentialsKey);
  const transports = mail.transports ?? sharedTransports;
  let response: string;
  try {
    const transport = await transports.checked(
      integration.id,
      integration.updatedAt.toISOString(),
      openServer(keys.secrets, integration.smtp),
      mail.mailServersAllowPrivate,
    );
    ({ response } = await sendEmail(transport, {
      from: { name: integration.fromName ?? '', address: integration.email },
      to,
      subject,
      text: body.text,
      html: body.html,
      messageId,
      inReplyTo,
      references,
    }));
  } catch (error) {
    // Google or Microsoft refused the mailbox's refresh token: disconnected until connected again,
    // as the test send, the executor and the poller do.
    if (error instanceof MailboxSignInRefused)
      await disconnectRefusedMailbox(scope, integration.id, error.message);
    // pinMailServer's refusal (a private or unresolvable server) is a 400 already.
    if (error instanceof AppError) throw error;
    // The mail server's refusal is the user's to act on (issue 26 item 26): a 400 in plain words,
    // as the test email says it (send-test.handlers.ts), never a 502.
    const { host, port, secure } = integration.smtp;
    throw new AppError(400, classifySendError(error, { host, port, secure }).reason);
  }
  const [stored] = await scope.db
    .insert(messages)
    .values({
      spaceId: scope.spaceId,
      dialogId: dialog.id,
      direction: 'out',
      channel: 'email',
      kind: 'message',
      subject,
      text: body.text,
      messageIdHeader: messageId,
      inReplyTo,
      detail: { status: 'sent', to, integration_id: integration.id, references, response },
      sentAt: scope.clock.now(),
    })
    .returning();
  if (!stored) throw new Error('message insert returned no row');
  return stored;
}

/** A social message goes to the account's worker as a send_message task; the row waits as `queued`. */
async function queueSocialReply(scope: SpaceScope, row: DialogJoined, input: SendMessageInput) {
  const { dialog, prospect } = row;
  const credentialId = dialog.credentialId;
  if (!credentialId) throw new AppError(400, inboxMessages.noAccount);
  const [account] = await scope.db
    .select({ automationType: credentials.automationType })
    .from(credentials)
    .where(and(inSpace(credentials, scope), eq(credentials.id, credentialId)));
  if (account?.automationType === 'extension') throw new AppError(400, inboxMessages.cloudOnly);
  const now = scope.clock.now();
  // One transaction: a worker never claims a task whose message row is not there yet.
  return scope.db.transaction(async (tx) => {
    const task = await enqueueTask(tx, {
      spaceId: scope.spaceId,
      credentialId,
      stepExecutionId: null,
      workflowId: null,
      prospectId: prospect.id,
      kind: 'send_message',
      payload: {
        profile_url: prospect.profileUrl,
        prospect_name: prospect.fullName || `${prospect.firstName} ${prospect.lastName}`.trim(),
        text: input.text,
      },
      now,
    });
    const [stored] = await tx
      .insert(messages)
      .values({
        spaceId: scope.spaceId,
        dialogId: dialog.id,
        direction: 'out',
        channel: 'social',
        kind: 'message',
        subject: null,
        text: input.text,
        detail: { status: 'queued', task_id: task.id },
        sentAt: now,
      })
      .returning();
    if (!stored) throw new Error('message insert returned no row');
    return stored;
  });
}

/** POST /inbox/dialogs/{id}/messages: the answer goes out (or is queued); the dialog is read. */
export async function sendMessage(
  scope: SpaceScope,
  row: DialogJoined,
  input: SendMessageInput,
  mail: InboxMailOptions,
): Promise<MessageJson> {
  if (!row.dialog.credentialId) throw new AppError(400, inboxMessages.noAccount);
  const stored =
    input.channel === 'email'
      ? await sendEmailReply(scope, row, input, mail)
      : await queueSocialReply(scope, row, input);
  await scope.db
    .update(dialogs)
    .set({ isUnread: false, lastMessageAt: stored.sentAt })
    .where(and(inSpace(dialogs, scope), eq(dialogs.id, row.dialog.id)));
  await recountUnread(scope, row.dialog.credentialId);
  return messageJson(stored);
}
