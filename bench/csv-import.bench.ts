/**
 * bench csv-import: prospects imported per second through the product's CSV import (the two
 * calls a user makes: POST /workflows/upload_csv_file, then POST /workflows/set_data_from_csv_file
 * into a campaign), against Postgres's own `COPY … FROM STDIN` of the same rows into a table of
 * the same shape (prospects' columns and unique keys). Both on one fresh real Postgres database.
 * bench csv-import-list: the same import into the prospect list only (no campaign rows), the
 * like-for-like comparison with the COPY, which writes one table.
 * bench csv-import-same-tables: the campaign import against a COPY of the same rows into the
 * tables the import itself writes (prospects, then campaign_prospects: the same indexes, foreign
 * keys and checks), one COPY each in one transaction, ids made by the client as the import does.
 * The first baseline is what Postgres ingests at best; this one is what the same data costs in
 * this schema, so the ratio is the import's own overhead (upload, parse, mapping, de-duplication).
 */
import { randomUUID } from 'node:crypto';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import postgres from 'postgres';
import { createApp } from '../api/src/app';
import { spaceMembers, spaces, users } from '../api/src/db/schema';
import { issueToken } from '../api/src/modules/auth/auth.service';
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
    // Baseline 2: the same rows COPYed into prospects and into the campaign, the import's own tables
    // (first, so the imports after it meet the larger indexes, not the baseline).
    const people = csvText(rows, 'tables')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => ({ id: randomUUID(), cells: line.split(',') }));
    const quoted = (values: readonly unknown[]) =>
      values.map((value) => `"${String(value ?? '').replace(/"/g, '""')}"`).join(',');
    const prospectsText = people
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
    const campaignText = people
      .map(({ id }) => quoted([randomUUID(), space.id, campaign._id, id, 'pending']))
      .join('\n');
    const tablesStarted = performance.now();
    await sql.begin(async (tx) => {
      const intoProspects = (await tx
        .unsafe(
          'copy prospects (id, space_id, first_name, last_name, full_name, profile_url, profile_key, email_key, company_name, position, location, work_email, custom_fields, source) from stdin with (format csv)',
        )
        .writable()) as Writable;
      await pipeline(Readable.from([`${prospectsText}\n`]), intoProspects);
      const intoCampaign = (await tx
        .unsafe(
          'copy campaign_prospects (id, space_id, workflow_id, prospect_id, state) from stdin with (format csv)',
        )
        .writable()) as Writable;
      await pipeline(Readable.from([`${campaignText}\n`]), intoCampaign);
    });
    const tablesMs = performance.now() - tablesStarted;

    const campaignRate = await importRows('campaign', campaign._id);
    const listRate = await importRows('list');

    // Baseline: COPY of the same rows into a table shaped like prospects (same unique keys).
    await sql.unsafe('create table bench_copy (like prospects including defaults including indexes)');
    // The ids of prospects come from the application; the copy gets them from Postgres.
    await sql.unsafe('alter table bench_copy alter column id set default gen_random_uuid()');
    const copyText = csvText(rows, 'copy')
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => {
        const [first, last, url, email, company, position, location] = line.split(',');
        return [
          space.id,
          first,
          last,
          `${first} ${last}`,
          url,
          url?.toLowerCase(),
          email,
          company,
          position,
          location,
          email,
        ]
          .map((value) => `"${String(value ?? '').replace(/"/g, '""')}"`)
          .join(',');
      })
      .join('\n');
    const copyStarted = performance.now();
    const writable = (await sql
      .unsafe(
        'copy bench_copy (space_id, first_name, last_name, full_name, profile_url, profile_key, email_key, company_name, position, location, work_email) from stdin with (format csv)',
      )
      .writable()) as Writable;
    await pipeline(Readable.from([`${copyText}\n`]), writable);
    const copyMs = performance.now() - copyStarted;

    await sql.end();

    const copyRate = perSecond(rows, copyMs);
    const tablesRate = perSecond(rows, tablesMs);
    const line = (name: string, rate: number, baseline = 'postgres-copy', baselineRate = copyRate) =>
      `bench ${name}: ${rate.toFixed(0)} rows/s vs ${baseline} ${baselineRate.toFixed(0)} rows/s = ratio ${(rate / baselineRate).toFixed(2)}`;
    return [
      line('csv-import', campaignRate),
      line('csv-import-list', listRate),
      line('csv-import-same-tables', campaignRate, 'postgres-copy-same-tables', tablesRate),
    ];
  } finally {
    await bench.drop();
  }
}
