import http from 'node:http';
import https from 'node:https';
import { AppError } from '../../errors';
import { signWebhook } from './webhook-signing';
import { assertPublicUrl, guardedLookup } from '../../ssrf';

/** A delivery gives up on a receiver that has not answered after this long. */
export const webhookTimeoutMs = 10_000;
/** The stored response body is cut to this many characters. */
const responseBodyLimit = 2_000;

export interface WebhookRequest {
  url: string;
  /** The exact JSON body; it is what the signature covers. */
  body: string;
  secret: string;
  /** X-Webhook-Id: the delivery's id (a replay has its own). */
  deliveryId: string;
  /** Seconds since the epoch, from the engine's clock. */
  timestamp: number;
  allowPrivate: boolean;
  timeoutMs?: number;
}

export interface WebhookAttempt {
  /** null when no response came (refused address, DNS, connection, timeout). */
  statusCode: number | null;
  durationMs: number;
  responseBody: string | null;
  error: string | null;
}

export const isSuccess = (attempt: WebhookAttempt) =>
  attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;

/**
 * POSTs one signed delivery. Never throws: what happened is in the result. The
 * URL is checked again here and the connection goes through `guardedLookup`, so
 * a saved URL whose host now resolves to a private address is refused.
 * Redirects are not followed (they could point anywhere).
 */
export async function postWebhook(request: WebhookRequest): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(request.url);
    await assertPublicUrl(url, request.allowPrivate);
  } catch (error) {
    const message = error instanceof AppError ? error.message : 'This field should be a valid URL';
    return { statusCode: null, durationMs: elapsed(), responseBody: null, error: message };
  }
  const timestamp = String(request.timestamp);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookAttempt>((resolve) => {
    let settled = false;
    const finish = (attempt: Omit<WebhookAttempt, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...attempt, durationMs: elapsed() });
    };
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(request.allowPrivate),
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(request.body),
          // Brand-neutral: the receiver may be a reseller's customer (issue 26 item 21).
          'User-Agent': 'Webhooks/1',
          'X-Webhook-Id': request.deliveryId,
          'X-Webhook-Timestamp': timestamp,
          'X-Webhook-Signature': signWebhook(request.secret, timestamp, request.body),
        },
        timeout: request.timeoutMs ?? webhookTimeoutMs,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < responseBodyLimit) text += chunk;
        });
        const done = () =>
          finish({
            statusCode: response.statusCode ?? null,
            responseBody: text.slice(0, responseBodyLimit),
            error: null,
          });
        response.on('end', done);
        response.on('error', done);
        response.on('close', done);
      },
    );
    outgoing.on('timeout', () => {
      outgoing.destroy(
        new Error(`No response after ${Math.round((request.timeoutMs ?? webhookTimeoutMs) / 1000)} s`),
      );
    });
    outgoing.on('error', (error) => finish({ statusCode: null, responseBody: null, error: error.message }));
    outgoing.end(request.body);
  });
}
