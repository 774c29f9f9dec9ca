import type { Db } from '../../db/client';
import type { MailHostKind } from '../../db/schema';
import type { MailEndpoint, MailHost, MailHostServers } from './mail-host.provider';
import { createPostfixMailHost } from './postfix.host';
import { createSandboxMailHost, sandboxServers } from './sandbox.host';

/**
 * The mail host from configuration (issue 29; env.ts checks the values at start):
 *   MAIL_HOSTING               sandbox (default) or postfix
 *   MAIL_HOSTING_SMTP_URL      where mailboxes send: smtp://mail.example.com:587 (STARTTLS) or smtps://…:465
 *   MAIL_HOSTING_IMAP_URL      where they are read: imaps://mail.example.com:993 or imap://…:143
 *   MAIL_HOSTING_MAILBOX_PRICE what a mailbox costs, in credits (default 20)
 * postfix writes the tables Postfix and Dovecot read (ops/mail/), so it needs DATABASE_URL and both URLs.
 */
export interface MailHostingSettings {
  kind: MailHostKind;
  servers: MailHostServers;
  price: number;
}

export const defaultMailboxPrice = 20;

const defaultPorts: Record<string, { port: number; secure: boolean }> = {
  'smtp:': { port: 587, secure: false },
  'smtps:': { port: 465, secure: true },
  'imap:': { port: 143, secure: false },
  'imaps:': { port: 993, secure: true },
};

/** `smtps://mail.example.com` → { host, port: 465, secure: true }; null for anything else. */
export function mailEndpoint(value: string | undefined, kind: 'smtp' | 'imap'): MailEndpoint | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const defaults = defaultPorts[url.protocol];
  if (!defaults || !url.protocol.startsWith(kind) || !url.hostname) return null;
  if (url.pathname.replace(/^\/$/, '') || url.search || url.username) return null;
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : defaults.port,
    secure: defaults.secure,
  };
}

export function mailHostingSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailHostingSettings {
  const price = Number(env.MAIL_HOSTING_MAILBOX_PRICE);
  return {
    kind: env.MAIL_HOSTING === 'postfix' ? 'postfix' : 'sandbox',
    servers: {
      smtp: mailEndpoint(env.MAIL_HOSTING_SMTP_URL, 'smtp') ?? sandboxServers.smtp,
      imap: mailEndpoint(env.MAIL_HOSTING_IMAP_URL, 'imap') ?? sandboxServers.imap,
    },
    price:
      env.MAIL_HOSTING_MAILBOX_PRICE && Number.isInteger(price) && price > 0 ? price : defaultMailboxPrice,
  };
}

export function createMailHost(db: Db, settings: MailHostingSettings): MailHost {
  return settings.kind === 'postfix'
    ? createPostfixMailHost(db, settings.servers)
    : createSandboxMailHost(settings.servers);
}
