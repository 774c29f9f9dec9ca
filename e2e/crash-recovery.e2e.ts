import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { io } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from './browser';
import { freshDatabase, postgresProblem, type TestDatabase } from './postgres';
import { createSandboxSender } from './campaigns';
import { signUpWorkspace } from './sign-up';
import { type RunningServer, startServer } from './server';

/**
 * Crash recovery (issue 11 item 7, and the engine half of item 9): real server processes on a
 * real Postgres database, killed with SIGKILL while a campaign sends, and a local SMTP server
 * that counts what each prospect receives. Exactly once means: one accepted message per
 * prospect at the SMTP server; recovered in seconds means: nothing left scheduled or running
 * and every prospect finished soon after the last restart. Timings are printed, not asserted.
 */

const problem = await postgresProblem('crash-recovery');

interface MailSink {
  port: number;
  /** Message-IDs accepted per recipient: the end of DATA came and the server answered 250. */
  received: Map<string, string[]>;
  total(): number;
  close(): Promise<void>;
}

/**
 * The prospects' mail server: takes any login, answers each recipient after `delayMs()` (a
 * real server's checks; it keeps many sends in flight when a kill comes), and keeps a message
 * only when its DATA ends: a client killed mid-message leaves nothing (smtp-server destroys the
 * stream of a connection closed before the end of DATA).
 */
async function startMailSink(delayMs: () => number): Promise<MailSink> {
  const received = new Map<string, string[]>();
  let total = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    // Eight pooled connections per process and a dead process's sockets until the OS closes them.
    maxClients: 500,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(_address, _session, callback) {
      setTimeout(() => callback(), delayMs());
    },
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? '';
        for (const rcpt of session.envelope.rcptTo) {
          const list = received.get(rcpt.address) ?? [];
          list.push(messageId);
          received.set(rcpt.address, list);
          total += 1;
        }
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    total: () => total,
    // A killed client's connection may linger: closing does not wait for it for ever.
    close: () =>
      Promise.race([new Promise<void>((resolve) => server.close(() => resolve())), pause(3000)]).then(
        () => undefined,
      ),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const randomBetween = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

/** Polls `check` until it answers true (the test's own waiting, never a timing assertion). */
async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  everyMs = 250,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await pause(everyMs);
  }
}

/** The processes under a process (none today: node runs the built server itself). */
function descendants(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return children.flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return [];
  }
}

function serverEnv(database: TestDatabase, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: database.url,
    DEMO_SEED: 'false',
    JOBS: 'true',
    ENGINE_TICK_SECONDS: '1',
    ENGINE_SPACING_MIN_SECONDS: '0',
    ENGINE_SPACING_MAX_SECONDS: '0',
    ENGINE_WORK_WEEKENDS: 'true',
    MAIL_SERVERS_ALLOW_PRIVATE: 'true',
    ...extra,
  };
}

/** A new user with a confirmed email and a workspace (e2e/sign-up.ts). */
async function signUp(baseUrl: string): Promise<{ token: string; spaceId: string }> {
  return signUpWorkspace(baseUrl, 'Crash recovery');
}

/**
 * `senders` sandbox accounts working around the clock (the engine's caps count per sender: 150
 * emails a day each), the first with a mailbox on the sink connected as the Integrations page
 * does it; a campaign over them with one email step sent from that mailbox (a step names its
 * one "From" mailbox), and `prospects` prospects imported from a CSV file. Answers the
 * campaign id and the prospects' emails.
 */
async function emailCampaign(
  baseUrl: string,
  token: string,
  sinkPort: number,
  options: { senders: number; prospects: number; run: string },
): Promise<{ campaignId: string; emails: string[] }> {
  const senderIds: string[] = [];
  let integrationId = '';
  for (let index = 0; index < options.senders; index += 1) {
    const sender = await createSandboxSender(
      baseUrl,
      token,
      `crash.sender${index}.${options.run}@sandbox.reachly.io`,
    );
    senderIds.push(sender._id);
    if (index > 0) continue;
    const mailbox = `sender${index}.${options.run}@crash-senders.test`;
    const { integration } = await api<{ integration: { _id: string } }>(
      baseUrl,
      token,
      'POST',
      `/integrations/smtp/connect?credentials_id=${sender._id}`,
    );
    await api(baseUrl, token, 'PUT', `/integrations/smtp/${integration._id}/add_smtp`, {
      host: '127.0.0.1',
      port: sinkPort,
      secure: false,
      user: mailbox,
      password: 'mailbox-password',
      from_name: `Sender ${index}`,
      from_email: mailbox,
    });
    integrationId = integration._id;
  }
  const campaign = await api<{ _id: string }>(baseUrl, token, 'POST', '/workflows', {
    name: `Crash recovery ${options.run}`,
    credentials: senderIds,
    sequence: [
      {
        key: 'hello',
        kind: 'send_email',
        subject: 'Hello {first_name}',
        text: 'Hi {first_name}, a quick question about {company_name}.',
        email_type: 'work',
        wait_days: 0,
        config: { integration_id: integrationId },
      },
    ],
  });
  const emails = Array.from(
    { length: options.prospects },
    (_, index) => `p${index}.${options.run}@prospects.test`,
  );
  const csv = [
    'First name,Last name,Company,Email',
    ...emails.map((email, index) => `Pat${index},Crash,Acme ${index},${email}`),
  ].join('\n');
  const form = new FormData();
  form.append('file', new File([csv], 'crash.csv', { type: 'text/csv' }));
  const uploaded = await fetch(`${baseUrl}/api/workflows/upload_csv_file?is_existing_people=false`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const upload = ((await uploaded.json()) as { payload: { filename: string } }).payload;
  let progress = await api<{ upload_id: string; status: string; added: number }>(
    baseUrl,
    token,
    'POST',
    '/workflows/set_data_from_csv_file',
    {
      filename: upload.filename,
      user_fields: {
        'First name': 'first_name',
        'Last name': 'last_name',
        Company: 'company_name',
        Email: 'work_email',
      },
      is_existing_people: false,
      workflow_id: campaign._id,
    },
  );
  await until(
    'the CSV import',
    async () => {
      if (progress.status !== 'done' && progress.status !== 'failed')
        progress = await api(baseUrl, token, 'GET', `/workflows/csv_imports/${progress.upload_id}`);
      return progress.status === 'done' || progress.status === 'failed';
    },
    60_000,
    500,
  );
  expect(progress).toMatchObject({ status: 'done', added: options.prospects });
  return { campaignId: campaign._id, emails };
}

interface Figures {
  open: number;
  unfinished: number;
  unconfirmed: number;
}

async function figures(sql: postgres.Sql, campaignId: string): Promise<Figures> {
  const [row] = await sql<{ open: number; unfinished: number; unconfirmed: number }[]>`
    select
      (select count(*)::int from step_executions
        where workflow_id = ${campaignId} and status in ('scheduled', 'running')) as open,
      (select count(*)::int from campaign_prospects
        where workflow_id = ${campaignId} and state <> 'finished') as unfinished,
      (select count(*)::int from messages where detail->>'status' = 'unconfirmed') as unconfirmed`;
  return row ?? { open: -1, unfinished: -1, unconfirmed: -1 };
}

/**
 * Polls until the campaign is done: nothing scheduled or running, every prospect finished, every
 * killed worker's take-over seen; gives up after `timeoutMs`. The last figures read, done or not.
 */
async function figuresOnceFinished(
  sql: postgres.Sql,
  campaignId: string,
  watch: { pending: () => number },
  what: string,
  timeoutMs: number,
): Promise<Figures> {
  let last: Figures = { open: -1, unfinished: -1, unconfirmed: -1 };
  await until(
    what,
    async () => {
      last = await figures(sql, campaignId);
      return last.open === 0 && last.unfinished === 0 && watch.pending() === 0;
    },
    timeoutMs,
    500,
  ).catch(() => undefined);
  return last;
}

/** The engine worker of a server process (matched on the pids of its process tree). */
async function workerOf(sql: postgres.Sql, server: RunningServer): Promise<string> {
  const pids = [server.pid, ...descendants(server.pid)];
  let id = '';
  await until(
    'the engine worker of the server',
    async () => {
      const rows = await sql<{ id: string }[]>`select id from engine_workers where pid = any(${pids})`;
      id = rows[0]?.id ?? '';
      return id !== '';
    },
    30_000,
  );
  return id;
}

/**
 * A killed worker is taken over when no execution is left scheduled or running under it and
 * its row is gone (handed on by another process). Watches every kill at once, in the background.
 */
function takeOverWatch(sql: postgres.Sql) {
  const pending = new Map<string, number>();
  const seconds: number[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      for (const [workerId, killedAt] of [...pending]) {
        const [row] = await sql<{ open: number; alive: number }[]>`
          select
            (select count(*)::int from step_executions
              where worker_id = ${workerId} and status in ('scheduled', 'running')) as open,
            (select count(*)::int from engine_workers where id = ${workerId}) as alive`;
        if (row && row.open === 0 && row.alive === 0) {
          seconds.push((Date.now() - killedAt) / 1000);
          pending.delete(workerId);
        }
      }
      await pause(200);
    }
  })();
  return {
    killed(workerId: string, at: number) {
      pending.set(workerId, at);
    },
    pending: () => pending.size,
    seconds,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

function perRecipient(sink: MailSink, emails: string[]) {
  const counts = emails.map((email) => sink.received.get(email)?.length ?? 0);
  return {
    missing: counts.filter((count) => count === 0).length,
    duplicates: counts.filter((count) => count > 1).length,
    distinctMessageIds: new Set([...sink.received.values()].flat()).size,
  };
}

const summary = (values: number[]) =>
  values.length === 0
    ? 'none'
    : `min ${Math.min(...values).toFixed(1)} s, median ${[...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]?.toFixed(1)} s, max ${Math.max(...values).toFixed(1)} s`;

describe.skipIf(problem !== null)('crash recovery on Postgres (issue 11)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('kill -9 twenty times while 400 emails go out: each prospect gets its email exactly once, nothing is left stuck', async () => {
    const database = await freshDatabase('crash', 2);
    cleanups.push(() => database.drop());
    const sink = await startMailSink(() => randomBetween(100, 400));
    cleanups.push(() => sink.close());
    // The test's own worker timeout (ENGINE_WORKER_TIMEOUT_SECONDS, 30 by default) keeps twenty
    // kill-and-restart cycles within a few minutes; the two-node test below runs the default.
    const env = serverEnv(database, { ENGINE_WORKER_TIMEOUT_SECONDS: '6' });
    let server = await startServer(env, { killable: true });
    cleanups.push(() => server.stop());
    const { token } = await signUp(server.baseUrl);
    const run = randomBytes(3).toString('hex');
    const { campaignId, emails } = await emailCampaign(server.baseUrl, token, sink.port, {
      senders: 3,
      prospects: 400,
      run,
    });
    await api(server.baseUrl, token, 'POST', `/workflows/${campaignId}/update_status`, { status: 'active' });

    const watch = takeOverWatch(database.sql);
    const kills = 20;
    let killsWhileSending = 0;
    for (let kill = 0; kill < kills; kill += 1) {
      // Kill while sending: once this process has sent something, at a random moment after.
      const before = sink.total();
      await until(
        'sending after a restart',
        () => sink.total() > before || sink.total() >= emails.length,
        90_000,
        100,
      );
      await pause(randomBetween(0, 2500));
      const workerId = await workerOf(database.sql, server);
      if (sink.total() < emails.length) killsWhileSending += 1;
      await server.kill();
      watch.killed(workerId, Date.now());
      server = await startServer(env, { killable: true });
    }
    const lastRestart = Date.now();

    const last = await figuresOnceFinished(
      database.sql,
      campaignId,
      watch,
      'the campaign to finish after the last restart',
      120_000,
    );
    const finishedAfter = (Date.now() - lastRestart) / 1000;
    await watch.stop();
    const mail = perRecipient(sink, emails);
    console.info(
      [
        'crash recovery, one node:',
        `  kills: ${kills} (${killsWhileSending} while emails were still going out)`,
        `  prospects: ${emails.length}, emails accepted by the SMTP server: ${sink.total()} (${mail.distinctMessageIds} distinct Message-IDs)`,
        `  duplicates: ${mail.duplicates}, missing: ${mail.missing}, unconfirmed (marked for review): ${last.unconfirmed}`,
        `  stuck: ${last.open} executions scheduled/running, ${last.unfinished} prospects not finished, ${finishedAfter.toFixed(1)} s after the last restart`,
        `  take-over of a killed worker's steps: ${summary(watch.seconds)} (${watch.seconds.length} of ${kills}; worker timeout 6 s)`,
      ].join('\n'),
    );
    expect(mail.duplicates).toBe(0);
    // At most once (docs/decisions.md "Crash recovery (issue 11)", residual risk 1): a kill in the
    // microseconds between the committing mark and the final dot leaves an email that never went
    // out, marked unconfirmed for review; an email is never lost without that mark.
    expect(mail.missing).toBeLessThanOrEqual(last.unconfirmed);
    expect(sink.total()).toBe(emails.length - mail.missing);
    expect(last).toMatchObject({ open: 0, unfinished: 0 });
    expect(watch.seconds).toHaveLength(kills);
  }, 600_000);

  it('two nodes on one database: node A killed mid-campaign, node B takes its steps over and finishes; a change through A reaches a socket on B', async () => {
    const database = await freshDatabase('crash', 2);
    cleanups.push(() => database.drop());
    const sink = await startMailSink(() => randomBetween(200, 500));
    cleanups.push(() => sink.close());
    // The default worker timeout (30 s): the take-over time printed is the product's own.
    const env = serverEnv(database);
    const nodeA = await startServer(env, { killable: true });
    cleanups.push(() => nodeA.stop());
    const { token, spaceId } = await signUp(nodeA.baseUrl);
    const run = randomBytes(3).toString('hex');
    const { campaignId, emails } = await emailCampaign(nodeA.baseUrl, token, sink.port, {
      senders: 2,
      prospects: 200,
      run,
    });
    // Started on A alone, the campaign's prospects are all claimed and run by A (no spacing: one
    // pass claims them); B joins while A sends.
    await api(nodeA.baseUrl, token, 'POST', `/workflows/${campaignId}/update_status`, { status: 'active' });
    await until('node A sending', () => sink.total() >= 10, 90_000, 100);
    const nodeB = await startServer(env, { killable: true });
    cleanups.push(() => nodeB.stop());

    // A socket on node B, authorized for the workspace, hears a rename made through node A.
    const socket = io(nodeB.baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    cleanups.push(async () => {
      socket.close();
    });
    const heard: { _id?: string; name?: string }[] = [];
    socket.on('update_workflow', (payload: { _id?: string; name?: string }) => heard.push(payload));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.once('connect', () => resolve());
    });
    const authorization = (await socket
      .timeout(10_000)
      .emitWithAck('server_create_connection', { token, space: spaceId })) as { ok: boolean };
    expect(authorization.ok).toBe(true);
    await api(nodeA.baseUrl, token, 'PUT', `/workflows/${campaignId}/update/async`, {
      name: `Crash recovery ${run}, renamed on node A`,
    });
    await until(
      'update_workflow on node B',
      () =>
        heard.some((payload) => payload._id === campaignId && payload.name?.includes('renamed on node A')),
      15_000,
    );

    const workerA = await workerOf(database.sql, nodeA);
    const workerB = await workerOf(database.sql, nodeB);
    const [held] = await database.sql<{ count: number }[]>`
      select count(*)::int as count from step_executions
      where worker_id = ${workerA} and status in ('scheduled', 'running')`;
    const sentBeforeKill = sink.total();
    const watch = takeOverWatch(database.sql);
    await nodeA.kill();
    const killedAt = Date.now();
    watch.killed(workerA, killedAt);

    const last = await figuresOnceFinished(
      database.sql,
      campaignId,
      watch,
      'node B to finish the campaign',
      180_000,
    );
    const finishedAfter = (Date.now() - killedAt) / 1000;
    await watch.stop();
    const [byB] = await database.sql<{ count: number }[]>`
      select count(*)::int as count from step_executions
      where workflow_id = ${campaignId} and worker_id = ${workerB} and status = 'done'`;
    const mail = perRecipient(sink, emails);
    console.info(
      [
        'crash recovery, two nodes:',
        `  node A killed after ${sentBeforeKill} emails, holding ${held?.count ?? 0} scheduled/running steps; node B finished ${finishedAfter.toFixed(1)} s later`,
        `  prospects: ${emails.length}, emails accepted: ${sink.total()}, duplicates: ${mail.duplicates}, missing: ${mail.missing}, unconfirmed: ${last.unconfirmed}`,
        `  stuck: ${last.open} executions scheduled/running, ${last.unfinished} prospects not finished`,
        `  take-over of node A's steps by node B: ${summary(watch.seconds)} (worker timeout 30 s)`,
        `  steps done by node B: ${byB?.count ?? 0}; update_workflow heard on node B for a rename through node A`,
      ].join('\n'),
    );
    expect(held?.count ?? 0).toBeGreaterThan(0);
    expect(mail.duplicates).toBe(0);
    // At most once, as above: a missing email is always one marked unconfirmed.
    expect(mail.missing).toBeLessThanOrEqual(last.unconfirmed);
    expect(last).toMatchObject({ open: 0, unfinished: 0 });
    expect(watch.seconds).toHaveLength(1);
    expect(byB?.count ?? 0).toBeGreaterThan(0);
  }, 600_000);
});
