import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError, errorMessages } from '../../errors';
import { ok, readQuery } from '../../http';
import type { SentMail } from '../../providers/mail/mail.provider';
import { isReadableOutbox } from '../../providers/mail/outbox.provider';
import { mayReadOutbox } from './outbox-access';
import { outboxListPage, outboxMessagePage } from './outbox.page';

/** One outbox message as JSON (the API's snake_case, `_id` like every row). */
export interface OutboxMailJson {
  _id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  sent_at: string;
}

function outboxMailJson(mail: SentMail): OutboxMailJson {
  return {
    _id: mail.id,
    to: mail.to,
    from: mail.from,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    kind: mail.kind,
    sent_at: mail.sentAt.toISOString(),
  };
}

const outboxQuery = z.object({
  to: z.string().trim().max(320).optional().catch(undefined),
  kind: z.string().trim().max(50).optional().catch(undefined),
});

/**
 * GET /api/outbox?to=&kind= (newest first, at most 50) and GET /api/outbox/:id:
 * the local outbox for tests and scripts. They exist only while mail goes to
 * the outbox (no SMTP_URL); with SMTP they answer 404 like any unknown path.
 * Only for this machine or a platform admin (outbox-access.ts); 404 for anyone else.
 */
export function outboxRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  const outbox = isReadableOutbox(deps.mail) ? deps.mail : null;
  router.use('*', async (c, next) => {
    if (!outbox || !(await mayReadOutbox(c, deps))) throw new AppError(404, errorMessages.notFound);
    await next();
  });

  router.get('/', async (c) => {
    if (!outbox) throw new AppError(404, errorMessages.notFound);
    const { to, kind } = readQuery(c, outboxQuery);
    return ok(c, (await outbox.list({ to: to || undefined, kind: kind || undefined })).map(outboxMailJson));
  });

  router.get('/:id', async (c) => {
    const mail = outbox ? await outbox.find(c.req.param('id')) : null;
    if (!mail) throw new AppError(404, errorMessages.notFound);
    return ok(c, outboxMailJson(mail));
  });

  return router;
}

/** Pages of the outbox viewer: no scripts, no outside resources. */
const pageSecurityHeaders = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/**
 * The same outbox for a person, at http://localhost:3000/outbox: a list of
 * messages, each opening with its links clickable; /outbox/:id/html shows the
 * HTML version on its own, sandboxed (no scripts run).
 */
export function outboxPageRoutes(deps: AppDependencies) {
  const router = new Hono();
  const outbox = isReadableOutbox(deps.mail) ? deps.mail : null;
  router.use('*', async (c, next) => {
    if (!outbox || !(await mayReadOutbox(c, deps))) return c.text('Not found', 404);
    await next();
  });

  router.get('/', async (c) => {
    if (!outbox) return c.text('Not found', 404);
    const to = (c.req.query('to') ?? '').trim().slice(0, 320);
    const kind = (c.req.query('kind') ?? '').trim().slice(0, 50);
    const messages = await outbox.list({ to: to || undefined, kind: kind || undefined });
    return c.html(await outboxListPage({ messages, to, kind }), 200, pageSecurityHeaders);
  });

  router.get('/:id', async (c) => {
    const mail = outbox ? await outbox.find(c.req.param('id')) : null;
    if (!mail) return c.text('Not found', 404);
    return c.html(await outboxMessagePage(mail), 200, pageSecurityHeaders);
  });

  router.get('/:id/html', async (c) => {
    const mail = outbox ? await outbox.find(c.req.param('id')) : null;
    if (!mail?.html) return c.text('Not found', 404);
    return c.html(mail.html, 200, {
      ...pageSecurityHeaders,
      // The message's own markup: images allowed, scripts never, links open a new tab.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; sandbox allow-popups allow-popups-to-escape-sandbox",
    });
  });

  return router;
}
