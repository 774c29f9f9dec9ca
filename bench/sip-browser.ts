/**
 * bench sip's second line (issue 27): the browser's click-to-ringing time against sipp's own
 * INVITE-to-180 time, through the same Kamailio in the same run:
 *
 *   bench sip click-to-ringing: X ms vs sipp invite-to-180 Y ms = ratio R
 *
 * A sipp UAS registers as the user of a phone number (the API's target_uri for a number that is not
 * the workspace's is sip:<E.164>@SIP_DOMAIN, which Kamailio finds in its location table) and answers
 * every INVITE with 180 Ringing, then 486 Busy Here a moment later (the call ends by itself). The
 * demo member's Chromium page, panel open on the SIP provider, dials that number N times: from the
 * click on Call to the panel's status saying Ringing, measured in the page (performance.now() and a
 * MutationObserver). Then sipp as a UAC sends the same INVITE N times, one at a time, measuring
 * INVITE to 180 (rtd); each side's median and their ratio. BENCH_SIP_RING_CALLS (10) tunes N.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { sipCredentials } from '../api/src/providers/voice/sip-credentials';
import { chromiumPath, demo, launchBrowser, openSignedIn } from '../e2e/browser';
import { freePort } from '../e2e/server';

const ringCalls = Number(process.env.BENCH_SIP_RING_CALLS ?? 10);
/** A dialable US number that is not the workspace's: Kamailio routes it to the ringing sipp. */
const ringNumber = '+14155238886';

export interface RingSetup {
  baseUrl: string;
  token: string;
  domain: string;
  secret: string;
  wsUrl: string;
  sipPort: number;
  dir: string;
  registerScenario: (user: string, username: string, password: string) => string;
  run: (args: string[], cwd: string) => Promise<{ code: number | null; output: string }>;
  spawnSipp: (args: string[], cwd: string) => { kill: () => void };
}

const headers = (tag: string) => `[last_Via:]
[last_From:]
[last_To:]${tag}
[last_Call-ID:]
[last_CSeq:]
[last_Record-Route:]`;

/** Rings (180), then busy (486) after 300 ms, and takes the ACK: every call ends by itself. */
const ringingUasScenario = `<?xml version="1.0" encoding="ISO-8859-1" ?>
<scenario name="ringing uas">
  <recv request="INVITE" crlf="true"/>
  <send><![CDATA[
SIP/2.0 180 Ringing
${headers(';tag=[pid]SIPpTag01[call_number]')}
Contact: <sip:[local_ip]:[local_port];transport=[transport]>
Content-Length: 0

]]></send>
  <pause milliseconds="300"/>
  <send><![CDATA[
SIP/2.0 486 Busy Here
${headers(';tag=[pid]SIPpTag01[call_number]')}
Content-Length: 0

]]></send>
  <recv request="ACK"/>
</scenario>
`;

/** A trunk's INVITE to the number; times INVITE to 180, ACKs the 486. */
function ringingUacScenario(domain: string): string {
  const common = `From: <sip:+14155550100@trunk.bench.invalid>;tag=[pid]SIPpTag00[call_number]
To: <sip:${ringNumber}@${domain}>`;
  return `<?xml version="1.0" encoding="ISO-8859-1" ?>
<scenario name="ringing uac">
  <send retrans="500" start_rtd="1"><![CDATA[
INVITE sip:${ringNumber}@${domain} SIP/2.0
Via: SIP/2.0/[transport] [local_ip]:[local_port];branch=[branch]
${common}
Call-ID: [call_id]
CSeq: 1 INVITE
Contact: <sip:bench@[local_ip]:[local_port]>
Max-Forwards: 70
Content-Length: 0

]]></send>
  <recv response="100" optional="true"/>
  <recv response="180" rtd="1"/>
  <recv response="486"/>
  <send><![CDATA[
ACK sip:${ringNumber}@${domain} SIP/2.0
[last_Via:]
From: <sip:+14155550100@trunk.bench.invalid>;tag=[pid]SIPpTag00[call_number]
[last_To:]
Call-ID: [call_id]
CSeq: 1 ACK
Max-Forwards: 70
Content-Length: 0

]]></send>
</scenario>
`;
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function api<T>(setup: RingSetup, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${setup.baseUrl}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${setup.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { ok: boolean; payload: T; error?: string };
  if (!json.ok) throw new Error(`${method} ${route}: ${json.error}`);
  return json.payload;
}

/** A sandbox number in Austin, TX for the demo member to call from. */
async function buyNumber(setup: RingSetup): Promise<string> {
  const query = 'country_code=US&category=local';
  const states = await api<{ id: string; name: string }[]>(setup, 'GET', `/dialer/states?${query}`);
  const texas = states.find((state) => state.name === 'Texas');
  const regions = await api<{ id: string; name: string }[]>(
    setup,
    'GET',
    `/dialer/regions?${query}&state_id=${texas?.id}`,
  );
  const austin = regions.find((region) => region.name === 'Austin');
  const bought = await api<{ phones: { id: string }[] }>(setup, 'POST', '/dialer/phones/buy', {
    region_id: austin?.id,
    count: 1,
  });
  const id = bought.phones[0]?.id;
  if (!id) throw new Error('no number bought');
  return id;
}

/** Resolves once the page's SIP client has Kamailio's 200 to its REGISTER. */
function registered(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('the SIP client did not register in 30 s')), 30_000);
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (/^SIP\/2\.0 200 /.test(text) && /\r\nCSeq: \d+ REGISTER\r\n/i.test(text)) {
          clearTimeout(deadline);
          resolve();
        }
      });
    });
  });
}

/** Clicks Call in the page and resolves with the ms until the panel's status says Ringing. */
function clickToRinging(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const panel = document.querySelector('[data-dialer-panel]');
        const call = [...(panel?.querySelectorAll('button') ?? [])].find(
          (button) => button.textContent?.trim() === 'Call',
        );
        if (!panel || !call) return reject(new Error('no Call button in the panel'));
        let started = 0;
        const observer = new MutationObserver(() => {
          const status = [...panel.querySelectorAll('[role="status"]')].some((node) =>
            /Ringing/.test(node.textContent ?? ''),
          );
          if (!status) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(panel, { subtree: true, childList: true, characterData: true });
        started = performance.now();
        call.click();
      }),
  );
}

async function browserSamples(setup: RingSetup, phoneId: string): Promise<number[]> {
  const browser = await launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ]);
  try {
    const page = await openSignedIn(browser, setup.baseUrl, '/inbox', demo);
    const isRegistered = registered(page);
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    const panel = page.getByRole('complementary', { name: 'Phone' });
    await panel.getByLabel('Number to call').waitFor();
    await isRegistered;
    const samples: number[] = [];
    for (let turn = 0; turn < ringCalls; turn += 1) {
      await panel.getByLabel('Number to call').fill(ringNumber);
      await panel.getByLabel('Call from').selectOption(phoneId);
      samples.push(await clickToRinging(page));
      // The 486 ends the call: the dial form comes back.
      await panel.getByRole('button', { name: 'Call', exact: true }).waitFor({ timeout: 20_000 });
    }
    return samples;
  } finally {
    await browser.close();
  }
}

/**
 * INVITE-to-180 per call (ms) from sipp's -trace_msg log, whose entries carry sipp's own
 * microsecond timestamps ("----- 2026-12-03 18:04:41.954093" then the message). The -trace_rtt
 * file would give the same rtd in whole milliseconds, mostly 0 on one machine.
 */
export function inviteTo180(log: string): number[] {
  const sent = new Map<string, number>();
  const samples: number[] = [];
  for (const entry of log.split(/^-{20,} /m).slice(1)) {
    const [stamp = '', ...rest] = entry.split('\n');
    const at = Date.parse(`${stamp.trim().replace(' ', 'T')}Z`);
    const micros = Number(/\.\d{3}(\d{3})/.exec(stamp)?.[1] ?? 0) / 1000;
    const text = rest.join('\n');
    const callId = /^Call-ID:\s*(\S+)/im.exec(text)?.[1];
    if (!callId || Number.isNaN(at)) continue;
    if (/^INVITE /m.test(text) && !sent.has(callId)) sent.set(callId, at + micros);
    const started = sent.get(callId);
    if (/^SIP\/2\.0 180 /m.test(text) && started !== undefined && !Number.isNaN(started)) {
      samples.push(at + micros - started);
      // A retransmitted 180 is not another sample.
      sent.set(callId, Number.NaN);
    }
  }
  return samples;
}

/** sipp's INVITE-to-180 times (ms), one call at a time. */
async function sippSamples(setup: RingSetup): Promise<number[]> {
  writeFileSync(path.join(setup.dir, 'ring-uac.xml'), ringingUacScenario(setup.domain));
  const uacPort = await freePort();
  const args = ['-sf', 'ring-uac.xml', '-i', '127.0.0.1', '-p', String(uacPort), '-m', String(ringCalls)];
  const result = await setup.run(
    [`127.0.0.1:${setup.sipPort}`, ...args, '-l', '1', '-r', '10', '-trace_msg', '-nostdin'],
    setup.dir,
  );
  const file = readdirSync(setup.dir).find(
    (name) => name.startsWith('ring-uac_') && name.endsWith('_messages.log'),
  );
  if (!file) throw new Error(`sipp wrote no message log (exit ${result.code}):\n${result.output}`);
  const samples = inviteTo180(readFileSync(path.join(setup.dir, file), 'utf8'));
  if (samples.length !== ringCalls)
    throw new Error(`sipp saw ${samples.length} of ${ringCalls} calls ring:\n${result.output}`);
  return samples;
}

export async function ringBench(setup: RingSetup): Promise<string> {
  if (!existsSync(chromiumPath))
    return `bench sip click-to-ringing skipped: ${chromiumPath} is missing: apt-get install chromium`;
  const user = ringNumber;
  const credentials = sipCredentials(
    { domain: setup.domain, secret: setup.secret, ttlSeconds: 3600 },
    user,
    new Date(),
  );
  writeFileSync(
    path.join(setup.dir, 'ring-register.xml'),
    setup.registerScenario(user, credentials.username, credentials.password),
  );
  writeFileSync(path.join(setup.dir, 'ring-uas.xml'), ringingUasScenario);
  const uasPort = String(await freePort());
  const proxy = `127.0.0.1:${setup.sipPort}`;
  const common = ['-i', '127.0.0.1', '-p', uasPort, '-nostdin'];
  const registeredUas = await setup.run([proxy, '-sf', 'ring-register.xml', ...common, '-m', '1'], setup.dir);
  if (registeredUas.code !== 0) throw new Error(`sipp could not register:\n${registeredUas.output}`);
  const uas = setup.spawnSipp(['-sf', 'ring-uas.xml', ...common], setup.dir);
  try {
    const phoneId = await buyNumber(setup);
    const browser = median(await browserSamples(setup, phoneId));
    const sipp = median(await sippSamples(setup));
    return `bench sip click-to-ringing: ${browser.toFixed(1)} ms vs sipp invite-to-180 ${sipp.toFixed(1)} ms = ratio ${(browser / sipp).toFixed(2)} (median of ${ringCalls} each)`;
  } finally {
    uas.kill();
  }
}
