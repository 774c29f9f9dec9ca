import { brandForHost } from '@outreach/brands';
import type { MiddlewareHandler } from 'hono';
import { type RemoteOverrides, remoteNames } from './modules/config/config.service';

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
  /** The brand of hosts that match no brand's domains (DEFAULT_BRAND). */
  brandFallback: string;
  /** REMOTE_<NAME>_URL: remotes hosted on another origin may run scripts and be fetched. */
  remoteOverrides: RemoteOverrides;
  /** FRAME_ANCESTORS: origins allowed to frame every brand's pages, beside each brand's embedOrigins. */
  frameAncestors?: readonly string[];
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
}

/** The Content-Security-Policy value; each allowance is explained in docs/decisions.md. */
export function contentSecurityPolicy(sources: PolicySources): string {
  const list = (...values: readonly string[]) => [...new Set(values)].join(' ');
  return [
    "default-src 'self'",
    // No 'unsafe-inline' or 'unsafe-eval': the built HTML loads scripts by src only.
    `script-src ${list("'self'", ...sources.remoteOrigins)}`,
    // The design system and each area inject scoped CSS strings as <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // Prospect photos and brand logos come from other hosts; logos are data: URLs; previews are blobs.
    "img-src 'self' data: blob: https:",
    // Recorded videos and voicemails play from blob: URLs before upload.
    "media-src 'self' blob:",
    // 'self' covers ws:/wss: to this host (CSP Level 3: Chromium, Firefox, Safari 15.4+), for socket.io.
    `connect-src ${list("'self'", ...sources.remoteOrigins)}`,
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
  // Brands are static records (brands/): one policy string per brand, built on first use.
  const policies = new Map<string, string>();

  function policyFor(host: string | undefined): string {
    const brand = brandForHost(host, options.brandFallback);
    let policy = policies.get(brand.id);
    if (policy === undefined) {
      policy = contentSecurityPolicy({
        remoteOrigins: remotes,
        frameAncestors: [...brand.embedOrigins, ...deploymentAncestors],
      });
      policies.set(brand.id, policy);
    }
    return policy;
  }

  return async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', referrerPolicy);
    const type = c.res.headers.get('Content-Type') ?? '';
    if (documentType.test(type) && !c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', policyFor(c.req.header('host') ?? new URL(c.req.url).host));
    }
  };
}
