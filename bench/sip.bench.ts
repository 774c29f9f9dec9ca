/**
 * bench sip (issue 27): sipp places 100 calls through the repository's Kamailio
 * (ops/kamailio/kamailio.cfg, e2e/kamailio.ts) to a sipp answering as a registered member, while
 * the built API (dist/api/server.mjs, on a fresh Postgres database with the demo seeded, the
 * dialer pointed at that Kamailio) serves GET /dialer/token and GET /dialer/calls. Lines:
 *
 *   bench sip calls: ANSWERED calls vs 100 placed = ratio R
 *   bench sip ROUTE p99: X ms vs /api/health p99 Y ms = ratio R
 *
 * The baseline of the API lines is /api/health measured by the same clients at the same moments,
 * so the ratio says what the dialer's routes cost over the bare minimum while SIP traffic runs.
 * The UAC is a trunk (From outside the SIP domain: no authentication, may only reach members); the
 * UAS registers first with the credentials the API's scheme issues (auth_ephemeral), so the calls
 * go through lookup(location) as a browser's would. Needs Debian's kamailio,
 * kamailio-websocket-modules, kamailio-autheph-modules and sip-tester (sipp); skipped without.
 * BENCH_SIP_CALLS (100), BENCH_SIP_RATE (calls per second, 20), BENCH_SIP_HOLD_MS (1000) tune it.
 * Alone: `npx tsx bench/sip.bench.ts` (after `npm run build`).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { sipCredentials } from '../api/src/providers/voice/sip-credentials';
import { demoCredentials } from '../api/src/seeds/seed';
import { kamailioMissing, startKamailio } from '../e2e/kamailio';
import { freePort, startServer } from '../e2e/server';
import { createBenchDatabase } from './database';
import { ringBench } from './sip-browser';

const sippBinary = process.env.SIPP_PATH ?? '/usr/bin/sipp';
const calls = Number(process.env.BENCH_SIP_CALLS ?? 100);
const rate = Number(process.env.BENCH_SIP_RATE ?? 20);
const holdMs = Number(process.env.BENCH_SIP_HOLD_MS ?? 1000);
const domain = 'sip.bench.invalid';
const callee = 'ubenchcallee';
const apiClients = 4;

function registerScenario(user: string, username: string, password: string): string {
  const request = (cseq: number, auth: string) => `<![CDATA[
REGISTER sip:${domain} SIP/2.0
Via: SIP/2.0/[transport] [local_ip]:[local_port];branch=[branch]
From: <sip:${user}@${domain}>;tag=[call_number]
To: <sip:${user}@${domain}>
Call-ID: [call_id]
CSeq: ${cseq} REGISTER
Contact: <sip:${user}@[local_ip]:[local_port]>
${auth}Max-Forwards: 70
Expires: 3600
Content-Length: 0

]]>`;
  return `<?xml version="1.0" encoding="ISO-8859-1" ?>
<scenario name="register with ephemeral credentials">
  <send retrans="500">${request(1, '')}</send>
  <recv response="401" auth="true"/>
  <send retrans="500">${request(2, `[authentication username=${username} password=${password}]\n`)}</send>
  <recv response="200"/>
</scenario>
`;
}

/** A trunk's call: INVITE from outside the domain, hold, BYE along the Record-Route. */
const uacScenario = `<?xml version="1.0" encoding="ISO-8859-1" ?>
<scenario name="call from a trunk">
  <send retrans="500"><![CDATA[
INVITE sip:[service]@${domain} SIP/2.0
Via: SIP/2.0/[transport] [local_ip]:[local_port];branch=[branch]
From: <sip:+14155550100@trunk.bench.invalid>;tag=[pid]SIPpTag00[call_number]
To: <sip:[service]@${domain}>
Call-ID: [call_id]
CSeq: 1 INVITE
Contact: <sip:bench@[local_ip]:[local_port]>
Max-Forwards: 70
Content-Type: application/sdp
Content-Length: [len]

v=0
o=user1 53655765 2353687637 IN IP[local_ip_type] [local_ip]
s=-
c=IN IP[media_ip_type] [media_ip]
t=0 0
m=audio [media_port] RTP/AVP 0
a=rtpmap:0 PCMU/8000

]]></send>
  <recv response="100" optional="true"/>
  <recv response="180" optional="true"/>
  <recv response="200" rrs="true"/>
  <send><![CDATA[
ACK [next_url] SIP/2.0
Via: SIP/2.0/[transport] [local_ip]:[local_port];branch=[branch]
[routes]
From: <sip:+14155550100@trunk.bench.invalid>;tag=[pid]SIPpTag00[call_number]
To: <sip:[service]@${domain}>[peer_tag_param]
Call-ID: [call_id]
CSeq: 1 ACK
Contact: <sip:bench@[local_ip]:[local_port]>
Max-Forwards: 70
Content-Length: 0

]]></send>
  <pause/>
  <send retrans="500"><![CDATA[
BYE [next_url] SIP/2.0
Via: SIP/2.0/[transport] [local_ip]:[local_port];branch=[branch]
[routes]
From: <sip:+14155550100@trunk.bench.invalid>;tag=[pid]SIPpTag00[call_number]
To: <sip:[service]@${domain}>[peer_tag_param]
Call-ID: [call_id]
CSeq: 2 BYE
Contact: <sip:bench@[local_ip]:[local_port]>
Max-Forwards: 70
Content-Length: 0

]]></send>
  <recv response="200" crlf="true"/>
</scenario>
`;

/**
 * sipp's own UAS, answering at once (no 180: over UDP through a multi-process proxy a 180 may
 * arrive after the 200, which sipp's UAC counts as a failure) and echoing the Record-Route, so the
 * caller's ACK and BYE go back through Kamailio.
 */
function uasScenario(): string {
  // sipp -sd prints the scenario and exits with 99.
  const embedded = spawnSync(sippBinary, ['-sd', 'uas'], { encoding: 'utf8' }).stdout;
  return embedded
    .replace(/\s*<send>\s*<!\[CDATA\[\s*SIP\/2\.0 180 Ringing[\s\S]*?\]\]>\s*<\/send>/, '')
    .replaceAll('[last_CSeq:]\n      Contact:', '[last_CSeq:]\n      [last_Record-Route:]\n      Contact:');
}

function run(args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(sippBinary, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The cumulative count of a row of sipp's final screen ("Successful call | 0 | 100"). */
function screenCount(output: string, row: string): number {
  const lines = output.split('\n').filter((line) => line.trim().startsWith(row));
  const cells = lines.at(-1)?.split('|') ?? [];
  return Number(cells.at(-1)?.trim() ?? Number.NaN);
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
}

export async function sipBench(): Promise<string[]> {
  const missing =
    kamailioMissing() ??
    (existsSync(sippBinary) ? null : `${sippBinary} is missing: apt-get install sip-tester`);
  if (missing) {
    console.error(`bench sip skipped: ${missing}`);
    console.error(`bench sip click-to-ringing skipped: ${missing}`);
    return [];
  }
  const secret = randomBytes(32).toString('hex');
  const dir = mkdtempSync(path.join(tmpdir(), 'sip-bench-'));
  const kamailio = await startKamailio({ secret, domain });
  const database = await createBenchDatabase('sip');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let uas: ChildProcess | undefined;
  try {
    server = await startServer(
      {
        DATABASE_URL: database.url,
        JOBS: 'false',
        DEMO_SEED: 'true',
        SIP_WS_URL: kamailio.wsUrl,
        SIP_DOMAIN: domain,
        SIP_SECRET: secret,
      },
      { startTimeoutMs: 300_000 },
    );
    const baseUrl = server.baseUrl;
    const signIn = await fetch(`${baseUrl}/api/auth/sign_in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demoCredentials),
    });
    const token = ((await signIn.json()) as { payload: { token: string } }).payload.token;
    const headers = { Authorization: `Bearer ${token}` };
    // Calling comes with the Scale plan: the bench's own database puts the demo on it.
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    await sql`update spaces set tier = 'scale', is_paid = true`;
    // Credits for the click-to-ringing line's number and calls (a minute's balance is checked).
    await sql`insert into credit_wallets (space_id, balance) select id, 1000000 from spaces
      on conflict (space_id) do update set balance = 1000000`;
    await sql.end();
    const activated = await fetch(`${baseUrl}/api/dialer/activate`, { method: 'POST', headers });
    if (!activated.ok) throw new Error(`POST /dialer/activate: ${await activated.text()}`);

    // The callee registers, then answers on the same port.
    const uasPort = await freePort();
    const uacPort = await freePort();
    const credentials = sipCredentials({ domain, secret, ttlSeconds: 3600 }, callee, new Date());
    writeFileSync(
      path.join(dir, 'register.xml'),
      registerScenario(callee, credentials.username, credentials.password),
    );
    writeFileSync(path.join(dir, 'uas.xml'), uasScenario());
    writeFileSync(path.join(dir, 'uac.xml'), uacScenario);
    const proxy = `127.0.0.1:${kamailio.sipPort}`;
    const registered = await run(
      [proxy, '-sf', 'register.xml', '-i', '127.0.0.1', '-p', String(uasPort), '-m', '1', '-nostdin'],
      dir,
    );
    if (registered.code !== 0) throw new Error(`sipp could not register:\n${registered.output}`);
    uas = spawn(sippBinary, ['-sf', 'uas.xml', '-i', '127.0.0.1', '-p', String(uasPort), '-nostdin'], {
      cwd: dir,
      stdio: 'ignore',
    });

    // The calls, and the API under the same load until they are done.
    const placed = run(
      [
        proxy,
        '-sf',
        'uac.xml',
        '-s',
        callee,
        '-i',
        '127.0.0.1',
        '-p',
        String(uacPort),
        '-m',
        String(calls),
        '-r',
        String(rate),
        '-d',
        String(holdMs),
        '-nostdin',
      ],
      dir,
    );
    let calling = true;
    void placed.then(() => {
      calling = false;
    });
    const routes = ['/api/health', '/api/dialer/token', '/api/dialer/calls'] as const;
    const samples = new Map<string, number[]>(routes.map((route) => [route, []]));
    const client = async () => {
      for (let turn = 0; calling || turn < routes.length; turn += 1) {
        const route = routes[turn % routes.length] as (typeof routes)[number];
        const url =
          route === '/api/dialer/token'
            ? `${baseUrl}${route}?one_time_key=${randomBytes(18).toString('base64url')}`
            : `${baseUrl}${route}`;
        const started = performance.now();
        const response = await fetch(url, { headers: route === '/api/health' ? {} : headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${route} answered ${response.status}`);
        samples.get(route)?.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: apiClients }, client));
    const result = await placed;
    const answered = screenCount(result.output, 'Successful call');

    const health = p99(samples.get('/api/health') ?? []);
    const lines = [
      `bench sip calls: ${answered} calls vs ${calls} placed = ratio ${(answered / calls).toFixed(2)}`,
    ];
    for (const route of ['/api/dialer/token', '/api/dialer/calls']) {
      const ours = p99(samples.get(route) ?? []);
      lines.push(
        `bench sip ${route.replace('/api', '')} p99: ${ours.toFixed(1)} ms vs /api/health p99 ${health.toFixed(1)} ms = ratio ${(ours / health).toFixed(2)} (${samples.get(route)?.length} requests during the calls)`,
      );
    }
    lines.push(
      await ringBench({
        baseUrl,
        token,
        domain,
        secret,
        wsUrl: kamailio.wsUrl,
        sipPort: kamailio.sipPort,
        dir,
        registerScenario,
        run,
        spawnSipp: (args, cwd) => {
          const child = spawn(sippBinary, args, { cwd, stdio: 'ignore' });
          return { kill: () => child.kill('SIGTERM') };
        },
      }),
    );
    return lines;
  } finally {
    uas?.kill('SIGTERM');
    await server?.stop();
    await database.drop();
    await kamailio.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await sipBench()) console.log(line);
}
