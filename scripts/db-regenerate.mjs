#!/usr/bin/env node
/**
 * Regenerates one migration from the whole schema: `npm run db:regenerate -- 2 outreach`
 * removes migration 0002 (its SQL, snapshot and journal entry) and every later one, then runs
 * drizzle-kit generate with that name. Used while an issue's tables are still changing, so the
 * issue lands as one migration; never on a migration that has been released.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, 'api', 'src', 'db', 'migrations');
const [indexText, name] = process.argv.slice(2);
const index = Number(indexText);
if (!Number.isInteger(index) || index < 1 || !name) {
  console.error('usage: npm run db:regenerate -- <index> <name>   (e.g. 2 outreach)');
  process.exit(2);
}

const journalFile = path.join(folder, 'meta', '_journal.json');
const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
for (const entry of journal.entries.filter((e) => e.idx >= index)) {
  rmSync(path.join(folder, `${entry.tag}.sql`), { force: true });
  rmSync(path.join(folder, 'meta', `${entry.tag.slice(0, 4)}_snapshot.json`), { force: true });
}
journal.entries = journal.entries.filter((e) => e.idx < index);
writeFileSync(journalFile, `${JSON.stringify(journal, null, 2)}\n`);
for (const file of readdirSync(folder)) {
  const number = Number(file.slice(0, 4));
  if (/^\d{4}_.*\.sql$/.test(file) && number >= index) rmSync(path.join(folder, file));
}

const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'drizzle-kit'),
  ['generate', '--config', 'api/drizzle.config.ts', '--name', name],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
