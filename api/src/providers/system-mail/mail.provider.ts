/**
 * Outgoing mail (ARCHITECTURE.md "Providers"): SMTP through nodemailer when SMTP_URL is
 * set, otherwise a local outbox that keeps every message for a person (and tests) to read.
 * Services send through `deps.mail` and never know which one runs.
 */
/**
 * Every kind of system mail, and whether it carries a secret: a code, token or link that lets its
 * holder into an account (reset, activation, email-change confirmation, invitation, one-time
 * sign-in). Issue 23 item 4: a mail that carries a secret never travels through a transport a
 * reseller controls (a white-label's own SMTP server); it leaves through the platform's
 * (SMTP_URL or the local outbox). The types hold the rule (a secret kind's message has no `smtp`)
 * and every provider checks it again when it sends (assertPlatformTransport).
 */
export const systemMailKinds = {
  activation: 'secret',
  restore: 'secret',
  email_change: 'secret',
  invite: 'secret',
  sign_in_link: 'secret',
  /** An admin's test of a white-label's email configuration. */
  test: 'plain',
  /** A white-label's health-index alert to its own addresses. */
  health_index: 'plain',
  /** The CSV of an account's prospects the CRM already holds, to a member (POST /integrations/crm/export_duplicates). */
  crm_duplicates: 'plain',
  /** A mailbox's warm-up stopped by itself (issue 29), to the workspace's admins. */
  warmup: 'plain',
  /** The weekly or monthly highlights of a workspace's warm-up and mailbox health (ai-telephony §9). */
  highlights: 'plain',
} as const satisfies Record<string, 'secret' | 'plain'>;

export type SystemMailKind = keyof typeof systemMailKinds;
/** The kinds that carry a secret: never through a white-label's SMTP server. */
export type SecretMailKind = {
  [Kind in SystemMailKind]: (typeof systemMailKinds)[Kind] extends 'secret' ? Kind : never;
}[SystemMailKind];
/** The kinds without a secret: a white-label's SMTP server may send them. */
export type PlainMailKind = Exclude<SystemMailKind, SecretMailKind>;

/** True unless `kind` is a known kind without a secret: an unknown kind counts as secret. */
export function carriesSecret(kind: string): boolean {
  return (systemMailKinds as Record<string, string | undefined>)[kind] !== 'plain';
}

/** What every message has, whatever its kind. */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The sender of this message (a white-label's `"Name <address>"`, issue 14); the provider's own
   * (MAIL_FROM) without it.
   */
  from?: string;
  /** Without `from`: the display name to put before the provider's own address (the brand's name). */
  fromName?: string;
}

/** A message with a secret: the platform's transport only. */
export interface SecretMailMessage extends MailContent {
  /** What the message is for (kept in the outbox for filtering). */
  kind: SecretMailKind;
  smtp?: never;
}

/** A message without a secret: it may go through a white-label's own SMTP server. */
export interface PlainMailMessage extends MailContent {
  kind: PlainMailKind;
  /** A white-label's own SMTP server for this message; the provider's own transport without it. */
  smtp?: MailSmtp;
}

export type MailMessage = SecretMailMessage | PlainMailMessage;

/**
 * Thrown by a provider asked to send a secret through a message's own SMTP server: the types
 * already refuse it, this holds for whatever reaches a provider at run time.
 */
export function assertPlatformTransport(message: { kind: string; smtp?: MailSmtp | undefined }): void {
  if (message.smtp && carriesSecret(message.kind))
    throw new Error(
      `a ${message.kind} email carries a secret: it is never sent through a white-label's SMTP server`,
    );
}

/** An SMTP server of one message (a white-label's), password in clear (unsealed by the caller). */
export interface MailSmtp {
  host: string;
  port: number;
  /** true: TLS from the first byte (465); false: STARTTLS when offered. */
  secure: boolean;
  user?: string;
  password?: string;
}

/** The address inside `"Name <address>"` (or the whole value when it has no angle brackets). */
export function mailAddressOf(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** A display name quoted for a From header when it holds characters that need it. */
export function formatMailbox(name: string, address: string): string {
  const clean = name.replace(/[\r\n"<>\\]/g, '').trim();
  if (!clean) return address;
  return /^[A-Za-z0-9 !#$%&'*+\-/=?^_`{|}~]+$/.test(clean)
    ? `${clean} <${address}>`
    : `"${clean}" <${address}>`;
}

/** The sender a provider whose own sender is `fallback` uses for `message`. */
export function senderOf(message: Pick<MailMessage, 'from' | 'fromName'>, fallback: string): string {
  if (message.from) return message.from;
  if (message.fromName) return formatMailbox(message.fromName, mailAddressOf(fallback));
  return fallback;
}

export interface SentMail extends Omit<MailContent, 'fromName'> {
  id: string;
  kind: string;
  from: string;
  sentAt: Date;
}

export interface MailProvider {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
}

/** The sender when MAIL_FROM is not set. */
export const defaultMailFrom = 'Reachly <no-reply@reachly.local>';

/**
 * An in-memory outbox, for unit tests of code that sends mail without a database.
 * The app itself uses the persisted one (outbox.provider.ts) when SMTP_URL is not set.
 */
export interface MemoryOutbox extends MailProvider {
  readonly sent: SentMail[];
}

export function createMemoryOutbox(from = defaultMailFrom): MemoryOutbox {
  const sent: SentMail[] = [];
  return {
    mode: 'outbox',
    sent,
    async send({ smtp, fromName: _name, ...message }) {
      assertPlatformTransport({ kind: message.kind, smtp });
      const mail: SentMail = {
        ...message,
        id: crypto.randomUUID(),
        from: senderOf({ from: message.from, fromName: _name }, from),
        sentAt: new Date(),
      };
      sent.push(mail);
      return mail;
    },
  };
}
