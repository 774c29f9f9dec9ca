import type { RouteConfig } from '@hono/zod-openapi';
import type { ExternalCrmPlatform } from '../../db/schema/crm-connections';
import {
  addressFailure,
  bearerSecurity,
  createRoute,
  failure,
  idParams,
  jsonBody,
  lockedFailure,
  spaceQuery,
  success,
  workspaceFailures,
  z,
} from '../../openapi/contract';
import {
  CrmLoginStartSchema,
  CrmSyncInfoSchema,
  CrmSyncResultSchema,
  crmSyncMessages,
  loginInput,
  oauthCallbackQuery,
  platformLabels,
  pushInput,
  RemoteCurrencySchema,
  RemoteDealSchema,
  RemoteOwnerSchema,
  RemotePipelineSchema,
  RemoteStageSchema,
  remoteDealInput,
  remoteDealMove,
  remoteDealUpdate,
  remoteStagesQuery,
} from './crm-sync.schema';

const crmTags = { hubspot: 'CRM: HubSpot', pipedrive: 'CRM: Pipedrive' } as const;

/** What every declaration of one platform shares: its label, tag, failures and operationId's form. */
function platformOf(platform: ExternalCrmPlatform) {
  const label = platformLabels[platform];
  const tags = [crmTags[platform]] as const;
  const operationId = (verb: string, object = '') => `${verb}${label}${object}`;
  const failures = {
    ...workspaceFailures,
    402: lockedFailure(`${label} is not in this plan: upgrade to use it (code feature_locked)`),
    409: failure(`${crmSyncMessages.notConnected(platform)}; ${crmSyncMessages.expired(platform)}`),
    502: failure(crmSyncMessages.unreachable(platform)),
  };
  const route = <T extends object>(config: T) => ({ tags, security: bearerSecurity, ...config });
  /** A call with only the space query, answering one body (most calls of a platform). */
  const plain = <
    const Config extends { operationId: string; method: 'get' | 'post'; path: string; summary: string },
    Answer extends RouteConfig['responses'][string],
  >(
    config: Config,
    answer: Answer,
  ) =>
    createRoute(
      route({ ...config, request: { query: spaceQuery }, responses: { 200: answer, ...failures } }),
    );
  return { label, tags, operationId, failures, route, plain };
}

/** Connecting and disconnecting the platform, its connection's state, and the sync. */
function connectionRoutes(platform: ExternalCrmPlatform) {
  const { label, tags, operationId, failures, route, plain } = platformOf(platform);
  return {
    startLogin: plain(
      {
        operationId: operationId('get', 'Login'),
        method: 'get',
        path: '/login',
        summary: `How to connect ${label}: the OAuth sign-in URL when this server has an OAuth app, else null (connect with a token); its single-use state is bound to this browser by an HttpOnly cookie`,
      },
      success(CrmLoginStartSchema, 'Where to connect'),
    ),
    login: createRoute(
      route({
        operationId: operationId('connect'),
        method: 'post' as const,
        path: '/login',
        summary: `Connect ${label} with a token (checked with ${label} first)`,
        request: { query: spaceQuery, body: jsonBody(loginInput) },
        responses: {
          200: success(CrmSyncInfoSchema, 'The connection'),
          400: failure(`${crmSyncMessages.tokenRefused(platform)}; ${crmSyncMessages.tokenRequired}`),
          ...failures,
        },
      }),
    ),
    oauthCallback: createRoute({
      operationId: operationId('complete', 'Oauth'),
      method: 'get' as const,
      path: '/oauth_callback',
      tags,
      summary: `${label} OAuth redirect: keeps the connection, then back to /crm/manage/${platform}`,
      request: { query: oauthCallbackQuery },
      responses: {
        302: {
          description: `To /crm/manage/${platform}, with ?error= when the sign-in failed: a state this browser did not begin (its cookie from GET /login), used or older than 10 minutes; the workspace no longer allowed or its plan without ${label}`,
          headers: z.object({ Location: z.string() }),
        },
        400: addressFailure,
      },
    }),
    logout: plain(
      {
        operationId: operationId('disconnect'),
        method: 'post',
        path: '/logout',
        summary: `Disconnect ${label} (its tokens are forgotten)`,
      },
      success(CrmSyncInfoSchema, 'The connection, disconnected'),
    ),
    info: plain(
      {
        operationId: operationId('get', 'CrmInfo'),
        method: 'get',
        path: '/crm_info',
        summary: `The ${label} connection: status, account, last sync and last error`,
      },
      success(CrmSyncInfoSchema, 'The connection'),
    ),
    user: plain(
      {
        operationId: operationId('get', 'User'),
        method: 'get',
        path: '/user',
        summary: `The ${label} account the connection uses`,
      },
      success(CrmSyncInfoSchema, 'The connection and its account'),
    ),
    reload: plain(
      {
        operationId: operationId('sync'),
        method: 'post',
        path: '/reload',
        summary: `Sync now: waiting "Push to CRM" steps and new contacts go to ${label}`,
      },
      success(CrmSyncResultSchema, 'What the sync did'),
    ),
  };
}

/** The platform's own records, read live, its deals, and Push to CRM. */
function remoteRoutes(platform: ExternalCrmPlatform) {
  const { label, operationId, failures, route, plain } = platformOf(platform);
  return {
    owners: plain(
      {
        operationId: operationId('list', 'Owners'),
        method: 'get',
        path: '/owners',
        summary: `${label}'s users who may own a deal (live)`,
      },
      success(z.array(RemoteOwnerSchema), 'The owners'),
    ),
    currencies: plain(
      {
        operationId: operationId('list', 'Currencies'),
        method: 'get',
        path: '/currencies',
        summary: `The currencies ${label} accepts (live)`,
      },
      success(z.array(RemoteCurrencySchema), 'The currencies'),
    ),
    pipelines: plain(
      {
        operationId: operationId('list', 'Pipelines'),
        method: 'get',
        path: '/pipelines',
        summary: `${label}'s deal pipelines (live)`,
      },
      success(z.array(RemotePipelineSchema), 'The pipelines'),
    ),
    stages: createRoute(
      route({
        operationId: operationId('list', 'Stages'),
        method: 'get' as const,
        path: '/stages',
        summary: `A ${label} pipeline's stages with their deals (live): the board`,
        request: { query: remoteStagesQuery.extend(spaceQuery.shape) },
        responses: {
          200: success(z.array(RemoteStageSchema), 'The stages'),
          404: failure('Pipeline not found'),
          ...failures,
        },
      }),
    ),
    createDeal: createRoute(
      route({
        operationId: operationId('create', 'Deal'),
        method: 'post' as const,
        path: '/deals',
        summary: `Create a deal on ${label}`,
        request: { query: spaceQuery, body: jsonBody(remoteDealInput) },
        responses: {
          201: success(RemoteDealSchema, 'The new deal'),
          400: failure(`name: Fill this field; ${label}'s refusal`),
          ...failures,
        },
      }),
    ),
    updateDeal: createRoute(
      route({
        operationId: operationId('update', 'Deal'),
        method: 'put' as const,
        path: '/deals/{id}/update',
        summary: `Change a ${label} deal's fields or stage`,
        request: { params: idParams, query: spaceQuery, body: jsonBody(remoteDealUpdate) },
        responses: {
          200: success(RemoteDealSchema, 'The deal as it is now'),
          400: failure(`${label}'s refusal`),
          404: failure(crmSyncMessages.dealNotFound),
          ...failures,
        },
      }),
    ),
    moveDeal: createRoute(
      route({
        operationId: operationId('move', 'Deal'),
        method: 'patch' as const,
        path: '/deals/{id}/update',
        summary: `Move a ${label} deal to \`crm_stage\` (the board's drag and drop)`,
        request: { params: idParams, query: spaceQuery, body: jsonBody(remoteDealMove) },
        responses: {
          200: success(RemoteDealSchema, 'The deal where it is now'),
          400: failure(`${label}'s refusal`),
          404: failure(crmSyncMessages.dealNotFound),
          ...failures,
        },
      }),
    ),
    push: createRoute(
      route({
        operationId: operationId('pushTo'),
        method: 'post' as const,
        path: '/push',
        summary: `Push to CRM: each prospect becomes (or updates) a ${label} contact by email, with a deal when asked`,
        request: { query: spaceQuery, body: jsonBody(pushInput) },
        responses: {
          200: success(CrmSyncResultSchema, 'What was pushed'),
          400: failure(crmSyncMessages.profilesRequired),
          404: failure('Prospect not found'),
          ...failures,
        },
      }),
    ),
  };
}

/**
 * One set of declarations per platform. Their operationIds name the platform, `<verb><Label><Object>`:
 * getHubSpotLogin, connectHubSpot, completeHubSpotOauth, disconnectHubSpot, getHubSpotCrmInfo,
 * getHubSpotUser, syncHubSpot, listHubSpotOwners, listHubSpotCurrencies, listHubSpotPipelines,
 * listHubSpotStages, createHubSpotDeal, updateHubSpotDeal, moveHubSpotDeal, pushToHubSpot (and the
 * same with Pipedrive). The key of each is the object without the platform, so one set of handlers
 * serves both; crm-sync.handlers.ts binds each declaration by its operationId.
 */
export function crmSyncDeclarations(platform: ExternalCrmPlatform) {
  return { ...connectionRoutes(platform), ...remoteRoutes(platform) };
}
