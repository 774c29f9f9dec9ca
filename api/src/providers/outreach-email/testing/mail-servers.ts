import type { AddressInfo, Server, Socket } from 'node:net';
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

/** A login the SMTP server accepted: how, and (XOAUTH2) with which access token. */
export interface SmtpLogin {
  method: string;
  user: string;
  accessToken?: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedEmail[];
  logins: SmtpLogin[];
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
  /** XOAUTH2 logins (Google and Microsoft mailboxes): user to the access token it accepts. */
  accessTokens?: Record<string, string>;
  /** Listen on this port (a server that comes back where the mailbox points); any free one otherwise. */
  port?: number;
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
  const logins: SmtpLogin[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    ...(options.accessTokens ? { authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'] } : {}),
    onAuth(auth, _session, callback) {
      if (auth.method === 'XOAUTH2') {
        if (auth.username && auth.accessToken && options.accessTokens?.[auth.username] === auth.accessToken) {
          logins.push({ method: auth.method, user: auth.username, accessToken: auth.accessToken });
          callback(null, { user: auth.username });
          return;
        }
        // RFC 7628: the server's JSON status, then 535 once the client answers.
        callback(null, { data: { status: '401', schemes: 'bearer', scope: 'https://mail.google.com/' } });
        return;
      }
      if (auth.username && users[auth.username] === auth.password) {
        logins.push({ method: auth.method, user: auth.username });
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
  server.server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the tests use of a hoodiecrow-imap server (the package ships no types). */
export interface HoodiecrowServer {
  listen(port: number, host: string, callback: () => void): void;
  close(callback: () => void): void;
  server: Server;
  appendMessage(mailbox: string, flags: string[], internaldate: Date, raw: string): void;
  getMailbox(path: string): { messages: { flags: string[]; raw: string }[] };
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

/**
 * `accessTokens`: XOAUTH2 logins (hoodiecrow's plugin, with SASL-IR as imapflow sends it), user to
 * the access token it accepts; a test may change a user's token on the object later.
 */
export async function startImapServer(
  users: Record<string, string>,
  options: { accessTokens?: Record<string, string>; port?: number } = {},
): Promise<TestImapServer> {
  const hoodiecrow = require('hoodiecrow-imap') as (options: unknown) => HoodiecrowServer;
  const { accessTokens } = options;
  const names = new Set([...Object.keys(users), ...Object.keys(accessTokens ?? {})]);
  const server = hoodiecrow({
    plugins: [
      'ID',
      'SASL-IR',
      'AUTH-PLAIN',
      'NAMESPACE',
      'IDLE',
      'ENABLE',
      'UNSELECT',
      'LITERALPLUS',
      ...(accessTokens ? ['XOAUTH2'] : []),
    ],
    users: Object.fromEntries(
      [...names].map((user) => [
        user,
        {
          password: users[user] ?? '',
          // Read at each login, so a token the test changes on `accessTokens` counts from then on.
          ...(accessTokens
            ? {
                xoauth2: {
                  get accessToken() {
                    return accessTokens[user];
                  },
                },
              }
            : {}),
        },
      ]),
    ),
    storage: { INBOX: { messages: [] } },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  let connections = 0;
  server.server.on('connection', (socket: Socket) => {
    connections += 1;
    // Answers go out at once, as a real server's do: with Nagle's algorithm on, each command
    // waits out the client's delayed ACK (about 40 ms on Linux).
    socket.setNoDelay(true);
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    connections: () => connections,
    deliver: (raw) => server.appendMessage('INBOX', [], new Date(), raw.replace(/\r?\n/g, '\r\n')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
