/**
 * The import's one write statement a batch: new prospects (and, with a campaign, their campaign
 * rows). On real Postgres the batch reaches the server by `COPY … FROM STDIN` into a temporary
 * table of the connection, and the insert reads it from there; on PGlite (no COPY from the client)
 * it goes as one JSON parameter expanded by json_to_recordset.
 */
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignProspects, prospects } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { MappedProspect } from './csv-columns';

/** The rows of `db.execute`: an array on postgres-js, `{ rows }` on PGlite. */
export function executedRows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

export interface InsertedProspect {
  id: string;
  profileKey: string | null;
  emailKey: string | null;
}

/** postgres.js's client of a transaction: what `COPY … FROM STDIN` needs (`unsafe(text).writable()`). */
interface CopyClient {
  unsafe(text: string): PromiseLike<unknown> & { writable(): Promise<Writable> };
}

/**
 * The postgres.js client a drizzle transaction runs on, or null on PGlite. drizzle keeps it as
 * the session's `client` (not in its types); PGlite's client has no `unsafe`. Outside a transaction
 * (no `rollback`), null too.
 */
function copyClientOf(db: Db): CopyClient | null {
  // Only inside a transaction: the pool's client would send each statement to any connection.
  if (!('rollback' in db)) return null;
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client && typeof (client as { unsafe?: unknown }).unsafe === 'function'
    ? (client as CopyClient)
    : null;
}

/** The batch's columns, in the order of the staging table and of json_to_recordset's record. */
const stagedColumns = `first_name text, last_name text, full_name text, profile_url text, profile_key text,
  email_key text, position text, location text, company_name text, company_domain text, personal_email text,
  work_email text, phone text, twitter text, website text, custom_fields jsonb`;

/** A cell in COPY's text format: `\N` for null; backslash, tab, line feed and carriage return escaped. */
function copyCell(value: string | null): string {
  if (value === null) return '\\N';
  return /[\\\t\n\r]/.test(value)
    ? value.replace(/[\\\t\n\r]/g, (character) => copyEscapes[character] ?? '')
    : value;
}
const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** The batch as COPY text, a line a row (columns as `stagedColumns`). */
export function copyText(rows: readonly MappedProspect[]): string {
  let text = '';
  for (const row of rows) {
    text += `${copyCell(row.firstName)}\t${copyCell(row.lastName)}\t${copyCell(row.fullName)}\t${copyCell(row.profileUrl)}\t${copyCell(row.profileKey)}\t${copyCell(row.emailKey)}\t${copyCell(row.position)}\t${copyCell(row.location)}\t${copyCell(row.companyName)}\t${copyCell(row.companyDomain)}\t${copyCell(row.personalEmail)}\t${copyCell(row.workEmail)}\t${copyCell(row.phone)}\t${copyCell(row.twitter)}\t${copyCell(row.website)}\t${copyCell(JSON.stringify(row.customFields))}\n`;
  }
  return text;
}

/**
 * Puts the batch into the connection's temporary table `csv_import_rows` (made on the
 * connection's first import, emptied at every commit) and answers the table to select from.
 * COPY is the cheapest way into Postgres: about 6 ms of the server's CPU less per 1,000 rows than
 * json_to_recordset's parsing (bench csv-import).
 */
async function staged(client: CopyClient, rows: readonly MappedProspect[]): Promise<SQL> {
  await client.unsafe(
    `create temp table if not exists csv_import_rows (${stagedColumns}) on commit delete rows`,
  );
  const into = await client.unsafe('copy csv_import_rows from stdin').writable();
  await pipeline(Readable.from([copyText(rows)]), into);
  return sql`csv_import_rows r`;
}

/** The batch as one JSON parameter expanded by json_to_recordset (only the cells a row has). */
function asJson(rows: readonly MappedProspect[]): SQL {
  // A missing key reads as null, and the text Postgres parses is shorter.
  const given = (value: string | null) => value ?? undefined;
  const batch = JSON.stringify(
    rows.map((row) => ({
      first_name: row.firstName,
      last_name: row.lastName,
      full_name: row.fullName,
      profile_url: given(row.profileUrl),
      profile_key: given(row.profileKey),
      email_key: given(row.emailKey),
      position: given(row.position),
      location: given(row.location),
      company_name: given(row.companyName),
      company_domain: given(row.companyDomain),
      personal_email: given(row.personalEmail),
      work_email: given(row.workEmail),
      phone: given(row.phone),
      twitter: given(row.twitter),
      website: given(row.website),
      custom_fields: row.customFields,
    })),
  );
  return sql`json_to_recordset(${batch}::json) as r(${sql.raw(stagedColumns)})`;
}

export interface InsertOptions {
  spaceId: string;
  now: Date;
  campaign: { workflowId: string; searchId: string | null } | null;
  /** The inserted rows' keys back (to find the rows left out as known), else only counts. */
  returnKeys: boolean;
  /**
   * Insert without ON CONFLICT first, in a savepoint, and only when a key turns out taken do it
   * again with ON CONFLICT DO NOTHING (see `insertProspects`).
   */
  optimistic: boolean;
}

export interface InsertResult {
  inserted: InsertedProspect[] | null;
  insertedCount: number;
  linked: number;
  /** An optimistic insert met a key the workspace has (and was done again with ON CONFLICT). */
  conflicted: boolean;
}

/**
 * New prospects of one batch in one statement. Rows whose profile or email key the workspace
 * already has are left out (ON CONFLICT DO NOTHING); the inserted ones come back with their keys
 * when `returnKeys` asks, else only counted. With a campaign, the same statement puts them into
 * it as pending (they are in no campaign yet, so no campaign rule can refuse them, and no campaign
 * row can be there already: the campaign insert needs no ON CONFLICT, which would look each row up
 * in both unique indexes before inserting it). Must run in a transaction (the staging table is
 * emptied at its commit).
 *
 * `optimistic`: ON CONFLICT without a target looks every row up in the three unique indexes of
 * prospects before inserting it and inserts it speculatively (about 4-5 ms of the server's CPU per
 * 1,000 rows). A file of new people needs none of it: the plain insert either inserts every row or
 * fails on the first taken key (unique_violation), and then the savepoint is rolled back and the
 * batch, still staged, goes in with ON CONFLICT.
 */
export async function insertProspects(
  db: Db,
  rows: readonly MappedProspect[],
  options: InsertOptions,
): Promise<InsertResult> {
  if (rows.length === 0) return { inserted: [], insertedCount: 0, linked: 0, conflicted: false };
  const client = copyClientOf(db);
  const source = client ? await staged(client, rows) : asJson(rows);
  if (options.optimistic) {
    try {
      const result = await db.transaction((savepoint) =>
        savepoint.execute(insertStatement(source, options, false)),
      );
      return { ...insertAnswer(result, options.returnKeys), conflicted: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const result = await db.execute(insertStatement(source, options, true));
  return { ...insertAnswer(result, options.returnKeys), conflicted: options.optimistic };
}

/** The statement: prospects from `source`, and with a campaign their campaign rows. */
function insertStatement(source: SQL, options: InsertOptions, onConflict: boolean): SQL {
  const { spaceId, campaign, returnKeys } = options;
  const at = options.now.toISOString();
  const link = campaign
    ? sql`, linked as (
        insert into ${campaignProspects} (id, space_id, workflow_id, prospect_id, search_id, state, created_at, updated_at)
        select gen_random_uuid(), ${spaceId}::uuid, ${campaign.workflowId}::uuid, new.id, ${campaign.searchId}::uuid,
          'pending', ${at}::timestamptz, ${at}::timestamptz
        from new
        returning id)`
    : sql``;
  const linkedCount = campaign ? sql`(select count(*) from linked)::int` : sql`0`;
  // The keys come back only when the caller looks for the rows left out; otherwise two counts.
  const answer = returnKeys
    ? sql` select id, profile_key, email_key, (select count(*) from new)::int as inserted, ${linkedCount} as linked from new`
    : sql` select (select count(*) from new)::int as inserted, ${linkedCount} as linked`;
  return sql`
    with new as (
      insert into ${prospects} (id, space_id, first_name, last_name, full_name, profile_url, profile_key, email_key,
        position, location, company_name, company_domain, personal_email, work_email, phone, twitter, website,
        custom_fields, source, created_at, updated_at)
      select gen_random_uuid(), ${spaceId}::uuid, r.first_name, r.last_name, r.full_name, r.profile_url, r.profile_key, r.email_key,
        r.position, r.location, r.company_name, r.company_domain, r.personal_email, r.work_email, r.phone, r.twitter,
        r.website, r.custom_fields, 'csv', ${at}::timestamptz, ${at}::timestamptz
      from ${source}
      ${onConflict ? sql`on conflict do nothing` : sql``}
      returning id, profile_key, email_key)${link}${answer}`;
}

function insertAnswer(result: unknown, returnKeys: boolean): Omit<InsertResult, 'conflicted'> {
  const returned = executedRows<{
    id?: string;
    profile_key?: string | null;
    email_key?: string | null;
    inserted: number | string;
    linked: number | string;
  }>(result);
  return {
    inserted: returnKeys
      ? returned.map((row) => ({
          id: row.id ?? '',
          profileKey: row.profile_key ?? null,
          emailKey: row.email_key ?? null,
        }))
      : null,
    insertedCount: Number(returned[0]?.inserted ?? 0),
    linked: Number(returned[0]?.linked ?? 0),
  };
}
