import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { migrate } from './migrate';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('migrations on real Postgres', () => {
  it('several processes starting at once on one database all start: one migrates, the others wait', async () => {
    const name = `test_migrate_${randomBytes(6).toString('hex')}`;
    const admin = postgres(adminUrl ?? '', { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    const nodes = await Promise.all(
      Array.from({ length: 4 }, () => createDatabase({ url: url.toString(), maxConnections: 2 })),
    );
    try {
      await Promise.all(nodes.map((node) => migrate(node)));
      const check = nodes[0];
      if (!check) throw new Error('no database');
      const applied = await check.executeSql(
        'select count(*)::int as total from drizzle.__drizzle_migrations',
      );
      const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default;
      expect(applied.rows[0]?.total).toBe(journal.entries.length);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
