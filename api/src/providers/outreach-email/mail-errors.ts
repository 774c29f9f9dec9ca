import net from 'node:net';
import tls from 'node:tls';

/**
 * What a mail server's refusal means, in words a user can act on, and the setting to change (issue
 * 15 item 5, issue 26 item 10): the one diagnosis of every mail failure, used by the mailbox
 * settings (integrations add_smtp: SMTP and IMAP), the step test email, the white-label SMTP test
 * and the mailbox's stored last error (sends and polls). Raw OpenSSL text
 * (`ssl3_get_record:wrong version number`), `ECONNREFUSED` or `535 5.7.8` never reaches a user.
 *
 * A server that stays silent is ambiguous: an SSL port spoken to without SSL waits for our TLS
 * hello, and so does a host that accepts connections and never answers. Guessing from the port
 * told "turn SSL on" to a host that never answered; `probeMailServer` asks the server instead.
 */

export type MailProtocol = 'smtp' | 'imap';

/** The part of a server's settings a reason names. */
export interface MailServerAddress {
  host: string;
  port: number;
  secure: boolean;
}

/** The setting the user should change: the mailbox form puts the message on that field. */
export type MailSettingField = 'host' | 'port' | 'secure' | 'user' | 'password';

export interface MailFailure {
  field: MailSettingField;
  message: string;
}

/**
 * What a second, bare connection found when the login timed out (`probeMailServer`): the server
 * completed a TLS handshake, sent a plain greeting, accepted the connection and said nothing, or
 * was not reached at all.
 */
export type MailProbe = 'tls' | 'greets' | 'silent' | 'unreachable';

interface MailError {
  /** Set by `withMailProbe`. */
  mailProbe?: MailProbe;
  code?: string;
  message?: string;
  response?: string;
  responseText?: string;
  responseCode?: number;
  authenticationFailed?: boolean;
  serverResponseCode?: string;
}

/** Ports whose TLS mode is fixed by the standards (RFC 8314, RFC 3207, RFC 9051). */
const implicitTlsPorts: Record<MailProtocol, readonly number[]> = { smtp: [465], imap: [993] };
const startTlsPorts: Record<MailProtocol, readonly number[]> = { smtp: [587, 25], imap: [143] };

const label: Record<MailProtocol, string> = { smtp: 'SMTP', imap: 'IMAP' };

function startTlsAdvice(port: number): string {
  return `Port ${port} uses STARTTLS: turn SSL off`;
}

function sslAdvice(port: number): string {
  return `Port ${port} uses SSL: turn SSL on`;
}

/**
 * A TLS choice that cannot work on a standard port, said before connecting: SSL off on 465/993
 * would otherwise wait for a greeting the server never sends (it waits for our TLS hello).
 */
export function securityMismatch(server: MailServerAddress, protocol: MailProtocol): MailFailure | null {
  if (!server.secure && implicitTlsPorts[protocol].includes(server.port))
    return { field: 'secure', message: sslAdvice(server.port) };
  if (server.secure && startTlsPorts[protocol].includes(server.port))
    return { field: 'secure', message: startTlsAdvice(server.port) };
  return null;
}

/** The address a connection goes to: `host` may be the pinned IP, `servername` the name for TLS. */
export interface MailConnectAddress extends MailServerAddress {
  servername?: string;
}

function isTimeout(failure: MailError, text: string): boolean {
  return (
    failure.code === 'ETIMEDOUT' ||
    failure.code === 'CONNECT_TIMEOUT' ||
    failure.code === 'GREETING_TIMEOUT' ||
    /timeout|timed out|greeting never received|failed to receive greeting/i.test(text)
  );
}

function asMailError(error: unknown): MailError {
  return typeof error === 'object' && error !== null ? (error as MailError) : { message: String(error) };
}

function errorText(failure: MailError): string {
  return [failure.message, failure.response, failure.responseText, failure.code]
    .filter((part) => typeof part === 'string')
    .join(' ');
}

/**
 * Connects once more, bare, to tell a silent server's kind apart: a plain greeting within `waitMs`
 * ('greets'), else a TLS handshake that completes ('tls'), else a connection that only stays open
 * ('silent'); 'unreachable' when no TCP connection is made. Certificates are not checked here: the
 * question is only whether the port speaks TLS.
 */
export function probeMailServer(address: MailConnectAddress, waitMs: number): Promise<MailProbe> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address.host, port: address.port });
    let connected = false;
    const done = (probe: MailProbe | 'try-tls') => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.destroy();
      if (probe !== 'try-tls') resolve(probe);
      else tlsHandshake(address, waitMs).then((ok) => resolve(ok ? 'tls' : 'silent'));
    };
    const timer = setTimeout(() => done(connected ? 'try-tls' : 'unreachable'), waitMs);
    socket.once('connect', () => {
      connected = true;
    });
    socket.once('data', () => done('greets'));
    socket.once('error', () => done(connected ? 'silent' : 'unreachable'));
    socket.once('close', () => done(connected ? 'silent' : 'unreachable'));
  });
}

function tlsHandshake(address: MailConnectAddress, waitMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const name = address.servername ?? address.host;
    const socket = tls.connect({
      host: address.host,
      port: address.port,
      ...(net.isIP(name) ? {} : { servername: name }),
      rejectUnauthorized: false,
    });
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), waitMs);
    socket.once('secureConnect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * `error` with what `probeMailServer` found when it is a timeout (else `error` as it is), for
 * `mailFailure` to read. Called where the connection failed, with the address connected to.
 */
export async function withMailProbe(
  error: unknown,
  address: MailConnectAddress,
  timeoutMs: number,
): Promise<unknown> {
  const failure = asMailError(error);
  if (!isTimeout(failure, errorText(failure))) return error;
  const mailProbe = await probeMailServer(address, Math.min(timeoutMs, 3_000));
  return Object.assign(typeof error === 'object' && error !== null ? error : new Error(String(error)), {
    mailProbe,
  });
}

/** Node's and OpenSSL's codes of a certificate no public authority vouches for. */
const untrustedCertificate =
  /SELF_SIGNED|self.signed|UNABLE_TO_GET_ISSUER_CERT|UNABLE_TO_VERIFY_LEAF_SIGNATURE|unable to (get|verify)|CERT_UNTRUSTED|unknown ca/i;

/** A certificate the TLS check refused: expired, for another name, or from no trusted authority. */
function certificateFailure(text: string, host: string): MailFailure | null {
  if (/CERT_HAS_EXPIRED|certificate has expired/i.test(text))
    return {
      field: 'host',
      message: `The TLS certificate of ${host} has expired: the server's owner must renew it`,
    };
  if (/ALTNAME|does not match certificate|Hostname\/IP does not match/i.test(text)) {
    const names = /altnames:\s*(.*)$/i
      .exec(text)?.[1]
      ?.match(/DNS:([^,\s]+)/g)
      ?.map((name) => name.slice(4));
    const issued = names?.length ? ` (it is issued to ${names.slice(0, 3).join(', ')})` : '';
    return {
      field: 'host',
      message: `The TLS certificate of ${host} is for another host name${issued}: use the host name the certificate names`,
    };
  }
  if (untrustedCertificate.test(text))
    return {
      field: 'host',
      message: `The TLS certificate of ${host} is not signed by a trusted authority (self-signed or private): the server needs a certificate from a public authority`,
    };
  return null;
}

/**
 * A timeout, said from what the second connection found (withMailProbe); without it, a silent
 * server is said as such, never guessed to be an SSL port.
 */
function silenceFailure(
  failure: MailError,
  text: string,
  server: MailServerAddress | null,
  protocol: MailProtocol,
  timeoutMs?: number,
): MailFailure {
  const where = server ? `${server.host}:${server.port}` : `the ${label[protocol]} server`;
  const port = server ? `Port ${server.port}` : 'This port';
  const wait = timeoutMs ? ` in ${Math.round(timeoutMs / 1000)} seconds` : '';
  if (failure.mailProbe === 'tls' && server && !server.secure)
    return { field: 'secure', message: `${port} uses SSL: turn SSL on` };
  if (failure.mailProbe === 'greets' && server?.secure)
    return { field: 'secure', message: `${port} uses STARTTLS: turn SSL off` };
  if (failure.mailProbe === 'unreachable' || /Connection timeout|CONNECT_TIMEOUT/i.test(text))
    return {
      field: 'host',
      message: `Could not connect to ${where}: no answer${wait}. Check the host and port, and that the server accepts connections from outside`,
    };
  return {
    field: 'port',
    message: `${where} accepted the connection but sent nothing${wait}: check the port (is it the ${label[protocol]} port of this server?)`,
  };
}

/** The reason a login or send through `server` failed, and the setting to change. */
export function mailFailure(
  error: unknown,
  server: MailServerAddress | null,
  protocol: MailProtocol,
  timeoutMs?: number,
): MailFailure {
  const failure = asMailError(error);
  const text = errorText(failure);
  const host = server?.host ?? `the ${label[protocol]} server`;
  const where = server ? `${server.host}:${server.port}` : `the ${label[protocol]} server`;
  const port = server ? `Port ${server.port}` : 'This port';
  const refusedLogin =
    failure.code === 'EAUTH' ||
    failure.responseCode === 535 ||
    failure.authenticationFailed === true ||
    failure.serverResponseCode === 'AUTHENTICATIONFAILED' ||
    /AUTHENTICATIONFAILED|authentication failed|invalid credentials|LOGIN failed/i.test(text);
  if (refusedLogin)
    return { field: 'password', message: `The ${label[protocol]} server refused the user name or password` };
  if (/wrong version number|ssl3_get_record|packet length too long|unknown protocol|EPROTO/i.test(text))
    return { field: 'secure', message: `${port} uses STARTTLS: turn SSL off` };
  if (/ECONNREFUSED/.test(text))
    return { field: 'port', message: `Could not connect to ${where}: connection refused` };
  if (/ENOTFOUND|EAI_AGAIN|EAI_NONAME|getaddrinfo/i.test(text) || failure.code === 'EDNS')
    return { field: 'host', message: `Could not connect to ${where}: host not found` };
  const certificate = certificateFailure(text, host);
  if (certificate) return certificate;
  if (isTimeout(failure, text)) return silenceFailure(failure, text, server, protocol, timeoutMs);
  if (/ECONNRESET|socket hang up|closed/i.test(text))
    return {
      field: 'port',
      message: `Could not connect to ${where}: the server closed the connection. Check the port and the SSL setting`,
    };
  if (/certificate|CERT_/i.test(text))
    return { field: 'host', message: `The TLS certificate of ${host} is not valid` };
  if (failure.responseCode && failure.response)
    return {
      field: 'host',
      message: `The ${label[protocol]} server refused: ${failure.response.replace(/\s+/g, ' ').slice(0, 200)}`,
    };
  const said = (failure.message ?? '').replace(/\s+/g, ' ').trim().slice(0, 200) || 'unknown error';
  return { field: 'host', message: `Could not connect to ${where}: ${said}` };
}

export function mailFailureMessage(
  error: unknown,
  server: MailServerAddress | null,
  protocol: MailProtocol,
  timeoutMs?: number,
): string {
  return mailFailure(error, server, protocol, timeoutMs).message;
}
