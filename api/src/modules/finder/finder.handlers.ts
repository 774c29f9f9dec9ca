import type { AppDependencies } from '../../platform/context';
import { AppError } from '../../errors';
import { createRouter, guarded, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import { requireFeature } from '../../platform/entitlements';
import { requireSpace } from '../../platform/space-access';
import { creditsSpent } from '../credits';
import * as routes from './finder.routes';
import { finderMessages } from './finder.schema';
import { addToWorkflow, enrichPeople, filterValues, searchPeople } from './finder.service';

/** The handlers of the Prospect Finder, one per declaration of finder.routes.ts, under its operationId. */
export function finderHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    searchFinderProfiles: async (c) =>
      c.json(okBody(await searchPeople(c.get('scope'), c.req.valid('query'))), 200),
    listFilterSuggestions: async (c) =>
      c.json(
        okBody(await filterValues(c.get('scope'), c.req.valid('param').filter, c.req.valid('query'))),
        200,
      ),
    addFinderProfilesToWorkflow: async (c) =>
      c.json(okBody(await addToWorkflow(c.get('scope'), c.req.valid('query'), c.req.valid('json'))), 200),
    enrichFinderProfiles: async (c) =>
      c.json(
        okBody(
          await enrichPeople(c.get('scope'), c.req.valid('query'), {
            userId: c.get('user').id,
            // After the commit: update_credits, and the auto top-up when the balance fell under its threshold.
            afterDebit: (balance) => creditsSpent(deps, c.get('scope').spaceId, balance),
          }),
        ),
        200,
      ),
    // No GoHighLevel integration exists in this product yet: a clear refusal, never a 500.
    pushFinderProfilesToGhl: () => {
      throw new AppError(400, finderMessages.ghlNotConfigured);
    },
  };
}

/**
 * The Prospect Finder (spec outreach §7 "Prospect finder"), mounted at /api so
 * both `/v2/looch/...` and `/looch/filters/...` keep the spec's paths. The
 * data set is local (modules/finder/finder-dataset.ts).
 */
export function finderRoutes(deps: AppDependencies) {
  const router = createRouter();
  const guard = [authenticate(deps), requireSpace(deps)] as const;
  router.use('/v2/looch/*', ...guard);
  router.use('/looch/*', ...guard);
  const finder = requireFeature(deps, 'prospect_finder');
  const enrichment = requireFeature(deps, 'enrichment');
  // The plan checks need the app's dependencies; they run before each request is validated.
  const checked = {
    ...routes,
    searchFinderProfiles: guarded(routes.searchFinderProfiles, finder),
    listFilterSuggestions: guarded(routes.listFilterSuggestions, finder),
    addFinderProfilesToWorkflow: guarded(routes.addFinderProfilesToWorkflow, finder),
    enrichFinderProfiles: guarded(routes.enrichFinderProfiles, enrichment),
  };
  return bindOperations(router, checked, finderHandlers(deps));
}
