import type { Db } from '../../db/client';
import type { WhitelabelEmailConfig } from '../../db/schema';
import { emailKeys } from '../../providers/outreach-email/email-secrets';
import { formatMailbox, type MailMessage, type MailSmtp } from '../../providers/system-mail/mail.provider';
import { brandForAccount, whitelabelRow } from './registry';

/** The sender fields of a brand's system emails, spread into a MailMessage. */
export type BrandMail = Pick<MailMessage, 'from' | 'fromName' | 'smtp'>;

/** The `From` of an email configuration: `"Name <address>"`, or undefined without an address. */
export function senderFrom(config: WhitelabelEmailConfig, brandName: string): string | undefined {
  if (!config.senderAddress) return undefined;
  return formatMailbox(config.senderName || brandName, config.senderAddress);
}

/**
 * How a brand's system emails (activation, restore, invites) go out (issue 14): from the brand's
 * sender through its SMTP server when its email configuration has them; with no configuration
 * the deployment's MAIL_FROM address stays, under the brand's name. `brandValue` is an account's
 * or workspace's `brand` value (or a brand id). The SMTP password is unsealed here, for the send only.
 */
export async function brandMail(db: Db, brandValue: string | null | undefined): Promise<BrandMail> {
  const brand = await brandForAccount(db, brandValue);
  const row = await whitelabelRow(db, brand.id);
  const config = row?.emailConfig ?? {};
  const from = senderFrom(config, brand.name);
  const mail: BrandMail = from ? { from } : { fromName: brand.name };
  if (config.smtp) mail.smtp = await openSmtp(db, config.smtp);
  return mail;
}

/** A stored SMTP configuration with its password unsealed. */
export async function openSmtp(db: Db, smtp: NonNullable<WhitelabelEmailConfig['smtp']>): Promise<MailSmtp> {
  const opened: MailSmtp = { host: smtp.host, port: smtp.port, secure: smtp.secure };
  if (smtp.user) opened.user = smtp.user;
  if (smtp.passwordSealed) opened.password = (await emailKeys(db)).secrets.decrypt(smtp.passwordSealed);
  return opened;
}

/** Seals a password for the email configuration (same key as the mailboxes' passwords). */
export async function sealPassword(db: Db, password: string): Promise<string> {
  return (await emailKeys(db)).secrets.encrypt(password);
}
