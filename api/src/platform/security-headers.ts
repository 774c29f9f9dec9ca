import { type SupportWidgetOrigins, supportWidgets } from '@outreach/brands/support';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { type RemoteOverrides, remoteNames } from './remotes';
import { brandForHostFrom } from './brands';

/**
 * Security headers of every response (issue 11, item 3; docs/decisions.md "Security headers").
 *
 * - `X-Content-Type-Options: nosniff` and `Referrer-Policy` on everything: pages, /api JSON,
 *   static assets, the video file, errors and 404s.
 * - A Content-Security-Policy on documents (HTML and SVG, the types a browser runs script in)
 *   that carry none of their own: the outbox pages set a stricter one, which is kept.
 *
 * One middleware mounted first in createApp, so it also sees what app.onError and app.notFound
 * return (Hono hands their response back through every middleware's `await next()`).
 */
export interface SecurityHeadersOptions {
  /** Brands are records (issue 14): each document's policy follows its host's brand as saved now. */
  db: Db;
  /** The brand of hosts that match no brand's domains (DEFAULT_BRAND). */
  brandFallback: string;
  /** REMOTE_<NAME>_URL: remotes hosted on another origin may run scripts and be fetched. */
  remoteOverrides: RemoteOverrides;
  /** FRAME_ANCESTORS: origins allowed to frame every brand's pages, beside each brand's embedOrigins. */
  frameAncestors?: readonly string[];
  /** Other origins pages connect to: the dialer's SIP server (SIP_WS_URL), which the browser registers with. */
  connectOrigins?: readonly string[];
}

export const referrerPolicy = 'strict-origin-when-cross-origin';

/** The content types a browser renders as a document with scripts: those get the policy. */
const documentType = /^\s*(text\/html|image\/svg\+xml|application\/xhtml\+xml)\b/i;

/** The origins of remotes hosted elsewhere; a path (`/remotes/...`) is this origin, already 'self'. */
export function remoteOrigins(overrides: RemoteOverrides): string[] {
  const origins = new Set<string>();
  for (const name of remoteNames) {
    const url = overrides[name];
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // env.ts validated the scheme; an unparsable rest is left out rather than breaking every page.
    }
  }
  return [...origins];
}

export interface PolicySources {
  /** script-src and connect-src beside 'self' (remoteEntry.js and chunks run, mf-manifest.json is fetched). */
  remoteOrigins: readonly string[];
  /** frame-ancestors beside 'self'. */
  frameAncestors: readonly string[];
  /** The brand's support chat widget (brands/src/support.ts): exactly its origins, none without one. */
  support?: SupportWidgetOrigins;
  /** connect-src beside 'self' and the remotes: the dialer's SIP WebSocket. */
  connectOrigins?: readonly string[];
}

/** The Content-Security-Policy value; each allowance is explained in docs/decisions.md. */
export function contentSecurityPolicy(sources: PolicySources): string {
  const list = (...values: readonly string[]) => [...new Set(values)].join(' ');
  const support = sources.support ?? supportWidgets.no_support.origins;
  return [
    "default-src 'self'",
    // No 'unsafe-inline' or 'unsafe-eval': the built HTML loads scripts by src only.
    `script-src ${list("'self'", ...sources.remoteOrigins, ...support.script)}`,
    // The design system and each area inject scoped CSS strings as <style> elements at run time.
    `style-src ${list("'self'", "'unsafe-inline'", ...support.style)}`,
    // Prospect photos and brand logos come from other hosts; logos are data: URLs; previews are blobs.
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...support.img)}`,
    ...(support.font.length ? [`font-src ${list("'self'", ...support.font)}`] : []),
    // Recorded videos and voicemails play from blob: URLs before upload.
    "media-src 'self' blob:",
    // 'self' covers ws:/wss: to this host (CSP Level 3: Chromium, Firefox, Safari 15.4+), for socket.io.
    // The dialer's SIP server (SIP_WS_URL) is another origin (ws:// or wss://).
    `connect-src ${list("'self'", ...sources.remoteOrigins, ...(sources.connectOrigins ?? []), ...support.connect)}`,
    // The support chat widget's frames (issue 14); without one, frames fall back to default-src.
    ...(support.frame.length ? [`frame-src ${list("'self'", ...support.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Embedding is a feature: the brand's partner portals and the deployment's list may frame the app.
    `frame-ancestors ${list("'self'", ...sources.frameAncestors)}`,
  ].join('; ');
}

export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const remotes = remoteOrigins(options.remoteOverrides);
  const deploymentAncestors = options.frameAncestors ?? [];
  // Brands are records edited at run time (issue 14): the policy is built from the brand as it is
  // now, for each document (a string join; the brand is one read of a tiny table).
  async function policyFor(host: string | undefined): Promise<string> {
    const brand = await brandForHostFrom(options.db, host, options.brandFallback);
    return contentSecurityPolicy({
      remoteOrigins: remotes,
      frameAncestors: [...brand.embedOrigins, ...deploymentAncestors],
      support: supportWidgets[brand.support.integration]?.origins,
      connectOrigins: options.connectOrigins,
    });
  }

  return async (c, next) => {
    // Set before the route runs, so they are part of the response it builds (c.json, c.body): a
    // header set after `next()` makes Hono copy the finished response around a body stream, which
    // takes the node server off its fast path for every answer (issue 25's profile). A route may
    // still set its own Referrer-Policy over this one.
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', referrerPolicy);
    await next();
    // A route that returns a Response it built itself (files, redirects) carries none of the
    // headers set above: only then are they added after the fact.
    const headers = c.res.headers;
    if (!headers.has('X-Content-Type-Options')) c.header('X-Content-Type-Options', 'nosniff');
    if (!headers.has('Referrer-Policy')) c.header('Referrer-Policy', referrerPolicy);
    const type = headers.get('Content-Type') ?? '';
    if (documentType.test(type) && !c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', await policyFor(c.req.header('host') ?? new URL(c.req.url).host));
    }
  };
}
