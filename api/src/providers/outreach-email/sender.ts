import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { ImapFlow } from 'imapflow';
import nodemailer, { type SentMessageInfo, type Transporter } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import { pinnedHost, ssrfMessages } from '../../ssrf';
import { type DkimKeySource, noDkimKeys } from '../mail-auth/dkim-keys';
import { type MailServerAddress, mailFailureMessage, withMailProbe } from './mail-errors';
import { type MailboxOAuthProvider, mailboxTokens } from './oauth-mailbox';

/**
 * The SMTP side of an email integration: verifying a login, sending through a
 * pooled transport kept per integration, and what a mail server's refusal means
 * for the step (outreach §4: a permanent failure pauses with "email failed").
 */

/** SMTP or IMAP settings with the password in clear (decrypted just before use, never stored so). */
export interface MailServerSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  /**
   * The name TLS checks the certificate against when `host` is the address it
   * resolved to (`pinMailServer`); left out, `host` is that name.
   */
  servername?: string;
  /** XOAUTH2 (Google and Microsoft mailboxes, oauth-mailbox.ts): `password` is the refresh token. */
  auth?: 'oauth2';
  oauthProvider?: MailboxOAuthProvider;
  /** IMAP over XOAUTH2: the access token of this login (the poller fetches it just before). */
  accessToken?: string;
}

/** How long a login check may take before the user is told the server did not answer. */
export const verifyTimeoutMs = 10_000;

/** Where to connect, with the name to check the TLS certificate against when the host is a pinned IP. */
function serverAddress(settings: MailServerSettings) {
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.servername ? { servername: settings.servername } : {}),
  };
}

function transportOptions(settings: MailServerSettings, timeoutMs: number) {
  return {
    ...serverAddress(settings),
    // XOAUTH2: the token comes from the transport's oauth2_provision_cb (TransportCache.get).
    auth:
      settings.auth === 'oauth2'
        ? { type: 'OAuth2' as const, user: settings.user }
        : { user: settings.user, pass: settings.password },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
  };
}

interface MailServerError {
  message?: string;
  response?: string;
  responseText?: string;
  responseCode?: number;
  code?: string;
  authenticationFailed?: boolean;
}

function asMailError(error: unknown): MailServerError {
  return typeof error === 'object' && error !== null
    ? (error as MailServerError)
    : { message: String(error) };
}

/** The server's own words when it gave some ("535 5.7.8 Authentication failed"), else the socket error. */
export function serverReason(error: unknown): string {
  const e = asMailError(error);
  const text = e.response ?? e.responseText ?? e.message ?? 'no answer';
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/** Logs in to the SMTP server (nodemailer `verify()`); the reason is the server's answer when it refuses. */
export async function verifySmtp(
  settings: MailServerSettings,
  timeoutMs = verifyTimeoutMs,
): Promise<{ ok: true } | { ok: false; reason: string; error: unknown }> {
  const transport = nodemailer.createTransport(transportOptions(settings, timeoutMs));
  try {
    await transport.verify();
    return { ok: true };
  } catch (error) {
    // A timeout is asked about once more (SSL port, silent host, unreachable): mail-errors.ts.
    return { ok: false, reason: serverReason(error), error: await withMailProbe(error, settings, timeoutMs) };
  } finally {
    transport.close();
  }
}

/**
 * The mail server as the engine connects to it: unless private servers are
 * allowed (MAIL_SERVERS_ALLOW_PRIVATE), its name is resolved, refused when any
 * address is private or loopback, and the connection goes to the address checked,
 * with the name kept for TLS (SNI and the certificate check). `add_smtp` checked
 * the name when the mailbox was saved; this check holds on every connection, so a
 * name that later resolves to an internal address (rebinding) reaches nothing.
 * Throws a 400 AppError (`ssrfMessages.privateMailServer`, or "Could not resolve").
 */
export async function pinMailServer(
  settings: MailServerSettings,
  allowPrivate: boolean,
): Promise<MailServerSettings> {
  const pinned = await pinnedHost(settings.host, allowPrivate, ssrfMessages.privateMailServer);
  if (pinned.host === settings.host) return settings;
  return { ...settings, host: pinned.host, servername: settings.servername ?? pinned.servername };
}

function imapClient(settings: MailServerSettings, timeoutMs: number): ImapFlow {
  return new ImapFlow({
    ...serverAddress(settings),
    auth:
      settings.auth === 'oauth2'
        ? { user: settings.user, accessToken: settings.accessToken ?? '' }
        : { user: settings.user, pass: settings.password },
    logger: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 6,
  });
}

/** Logs in to the IMAP server (imapflow) and out again. */
export async function verifyImap(
  settings: MailServerSettings,
  timeoutMs = verifyTimeoutMs,
): Promise<{ ok: true } | { ok: false; reason: string; error: unknown }> {
  const client = imapClient(settings, timeoutMs);
  client.on('error', () => {});
  try {
    await client.connect();
    await client.logout();
    return { ok: true };
  } catch (error) {
    client.close();
    return { ok: false, reason: serverReason(error), error: await withMailProbe(error, settings, timeoutMs) };
  }
}

export function connectImap(settings: MailServerSettings, timeoutMs = verifyTimeoutMs): ImapFlow {
  return imapClient(settings, timeoutMs);
}

/**
 * One pooled transport per integration, rebuilt when its settings change (the
 * cache key includes `updatedAt`). Pooling keeps the SMTP session open between
 * the steps of a burst instead of logging in for every email.
 */
export class TransportCache {
  private readonly transports = new Map<
    string,
    { version: string; transport: Transporter<SentMessageInfo> }
  >();

  /**
   * `dkimKeys`: where the DKIM key of a From domain comes from (mail-auth/dkim-keys.ts); every
   * mail of these transports from a domain with a key is signed with it. None by default.
   */
  constructor(private dkimKeys: DkimKeySource = noDkimKeys) {}

  /** Signs from now on with the keys of `source` (the domains module hands its keys in where the app is made). */
  useDkimKeys(source: DkimKeySource): void {
    this.dkimKeys = source;
  }

  get(integrationId: string, version: string, settings: MailServerSettings): Transporter<SentMessageInfo> {
    const cached = this.transports.get(integrationId);
    if (cached && cached.version === version) return cached.transport;
    cached?.transport.close();
    const transport = nodemailer.createTransport({
      ...transportOptions(settings, verifyTimeoutMs * 3),
      pool: true,
      maxConnections: 2,
      maxMessages: 100,
    });
    transport.use(
      'compile',
      dkimSigner(integrationId, () => this.dkimKeys),
    );
    transport.use('stream', commitGate);
    const { oauthProvider } = settings;
    if (settings.auth === 'oauth2' && oauthProvider) {
      // Each login asks for the mailbox's current token (renewed when the server refused the last);
      // `expires` 1 (in the past) keeps nodemailer from caching it beyond our own clock-based cache.
      transport.set('oauth2_provision_cb', (_user, renew, callback) => {
        mailboxTokens.accessToken(integrationId, oauthProvider, settings.password, { renew }).then(
          (token) => callback(null, token, 1),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    }
    this.transports.set(integrationId, { version, transport });
    return transport;
  }

  /**
   * The transport of a mailbox, connecting only to an address `pinMailServer` checked; keyed by
   * that address too, so a name that moves gets a new, checked transport. Throws its 400.
   */
  async checked(
    integrationId: string,
    version: string,
    settings: MailServerSettings,
    allowPrivate: boolean,
  ): Promise<Transporter<SentMessageInfo>> {
    const server = await pinMailServer(settings, allowPrivate);
    // An OAuth mailbox's token is renewed here, before nodemailer: a refused refresh is then the
    // plain MailboxSignInRefused (the executor disconnects the mailbox), and an unreachable
    // provider a temporary failure, not an SMTP login refusal.
    if (server.auth === 'oauth2' && server.oauthProvider)
      await mailboxTokens.accessToken(integrationId, server.oauthProvider, server.password);
    return this.get(integrationId, `${version}|${server.host}`, server);
  }

  drop(integrationId: string): void {
    this.transports.get(integrationId)?.transport.close();
    this.transports.delete(integrationId);
  }

  closeAll(): void {
    for (const { transport } of this.transports.values()) transport.close();
    this.transports.clear();
  }
}

/** The transports of this process (the executor and the test-send route share them). */
export const sharedTransports = new TransportCache();

export interface OutgoingEmail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  inReplyTo?: string | null;
  references?: string[];
  headers?: Record<string, string>;
  /**
   * Called once the whole message has gone to the server and just before the end of DATA (the
   * line with a single dot), which is the moment the server may accept it. A throw aborts the
   * transaction: the pooled connection is closed without the dot, and the server keeps nothing.
   * The email executor records "committing" here, fenced on its run (exactly once, docs/engine.md).
   */
  beforeCommit?: () => Promise<void>;
}

/** The domain of a mail's From (nodemailer takes an address, `Name <address>` or `{ name, address }`). */
function fromDomain(from: unknown): string | null {
  const first = Array.isArray(from) ? from[0] : from;
  const address =
    typeof first === 'string'
      ? (/<([^>]+)>\s*$/.exec(first)?.[1] ?? first)
      : typeof first === 'object' && first !== null && 'address' in first
        ? String((first as { address: unknown }).address)
        : '';
  const domain = address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return address.includes('@') && domain ? domain : null;
}

/**
 * A nodemailer compile plugin: when the From domain has a DKIM key, the mail gets nodemailer's
 * `dkim` option and is signed as it is streamed to the server (after the stream plugins, so the
 * commit gate wraps the signed message). A key source that fails fails the send (a temporary
 * failure for the executor): mail from a domain that has a key never leaves unsigned.
 */
function dkimSigner(integrationId: string, keys: () => DkimKeySource) {
  return (mail: MailMessage, done: (error?: Error | null) => void): void => {
    const domain = fromDomain(mail.data.from);
    if (!domain || mail.data.dkim) {
      done();
      return;
    }
    keys()(domain, integrationId).then(
      (key) => {
        if (key)
          mail.data.dkim = {
            domainName: key.domainName,
            keySelector: key.keySelector,
            privateKey: key.privateKey,
          };
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
}

/**
 * A nodemailer stream plugin: when the mail has a `beforeCommit`, its message stream is opened
 * only when the connection starts reading it (after the server's 354 to DATA: nodemailer builds
 * the stream before MAIL FROM, and a small message would otherwise be read to its end before the
 * envelope is even sent), passes through unchanged, and ends (after which the connection writes
 * the dot) only once `beforeCommit` resolves; a rejection fails the stream, so no dot is sent.
 */
function commitGate(mail: MailMessage, done: (error?: Error | null) => void): void {
  const gate = (mail.data as { beforeCommit?: unknown }).beforeCommit;
  if (typeof gate === 'function') {
    const message = mail.message as unknown as { createReadStream(options?: unknown): Readable };
    const open = message.createReadStream.bind(message);
    message.createReadStream = (options?: unknown) =>
      gatedStream(() => open(options), gate as () => Promise<void>);
  }
  done();
}

function gatedStream(open: () => Readable, beforeEnd: () => Promise<void>): Readable {
  let source: Readable | null = null;
  const gated: Readable = new Readable({
    read() {
      if (source) {
        source.resume();
        return;
      }
      const opened = open();
      source = opened;
      opened.on('data', (chunk: Buffer) => {
        if (!gated.push(chunk)) opened.pause();
      });
      opened.once('error', (error: Error) => gated.destroy(error));
      opened.once('end', () => {
        beforeEnd().then(
          () => gated.push(null),
          (error: unknown) => gated.destroy(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  return gated;
}

export async function sendEmail(transport: Transporter<SentMessageInfo>, email: OutgoingEmail) {
  const info = await transport.sendMail({
    // Read by commitGate (a stream plugin of the engine's transports); nodemailer ignores it.
    ...(email.beforeCommit ? { beforeCommit: email.beforeCommit } : {}),
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: email.messageId,
    inReplyTo: email.inReplyTo ?? undefined,
    references: email.references && email.references.length > 0 ? email.references : undefined,
    headers: email.headers,
  });
  return { accepted: info.accepted.map(String), response: String(info.response ?? '') };
}

/**
 * The Message-ID of a step's email, derived from the execution's idempotency key:
 * a retried execution produces the same id, so a duplicate is recognisable by
 * the thread matcher and by receiving servers that de-duplicate on it.
 */
export function messageIdFor(idempotencyKey: string, fromAddress: string): string {
  const domain = fromAddress.split('@')[1]?.toLowerCase() || 'localhost';
  const hash = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${hash}@${domain}>`;
}

/** RFC 8058 one-click unsubscribe: the HTTPS link first, a mailto second for clients without one-click. */
export function unsubscribeHeaders(url: string, mailbox: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>, <mailto:${mailbox}?subject=unsubscribe>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** What an SMTP failure means for the step. */
export type SendFailure =
  /** 4xx or the connection dropped: try again later. */
  | { kind: 'temporary'; reason: string; throttled: boolean }
  /** The server refused our login: the integration needs fixing. */
  | { kind: 'auth'; reason: string }
  /** 5xx: will never go through; `badAddress` when the recipient itself was refused. */
  | { kind: 'permanent'; reason: string; badAddress: boolean };

/**
 * `reason` is what the mailbox shows as its last error: the diagnosis in plain words (mail-errors.ts),
 * never "535 5.7.8" or "ECONNREFUSED"; a refused recipient keeps the server's words (they name it).
 */
export function classifySendError(error: unknown, server: MailServerAddress | null = null): SendFailure {
  const e = asMailError(error);
  const reason = serverReason(error);
  const plain = mailFailureMessage(error, server, 'smtp');
  const code = e.responseCode ?? Number(/^(\d{3})\b/.exec(e.response ?? '')?.[1] ?? Number.NaN);
  if (e.code === 'EAUTH' || code === 535 || code === 534 || code === 530)
    return { kind: 'auth', reason: plain };
  if (code >= 500 && code < 600) {
    // 550/551/553 or an enhanced 5.1.x status: the mailbox does not exist or is refused.
    const badAddress = code === 550 || code === 551 || code === 553 || /\b5\.1\.\d{1,3}\b/.test(reason);
    return { kind: 'permanent', reason, badAddress };
  }
  const throttled =
    code === 421 || code === 450 || code === 451 || code === 452 || /rate|too many/i.test(reason);
  return {
    kind: 'temporary',
    reason: Number.isNaN(code) ? plain : `The SMTP server asked to try again later: ${reason}`,
    throttled,
  };
}
