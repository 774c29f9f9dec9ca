import type { Brand } from '@outreach/brands';
import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { brandForHostFrom } from '../../platform/brands';

/** `data:<type>;base64,<data>` as its bytes and type; null for anything else. */
function fromDataUrl(url: string | undefined): { type: string; bytes: Uint8Array<ArrayBuffer> } | null {
  const match = url ? /^data:([^;,]+);base64,(.*)$/.exec(url) : null;
  return match?.[1] && match[2] !== undefined
    ? { type: match[1], bytes: new Uint8Array(Buffer.from(match[2], 'base64')) }
    : null;
}

/** The icon a browser tab shows for `brand`: its uploaded favicon, else its logo (uploaded, else its SVG). */
export function brandIcon(brand: Brand): { type: string; bytes: Uint8Array<ArrayBuffer> } {
  return (
    fromDataUrl(brand.favicon) ??
    fromDataUrl(brand.logo.image) ?? {
      type: 'image/svg+xml',
      bytes: new TextEncoder().encode(brand.logo.svg),
    }
  );
}

/**
 * GET /favicon.ico: browsers ask for it on their own, on every host. Each brand answers with its own
 * icon, so no host gets a 404 and no reseller's customer sees another brand's icon (issue 26 item 26).
 * Never cached for long: an admin's upload shows on the next visit.
 */
export function faviconHandler(deps: Pick<AppDependencies, 'db' | 'brandFallback'>) {
  return async (c: Context<AppEnv>) => {
    const brand = await brandForHostFrom(deps.db, c.req.header('host'), deps.brandFallback);
    const icon = brandIcon(brand);
    return c.body(icon.bytes, 200, { 'Content-Type': icon.type, 'Cache-Control': 'no-cache' });
  };
}
