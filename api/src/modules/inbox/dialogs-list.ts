import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { credentials, dialogs, messages, prospects } from '../../db/schema';
import type { CredentialAccess } from '../credentials';
import { type DialogsQuery, previewLength } from './inbox.schema';

/**
 * GET /inbox/dialogs' statement, built once per shape (issue 25, db/prepared.ts): the key names
 * what changes its SQL text, and every value is a placeholder `listDialogs` fills.
 */

/** The columns `messageContent` reads. */
export const messageContentColumns = {
  direction: messages.direction,
  channel: messages.channel,
  kind: messages.kind,
  subject: messages.subject,
  text: messages.text,
  sentAt: messages.sentAt,
};

/** The sender's columns a dialog shows. */
export const senderColumns = {
  username: credentials.username,
  firstName: credentials.firstName,
  lastName: credentials.lastName,
};

/** The newest message of a dialog (an id, or the outer query's dialog), its text cut to the preview length. */
export function newestMessage(db: Db, spaceId: string | Placeholder, dialogId: string | typeof dialogs.id) {
  return db
    .select({
      ...messageContentColumns,
      // A name of its own: the list's outer query reads it unqualified.
      text: sql<string>`left(${messages.text}, ${previewLength})`.as('preview_text'),
    })
    .from(messages)
    .where(and(eq(messages.spaceId, spaceId), eq(messages.dialogId, dialogId)))
    .orderBy(desc(messages.sentAt), desc(messages.id))
    .limit(1);
}

/** The credentials a member sees, when not all of them. */
export const seenIds = (access: CredentialAccess): readonly string[] => (access.all ? [] : access.ids);

/** What changes the dialogs list's SQL text: the credentials seen, the filters on, a search. */
export function dialogsListKey(access: CredentialAccess, query: DialogsQuery): string {
  const visible = access.all ? 'all' : `ids${access.ids.length}`;
  const within = query.prospect_id !== undefined ? 'prospect' : 'period';
  const sender = query.credentials_id ? '_sender' : '';
  return `inbox_dialogs_${visible}${sender}_${within}_${query.filter}${query.query ? '_search' : ''}`;
}

/** The dialogs list's conditions, every value a placeholder (`listDialogs` fills them). */
function dialogsListWhere(access: CredentialAccess, query: DialogsQuery): SQL | undefined {
  const spaceId = sql.placeholder('spaceId');
  const inWorkspace = eq(dialogs.spaceId, spaceId);
  const seen = seenIds(access).map((_, index) => sql.placeholder(`credential${index}`));
  const conditions: (SQL | undefined)[] = [
    access.all
      ? inWorkspace
      : seen.length === 0
        ? sql`false`
        : and(inWorkspace, inArray(dialogs.credentialId, seen)),
  ];
  if (query.credentials_id) conditions.push(eq(dialogs.credentialId, sql.placeholder('credentialId')));
  if (query.prospect_id !== undefined) conditions.push(eq(dialogs.prospectId, sql.placeholder('prospectId')));
  else conditions.push(gte(dialogs.lastMessageAt, sql.placeholder('since')));
  const notArchived = eq(dialogs.isArchived, false);
  if (query.filter === 'all') conditions.push(notArchived);
  if (query.filter === 'archived') conditions.push(eq(dialogs.isArchived, true));
  if (query.filter === 'unread') conditions.push(eq(dialogs.isUnread, true), notArchived);
  if (query.filter === 'starred') conditions.push(eq(dialogs.isStarred, true), notArchived);
  if (query.query) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(
        ilike(prospects.fullName, pattern),
        ilike(sql`${prospects.firstName} || ' ' || ${prospects.lastName}`, pattern),
        ilike(prospects.companyName, pattern),
        ilike(prospects.workEmail, pattern),
        ilike(prospects.personalEmail, pattern),
        ilike(prospects.enrichedEmail, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The count of every dialog the list matches. */
export function dialogsCountQuery(db: Db, access: CredentialAccess, query: DialogsQuery, name: string) {
  return db
    .select({ total: count() })
    .from(dialogs)
    .innerJoin(prospects, eq(prospects.id, dialogs.prospectId))
    .where(dialogsListWhere(access, query))
    .prepare(name);
}

/**
 * One round trip (issue 25): the page with the columns the JSON reads, each dialog's newest
 * message (a lateral join on messages_dialog_sent_idx) and the count of every match (a subquery
 * Postgres runs once, as the profiles list does).
 */
export function dialogsListQuery(db: Db, access: CredentialAccess, query: DialogsQuery, name: string) {
  const where = dialogsListWhere(access, query);
  const countAll = db
    .select({ total: count() })
    .from(dialogs)
    .innerJoin(prospects, eq(prospects.id, dialogs.prospectId))
    .where(where);
  const last = newestMessage(db, sql.placeholder('spaceId'), dialogs.id).as('last_message');
  return db
    .select({
      dialog: {
        id: dialogs.id,
        credentialId: dialogs.credentialId,
        isUnread: dialogs.isUnread,
        isStarred: dialogs.isStarred,
        isArchived: dialogs.isArchived,
        lastMessageAt: dialogs.lastMessageAt,
      },
      prospect: {
        id: prospects.id,
        fullName: prospects.fullName,
        firstName: prospects.firstName,
        lastName: prospects.lastName,
        position: prospects.position,
        companyName: prospects.companyName,
        profileUrl: prospects.profileUrl,
        workEmail: prospects.workEmail,
        personalEmail: prospects.personalEmail,
        enrichedEmail: prospects.enrichedEmail,
      },
      credential: senderColumns,
      last: {
        direction: last.direction,
        channel: last.channel,
        kind: last.kind,
        subject: last.subject,
        text: last.text,
        sentAt: last.sentAt,
      },
      total: sql<number>`(${countAll})`.mapWith(Number),
    })
    .from(dialogs)
    .innerJoin(prospects, eq(prospects.id, dialogs.prospectId))
    .leftJoin(credentials, eq(credentials.id, dialogs.credentialId))
    .leftJoinLateral(last, sql`true`)
    .where(where)
    .orderBy(sql`${dialogs.lastMessageAt} desc nulls last`, asc(dialogs.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}
