import { billingMessages } from '@outreach/core/billing';
import { errorMessages } from '../../errors';
import { failure, lockedFailure, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute } from '../../openapi/route-kinds';
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
