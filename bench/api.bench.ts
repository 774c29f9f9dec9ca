/**
 * bench api ROUTE (issue 25): the built server (dist/api/server.mjs, as `npm start` runs it) on a
 * fresh Postgres database with the demo seeded, under 32 concurrent keep-alive clients, against a
 * bare node:http server answering a fixed JSON, measured by the same client in the same run:
 *
 *   bench api ROUTE: OURS req/s vs bare-node-http BASE req/s = ratio R (p99 X ms)
 *
 * The bare server is measured right before each route, so both sides of a ratio share the
 * machine's load of that moment. The API node runs without the engine (JOBS=false, as an API node
 * beside separate worker nodes does): the demo's campaigns would otherwise run during the
 * measurement. The client sends no Accept-Encoding (the bare server compresses nothing either).
 * BENCH_API_SECONDS (5) sets each measurement's length, after a 1 s warm-up of its own;
 * BENCH_API_ROUTES (comma-separated) measures only those routes; BENCH_API_PROFILE=DIR takes a CPU
 * profile of the server (over the inspector) while each route is measured, writes it into DIR
 * (`api-health.cpuprofile`, …) and adds `bench api-profile ROUTE: http X, session Y, … µs/req`,
 * where the server's main thread spent its time per answer (bench/api-profile.ts says the parts);
 * BENCH_API_DATABASE=pglite runs the server on its embedded PGlite default instead (lines
 * `bench api-pglite ROUTE: …`), to tell where that default's ceiling is; BENCH_API_CPU=1 adds
 * `bench api-cpu ROUTE: server X ms/req, postgres Y ms/req`, the CPU time the server process and
 * its Postgres backends spent per answer (from /proc): unlike req/s, it hardly moves with what
 * else loads the machine, so it compares two versions measured at different moments.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import postgres from 'postgres';
import { demoCredentials } from '../api/src/seeds/seed';
import path from 'node:path';
import { freePort, repoRoot, startServer } from '../e2e/server';
import { formatBreakdown, InspectorProfiler, profileBreakdown } from './api-profile';
import { createBenchDatabase } from './database';

const connections = 32;
const seconds = Number(process.env.BENCH_API_SECONDS ?? 5);
const allRoutes = [
  '/api/health',
  '/api/workflows/fetch',
  '/api/profiles',
  '/api/inbox/dialogs',
  '/api/space/info',
];
const routes = process.env.BENCH_API_ROUTES?.split(',') ?? allRoutes;
const profileDir = process.env.BENCH_API_PROFILE;
const onPglite = process.env.BENCH_API_DATABASE === 'pglite';
const reportCpu = process.env.BENCH_API_CPU === '1';

/** CPU seconds (user + system) process `pid` has used, from /proc/PID/stat (0 when unreadable). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of the line (11 and 12 after "pid (name) "), in 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The baseline: node:http and nothing else, answering what /api/health answers. */
const bareServerSource = `
import { readFileSync } from 'node:fs';
import http from 'node:http';
const body = JSON.stringify({ ok: true, payload: { status: 'ok', version: '0.0.0', database: 'postgres' } });
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
`;

async function startBareServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', bareServerSource], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

/** `connections` clients in closed loop on keep-alive sockets for `duration` s; any non-200 fails the bench. */
async function load(url: string, token: string | undefined, duration: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const latencies: number[] = [];
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const begun = performance.now();
      const request = http.request(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, headers },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
            latencies.push(performance.now() - begun);
            resolve();
          });
        },
      );
      request.on('error', reject);
      request.end();
    });
  const started = performance.now();
  const ends = started + duration * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < ends) await one();
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  return { requests: latencies.length, requestsPerSecond: latencies.length / elapsed, p99Ms: p99(latencies) };
}

/** A warm-up (JIT, pools, plans), then the measurement. */
async function measure(url: string, token?: string): Promise<LoadResult> {
  await load(url, token, 1);
  return load(url, token, seconds);
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoCredentials),
  });
  const body = (await response.json()) as { ok: boolean; payload?: { token: string }; error?: string };
  if (!body.ok || !body.payload) throw new Error(`sign in failed: ${body.error}`);
  return body.payload.token;
}

/** What one route's measurement needs beside its URL. */
interface RouteProbe {
  serverPid: number;
  /** The Postgres backends of the server's pool (empty unless BENCH_API_CPU=1 on Postgres). */
  backends(): Promise<number[]>;
  profiler: InspectorProfiler | undefined;
}

/** A file name for a route's profile: `/api/space/info` -> `api-space-info.cpuprofile`. */
const profileFile = (route: string) => `${route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`;

/** The measured load of one route, with the CPU and profile lines when asked for. */
async function measureRoute(url: string, route: string, auth: string | undefined, probe: RouteProbe) {
  const lines: string[] = [];
  if (!reportCpu && !probe.profiler) return { ours: await measure(url, auth), lines };
  await load(url, auth, 1);
  // After the warm-up the pool is open: its backends are the ones to count.
  const pids = await probe.backends();
  const cpu = (pidList: number[]) => pidList.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const before = { server: cpuSeconds(probe.serverPid), postgres: cpu(pids) };
  const profiled = probe.profiler
    ? await probe.profiler.during(() => load(url, auth, seconds))
    : { result: await load(url, auth, seconds), profile: undefined };
  const ours = profiled.result;
  const perRequest = (spent: number) => ((spent * 1000) / ours.requests).toFixed(2);
  if (reportCpu)
    lines.push(
      `bench api-cpu ${route}: server ${perRequest(cpuSeconds(probe.serverPid) - before.server)} ms/req, postgres ${perRequest(cpu(pids) - before.postgres)} ms/req`,
    );
  if (profiled.profile && profileDir) {
    writeFileSync(path.join(profileDir, profileFile(route)), JSON.stringify(profiled.profile));
    const map = path.join(repoRoot, 'dist', 'api', 'server.mjs.map');
    const breakdown = profileBreakdown(profiled.profile, ours.requests, map);
    lines.push(`bench api-profile ${route}: ${formatBreakdown(breakdown)}`);
  }
  return { ours, lines };
}

export async function apiBench(): Promise<string[]> {
  // A fresh, migrated database; the server opens its own pool on it and seeds the demo. On PGlite
  // the server makes its own in its fresh data folder.
  const bench = onPglite ? undefined : await createBenchDatabase('api');
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let profiler: InspectorProfiler | undefined;
  try {
    bare = await startBareServer();
    const inspectPort = profileDir ? await freePort() : undefined;
    server = await startServer(
      {
        ...(bench ? { DATABASE_URL: bench.url } : {}),
        JOBS: 'false',
        DEMO_SEED: 'true',
        ...(inspectPort ? { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` } : {}),
      },
      { startTimeoutMs: 300_000 },
    );
    profiler = inspectPort ? await InspectorProfiler.connect(inspectPort) : undefined;
    const token = await signIn(server.baseUrl);
    // The server's Postgres backends (its pool), whose CPU time counts with the server's.
    const admin = bench && reportCpu ? postgres(bench.url, { max: 1, onnotice: () => {} }) : undefined;
    const backends = async () =>
      admin
        ? (
            await admin<{ pid: number }[]>`select pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`
          ).map((row) => row.pid)
        : [];
    const probe: RouteProbe = { serverPid: server.pid, backends, profiler };
    const lines: string[] = [];
    for (const route of routes) {
      const base = await measure(bare.url);
      const auth = route === '/api/health' ? undefined : token;
      const { ours, lines: extra } = await measureRoute(`${server.baseUrl}${route}`, route, auth, probe);
      lines.push(...extra);
      const ratio = ours.requestsPerSecond / base.requestsPerSecond;
      lines.push(
        `bench api${onPglite ? '-pglite' : ''} ${route}: ${ours.requestsPerSecond.toFixed(0)} req/s vs bare-node-http ${base.requestsPerSecond.toFixed(0)} req/s = ratio ${ratio.toFixed(2)} (p99 ${ours.p99Ms.toFixed(0)} ms)`,
      );
    }
    await admin?.end();
    return lines;
  } finally {
    profiler?.close();
    await server?.stop();
    bare?.child.kill();
    await bench?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await apiBench()) console.log(line);
}
