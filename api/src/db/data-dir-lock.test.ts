/**
 * Issue 26 item 27: PGlite is one process per data folder. Whoever opens it takes the folder's
 * lock; a second process is refused while the first runs, and a lock left by a process that is
 * gone (kill -9) is taken over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, dataDirLockFile, lockDataDir, lockHolder } from './data-dir-lock';

const folders: string[] = [];
function dataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'reachly-lock-'));
  folders.push(folder);
  return join(folder, 'pglite');
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the embedded database's lock", () => {
  it('names this process while held and is gone once released', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    expect(lockHolder(dataDirLockFile(dir))).toBe(process.pid);
    release();
    expect(existsSync(dataDirLockFile(dir))).toBe(false);
  });

  it('refuses while another running process holds it, naming that process', () => {
    const dir = dataDir();
    // Our parent runs as long as we do.
    writeFileSync(dataDirLockFile(dir), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
    expect(lockHolder(dataDirLockFile(dir))).toBe(process.ppid);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(dataDirLockFile(dir), `${gone}\n`);
    const release = lockDataDir(dir);
    expect(lockHolder(dataDirLockFile(dir))).toBe(process.pid);
    release();
  });

  it('leaves alone a lock another process took after it', () => {
    const dir = dataDir();
    const release = lockDataDir(dir);
    writeFileSync(dataDirLockFile(dir), `${process.ppid}\n`);
    release();
    expect(lockHolder(dataDirLockFile(dir))).toBe(process.ppid);
  });
});
