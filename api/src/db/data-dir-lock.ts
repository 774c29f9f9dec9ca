import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

/**
 * PGlite is one process per data folder: a second process opening it reads stale pages and may
 * corrupt it on write (issue 26 item 27). Whoever opens the embedded database (the server, `npm run
 * admin`) first takes `<folder>.lock`, a file beside the folder naming its process; a second
 * process finds it and is refused, unless the process it names is gone (a crash or kill -9 leaves
 * the file behind).
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database is in use by process ${holderPid} (${lockFile}). PGlite is one process at a time: stop that process first, or delete ${lockFile} if no such process runs.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export function dataDirLockFile(dataDir: string): string {
  return `${dataDir}.lock`;
}

/** The process a lock file names, or null when the file is missing or holds no process id. */
export function lockHolder(lockFile: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/**
 * Takes the data folder's lock for this process, or throws DataDirLockedError when a running
 * process holds it. Returns the release, which removes the file only while it still names this
 * process. The file is written under a temporary name and linked into place, so it appears whole
 * and only one of two processes racing for it gets it.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = dataDirLockFile(dataDir);
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, lockFile);
        break;
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const holder = lockHolder(lockFile);
      // Our own id in a file we did not write: a previous life of this process id (a container's pid 1).
      if (holder !== null && holder !== process.pid && isRunning(holder))
        throw new DataDirLockedError(lockFile, holder);
      if (attempt >= 2) throw new DataDirLockedError(lockFile, holder ?? 0);
      // Left by a process that is gone: take its place.
      try {
        unlinkSync(lockFile);
      } catch (error) {
        if (errorCode(error) !== 'ENOENT') throw error;
      }
    }
  } finally {
    unlinkSync(draft);
  }
  const releaseOnExit = () => release();
  function release() {
    process.off('exit', releaseOnExit);
    if (lockHolder(lockFile) !== process.pid) return;
    try {
      unlinkSync(lockFile);
    } catch {
      // already gone
    }
  }
  // A process that exits without closing its database (process.exit after an error) frees it too.
  process.on('exit', releaseOnExit);
  return release;
}
