/**
 * Issue 23 item 16b: the embedded database's files hold every secret of the install (password
 * hashes, sessions, the per-install credentials key when CREDENTIALS_KEY is unset), and PGlite
 * writes them 0666 whatever the umask. Its folder is the owner's only (0700), so no other user of
 * the machine can read or change them.
 */
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './client';

describe("the embedded database's folder", () => {
  it('is made 0700 at start, even one an older version left 0755', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'reachly-data-'));
    try {
      const dataDir = join(folder, 'pglite');
      await mkdir(dataDir, { mode: 0o755 });
      await chmod(dataDir, 0o755);
      const database = await createDatabase({ dataDir });
      await database.close();
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    // A real folder means a real initdb: slow on a busy machine.
  }, 120_000);
});
