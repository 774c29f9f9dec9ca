import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link (RFC 8058 List-Unsubscribe and the visible
 * link): who (space, prospect, address) in the clear, base64url, followed by an
 * HMAC-SHA256 over them. Nothing is stored per email; a token cannot be forged
 * or pointed at another address without the key.
 */
export interface UnsubscribeTarget {
  spaceId: string;
  prospectId: string;
  email: string;
}

function sign(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url').slice(0, 32);
}

export function createUnsubscribeToken(key: Buffer, target: UnsubscribeTarget): string {
  const payload = Buffer.from(
    `${target.spaceId}\n${target.prospectId}\n${target.email.trim().toLowerCase()}`,
    'utf8',
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

export function readUnsubscribeToken(key: Buffer, token: string): UnsubscribeTarget | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const [spaceId, prospectId, email] = Buffer.from(payload, 'base64url').toString('utf8').split('\n');
  if (!spaceId || !prospectId || !email) return null;
  return { spaceId, prospectId, email };
}

export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/u/${token}`;
}
