import type { AppDependencies } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { requireAdminScope } from '../../platform/admin-scope';
import { authenticate } from '../../platform/authenticate';
import { requireSpace } from '../../platform/space-access';
import { creditsChart, creditsHistory } from './credit-history';
import { creditsSettings, saveAutoTopup, saveMemberCap } from './credit-settings';
import * as routes from './credits.routes';
import { usetCredits } from './credits.service';

/** The handlers of the credits' routes, one per declaration of credits.routes.ts. */
export function creditsHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    getCredits: async (c) => c.json(okBody(await creditsSettings(c.get('scope'))), 200),
    setAutoTopup: async (c) =>
      c.json(okBody(await saveAutoTopup(c.get('scope'), c.get('space'), c.req.valid('json'))), 200),
    setMemberCreditCap: async (c) =>
      c.json(
        okBody(await saveMemberCap(c.get('scope'), c.req.valid('param').user_id, c.req.valid('json'))),
        200,
      ),
    listCreditsHistory: async (c) =>
      c.json(okBody(await creditsHistory(c.get('scope'), c.req.valid('query'))), 200),
    getCreditsChart: async (c) =>
      c.json(okBody(await creditsChart(c.get('scope'), c.req.valid('query'))), 200),
    setCustomerCredits: async (c) => {
      const { id } = c.req.valid('param');
      const scope = c.get('adminScope');
      const balance = await usetCredits(deps.db, deps.clock, deps.realtime, scope, id, c.req.valid('json'));
      return c.json(okBody(balance), 200);
    },
  };
}

/**
 * /billing/credits and /billing/credits_history (issue 13 item 6; the shared contract in
 * docs/decisions.md). Members read; workspace admins set the auto top-up rule and caps. Each
 * route carries its own guards (no `use('*')`: the billing module's public webhook shares /billing).
 * Debits happen where the work is done (credits.service debitCredits), not through a route.
 */
export function creditsRoutes(deps: AppDependencies) {
  const signedIn = authenticate(deps);
  const { getCredits, listCreditsHistory, getCreditsChart, setAutoTopup, setMemberCreditCap } = routes;
  const guardedRoutes = {
    ...guardEach({ getCredits, listCreditsHistory, getCreditsChart }, signedIn, requireSpace(deps)),
    ...guardEach({ setAutoTopup, setMemberCreditCap }, signedIn, requireSpace(deps, { adminOnly: true })),
  };
  return bindOperations(createRouter(), guardedRoutes, creditsHandlers(deps));
}

/** POST /admin/customers/{id}/uset_credits (spec platform §7 Admin): platform admins, resellers for their brands; audited. */
export function creditsAdminRoutes(deps: AppDependencies) {
  const { setCustomerCredits } = routes;
  const guardedRoutes = guardEach({ setCustomerCredits }, authenticate(deps), requireAdminScope(deps));
  return bindOperations(createRouter(), guardedRoutes, creditsHandlers(deps));
}
