import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

/**
 * Credential passwords, two-factor passwords, custom-proxy passwords and the
 * li_at cookie are secrets the cloud worker must replay to the network, so they
 * cannot be hashed: they are encrypted with AES-256-GCM (random 96-bit IV,
 * 128-bit tag) and only ever decrypted to hand them to the network driver.
 * The mail provider seals SMTP and IMAP passwords with the same key (outreach-email/email-secrets.ts),
 * so the box sits here, below the modules (credentials, crm-sync) that use it too.
 */
export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
}

const version = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The credentials key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join('.');
    },
    decrypt(stored) {
      const [prefix, iv, tag, ciphertext] = stored.split('.');
      if (prefix !== version || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error('Not an encrypted secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

/** `CREDENTIALS_KEY`: 32 random bytes, base64 (`openssl rand -base64 32`). */
export function parseCredentialsKey(value: string): Buffer | null {
  const key = Buffer.from(value, 'base64');
  return key.length === 32 && /^[A-Za-z0-9+/]+={0,2}$/.test(value) ? key : null;
}

export const installKeySetting = 'credentials_key';

/**
 * The key from CREDENTIALS_KEY when it is set. Without it, a per-install key is
 * generated once and kept in `app_settings`: zero set-up for a laptop or a demo,
 * but the key then sits in the same database as the ciphertexts, so it protects
 * against leaked backups of the credentials table only. Production sets
 * CREDENTIALS_KEY (kept outside the database).
 */
export async function resolveCredentialsKey(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) {
    const key = parseCredentialsKey(configured);
    if (!key) throw new Error('CREDENTIALS_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  await db
    .insert(appSettings)
    .values({ key: installKeySetting, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, installKeySetting)).limit(1);
  const key = row ? parseCredentialsKey(row.value) : null;
  if (!key) throw new Error('app_settings.credentials_key is not a 32-byte base64 key');
  return key;
}

/** A SecretBox whose key is read (or created) on first use, once per app. */
export function lazySecretBox(db: Db, configured: string | undefined): () => Promise<SecretBox> {
  let box: Promise<SecretBox> | undefined;
  return () => {
    box ??= resolveCredentialsKey(db, configured).then(createSecretBox);
    box.catch(() => {
      box = undefined;
    });
    return box;
  };
}
