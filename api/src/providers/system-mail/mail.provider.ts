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
}

export interface SentMail extends MailMessage {
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
    async send(message) {
      const mail: SentMail = { ...message, id: crypto.randomUUID(), from, sentAt: new Date() };
      sent.push(mail);
      return mail;
    },
  };
}
