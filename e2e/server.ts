import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(new URL('..', import.meta.url).pathname);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  /** The server's DATA_DIR (the local payments server's state file, local-payments.json, is there). */
  dataDir: string;
  /** The server's node process (dist/api/server.mjs). */
  pid: number;
  stop(): Promise<void>;
  /**
   * kill -9 of the server's process group (only with `killable`), as a crash does: nothing is
   * flushed, closed or released. Resolves once it is gone.
   */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** Starts the server in a process group of its own, so `kill()` reaches everything it started. */
  killable?: boolean;
  /** How long to wait for /api/health (60 s by default): several servers started at once need more. */
  startTimeoutMs?: number;
}

/**
 * The engine at test speed (the shared server's, global-setup.ts, and the walks' own): a pass every
 * second, a second or two between a sender's actions, every day a work day (CI may run on a weekend),
 * the sandbox worker answering every second. The sandbox network sends no limit signals of its own:
 * the outreach walk raises one on purpose and reads the lowered limits, which a random second signal
 * would halve again.
 */
export const engineAtTestSpeed: Readonly<Record<string, string>> = {
  ENGINE_TICK_SECONDS: '1',
  ENGINE_SPACING_MIN_SECONDS: '1',
  ENGINE_SPACING_MAX_SECONDS: '2',
  ENGINE_WORK_WEEKENDS: 'true',
  SANDBOX_WORKER_INTERVAL_SECONDS: '1',
  SANDBOX_LIMIT_RATE: '0',
};

/** The built server `npm run build` writes (the suite runs after the production build). */
export const serverEntry = path.join(repoRoot, 'dist', 'api', 'server.mjs');

/**
 * Start the product as `npm start -- --no-build` does (node dist/api/server.mjs, on the Node
 * running the tests: the pinned one), on a fresh embedded database (or the DATABASE_URL in `env`).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reachly-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The local payments server takes any free port: e2e servers run side by side.
      LOCAL_PAYMENTS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.killable === true,
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left behind running: the caller gets no handle to stop it.
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    port,
    dataDir,
    pid: child.pid ?? 0,
    async kill() {
      if (!options.killable) throw new Error('start the server with { killable: true } to kill it');
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve(null);
        child.once('exit', resolve);
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
