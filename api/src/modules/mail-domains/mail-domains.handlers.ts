import { createMiddleware } from 'hono/factory';
import { AppError } from '../../errors';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { requireSpace } from '../../platform/space-access';
import { credentialAccess } from '../credentials';
import * as routes from './mail-domains.routes';
import { mailboxParams, mailDomainMessages } from './mail-domains.schema';
import { checkMailboxDns } from './mail-domains.service';

/** A path that can name no mailbox (an unknown provider, an id that is no uuid) is a 404 like any unknown address. */
const knownMailboxPath = createMiddleware<AppEnv>(async (c, next) => {
  if (!mailboxParams.safeParse(c.req.param()).success)
    throw new AppError(404, mailDomainMessages.mailboxNotFound);
  await next();
});

function mailDomainsHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    checkMailboxDns: async (c) => {
      const { provider, id } = c.req.valid('param');
      const space = c.get('space');
      const access = await credentialAccess(deps.db, space.id, c.get('user'), c.get('access'));
      return c.json(okBody(await checkMailboxDns({ scope: c.get('scope'), access }, provider, id)), 200);
    },
  };
}

/**
 * Mounted at /integrations before the integrations' router: the guards go on each route, not on
 * `*`, so the other routers under /integrations (the OAuth callback has no session) never run them.
 */
export function mailDomainsRoutes(deps: AppDependencies) {
  const guarded = guardEach(routes, authenticate(deps), requireSpace(deps), knownMailboxPath);
  return bindOperations(createRouter(), guarded, mailDomainsHandlers(deps));
}
