import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureLockedFailure, featureRoute, workspaceRowRoute } from '../../openapi/route-kinds';
import {
  CrmCompanySchema,
  CrmAuthorizeSchema,
  CrmInfoSchema,
  CrmProfileSchema,
  CurrencySchema,
  crmMessages,
  createDealInput,
  createStageInput,
  DealSchema,
  DealTimelineEntrySchema,
  DeletedStageSchema,
  deleteStageInput,
  moveDealInput,
  OwnerSchema,
  PipelineSchema,
  pipelineInput,
  StageSchema,
  searchQuery,
  stagesQuery,
  updateDealInput,
  updateStageInput,
} from './crm.schema';

const tags = ['CRM'] as const;

/** Every CRM call: authenticate and requireSpace, then the plan's native_crm (402 feature_locked). */
const crmRoute = featureRoute('native_crm', 'basic');
const crmLocked = { 402: featureLockedFailure('native_crm', 'basic') };

/** A CRM route of one pipeline, stage or deal (its id in the path), with its 404. */
const pipelineRoute = workspaceRowRoute(idParams, {
  ...crmLocked,
  404: failure(crmMessages.pipelineNotFound),
});
const stageRoute = workspaceRowRoute(idParams, { ...crmLocked, 404: failure(crmMessages.stageNotFound) });
const dealRoute = workspaceRowRoute(idParams, { ...crmLocked, 404: failure(crmMessages.dealNotFound) });
const deleted = z.object({ _id: z.string() });
const fillName = (max: number) => `name: Fill this field; name: message can not be longer than ${max}`;

export const getCrmInfo = crmRoute({
  operationId: 'getCrmInfo',
  method: 'get',
  path: '/crm_info',
  tags,
  summary: 'The CRM platform (the built-in one, always connected)',
  responses: { 200: success(CrmInfoSchema, 'The platform') },
});

export const authorizeCrm = crmRoute({
  operationId: 'authorizeCrm',
  method: 'get',
  path: '/authorize',
  tags,
  summary: 'Connect the built-in CRM: no outside sign-in, its default pipeline made on first use',
  description:
    "The built-in CRM's counterpart of HubSpot's and Pipedrive's sign-in: any member whose plan has the CRM (else 402); answers where the CRM is managed.",
  responses: { 200: success(CrmAuthorizeSchema, 'The CRM, ready') },
});

export const listCrmOwners = crmRoute({
  operationId: 'listCrmOwners',
  method: 'get',
  path: '/owners',
  tags,
  summary: "The workspace's members, who may own a deal",
  responses: { 200: success(z.array(OwnerSchema), 'The members, by name') },
});

export const listCrmCurrencies = crmRoute({
  operationId: 'listCrmCurrencies',
  method: 'get',
  path: '/currencies',
  tags,
  summary: 'The currencies a deal may use (ISO 4217)',
  responses: { 200: success(z.array(CurrencySchema), 'The currencies') },
});

export const listPipelines = crmRoute({
  operationId: 'listPipelines',
  method: 'get',
  path: '/pipelines',
  tags,
  summary: 'The pipelines, first one first (a workspace without any gets "Sales pipeline")',
  responses: { 200: success(z.array(PipelineSchema), 'The pipelines') },
});

export const createPipeline = crmRoute({
  operationId: 'createPipeline',
  method: 'post',
  path: '/pipeline',
  tags,
  summary: 'Create a pipeline, with the default stages',
  request: { body: jsonBody(pipelineInput) },
  responses: {
    201: success(PipelineSchema, 'The new pipeline'),
    400: failure(fillName(100)),
    409: failure(crmMessages.pipelineNameTaken),
  },
});

export const updatePipeline = pipelineRoute({
  operationId: 'updatePipeline',
  method: 'put',
  path: '/pipelines/{id}/update',
  tags,
  summary: 'Rename a pipeline',
  request: { body: jsonBody(pipelineInput) },
  responses: {
    200: success(PipelineSchema, 'The pipeline as it is now'),
    400: failure(fillName(100)),
    409: failure(crmMessages.pipelineNameTaken),
  },
});

export const deletePipeline = pipelineRoute({
  operationId: 'deletePipeline',
  method: 'delete',
  path: '/pipelines/{id}/delete',
  tags,
  summary: 'Delete a pipeline with its stages and deals (the last one stays)',
  responses: {
    200: success(deleted, 'The deleted pipeline'),
    400: failure(crmMessages.lastPipeline),
  },
});

export const listStages = crmRoute({
  operationId: 'listStages',
  method: 'get',
  path: '/stages',
  tags,
  summary: "A pipeline's stages in order, with their deals",
  request: { query: stagesQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(StageSchema), 'The stages'),
    404: failure(crmMessages.pipelineNotFound),
  },
});

export const getStage = stageRoute({
  operationId: 'getStage',
  method: 'get',
  path: '/stages/{id}',
  tags,
  summary: 'A stage with its deals',
  responses: {
    200: success(StageSchema, 'The stage'),
  },
});

export const createStage = crmRoute({
  operationId: 'createStage',
  method: 'post',
  path: '/stage',
  tags,
  summary: 'Create a stage in a pipeline, at `order` or at the end',
  request: { body: jsonBody(createStageInput) },
  responses: {
    201: success(StageSchema, 'The new stage (no deals yet)'),
    400: failure(
      `${fillName(100)}; probability: ${crmMessages.probability}; probability: ${crmMessages.probabilityMax}`,
    ),
    404: failure(crmMessages.pipelineNotFound),
  },
});

export const updateStage = stageRoute({
  operationId: 'updateStage',
  method: 'put',
  path: '/stages/{id}/update',
  tags,
  summary: 'Rename a stage, change its probability or its place (it stays in its pipeline)',
  request: { body: jsonBody(updateStageInput) },
  responses: {
    200: success(StageSchema, 'The stage as it is now'),
    400: failure(
      `${fillName(100)}; probability: ${crmMessages.probability}; ${crmMessages.stageOtherPipeline}`,
    ),
    404: failure(`${crmMessages.stageNotFound}; ${crmMessages.pipelineNotFound}`),
  },
});

export const deleteStage = stageRoute({
  operationId: 'deleteStage',
  method: 'delete',
  path: '/stages/{id}/delete',
  tags,
  summary: 'Delete a stage; its deals move to the end of `stage_to_move` (query or JSON body)',
  request: {
    query: deleteStageInput.extend(spaceQuery.shape),
    // A DELETE may come without a body; `stage_to_move` may then be in the query.
    body: { required: false, content: { 'application/json': { schema: deleteStageInput } } },
  },
  responses: {
    200: success(DeletedStageSchema, 'The deleted stage and how many deals moved'),
    400: failure(`${crmMessages.lastStage}; ${crmMessages.stageToMove}; ${crmMessages.stageToMoveSame}`),
  },
});

export const searchCrmProfiles = crmRoute({
  operationId: 'searchCrmProfiles',
  method: 'get',
  path: '/profiles',
  tags,
  summary: "The workspace's prospects by name, company or email, at most 10",
  request: { query: searchQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(CrmProfileSchema), 'The prospects found'),
    400: failure('q: message can not be longer than 200; limit: limit must be a number from 1 to 10'),
  },
});

export const searchCrmCompanies = crmRoute({
  operationId: 'searchCrmCompanies',
  method: 'get',
  path: '/companies',
  tags,
  summary: "Company names of the workspace's prospects, at most 10",
  request: { query: searchQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(CrmCompanySchema), 'The companies found'),
    400: failure('q: message can not be longer than 200; limit: limit must be a number from 1 to 10'),
  },
});

export const getDeal = dealRoute({
  operationId: 'getDeal',
  method: 'get',
  path: '/deals/{id}',
  tags,
  summary: 'A deal',
  responses: {
    200: success(DealSchema, 'The deal'),
  },
});

export const getDealTimeline = dealRoute({
  operationId: 'getDealTimeline',
  method: 'get',
  path: '/deals/{id}/timeline',
  tags,
  summary: "What happened to the deal's prospect, newest first (a booked meeting)",
  responses: {
    200: success(z.array(DealTimelineEntrySchema), 'The timeline, at most 50 entries'),
  },
});

const dealFailures = `${fillName(200)}; amount: ${crmMessages.amount}; currency: ${crmMessages.currency}; status: ${crmMessages.status}; ${crmMessages.stageOtherPipeline}; ${crmMessages.ownerNotMember}`;

export const createDeal = crmRoute({
  operationId: 'createDeal',
  method: 'post',
  path: '/deals',
  tags,
  summary: 'Create a deal at the end of its stage',
  request: { body: jsonBody(createDealInput) },
  responses: {
    201: success(DealSchema, 'The new deal'),
    400: failure(dealFailures),
    404: failure(`${crmMessages.stageNotFound}; ${crmMessages.prospectNotFound}`),
  },
});

export const updateDeal = dealRoute({
  operationId: 'updateDeal',
  method: 'put',
  path: '/deals/{id}/update',
  tags,
  summary: "Change a deal's fields, status or stage (a new stage puts it at the end)",
  request: { body: jsonBody(updateDealInput) },
  responses: {
    200: success(DealSchema, 'The deal as it is now'),
    400: failure(dealFailures),
    404: failure(
      `${crmMessages.dealNotFound}; ${crmMessages.stageNotFound}; ${crmMessages.prospectNotFound}`,
    ),
  },
});

export const moveDeal = dealRoute({
  operationId: 'moveDeal',
  method: 'patch',
  path: '/deals/{id}/update',
  tags,
  summary: 'Move a deal to `new_position` of its stage, or of `crm_stage`',
  request: { body: jsonBody(moveDealInput) },
  responses: {
    200: success(DealSchema, 'The deal where it is now'),
    400: failure(`new_position: new_position must be a number, 0 or more; ${crmMessages.stageOtherPipeline}`),
    404: failure(`${crmMessages.dealNotFound}; ${crmMessages.stageNotFound}`),
  },
});

export const deleteDeal = dealRoute({
  operationId: 'deleteDeal',
  method: 'delete',
  path: '/deals/{id}/delete',
  tags,
  summary: 'Delete a deal (its stage is renumbered)',
  responses: {
    200: success(deleted, 'The deleted deal'),
  },
});
