import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { type Clock, systemClock } from '../../clock';
import { defaultMailFrom, type MailProvider } from './mail.provider';

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
}

/**
 * Real mail through nodemailer (ARCHITECTURE.md "Providers"), chosen by
 * server.ts when SMTP_URL is set. A send that the server refuses rejects, so
 * the caller decides whether that is the user's problem or only a log line.
 */
export function createSmtpProvider(options: SmtpOptions): SmtpProvider {
  const from = options.from ?? defaultMailFrom;
  const clock = options.clock ?? systemClock;
  const transport = nodemailer.createTransport(options.url);
  return {
    mode: 'smtp',
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        headers: { 'X-Mail-Kind': message.kind },
      });
      const messageId = typeof info.messageId === 'string' && info.messageId ? info.messageId : randomUUID();
      return { ...message, id: messageId, from, sentAt: clock.now() };
    },
    close() {
      transport.close();
    },
  };
}
