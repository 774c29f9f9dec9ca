import {
  campaignEditorPath,
  lockedStepFeature,
  type StartRefusalFields,
  type StepKind,
  startFixPaths,
  startRefusedCode,
  stepKindInfo,
} from '@outreach/core/outreach';
import { featureLockedCode } from '@outreach/core/billing';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  credentials,
  integrations,
  type WorkflowRow,
  type WorkflowStepRow,
  workflowCredentials,
} from '../../db/schema';
import { AppError } from '../../errors';
import { lockedMessage, lowestTierWith, type PlanSpace, planOfSpace } from '../../platform/entitlements';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { listSmsNumbers, prospectSmsNumber, type SmsSettings, smsMessages } from '../sms';
import { liveSteps } from './workflow-steps';

/**
 * Before a start (outreach §4, §8; issue 26 items 3 and 6): what refuses a campaign's start, each
 * refusal naming the step at fault (number and kind) and the page of its fix, so the pages show
 * both (core outreach/start-refusals.ts). The plan's step rule is core's `lockedStepFeature`, the
 * one the builders' palettes lock steps with: what the builder offers, a start accepts.
 */

/** spec: outreach §8 where it names the message. */
export const startMessages = {
  noSteps: 'Add at least one step before starting the campaign',
  noSocialAccount: 'Please, add social account first',
  noIntegration: 'You need to add integration',
  restoreFirst: 'Restore the campaign first',
} as const;

/** "Step 2 (send email)": the step in words, for the API's text (the pages show the kind translated). */
export function stepInWords(step: Pick<WorkflowStepRow, 'number' | 'kind'>): string {
  return `Step ${step.number} (${step.kind.replaceAll('_', ' ')})`;
}

/** A start refused (400 `start_refused`), about `step` when there is one, with the fix's path. */
export function startRefused(
  message: string,
  fix: string,
  step?: Pick<WorkflowStepRow, 'number' | 'kind'>,
  status: 400 | 402 = 400,
  extra: Record<string, string> = {},
): AppError {
  const fields: StartRefusalFields = step
    ? { step_number: step.number, step_kind: step.kind as StepKind, fix }
    : { fix };
  return new AppError(status, step ? `${stepInWords(step)}: ${message}` : message, undefined, {
    code: startRefusedCode,
    ...fields,
    ...extra,
  });
}

/** The first step the plan does not allow: 402 `feature_locked` naming the step, the flag and its tier. */
async function assertStepsInPlan(db: Db, space: PlanSpace, steps: readonly WorkflowStepRow[]) {
  const plan = await planOfSpace(db, space);
  for (const step of steps) {
    const flag = lockedStepFeature(
      { kind: step.kind as StepKind, is_ai_message: step.isAiMessage },
      plan.features,
    );
    if (!flag) continue;
    const tier = await lowestTierWith(db, space.brand, flag);
    throw startRefused(lockedMessage(flag, tier), startFixPaths.plans, step, 402, {
      code: featureLockedCode,
      feature: flag,
      tier,
    });
  }
}

/** The campaign's senders that can run steps (the ones activateCampaign hands prospects to). */
async function usableSenders(db: Db, scope: SpaceScope, workflowId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workflowCredentials)
    .innerJoin(credentials, eq(credentials.id, workflowCredentials.credentialId))
    .where(
      and(
        eq(workflowCredentials.workflowId, workflowId),
        inSpace(credentials, scope),
        eq(credentials.status, 'active'),
      ),
    );
  return row?.n ?? 0;
}

async function workspaceHasAccounts(db: Db, scope: SpaceScope): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(credentials).where(inSpace(credentials, scope));
  return (row?.n ?? 0) > 0;
}

/**
 * Each email step's mailbox (config.integration_id) must be a connected integration of this
 * workspace: none chosen is fixed in the editor, a missing or failed one on the integrations page.
 */
async function assertMailboxes(db: Db, scope: SpaceScope, row: WorkflowRow, steps: WorkflowStepRow[]) {
  const emailSteps = steps.filter((step) => step.kind === 'send_email');
  const chosen = (step: WorkflowStepRow) => {
    const id = step.config.integration_id;
    return typeof id === 'string' && isUuid(id) ? id : null;
  };
  const ids = [...new Set(emailSteps.map(chosen).filter((id): id is string => id !== null))];
  const connected = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: integrations.id })
            .from(integrations)
            .where(
              and(
                inSpace(integrations, scope),
                eq(integrations.status, 'connected'),
                inArray(integrations.id, ids),
              ),
            )
        ).map((found) => found.id),
  );
  for (const step of emailSteps) {
    const id = chosen(step);
    if (id && connected.has(id)) continue;
    const fix = id ? startFixPaths.integrations : campaignEditorPath(row.id, row.sequenceType);
    throw startRefused(startMessages.noIntegration, fix, step);
  }
}

/** The number a send SMS step names (config.from_number) in E.164, '' for none, null for one that is no number. */
function smsStepNumber(step: WorkflowStepRow): string | null {
  const named = typeof step.config.from_number === 'string' ? step.config.from_number.trim() : '';
  if (!named) return '';
  try {
    return prospectSmsNumber(named);
  } catch {
    return null;
  }
}

/**
 * Each send SMS step needs a number of this workspace that can text now (issue 27), else every
 * prospect's text would fail at its turn: first any (refused on the first SMS step), then the one
 * each step names. None that can text is fixed on the phone numbers page (bought, its charge
 * paid), except the spec's "SMS unavailable" (a US number a carrier wants registered), whose words
 * say to remove SMS steps: the editor; a named number the workspace has not (with SMS), in the editor.
 */
async function assertSmsNumbers(
  db: Db,
  scope: SpaceScope,
  row: WorkflowRow,
  steps: WorkflowStepRow[],
  sms: SmsSettings,
) {
  const smsSteps = steps.filter((step) => step.kind === 'send_sms');
  if (smsSteps.length === 0) return;
  const numbers = await listSmsNumbers({ ...scope, db }, sms, null);
  const editor = campaignEditorPath(row.id, row.sequenceType);
  // "SMS unavailable" says to remove SMS steps: its fix is the editor; the other reasons' the numbers page.
  const fixOf = (reason: string) =>
    reason === smsMessages.unavailable ? editor : startFixPaths.phoneNumbers;
  const [first] = smsSteps;
  if (first && !numbers.some((number) => number.available)) {
    // Why the numbers there are can not text ("SMS unavailable" first), else that there is none.
    const reasons = numbers.map((number) => number.reason).filter((reason) => reason !== null);
    const reason = reasons.includes(smsMessages.unavailable) ? smsMessages.unavailable : reasons[0];
    throw startRefused(
      reason ?? smsMessages.noSmsNumber,
      reason ? fixOf(reason) : startFixPaths.phoneNumbers,
      first,
    );
  }
  for (const step of smsSteps) {
    const named = smsStepNumber(step);
    if (named === '') continue;
    const found = numbers.find((number) => number.number === named);
    if (!found) throw startRefused(smsMessages.phoneNotFound, editor, step);
    if (!found.available) {
      const reason = found.reason ?? smsMessages.unavailable;
      throw startRefused(reason, fixOf(reason), step);
    }
  }
}

/**
 * Refuses a start: no step (fix in the editor); a step the plan lacks (402, fix: the plans); a
 * social step without a usable sender (fix: the campaign's senders, or the add-account flow when
 * the workspace has no account); an email step without a connected mailbox; an SMS step without
 * a number that can text.
 */
export async function assertStartable(
  db: Db,
  scope: SpaceScope,
  space: PlanSpace,
  row: WorkflowRow,
  sms: SmsSettings,
): Promise<void> {
  const steps = await liveSteps(db, row.id);
  const editor = campaignEditorPath(row.id, row.sequenceType);
  if (steps.length === 0) throw startRefused(startMessages.noSteps, editor);
  await assertStepsInPlan(db, space, steps);
  const social = steps.find((step) => stepKindInfo[step.kind as StepKind]?.channel === 'social');
  if (social && (await usableSenders(db, scope, row.id)) === 0) {
    const fix = (await workspaceHasAccounts(db, scope)) ? `${editor}#senders` : startFixPaths.addAccount;
    throw startRefused(startMessages.noSocialAccount, fix, social);
  }
  await assertMailboxes(db, scope, row, steps);
  await assertSmsNumbers(db, scope, row, steps, sms);
}
