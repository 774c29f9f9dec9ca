/**
 * The list routes' answers as raw text (issue 25), on Postgres, for the demo workspace with the
 * awkward cases filled in: prospects with every optional field, none of them, quotes, backslashes,
 * control characters, emoji and custom fields, several labels each (and a label not shared). Two
 * versions of the code must write the same file byte for byte: a prospect's id is made from its
 * name, any other UUID is written as its order of appearance (`<uuid 3>`), the clock is the tests'.
 *
 *   LIST_ANSWERS_JSON=FILE npx tsx bench/list-answers.ts           the answers, one route a line
 *   LIST_ANSWERS_PROSPECTS=5000 LIST_ANSWERS_EXPLAIN=1 npx tsx …    also EXPLAIN ANALYZE each statement
 *                                                                   of the routes, at that many prospects
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { labels, prospectLabels, prospects } from '../api/src/db/schema';
import { issueToken } from '../api/src/modules/auth/auth.service';
import { demoOnPostgres } from './demo-context';

const extraProspects = Number(process.env.LIST_ANSWERS_PROSPECTS ?? 0);
const explain = process.env.LIST_ANSWERS_EXPLAIN === '1';

const routes = [
  '/api/profiles',
  '/api/profiles?limit=100',
  '/api/profiles?sort=name&order=asc',
  '/api/profiles?sort=company',
  '/api/profiles?sort=lifecycle&order=asc',
  '/api/profiles?query=o%27b',
  '/api/profiles?query=%25',
  '/api/profiles?status=new,contacted',
  '/api/profiles?has_email=true',
  '/api/profiles?has_email=false',
  '/api/profiles?created_from=2020-01-01&created_to=2100-01-01',
  '/api/profiles?offset=3&limit=5',
  '/api/profiles?offset=100000',
  '/api/profiles?label_ids=LABEL',
  '/api/profiles?label_ids=nope',
  '/api/profiles?workflow_id=nope',
  '/api/space/info',
  '/api/workflows/fetch',
  '/api/inbox/dialogs',
];

const { context, db, demo, spaceId } = await demoOnPostgres();
try {
  const now = context.clock.now();
  const at = (ms: number) => new Date(now.getTime() - ms);
  const odd = await db
    .insert(prospects)
    .values([
      {
        spaceId,
        firstName: 'Zoë "Z"',
        lastName: "O'Brien\\",
        fullName: 'Zoë "Z" O\'Brien\\',
        profileUrl: 'https://www.linkedin.com/in/zoe-obrien/',
        profileKey: 'zoe-obrien',
        emailKey: 'zoe@example.test',
        position: 'Head of\tthings\nand more 🚀',
        location: 'Zürich, CH',
        industry: 'Software',
        companyName: 'Ünïcode & <Co>',
        companyDomain: 'example.test',
        personalEmail: 'zoe@example.test',
        workEmail: 'zoe.work@example.test',
        enrichedEmail: 'zoe.enriched@example.test',
        phone: '+41 44 000 00 00',
        twitter: '@zoe',
        website: 'https://example.test/zoe?a=1&b=2',
        isPremium: 'true',
        customFields: { zeta: 'last', a: '\u0001control', 'key with space': 'v', b: '' },
        lifecycle: 'contacted',
        enrichment: 'enriched',
        source: 'csv',
        createdAt: at(1),
        updatedAt: at(0),
      },
      { spaceId, createdAt: at(2), updatedAt: at(2) },
      {
        spaceId,
        firstName: 'Émile',
        fullName: 'émile',
        companyName: '',
        workEmail: 'emile@example.test',
        lifecycle: 'lead',
        enrichment: 'enriched_no_contacts',
        createdAt: at(3),
        updatedAt: at(1),
      },
    ])
    .returning({ id: prospects.id });
  const made = await db
    .insert(labels)
    .values([
      { spaceId, name: 'Hot "one"', color: '#ff0000', displayOrder: 2, createdBy: demo.id },
      { spaceId, name: 'b-second', color: '#00ff00', displayOrder: 1, createdBy: demo.id },
      {
        spaceId,
        name: 'a-first',
        color: '#0000ff',
        displayOrder: 1,
        type: 'ai_generated',
        createdBy: demo.id,
      },
      { spaceId, name: 'mine', color: '#000000', isShared: false, createdBy: demo.id },
    ])
    .returning({ id: labels.id });
  const [first, second] = odd;
  if (!first || !second || made.length < 4) throw new Error('no rows');
  await db
    .insert(prospectLabels)
    .values([
      ...made.map((label) => ({ spaceId, prospectId: first.id, labelId: label.id, createdAt: now })),
      { spaceId, prospectId: second.id, labelId: made[1]?.id ?? '', createdAt: now },
    ]);
  // Microseconds, which the answer writes to the millisecond, cut rather than rounded.
  await db
    .update(prospects)
    .set({
      createdAt: sql`'2025-03-04 05:06:07.123999+00'`,
      updatedAt: sql`'2025-03-04 05:06:07.999999+00'`,
    } as never)
    .where(eq(prospects.id, second.id));
  if (extraProspects > 0) {
    await db.execute(sql`insert into prospects (id, space_id, first_name, last_name, full_name, company_name,
      work_email, lifecycle, custom_fields, created_at, updated_at)
      select gen_random_uuid(), ${spaceId}, 'First' || n, 'Last' || n, 'First' || n || ' Last' || n, 'Company ' || (n % 300),
        case when n % 3 = 0 then 'p' || n || '@example.test' end,
        (array['new','contacted','connected','got_reply','lead'])[1 + n % 5],
        jsonb_build_object('score', (n % 10)::text), now() - n * interval '1 minute', now()
      from generate_series(1, ${extraProspects}) n`);
    await db.execute(sql`insert into prospect_labels (space_id, prospect_id, label_id, created_at)
      select ${spaceId}, p.id, ${made[0]?.id}, now() from prospects p
      where p.space_id = ${spaceId} and p.first_name like 'First%' and random() < 0.3`);
    await db.execute(sql`analyze`);
  }

  // The demo's prospects share a created_at, so ties go by id: make ids a function of the row.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`create temp table prospect_ids on commit drop as
      select id as old, md5(full_name || coalesce(profile_url, '') || created_at::text)::uuid as new
      from prospects`);
    await tx.execute(sql`update prospects set id = m.new from prospect_ids m where id = m.old`);
    const references = (await tx.execute(sql`select c.conrelid::regclass::text as tbl, a.attname as col
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.confrelid = 'prospects'::regclass and c.contype = 'f'`)) as unknown as {
      tbl: string;
      col: string;
    }[];
    for (const { tbl, col } of references)
      await tx.execute(
        sql.raw(`update ${tbl} set "${col}" = m.new from prospect_ids m where "${col}" = m.old`),
      );
  });

  const token = await issueToken(db, context.clock, demo.id);
  const client = context.database.driver.client as unknown as {
    unsafe: (...args: unknown[]) => Promise<unknown>;
  };
  const unsafe = client.unsafe.bind(client);
  const statements: [string, unknown[]][] = [];
  client.unsafe = (...args: unknown[]) => {
    statements.push([String(args[0]), (args[1] as unknown[]) ?? []]);
    return unsafe(...args);
  };

  const uuids = new Map<string, number>();
  const stable = (text: string) =>
    text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, (uuid) => {
      if (!uuids.has(uuid)) uuids.set(uuid, uuids.size);
      return `<uuid ${uuids.get(uuid)}>`;
    });
  const lines: string[] = [];
  for (const route of routes) {
    const url = route.replace('LABEL', made[1]?.id ?? '');
    await context.app.request(url, { headers: { Authorization: `Bearer ${token}` } }); // prepared once
    statements.length = 0;
    const response = await context.app.request(url, { headers: { Authorization: `Bearer ${token}` } });
    const text = await response.text();
    lines.push(`${route} ${response.status} ${response.headers.get('content-type')} ${stable(text)}`);
    console.log(`${route}: ${response.status}, ${text.length} bytes, ${statements.length} statements`);
    if (!explain) continue;
    for (const [statement, parameters] of statements) {
      const plan = (await unsafe(`explain (analyze, buffers) ${statement}`, parameters)) as {
        'QUERY PLAN': string;
      }[];
      console.log(`  ${statement.replace(/\s+/g, ' ').slice(0, 160)}`);
      for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
    }
  }
  if (process.env.LIST_ANSWERS_PLANS === '1') {
    // Does Postgres plan a route's statements anew on each run (custom plans) after many runs?
    type Reserved = { unsafe: typeof unsafe; release(): void };
    const reserved = await (client as unknown as { reserve(): Promise<Reserved> }).reserve();
    try {
      for (const route of routes.slice(0, 3).concat(routes.slice(-3))) {
        statements.length = 0;
        await context.app.request(route, { headers: { Authorization: `Bearer ${token}` } });
        for (const [statement, parameters] of statements) {
          for (let i = 0; i < 12; i++) await reserved.unsafe(statement, parameters, { prepare: true });
        }
      }
      if (process.env.LIST_ANSWERS_GENERIC === '1') {
        statements.length = 0;
        await context.app.request('/api/profiles', { headers: { Authorization: `Bearer ${token}` } });
        const [statement, parameters] = statements[statements.length - 1] ?? ['', []];
        await reserved.unsafe(`prepare list_answers_q as ${statement}`, []);
        const values = parameters.map((value) => (typeof value === 'number' ? value : `'${value}'`));
        for (const mode of ['force_custom_plan', 'force_generic_plan']) {
          await reserved.unsafe(`set plan_cache_mode = ${mode}`, []);
          const plan = (await reserved.unsafe(`explain execute list_answers_q(${values.join(',')})`, [])) as {
            'QUERY PLAN': string;
          }[];
          console.log(mode);
          for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
        }
        await reserved.unsafe('reset plan_cache_mode', []);
      }
      const plans = (await reserved.unsafe(
        'select generic_plans, custom_plans, left(statement, 100) as statement from pg_prepared_statements',
        [],
      )) as { generic_plans: number; custom_plans: number; statement: string }[];
      for (const plan of plans)
        console.log(`plans: generic ${plan.generic_plans}, custom ${plan.custom_plans}: ${plan.statement}`);
    } finally {
      reserved.release();
    }
  }
  const dump = process.env.LIST_ANSWERS_DUMP;
  if (dump) {
    // The first route's list statement, for LIST_ANSWERS_CPU in a run of another version.
    statements.length = 0;
    await context.app.request(routes[0] ?? '', { headers: { Authorization: `Bearer ${token}` } });
    const [text, parameters] = statements[statements.length - 1] ?? ['', []];
    const values = parameters.map((value) => (value === spaceId ? '$SPACE' : value));
    writeFileSync(dump, JSON.stringify({ text, values }));
  }
  const timed = process.env.LIST_ANSWERS_CPU;
  if (timed) {
    // Postgres CPU per run of each dumped statement, prepared, on one connection (from /proc).
    type Reserved = { unsafe: typeof unsafe; release(): void };
    const reserved = await (client as unknown as { reserve(): Promise<Reserved> }).reserve();
    try {
      const [backend] = (await reserved.unsafe('select pg_backend_pid() as pid', [])) as { pid: number }[];
      const cpu = () => {
        const fields = readFileSync(`/proc/${backend?.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return (Number(fields[11]) + Number(fields[12])) * 10;
      };
      for (const dumped of timed.split(',')) {
        const { text, values } = JSON.parse(readFileSync(dumped, 'utf8')) as {
          text: string;
          values: unknown[];
        };
        const parameters = values.map((value) => (value === '$SPACE' ? spaceId : value));
        for (let i = 0; i < 50; i++) await reserved.unsafe(text, parameters, { prepare: true });
        const runs = 2000;
        const before = cpu();
        for (let i = 0; i < runs; i++) await reserved.unsafe(text, parameters, { prepare: true });
        console.log(`cpu ${dumped}: ${((cpu() - before) / runs).toFixed(3)} ms a run`);
      }
    } finally {
      reserved.release();
    }
  }
  const file = process.env.LIST_ANSWERS_JSON;
  if (file) writeFileSync(file, `${lines.join('\n')}\n`);
} finally {
  await context.close();
}
