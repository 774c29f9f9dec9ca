import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new webhook secret: shown once on create or rotate, then only its last characters. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, the X-Webhook-Signature header (docs/webhooks.md). */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (docs/webhooks.md); used by the tests as the receiver. */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string,
  body: string,
  header: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The last characters of a secret, so a user can tell which one a webhook has. */
export function secretHint(secret: string): string {
  return `…${secret.slice(-4)}`;
}
