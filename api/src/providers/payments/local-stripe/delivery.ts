/**
 * Webhook delivery, signed as Stripe signs: `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
 * "t.payload">`. Events go out one at a time in the order they happened; a failed delivery (no
 * answer or not 2xx) is retried after each of retryDelaysMs, then dropped. flush() resolves when
 * the queue is empty (tests await it instead of sleeping).
 *
 * The signature's timestamp is the wall clock, not the server's clock: the receiver checks it
 * against its own wall clock (constructEvent's 300 s tolerance), whatever time tests pretend it is.
 */
import { createHmac } from 'node:crypto';
import type { StripeObject } from './store';

export type Deliver = (payload: string, headers: Record<string, string>) => Promise<{ status: number }>;

export function signature(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export function httpDeliver(url: string | (() => string)): Deliver {
  return async (payload, headers) => {
    const response = await fetch(typeof url === 'string' ? url : url(), {
      method: 'POST',
      headers,
      body: payload,
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status };
  };
}

export interface DeliveryAttempt {
  event: string;
  type: string;
  status: number | null;
  error?: string;
}

export function createDelivery(options: {
  secret: () => string;
  deliver: Deliver | null;
  retryDelaysMs: number[];
  onError?: (message: string) => void;
}) {
  const sent: StripeObject[] = [];
  const attempts: DeliveryAttempt[] = [];
  let chain: Promise<void> = Promise.resolve();
  let pending = 0;
  let closed = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) {
        resolve();
        return;
      }
      setTimeout(resolve, ms).unref();
    });

  async function deliverOne(event: StripeObject): Promise<void> {
    const deliver = options.deliver;
    if (!deliver) return;
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt <= options.retryDelaysMs.length; attempt += 1) {
      if (closed) return;
      if (attempt > 0) await wait(options.retryDelaysMs[attempt - 1] ?? 0);
      try {
        const { status } = await deliver(payload, {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signature(payload, options.secret()),
        });
        attempts.push({ event: event.id, type: event.type, status });
        if (status >= 200 && status < 300) return;
      } catch (error) {
        attempts.push({ event: event.id, type: event.type, status: null, error: String(error) });
      }
    }
    options.onError?.(
      `webhook ${event.type} ${event.id} was not accepted after ${options.retryDelaysMs.length + 1} attempts`,
    );
  }

  return {
    enqueue(event: StripeObject) {
      sent.push(event);
      pending += 1;
      chain = chain
        .then(() => deliverOne(event))
        .finally(() => {
          pending -= 1;
        });
    },
    /** Resolves when every queued delivery (and its retries) is done. */
    async flush(): Promise<void> {
      while (pending > 0) await chain;
    },
    events: () => [...sent],
    attempts: () => [...attempts],
    close() {
      closed = true;
    },
  };
}
