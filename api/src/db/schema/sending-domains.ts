import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { spaceOwned } from './spaces';
import { users } from './users';
import { enumCheck, optionalRef, timestamps, timestamptz } from './columns';

/**
 * The AI email service's sending domains (spec ai-telephony §2 "domains", §4 "Domain: registering,
 * then ready", issue 29): a domain a workspace bought through the registrar (providers/registrar),
 * the DKIM key the product made for it (the private half sealed with the credentials key), the
 * settings its records to publish were made from, and the last DNS check of them.
 * A name is unique across all workspaces: a domain on the internet has one owner.
 */
export const sendingDomainStatuses = ['registering', 'ready', 'failed'] as const;
export type SendingDomainStatus = (typeof sendingDomainStatuses)[number];

export const sendingDomains = pgTable(
  'sending_domains',
  {
    ...spaceOwned(),
    /** Lower case, no trailing dot (mail-auth/domain-records.ts `normalizeDomain`). */
    name: text('name').notNull(),
    status: text('status', { enum: sendingDomainStatuses }).notNull().default('registering'),
    /** The registrar's own id of the registration (its `status(id)` takes it). */
    registrarRef: text('registrar_ref').notNull(),
    /** What it cost, in credits (the "AI domain" debit of the credits history). */
    price: integer('price').notNull(),
    dkimSelector: text('dkim_selector').notNull(),
    /** Base64 DER SubjectPublicKeyInfo, as the `p=` tag takes it. */
    dkimPublicKey: text('dkim_public_key').notNull(),
    /** PKCS#8 PEM sealed by the credentials SecretBox. */
    dkimPrivateKey: text('dkim_private_key').notNull(),
    /** The mail-auth `SendingDomainSettings` the records to publish are made from (without the DKIM key). */
    recordSettings: jsonb('record_settings').notNull(),
    /** The mail-auth `DomainCheck` of the last look-up; null until the first one. */
    lastCheck: jsonb('last_check'),
    checkedAt: timestamptz('checked_at'),
    /** When the registrar said it was ready (or failed). */
    readyAt: timestamptz('ready_at'),
    createdBy: optionalRef('created_by', () => users.id),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('sending_domains_name_unique').on(table.name),
    index('sending_domains_space_idx').on(table.spaceId, table.createdAt),
    index('sending_domains_status_idx').on(table.status, table.checkedAt),
    enumCheck('sending_domains_status_check', table.status, sendingDomainStatuses),
  ],
);

export type SendingDomainRow = typeof sendingDomains.$inferSelect;
