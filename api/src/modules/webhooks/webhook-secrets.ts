import type { Db } from '../../db/client';
import { emailKeys } from '../../providers/outreach-email/email-secrets';

/**
 * Webhook signing secrets at rest: the server must sign with them, so they are
 * encrypted, not hashed, with AES-256-GCM under the install's credentials key
 * (CREDENTIALS_KEY or the per-install key, like mailbox and account passwords).
 * A leaked backup of the webhooks table then cannot forge deliveries.
 */
export async function sealWebhookSecret(db: Db, plain: string): Promise<string> {
  return (await emailKeys(db)).secrets.encrypt(plain);
}

/** The secret to sign with. A `whsec_…` value is one stored before secrets were encrypted. */
export async function openWebhookSecret(db: Db, stored: string): Promise<string> {
  if (stored.startsWith('whsec_')) return stored;
  return (await emailKeys(db)).secrets.decrypt(stored);
}
