/**
 * Real mail servers for the tests (issue 29): Debian's Postfix and Dovecot with the repository's
 * configuration (ops/mail/), on 127.0.0.1 with free ports, in a temporary directory, as foreground
 * child processes. Both read the virtual domains and mailboxes from the test's Postgres database
 * (the tables mail_host_domains and mail_host_users that providers/mail-hosting/postfix.host.ts
 * writes), as they would read the product's database in production:
 *
 *   Postfix   smtpPort: inbound mail (port 25's service); submissionPort: the mailboxes send here,
 *             logins checked by Dovecot (SASL), each login sending only as its own address
 *   Dovecot   imapPort: IMAP; LMTP and SASL on ports only Postfix uses
 *
 * The copies of ops/mail/*.conf differ only where a test must: its ports, folders and database, no
 * TLS (loopback only), the spool owned by `nobody`. Needs `postfix postfix-pgsql dovecot-core
 * dovecot-imapd dovecot-lmtpd dovecot-pgsql` (Debian), which .ci/run installs, and to run as root
 * (Postfix's master and Dovecot start as root and drop privileges). Outside CI a machine without
 * them skips the tests (`skipWithoutMailServers()` says why); in CI a missing server is a failure.
 *
 *   const servers = await startMailServers({ databaseUrl });
 *   const host = createPostfixMailHost(db, servers.hostServers);   // MAIL_HOSTING=postfix
 *   ...
 *   await servers.stop();
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MailHostServers } from '../src/providers/mail-hosting/mail-host.provider';
import type { Database } from '../src/db/client';
import { closedPort } from './ports';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const mailOpsDir = path.join(repoRoot, 'ops', 'mail');
export const postfixBinary = process.env.POSTFIX_PATH ?? '/usr/sbin/postfix';
export const dovecotBinary = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';

/** The files each package brings that the configuration needs. */
const packagedFiles: Array<[string, string]> = [
  [postfixBinary, 'postfix'],
  ['/usr/lib/postfix/postfix-pgsql.so', 'postfix-pgsql'],
  [dovecotBinary, 'dovecot-core'],
  ['/usr/lib/dovecot/imap', 'dovecot-imapd'],
  ['/usr/lib/dovecot/lmtp', 'dovecot-lmtpd'],
  ['/usr/lib/dovecot/modules/auth/libdriver_pgsql.so', 'dovecot-pgsql'],
];

const packages = 'postfix postfix-pgsql dovecot-core dovecot-imapd dovecot-lmtpd dovecot-pgsql';

/** Why Postfix and Dovecot cannot run here (what to install), or null when they can. */
export function mailServersMissing(): string | null {
  const missing = packagedFiles.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  if (missing.length > 0)
    return `${[...new Set(missing)].join(', ')} missing: DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`;
  if (process.getuid?.() !== 0) return 'Postfix and Dovecot start as root: run the mail server tests as root';
  return null;
}

/**
 * True when the mail server tests should be skipped: the servers are missing and this is not CI (in
 * CI the tests run and fail on the missing servers). Logs the reason once.
 */
export function skipWithoutMailServers(): boolean {
  const missing = mailServersMissing();
  if (!missing || process.env.CI) return false;
  console.warn(`Skipping the Postfix/Dovecot tests: ${missing}`);
  return true;
}

export interface MailServersOptions {
  /** The Postgres database holding mail_host_domains and mail_host_users (the test database's URL). */
  databaseUrl: string;
  /** The name Postfix greets with (default mail.reachly.test). */
  hostname?: string;
}

export interface RunningMailServers {
  /** Postfix's inbound SMTP (what port 25 is in production). */
  smtpPort: number;
  /** Postfix's submission: the mailboxes log in here (Dovecot SASL) to send. */
  submissionPort: number;
  /** Dovecot's IMAP. */
  imapPort: number;
  /** The servers a mail host hands its mailboxes (MAIL_HOSTING_SMTP_URL, MAIL_HOSTING_IMAP_URL). */
  hostServers: MailHostServers;
  /** Where Dovecot keeps the Maildirs: `<spool>/<domain>/<local part>/`. */
  spool: string;
  /** Both servers' output so far (Postfix's maillog included). */
  log(): string;
  stop(): Promise<void>;
}

/** The URL of a database on Postgres (createTestDatabase('postgres')), for `startMailServers({ databaseUrl })`. */
export function databaseUrlOf(database: Database): string {
  if (database.driver.mode !== 'postgres') throw new Error('Postfix and Dovecot read a Postgres database');
  return database.driver.url;
}

/** The connection lines of a map or Dovecot's SQL file, for `url`. */
function connection(url: URL) {
  return {
    host: url.hostname || '127.0.0.1',
    port: url.port || '5432',
    user: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password),
    dbname: decodeURIComponent(url.pathname.replace(/^\//, '')),
  };
}

/** An ops/mail file with every line `key = …` whose key is in `values` set to that value. */
function withValues(file: string, values: Record<string, string>): string {
  return readFileSync(path.join(mailOpsDir, file), 'utf8')
    .split('\n')
    .map((line) => {
      const key = /^([a-z_]+)\s*=/.exec(line)?.[1];
      return key !== undefined && key in values ? `${key} = ${values[key]}` : line;
    })
    .join('\n');
}

/** The submission service's `-o` options of ops/mail/master.cf. */
function submissionOptions(): string[] {
  return readFileSync(path.join(mailOpsDir, 'master.cf'), 'utf8')
    .split('\n')
    .filter((line) => /^\s+-o\s/.test(line))
    .map((line) => line.trim());
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Child {
  process: ChildProcess;
  exited: Promise<void>;
}

function startChild(command: string, args: string[], onOutput: (text: string) => void): Child {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => onOutput(String(chunk)));
  child.stderr?.on('data', (chunk) => onOutput(String(chunk)));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
  });
  return { process: child, exited };
}

async function stopChild(child: Child, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill(signal);
  const forced = setTimeout(() => child.process.kill('SIGKILL'), 5000);
  forced.unref();
  await child.exited;
  clearTimeout(forced);
}

/** `count` different ports nothing listens on (a probe's port may come back on the next probe). */
async function freePorts(count: number): Promise<[number, number, number, number, number]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await closedPort());
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = [...ports];
  return [a, b, c, d, e];
}

export async function startMailServers(options: MailServersOptions): Promise<RunningMailServers> {
  const missing = mailServersMissing();
  if (missing) throw new Error(missing);
  const db = connection(new URL(options.databaseUrl));
  const dir = mkdtempSync(path.join(tmpdir(), 'mail-servers-'));
  // Dovecot's unprivileged processes (dovenull, dovecot) and Postfix's (postfix) walk into it.
  chmodSync(dir, 0o755);
  const [smtpPort, submissionPort, imapPort, lmtpPort, authPort] = await freePorts(5);
  const spool = path.join(dir, 'vmail');
  const postfixDir = path.join(dir, 'postfix');
  const dovecotDir = path.join(dir, 'dovecot');
  for (const folder of [spool, postfixDir, dovecotDir, path.join(dir, 'queue'), path.join(dir, 'data')])
    mkdirSync(folder, { recursive: true });
  spawnSync('chown', ['nobody:nogroup', spool]);
  spawnSync('chown', ['postfix:postfix', path.join(dir, 'data')]);

  // Postfix: ops/mail/main.cf with its maps here, then the test's settings (the last value wins).
  const mapConnection = {
    hosts: `inet:${db.host}:${db.port}`,
    user: db.user,
    password: db.password,
    dbname: db.dbname,
  };
  for (const map of ['pgsql-virtual-domains.cf', 'pgsql-virtual-mailboxes.cf', 'pgsql-sender-logins.cf'])
    writeFileSync(path.join(postfixDir, map), withValues(map, mapConnection), { mode: 0o640 });
  const hostname = options.hostname ?? 'mail.reachly.test';
  const testSettings: Record<string, string> = {
    myhostname: hostname,
    queue_directory: path.join(dir, 'queue'),
    data_directory: path.join(dir, 'data'),
    meta_directory: '/etc/postfix',
    // Postfix logs to a file under one of these prefixes only (/dev/stdout wants a terminal or file).
    maillog_file: path.join(dir, 'maillog'),
    maillog_file_prefixes: dir,
    mynetworks: '127.0.0.0/8',
    smtp_dns_support_level: 'disabled',
    smtpd_peername_lookup: 'no',
    virtual_transport: `lmtp:inet:127.0.0.1:${lmtpPort}`,
    smtpd_sasl_path: `inet:127.0.0.1:${authPort}`,
    smtpd_tls_security_level: 'none',
    smtp_tls_security_level: 'none',
    smtpd_tls_cert_file: '',
    smtpd_tls_key_file: '',
    delay_warning_time: '0',
  };
  const mainCf = withValues('main.cf', testSettings).replaceAll(
    '/etc/postfix/pgsql-',
    `${postfixDir}/pgsql-`,
  );
  const added = Object.entries(testSettings).filter(([key]) => !new RegExp(`^${key}\\s*=`, 'm').test(mainCf));
  writeFileSync(
    path.join(postfixDir, 'main.cf'),
    [mainCf, '# api/test/mail-servers.ts', ...added.map(([key, value]) => `${key} = ${value}`), ''].join(
      '\n',
    ),
  );
  const service = (name: string, type: string, command: string, ...extra: string[]) =>
    [`${name} ${type} n - n - - ${command}`, ...extra.map((option) => `  ${option}`)].join('\n');
  writeFileSync(
    path.join(postfixDir, 'master.cf'),
    [
      service(`127.0.0.1:${smtpPort}`, 'inet', 'smtpd'),
      service(
        `127.0.0.1:${submissionPort}`,
        'inet',
        'smtpd',
        ...submissionOptions(),
        // Loopback only: no TLS to require (production keeps ops/mail/master.cf's encrypt).
        '-o smtpd_tls_security_level=none',
        '-o smtpd_tls_auth_only=no',
      ),
      'pickup unix n - n 60 1 pickup',
      'cleanup unix n - n - 0 cleanup',
      'qmgr unix n - n 300 1 qmgr',
      'tlsmgr unix - - n 1000? 1 tlsmgr',
      'rewrite unix - - n - - trivial-rewrite',
      'bounce unix - - n - 0 bounce',
      'defer unix - - n - 0 bounce',
      'trace unix - - n - 0 bounce',
      'verify unix - - n - 1 verify',
      'flush unix n - n 1000? 0 flush',
      'proxymap unix - - n - - proxymap',
      'smtp unix - - n - - smtp',
      'relay unix - - n - - smtp',
      'showq unix n - n - - showq',
      'error unix - - n - - error',
      'retry unix - - n - - error',
      'discard unix - - n - - discard',
      'lmtp unix - - n - - lmtp',
      'anvil unix - - n - 1 anvil',
      'scache unix - - n - 1 scache',
      'postlog unix-dgram n - n - 1 postlogd',
      '',
    ].join('\n'),
  );

  // Dovecot: ops/mail/dovecot.conf with this folder's paths, then local.conf with the test's listeners.
  writeFileSync(
    path.join(dovecotDir, 'dovecot-sql.conf.ext'),
    withValues('dovecot-sql.conf.ext', {
      connect: `host=${db.host} port=${db.port} dbname=${db.dbname} user=${db.user}${db.password ? ` password=${db.password}` : ''}`,
    }),
    { mode: 0o600 },
  );
  const privateDir = path.join(dir, 'postfix-private');
  mkdirSync(privateDir);
  writeFileSync(
    path.join(dovecotDir, 'dovecot.conf'),
    readFileSync(path.join(mailOpsDir, 'dovecot.conf'), 'utf8')
      .replaceAll('/etc/dovecot/', `${dovecotDir}/`)
      .replaceAll('/var/spool/postfix/private/', `${privateDir}/`)
      .replaceAll('/var/vmail', spool)
      .replaceAll('uid=vmail gid=vmail', 'uid=nobody gid=nogroup')
      .replace(/^ssl_(cert|key) = .*$/gm, ''),
  );
  writeFileSync(
    path.join(dovecotDir, 'local.conf'),
    [
      '# api/test/mail-servers.ts',
      'listen = 127.0.0.1',
      `base_dir = ${path.join(dir, 'dovecot-run')}`,
      `state_dir = ${path.join(dir, 'dovecot-state')}`,
      `log_path = ${path.join(dir, 'dovecot.log')}`,
      'auth_verbose = yes',
      'ssl = no',
      'disable_plaintext_auth = no',
      `service imap-login {\n  inet_listener imap {\n    port = ${imapPort}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
      `service lmtp {\n  inet_listener lmtp {\n    address = 127.0.0.1\n    port = ${lmtpPort}\n  }\n}`,
      `service auth {\n  inet_listener sasl {\n    address = 127.0.0.1\n    port = ${authPort}\n  }\n}`,
      '',
    ].join('\n'),
  );

  let output = '';
  const onOutput = (text: string) => {
    output += text;
  };
  const dovecot = startChild(dovecotBinary, ['-F', '-c', path.join(dovecotDir, 'dovecot.conf')], onOutput);
  const postfix = startChild(postfixBinary, ['-c', postfixDir, 'start-fg'], onOutput);
  const killOnExit = () => {
    dovecot.process.kill('SIGTERM');
    spawnSync(postfixBinary, ['-c', postfixDir, 'stop']);
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    spawnSync(postfixBinary, ['-c', postfixDir, 'stop']);
    await stopChild(postfix);
    await stopChild(dovecot);
    if (!process.env.MAIL_SERVERS_KEEP) rmSync(dir, { recursive: true, force: true });
  };
  const running: RunningMailServers = {
    smtpPort,
    submissionPort,
    imapPort,
    hostServers: {
      smtp: { host: '127.0.0.1', port: submissionPort, secure: false },
      imap: { host: '127.0.0.1', port: imapPort, secure: false },
    },
    spool,
    log: () => {
      const logs = ['dovecot.log', 'maillog'].map((name) => path.join(dir, name)).filter(existsSync);
      return [output, ...logs.map((file) => readFileSync(file, 'utf8'))].join('');
    },
    stop,
  };
  const deadline = Date.now() + 30_000;
  for (const port of [imapPort, lmtpPort, authPort, smtpPort, submissionPort]) {
    for (;;) {
      const exited = [dovecot, postfix].find(
        (child) => child.process.exitCode !== null || child.process.signalCode !== null,
      );
      if (exited) {
        const log = running.log();
        await stop();
        throw new Error(`${exited === dovecot ? 'dovecot' : 'postfix'} exited:\n${log.slice(-4000)}`);
      }
      if (await accepts(port)) break;
      if (Date.now() > deadline) {
        const log = running.log();
        await stop();
        throw new Error(`the mail servers did not listen on ${port} in 30 s:\n${log.slice(-4000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return running;
}
