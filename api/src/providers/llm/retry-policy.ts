/**
 * When a failed attempt is tried again, and after how long (issue 28: retries on 429/5xx with
 * exponential backoff, honouring Retry-After). Pure: the adapter asks, the timers wait.
 */

/** The wait a server asked for: `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
export function retryAfterMilliseconds(headers: Headers | undefined, now: number): number | undefined {
  if (!headers) return undefined;
  const milliseconds = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return Math.ceil(milliseconds);
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number.parseFloat(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface BackoffSettings {
  /** The first wait; each next one doubles. */
  baseMilliseconds: number;
  maxMilliseconds: number;
  /** 0..1; the wait is between half and all of the doubled value ("equal jitter"), so retries spread. */
  random: () => number;
}

export const defaultBackoff: BackoffSettings = {
  baseMilliseconds: 500,
  maxMilliseconds: 8_000,
  random: Math.random,
};

/** The wait before attempt `attempt + 1` (attempt counts from 1): Retry-After when the server gave one. */
export function retryDelay(
  attempt: number,
  retryAfter: number | undefined,
  backoff: BackoffSettings,
): number {
  if (retryAfter !== undefined) return retryAfter;
  const doubled = Math.min(backoff.maxMilliseconds, backoff.baseMilliseconds * 2 ** (attempt - 1));
  return Math.round(doubled / 2 + (doubled / 2) * backoff.random());
}

/** 429, 408, 409 (OpenAI's lock timeout) and every 5xx are worth another attempt; other 4xx are not. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 408 || status === 409 || status >= 500;
}
