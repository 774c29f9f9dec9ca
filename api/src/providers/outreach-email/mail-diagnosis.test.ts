import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MailFailure, type MailProtocol, mailFailure } from './mail-errors';
import { type MailServerSettings, verifyImap, verifySmtp } from './sender';
import {
  startImapServer,
  startSmtpServer,
  type TestImapServer,
  type TestSmtpServer,
} from './testing/mail-servers';

/**
 * Issue 26 item 10: every mail failure said in plain words with the setting to change, diagnosed
 * against real servers and sockets on this machine, the way a mailbox connects (verifySmtp,
 * verifyImap: the add_smtp path; the white-label test and the step test email use the same
 * mailFailure). A server that never answers is not "turn SSL on"; an SSL port spoken to without
 * SSL is; an untrusted certificate is not a host name mismatch.
 */

/** Short waits: a silent server is told apart by a second connection, not by guessing. */
const timeoutMs = 1_000;
const password = 'right-password';

interface Certificates {
  ca: string;
  key: string;
  cert: string;
}

/** A private CA and a certificate it signs for mail.other.test (not for 127.0.0.1 or localhost). */
function makeCertificates(dir: string): Certificates {
  const path = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'ignore' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    path('ca.key'),
    '-out',
    path('ca.crt'),
    '-days',
    '2',
    '-subj',
    '/CN=Reachly Test CA',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    path('leaf.key'),
    '-out',
    path('leaf.csr'),
    '-subj',
    '/CN=mail.other.test',
  );
  writeFileSync(path('leaf.ext'), 'subjectAltName=DNS:mail.other.test\n');
  openssl(
    'x509',
    '-req',
    '-in',
    path('leaf.csr'),
    '-CA',
    path('ca.crt'),
    '-CAkey',
    path('ca.key'),
    '-CAcreateserial',
    '-out',
    path('leaf.crt'),
    '-days',
    '2',
    '-extfile',
    path('leaf.ext'),
  );
  return {
    ca: readFileSync(path('ca.crt'), 'utf8'),
    key: readFileSync(path('leaf.key'), 'utf8'),
    cert: readFileSync(path('leaf.crt'), 'utf8'),
  };
}

function listening(server: net.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  const port = await listening(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail failures in plain words, against real servers (issue 26 item 10)', () => {
  let dir: string;
  let smtp: TestSmtpServer;
  let imap: TestImapServer;
  /** Accepts connections and never says a word. */
  let silent: net.Server;
  let silentPort: number;
  /** Speaks TLS from the first byte (an SSL port, like 465 or 993), with the CA's certificate. */
  let tlsServer: tls.Server;
  let tlsPort: number;
  let refusedPort: number;
  let certificates: Certificates;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'mail-diagnosis-'));
    certificates = makeCertificates(dir);
    smtp = await startSmtpServer({ mailer: password });
    imap = await startImapServer({ mailer: password });
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    silentPort = await listening(silent);
    tlsServer = tls.createServer({ key: certificates.key, cert: certificates.cert }, (socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.write('220 mail.other.test ESMTP\r\n');
    });
    tlsServer.on('tlsClientError', () => {});
    tlsPort = await listening(tlsServer);
    refusedPort = await closedPort();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all([
      smtp.close(),
      imap.close(),
      new Promise((resolve) => silent.close(resolve)),
      new Promise((resolve) => tlsServer.close(resolve)),
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  async function diagnose(
    protocol: MailProtocol,
    server: Omit<MailServerSettings, 'user' | 'password'> & { password?: string },
  ): Promise<MailFailure> {
    const settings = { user: 'mailer', password, ...server };
    const verified =
      protocol === 'smtp' ? await verifySmtp(settings, timeoutMs) : await verifyImap(settings, timeoutMs);
    if (verified.ok) throw new Error('the login went through');
    // As add_smtp says it: the host and port the user typed, the reason on the field to change.
    return mailFailure(
      verified.error,
      { host: server.servername ?? server.host, port: server.port, secure: server.secure },
      protocol,
      timeoutMs,
    );
  }

  const table: [string, () => [MailProtocol, Parameters<typeof diagnose>[1]], () => MailFailure][] = [
    [
      'host never answers (accepts the connection, then silence): not "turn SSL on"',
      () => ['smtp', { host: '127.0.0.1', port: silentPort, secure: false }],
      () => ({
        field: 'port',
        message: `127.0.0.1:${silentPort} accepted the connection but sent nothing in 1 seconds: check the port (is it the SMTP port of this server?)`,
      }),
    ],
    [
      'IMAP host never answers',
      () => ['imap', { host: '127.0.0.1', port: silentPort, secure: false }],
      () => ({
        field: 'port',
        message: `127.0.0.1:${silentPort} accepted the connection but sent nothing in 1 seconds: check the port (is it the IMAP port of this server?)`,
      }),
    ],
    [
      'connection refused',
      () => ['smtp', { host: '127.0.0.1', port: refusedPort, secure: false }],
      () => ({ field: 'port', message: `Could not connect to 127.0.0.1:${refusedPort}: connection refused` }),
    ],
    [
      'DNS name not found',
      () => ['smtp', { host: 'mail.nowhere.invalid', port: smtp.port, secure: false }],
      () => ({
        field: 'host',
        message: `Could not connect to mail.nowhere.invalid:${smtp.port}: host not found`,
      }),
    ],
    [
      'SSL on against a plain (STARTTLS) port',
      () => ['smtp', { host: '127.0.0.1', port: smtp.port, secure: true }],
      () => ({ field: 'secure', message: `Port ${smtp.port} uses STARTTLS: turn SSL off` }),
    ],
    [
      'SSL off against an SSL port (what 465 is): not an outage',
      () => ['smtp', { host: '127.0.0.1', port: tlsPort, secure: false }],
      () => ({ field: 'secure', message: `Port ${tlsPort} uses SSL: turn SSL on` }),
    ],
    [
      'IMAP SSL off against an SSL port (what 993 is)',
      () => ['imap', { host: '127.0.0.1', port: tlsPort, secure: false }],
      () => ({ field: 'secure', message: `Port ${tlsPort} uses SSL: turn SSL on` }),
    ],
    [
      'a certificate from an untrusted CA: not a name mismatch',
      () => ['smtp', { host: '127.0.0.1', port: tlsPort, secure: true, servername: 'mail.other.test' }],
      () => ({
        field: 'host',
        message:
          'The TLS certificate of mail.other.test is not signed by a trusted authority (self-signed or private): the server needs a certificate from a public authority',
      }),
    ],
    [
      'SMTP 535: user name or password refused',
      () => ['smtp', { host: '127.0.0.1', port: smtp.port, secure: false, password: 'wrong' }],
      () => ({ field: 'password', message: 'The SMTP server refused the user name or password' }),
    ],
    [
      'IMAP login failed',
      () => ['imap', { host: '127.0.0.1', port: imap.port, secure: false, password: 'wrong' }],
      () => ({ field: 'password', message: 'The IMAP server refused the user name or password' }),
    ],
  ];

  it.each(table)('%s', async (_name, input, expected) => {
    const [protocol, server] = input();
    expect(await diagnose(protocol, server)).toEqual(expected());
  });

  it('a trusted certificate issued to another host name: says which name it is for', async () => {
    const defaults = tls.getCACertificates('default');
    tls.setDefaultCACertificates([...defaults, certificates.ca]);
    try {
      expect(
        await diagnose('smtp', { host: '127.0.0.1', port: tlsPort, secure: true, servername: 'localhost' }),
      ).toEqual({
        field: 'host',
        message:
          'The TLS certificate of localhost is for another host name (it is issued to mail.other.test): use the host name the certificate names',
      });
    } finally {
      tls.setDefaultCACertificates(defaults);
    }
  });
});
