import { createHash } from 'node:crypto';
import type { LimitSignal } from '@outreach/core/outreach';
import { and, asc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import {
  type AutomationTaskRow,
  automationTasks,
  type CredentialRow,
  credentials,
  sandboxInbound,
} from '../../db/schema';
import type { ReportInput } from './automation.schema';
import { applyInboundEvent, applyReport, claimTasks } from './automation.service';
import { scriptedDelays, scriptedSandboxPerson } from '../../providers/social-network/sandbox-people';
import { sandboxTags } from '../../providers/social-network/sandbox.driver';
import type { EngineDeps } from '../../engine/contracts';

/**
 * The default automation worker (docs/sandbox-network.md "Campaign actions"):
 * while no real cloud worker or extension is connected, it claims the queued
 * social tasks in process and plays the network: requests are accepted, messages
 * answered and limits hit at configurable rates. Outcomes are pseudo-random but
 * deterministic per task (a hash of the seed and the task id), so a run can be
 * replayed and tested; `+limited` / `+inmail` in the sender's email always hit
 * the limit, so a user can provoke a limit signal on purpose.
 */
export interface SandboxSettings {
  /** Share of connection requests accepted (0-1). */
  acceptanceRate: number;
  /** Share of messages, InMails and accepted notes that get a reply (0-1). */
  replyRate: number;
  /** Share of connection requests and InMails refused with a limit signal (0-1). */
  limitRate: number;
  /** How long the network takes to accept or ignore a connection request. */
  acceptanceDelayMs: number;
  /** How long after a message the reply arrives. */
  replyDelayMs: number;
  /** How often the loop runs. */
  intervalMs: number;
  /** Tasks claimed per credential per pass. */
  batch: number;
  seed: string;
}

export const defaultSandboxSettings: SandboxSettings = {
  acceptanceRate: 0.6,
  replyRate: 0.35,
  limitRate: 0.02,
  acceptanceDelayMs: 60_000,
  replyDelayMs: 120_000,
  intervalMs: 5_000,
  batch: 10,
  seed: 'sandbox',
};

function rate(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 && parsed <= 1
    ? parsed
    : fallback;
}

function seconds(value: string | undefined, fallbackMs: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0
    ? parsed * 1000
    : fallbackMs;
}

/** SANDBOX_ACCEPTANCE_RATE, SANDBOX_REPLY_RATE, SANDBOX_LIMIT_RATE, SANDBOX_ACCEPTANCE_DELAY_SECONDS, SANDBOX_REPLY_DELAY_SECONDS, SANDBOX_SEED. */
export function sandboxSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxSettings {
  const d = defaultSandboxSettings;
  return {
    acceptanceRate: rate(env.SANDBOX_ACCEPTANCE_RATE, d.acceptanceRate),
    replyRate: rate(env.SANDBOX_REPLY_RATE, d.replyRate),
    limitRate: rate(env.SANDBOX_LIMIT_RATE, d.limitRate),
    acceptanceDelayMs: seconds(env.SANDBOX_ACCEPTANCE_DELAY_SECONDS, d.acceptanceDelayMs),
    replyDelayMs: seconds(env.SANDBOX_REPLY_DELAY_SECONDS, d.replyDelayMs),
    intervalMs: seconds(env.SANDBOX_WORKER_INTERVAL_SECONDS, d.intervalMs),
    batch: d.batch,
    seed: env.SANDBOX_SEED?.trim() || d.seed,
  };
}

/** A number in [0, 1) fixed by the seed, the task and what is being decided. */
export function sandboxRoll(seed: string, taskId: string, purpose: string): number {
  const digest = createHash('sha256').update(`${seed}:${taskId}:${purpose}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

const connectionKinds = new Set(['connection_request', 'connection_by_email']);
const messageKinds = new Set(['send_message', 'send_inmail']);

const cannedReplies = [
  'Thanks for reaching out, {first}! Happy to chat next week.',
  'Hi, not the right time for us, maybe next quarter.',
  'Sounds interesting, can you send more details?',
  'Thanks! Who else on your team should I talk to?',
  'Appreciate the note. Let us set up a call, how is Thursday?',
];

function replyText(settings: SandboxSettings, task: AutomationTaskRow, senderFirstName: string): string {
  const index = Math.floor(sandboxRoll(settings.seed, task.id, 'reply-text') * cannedReplies.length);
  return (cannedReplies[index] ?? cannedReplies[0] ?? '').replace('{first}', senderFirstName || 'there');
}

/** The limit a task hits on the sandbox network, if any (tags first, then the rate). */
export function sandboxLimit(
  settings: SandboxSettings,
  task: Pick<AutomationTaskRow, 'id' | 'kind'> & { payload?: { profile_url: string | null } },
  username: string,
): LimitSignal | null {
  const tags = sandboxTags(username);
  // A scripted person (the demo's) is never behind a rolled limit: only the sender's tags.
  const rolled = (limitRate: number) =>
    !scriptedSandboxPerson(task.payload?.profile_url) &&
    sandboxRoll(settings.seed, task.id, 'limit') < limitRate;
  if (connectionKinds.has(task.kind)) {
    if (tags.includes('limited')) return 'connection_limited';
    return rolled(settings.limitRate) ? 'connection_limited' : null;
  }
  if (task.kind === 'send_inmail') {
    if (tags.includes('inmail')) return 'inmail_limited';
    return rolled(settings.limitRate) ? 'inmail_limited' : null;
  }
  return null;
}

/** What the prospect does after a task: accept (and when), answer (and when), from the script or the rates. */
function prospectResponse(
  settings: SandboxSettings,
  task: AutomationTaskRow,
): { accepts: boolean; acceptDelayMs: number; replies: boolean; replyDelayMs: number } {
  const person = scriptedSandboxPerson(task.payload.profile_url);
  const isConnection = connectionKinds.has(task.kind);
  if (person) {
    return {
      accepts: person.accepts,
      acceptDelayMs: scriptedDelays.acceptAfterSeconds * 1000,
      replies: person.repliesTo === (isConnection ? 'note' : 'message'),
      replyDelayMs: scriptedDelays.replyAfterSeconds * 1000,
    };
  }
  return {
    accepts: sandboxRoll(settings.seed, task.id, 'accept') < settings.acceptanceRate,
    acceptDelayMs: settings.acceptanceDelayMs,
    replies: sandboxRoll(settings.seed, task.id, 'reply') < settings.replyRate,
    replyDelayMs: settings.replyDelayMs,
  };
}

async function schedule(
  deps: EngineDeps,
  task: AutomationTaskRow,
  kind: 'reply' | 'connection_accepted',
  dueAt: Date,
  text: string | null,
) {
  if (!task.prospectId) return;
  await deps.db
    .insert(sandboxInbound)
    .values({
      spaceId: task.spaceId,
      credentialId: task.credentialId,
      prospectId: task.prospectId,
      taskId: task.id,
      kind,
      text,
      dueAt,
    })
    .onConflictDoNothing();
}

/**
 * Plays one claimed task and reports it at once, like a worker that carried the
 * action out. What the prospect does afterwards (accepting the request,
 * answering) is planned in `sandbox_inbound` and arrives after its delay.
 */
async function playTask(
  deps: EngineDeps,
  settings: SandboxSettings,
  task: AutomationTaskRow,
  credential: CredentialRow,
  now: Date,
): Promise<void> {
  const signal = sandboxLimit(settings, task, credential.username);
  const report: ReportInput = signal
    ? { outcome: 'failed', signals: [signal], events: [], error: `sandbox: ${signal}` }
    : { outcome: 'done', positive: true, signals: [], events: [] };
  const { applied } = await applyReport(deps, task, report);
  if (!applied || signal) return;
  const response = prospectResponse(settings, task);
  if (connectionKinds.has(task.kind)) {
    // Not accepted: nothing more happens; the engine's acceptance window takes the negative branch.
    if (!response.accepts) return;
    const acceptedAt = new Date(now.getTime() + response.acceptDelayMs);
    await schedule(deps, task, 'connection_accepted', acceptedAt, null);
    // A request with a note may be answered once accepted.
    if ((task.payload.text ?? '') !== '' && response.replies) {
      const repliedAt = new Date(acceptedAt.getTime() + response.replyDelayMs);
      await schedule(deps, task, 'reply', repliedAt, replyText(settings, task, credential.firstName));
    }
    return;
  }
  if (messageKinds.has(task.kind) && response.replies) {
    const repliedAt = new Date(now.getTime() + response.replyDelayMs);
    await schedule(deps, task, 'reply', repliedAt, replyText(settings, task, credential.firstName));
  }
}

export interface SandboxPassSummary {
  /** Tasks claimed and reported. */
  reported: number;
  /** Planned acceptances and replies delivered. */
  delivered: number;
}

/**
 * Credentials whose tasks the sandbox plays: active ones with work waiting,
 * unless a real worker (cloud or extension) claimed for them in the last ten
 * minutes — then that worker owns them.
 */
async function sandboxCredentials(deps: EngineDeps, now: Date): Promise<CredentialRow[]> {
  const realWorkerSince = new Date(now.getTime() - 10 * 60 * 1000);
  const waiting = await deps.db
    .selectDistinct({ credentialId: automationTasks.credentialId })
    .from(automationTasks)
    .where(
      or(
        eq(automationTasks.status, 'queued'),
        and(eq(automationTasks.status, 'claimed'), lt(automationTasks.leaseUntil, now)),
      ),
    )
    .limit(200);
  if (waiting.length === 0) return [];
  const ids = waiting.map((row) => row.credentialId);
  const busy = await deps.db
    .selectDistinct({ credentialId: automationTasks.credentialId })
    .from(automationTasks)
    .where(
      and(
        inArray(automationTasks.credentialId, ids),
        inArray(automationTasks.claimedBy, ['cloud', 'extension']),
        gt(automationTasks.claimedAt, realWorkerSince),
      ),
    );
  const owned = new Set(busy.map((row) => row.credentialId));
  const free = ids.filter((id) => !owned.has(id));
  if (free.length === 0) return [];
  return deps.db
    .select()
    .from(credentials)
    .where(and(inArray(credentials.id, free), eq(credentials.status, 'active')));
}

/** Delivers the sandbox network's due replies (once each, whichever process gets there first). */
async function deliverDueInbound(deps: EngineDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(sandboxInbound)
    .where(and(isNull(sandboxInbound.deliveredAt), lte(sandboxInbound.dueAt, now)))
    .orderBy(asc(sandboxInbound.dueAt))
    .limit(100);
  let delivered = 0;
  for (const row of due) {
    const [won] = await deps.db
      .update(sandboxInbound)
      .set({ deliveredAt: now })
      .where(and(eq(sandboxInbound.id, row.id), isNull(sandboxInbound.deliveredAt)))
      .returning();
    if (!won) continue;
    await applyInboundEvent(deps, {
      spaceId: row.spaceId,
      credentialId: row.credentialId,
      prospectId: row.prospectId,
      kind: row.kind,
      text: row.text,
      at: row.dueAt,
    });
    delivered += 1;
  }
  return delivered;
}

/** One pass of the sandbox worker (tests call it with a manual clock). */
export async function runSandboxWorkerOnce(
  deps: EngineDeps,
  now: Date = deps.clock.now(),
  settings: SandboxSettings = defaultSandboxSettings,
): Promise<SandboxPassSummary> {
  const summary: SandboxPassSummary = { reported: 0, delivered: 0 };
  for (const credential of await sandboxCredentials(deps, now)) {
    const claimed = await claimTasks(deps, {
      credentialId: credential.id,
      worker: 'sandbox',
      max: settings.batch,
    });
    for (const task of claimed) {
      await playTask(deps, settings, task, credential, now);
      summary.reported += 1;
    }
  }
  summary.delivered = await deliverDueInbound(deps, now);
  return summary;
}

export interface SandboxWorkerOptions {
  settings?: SandboxSettings;
}

/** Starts the loop (server start-up with JOBS=true); returns the function that stops it. */
export function startSandboxWorker(
  deps: EngineDeps,
  options: SandboxWorkerOptions = {},
): () => Promise<void> {
  const settings = options.settings ?? sandboxSettingsFromEnv();
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = runSandboxWorkerOnce(deps, deps.clock.now(), settings)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'sandbox worker pass failed'))
      .finally(() => {
        running = null;
      });
  }, settings.intervalMs);
  timer.unref?.();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
