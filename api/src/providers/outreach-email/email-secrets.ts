import { createHmac } from 'node:crypto';
import type { Db } from '../../db/client';
import type { StoredMailServer } from '../../db/schema';
import { resolveCredentialsKey, type SecretBox, createSecretBox } from '../secrets/credential-secrets';
import type { MailServerSettings } from './sender';

/**
 * SMTP and IMAP passwords are encrypted exactly like credential passwords (same
 * key: CREDENTIALS_KEY or the per-install key in app_settings). The unsubscribe
 * token key is derived from that same key, so it needs no setting of its own.
 */
export interface EmailKeys {
  secrets: SecretBox;
  /** HMAC-SHA256 key of the unsubscribe tokens. */
  unsubscribeKey: Buffer;
}

/**
 * CREDENTIALS_KEY when the caller passes none: the engine's workers build their
 * executors without the app's options, and must decrypt what the API encrypted.
 */
function configuredKey(explicit: string | undefined): string | undefined {
  if (explicit) return explicit;
  const fromEnv = process.env.CREDENTIALS_KEY?.trim();
  return fromEnv ? fromEnv : undefined;
}

const cache = new WeakMap<Db, Map<string, Promise<EmailKeys>>>();

export function emailKeys(db: Db, credentialsKey?: string): Promise<EmailKeys> {
  const configured = configuredKey(credentialsKey);
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  const name = configured ?? '';
  let keys = perDb.get(name);
  if (!keys) {
    keys = resolveCredentialsKey(db, configured).then((key) => ({
      secrets: createSecretBox(key),
      unsubscribeKey: createHmac('sha256', key).update('outreach:unsubscribe:v1').digest(),
    }));
    keys.catch(() => perDb?.delete(name));
    perDb.set(name, keys);
  }
  return keys;
}

export function sealServer(box: SecretBox, settings: MailServerSettings): StoredMailServer {
  return { ...settings, password: box.encrypt(settings.password) };
}

export function openServer(box: SecretBox, stored: StoredMailServer): MailServerSettings {
  return { ...stored, password: box.decrypt(stored.password) };
}
