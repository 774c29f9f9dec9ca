import { billingMessages } from '@outreach/core/billing';
import type { AppDependencies } from '../../platform/context';
import { AppError, errorMessages } from '../../errors';
import {
  createRouter,
  failure,
  lockedFailure,
  jsonBody,
  okBody,
  spaceQuery,
  success,
  z,
} from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute } from '../../openapi/route-kinds';
import { authenticate } from '../../platform/authenticate';
import { requireFeature } from '../../platform/entitlements';
import { creditsSpent } from '../credits';
import { requireSpace } from '../../platform/space-access';
import {
  AddToWorkflowResultSchema,
  addToWorkflowInput,
  EnrichResultSchema,
  FinderCountSchema,
  FinderFilterValueSchema,
  FinderPageSchema,
  filterParams,
  filterValuesQuery,
  finderListQuery,
  finderMessages,
  finderSelectionQuery,
} from './finder.schema';
import { addToWorkflow, enrichPeople, filterValues, searchPeople } from './finder.service';

const tags = ['Prospect finder'] as const;

/** 402 when the plan does not include the feature (platform/entitlements.ts). */
const enrichLocked = lockedFailure(
  `Enrichment is available from the Growth plan: upgrade to use it (code feature_locked); ${billingMessages.notEnoughCredits}; ${billingMessages.contactSalesCredits}; ${billingMessages.memberCapReached}`,
);

/** 402 when the plan does not include the feature (platform/entitlements.ts). */
const finderLocked = featureLockedFailure('prospect_finder', 'growth');
const badQuery = `filters: ${finderMessages.filtersJson}; page_size can not be more than 100`;

export const searchFinderProfiles = workspaceRoute({
  operationId: 'searchFinderProfiles',
  method: 'get',
  path: '/v2/looch/profiles',
  tags,
  summary: 'People of the data set matching the filters, by page (or only their count)',
  request: { query: finderListQuery.extend(spaceQuery.shape) },
  responses: {
    402: finderLocked,
    200: success(
      z.union([FinderPageSchema, FinderCountSchema]),
      'A page of people, or `{ count }` with count_only',
    ),
    400: failure(badQuery),
  },
});

export const listFilterSuggestions = workspaceRoute({
  operationId: 'listFilterSuggestions',
  method: 'get',
  path: '/looch/filters/{filter}',
  tags,
  summary: "Suggestions for a filter's input",
  request: { params: filterParams, query: filterValuesQuery.extend(spaceQuery.shape) },
  responses: {
    402: finderLocked,
    200: success(z.array(FinderFilterValueSchema), 'The values, in alphabetical order'),
    400: failure('limit can not be more than 50'),
    404: failure(finderMessages.unknownFilter),
  },
});

export const addFinderProfilesToWorkflow = workspaceRoute({
  operationId: 'addFinderProfilesToWorkflow',
  method: 'post',
  path: '/v2/looch/profiles/add_to_workflow',
  tags,
  summary: "Copy the chosen people into the workspace's prospects and the campaign (pending)",
  description:
    'The people are `ids` or `linkedin_urls` when given, else the first `limit` matching `filters`.',
  request: { query: finderSelectionQuery.extend(spaceQuery.shape), body: jsonBody(addToWorkflowInput) },
  responses: {
    402: finderLocked,
    200: success(AddToWorkflowResultSchema, 'What was added'),
    400: failure(`workflow_id: Fill this field; ${finderMessages.noPeople}; ${finderMessages.emailOnly}`),
    404: failure(errorMessages.workflowNotFound),
  },
});

export const enrichFinderProfiles = workspaceRoute({
  operationId: 'enrichFinderProfiles',
  method: 'post',
  path: '/v2/looch/profiles/enrich',
  tags,
  summary: "Reveal the chosen people's verified email (1 credit each, once per workspace)",
  description:
    'The people are `ids` or `linkedin_urls` when given, else the first `limit` matching `filters`.',
  request: { query: finderSelectionQuery.extend(spaceQuery.shape) },
  responses: {
    402: enrichLocked,
    200: success(EnrichResultSchema, 'Each person and what enrichment found'),
    400: failure(`${finderMessages.noPeople}; limit can not be more than 1000`),
  },
});

export const pushFinderProfilesToGhl = workspaceRoute({
  operationId: 'pushFinderProfilesToGhl',
  method: 'post',
  path: '/v2/looch/profiles/push_to_ghl',
  tags,
  summary: 'Push people to GoHighLevel (no such integration yet: always refused)',
  responses: {
    400: failure(finderMessages.ghlNotConfigured),
  },
});

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

  router.openapi({ ...searchFinderProfiles, middleware: [finder] }, async (c) =>
    c.json(okBody(await searchPeople(c.get('scope'), c.req.valid('query'))), 200),
  );

  router.openapi({ ...listFilterSuggestions, middleware: [finder] }, async (c) =>
    c.json(
      okBody(await filterValues(c.get('scope'), c.req.valid('param').filter, c.req.valid('query'))),
      200,
    ),
  );

  router.openapi({ ...addFinderProfilesToWorkflow, middleware: [finder] }, async (c) =>
    c.json(okBody(await addToWorkflow(c.get('scope'), c.req.valid('query'), c.req.valid('json'))), 200),
  );

  router.openapi({ ...enrichFinderProfiles, middleware: [enrichment] }, async (c) =>
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
  );

  // No GoHighLevel integration exists in this product yet: a clear refusal, never a 500.
  router.openapi(pushFinderProfilesToGhl, () => {
    throw new AppError(400, finderMessages.ghlNotConfigured);
  });

  return router;
}
