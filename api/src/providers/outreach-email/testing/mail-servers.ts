import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Local mail servers for the email channel's tests: an SMTP server (smtp-server)
 * that checks logins and keeps what it receives, and an IMAP server
 * (hoodiecrow-imap, which runs on Node 20) whose INBOX a test fills.
 */

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedEmail[];
  close(): Promise<void>;
}

interface SmtpError extends Error {
  responseCode?: number;
}

function smtpError(code: number, message: string): SmtpError {
  const error: SmtpError = new Error(message);
  error.responseCode = code;
  return error;
}

/** An SMTP answer the server gives instead of accepting a recipient. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface SmtpServerOptions {
  /**
   * Asked for every recipient before the built-in rules: a refusal to give, or
   * nothing to go on (e.g. a test that makes the mailbox throttle from a moment on).
   */
  refuse?: (recipient: string) => SmtpRefusal | null | undefined;
}

/**
 * `users` maps login to password. Recipients starting with `unknown@` are refused
 * with 550 5.1.1, `busy@` with 451 4.3.0 (a temporary failure).
 */
export async function startSmtpServer(
  users: Record<string, string>,
  options: SmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username && users[auth.username] === auth.password) {
        callback(null, { user: auth.username });
        return;
      }
      callback(smtpError(535, '5.7.8 Username and Password not accepted'));
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (refusal) {
        callback(smtpError(refusal.code, refusal.message));
        return;
      }
      if (address.address.startsWith('unknown@')) {
        callback(smtpError(550, '5.1.1 The email account that you tried to reach does not exist'));
        return;
      }
      if (address.address.startsWith('busy@')) {
        callback(smtpError(451, '4.3.0 Mail server temporarily rejected message'));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: raw.toString('utf8'),
              parsed,
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface HoodiecrowServer {
  listen(port: number, host: string, callback: () => void): void;
  close(callback: () => void): void;
  server: { address(): AddressInfo; on(event: 'connection', listener: () => void): void };
  appendMessage(mailbox: string, flags: string[], internaldate: Date, raw: string): void;
}

export interface TestImapServer {
  port: number;
  /** Delivers a message into INBOX as if it had just arrived. */
  deliver(raw: string): void;
  /** TCP connections the server accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

export async function startImapServer(users: Record<string, string>): Promise<TestImapServer> {
  const hoodiecrow = require('hoodiecrow-imap') as (options: unknown) => HoodiecrowServer;
  const server = hoodiecrow({
    plugins: ['ID', 'SASL-IR', 'AUTH-PLAIN', 'NAMESPACE', 'IDLE', 'ENABLE', 'UNSELECT', 'LITERALPLUS'],
    users: Object.fromEntries(Object.entries(users).map(([user, password]) => [user, { password }])),
    storage: { INBOX: { messages: [] } },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let connections = 0;
  server.server.on('connection', () => {
    connections += 1;
  });
  return {
    port: server.server.address().port,
    connections: () => connections,
    deliver: (raw) => server.appendMessage('INBOX', [], new Date(), raw.replace(/\r?\n/g, '\r\n')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
