/**
 * bench csv-import: prospects imported per second through the product's CSV import (the two
 * calls a user makes: POST /workflows/upload_csv_file, then POST /workflows/set_data_from_csv_file
 * into a campaign), against Postgres's own `COPY … FROM STDIN` of the same rows into trigger-free
 * copies of the two tables the import writes (`create table … (like prospects including defaults
 * including constraints including indexes)`, and the same of campaign_prospects: their columns,
 * checks and unique keys, none of our triggers), one COPY each in one transaction, ids made by the
 * client as the import does. A baseline carries none of our own overhead (issue 25: a COPY into
 * the real tables fires the reports' triggers, and hid what they cost the import).
 * bench csv-import-list: the same import into the prospect list only (no campaign rows), against
 * the COPY into the copy of prospects alone.
 * bench csv-import-fold: what the campaign import left for the reports (migration 0018's change
 * log), and how long the fold took to take it in: how far the reports were behind.
 * bench csv-import-cpu: the CPU time each side spent per 1,000 rows (this process, the benchmark's own
 * work included, and the database's backends, from /proc), which hardly moves with what else the
 * machine runs, where rows/s on a shared machine swing from run to run. Printed when the database's
 * backends are readable (a local Postgres).
 * All on one fresh real Postgres database.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { createApp } from '../api/src/app';
import { spaceMembers, spaces, users } from '../api/src/db/schema';
import { issueToken } from '../api/src/modules/auth/auth.service';
import { foldAllReportChanges } from '../api/src/modules/reports';
import { createBenchDatabase } from './database';

const rows = Number(process.env.BENCH_CSV_ROWS ?? 20_000);

function csvText(count: number, salt: string): string {
  const lines = ['First name,Last name,Profile URL,Work email,Company name,Position,Location,Custom 1'];
  for (let index = 0; index < count; index++) {
    lines.push(
      [
        `First${index}`,
        `Last${index}`,
        `https://www.linkedin.com/in/${salt}-person-${index}`,
        `person.${index}@${salt}.example.test`,
        `Company ${index % 997}`,
        'Head of Sales',
        'Berlin',
        `note ${index}`,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const perSecond = (count: number, milliseconds: number) => count / (milliseconds / 1000);

/** CPU milliseconds (user + system) process `pid` has used, from /proc/PID/stat (NaN when unreadable). */
function cpuMilliseconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU spent while `work` ran: this process's, and that of the database's backends (`pids` lists them). */
async function measured(pids: () => Promise<number[]>, work: () => Promise<number>) {
  const backends = async () => {
    const list = await pids();
    return new Map(list.map((pid) => [pid, cpuMilliseconds(pid)]));
  };
  const before = await backends();
  const node = process.cpuUsage();
  const rate = await work();
  const spent = process.cpuUsage(node);
  let postgres = 0;
  for (const [pid, end] of await backends()) postgres += end - (before.get(pid) ?? 0);
  return { rate, node: (spent.user + spent.system) / 1000, postgres };
}

export async function csvImportBench(): Promise<string[]> {
  const bench = await createBenchDatabase('csv');
  try {
    const db = bench.database.db;
    const [space] = await db.insert(spaces).values({ name: 'Bench' }).returning();
    const [user] = await db
      .insert(users)
      .values({ email: 'bench@example.test', emailConfirmed: true, currentSpaceId: space?.id })
      .returning();
    if (!space || !user) throw new Error('seed failed');
    await db.insert(spaceMembers).values({ spaceId: space.id, userId: user.id, isAdmin: true });
    const token = await issueToken(db, { now: () => new Date() }, user.id);
    const app = createApp({ db: bench.database });
    const call = async (path: string, init: RequestInit) => {
      const response = await app.request(`/api${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
      });
      const body = (await response.json()) as { ok: boolean; payload: unknown; error?: string };
      if (!body.ok) throw new Error(`${path}: ${body.error}`);
      return body.payload as Record<string, unknown>;
    };
    const campaign = await call('/workflows', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bench import', is_email_only: false }),
    });

    // Ours: upload (parsed as a stream, stored for the mapping step) + import, the way the product
    // does both: into a campaign (prospects and their campaign rows), and into the prospect list.
    const importRows = async (salt: string, workflowId?: unknown) => {
      const started = performance.now();
      const form = new FormData();
      form.set('file', new File([csvText(rows, salt)], `${salt}.csv`, { type: 'text/csv' }));
      const upload = await call('/workflows/upload_csv_file', { method: 'POST', body: form });
      const result = await call('/workflows/set_data_from_csv_file', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          filename: upload.filename,
          ...(workflowId ? { workflow_id: workflowId } : {}),
          user_fields: {
            'First name': 'first_name',
            'Last name': 'last_name',
            'Profile URL': 'profile_url',
            'Work email': 'work_email',
            'Company name': 'company_name',
            Position: 'position',
            Location: 'location',
            'Custom 1': 'custom_field_1',
          },
        }),
      });
      const added = Number(result.added);
      if (added !== rows) throw new Error(`${salt}: ${added} of ${rows} rows imported`);
      return perSecond(added, performance.now() - started);
    };
    const sql = postgres(bench.url, { max: 1, onnotice: () => {} });
    // The baselines' tables: copies of the import's two, without a trigger (nor foreign keys,
    // which Postgres checks with triggers).
    for (const table of ['prospects', 'campaign_prospects'])
      await sql.unsafe(
        `create table bench_${table} (like ${table} including defaults including constraints including indexes)`,
      );
    const people = (salt: string) =>
      csvText(rows, salt)
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => ({ id: randomUUID(), cells: line.split(',') }));
    const quoted = (values: readonly unknown[]) =>
      values.map((value) => `"${String(value ?? '').replace(/"/g, '""')}"`).join(',');
    const prospectsText = (list: ReturnType<typeof people>) =>
      list
        .map(({ id, cells: [first, last, url, email, company, position, location, note] }) =>
          quoted([
            id,
            space.id,
            first,
            last,
            `${first} ${last}`,
            url,
            url?.replace(/^https:\/\/www\./, '').toLowerCase(),
            email,
            company,
            position,
            location,
            email,
            JSON.stringify({ custom_field_1: note }),
            'csv',
          ]),
        )
        .join('\n');
    /** COPY of `list` into the copy of prospects (and of campaign_prospects, with `campaign`). */
    const copyRows = async (list: ReturnType<typeof people>, campaignId?: unknown) => {
      const prospectRows = prospectsText(list);
      const linkRows = list
        .map(({ id }) => quoted([randomUUID(), space.id, campaignId, id, 'pending']))
        .join('\n');
      const started = performance.now();
      await sql.begin(async (tx) => {
        const intoProspects = (await tx
          .unsafe(
            'copy bench_prospects (id, space_id, first_name, last_name, full_name, profile_url, profile_key, email_key, company_name, position, location, work_email, custom_fields, source) from stdin with (format csv)',
          )
          .writable()) as Writable;
        await pipeline(Readable.from([`${prospectRows}\n`]), intoProspects);
        if (campaignId === undefined) return;
        const intoCampaign = (await tx
          .unsafe(
            'copy bench_campaign_prospects (id, space_id, workflow_id, prospect_id, state) from stdin with (format csv)',
          )
          .writable()) as Writable;
        await pipeline(Readable.from([`${linkRows}\n`]), intoCampaign);
      });
      return perSecond(rows, performance.now() - started);
    };
    const databaseName = new URL(bench.url).pathname.slice(1);
    const pids = async () =>
      (await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${databaseName}`).map(
        (row) => row.pid,
      );
    // The baselines first, so the imports after them meet no warmer cache than they did.
    const tables = await measured(pids, () => copyRows(people('tables'), campaign._id));
    const tablesRate = tables.rate;
    const copyRate = await copyRows(people('copy'));

    const ours = await measured(pids, () => importRows('campaign', campaign._id));
    const campaignRate = ours.rate;
    const [waiting] = await sql<{ counts: number; statuses: number }[]>`select
      (select count(*) from report_count_changes)::int as counts,
      (select count(*) from report_status_changes)::int as statuses`;
    const foldStarted = performance.now();
    await foldAllReportChanges(db);
    const foldMs = performance.now() - foldStarted;
    const listRate = await importRows('list');
    await sql.end();

    const line = (name: string, rate: number, baseline: string, baselineRate: number) =>
      `bench ${name}: ${rate.toFixed(0)} rows/s vs ${baseline} ${baselineRate.toFixed(0)} rows/s = ratio ${(rate / baselineRate).toFixed(2)}`;
    const perThousand = (milliseconds: number) => ((milliseconds * 1000) / rows).toFixed(1);
    const cpu = ({ node, postgres }: { node: number; postgres: number }) =>
      `${perThousand(node + postgres)} ms (node ${perThousand(node)}, postgres ${perThousand(postgres)})`;
    const cpuLine = Number.isFinite(ours.postgres + tables.postgres)
      ? [
          `bench csv-import-cpu: ${cpu(ours)} per 1,000 rows vs postgres-copy-trigger-free-tables ${cpu(tables)} = ratio ${((tables.node + tables.postgres) / (ours.node + ours.postgres)).toFixed(2)}`,
        ]
      : [];
    return [
      line('csv-import', campaignRate, 'postgres-copy-trigger-free-tables', tablesRate),
      ...cpuLine,
      line('csv-import-list', listRate, 'postgres-copy-trigger-free-prospects', copyRate),
      `bench csv-import-fold: ${waiting?.counts ?? 0} counter and ${waiting?.statuses ?? 0} status changes of the ${rows}-row import folded in ${foldMs.toFixed(0)} ms`,
    ];
  } finally {
    await bench.drop();
  }
}

// `tsx bench/csv-import.bench.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await csvImportBench()) console.log(line);
}
