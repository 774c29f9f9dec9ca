import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { prospects } from '../../db/schema';
import { handleInbound } from '../../engine/inbound';
import { emailKeys } from '../../providers/outreach-email/email-secrets';
import { suppressAddress, suppressionOf } from '../../providers/outreach-email/suppressions';
import { readUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token';

export interface UnsubscribeRoutesOptions {
  credentialsKey?: string;
}

/** A plain page: it is opened from a mail client, outside the app and its bundles. */
function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#222}button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#2563eb;color:#fff;cursor:pointer}</style></head><body><h1>${title}</h1>${body}</body></html>`;
}

const unsubscribed = (email: string) =>
  page('You are unsubscribed', html`<p>${email} will not receive further emails.</p>`);

/**
 * The public unsubscribe link of outreach emails, outside /api (RFC 8058):
 * GET /u/:token shows a confirm button (link scanners open GETs, so a GET never
 * unsubscribes); POST /u/:token, from that button or a mail client's one-click
 * (`List-Unsubscribe=One-Click`), suppresses the address in the workspace and
 * tells the engine (`unsubscribe` inbound event).
 */
export function unsubscribeRoutes(deps: AppDependencies, options: UnsubscribeRoutesOptions = {}) {
  const router = new Hono<AppEnv>();

  async function target(c: Context<AppEnv>): Promise<UnsubscribeTarget | null> {
    const keys = await emailKeys(deps.db, options.credentialsKey);
    return readUnsubscribeToken(keys.unsubscribeKey, c.req.param('token') ?? '');
  }
  const invalid = (c: Context<AppEnv>) =>
    c.html(page('Link not valid', html`<p>This unsubscribe link is not valid.</p>`), 404);

  // The link of a test email (POST /workflows/steps/send_email/test): it goes to the sender's own
  // people, so it suppresses nobody; it shows what a prospect's link does (issue 26 item 13).
  const testLink = (c: Context<AppEnv>) =>
    c.html(
      page(
        'Unsubscribe (test email)',
        html`<p>This is the unsubscribe link of a test email. A prospect who opens it is asked to confirm, then receives no more emails from this workspace. Nothing was changed.</p>`,
      ),
    );
  router.get('/test', testLink);
  router.post('/test', testLink);

  router.get('/:token', async (c) => {
    const who = await target(c);
    if (!who) return invalid(c);
    if (await suppressionOf(deps.db, who.spaceId, who.email)) {
      return c.html(unsubscribed(who.email));
    }
    return c.html(
      page(
        'Unsubscribe',
        html`<p>Stop emails to <strong>${who.email}</strong>?</p><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  });

  router.post('/:token', async (c) => {
    const who = await target(c);
    if (!who) return invalid(c);
    const now = deps.clock.now();
    const added = await suppressAddress(deps.db, {
      spaceId: who.spaceId,
      email: who.email,
      reason: 'unsubscribe',
      at: now,
      detail: { prospect_id: who.prospectId },
    });
    const [prospect] = await deps.db
      .select({ id: prospects.id })
      .from(prospects)
      .where(and(eq(prospects.spaceId, who.spaceId), eq(prospects.id, who.prospectId)))
      .limit(1);
    if (added && prospect) {
      await handleInbound(
        {
          db: deps.db,
          clock: deps.clock,
          logger: deps.logger,
          realtime: deps.realtime,
          events: deps.events,
          publicUrl: deps.linkOrigin(),
        },
        {
          spaceId: who.spaceId,
          prospectId: prospect.id,
          credentialId: null,
          channel: 'email',
          kind: 'unsubscribe',
          at: now,
        },
      );
    }
    return c.html(unsubscribed(who.email));
  });

  return router;
}
