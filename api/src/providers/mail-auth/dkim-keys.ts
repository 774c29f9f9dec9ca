import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import type { SecretBox } from '../secrets/credential-secrets';

/**
 * The DKIM keys of sending domains: the product makes an RSA 2048 pair per domain, publishes
 * the public half at `<selector>._domainkey.<domain>` (domain-records.ts) and keeps the private
 * half encrypted with the credentials key (secrets/credential-secrets.ts), like mailbox passwords.
 * Outgoing mail from a domain with a key is signed with it (outreach-email/sender.ts asks a
 * `DkimKeySource`, which the domains module supplies; until then nothing has a key).
 */
export interface DkimKeyPair {
  selector: string;
  /** The public key as the `p=` tag takes it: base64 of the DER SubjectPublicKeyInfo. */
  publicKey: string;
  /** PKCS#8 PEM. */
  privateKey: string;
}

/** A key pair as it is stored: the private key sealed by the SecretBox. */
export interface StoredDkimKey {
  selector: string;
  publicKey: string;
  privateKey: string;
}

/** What signing a mail needs (nodemailer's `dkim` option). */
export interface DkimSigningKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The port the sender asks for the key of a From domain, for mail of one mailbox (its integration
 * id): null when the domain has none, or when the domain is not the mailbox's workspace's, so one
 * workspace can never send mail signed with another's key.
 */
export type DkimKeySource = (domain: string, integrationId: string) => Promise<DkimSigningKey | null>;

/** Today's source: no domain has a key, so mail goes out as before, unsigned. */
export const noDkimKeys: DkimKeySource = async () => null;

export const dkimKeyBits = 2048;

const generateRsa = promisify(generateKeyPair);

/** A selector that changes with each key generation month (`s202612`), so a new key never reuses an old name. */
export function defaultDkimSelector(now: Date): string {
  return `s${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

const selectorPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Generates an RSA 2048 key pair (off the event loop's thread, as node:crypto does for the async call). */
export async function generateDkimKey(selector: string): Promise<DkimKeyPair> {
  if (!selectorPattern.test(selector)) throw new Error(`"${selector}" is not a DKIM selector`);
  const { publicKey, privateKey } = await generateRsa('rsa', {
    modulusLength: dkimKeyBits,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { selector, publicKey: publicKey.toString('base64'), privateKey };
}

export function sealDkimKey(box: SecretBox, key: DkimKeyPair): StoredDkimKey {
  return { selector: key.selector, publicKey: key.publicKey, privateKey: box.encrypt(key.privateKey) };
}

export function openDkimKey(box: SecretBox, stored: StoredDkimKey): DkimKeyPair {
  return {
    selector: stored.selector,
    publicKey: stored.publicKey,
    privateKey: box.decrypt(stored.privateKey),
  };
}

/** The signing key of a domain's stored pair, for a `DkimKeySource` to return. */
export function signingKey(box: SecretBox, domain: string, stored: StoredDkimKey): DkimSigningKey {
  return { domainName: domain, keySelector: stored.selector, privateKey: box.decrypt(stored.privateKey) };
}

/** The TXT value published at `<selector>._domainkey.<domain>`. */
export function dkimRecordValue(publicKey: string): string {
  return `v=DKIM1; k=rsa; p=${publicKey}`;
}
