import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { labels, prospectLabels, prospects } from '../../db/schema';
import type { OutreachEvents } from '../../platform/outreach-events';
import { AppError } from '../../errors';
import { labelMessages } from './labels.schema';

export interface LabelingDeps {
  db: Db;
  clock: Clock;
  events: OutreachEvents;
}

export interface LabelingTarget {
  spaceId: string;
  prospectId: string;
  labelId: string;
  /** The campaign and sender behind an `add_label` step, for the event. */
  workflowId?: string | null;
  credentialId?: string | null;
}

async function loadPair(db: Db, target: LabelingTarget) {
  if (!isUuid(target.labelId)) throw new AppError(404, labelMessages.notFound);
  const [label] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.spaceId, target.spaceId), eq(labels.id, target.labelId)));
  if (!label) throw new AppError(404, labelMessages.notFound);
  const [prospect] = isUuid(target.prospectId)
    ? await db
        .select({ id: prospects.id })
        .from(prospects)
        .where(and(eq(prospects.spaceId, target.spaceId), eq(prospects.id, target.prospectId)))
    : [];
  if (!prospect) throw new AppError(404, 'Prospect not found');
  return label;
}

/**
 * Puts a label on a prospect (by hand or by the `add_label` step) and emits
 * `add_label` (`add_ai_label` for an AI label). Both must belong to the
 * workspace. Returns false when the prospect had it already (no event then).
 */
export async function addProspectLabel(deps: LabelingDeps, target: LabelingTarget): Promise<boolean> {
  const label = await loadPair(deps.db, target);
  const inserted = await deps.db
    .insert(prospectLabels)
    .values({
      spaceId: target.spaceId,
      prospectId: target.prospectId,
      labelId: label.id,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning({ labelId: prospectLabels.labelId });
  if (inserted.length === 0) return false;
  await deps.events.emit({
    name: label.type === 'ai_generated' ? 'add_ai_label' : 'add_label',
    spaceId: target.spaceId,
    prospectId: target.prospectId,
    workflowId: target.workflowId ?? null,
    credentialId: target.credentialId ?? null,
    at: deps.clock.now(),
    data: { label_id: label.id, label_name: label.name, label_color: label.color },
  });
  return true;
}

/** Takes a label off a prospect and emits `delete_label`; false when it was not on. */
export async function removeProspectLabel(deps: LabelingDeps, target: LabelingTarget): Promise<boolean> {
  const label = await loadPair(deps.db, target);
  const removed = await deps.db
    .delete(prospectLabels)
    .where(
      and(
        eq(prospectLabels.spaceId, target.spaceId),
        eq(prospectLabels.prospectId, target.prospectId),
        eq(prospectLabels.labelId, label.id),
      ),
    )
    .returning({ labelId: prospectLabels.labelId });
  if (removed.length === 0) return false;
  await deps.events.emit({
    name: 'delete_label',
    spaceId: target.spaceId,
    prospectId: target.prospectId,
    workflowId: null,
    credentialId: null,
    at: deps.clock.now(),
    data: { label_id: label.id, label_name: label.name },
  });
  return true;
}
