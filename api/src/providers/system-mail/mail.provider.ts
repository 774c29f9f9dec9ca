/**
 * Outgoing mail (ARCHITECTURE.md "Providers"): SMTP through nodemailer when SMTP_URL is
 * set, otherwise a local outbox that keeps every message for a person (and tests) to read.
 * Services send through `deps.mail` and never know which one runs.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for, e.g. 'activation', 'restore', 'invite' (kept in the outbox for filtering). */
  kind: string;
  /**
   * The sender of this message (a white-label's `"Name <address>"`, issue 14); the provider's own
   * (MAIL_FROM) without it.
   */
  from?: string;
  /** Without `from`: the display name to put before the provider's own address (the brand's name). */
  fromName?: string;
  /** A white-label's own SMTP server for this message; the provider's own transport without it. */
  smtp?: MailSmtp;
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

export interface SentMail extends Omit<MailMessage, 'smtp' | 'fromName'> {
  id: string;
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
    async send({ smtp: _smtp, fromName: _name, ...message }) {
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
