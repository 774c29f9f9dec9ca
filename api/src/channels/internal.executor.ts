import { renderTemplate, type StepKind } from '@outreach/core/outreach';
import { and, asc, count, eq } from 'drizzle-orm';
import { crmDeals, crmPushes, crmStages, finderPeople, prospects, spaces, tasks } from '../db/schema';
import { crmPlatform } from '../modules/crm';
import { isSpaceMember } from '../modules/crm';
import { ensurePipelines } from '../modules/crm';
import { dropVoicemailForStep } from '../modules/dialer';
import { revealPersonality } from '../modules/ai';
import { createVoice, type Voice } from '../providers/voice/create-voice';
import { spaceHasFeature } from '../platform/entitlements';
import type { EngineDeps, StepContext, StepExecutor, StepResult } from '../engine/contracts';
import { prospectValues } from './social.executor';

/**
 * Steps carried out inside the product (outreach §3 "Manual task; make a call;
 * voicemail drop; reveal personality type", push to CRM, enrich profile; send SMS
 * has its own executor, sms.executor.ts). Decisions where the spec is silent are in docs/decisions.md
 * ("D2: social channel and internal steps").
 */
export const internalStepKinds = [
  'manual_task',
  'push_to_crm',
  'make_call',
  'voicemail_drop',
  'reveal_personality',
  'enrich_profile',
] as const satisfies readonly StepKind[];
export type InternalStepKind = (typeof internalStepKinds)[number];

/** spec: outreach §3 Task priority: urgent 500, high 400, medium 300, low 200, none 100. */
const priorityByName: Record<string, number> = { urgent: 500, high: 400, medium: 300, low: 200, none: 100 };

/** A step's `config.priority`: 100-500 or a name (urgent, high, medium, low, none); anything else is none. */
export function taskPriority(value: unknown): number {
  const priority = typeof value === 'string' ? (priorityByName[value.toLowerCase()] ?? Number(value)) : value;
  return typeof priority === 'number' && [100, 200, 300, 400, 500].includes(priority) ? priority : 100;
}

function configValue(config: Record<string, unknown>, key: string): string | null {
  const value = config[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

const phonePattern = /^\+?[0-9][0-9 ().-]{4,}$/;

function render(text: string | null | undefined, context: StepContext): string {
  return renderTemplate(text ?? '', prospectValues(context.prospect), context.prospect.customFields).trim();
}

/**
 * A task for a person, once per execution (the unique step_execution_id): a
 * manual task, or the call / voicemail a person makes while telephony is not
 * wired (the telephony issue replaces those two).
 */
async function createTask(
  context: StepContext,
  deps: EngineDeps,
  fields: { type: InternalStepKind; name: string; info: string; priority: number },
): Promise<StepResult> {
  const [task] = await deps.db
    .insert(tasks)
    .values({
      spaceId: context.spaceId,
      type: fields.type,
      name: fields.name,
      info: fields.info,
      // Due when the step runs: the wait before it is the campaign's delay.
      dueAt: context.now,
      assigneeId: null,
      priority: fields.priority,
      prospectId: context.prospect.id,
      workflowId: context.workflow.id,
      credentialId: context.credential?.id ?? null,
      stepExecutionId: context.execution.id,
      createdAt: context.now,
    })
    .onConflictDoNothing()
    .returning({ id: tasks.id });
  const id =
    task?.id ??
    (
      await deps.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(eq(tasks.stepExecutionId, context.execution.id))
    )[0]?.id;
  return { type: 'done', outcome: 'positive', detail: { task_id: id ?? null } };
}

/** The built-in CRM is the step's CRM when `crm` is empty or `default` (docs/decisions.md "Built-in CRM"). */
function isBuiltInCrm(config: Record<string, unknown>): boolean {
  const crm = configValue(config, 'crm');
  return crm === null || crm === crmPlatform;
}

/** spec outreach §3 "deduplication": on unless the step turns it off. */
function deduplicates(config: Record<string, unknown>): boolean {
  const value = config.deduplication;
  return !(value === false || value === 'false' || value === 0 || value === '0');
}

/**
 * Push to CRM (spec outreach §3: CRM, owner, deduplication, email order). Every
 * run records one crm_pushes row per step execution. For the built-in CRM (and a
 * plan with native_crm) it also becomes a deal on the first stage of the
 * workspace's first pipeline, once: the deal carries the push id (unique), so a
 * re-run finds it instead of making a second. Other CRMs stay `pending` until
 * their integration exists.
 */
async function pushToCrm(context: StepContext, deps: EngineDeps): Promise<StepResult> {
  const { prospect, step } = context;
  await deps.db
    .insert(crmPushes)
    .values({
      spaceId: context.spaceId,
      prospectId: prospect.id,
      workflowId: context.workflow.id,
      stepExecutionId: context.execution.id,
      config: step.config,
      createdAt: context.now,
    })
    .onConflictDoNothing();
  const [push] = await deps.db
    .select()
    .from(crmPushes)
    .where(eq(crmPushes.stepExecutionId, context.execution.id));
  if (!push) return { type: 'done', outcome: 'positive', detail: { crm_push_id: null } };
  const recorded = { type: 'done', outcome: 'positive', detail: { crm_push_id: push.id } } as const;
  if (!isBuiltInCrm(step.config)) return recorded;
  const [space] = await deps.db
    .select({ tier: spaces.tier, brand: spaces.brand })
    .from(spaces)
    .where(eq(spaces.id, context.spaceId));
  if (!space || !(await spaceHasFeature(deps.db, space, 'native_crm'))) return recorded;

  const [made] = await deps.db
    .select({ id: crmDeals.id })
    .from(crmDeals)
    .where(and(eq(crmDeals.spaceId, context.spaceId), eq(crmDeals.crmPushId, push.id)));
  if (made) return { type: 'done', outcome: 'positive', detail: { crm_push_id: push.id, deal_id: made.id } };

  const [pipeline] = await ensurePipelines(deps.db, context.spaceId, context.now);
  if (!pipeline) return recorded;
  const [stage] = await deps.db
    .select({ id: crmStages.id })
    .from(crmStages)
    .where(and(eq(crmStages.spaceId, context.spaceId), eq(crmStages.pipelineId, pipeline.id)))
    .orderBy(asc(crmStages.position), asc(crmStages.createdAt))
    .limit(1);
  if (!stage) return recorded;

  const markPushed = () =>
    deps.db.update(crmPushes).set({ status: 'pushed' }).where(eq(crmPushes.id, push.id));
  if (deduplicates(step.config)) {
    const [open] = await deps.db
      .select({ id: crmDeals.id })
      .from(crmDeals)
      .where(
        and(
          eq(crmDeals.spaceId, context.spaceId),
          eq(crmDeals.pipelineId, pipeline.id),
          eq(crmDeals.prospectId, prospect.id),
          eq(crmDeals.status, 'open'),
        ),
      )
      .limit(1);
    if (open) {
      await markPushed();
      return {
        type: 'done',
        outcome: 'positive',
        detail: { crm_push_id: push.id, deal_id: open.id, deduplicated: true },
      };
    }
  }

  const ownerId = configValue(step.config, 'owner');
  const owner = ownerId && (await isSpaceMember(deps.db, context.spaceId, ownerId)) ? ownerId : null;
  const person = prospect.fullName || `${prospect.firstName} ${prospect.lastName}`.trim() || 'Prospect';
  const name = (prospect.companyName ? `${person} — ${prospect.companyName}` : person).slice(0, 200);
  const [{ size } = { size: 0 }] = await deps.db
    .select({ size: count() })
    .from(crmDeals)
    .where(and(eq(crmDeals.spaceId, context.spaceId), eq(crmDeals.stageId, stage.id)));
  const [deal] = await deps.db
    .insert(crmDeals)
    .values({
      spaceId: context.spaceId,
      pipelineId: pipeline.id,
      stageId: stage.id,
      prospectId: prospect.id,
      name,
      ownerId: owner,
      position: Number(size),
      workflowId: context.workflow.id,
      crmPushId: push.id,
      createdAt: context.now,
      updatedAt: context.now,
    })
    .onConflictDoNothing()
    .returning({ id: crmDeals.id });
  await markPushed();
  return { type: 'done', outcome: 'positive', detail: { crm_push_id: push.id, deal_id: deal?.id ?? null } };
}

/**
 * Enrichment from the prospect finder's data set (C2's finder_people), matched
 * on the profile URL: a found email is written to the prospect (positive), no
 * match or no contacts is the negative branch.
 */
async function enrich(context: StepContext, deps: EngineDeps): Promise<StepResult> {
  const { prospect } = context;
  if (prospect.enrichedEmail || prospect.enrichment === 'enriched') {
    return { type: 'skipped', reason: 'already_enriched' };
  }
  const [person] = prospect.profileUrl
    ? await deps.db
        .select()
        .from(finderPeople)
        .where(eq(finderPeople.profileUrl, prospect.profileUrl))
        .limit(1)
    : [];
  const email = person?.enrichedEmail ?? person?.workEmail ?? null;
  const enrichment = !person ? 'not_enriched' : email || person.phone ? 'enriched' : 'enriched_no_contacts';
  await deps.db
    .update(prospects)
    .set({
      enrichment,
      enrichedEmail: email ?? prospect.enrichedEmail,
      phone: prospect.phone ?? person?.phone ?? null,
      updatedAt: context.now,
    })
    .where(and(eq(prospects.spaceId, context.spaceId), eq(prospects.id, prospect.id)));
  return { type: 'done', outcome: email ? 'positive' : 'negative', detail: { enrichment } };
}

/**
 * A voicemail drop step (issue 27): the step's recording dropped through the dialer's voicemail
 * service (its rules, waits and failures in modules/dialer/voicemail-drop.step.ts).
 */
function dropVoicemail(context: StepContext, deps: EngineDeps, voice: Voice): Promise<StepResult> {
  const scope = { db: deps.db, spaceId: context.spaceId, clock: deps.clock, realtime: deps.realtime };
  return dropVoicemailForStep(scope, voice.carrier, {
    prospectId: context.prospect.id,
    audioId: configValue(context.step.config, 'audio_id'),
    fromNumber: configValue(context.step.config, 'from_number'),
    credentialId: context.credential?.id ?? null,
    stepExecutionId: context.execution.id,
  });
}

/** The process's voice provider from configuration, made at first use (as the SMS step's). */
function voiceFromEnv(): () => Voice {
  let voice: Voice | null = null;
  return () => {
    voice ??= createVoice();
    return voice;
  };
}

/** The internal steps, voicemail drops going out through `voice` (the server's provider). */
export function createInternalExecutor(voice: () => Voice = voiceFromEnv()): StepExecutor {
  return {
    kinds: internalStepKinds,
    execute: (context, deps) => executeInternal(context, deps, voice),
  };
}

async function executeInternal(
  context: StepContext,
  deps: EngineDeps,
  voice: () => Voice,
): Promise<StepResult> {
  const { step, prospect } = context;
  const kind = step.kind as InternalStepKind;
  const name = prospect.fullName || `${prospect.firstName} ${prospect.lastName}`.trim();
  switch (kind) {
    case 'manual_task':
      return createTask(context, deps, {
        type: kind,
        name: render(configValue(step.config, 'task_name') ?? step.text ?? `Task for ${name}`, context).slice(
          0,
          100,
        ),
        info: render(configValue(step.config, 'task_info') ?? step.text ?? '', context),
        priority: taskPriority(step.config.priority),
      });
    case 'make_call':
    case 'voicemail_drop': {
      // spec: outreach §4 wait reason "invalid phone".
      if (!prospect.phone || !phonePattern.test(prospect.phone.trim())) {
        return {
          type: 'wait',
          reason: 'invalid_phone',
          retryAt: new Date(context.now.getTime() + 86_400_000),
        };
      }
      if (kind === 'voicemail_drop') return dropVoicemail(context, deps, voice());
      // A call task; an answered call with the prospect completes it (modules/dialer/call-updates.ts).
      return createTask(context, deps, {
        type: kind,
        name: `Call ${name}`,
        info: [prospect.phone.trim(), render(step.text, context)].filter(Boolean).join('\n'),
        priority: 300,
      });
    }
    case 'push_to_crm':
      return pushToCrm(context, deps);
    case 'enrich_profile':
      return enrich(context, deps);
    case 'reveal_personality':
      // The prospect's personality type from their profile text (issue 28, modules/ai/assist).
      return revealPersonality(context, deps);
  }
}

/** The internal steps with the process's voice provider from configuration. */
export const internalExecutor: StepExecutor = createInternalExecutor();
