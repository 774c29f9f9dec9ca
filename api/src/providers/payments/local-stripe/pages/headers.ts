/**
 * The security headers of the hosted pages (issue 23 item 15). The pages are plain HTML forms with
 * one inline <style> and no script, so their policy allows nothing but that: no script at all, no
 * framing (the portal's cancel button cannot be clickjacked), no sniffing, no referrer (the page
 * URLs are the session's bearer links). Forms post back to the page's own origin; checkout's
 * answer is a 303 to the app's success_url, which browsers check against form-action, so the
 * checkout page also allows that one origin.
 *
 * Not api/src/platform/security-headers.ts: that policy is the app's (its scripts, remotes, brands' frame
 * ancestors, read per host from the database), and this provider must not depend on modules.
 */
import type { MiddlewareHandler } from 'hono';

/** The pages' Content-Security-Policy; `formTargets` are origins a form's redirect may go to. */
export function pagesPolicy(formTargets: readonly string[] = []): string {
  const targets = [...new Set(formTargets)].filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin));
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action ${["'self'", ...targets].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of an http(s) URL, or null (a relative or odd URL adds nothing to the policy). */
export function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Every answer of the pages listener: the headers, and the strict policy unless a page set its own. */
export const pagesHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'DENY');
  c.header('Referrer-Policy', 'no-referrer');
  if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', pagesPolicy());
};
