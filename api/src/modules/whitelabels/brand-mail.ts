import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import type { WhitelabelEmailConfig, WhitelabelRow } from '../../db/schema';
import { emailKeys } from '../../providers/outreach-email/email-secrets';
import {
  carriesSecret,
  formatMailbox,
  type MailMessage,
  type MailSmtp,
  type PlainMailKind,
  type PlainMailMessage,
  type SecretMailKind,
  type SecretMailMessage,
  type SentMail,
  type SystemMailKind,
} from '../../providers/system-mail/mail.provider';
import { brandOrigin } from '../../public-url';
import { allWhitelabels, brandForAccount, brandForHostFrom } from '../../platform/brands';

/**
 * A brand's system mail (issue 14, issue 23 items 4 and 8): who it is from, which transport carries
 * it, and where its links open. The rules:
 * - a mail that carries a secret (mail.provider.ts systemMailKinds) always leaves through the
 *   platform's transport (SMTP_URL or the local outbox), never through the brand's own SMTP server,
 *   which its reseller controls; a mail without a secret (a test email) may use the brand's server;
 * - through the platform's transport the sender is the brand's sender name on MAIL_FROM's address,
 *   and the brand's own address only while it is on the domain a platform admin verified
 *   (whitelabels.email_verified_domain); through the brand's own server, the brand's address;
 * - links open on the brand's registered domain (public-url.ts brandOrigin), else on the server's
 *   own origin (PUBLIC_URL, else its listen address); never on a request's Host.
 * No Reply-To is set: a reply to a secret mail quotes its link.
 */

/** The sender fields of a secret mail: a name or a whole sender, never an SMTP server. */
export type BrandSender = Pick<MailMessage, 'from' | 'fromName'>;
/** The sender fields of a mail without a secret: the brand's SMTP server when it has one. */
export type BrandTransport = BrandSender & Pick<PlainMailMessage, 'smtp'>;

/** The domain of an email address, lower-cased. */
export function mailDomainOf(address: string): string {
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** True when the configuration's sender address is on the domain a platform admin verified. */
export function senderDomainVerified(
  row: Pick<WhitelabelRow, 'emailConfig' | 'emailVerifiedDomain'>,
): boolean {
  const address = row.emailConfig.senderAddress;
  return Boolean(address && row.emailVerifiedDomain && mailDomainOf(address) === row.emailVerifiedDomain);
}

/** The `From` of an email configuration: `"Name <address>"`, or undefined without an address. */
export function senderFrom(config: WhitelabelEmailConfig, brandName: string): string | undefined {
  if (!config.senderAddress) return undefined;
  return formatMailbox(config.senderName || brandName, config.senderAddress);
}

/** The sender through the platform's transport: the brand's address only once its domain is verified. */
function platformSender(row: WhitelabelRow | undefined, brandName: string): BrandSender {
  const config = row?.emailConfig ?? {};
  if (row && senderDomainVerified(row)) {
    const from = senderFrom(config, brandName);
    if (from) return { from };
  }
  return { fromName: config.senderName || brandName };
}

async function brandRow(db: Db, brandValue: string | null | undefined) {
  const brand = await brandForAccount(db, brandValue);
  const row = (await allWhitelabels(db)).find((candidate) => candidate.id === brand.id);
  return { brand, row };
}

/**
 * How a brand's mail of `kind` goes out: a secret kind gets only a sender (the platform's transport
 * sends it); a plain kind gets the brand's SMTP server too when it has one, with the brand's sender.
 * `brandValue` is an account's or workspace's `brand` value (or a brand id). The SMTP password is
 * unsealed here, for the send only.
 */
export async function brandMail(
  db: Db,
  brandValue: string | null | undefined,
  kind: SecretMailKind,
): Promise<BrandSender>;
export async function brandMail(
  db: Db,
  brandValue: string | null | undefined,
  kind: PlainMailKind,
): Promise<BrandTransport>;
export async function brandMail(
  db: Db,
  brandValue: string | null | undefined,
  kind: SystemMailKind,
): Promise<BrandTransport> {
  const { brand, row } = await brandRow(db, brandValue);
  const smtp = row?.emailConfig.smtp;
  if (carriesSecret(kind) || !smtp || !row) return platformSender(row, brand.name);
  const from = senderFrom(row.emailConfig, brand.name);
  return { ...(from ? { from } : { fromName: brand.name }), smtp: await openSmtp(db, smtp) };
}

/** A brand as its mails show it: its name, and the origin its links open on. */
export interface MailBrand {
  id: string;
  name: string;
  /** e.g. https://app.partner.example (no trailing slash). */
  origin: string;
}

export type MailBrandDeps = Pick<AppDependencies, 'db' | 'linkOrigin' | 'brandFallback'>;

/**
 * The brand of `brandValue` for a mail, and where its links open: the server's own origin for the
 * brand the server itself answers as (PUBLIC_URL's host, or the default brand); for another active
 * brand, its registered domain (public-url.ts brandOrigin), else the server's origin.
 */
export async function mailBrand(
  deps: MailBrandDeps,
  brandValue: string | null | undefined,
): Promise<MailBrand> {
  const { brand, row } = await brandRow(deps.db, brandValue);
  const base = deps.linkOrigin();
  const own = await brandForHostFrom(deps.db, new URL(base).host, deps.brandFallback);
  const origin =
    brand.id === own.id || row?.status !== 'active' ? base : (brandOrigin(base, brand.domains) ?? base);
  return { id: brand.id, name: brand.name, origin };
}

export type SystemMailDeps = MailBrandDeps & Pick<AppDependencies, 'mail'>;

/**
 * The one way a brand's mail that carries a secret is sent (activation, restore, email change,
 * invites, sign-in links): `build` gets the brand (its name and link origin) and returns the
 * message; the sender is the brand's, the transport the platform's. Rejects when the send fails.
 */
export async function sendSecretMail(
  deps: SystemMailDeps,
  brandValue: string | null | undefined,
  build: (brand: MailBrand) => Promise<SecretMailMessage> | SecretMailMessage,
): Promise<SentMail> {
  const brand = await mailBrand(deps, brandValue);
  const message = await build(brand);
  return deps.mail.send({ ...message, ...(await brandMail(deps.db, brand.id, message.kind)) });
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
