import { Hono } from 'hono';
import type { AppDependencies } from '../../platform/context';
import { AppError, errorMessages } from '../../errors';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { isReadableOutbox, type OutboxProvider } from '../../providers/system-mail/outbox.provider';
import { mayReadOutbox } from './outbox-access';
import { outboxListPage, outboxMessagePage } from './outbox.page';
import * as routes from './outbox.routes';
import { outboxMailJson } from './outbox.schema';

/** The handlers of /api/outbox, one per declaration of outbox.routes.ts; `outbox` is null with SMTP. */
export function outboxHandlers(outbox: OutboxProvider | null): Handlers<typeof routes> {
  return {
    listOutbox: async (c) => {
      if (!outbox) throw new AppError(404, errorMessages.notFound);
      const { to, kind } = c.req.valid('query');
      const messages = await outbox.list({ to: to || undefined, kind: kind || undefined });
      return c.json(okBody(messages.map(outboxMailJson)), 200);
    },
    getOutboxMail: async (c) => {
      const mail = outbox ? await outbox.find(c.req.valid('param').id) : null;
      if (!mail) throw new AppError(404, errorMessages.notFound);
      return c.json(okBody(outboxMailJson(mail)), 200);
    },
  };
}

/**
 * GET /api/outbox?to=&kind= (newest first, at most 50) and GET /api/outbox/:id:
 * the local outbox for tests and scripts. They exist only while mail goes to
 * the outbox (no SMTP_URL); with SMTP they answer 404 like any unknown path.
 * Only for this machine or a platform admin (outbox-access.ts); 404 for anyone else.
 */
export function outboxRoutes(deps: AppDependencies) {
  const router = createRouter();
  const outbox = isReadableOutbox(deps.mail) ? deps.mail : null;
  router.use('*', async (c, next) => {
    if (!outbox || !(await mayReadOutbox(c, deps))) throw new AppError(404, errorMessages.notFound);
    await next();
  });

  return bindOperations(router, routes, outboxHandlers(outbox));
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
