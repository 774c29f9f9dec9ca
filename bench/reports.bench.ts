/**
 * bench reports-*: p99 of each report (issue 15 item 2: under 200 ms) on a workspace with
 * 1,000,000 events and 100,000 prospects on real Postgres, against the bare
 * `select date_trunc('day', finished_at), count(*) … group by 1` over the same 1,000,000 event rows.
 * Seeded with generate_series (the rollup triggers off during the bulk load, then
 * rebuildReportCounts, the documented way after a bulk load; its time is printed too, with the
 * counters of each rollup: report_daily, report_steps, report_steps_monthly, report_hours,
 * report_campaign_hours; the rebuild also sets each prospect's kept status). Each report read folds
 * the reports' change log first (migration 0018), as the app's do; the log is empty here.
 * bench reports-fold: 10,000 opens written through the triggers on top of the 1,000,000 events
 * (the change log's +1s and the prospects they mark), then folded: how long a fold of that many
 * takes at this size.
 * Figures only; no timed assertions.
 */
import { sql } from 'drizzle-orm';
import { createManualClock } from '../api/src/clock';
import type { Db } from '../api/src/db/client';
import { foldAllReportChanges, rebuildReportCounts } from '../api/src/modules/reports/report-counts';
import { insightReport } from '../api/src/modules/reports/insight-report';
import { activityReport, audienceReport } from '../api/src/modules/reports/reports.service';
import type { RealtimeEmitter } from '../api/src/platform/announce';
import type { SpaceScope } from '../api/src/platform/tenancy';
import { createBenchDatabase } from './database';

const events = Number(process.env.BENCH_REPORT_EVENTS ?? 1_000_000);
const prospectCount = Number(process.env.BENCH_REPORT_PROSPECTS ?? 100_000);
const runs = Number(process.env.BENCH_REPORT_RUNS ?? 60);
const campaigns = 50;
const senders = 20;
const today = '2026-11-26';

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

async function timed(call: () => Promise<unknown>): Promise<number[]> {
  await call(); // warm the plan and the cache
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples;
}

export async function seed(db: Db, spaceId: string): Promise<void> {
  await db.execute(sql`alter table step_executions disable trigger user`);
  await db.execute(sql`alter table messages disable trigger user`);
  await db.execute(sql`alter table campaign_prospects disable trigger user`);
  await db.execute(sql`alter table prospect_labels disable trigger user`);
  await db.execute(sql`insert into credentials (id, space_id, username, timezone)
    select gen_random_uuid(), ${spaceId}::uuid, 'sender-' || i || '@bench.test', 'UTC'
    from generate_series(1, ${senders}) i`);
  await db.execute(sql`insert into workflows (id, space_id, name, status)
    select gen_random_uuid(), ${spaceId}::uuid, 'Campaign ' || i, 'active' from generate_series(1, ${campaigns}) i`);
  await db.execute(sql`insert into workflow_steps (id, space_id, workflow_id, key, number, kind)
    select gen_random_uuid(), ${spaceId}::uuid, w.id, 's' || n, n,
      (array['connection_request', 'send_message', 'send_email', 'send_message', 'send_email'])[n]
    from workflows w, generate_series(1, 5) n where w.space_id = ${spaceId}::uuid`);
  await db.execute(sql`insert into prospects (id, space_id, full_name, company_name, position, location,
      lifecycle, created_at, updated_at)
    select gen_random_uuid(), ${spaceId}::uuid, 'Person ' || i, 'Company ' || (i % 500), 'Title ' || (i % 40),
      'City ' || (i % 60),
      (array['new', 'contacted', 'connected', 'got_reply', 'lead'])[1 + (i % 5)],
      ${today}::timestamptz - ((i % 365) || ' days')::interval,
      ${today}::timestamptz - ((i % 180) || ' days')::interval
    from generate_series(1, ${prospectCount}) i`);
  await db.execute(sql`with w as (select id, row_number() over (order by id) - 1 as n from workflows
      where space_id = ${spaceId}::uuid),
    c as (select id, row_number() over (order by id) - 1 as n from credentials where space_id = ${spaceId}::uuid),
    p as (select id, created_at, row_number() over (order by id) - 1 as n from prospects
      where space_id = ${spaceId}::uuid)
    insert into campaign_prospects (id, space_id, workflow_id, prospect_id, credential_id, state, created_at)
    select gen_random_uuid(), ${spaceId}::uuid, w.id, p.id, c.id,
      (array['active', 'finished', 'paused', 'pending'])[1 + (p.n % 4)], p.created_at
    from p join w on w.n = p.n % ${campaigns} join c on c.n = p.n % ${senders}`);
  // The events: each campaign prospect's executions (events / prospects of them), over a year.
  const perProspect = Math.ceil(events / prospectCount);
  await db.execute(sql`insert into step_executions (id, space_id, workflow_id, campaign_prospect_id, step_id,
      step_key, credential_id, idempotency_key, action_kind, status, outcome, detail, scheduled_at, finished_at)
    select gen_random_uuid(), ${spaceId}::uuid, cp.workflow_id, cp.id, s.id, s.key, cp.credential_id, cp.id || ':' || k,
      (array['connection_request', 'message', 'email', 'message', 'email'])[1 + (k % 5)], 'done', 'positive',
      case when k % 5 in (2, 4) and k % 3 = 0
        then jsonb_build_object('opened_at', to_char(at + interval '3 hours', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'variant', case when k % 2 = 0 then 'A' else 'B' end)
        else '{}'::jsonb end,
      at, at
    from (select cp.*, k, ${today}::timestamptz - (((cp.n * 7 + k * 13) % 365) || ' days')::interval
        - (((cp.n + k) % 24) || ' hours')::interval as at
      from (select c.*, row_number() over (order by c.id) as n from campaign_prospects c
        where c.space_id = ${spaceId}::uuid) cp, generate_series(0, ${perProspect - 1}) k
      where (cp.n - 1) * ${perProspect} + k < ${events}) cp
    join workflow_steps s on s.workflow_id = cp.workflow_id and s.number = 1 + (k % 5)`);
  // Replies of one prospect in five, with their conversation; "interested" on one in twenty.
  await db.execute(sql`insert into dialogs (id, space_id, credential_id, prospect_id)
    select gen_random_uuid(), ${spaceId}::uuid, cp.credential_id, cp.prospect_id from campaign_prospects cp
    join prospects p on p.id = cp.prospect_id
    where cp.space_id = ${spaceId}::uuid and p.lifecycle in ('got_reply', 'lead')`);
  await db.execute(sql`insert into messages (id, space_id, dialog_id, direction, channel, kind, text, sent_at)
    select gen_random_uuid(), ${spaceId}::uuid, d.id, 'in', 'social', 'reply', 'Thanks', p.updated_at
    from dialogs d join prospects p on p.id = d.prospect_id where d.space_id = ${spaceId}::uuid`);
  await db.execute(sql`insert into labels (id, space_id, name, color, type)
    values (gen_random_uuid(), ${spaceId}::uuid, 'interested', '#22c55e', 'ai_generated')`);
  await db.execute(sql`insert into prospect_labels (space_id, prospect_id, label_id, created_at)
    select ${spaceId}::uuid, p.id, l.id, p.updated_at from prospects p, labels l
    where p.space_id = ${spaceId}::uuid and l.space_id = ${spaceId}::uuid and p.full_name like '%0'
      and right(p.full_name, 2) in ('00', '20')`);
  for (const table of ['step_executions', 'messages', 'campaign_prospects', 'prospect_labels'])
    await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  await db.execute(sql`analyze`);
}

export async function reportsBench(): Promise<string[]> {
  const bench = await createBenchDatabase('reports');
  try {
    const db = bench.database.db;
    const [space] = (await db.execute(
      sql`insert into spaces (id, name) values (gen_random_uuid(), 'Bench reports') returning id`,
    )) as unknown as { id: string }[];
    if (!space) throw new Error('seed failed');
    const seedStarted = performance.now();
    await seed(db, space.id);
    const seedMs = performance.now() - seedStarted;
    const rebuildStarted = performance.now();
    await rebuildReportCounts(db, space.id);
    const rebuildMs = performance.now() - rebuildStarted;
    await db.execute(sql`analyze`);
    const [sizes] = (await db.execute(sql`select
        (select count(*) from step_executions)::int as executions,
        (select count(*) from messages)::int as messages,
        (select count(*) from prospects)::int as prospects,
        (select count(*) from report_daily)::int as daily,
        (select count(*) from report_steps)::int as steps,
        (select count(*) from report_steps_monthly)::int as monthly,
        (select count(*) from report_hours)::int as hours,
        (select count(*) from report_campaign_hours)::int as campaign_hours`)) as unknown as {
      executions: number;
      messages: number;
      prospects: number;
      daily: number;
      steps: number;
      monthly: number;
      hours: number;
      campaign_hours: number;
    }[];

    const scope: SpaceScope = {
      db,
      spaceId: space.id,
      clock: createManualClock(`${today}T12:00:00Z`),
      realtime: {} as RealtimeEmitter,
    };
    const [firstCampaign] = (await db.execute(
      sql`select id from workflows where space_id = ${space.id}::uuid order by name limit 1`,
    )) as unknown as { id: string }[];
    const baseline = await timed(() =>
      db.execute(sql`select date_trunc('day', finished_at), count(*) from step_executions
        where space_id = ${space.id}::uuid group by 1`),
    );
    const cases: [string, () => Promise<unknown>][] = [
      ['reports-activity-30d', () => activityReport(scope, {})],
      ['reports-activity-group-by', () => activityReport(scope, { group_by: 'campaign' })],
      ['reports-activity-365d', () => activityReport(scope, { from: '2025-11-27', to: today })],
      ['reports-audience', () => audienceReport(scope, { from: '2025-11-27', to: today })],
      [
        'reports-audience-campaign',
        () => audienceReport(scope, { from: '2025-11-27', to: today, workflow_id: firstCampaign?.id }),
      ],
      ['reports-insight', () => insightReport(scope, {})],
      ['reports-insight-365d', () => insightReport(scope, { from: '2025-11-27', to: today })],
      [
        'reports-insight-365d-campaign',
        () => insightReport(scope, { from: '2025-11-27', to: today, workflow_id: firstCampaign?.id }),
      ],
    ];
    const bare = p99(baseline);
    const lines: string[] = [];
    for (const [name, call] of cases) {
      const ours = p99(await timed(call));
      lines.push(
        `bench ${name}: ${ours.toFixed(1)} ms p99 vs bare-count-by-day ${bare.toFixed(1)} ms p99 = ratio ${(ours / bare).toFixed(3)}`,
      );
    }
    // 10,000 opens of sent emails, written as tracking writes them (the triggers log each).
    const opens = 10_000;
    await db.execute(sql`update step_executions set detail = detail || jsonb_build_object('opened_at',
        to_char(finished_at + interval '1 hour', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
      where id in (select id from step_executions where space_id = ${space.id}::uuid and action_kind = 'email'
        and not detail ? 'opened_at' limit ${opens})`);
    const [logged] = (await db.execute(sql`select
        (select count(*) from report_count_changes)::int as counts,
        (select count(*) from report_status_changes)::int as statuses`)) as unknown as {
      counts: number;
      statuses: number;
    }[];
    const foldStarted = performance.now();
    await foldAllReportChanges(db);
    lines.push(
      `bench reports-fold: ${logged?.counts} counter and ${logged?.statuses} status changes (${opens} opens) folded in ${(performance.now() - foldStarted).toFixed(0)} ms at ${sizes?.executions} events`,
    );
    lines.push(
      `bench reports-seed: ${sizes?.executions} executions, ${sizes?.messages} replies, ${sizes?.prospects} prospects seeded in ${(seedMs / 1000).toFixed(1)} s; rebuildReportCounts ${(rebuildMs / 1000).toFixed(1)} s -> counters: report_daily ${sizes?.daily}, report_steps ${sizes?.steps}, report_steps_monthly ${sizes?.monthly}, report_hours ${sizes?.hours}, report_campaign_hours ${sizes?.campaign_hours} (${runs} runs per report)`,
    );
    return lines;
  } finally {
    await bench.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await reportsBench()) console.log(line);
}
