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
 * BENCH_API_SECONDS (5) sets each measurement's length, after a 1 s warm-up of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { demoCredentials } from '../api/src/seeds/seed';
import { startServer } from '../e2e/server';
import { createBenchDatabase } from './database';

const connections = 32;
const seconds = Number(process.env.BENCH_API_SECONDS ?? 5);
const routes = [
  '/api/health',
  '/api/workflows/fetch',
  '/api/profiles',
  '/api/inbox/dialogs',
  '/api/space/info',
];

/** The baseline: node:http and nothing else, answering what /api/health answers. */
const bareServerSource = `
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
  return { requestsPerSecond: latencies.length / elapsed, p99Ms: p99(latencies) };
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

export async function apiBench(): Promise<string[]> {
  // A fresh, migrated database; the server opens its own pool on it and seeds the demo.
  const bench = await createBenchDatabase('api');
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    bare = await startBareServer();
    server = await startServer({ DATABASE_URL: bench.url, JOBS: 'false', DEMO_SEED: 'true' });
    const token = await signIn(server.baseUrl);
    const lines: string[] = [];
    for (const route of routes) {
      const base = await measure(bare.url);
      const ours = await measure(`${server.baseUrl}${route}`, route === '/api/health' ? undefined : token);
      const ratio = ours.requestsPerSecond / base.requestsPerSecond;
      lines.push(
        `bench api ${route}: ${ours.requestsPerSecond.toFixed(0)} req/s vs bare-node-http ${base.requestsPerSecond.toFixed(0)} req/s = ratio ${ratio.toFixed(2)} (p99 ${ours.p99Ms.toFixed(0)} ms)`,
      );
    }
    return lines;
  } finally {
    await server?.stop();
    bare?.child.kill();
    await bench.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await apiBench()) console.log(line);
}
