import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { type AutoLabelRuleRow, autoLabelRules, type LabelRow, labels } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import {
  type AutoLabelRuleJson,
  autoLabelMessages,
  type CreateAutoLabelRuleInput,
  type UpdateAutoLabelRuleInput,
} from './auto-labels.schema';
import { findLabel, seedAiLabels } from './labels.service';

type RuleWithLabel = { rule: AutoLabelRuleRow; label: LabelRow };

function ruleJson({ rule, label }: RuleWithLabel): AutoLabelRuleJson {
  return {
    _id: rule.id,
    kind: rule.kind,
    phrases: rule.phrases,
    is_active: rule.isActive,
    label: { _id: label.id, name: label.name, color: label.color, type: label.type },
    created_at: rule.createdAt.toISOString(),
    updated_at: rule.updatedAt.toISOString(),
  };
}

function selectRules(scope: Pick<SpaceScope, 'db' | 'spaceId'>) {
  return scope.db
    .select({ rule: autoLabelRules, label: labels })
    .from(autoLabelRules)
    .innerJoin(labels, eq(labels.id, autoLabelRules.labelId));
}

/** GET /labels/auto_rules: the workspace's rules, AI ones first, in label order. */
export async function listAutoLabelRules(scope: SpaceScope): Promise<AutoLabelRuleJson[]> {
  const rows = await selectRules(scope)
    .where(inSpace(autoLabelRules, scope))
    .orderBy(asc(autoLabelRules.kind), asc(labels.displayOrder), asc(autoLabelRules.createdAt));
  return rows.map(ruleJson);
}

async function findRule(scope: SpaceScope, id: string): Promise<RuleWithLabel> {
  if (!isUuid(id)) throw new AppError(404, autoLabelMessages.notFound);
  const [row] = await selectRules(scope).where(
    and(inSpace(autoLabelRules, scope), eq(autoLabelRules.id, id)),
  );
  if (!row) throw new AppError(404, autoLabelMessages.notFound);
  return row;
}

/**
 * A rule on a label the member sees (another workspace's label is "Label not found"); an `ai`
 * rule only on an AI label, since the classifier answers with AI label names. One rule per
 * label and kind (the unique index decides between two concurrent creates).
 */
export async function createAutoLabelRule(
  scope: SpaceScope,
  userId: string,
  input: CreateAutoLabelRuleInput,
): Promise<AutoLabelRuleJson> {
  await seedAiLabels(scope);
  const label = await findLabel(scope, input.label_id, userId);
  if (input.kind === 'ai' && label.type !== 'ai_generated') {
    throw new AppError(400, autoLabelMessages.aiNeedsAiLabel);
  }
  const now = scope.clock.now();
  try {
    const [rule] = await scope.db
      .insert(autoLabelRules)
      .values({
        spaceId: scope.spaceId,
        labelId: label.id,
        kind: input.kind,
        phrases: input.kind === 'keywords' ? (input.phrases ?? []) : [],
        isActive: input.is_active,
        createdBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!rule) throw new Error('auto-label rule not inserted');
    return ruleJson({ rule, label });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, autoLabelMessages.ruleTaken);
    throw error;
  }
}

export async function updateAutoLabelRule(
  scope: SpaceScope,
  id: string,
  input: UpdateAutoLabelRuleInput,
): Promise<AutoLabelRuleJson> {
  const { rule, label } = await findRule(scope, id);
  if (input.phrases !== undefined) {
    if (rule.kind === 'ai' && input.phrases.length > 0) {
      throw new AppError(400, autoLabelMessages.phrasesOnlyForKeywords);
    }
    if (rule.kind === 'keywords' && input.phrases.length === 0) {
      throw new AppError(400, autoLabelMessages.phrasesRequired);
    }
  }
  const [updated] = await scope.db
    .update(autoLabelRules)
    .set({
      phrases: input.phrases ?? rule.phrases,
      isActive: input.is_active ?? rule.isActive,
      updatedAt: scope.clock.now(),
    })
    .where(and(inSpace(autoLabelRules, scope), eq(autoLabelRules.id, rule.id)))
    .returning();
  if (!updated) throw new AppError(404, autoLabelMessages.notFound);
  return ruleJson({ rule: updated, label });
}

export async function deleteAutoLabelRule(scope: SpaceScope, id: string): Promise<{ _id: string }> {
  const { rule } = await findRule(scope, id);
  await scope.db
    .delete(autoLabelRules)
    .where(and(inSpace(autoLabelRules, scope), eq(autoLabelRules.id, rule.id)));
  return { _id: rule.id };
}
