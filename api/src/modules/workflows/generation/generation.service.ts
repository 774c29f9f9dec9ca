/**
 * Magic campaigns (issue 28, spec ai-telephony §4 "Campaign generation", "Magic campaign", §7):
 * asking creates the campaign at once, empty, in state `building`, and charges its credits; a run
 * (`runMagicCampaigns`) then claims each building campaign, asks the LLM port for its name and
 * messages (structured output, checked by zod and by the grounding check: no name, number or link
 * the inputs do not hold), fills the kind's plan of steps (sequence.ts, the builder's own rules) and
 * moves it to `built`, or to `failed` with a reason and its credits given back. The move is one
 * conditional update on the claim, so each campaign is built, refunded and announced once:
 * `ai_workflow_has_been_generated {workflow_id}` (or `ai_workflow_generation_failed`) to the
 * workspace's AI room.
 */
import { randomUUID } from 'node:crypto';
import type { CaseStudy, Objective } from '@outreach/core/ai';
import { campaignRules } from '@outreach/core/forms';
import { serverEvents } from '@outreach/core/events';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import {
  aiEmployeeBindings,
  aiEmployees,
  integrations,
  type MagicCampaignRow,
  magicCampaigns,
  type WorkflowRow,
  workflows,
} from '../../../db/schema';
import { AppError } from '../../../errors';
import type { Logger } from '../../../logger';
import type { RealtimeEmitter } from '../../../platform/announce';
import type { AppDependencies } from '../../../platform/context';
import { inSpace, type SpaceScope } from '../../../platform/tenancy';
import { LlmError, type LlmProvider } from '../../../providers/llm/llm.provider';
import { buildTaskMessages, checkGrounding, type LlmInputs } from '../../ai';
import { announceCredits, debitCredits, grantCredits } from '../../credits';
import { writeSteps } from '../workflow-steps';
import type { CampaignJson } from '../workflows.schema';
import {
  announceWorkflow,
  campaignJson,
  checkedSenders,
  type MemberScope,
  writeSenders,
} from '../workflows.service';
import {
  GeneratedCampaign,
  type MagicCampaignInput,
  type MagicCampaignKind,
  type MagicCampaignStateJson,
  magicCampaignCredits,
  magicClaimMs,
  magicMessages,
  maxMagicAttempts,
} from './generation.schema';
import { buildSequence, isEmailOnly, messageChannels, usesEmail } from './sequence';

/** One campaign to generate. */
export interface MagicRequest {
  kind: MagicCampaignKind;
  objective: string | Objective;
  cases: CaseStudy[];
  /** The sender (checked by the caller), or null. */
  credentialId: string | null;
  /** The AI employee it is for (the campaign's ai_employee_id), or null. */
  employeeId: string | null;
}

/** The campaign as POST /workflows answers a generation: the campaign, building, with its state. */
export type GeneratingCampaignJson = CampaignJson & { magic: MagicCampaignStateJson };

const kindNames: Record<MagicCampaignKind, string> = {
  linkedin: 'LinkedIn',
  email: 'Email',
  linkedin_email: 'LinkedIn + Email',
  linkedin_email_dialer: 'LinkedIn + Email + Calls',
};

/** The words an objective is summed up in (the campaign's first name, the call's note). */
export function objectiveText(objective: string | Objective): string {
  return typeof objective === 'string' ? objective : objective.contact_reason || objective.solution;
}

/** "LinkedIn + Email: Book demos with retail leaders", within the campaign name's limit. */
export function placeholderName(kind: MagicCampaignKind, objective: string | Objective): string {
  const name = `${kindNames[kind]}: ${objectiveText(objective).replace(/\s+/g, ' ').trim()}`;
  return name.length <= campaignRules.nameMax
    ? name
    : `${name.slice(0, campaignRules.nameMax - 1).trimEnd()}…`;
}

export function magicStateJson(row: MagicCampaignRow, sequenceLength = 0): MagicCampaignStateJson {
  return {
    status: row.state,
    workflow_to_generate: row.kind,
    error: row.error,
    sequence_length: sequenceLength,
    credits: row.credits,
  };
}

/**
 * Creates the campaigns, empty and building, and charges their credits, in the caller's
 * transaction when `scope.db` is one (the employees' save). 402 when the credits do not cover them.
 * Run `kickMagicCampaigns` after the commit.
 */
export async function startMagicCampaigns(
  scope: Pick<SpaceScope, 'db' | 'spaceId' | 'clock'> & { userId: string },
  requests: readonly MagicRequest[],
): Promise<GeneratingCampaignJson[]> {
  if (requests.length === 0) return [];
  const now = scope.clock.now();
  const run = async (tx: Db) => {
    const created: GeneratingCampaignJson[] = [];
    for (const request of requests) {
      const name = placeholderName(request.kind, request.objective);
      const [campaign] = await tx
        .insert(workflows)
        .values({
          spaceId: scope.spaceId,
          name,
          ownerId: scope.userId,
          isEmailOnly: isEmailOnly(request.kind),
          isAiEmployee: request.employeeId !== null,
          aiEmployeeId: request.employeeId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!campaign) throw new Error('insert into workflows returned no row');
      if (request.credentialId) await writeSenders(tx, scope.spaceId, campaign.id, [request.credentialId]);
      const [magic] = await tx
        .insert(magicCampaigns)
        .values({
          spaceId: scope.spaceId,
          workflowId: campaign.id,
          kind: request.kind,
          objective: request.objective,
          casesStudy: request.cases,
          credentialId: request.credentialId,
          employeeId: request.employeeId,
          requestedBy: scope.userId,
          credits: magicCampaignCredits,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!magic) throw new Error('insert into magic_campaigns returned no row');
      await debitCredits(tx, {
        spaceId: scope.spaceId,
        userId: scope.userId,
        amount: magicCampaignCredits,
        category: 'workflow_generation',
        idempotencyKey: `magic-campaign:${magic.id}`,
        description: `Magic campaign: ${name}`,
        now,
      });
      created.push({ ...(await campaignJson(tx, campaign)), magic: magicStateJson(magic) });
    }
    return created;
  };
  return isTransaction(scope.db) ? run(scope.db) : scope.db.transaction(run);
}

function isTransaction(db: Db): boolean {
  return 'rollback' in db;
}

/**
 * POST /workflows with workflow_to_generate: the employee and sender are the workspace's (404,
 * 400 otherwise); without an objective, the employee's; without a sender, the account the
 * employee is bound to.
 */
export async function generateWorkflow(
  scope: MemberScope,
  input: MagicCampaignInput,
): Promise<GeneratingCampaignJson> {
  const employee = input.employee_id ? await employeeOf(scope, input.employee_id) : null;
  if (input.employee_id && !employee) throw new AppError(404, magicMessages.employeeNotFound);
  const objective = input.objective ?? employee?.settings.objective;
  if (!objective) throw new AppError(400, `objective: ${magicMessages.objectiveRequired}`);
  let credentialId = input.credentials_id ?? null;
  if (credentialId) [credentialId = null] = await checkedSenders(scope, [credentialId]);
  else if (employee) credentialId = await boundCredential(scope, employee.id);
  const [campaign] = await startMagicCampaigns({ ...scope, userId: scope.user.id }, [
    {
      kind: input.workflow_to_generate,
      objective,
      cases: input.cases_study.map((item) => ({ ...item, link: item.link ?? null })),
      credentialId,
      employeeId: employee?.id ?? null,
    },
  ]);
  if (!campaign) throw new Error('no campaign started');
  return campaign;
}

async function employeeOf(scope: Pick<SpaceScope, 'db' | 'spaceId'>, id: string) {
  const [row] = await scope.db
    .select()
    .from(aiEmployees)
    .where(and(inSpace(aiEmployees, scope), eq(aiEmployees.id, id)))
    .limit(1);
  return row ?? null;
}

async function boundCredential(scope: Pick<SpaceScope, 'db' | 'spaceId'>, employeeId: string) {
  const [binding] = await scope.db
    .select({ credentialId: aiEmployeeBindings.credentialId })
    .from(aiEmployeeBindings)
    .where(and(inSpace(aiEmployeeBindings, scope), eq(aiEmployeeBindings.employeeId, employeeId)))
    .orderBy(asc(aiEmployeeBindings.createdAt))
    .limit(1);
  return binding?.credentialId ?? null;
}

/** What a run needs: the database, the app's clock and realtime, a logger and the LLM port. */
export interface MagicJobDeps {
  db: Db;
  clock: Clock;
  realtime: RealtimeEmitter;
  logger: Logger;
  llm: LlmProvider;
}

/** A run's dependencies from the app's (createApp always gives the LLM port). */
export function magicJobDeps(
  deps: Pick<AppDependencies, 'db' | 'clock' | 'realtime' | 'logger' | 'llm'>,
): MagicJobDeps {
  if (!deps.llm) throw new Error('magic campaigns need the LLM port');
  return { db: deps.db, clock: deps.clock, realtime: deps.realtime, logger: deps.logger, llm: deps.llm };
}

/** The mailbox the email steps send from: the sender's, else the workspace's, connected ones first. */
async function mailboxOf(db: Db, row: MagicCampaignRow): Promise<string | null> {
  const connectedFirst = sql`case when ${integrations.status} = 'connected' then 0 else 1 end`;
  const [mailbox] = await db
    .select({ id: integrations.id })
    .from(integrations)
    .where(eq(integrations.spaceId, row.spaceId))
    .orderBy(
      row.credentialId
        ? sql`case when ${integrations.credentialId} = ${row.credentialId} then 0 else 1 end`
        : asc(integrations.createdAt),
      connectedFirst,
      asc(integrations.createdAt),
    )
    .limit(1);
  return mailbox?.id ?? null;
}

/** The task's inputs: the objective, the cases and the employee's settings, nothing else. */
async function inputsOf(db: Db, row: MagicCampaignRow): Promise<LlmInputs> {
  const employee = row.employeeId ? await employeeOf({ db, spaceId: row.spaceId }, row.employeeId) : null;
  const objective = row.objective;
  const settings = employee?.settings;
  const cases = row.casesStudy.length > 0 ? row.casesStudy : (settings?.cases ?? []);
  const freeValue = settings?.free_value[0];
  return {
    task: 'campaign_messages',
    campaign: { type: row.kind, steps: messageChannels(row.kind).length },
    employee: {
      ...(employee && { name: employee.name }),
      objective: objectiveText(objective),
      ...(typeof objective === 'string'
        ? {}
        : {
            value_proposition: objective.solution,
            problem: objective.problem,
            language: objective.language,
            tone: objective.tone,
          }),
      ...(freeValue && { free_value: [freeValue.type, freeValue.impact].filter(Boolean).join(': ') }),
      ...(settings?.faq.length ? { faq: settings.faq } : {}),
    },
    cases,
  };
}

type Generation =
  | { ok: true; name: string | null; steps: ReturnType<typeof buildSequence> & { ok: true } }
  | { ok: false; error: string };

/** Asks the model and turns its answer into the campaign's steps, or says why not. */
async function generate(deps: MagicJobDeps, row: MagicCampaignRow): Promise<Generation> {
  const inputs = await inputsOf(deps.db, row);
  const channels = messageChannels(row.kind);
  const instructions = [
    `Give the campaign a short name, and exactly ${channels.length} messages with these channels, in this order: ${channels.join(', ')}.`,
    'Write {{first_name}} and {{company}} where the prospect goes. An email message has a subject; a linkedin message has an empty subject.',
  ].join(' ');
  let answer: GeneratedCampaign;
  try {
    answer = await deps.llm.structured({
      space: row.spaceId,
      messages: buildTaskMessages(inputs, instructions),
      schema: GeneratedCampaign,
      name: 'magic_campaign',
    });
  } catch (error) {
    if (!(error instanceof LlmError)) throw error;
    deps.logger.warn({ workflowId: row.workflowId, kind: error.kind }, 'magic campaign: the model failed');
    return { ok: false, error: magicMessages.modelFailed };
  }
  // Every fact of every text comes from the inputs (modules/ai/safety/grounding.ts).
  const texts = [answer.name, ...answer.messages.flatMap((message) => [message.subject, message.body])];
  if (texts.some((text) => text.trim() !== '' && !checkGrounding(text, inputs).grounded)) {
    return { ok: false, error: magicMessages.ungrounded };
  }
  const mailbox = usesEmail(row.kind) ? await mailboxOf(deps.db, row) : null;
  if (usesEmail(row.kind) && !mailbox) return { ok: false, error: magicMessages.noMailbox };
  const steps = buildSequence(row.kind, answer, {
    integrationId: mailbox,
    callNote: `Call {first_name} after the email: ${objectiveText(row.objective)}`,
    fallbackSubject: objectiveText(row.objective).replace(/\s+/g, ' ').trim().slice(0, 120),
  });
  if (!steps.ok) {
    deps.logger.warn({ workflowId: row.workflowId, reason: steps.error }, 'magic campaign: invalid sequence');
    return { ok: false, error: magicMessages.invalidSequence };
  }
  const name = answer.name.replace(/\s+/g, ' ').trim();
  return { ok: true, name: name && name.length <= campaignRules.nameMax ? name : null, steps };
}

/** Claims the oldest building campaign no live run holds (one statement: two runs never share one). */
async function claimNext(deps: MagicJobDeps): Promise<MagicCampaignRow | null> {
  const now = deps.clock.now();
  const claimable = and(
    eq(magicCampaigns.state, 'building'),
    or(isNull(magicCampaigns.claimedUntil), lte(magicCampaigns.claimedUntil, now)),
  );
  const next = deps.db
    .select({ id: magicCampaigns.id })
    .from(magicCampaigns)
    .where(claimable)
    .orderBy(asc(magicCampaigns.createdAt), asc(magicCampaigns.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await deps.db
    .update(magicCampaigns)
    .set({
      claimedUntil: new Date(now.getTime() + magicClaimMs),
      claimToken: randomUUID(),
      attempts: sql`${magicCampaigns.attempts} + 1`,
      updatedAt: now,
    })
    // `= (select … limit 1)`: one row, the subquery run once (an `in (…)` may be run per row).
    .where(and(sql`${magicCampaigns.id} = (${next})`, claimable))
    .returning();
  return row ?? null;
}

type Outcome =
  | { state: 'built'; name: string | null; steps: Generation & { ok: true } }
  | { state: 'failed'; error: string };

/**
 * Ends a claimed campaign, if the claim is still this run's: built (its steps and name written) or
 * failed (its credits given back, the empty campaign deleted). Returns the row, or null.
 */
async function finish(deps: MagicJobDeps, claimed: MagicCampaignRow, outcome: Outcome) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(magicCampaigns)
      .set({
        state: outcome.state,
        error: outcome.state === 'failed' ? outcome.error : null,
        claimedUntil: null,
        claimToken: null,
        finishedAt: now,
        updatedAt: now,
      })
      .where(
        and(
          eq(magicCampaigns.id, claimed.id),
          eq(magicCampaigns.state, 'building'),
          claimed.claimToken
            ? eq(magicCampaigns.claimToken, claimed.claimToken)
            : isNull(magicCampaigns.claimToken),
        ),
      )
      .returning();
    if (!row) return null;
    let campaign: WorkflowRow | undefined;
    if (outcome.state === 'built') {
      const { steps } = outcome.steps.steps;
      const [current] = await tx.select().from(workflows).where(eq(workflows.id, row.workflowId));
      if (!current) return null;
      await writeSteps(tx, steps, {
        spaceId: row.spaceId,
        workflowId: row.workflowId,
        revision: current.revision,
        now,
      });
      [campaign] = await tx
        .update(workflows)
        .set({ ...(outcome.name && { name: outcome.name }), updatedAt: now })
        .where(eq(workflows.id, row.workflowId))
        .returning();
      return { row, campaign, balance: null, sequenceLength: steps.length };
    }
    const refund = await grantCredits(tx, {
      spaceId: row.spaceId,
      amount: row.credits,
      kind: 'refund',
      idempotencyKey: `magic-campaign-refund:${row.id}`,
      description: `Magic campaign not generated: ${outcome.error}`,
      userId: row.requestedBy,
      now,
    });
    [campaign] = await tx
      .update(workflows)
      .set({ status: 'deleted', updatedAt: now })
      .where(and(eq(workflows.id, row.workflowId), eq(workflows.status, 'draft')))
      .returning();
    return { row, campaign, balance: refund.balance, sequenceLength: 0 };
  });
}

/** Tells the workspace: the AI room hears the outcome, the campaigns list reloads. */
async function announce(deps: MagicJobDeps, done: NonNullable<Awaited<ReturnType<typeof finish>>>) {
  const { row } = done;
  const scope: SpaceScope = { db: deps.db, spaceId: row.spaceId, clock: deps.clock, realtime: deps.realtime };
  if (row.state === 'built') {
    if (done.campaign) announceWorkflow(scope, await campaignJson(deps.db, done.campaign));
    deps.realtime.toAiRoom?.(row.spaceId, serverEvents.aiWorkflowHasBeenGenerated, {
      workflow_id: row.workflowId,
    });
  } else {
    if (done.balance !== null) announceCredits(deps.realtime, row.spaceId, done.balance);
    deps.realtime.toAiRoom?.(row.spaceId, serverEvents.aiWorkflowGenerationFailed, {
      workflow_id: row.workflowId,
      error: row.error ?? magicMessages.modelFailed,
    });
  }
  deps.realtime.toSpace(row.spaceId, serverEvents.refetchWorkflows, { generated: [row.workflowId] });
}

export interface MagicRunResult {
  built: number;
  failed: number;
}

/**
 * Generates every building campaign no other run holds, one after another, until none is left.
 * A campaign claimed by a run that died is taken over once its claim ends (`magicClaimMs`); after
 * `maxMagicAttempts` claims it fails.
 */
export async function runMagicCampaigns(deps: MagicJobDeps): Promise<MagicRunResult> {
  const result: MagicRunResult = { built: 0, failed: 0 };
  for (;;) {
    const claimed = await claimNext(deps);
    if (!claimed) return result;
    let outcome: Outcome;
    if (claimed.attempts > maxMagicAttempts) {
      outcome = { state: 'failed', error: magicMessages.interrupted };
    } else {
      const generated = await generate(deps, claimed).catch((error: unknown) => {
        deps.logger.error(
          { err: error, workflowId: claimed.workflowId },
          'magic campaign: generation failed',
        );
        return { ok: false as const, error: magicMessages.modelFailed };
      });
      outcome = generated.ok
        ? { state: 'built', name: generated.name, steps: generated }
        : { state: 'failed', error: generated.error };
    }
    const done = await finish(deps, claimed, outcome);
    if (!done) continue;
    result[done.row.state === 'built' ? 'built' : 'failed'] += 1;
    await announce(deps, done);
  }
}

/** Runs started in this process and not yet settled (tests wait for them). */
const running = new Set<Promise<unknown>>();

/** Starts a run in the background, after the request that asked has answered. */
export function kickMagicCampaigns(deps: MagicJobDeps): void {
  const run: Promise<unknown> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => runMagicCampaigns(deps))
    .catch((error: unknown) => deps.logger.error({ err: error }, 'magic campaigns: run failed'))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves once every run started in this process so far has finished. */
export async function magicCampaignsSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
