import type { AppDependencies } from '../../platform/context';
import { createRouter, guarded, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import { requireFeature } from '../../platform/entitlements';
import { requireSpace } from '../../platform/space-access';
import * as routes from './crm-common.routes';
import { exportCrmDuplicates, listCrmSuggestions } from './crm-common.service';

/** The handlers of crm-common.routes.ts, under their operationIds. */
export function crmCommonHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    listCrmSuggestions: async (c) => c.json(okBody(await listCrmSuggestions(c.get('scope'))), 200),
    exportCrmDuplicates: async (c) => {
      const result = await exportCrmDuplicates(deps, {
        scope: c.get('scope'),
        user: c.get('user'),
        access: c.get('access'),
        brand: c.get('space').brand,
        input: c.req.valid('json'),
      });
      return c.json(okBody(result), 200);
    },
  };
}

/**
 * /integrations/crm (spec outreach §7 "CRM"), the calls of no one platform: any member of the
 * workspace; the duplicates export also needs the plan's built-in CRM (it reads its deals). The
 * checks sit on each route, not on the router: a router-wide check would also run for the
 * platforms' paths below /integrations/crm (their OAuth redirects come without a session).
 */
export function crmCommonRoutes(deps: AppDependencies) {
  const member = [authenticate(deps), requireSpace(deps)];
  const checked = {
    listCrmSuggestions: guarded(routes.listCrmSuggestions, ...member),
    exportCrmDuplicates: guarded(routes.exportCrmDuplicates, ...member, requireFeature(deps, 'native_crm')),
  };
  return bindOperations(createRouter(), checked, crmCommonHandlers(deps));
}
