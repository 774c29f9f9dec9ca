import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { integrations } from './integrations';
import { sendingDomains } from './sending-domains';
import { spaceOwned } from './spaces';
import { users } from './users';
import { createdAt, enumCheck, optionalRef, ownerRef, timestamps } from './columns';

/**
 * The AI email service's mailboxes (issue 29; spec ai-telephony §2 "/mailboxes … mailboxes", §4
 * "at most 3 mailboxes per domain"): an address on one of the workspace's ready sending domains,
 * hosted by the mail host (providers/mail-hosting), with the email integration (provider
 * `ai_email_service`) campaigns send through and the inbox reads. An address is unique everywhere.
 */
export const mailHostKinds = ['sandbox', 'postfix'] as const;
export type MailHostKind = (typeof mailHostKinds)[number];

export const hostedMailboxes = pgTable(
  'hosted_mailboxes',
  {
    ...spaceOwned(),
    domainId: ownerRef('domain_id', () => sendingDomains.id),
    /** Lower case, before the @. */
    localPart: text('local_part').notNull(),
    /** `local_part@domain`, lower case. */
    address: text('address').notNull(),
    fromName: text('from_name').notNull(),
    /** The sender the mailbox belongs to; its integration points at the mailbox. */
    credentialId: optionalRef('credential_id', () => credentials.id),
    integrationId: optionalRef('integration_id', () => integrations.id),
    /** The host that provisioned it (MAIL_HOSTING at the time). */
    host: text('host', { enum: mailHostKinds }).notNull(),
    /** What it cost, in credits (the "AI mailbox" debit of the credits history). */
    price: integer('price').notNull(),
    createdBy: optionalRef('created_by', () => users.id),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('hosted_mailboxes_address_unique').on(table.address),
    index('hosted_mailboxes_space_idx').on(table.spaceId, table.createdAt),
    index('hosted_mailboxes_domain_idx').on(table.domainId),
    enumCheck('hosted_mailboxes_host_check', table.host, mailHostKinds),
  ],
);

export type HostedMailboxRow = typeof hostedMailboxes.$inferSelect;

/**
 * What Postfix and Dovecot read (ops/mail/): the virtual domains and users of the real mail host
 * (providers/mail-hosting/postfix.host.ts writes them). Kept apart from the product's rows so the
 * mail servers' database user may read these two tables and nothing else.
 */
export const mailHostDomains = pgTable('mail_host_domains', {
  domain: text('domain').primaryKey(),
  createdAt: createdAt(),
});

export const mailHostUsers = pgTable(
  'mail_host_users',
  {
    /** The login and the address, lower case. */
    email: text('email').primaryKey(),
    domain: text('domain')
      .notNull()
      .references(() => mailHostDomains.domain, { onDelete: 'cascade' }),
    /** The password as Dovecot's passdb takes it, with its scheme: `{SHA512-CRYPT}$6$…`. */
    password: text('password').notNull(),
    /** The Maildir under the mail spool: `<domain>/<local part>/`. */
    maildir: text('maildir').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('mail_host_users_domain_idx').on(table.domain)],
);

export type MailHostUserRow = typeof mailHostUsers.$inferSelect;
