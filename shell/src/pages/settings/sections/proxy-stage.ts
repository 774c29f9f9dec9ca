/** "m:ss" for a number of seconds (the proxy retry countdown of platform §4). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds until a failed proxy setup is retried (`proxy_failed_until` is epoch seconds). */
export function secondsUntilRetry(proxyFailedUntil: number | null | undefined, nowMs: number): number {
  if (!proxyFailedUntil) return 0;
  return Math.max(0, proxyFailedUntil - nowMs / 1000);
}
