import { z } from '@hono/zod-openapi';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AutomationSettingsRow, automationSettings, labels } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';

/**
 * /integrations/automation › label settings and base settings (spec outreach §2 lists the
 * sub-pages; what they hold is ours, docs/decisions.md "Automation settings"): which labels'
 * events webhooks and Zapier get, and whether events carry the message text. They apply to both
 * the deliveries (webhook-deliveries.ts enqueueEvent) and Zapier's polling (zapier.service.ts).
 */

/** The events that are about one label (their data has `label_id`). */
const labelEvents: ReadonlySet<string> = new Set(['add_label', 'add_ai_label', 'delete_label']);
/** What "the message text" is in an event's data (email and message events). */
const textFields = ['text', 'subject'] as const;

export const automationSettingsMessages = {
  labelNotFound: 'Label not found',
} as const;

export const AutomationSettingsSchema = z
  .object({
    label_ids: z
      .array(z.string())
      .nullable()
      .openapi({ description: "The labels whose events are sent; null: every label's" }),
    include_message_text: z
      .boolean()
      .openapi({ description: 'Email and message events carry their text and subject' }),
    updated_at: z.string().nullable().openapi({ description: 'Last saved; null: never (the defaults)' }),
  })
  .openapi('AutomationSettings');
export type AutomationSettingsJson = z.infer<typeof AutomationSettingsSchema>;

export const updateAutomationSettingsInput = z
  .object({
    label_ids: z
      .array(z.string({ error: 'label_ids are label ids' }), {
        error: 'label_ids is a list of label ids or null',
      })
      .max(500, 'At most 500 labels')
      .nullable()
      .optional(),
    include_message_text: z.boolean({ error: 'include_message_text is true or false' }).optional(),
  })
  .strict();
export type UpdateAutomationSettingsInput = z.infer<typeof updateAutomationSettingsInput>;

/** The settings as they apply: the defaults when the workspace never saved any. */
export interface AutomationSettings {
  labelIds: string[] | null;
  includeMessageText: boolean;
}

const defaults: AutomationSettings = { labelIds: null, includeMessageText: true };

export async function automationSettingsOf(db: Db, spaceId: string): Promise<AutomationSettings> {
  const [row] = await db.select().from(automationSettings).where(eq(automationSettings.spaceId, spaceId));
  return row ? { labelIds: row.labelIds, includeMessageText: row.includeMessageText } : defaults;
}

/**
 * What an event sends under the settings: null when its label is not among the chosen ones, else
 * its data without the message text when that is off.
 */
export function applyAutomationSettings(
  settings: AutomationSettings,
  event: string,
  data: Record<string, unknown>,
): Record<string, unknown> | null {
  if (labelEvents.has(event) && settings.labelIds !== null) {
    const labelId = typeof data.label_id === 'string' ? data.label_id : null;
    if (!labelId || !settings.labelIds.includes(labelId)) return null;
  }
  if (settings.includeMessageText) return data;
  const kept = { ...data };
  for (const field of textFields) if (field in kept) kept[field] = null;
  return kept;
}

/** The workspace's labels among `ids`, in the order asked (a deleted label drops out). */
async function existingLabels(scope: SpaceScope, ids: readonly string[]): Promise<string[]> {
  const valid = ids.filter((id) => z.uuid().safeParse(id).success);
  if (valid.length === 0) return [];
  const rows = await scope.db
    .select({ id: labels.id })
    .from(labels)
    .where(and(inSpace(labels, scope), inArray(labels.id, valid)));
  const found = new Set(rows.map((row) => row.id));
  return [...new Set(ids)].filter((id) => found.has(id));
}

function settingsJson(
  row: AutomationSettingsRow | undefined,
  labelIds: string[] | null,
): AutomationSettingsJson {
  return {
    label_ids: labelIds,
    include_message_text: row?.includeMessageText ?? true,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /integrations/webhook/settings. */
export async function getAutomationSettings(scope: SpaceScope): Promise<AutomationSettingsJson> {
  const [row] = await scope.db.select().from(automationSettings).where(inSpace(automationSettings, scope));
  return settingsJson(row, row?.labelIds ? await existingLabels(scope, row.labelIds) : null);
}

/** PUT /integrations/webhook/settings: every label id must be one of the workspace's. */
export async function updateAutomationSettings(
  scope: SpaceScope,
  input: UpdateAutomationSettingsInput,
): Promise<AutomationSettingsJson> {
  const current = await automationSettingsOf(scope.db, scope.spaceId);
  let labelIds = current.labelIds;
  if (input.label_ids !== undefined) {
    if (input.label_ids === null) labelIds = null;
    else {
      const found = await existingLabels(scope, input.label_ids);
      if (found.length !== new Set(input.label_ids).size)
        throw new AppError(404, automationSettingsMessages.labelNotFound);
      labelIds = found;
    }
  }
  const values = {
    labelIds,
    includeMessageText: input.include_message_text ?? current.includeMessageText,
    updatedAt: scope.clock.now(),
  };
  const [row] = await scope.db
    .insert(automationSettings)
    .values({ spaceId: scope.spaceId, ...values })
    .onConflictDoUpdate({ target: automationSettings.spaceId, set: values })
    .returning();
  return settingsJson(row, labelIds);
}
