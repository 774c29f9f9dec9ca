import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import { emailKeys } from '../../providers/outreach-email/email-secrets';

/**
 * The marker every warm-up mail carries (issue 29): `X-Reachly-Warmup: <send id>.<HMAC>`, the HMAC
 * keyed from the credentials key, so only mail this install sent is taken for warm-up mail (a
 * stranger who copies the header gets nothing filtered or counted). The inbound path drops marked
 * mail, and reports (bounces, complaints) that quote a marked mail, before anything is stored.
 */
export const warmupHeader = 'X-Reachly-Warmup';

// A long header may be folded onto the next line (RFC 5322 §2.2.3), as nodemailer does.
const markerPattern = /^x-reachly-warmup:[ \t]*(?:\r?\n[ \t]+)?([0-9a-f-]{36})\.([0-9a-f]{32})[ \t]*\r?$/im;

export type MarkerKey = Buffer;

/** The marker key of this install (derived from the credentials key, like the unsubscribe key). */
export async function markerKey(db: Db, credentialsKey?: string): Promise<MarkerKey> {
  const keys = await emailKeys(db, credentialsKey);
  return createHmac('sha256', keys.unsubscribeKey).update('outreach:warmup:v1').digest();
}

function signatureOf(key: MarkerKey, sendId: string): string {
  return createHmac('sha256', key).update(sendId).digest('hex').slice(0, 32);
}

/** The header value of a send. */
export function markerOf(key: MarkerKey, sendId: string): string {
  return `${sendId}.${signatureOf(key, sendId)}`;
}

/** Whether a raw message holds a marker line at all (its own header, or a quoted original's). */
export function hasMarker(raw: string): boolean {
  return markerPattern.test(raw);
}

/** The send id of the first genuine marker in a raw message (own header or quoted); null for none. */
export function markedSendId(key: MarkerKey, raw: string): string | null {
  const match = markerPattern.exec(raw);
  if (!match) return null;
  const [, sendId = '', signature = ''] = match;
  const expected = Buffer.from(signatureOf(key, sendId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sendId : null;
}
