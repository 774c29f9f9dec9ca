/**
 * What a mail server's refusal means, in words a user can act on (issue 15 item 5): a wrong TLS
 * choice otherwise shows raw OpenSSL text (`ssl3_get_record:wrong version number`) or waits for a
 * greeting that never comes. Shared by the mailbox settings (integrations, add_smtp: SMTP and
 * IMAP) and the white-label test email (issue 14).
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

interface MailError {
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

/** The reason a login or send through `server` failed, and the setting to change. */
export function mailFailure(
  error: unknown,
  server: MailServerAddress,
  protocol: MailProtocol,
  timeoutMs?: number,
): MailFailure {
  const failure: MailError =
    typeof error === 'object' && error !== null ? (error as MailError) : { message: String(error) };
  const text = [failure.message, failure.response, failure.responseText, failure.code]
    .filter((part) => typeof part === 'string')
    .join(' ');
  const where = `${server.host}:${server.port}`;
  const refusedLogin =
    failure.code === 'EAUTH' ||
    failure.responseCode === 535 ||
    failure.authenticationFailed === true ||
    failure.serverResponseCode === 'AUTHENTICATIONFAILED' ||
    /AUTHENTICATIONFAILED|authentication failed|invalid credentials|LOGIN failed/i.test(text);
  if (refusedLogin)
    return { field: 'password', message: `The ${label[protocol]} server refused the user name or password` };
  if (/wrong version number|ssl3_get_record|packet length too long|unknown protocol|EPROTO/i.test(text))
    return { field: 'secure', message: startTlsAdvice(server.port) };
  if (!server.secure && /greeting never received|greeting|GREETING_TIMEOUT/i.test(text))
    return { field: 'secure', message: sslAdvice(server.port) };
  if (/ECONNREFUSED/.test(text))
    return { field: 'port', message: `Could not connect to ${where}: connection refused` };
  if (/ENOTFOUND|EAI_AGAIN|getaddrinfo/i.test(text) || failure.code === 'EDNS')
    return { field: 'host', message: `Could not connect to ${where}: host not found` };
  if (failure.code === 'ETIMEDOUT' || /timeout|timed out/i.test(text)) {
    const wait = timeoutMs ? `no answer in ${Math.round(timeoutMs / 1000)} seconds` : 'no answer';
    return { field: 'host', message: `Could not connect to ${where}: ${wait}` };
  }
  if (/ECONNRESET|socket hang up|closed/i.test(text))
    return { field: 'port', message: `Could not connect to ${where}: the connection was closed` };
  if (/certificate|self.signed|CERT_/i.test(text))
    return { field: 'host', message: `The TLS certificate of ${server.host} is not valid` };
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
  server: MailServerAddress,
  protocol: MailProtocol,
  timeoutMs?: number,
): string {
  return mailFailure(error, server, protocol, timeoutMs).message;
}
