import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import type { AppDependencies } from '../../platform/context';
import { requireFeature } from '../../platform/entitlements';
import * as routes from './warmup.routes';
import {
  getHighlights,
  getMailboxWarmup,
  listMailboxWarmups,
  setHighlights,
  setMailboxWarmup,
  updateMailboxWarmup,
} from './warmup.service';

function warmupHandlers(): Handlers<typeof routes> {
  return {
    listMailboxWarmups: async (c) => c.json(okBody(await listMailboxWarmups(c.get('scope'))), 200),
    getMailboxWarmup: async (c) =>
      c.json(okBody(await getMailboxWarmup(c.get('scope'), c.req.valid('param').mailboxId)), 200),
    updateMailboxWarmup: async (c) =>
      c.json(
        okBody(
          await updateMailboxWarmup(c.get('scope'), c.req.valid('param').mailboxId, c.req.valid('json')),
        ),
        200,
      ),
    enableMailboxWarmup: async (c) =>
      c.json(okBody(await setMailboxWarmup(c.get('scope'), c.req.valid('param').mailboxId, true)), 200),
    disableMailboxWarmup: async (c) =>
      c.json(okBody(await setMailboxWarmup(c.get('scope'), c.req.valid('param').mailboxId, false)), 200),
    getWarmupHighlights: async (c) => c.json(okBody(await getHighlights(c.get('scope'))), 200),
    updateWarmupHighlights: async (c) =>
      c.json(okBody(await setHighlights(c.get('scope'), c.req.valid('json').frequency)), 200),
  };
}

/** /ai_email/warmup (issue 29): behind the workspace checks and the plan feature email_warming. */
export function warmupRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps, requireFeature(deps, 'email_warming'));
  return bindOperations(router, routes, warmupHandlers());
}
