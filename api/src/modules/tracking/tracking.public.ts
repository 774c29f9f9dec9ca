import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDependencies } from '../../platform/context';
import { trackingLinks } from '../../db/schema';
import { markExecution } from './tracking-links';

/** The smallest transparent GIF (43 bytes). */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** An open counts once per message per hour: image reloads and re-opens within the hour are one. */
export const openWindowMs = 60 * 60 * 1000;

/**
 * Prefetchers and link scanners announce themselves in these headers; their
 * fetches are not a person opening the message.
 */
function isPrefetch(headers: Headers): boolean {
  const purpose = [
    headers.get('purpose'),
    headers.get('sec-purpose'),
    headers.get('x-purpose'),
    headers.get('x-moz'),
  ]
    .filter(Boolean)
    .join(' ');
  if (/prefetch|preview/i.test(purpose)) return true;
  return /\b(bot|crawler|spider|preview)\b/i.test(headers.get('user-agent') ?? '');
}

const tokenPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** Counts one hit on the link `where` picks (its first and last hit times too); undefined when none matched. */
async function countHit(deps: AppDependencies, now: Date, where: SQL | undefined) {
  const [link] = await deps.db
    .update(trackingLinks)
    .set({
      hits: sql`${trackingLinks.hits} + 1`,
      firstHitAt: sql`coalesce(${trackingLinks.firstHitAt}, ${now.toISOString()}::timestamptz)`,
      lastHitAt: now,
    })
    .where(where)
    .returning();
  return link;
}

/**
 * Public tracking routes, outside /api (mounted at /t): no session, the random
 * token is the only key. A click redirects only to the URL stored for its token
 * (never to one given in the request: no open redirect); an unknown token is a 404.
 */
export function trackingPublicRoutes(deps: AppDependencies) {
  const router = new Hono();

  router.get('/c/:token', async (c) => {
    const token = c.req.param('token');
    if (!tokenPattern.test(token)) return c.text('Not found', 404);
    const now = deps.clock.now();
    const link = await countHit(
      deps,
      now,
      and(eq(trackingLinks.token, token), eq(trackingLinks.kind, 'click')),
    );
    if (!link?.url) return c.text('Not found', 404);
    await markExecution(deps.db, link.executionId, 'clicked_at', now);
    // spec: outreach §3 trigger events clicked_email_link / clicked_message_link.
    await deps.events.emit({
      name: link.channel === 'social' ? 'clicked_message_link' : 'clicked_email_link',
      spaceId: link.spaceId,
      prospectId: link.prospectId,
      workflowId: link.workflowId,
      credentialId: null,
      at: now,
      data: { url: link.url, execution_id: link.executionId, clicks: link.hits },
    });
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(link.url, 302);
  });

  router.get('/o/:file', async (c) => {
    const token = c.req.param('file').replace(/\.gif$/, '');
    if (tokenPattern.test(token) && !isPrefetch(c.req.raw.headers)) {
      const now = deps.clock.now();
      const link = await countHit(
        deps,
        now,
        and(
          eq(trackingLinks.token, token),
          eq(trackingLinks.kind, 'open'),
          or(
            isNull(trackingLinks.lastHitAt),
            lte(trackingLinks.lastHitAt, new Date(now.getTime() - openWindowMs)),
          ),
        ),
      );
      if (link) await markExecution(deps.db, link.executionId, 'opened_at', now);
    }
    // Always the image (an unknown token too): a broken image in a mail client helps no one.
    return c.body(new Uint8Array(pixel), 200, {
      'Content-Type': 'image/gif',
      'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0',
      'Content-Length': String(pixel.length),
    });
  });

  return router;
}
