/**
 * A real SIP server for the tests (issue 27): Debian's Kamailio with the repository's configuration
 * (ops/kamailio/kamailio.cfg), on 127.0.0.1 with free ports, in a temporary directory, as a
 * foreground child process. The API's registration test (api/src/providers/voice) and the browser
 * call test (e2e/sip-call.e2e.ts) start one each and stop it afterwards.
 *
 * Needs `kamailio kamailio-websocket-modules kamailio-autheph-modules kamailio-utils-modules`
 * (Debian; the last for http_client, which routes calls to our numbers through the API), which
 * .ci/run installs. Outside CI a machine without them skips the SIP tests (`kamailioMissing()` says why);
 * in CI a missing server is a failure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from './server';

export const kamailioBinary = process.env.KAMAILIO_PATH ?? '/usr/sbin/kamailio';
/** Debian's module folder for this machine's architecture (KAMAILIO_MODULES_DIR overrides it). */
export const kamailioModulesDir =
  process.env.KAMAILIO_MODULES_DIR ??
  [
    '/usr/lib/x86_64-linux-gnu/kamailio/modules',
    '/usr/lib/aarch64-linux-gnu/kamailio/modules',
    '/usr/lib/kamailio/modules',
  ].find((dir) => existsSync(dir)) ??
  '/usr/lib/x86_64-linux-gnu/kamailio/modules';
export const kamailioConfig = path.join(repoRoot, 'ops', 'kamailio', 'kamailio.cfg');

/** The modules the configuration loads that Debian ships outside the `kamailio` package. */
const packagedModules: Record<string, string> = {
  'websocket.so': 'kamailio-websocket-modules',
  'auth_ephemeral.so': 'kamailio-autheph-modules',
  'http_client.so': 'kamailio-utils-modules',
};

/** Why Kamailio cannot run here (what to install), or null when it can. */
export function kamailioMissing(): string | null {
  if (!existsSync(kamailioBinary))
    return `${kamailioBinary} is missing: apt-get install kamailio ${Object.values(packagedModules).join(' ')}`;
  for (const [module, pkg] of Object.entries(packagedModules))
    if (!existsSync(path.join(kamailioModulesDir, module)))
      return `${module} is missing from ${kamailioModulesDir}: apt-get install ${pkg}`;
  return null;
}

/**
 * True when the SIP tests should be skipped: Kamailio is missing and this is not CI (in CI the
 * tests run and fail on the missing server). Logs the reason once.
 */
export function skipWithoutKamailio(): boolean {
  const missing = kamailioMissing();
  if (!missing || process.env.CI) return false;
  console.warn(`Skipping the SIP server tests: ${missing}`);
  return true;
}

export interface KamailioOptions {
  /** SIP_SECRET shared with the API. */
  secret: string;
  /** SIP_DOMAIN: the domain of the members' URIs (an alias of the server). */
  domain?: string;
  /**
   * API_URL: the product's address (RunningServer.baseUrl). With it, calls to our numbers ring their
   * owners (route[DID] asks GET /api/sip/route); without it only members' SIP users ring.
   */
  apiUrl?: string;
  /** The WebSocket port, when the product must know SIP_WS_URL before Kamailio starts (default: a free one). */
  wsPort?: number;
}

export interface RunningKamailio {
  /** SIP_WS_URL for the API: ws://127.0.0.1:<port>. */
  wsUrl: string;
  wsPort: number;
  /** UDP and TCP SIP port (trunks, sipp). */
  sipPort: number;
  domain: string;
  secret: string;
  /** The server's stderr so far (its log). */
  log(): string;
  stop(): Promise<void>;
}

/** Resolves once something accepts TCP connections on 127.0.0.1:port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startKamailio(options: KamailioOptions): Promise<RunningKamailio> {
  const missing = kamailioMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(path.join(tmpdir(), 'kamailio-'));
  const wsPort = options.wsPort ?? (await freePort());
  const sipPort = await freePort();
  const domain = options.domain ?? '127.0.0.1';
  // The configuration imports kamailio-local.cfg from its own directory: the settings go there.
  copyFileSync(kamailioConfig, path.join(dir, 'kamailio.cfg'));
  writeFileSync(
    path.join(dir, 'kamailio-local.cfg'),
    [
      '#!define LISTEN_IP 127.0.0.1',
      `#!define WS_PORT ${wsPort}`,
      `#!define SIP_PORT ${sipPort}`,
      `#!define SIP_DOMAIN ${JSON.stringify(domain)}`,
      `#!define SIP_SECRET ${JSON.stringify(options.secret)}`,
      `#!define MODULES_DIR ${JSON.stringify(`${kamailioModulesDir}/`)}`,
      ...(options.apiUrl ? [`#!define API_URL ${JSON.stringify(options.apiUrl)}`] : []),
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const child: ChildProcess = spawn(
    kamailioBinary,
    ['-f', path.join(dir, 'kamailio.cfg'), '-DD', '-E', '-w', dir, '-P', path.join(dir, 'kamailio.pid')],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
  });
  // Not left running when the test process ends without stopping it (a killed worker, Ctrl-C).
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
      forced.unref();
      await exited;
      clearTimeout(forced);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`kamailio exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    if (await accepts(wsPort)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`kamailio did not listen on ${wsPort} in 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    wsPort,
    sipPort,
    domain,
    secret: options.secret,
    log: () => output,
    stop,
  };
}
