import { and, asc, eq, max, or, sql } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { type LabelRow, labels } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import {
  aiLabelNames,
  type CreateLabelInput,
  type LabelJson,
  labelJson,
  labelMessages,
  type UpdateLabelInput,
} from './labels.schema';
import { isUniqueViolation } from '../../db/unique-violation';

/** Colours of the seeded AI labels, in the order of `aiLabelNames`. */
const aiLabelColours = [
  '#47e671',
  '#f25c54',
  '#f7b801',
  '#7b61ff',
  '#8d99ae',
  '#3a86ff',
  '#d62828',
  '#adb5bd',
];

/** The AI label names exist as ai_generated labels in every workspace (outreach §3); idempotent. */
export async function seedAiLabels(scope: Pick<SpaceScope, 'db' | 'spaceId' | 'clock'>): Promise<void> {
  await scope.db
    .insert(labels)
    .values(
      aiLabelNames.map((name, index) => ({
        spaceId: scope.spaceId,
        name,
        color: aiLabelColours[index] ?? '#adb5bd',
        type: 'ai_generated' as const,
        isShared: true,
        displayOrder: index,
        createdAt: scope.clock.now(),
      })),
    )
    .onConflictDoNothing();
}

/** spec: outreach §3 "shared-with-workspace option": a label not shared is seen by its author only. */
function visibleTo(userId: string) {
  return or(eq(labels.isShared, true), eq(labels.createdBy, userId));
}

export async function listLabels(
  scope: SpaceScope,
  userId: string,
  type?: LabelRow['type'],
): Promise<LabelJson[]> {
  await seedAiLabels(scope);
  const rows = await scope.db
    .select()
    .from(labels)
    .where(and(inSpace(labels, scope), visibleTo(userId), type ? eq(labels.type, type) : undefined))
    .orderBy(asc(labels.type), asc(labels.displayOrder), asc(labels.createdAt));
  return rows.map(labelJson);
}

/**
 * A label of this workspace the user may see, or a 404 (another workspace's label,
 * or a colleague's label not shared with the workspace, is "not found").
 */
export async function findLabel(
  scope: Pick<SpaceScope, 'db' | 'spaceId'>,
  id: string,
  userId: string,
): Promise<LabelRow> {
  if (!isUuid(id)) throw new AppError(404, labelMessages.notFound);
  const [row] = await scope.db
    .select()
    .from(labels)
    .where(and(inSpace(labels, scope), eq(labels.id, id), visibleTo(userId)));
  if (!row) throw new AppError(404, labelMessages.notFound);
  return row;
}

async function assertNameFree(scope: SpaceScope, type: LabelRow['type'], name: string, exceptId?: string) {
  const [taken] = await scope.db
    .select({ id: labels.id })
    .from(labels)
    .where(
      and(
        inSpace(labels, scope),
        eq(labels.type, type),
        sql`lower(${labels.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${labels.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw new AppError(409, labelMessages.nameTaken);
}

export async function createLabel(
  scope: SpaceScope,
  userId: string,
  input: CreateLabelInput,
): Promise<LabelJson> {
  await assertNameFree(scope, input.type, input.name);
  let displayOrder = input.display_order;
  if (displayOrder === undefined) {
    const [last] = await scope.db
      .select({ order: max(labels.displayOrder) })
      .from(labels)
      .where(and(inSpace(labels, scope), eq(labels.type, input.type)));
    displayOrder = (last?.order ?? -1) + 1;
  }
  try {
    const [row] = await scope.db
      .insert(labels)
      .values({
        spaceId: scope.spaceId,
        name: input.name,
        color: input.color,
        type: input.type,
        isShared: input.is_shared,
        createdBy: userId,
        displayOrder,
        createdAt: scope.clock.now(),
      })
      .returning();
    if (!row) throw new Error('label not inserted');
    return labelJson(row);
  } catch (error) {
    // Two concurrent creates of one name: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, labelMessages.nameTaken);
    throw error;
  }
}

export async function updateLabel(
  scope: SpaceScope,
  userId: string,
  id: string,
  input: UpdateLabelInput,
): Promise<LabelJson> {
  const label = await findLabel(scope, id, userId);
  if (label.type === 'ai_generated' && input.name !== undefined && input.name !== label.name) {
    throw new AppError(400, labelMessages.aiLabelFixed);
  }
  if (input.name !== undefined) await assertNameFree(scope, label.type, input.name, label.id);
  try {
    const [row] = await scope.db
      .update(labels)
      .set({
        name: input.name ?? label.name,
        color: input.color ?? label.color,
        isShared: input.is_shared ?? label.isShared,
        displayOrder: input.display_order ?? label.displayOrder,
      })
      .where(and(inSpace(labels, scope), eq(labels.id, label.id)))
      .returning();
    if (!row) throw new AppError(404, labelMessages.notFound);
    return labelJson(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, labelMessages.nameTaken);
    throw error;
  }
}

/** Deleting a label takes it off every prospect (the foreign key cascades). */
export async function deleteLabel(scope: SpaceScope, userId: string, id: string): Promise<{ _id: string }> {
  const label = await findLabel(scope, id, userId);
  if (label.type === 'ai_generated') throw new AppError(400, labelMessages.aiLabelFixed);
  await scope.db.delete(labels).where(and(inSpace(labels, scope), eq(labels.id, label.id)));
  return { _id: label.id };
}
