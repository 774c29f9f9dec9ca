/**
 * bench scheduler: step executions per second through the outreach engine (scheduler pass
 * claims due prospects with SKIP LOCKED and the idempotency-key insert, pg-boss carries each
 * step to the worker, the no-op executor runs it, completeStep records it and finishes the
 * prospect), against a bare pg-boss send/fetch/complete loop of as many jobs, and against a raw
 * `SELECT … FOR UPDATE SKIP LOCKED` claim loop on a plain table. All on one fresh real Postgres.
 * The engine runs with the app's timed jobs (the reports' fold every 2 s, as a server does).
 * bench scheduler-fold: what the fold still had to take in when the last
 * step was done, and how long that took: how far the reports were behind the engine.
 * Figures only; no timed assertions.
 */
import { eq, sql } from 'drizzle-orm';
import { silentLogger } from '../api/src/logger';
import {
  campaignProspects,
  credentials,
  prospects,
  spaces,
  workflowCredentials,
  workflowSteps,
  workflows,
} from '../api/src/db/schema';
import { startEngine } from '../api/src/engine/engine';
import { createExecutorRegistry, createNoopExecutor } from '../api/src/engine/executor-registry';
import { createOutreachEvents } from '../api/src/platform/outreach-events';
import { activateCampaign } from '../api/src/modules/workflows/campaign-activation';
import { createQueue } from '../api/src/jobs/queue';
import { modulePeriodicJobs } from '../api/src/channels/default-registry';
import { foldAllReportChanges } from '../api/src/modules/reports';
import { noopEmitter } from '../api/src/platform/announce';
import { systemClock } from '../api/src/clock';
import { createBenchDatabase } from './database';

/**
 * Each comparison runs at these sizes (steps, and as many jobs or rows for the baselines): a
 * pg-boss fetch sorts every queued job (its ORDER BY priority, created_on), so its rate falls as
 * the backlog grows, while a scheduler batch reads only its own rows of the due index. One size
 * alone would tell only half of that.
 */
const sizes = (process.env.BENCH_SCHEDULER_STEPS ?? '2000,10000,20000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const batch = 50;

const perSecond = (count: number, milliseconds: number) => count / (milliseconds / 1000);
const fmt = (value: number) => value.toFixed(1);

interface Ours {
  stepsPerSecond: number;
  /** Changes left in the reports' change log when the last step was done. */
  behind: number;
  /** How long the fold took to take them in (ms). */
  foldMs: number;
}

async function oursStepsPerSecond(steps: number): Promise<Ours> {
  const bench = await createBenchDatabase('scheduler');
  const queue = await createQueue(bench.database);
  try {
    const db = bench.database.db;
    const [space] = await db.insert(spaces).values({ name: 'Bench' }).returning();
    if (!space) throw new Error('seed failed');
    const [sender] = await db
      .insert(credentials)
      .values({
        spaceId: space.id,
        username: 'bench@example.test',
        timezone: 'UTC',
        workHoursStart: 0,
        workHoursEnd: 24,
      })
      .returning();
    const [workflow] = await db.insert(workflows).values({ spaceId: space.id, name: 'Bench' }).returning();
    if (!sender || !workflow) throw new Error('seed failed');
    await db
      .insert(workflowCredentials)
      .values({ workflowId: workflow.id, credentialId: sender.id, spaceId: space.id });
    // An internal step (no caps, no spacing): the bench measures the engine, not the limits.
    await db
      .insert(workflowSteps)
      .values({ spaceId: space.id, workflowId: workflow.id, key: 'a', number: 1, kind: 'send_webhook' });
    for (let offset = 0; offset < steps; offset += 1000) {
      const count = Math.min(1000, steps - offset);
      const people = await db
        .insert(prospects)
        .values(Array.from({ length: count }, (_, i) => ({ spaceId: space.id, fullName: `P${offset + i}` })))
        .returning({ id: prospects.id });
      await db
        .insert(campaignProspects)
        .values(
          people.map((person) => ({ spaceId: space.id, workflowId: workflow.id, prospectId: person.id })),
        );
    }
    const deps = {
      db,
      clock: systemClock,
      logger: silentLogger,
      realtime: noopEmitter,
      events: createOutreachEvents(),
      publicUrl: 'http://localhost',
      engine: {
        workWeekends: true,
        spacingMinSeconds: 0,
        spacingMaxSeconds: 0,
        tickSeconds: 600,
      },
    };
    // Started before the clock, as the baselines' queues are created before theirs: the clock
    // times the steps, not the engine's set-up (queues, periodic jobs) or its stop.
    const engine = await startEngine(
      deps,
      queue.boss,
      createExecutorRegistry([createNoopExecutor(['send_webhook'])]),
      // The engine as a server runs it (batch and job sizes are the defaults), two jobs a fetch.
      {
        workerBatchSize: 2,
        pollingIntervalSeconds: 0.5,
        // The timed jobs a server runs (the reports' fold); the minute ones are no part of this.
        periodicJobs: modulePeriodicJobs().filter((job) => job.everySeconds),
      },
    );
    let elapsed = 0;
    const behind = { changes: 0, foldMs: 0 };
    try {
      // The engine's first pass starts with it: let it end before the campaign starts. Since
      // migration 0018 no trigger updates a shared row, but activateCampaign's UPDATE still locks
      // the pending prospects in no set order while completeStep locks them in id order: a start
      // that overlaps the steps the pass began itself deadlocks on campaign_prospects (40P01).
      await engine.tickNow();
      await db.update(workflows).set({ status: 'active' }).where(eq(workflows.id, workflow.id));
      await activateCampaign(deps, workflow.id);
      // Statistics as autovacuum keeps them (it analyzes a table within a minute of a bulk change):
      // without them the planner takes the just-filled table for empty.
      await bench.database.executeSql('analyze campaign_prospects, workflows');
      const started = performance.now();
      for (;;) {
        await engine.tickNow();
        const [row] = await db
          .select({ left: sql<number>`count(*)::int` })
          .from(campaignProspects)
          .where(eq(campaignProspects.state, 'active'));
        if (Number(row?.left ?? 0) === 0) break;
        // Checked often, so the figure is not rounded up to the check interval.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      elapsed = performance.now() - started;
      const { rows } = await bench.database.executeSql(
        'select ((select count(*) from report_count_changes) + (select count(*) from report_status_changes))::int as changes',
      );
      behind.changes = Number(rows[0]?.changes ?? 0);
      const foldStarted = performance.now();
      while (!(await foldAllReportChanges(db))) await new Promise((resolve) => setTimeout(resolve, 10));
      behind.foldMs = performance.now() - foldStarted;
    } finally {
      await engine.stop();
    }
    return { stepsPerSecond: perSecond(steps, elapsed), behind: behind.changes, foldMs: behind.foldMs };
  } finally {
    await queue.stop();
    await bench.drop();
  }
}

async function pgBossJobsPerSecond(steps: number): Promise<number> {
  const bench = await createBenchDatabase('pgboss');
  const queue = await createQueue(bench.database);
  try {
    const name = 'bench-bare';
    await queue.boss.createQueue(name);
    const started = performance.now();
    for (let offset = 0; offset < steps; offset += 500) {
      const count = Math.min(500, steps - offset);
      await queue.boss.insert(Array.from({ length: count }, (_, i) => ({ name, data: { n: offset + i } })));
    }
    let done = 0;
    while (done < steps) {
      const jobs = await queue.boss.fetch<{ n: number }>(name, { batchSize: batch });
      if (jobs.length === 0) continue;
      await queue.boss.complete(
        name,
        jobs.map((job) => job.id),
      );
      done += jobs.length;
    }
    return perSecond(steps, performance.now() - started);
  } finally {
    await queue.stop();
    await bench.drop();
  }
}

async function skipLockedRowsPerSecond(steps: number): Promise<number> {
  const bench = await createBenchDatabase('skiplocked');
  try {
    const run = (text: string, values?: unknown[]) => bench.database.executeSql(text, values);
    await run('create table bench_work (id bigserial primary key, done boolean not null default false)');
    await run('create index on bench_work (id) where not done');
    const started = performance.now();
    await run('insert into bench_work (done) select false from generate_series(1, $1::int)', [steps]);
    let done = 0;
    while (done < steps) {
      const { rows } = await run(
        `update bench_work set done = true where id in (
           select id from bench_work where not done order by id limit $1 for update skip locked
         ) returning id`,
        [batch],
      );
      done += rows.length;
      if (rows.length === 0) break;
    }
    return perSecond(steps, performance.now() - started);
  } finally {
    await bench.drop();
  }
}

export async function schedulerBench(): Promise<string[]> {
  const lines: string[] = [];
  for (const steps of sizes) {
    const { stepsPerSecond: ours, behind, foldMs } = await oursStepsPerSecond(steps);
    const boss = await pgBossJobsPerSecond(steps);
    const raw = await skipLockedRowsPerSecond(steps);
    const name = `scheduler@${steps}`;
    lines.push(
      `bench ${name}: ${fmt(ours)} steps/s vs pg-boss send/fetch/complete ${fmt(boss)} jobs/s = ratio ${(ours / boss).toFixed(2)}`,
      `bench ${name}: ${fmt(ours)} steps/s vs raw SKIP LOCKED loop ${fmt(raw)} rows/s = ratio ${(ours / raw).toFixed(2)}`,
      `bench scheduler-fold@${steps}: ${behind} report changes left when the last step was done, folded in ${foldMs.toFixed(0)} ms`,
    );
  }
  return lines;
}
