import { createHash, randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Clock, systemClock } from '../../clock';
import { mailServersAllowPrivateFromEnv, pinnedHost, ssrfMessages } from '../../ssrf';
import {
  assertPlatformTransport,
  defaultMailFrom,
  type MailProvider,
  type MailContent,
  type MailSmtp,
  type SystemMailKind,
  senderOf,
} from './mail.provider';

export interface SmtpProvider extends MailProvider {
  readonly mode: 'smtp';
  /** Closes pooled connections (shutdown, tests). */
  close(): void;
}

export interface SmtpOptions {
  /** SMTP_URL, e.g. smtp://user:pass@smtp.example.com:587 (smtps:// for implicit TLS on 465). */
  url: string;
  /** MAIL_FROM. */
  from?: string;
  clock?: Clock;
  /** MAIL_SERVERS_ALLOW_PRIVATE (read from the environment when left out): a brand's SMTP server may be private. */
  mailServersAllowPrivate?: boolean;
}

/**
 * Sends one system mail through `transport`, its kind in the `X-Mail-Kind` header; returns its id:
 * the server's Message-ID, or a new uuid when the server gives none.
 */
export async function sendMail(
  transport: Transporter,
  sender: string,
  message: Omit<MailContent, 'from' | 'fromName'> & { kind: SystemMailKind },
): Promise<string> {
  const info = await transport.sendMail({
    from: sender,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    headers: { 'X-Mail-Kind': message.kind },
  });
  return typeof info.messageId === 'string' && info.messageId ? info.messageId : randomUUID();
}

/** Seconds a white-label's SMTP server gets to connect, greet and answer (a test email waits this long). */
export const messageSmtpTimeoutMs = 5_000;

/**
 * nodemailer's options for one message's SMTP server (a white-label's), with short timeouts.
 * `servername`: the server's name for TLS when `host` is the address it was pinned to (ssrf.ts).
 */
export function messageTransportOptions(smtp: MailSmtp & { servername?: string }) {
  return {
    host: smtp.host,
    ...(smtp.servername ? { servername: smtp.servername } : {}),
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
    connectionTimeout: messageSmtpTimeoutMs,
    greetingTimeout: messageSmtpTimeoutMs,
    socketTimeout: messageSmtpTimeoutMs,
  };
}

/** A cache key of a configuration: the password is hashed so it never sits in a key in clear. */
function smtpKey(smtp: MailSmtp): string {
  return createHash('sha256')
    .update(JSON.stringify([smtp.host, smtp.port, smtp.secure, smtp.user ?? '', smtp.password ?? '']))
    .digest('hex');
}

/** At most this many white-label transports are kept; the oldest is closed beyond. */
const maxMessageTransports = 20;

/**
 * Transports of white-labels' own SMTP servers (issue 14), one per distinct configuration (keyed
 * by a hash of the whole configuration: a changed password makes a new one). They are not pooled:
 * each send opens and closes its own connection, so a kept transport holds no socket.
 */
const messageTransports = new Map<string, Transporter>();

export function messageTransport(smtp: MailSmtp & { servername?: string }): Transporter {
  const key = smtpKey(smtp);
  let found = messageTransports.get(key);
  if (!found) {
    found = nodemailer.createTransport(messageTransportOptions(smtp));
    messageTransports.set(key, found);
    if (messageTransports.size > maxMessageTransports) {
      const [oldestKey, oldest] = messageTransports.entries().next().value as [string, Transporter];
      messageTransports.delete(oldestKey);
      oldest.close();
    }
  }
  return found;
}

/**
 * Real mail through nodemailer (ARCHITECTURE.md "Providers"), chosen by
 * server.ts when SMTP_URL is set. A send that the server refuses rejects, so
 * the caller decides whether that is the user's problem or only a log line.
 * A message with its own `smtp` (a white-label's server, issue 14) goes through a transport for
 * that configuration, kept by a key of the whole configuration (a changed password makes a new one);
 * never a message that carries a secret (issue 23 item 4: assertPlatformTransport).
 */
export function createSmtpProvider(options: SmtpOptions): SmtpProvider {
  const from = options.from ?? defaultMailFrom;
  const clock = options.clock ?? systemClock;
  const transport = nodemailer.createTransport(options.url);
  const allowPrivate = options.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv();

  return {
    mode: 'smtp',
    async send({ smtp, fromName, ...message }) {
      assertPlatformTransport({ kind: message.kind, smtp });
      const sender = senderOf({ from: message.from, fromName }, from);
      // A brand's server is connected to at the address checked now (ssrf.ts), not its name resolved again.
      const server = smtp && {
        ...smtp,
        ...(await pinnedHost(smtp.host, allowPrivate, ssrfMessages.privateMailServer)),
      };
      const messageId = await sendMail(server ? messageTransport(server) : transport, sender, message);
      return { ...message, id: messageId, from: sender, sentAt: clock.now() };
    },
    close() {
      transport.close();
    },
  };
}
