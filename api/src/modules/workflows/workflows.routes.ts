import type { RouteConfig } from '@hono/zod-openapi';
import { errorMessages } from '../../errors';
import { failure, lockedFailure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute } from '../../openapi/route-kinds';
import { workflowActionMessages } from './workflow-actions';
import { prospectMessages } from './workflow-prospects';
import { searchMessages } from './workflow-searches';
import {
  addProspectsInput,
  addSearchInput,
  CampaignProspectPageSchema,
  CampaignProspectsLinkedSchema,
  CampaignSchema,
  CampaignStepProgressSchema,
  CreatedCampaignSchema,
  createWorkflowInput,
  duplicateForCredentialInput,
  fetchWorkflowsQuery,
  listCampaignProspectsQuery,
  listWorkflowsQuery,
  orderInput,
  searchIdParams,
  searchStatusInput,
  UpdatedCampaignSchema,
  updateStatusInput,
  updateWorkflowInput,
  WorkflowOrderSchema,
  WorkflowPageSchema,
  WorkflowPickerItemSchema,
  WorkflowStatsSchema,
  workflowSchemaMessages,
} from './workflows.schema';
import { workflowMessages } from './workflows.service';
import { StartRefusalSchema } from './start-refusal.schema';
import { magicMessages } from './generation/generation.schema';

const tags = ['Campaigns'] as const;
const notFound = failure(errorMessages.workflowNotFound);
/** A new campaign past the plan's campaigns limit, or a smart sequence without smart_sequences (platform/entitlements.ts). */
const campaignLocked = lockedFailure(
  'Your plan allows {limit} campaigns: upgrade to add more (code limit_reached); Smart sequences is available from the Growth plan: upgrade to use it (code feature_locked)',
);
const smartLocked = featureLockedFailure('smart_sequences', 'growth');
/** A refused start (start-rules.ts): the step at fault and the path of its fix beside the message. */
const startRefusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: StartRefusalSchema } },
});
/** The rules of outreach §5 the builder checks too (validateCampaign), and the schema's field messages. */
const campaignRefusals = `name: Name is required; sequence: A campaign can have at most 100 steps; Credentials not found; ${workflowMessages.integrationNotFound}`;

/**
 * A call on one campaign by its id: the id in the path, the campaign's 404 unless it declares one
 * of its own, and whatever else it asks and answers.
 */
function campaignRoute<
  Request extends Omit<NonNullable<RouteConfig['request']>, 'params'> = Record<never, never>,
  Responses extends RouteConfig['responses'] = RouteConfig['responses'],
>(route: {
  operationId: string;
  method: 'get' | 'post' | 'put';
  path: `/{id}${string}`;
  summary: string;
  request?: Request;
  responses: Responses;
}) {
  const { request, responses, ...rest } = route;
  return workspaceRoute({
    ...rest,
    tags,
    request: { params: idParams, ...request } as { params: typeof idParams } & Request,
    responses: { 404: notFound, ...responses } as Omit<{ 404: typeof notFound }, keyof Responses> & Responses,
  });
}

export const listWorkflows = workspaceRoute({
  operationId: 'listWorkflows',
  method: 'get',
  path: '/',
  tags,
  summary: 'The campaigns list: archived and deleted hidden unless asked for, manual order first',
  request: { query: listWorkflowsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(WorkflowPageSchema, 'A page of campaigns'),
    400: failure('limit: Limit must be at most 100; credentials_id: credentials_id must be an account id'),
  },
});

export const fetchWorkflows = workspaceRoute({
  operationId: 'fetchWorkflows',
  method: 'get',
  path: '/fetch',
  tags,
  summary: 'Every campaign not deleted, for pickers, in list order',
  request: { query: fetchWorkflowsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(WorkflowPickerItemSchema), 'The campaigns'),
    400: failure('credentials_id: credentials_id must be an account id'),
  },
});

export const createWorkflow = workspaceRoute({
  operationId: 'createWorkflow',
  method: 'post',
  path: '/',
  tags,
  summary:
    'Create a campaign (its steps, senders and settings in one body), or with workflow_to_generate a magic campaign written by AI (answered at once, building; ai_workflow_has_been_generated when built)',
  request: { body: jsonBody(createWorkflowInput) },
  responses: {
    201: success(
      CreatedCampaignSchema,
      'The new campaign (a magic campaign carries `magic`, its generation)',
    ),
    402: lockedFailure(
      'Your plan allows {limit} campaigns: upgrade to add more (code limit_reached); Smart sequences is available from the Growth plan: upgrade to use it (code feature_locked); AI magic campaigns is available from the Scale plan: upgrade to use it (code feature_locked); Not enough credits',
    ),
    400: failure(`${campaignRefusals}; ${magicMessages.kind}; objective: ${magicMessages.objectiveRequired}`),
    404: failure(magicMessages.employeeNotFound),
  },
});

export const orderWorkflows = workspaceRoute({
  operationId: 'orderWorkflows',
  method: 'post',
  path: '/order',
  tags,
  summary: 'Put the campaigns in a manual order (positions 1..n)',
  request: { body: jsonBody(orderInput) },
  responses: {
    200: success(WorkflowOrderSchema, 'The order saved'),
    400: failure(workflowSchemaMessages.badOrder),
    404: notFound,
  },
});

export const updateSearchStatus = workspaceRoute({
  operationId: 'updateSearchStatus',
  method: 'post',
  path: '/searches/{id}/update_status',
  tags,
  summary: "Change a search's status in its campaign",
  request: { params: searchIdParams, body: jsonBody(searchStatusInput) },
  responses: {
    200: success(CampaignSchema, "The search's campaign"),
    400: failure(
      'status: Status must be one of new, paused, active, failed, finished, stopped, absent, rerun',
    ),
    404: failure(`${searchMessages.notFound}; ${errorMessages.workflowNotFound}`),
  },
});

export const downloadSearchCsv = workspaceRoute({
  operationId: 'downloadSearchCsv',
  method: 'get',
  path: '/searches/{id}/download_csv',
  tags,
  summary: "A search's prospects as a CSV file (the spec's columns, then its custom fields)",
  request: { params: searchIdParams },
  responses: {
    200: {
      description: 'The CSV file, as an attachment',
      headers: z.object({
        'Content-Disposition': z.string().openapi({ example: 'attachment; filename="search.csv"' }),
      }),
      content: { 'text/csv': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: failure(searchMessages.notFound),
  },
});

export const getWorkflow = campaignRoute({
  operationId: 'getWorkflow',
  method: 'get',
  path: '/{id}',
  summary: 'A campaign: fields, steps, senders and sources',
  responses: {
    200: success(CampaignSchema, 'The campaign'),
  },
});

export const updateWorkflow = campaignRoute({
  operationId: 'updateWorkflow',
  method: 'put',
  path: '/{id}/update/async',
  summary: 'Save a campaign (a running one follows the live-edit rule: completed steps stay)',
  request: { body: jsonBody(updateWorkflowInput) },
  responses: {
    200: success(UpdatedCampaignSchema, 'The campaign as saved, with `live_edit` when running steps changed'),
    402: smartLocked,
    400: failure(campaignRefusals),
  },
});

export const updateWorkflowStatus = campaignRoute({
  operationId: 'updateWorkflowStatus',
  method: 'post',
  path: '/{id}/update_status',
  summary: 'Start or resume (`active`) or pause (`paused`) a campaign',
  request: { body: jsonBody(updateStatusInput) },
  responses: {
    200: success(CampaignSchema, 'The campaign as it is now'),
    400: startRefusal(
      `${[
        'status: Status must be active or paused',
        workflowActionMessages.noSteps,
        workflowActionMessages.noSocialAccount,
        workflowActionMessages.noIntegration,
        workflowActionMessages.notRunning,
        workflowActionMessages.restoreFirst,
      ].join('; ')} (a refused start: code start_refused, the step at fault and the fix)`,
    ),
    402: startRefusal(
      'Step 2 (send sms): SMS is available from the Scale plan: upgrade to use it (code feature_locked): a step the plan lacks, with the step and the fix',
    ),
  },
});

/** The declaration of a move to the bin, the archive or back: the same answers, by its path. */
const move = (action: 'delete_async' | 'archive' | 'restore', summary: string) => ({
  method: 'post' as const,
  path: `/{id}/${action}` as const,
  summary,
  responses: { 200: success(CampaignSchema, 'The campaign as it is now') },
});

export const deleteWorkflow = campaignRoute({
  operationId: 'deleteWorkflow',
  ...move('delete_async', 'Delete a campaign (its prospects stop)'),
});

export const archiveWorkflow = campaignRoute({
  operationId: 'archiveWorkflow',
  ...move('archive', 'Archive a campaign (its prospects stop)'),
});

export const restoreWorkflow = campaignRoute({
  operationId: 'restoreWorkflow',
  ...move('restore', 'Bring an archived or deleted campaign back, paused'),
});

export const duplicateWorkflow = campaignRoute({
  operationId: 'duplicateWorkflow',
  method: 'post',
  path: '/{id}/duplicate',
  summary: 'A draft copy of a campaign: fields, settings, steps and senders (no prospects or searches)',
  responses: {
    201: success(CampaignSchema, 'The copy'),
    402: campaignLocked,
  },
});

export const getWorkflowRates = campaignRoute({
  operationId: 'getWorkflowRates',
  method: 'get',
  path: '/{id}/rates',
  summary: "A campaign's stats: the reporting series in all and per day, and its prospects per state",
  responses: {
    200: success(WorkflowStatsSchema, 'The stats'),
  },
});

export const getWorkflowProgress = campaignRoute({
  operationId: 'getWorkflowProgress',
  method: 'get',
  path: '/{id}/progress',
  summary: 'Completed and waiting prospects per live step',
  responses: {
    200: success(z.array(CampaignStepProgressSchema), 'One entry per live step, in order'),
  },
});

export const listWorkflowProspects = campaignRoute({
  operationId: 'listWorkflowProspects',
  method: 'get',
  path: '/{id}/prospects',
  summary: "A campaign's prospects, newest first, optionally in one state",
  request: { query: listCampaignProspectsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(CampaignProspectPageSchema, 'A page of campaign prospects'),
    400: failure('limit: Limit must be at most 100; state: state must be one of excluded, pending, …'),
  },
});

export const addWorkflowProspects = campaignRoute({
  operationId: 'addWorkflowProspects',
  method: 'post',
  path: '/{id}/prospects',
  summary: 'Put prospects of the workspace into a campaign (pending)',
  request: { body: jsonBody(addProspectsInput) },
  responses: {
    200: success(CampaignProspectsLinkedSchema, 'How many were added, skipped and moved'),
    400: failure(`prospect_ids: Choose at least one prospect; ${prospectMessages.emailOnly}`),
    404: failure(`${errorMessages.workflowNotFound}; ${prospectMessages.notFound}`),
  },
});

export const rerunSearches = campaignRoute({
  operationId: 'rerunSearches',
  method: 'post',
  path: '/{id}/rerun_searches',
  summary: 'Run every URL search of a campaign again (CSV and API sources stay)',
  responses: {
    200: success(CampaignSchema, 'The campaign, its searches to rerun'),
  },
});

export const addSearch = campaignRoute({
  operationId: 'addSearch',
  method: 'post',
  path: '/{id}/searches',
  summary: 'Add a search or list URL as a prospect source of a campaign',
  request: { body: jsonBody(addSearchInput) },
  responses: {
    201: success(CampaignSchema, 'The campaign with its new search'),
    400: failure(`url: Fill this field; ${searchMessages.invalidUrl}; ${searchMessages.duplicate}`),
  },
});

export const duplicateWorkflowsForCredential = workspaceRoute({
  operationId: 'duplicateWorkflowsForCredential',
  method: 'post',
  path: '/{id}/duplicate_workflows',
  tags,
  summary: 'A draft copy of each campaign, with this account as its only sender',
  request: {
    params: z.object({
      id: z
        .string()
        .openapi({ param: { name: 'id', in: 'path' }, description: 'The account (credential) id' }),
    }),
    body: jsonBody(duplicateForCredentialInput),
  },
  responses: {
    201: success(z.array(CampaignSchema), 'The copies'),
    402: campaignLocked,
    400: failure('workflow_ids: Choose at least one campaign'),
    404: failure(`${workflowActionMessages.credentialNotFound}; ${errorMessages.workflowNotFound}`),
  },
});
