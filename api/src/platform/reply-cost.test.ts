/**
 * What storing one inbound reply costs in SQL statements (issue 25, the write path): the sandbox
 * network's inbound path (applyInboundEvent) stores the message, then `new_message` and `got_reply`
 * run every outreach-event listener the app registers (webhooks, the event log, auto-labels with
 * the AI label's plan, brand and credit checks, the AI Employee listener). Counts, not times: the
 * same reply always makes the same statements, so a listener that starts re-reading a table fails here.
 */
import { and, asc, type Logger as DrizzleLogger, eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import { insertProspect } from '../../test/ai-employees';
import { insertCredential } from '../../test/workspaces';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { aiPrompts, labels, outreachEventLog, prospectLabels } from '../db/schema';
import type { EngineDeps } from '../engine/contracts';
import { silentLogger } from '../logger';
import { applyInboundEvent } from '../modules/automation/automation.service';
import { grantCredits } from '../modules/credits';
import { createOpenAiCompatibleLlm } from '../providers/llm/openai-compatible.adapter';
import { type OpenAiStandIn, startOpenAiStandIn } from '../providers/llm/testing/openai-standin';
import { createOutreachEvents } from './outreach-events';

/** The schema's table names. */
const tableNames = new Set<string>(
  Object.values(schema).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : [])),
);

/** The tables a statement reads or writes (`from`, `join`, `into`, `update`; raw SQL too), each once. */
function tablesOf(statement: string): string[] {
  const names = [...statement.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(names.filter((name) => tableNames.has(name)))];
}

/**
 * Counts the statements drizzle sends over `db` (and its transactions) during `work`: in all, and
 * per table (a statement naming two tables counts for each).
 */
function countStatements(db: Db) {
  const counts = new Map<string, number>();
  let counting = false;
  let statements = 0;
  const logger: DrizzleLogger = {
    logQuery(query) {
      if (!counting) return;
      statements += 1;
      for (const table of tablesOf(query)) counts.set(table, (counts.get(table) ?? 0) + 1);
    },
  };
  // Drizzle keeps its logger on the session and hands the session's options to each transaction.
  const session = (
    db as unknown as { session: { logger: DrizzleLogger; options: { logger?: DrizzleLogger } } }
  ).session;
  session.logger = logger;
  session.options.logger = logger;
  return {
    async during(work: () => Promise<void>) {
      counts.clear();
      statements = 0;
      counting = true;
      try {
        await work();
      } finally {
        counting = false;
      }
      const byTable = Object.fromEntries([...counts.entries()].sort(([a], [b]) => a.localeCompare(b)));
      return { byTable, total: statements };
    },
  };
}

type Cost = Awaited<ReturnType<ReturnType<typeof countStatements>['during']>>;

describe.each(databaseModes())('the SQL one stored reply costs on %s', (mode) => {
  let ctx: TestContext;
  let model: OpenAiStandIn;
  let deps: EngineDeps;
  let counter: ReturnType<typeof countStatements>;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    model = await startOpenAiStandIn(() => JSON.stringify({ label: 'interested', reason: 'asks for more' }));
    const llm = createOpenAiCompatibleLlm({
      baseURL: model.baseURL,
      model: 'stand-in',
      isSandbox: false,
      maxAttempts: 1,
      timeoutMs: 5_000,
    });
    // The app's listeners on a bus of this test (createApp registers them).
    const events = createOutreachEvents(silentLogger);
    ctx.withApp({ events, llm, logger: silentLogger });
    deps = {
      db: ctx.database.db,
      clock: ctx.clock,
      logger: silentLogger,
      realtime: ctx.realtime,
      events,
      publicUrl: 'http://localhost',
    };
    counter = countStatements(ctx.database.db);
  });
  afterAll(async () => {
    await model?.close();
    await ctx?.close();
  });

  /** A workspace on a plan with AI labels (credits to pay them or none), one account, a first reply heard. */
  async function workspace(credits: number) {
    const member = await ctx.createMember({ tier: 'unlimited' });
    const credentialId = await insertCredential(ctx, member.space);
    if (credits > 0)
      await grantCredits(ctx.database.db, {
        spaceId: member.space.id,
        amount: credits,
        kind: 'manual',
        idempotencyKey: `reply-cost:${member.space.id}`,
      });
    const reply = async (text: string) => {
      const prospectId = await insertProspect(ctx, member.space.id);
      const cost = await counter.during(() =>
        applyInboundEvent(deps, {
          spaceId: member.space.id,
          prospectId,
          credentialId,
          kind: 'reply',
          text,
          at: ctx.clock.now(),
        }),
      );
      return { prospectId, cost };
    };
    // The workspace's first reply seeds its AI labels (and the process's first, the brand's plans).
    await reply('Sounds interesting, tell me more');
    return { member, reply };
  }

  /** The prospect's AI labels and logged events, in order. */
  async function outcome(prospectId: string) {
    const labelled = await ctx.database.db
      .select({ name: labels.name })
      .from(prospectLabels)
      .innerJoin(labels, eq(labels.id, prospectLabels.labelId))
      .where(eq(prospectLabels.prospectId, prospectId));
    const logged = await ctx.database.db
      .select({ name: outreachEventLog.name })
      .from(outreachEventLog)
      .where(eq(outreachEventLog.prospectId, prospectId))
      .orderBy(asc(outreachEventLog.at), asc(outreachEventLog.id));
    return { labels: labelled.map((row) => row.name), events: logged.map((row) => row.name).sort() };
  }

  const report = (what: string, cost: Cost) =>
    console.log(`one reply ${what} on ${mode}: ${cost.total} statements`, JSON.stringify(cost.byTable));

  /**
   * At most this many statements name each table (issue 25; before the per-event memo: whitelabels
   * 4, billing_plans 2, spaces 2, webhooks 3; 33 statements in all with credits, 34 without).
   */
  function expectAtMost(cost: Cost, total: number, bounds: Record<string, number>) {
    for (const [table, bound] of Object.entries(bounds))
      expect(cost.byTable[table] ?? 0, table).toBeLessThanOrEqual(bound);
    expect(cost.total).toBeLessThanOrEqual(total);
  }

  it('a reply the model labels (paid): stored, labelled, logged, in a bounded number of statements', async () => {
    const { member, reply } = await workspace(100);
    const { prospectId, cost } = await reply('Sounds interesting, tell me more about it');
    report('labelled by the model', cost);
    // The plan and brand once (two asks: labelsEveryReply, then classify), the webhooks once per
    // outer event (new_message with its add_ai_label, then got_reply), one debit statement.
    expectAtMost(cost, 26, {
      whitelabels: 1,
      billing_plans: 1,
      spaces: 1,
      webhooks: 2,
      credit_wallets: 1,
      credit_ledger: 1,
      outreach_event_log: 3,
    });
    expect(await outcome(prospectId)).toEqual({
      labels: ['interested'],
      events: ['add_ai_label', 'got_reply', 'new_message'],
    });
    const [prompt] = await ctx.database.db
      .select({ status: aiPrompts.status, credits: aiPrompts.credits })
      .from(aiPrompts)
      .where(and(eq(aiPrompts.spaceId, member.space.id), eq(aiPrompts.prospectId, prospectId)));
    expect(prompt).toEqual({ status: 'ready', credits: 1 });
  });

  it('a reply without credits (the free local label): the same outcome, a bounded number of statements', async () => {
    const { reply } = await workspace(0);
    const { prospectId, cost } = await reply('Sounds interesting, tell me more about it');
    report('without credits', cost);
    // The refused debit, then one statement that says why (balance, replay, member cap, billing).
    expectAtMost(cost, 27, {
      whitelabels: 1,
      billing_plans: 1,
      spaces: 2,
      webhooks: 2,
      credit_wallets: 2,
      credit_ledger: 2,
      outreach_event_log: 3,
    });
    expect(await outcome(prospectId)).toEqual({
      labels: ['interested'],
      events: ['add_ai_label', 'got_reply', 'new_message'],
    });
  });
});
