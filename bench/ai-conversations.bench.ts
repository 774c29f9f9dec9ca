/**
 * bench ai-conversations (issue 28 "Done when": the conversations bench): 1,000 conversations of AI
 * Employees bound to sandbox accounts (one employee and account per workspace, half of them in
 * manual mode, half automatic) each receive a prospect's reply through the engine, the path a real
 * reply takes: the sandbox network's inbound event (applyInboundEvent) stores the message and
 * emits got_reply, the app's listener records the conversation, classifies the reply with the
 * model, drafts a grounded answer with it, and stores the draft for approval (manual) or sends it
 * (automatic). The model is the OpenAI-compatible stand-in over loopback HTTP, every completion
 * held a fixed time (BENCH_AI_MODEL_MS, 200 ms), reached through the app's real adapter.
 *
 * Per reply: the real time from its arrival to the save of its last step (draft stored or sent,
 * seen on the realtime notice the machine gives after each saved step). The pipeline's added
 * time is that minus the model's time for the reply (the completions it asked for, one after
 * another, times the fixed latency). Replies arrive open-loop at BENCH_AI_REPLIES_PER_SECOND,
 * spread across the workspaces in turn; the app's clock is the manual one (nothing is scheduled
 * by real time), real time measures. Postgres as bench/database.ts makes it. Figures only.
 */
import { inArray } from 'drizzle-orm';
import { employeeLimits } from '@outreach/core/ai';
import { type AiFixtureHost, insertProspect, saveEmployee } from '../api/test/ai-employees';
import type { ApiResponse, RequestOptions, TestContext } from '../api/test/helpers';
import { createTypedTestApi } from '../api/test/typed-client';
import { insertCredential } from '../api/test/workspaces';
import { createApp } from '../api/src/app';
import { createManualClock } from '../api/src/clock';
import { aiConversations, spaceMembers, spaces, users } from '../api/src/db/schema';
import { silentLogger } from '../api/src/logger';
import { applyInboundEvent } from '../api/src/modules/automation/automation.service';
import { issueToken } from '../api/src/modules/auth/auth.service';
import type { RealtimeEmitter } from '../api/src/platform/announce';
import { createOutreachEvents } from '../api/src/platform/outreach-events';
import { createOpenAiCompatibleLlm } from '../api/src/providers/llm/openai-compatible.adapter';
import { type ChatRequest, startOpenAiStandIn } from '../api/src/providers/llm/testing/openai-standin';
import { createBenchDatabase } from './database';

const conversations = Number(process.env.BENCH_AI_CONVERSATIONS ?? 1000);
const workspaces = Number(process.env.BENCH_AI_WORKSPACES ?? 100);
const modelMs = Number(process.env.BENCH_AI_MODEL_MS ?? 200);
/** Replies of the paced run, and their rate (half the burst's throughput unless set). */
const pacedReplies = Number(process.env.BENCH_AI_PACED_REPLIES ?? 200);
const offeredPerSecond = process.env.BENCH_AI_REPLIES_PER_SECOND
  ? Number(process.env.BENCH_AI_REPLIES_PER_SECOND)
  : undefined;
/** Where a reply's pipeline ends: its draft stored for approval, or sent. */
const ended = ['waiting_for_approve', 'waiting_for_follow_up'];
const warmups = 20;

const draft = 'Hi Dana, happy to show how Reachly helps with your open roles. Best, Ava Mitchell';

/** The stand-in model: every reply is a question worth answering, every draft grounded. */
function answer(request: ChatRequest): string {
  if (request.response_format?.type === 'json_schema')
    return JSON.stringify({ label: 'interested', reason: 'asks to hear more' });
  return draft;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))] ?? 0;
}

interface Thread {
  spaceId: string;
  credentialId: string;
  prospectId: string;
}

/**
 * The workspaces (a member, a sandbox account, an employee bound to it, its prospects) and the
 * order the replies come in: in turn across the workspaces (the first of each, then the second ...).
 */
async function seedWorkspaces(host: AiFixtureHost & Pick<TestContext, 'database'>) {
  const { db } = host.database;
  const { clock } = host;
  const threads: Thread[][] = [];
  for (let index = 0; index <= workspaces; index += 1) {
    const [space] = await db
      .insert(spaces)
      .values({ name: `Bench AI ${index}`, tier: 'unlimited', createdAt: clock.now() })
      .returning();
    if (!space) throw new Error('seed failed');
    const [user] = await db
      .insert(users)
      .values({ email: `bench-ai-${index}@example.test`, emailConfirmed: true, currentSpaceId: space.id })
      .returning();
    if (!user) throw new Error('seed failed');
    await db.insert(spaceMembers).values({ spaceId: space.id, userId: user.id, isAdmin: true });
    const token = await issueToken(db, clock, user.id);
    const credentialId = await insertCredential(host, space);
    await saveEmployee(host, { token }, credentialId, {
      mode: index % 2 === 0 ? 'manual' : 'automatic',
      dailyCap: employeeLimits.dailyCapMax,
    });
    // The last workspace warms the path up (JIT, connections); it is not measured.
    const count = index === workspaces ? warmups : Math.ceil(conversations / workspaces);
    const own: Thread[] = [];
    for (let n = 0; n < count; n += 1)
      own.push({ spaceId: space.id, credentialId, prospectId: await insertProspect(host, space.id) });
    threads.push(own);
  }
  const warm = threads.pop() ?? [];
  // In turn across the workspaces: the first reply of each, then the second of each, ...
  const order: Thread[] = [];
  for (let n = 0; order.length < conversations && n < conversations; n += 1)
    for (const own of threads) {
      const thread = own[n];
      if (thread && order.length < conversations) order.push(thread);
    }
  return { warm, order };
}

export async function aiConversationsBench(): Promise<string[]> {
  const bench = await createBenchDatabase('ai_conversations');
  const model = await startOpenAiStandIn(answer, { latencyMs: modelMs });
  try {
    const db = bench.database.db;
    const clock = createManualClock();
    // When each conversation's last step was saved (the machine's notice after every saved step).
    const saved = new Map<string, number>();
    const realtime: RealtimeEmitter = {
      toSpace(_spaceId, event, payload) {
        const notice = payload as { type?: string; dialog_id?: string };
        if (event === 'refetch_data' && notice.type === 'ai_conversation' && notice.dialog_id)
          saved.set(notice.dialog_id, performance.now());
      },
      toCredential: () => {},
    };
    const events = createOutreachEvents(silentLogger);
    const llm = createOpenAiCompatibleLlm({
      baseURL: model.baseURL,
      model: 'stand-in',
      isSandbox: false,
      timeoutMs: 60_000,
    });
    const app = createApp({
      db: bench.database,
      clock,
      logger: silentLogger,
      realtime,
      events,
      llm,
      mailServersAllowPrivate: true,
    });
    const send = async (path: string, options: RequestOptions): Promise<ApiResponse<unknown>> => {
      const response = await app.request(path, {
        method: options.method,
        headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const body = (await response.json()) as ApiResponse<unknown>['body'];
      if (!body.ok) throw new Error(`${path}: ${response.status} ${body.error}`);
      return { status: response.status, headers: response.headers, body, payload: body.payload };
    };
    const host = { api: createTypedTestApi(send), database: bench.database, clock };

    const { warm, order } = await seedWorkspaces(host);
    await bench.database.executeSql('analyze');

    const engineDeps = { db, clock, logger: silentLogger, realtime, events, publicUrl: 'http://localhost' };
    let sequence = 0;
    const reply = async (thread: Thread) => {
      sequence += 1;
      const arrived = performance.now();
      await applyInboundEvent(engineDeps, {
        ...thread,
        kind: 'reply',
        text: `Sounds interesting, tell me more (${sequence})`,
        at: clock.now(),
      });
      return { arrived, prospectId: thread.prospectId };
    };
    for (const thread of warm) await reply(thread);

    /** Each reply's time to its last saved step, checked: every reply ended drafted or sent. */
    const conversationsOf = (prospectIds: string[]) =>
      db
        .select({
          prospectId: aiConversations.prospectId,
          dialogId: aiConversations.dialogId,
          status: aiConversations.status,
        })
        .from(aiConversations)
        .where(inArray(aiConversations.prospectId, prospectIds));
    /**
     * The replies' conversations once each has ended and its last step's notice came: a reply's
     * listeners run on the outreach bus, so the stored reply can return before its conversation
     * has saved its last step (under a burst, seconds later). Waits at most two minutes.
     */
    const settled = async (prospectIds: string[]) => {
      const deadline = performance.now() + 120_000;
      for (;;) {
        const rows = await conversationsOf(prospectIds);
        const done = rows.every((row) => ended.includes(row.status) && saved.has(row.dialogId));
        if ((rows.length === prospectIds.length && done) || performance.now() > deadline) return rows;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const timesOf = async (arrivals: Array<{ arrived: number; prospectId: string }>) => {
      const rows = await settled(arrivals.map((arrival) => arrival.prospectId));
      const byProspect = new Map(rows.map((row) => [row.prospectId, row]));
      const times = arrivals.map(({ arrived, prospectId }) => {
        const row = byProspect.get(prospectId);
        const end = row ? saved.get(row.dialogId) : undefined;
        if (!row || end === undefined || !ended.includes(row.status))
          throw new Error(`the reply of ${prospectId} ended as ${row?.status ?? 'no conversation'}`);
        return end - arrived;
      });
      const sent = rows.filter((row) => row.status === 'waiting_for_follow_up').length;
      return { times, sent, drafted: rows.length - sent, ends: [...saved.values()] };
    };

    // 1. Every conversation's reply at once: how many replies a second the pipeline takes in.
    saved.clear();
    let asked = model.requests.length;
    const burstStarted = performance.now();
    const burst = await timesOf(await Promise.all(order.map((thread) => reply(thread))));
    const burstSeconds = (Math.max(...burst.ends) - burstStarted) / 1000;
    const throughput = order.length / burstSeconds;
    const burstCompletions = (model.requests.length - asked) / order.length;

    // 2. The next reply of as many conversations, arriving open-loop at half that rate (or the
    // rate asked for): the time the pipeline adds to a reply when it is not queued behind others.
    // The statistics autovacuum keeps (it analyzes a table within a minute of a bulk change):
    // without them the planner takes the threads the burst just wrote for a handful of rows.
    await bench.database.executeSql('analyze');
    const paced = order.slice(0, Math.min(pacedReplies, order.length));
    const rate = offeredPerSecond ?? throughput / 2;
    saved.clear();
    asked = model.requests.length;
    const started = performance.now();
    const runs: Promise<{ arrived: number; prospectId: string }>[] = [];
    for (const [index, thread] of paced.entries()) {
      const wait = started + (index * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      runs.push(reply(thread));
    }
    const steady = await timesOf(await Promise.all(runs));
    const completionsPerReply = (model.requests.length - asked) / paced.length;
    const modelLatency = completionsPerReply * modelMs;
    const added = steady.times.map((time) => time - modelLatency).sort((x, y) => x - y);
    const p50 = percentile(added, 0.5);
    const p99 = percentile(added, 0.99);
    const burstAdded = burst.times.map((time) => time - burstCompletions * modelMs).sort((x, y) => x - y);
    return [
      `bench ai-conversations added: ${p50.toFixed(1)} ms p50, ${p99.toFixed(1)} ms p99 vs model latency ${modelLatency.toFixed(0)} ms = ratio ${(p50 / modelLatency).toFixed(2)} (${paced.length} replies at ${rate.toFixed(1)}/s, ${completionsPerReply.toFixed(1)} completions of ${modelMs} ms each; ${steady.drafted} drafts awaiting approval, ${steady.sent} sent)`,
      `bench ai-conversations throughput: ${throughput.toFixed(1)} replies/s (${order.length} conversations' replies at once across ${workspaces} workspaces, all done in ${burstSeconds.toFixed(1)} s; added ${percentile(burstAdded, 0.5).toFixed(0)} ms p50, ${percentile(burstAdded, 0.99).toFixed(0)} ms p99 queued; ${burst.drafted} drafts, ${burst.sent} sent)`,
    ];
  } finally {
    await model.close();
    await bench.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const line of await aiConversationsBench()) console.log(line);
