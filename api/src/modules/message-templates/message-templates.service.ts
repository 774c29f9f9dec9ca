import { channelStepKinds, stepTextErrors, subjectChannels } from '@outreach/core/outreach';
import { and, count, desc, eq, ilike, ne, or, type SQL, sql, getTableColumns } from 'drizzle-orm';
import { type MessageTemplateChannel, type MessageTemplateRow, messageTemplates } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { findInSpace } from '../../platform/space-rows';
import {
  type CreateTemplateInput,
  type ListTemplatesQuery,
  type MessageTemplateJson,
  type MessageTemplatePage,
  maxTemplateNameLength,
  messageTemplateJson,
  templateMessages,
  type UpdateTemplateInput,
} from './message-templates.schema';
import { isUniqueViolation } from '../../db/unique-violation';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Newest change first (the list index: space, channel, updated_at desc); paged by 25. */
export async function listTemplates(
  scope: SpaceScope,
  query: ListTemplatesQuery,
): Promise<MessageTemplatePage> {
  const conditions: (SQL | undefined)[] = [inSpace(messageTemplates, scope)];
  if (query.channel) conditions.push(eq(messageTemplates.channel, query.channel));
  if (query.query) {
    const pattern = `%${escapeLike(query.query)}%`;
    conditions.push(or(ilike(messageTemplates.name, pattern), ilike(messageTemplates.text, pattern)));
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    scope.db
      .select()
      .from(messageTemplates)
      .where(where)
      .orderBy(desc(messageTemplates.updatedAt), desc(messageTemplates.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    scope.db.select({ total: count() }).from(messageTemplates).where(where),
  ]);
  return {
    items: rows.map(messageTemplateJson),
    total: Number(totals[0]?.total ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

export async function findTemplate(scope: SpaceScope, id: string): Promise<MessageTemplateRow> {
  return findInSpace<MessageTemplateRow>(
    scope,
    messageTemplates,
    getTableColumns(messageTemplates),
    id,
    templateMessages.notFound,
  );
}

interface TemplateTexts {
  channel: MessageTemplateChannel;
  subject: string | null;
  text: string;
}

/**
 * The step rules of the channel's step kind (limits, placeholders, messages), with
 * the text always required and the subject required for email only (an InMail
 * template may leave it to the step). The first error is the answer, as
 * `field: message` like every other validation error of the API.
 */
function checkedTexts(input: TemplateTexts): TemplateTexts {
  const hasSubject = subjectChannels.includes(input.channel);
  const subject = hasSubject && input.subject !== null && input.subject.trim() !== '' ? input.subject : null;
  const [error] = stepTextErrors(
    channelStepKinds[input.channel],
    { subject, text: input.text },
    { presence: { text: 'required', subject: input.channel === 'email' ? 'required' : 'optional' } },
  );
  if (error) throw new AppError(400, `${error.field}: ${error.message}`);
  return { channel: input.channel, subject, text: input.text };
}

async function assertNameFree(scope: SpaceScope, name: string, exceptId?: string) {
  const [taken] = await scope.db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(
      and(
        inSpace(messageTemplates, scope),
        sql`lower(${messageTemplates.name}) = lower(${name})`,
        exceptId ? ne(messageTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError(409, templateMessages.duplicateName);
}

/** Two saves of the same name at once: the unique index decides, the loser gets the same 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, templateMessages.duplicateName);
    throw error;
  }
}

async function insertTemplate(
  scope: SpaceScope,
  userId: string,
  name: string,
  texts: TemplateTexts,
): Promise<MessageTemplateJson> {
  const now = scope.clock.now();
  const [row] = await uniqueName(() =>
    scope.db
      .insert(messageTemplates)
      .values({ spaceId: scope.spaceId, name, ...texts, createdBy: userId, createdAt: now, updatedAt: now })
      .returning(),
  );
  if (!row) throw new Error('template not inserted');
  return messageTemplateJson(row);
}

export async function createTemplate(
  scope: SpaceScope,
  userId: string,
  input: CreateTemplateInput,
): Promise<MessageTemplateJson> {
  const texts = checkedTexts({ channel: input.channel, subject: input.subject ?? null, text: input.text });
  await assertNameFree(scope, input.name);
  return insertTemplate(scope, userId, input.name, texts);
}

export async function updateTemplate(
  scope: SpaceScope,
  row: MessageTemplateRow,
  input: UpdateTemplateInput,
): Promise<MessageTemplateJson> {
  const name = input.name ?? row.name;
  // A changed channel is checked with its own rules; a subject it has no use for is dropped.
  const texts = checkedTexts({
    channel: input.channel ?? row.channel,
    subject: input.subject !== undefined ? input.subject : row.subject,
    text: input.text ?? row.text,
  });
  if (name.toLowerCase() !== row.name.toLowerCase()) await assertNameFree(scope, name, row.id);
  const [updated] = await uniqueName(() =>
    scope.db
      .update(messageTemplates)
      .set({ name, ...texts, updatedAt: scope.clock.now() })
      .where(and(inSpace(messageTemplates, scope), eq(messageTemplates.id, row.id)))
      .returning(),
  );
  if (!updated) throw new AppError(404, templateMessages.notFound);
  return messageTemplateJson(updated);
}

export async function deleteTemplate(scope: SpaceScope, row: MessageTemplateRow): Promise<{ _id: string }> {
  await scope.db
    .delete(messageTemplates)
    .where(and(inSpace(messageTemplates, scope), eq(messageTemplates.id, row.id)));
  return { _id: row.id };
}

/** "Name (copy)", then "Name (copy 2)", ...: the first free one, cut to fit the name limit. */
export function copyName(name: string, attempt: number): string {
  const suffix = attempt === 1 ? ' (copy)' : ` (copy ${attempt})`;
  return `${name.slice(0, maxTemplateNameLength - suffix.length).trimEnd()}${suffix}`;
}

export async function duplicateTemplate(
  scope: SpaceScope,
  userId: string,
  row: MessageTemplateRow,
): Promise<MessageTemplateJson> {
  const taken = await scope.db
    .select({ name: sql<string>`lower(${messageTemplates.name})` })
    .from(messageTemplates)
    .where(inSpace(messageTemplates, scope));
  const names = new Set(taken.map((entry) => entry.name));
  let attempt = 1;
  while (names.has(copyName(row.name, attempt).toLowerCase())) attempt += 1;
  return insertTemplate(scope, userId, copyName(row.name, attempt), {
    channel: row.channel,
    subject: row.subject,
    text: row.text,
  });
}
