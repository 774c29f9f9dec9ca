import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import type { ExternalCrmPlatform } from '../../db/schema/crm-connections';
import { AppError } from '../../errors';
import {
  addressFailure,
  bearerSecurity,
  createRoute,
  createRouter,
  failure,
  idParams,
  jsonBody,
  lockedFailure,
  okBody,
  spaceQuery,
  success,
  workspaceFailures,
  z,
} from '../../openapi/contract';
import { publicOrigin } from '../../public-url';
import { authenticate } from '../../platform/authenticate';
import { beginOAuthState, consumeOAuthState, stateActor } from '../../platform/oauth-state';
import { assertFeature, requireFeature } from '../../platform/entitlements';
import { lazySecretBox } from '../../providers/secrets/credential-secrets';
import { requireSpace } from '../../platform/space-access';
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
import type { CrmSyncContext } from './crm-connection';
import { completeOauth, oauthUrl } from './crm-oauth';
import { pushProspects, reload } from './crm-push';
import { createDeal, listCurrencies, listOwners, listPipelines, listStages, updateDeal } from './crm-remote';
import { getCrmInfo, loginWithToken, logout } from './crm-sync.service';
import type { CrmSyncSettings } from './crm-sync.settings';

const crmTags = { hubspot: 'CRM: HubSpot', pipedrive: 'CRM: Pipedrive' } as const;

/**
 * One set of declarations per platform. Their operationIds name the platform, `<verb><Label><Object>`:
 * getHubSpotLogin, connectHubSpot, completeHubSpotOauth, disconnectHubSpot, getHubSpotCrmInfo,
 * getHubSpotUser, syncHubSpot, listHubSpotOwners, listHubSpotCurrencies, listHubSpotPipelines,
 * listHubSpotStages, createHubSpotDeal, updateHubSpotDeal, moveHubSpotDeal, pushToHubSpot (and the
 * same with Pipedrive); the key of each below is the object without the platform.
 */
function routesOf(platform: ExternalCrmPlatform) {
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
  return {
    startLogin: createRoute(
      route({
        operationId: operationId('get', 'Login'),
        method: 'get' as const,
        path: '/login',
        summary: `How to connect ${label}: the OAuth sign-in URL when this server has an OAuth app, else null (connect with a token); its single-use state is bound to this browser by an HttpOnly cookie`,
        request: { query: spaceQuery },
        responses: { 200: success(CrmLoginStartSchema, 'Where to connect'), ...failures },
      }),
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
    logout: createRoute(
      route({
        operationId: operationId('disconnect'),
        method: 'post' as const,
        path: '/logout',
        summary: `Disconnect ${label} (its tokens are forgotten)`,
        request: { query: spaceQuery },
        responses: { 200: success(CrmSyncInfoSchema, 'The connection, disconnected'), ...failures },
      }),
    ),
    info: createRoute(
      route({
        operationId: operationId('get', 'CrmInfo'),
        method: 'get' as const,
        path: '/crm_info',
        summary: `The ${label} connection: status, account, last sync and last error`,
        request: { query: spaceQuery },
        responses: { 200: success(CrmSyncInfoSchema, 'The connection'), ...failures },
      }),
    ),
    user: createRoute(
      route({
        operationId: operationId('get', 'User'),
        method: 'get' as const,
        path: '/user',
        summary: `The ${label} account the connection uses`,
        request: { query: spaceQuery },
        responses: { 200: success(CrmSyncInfoSchema, 'The connection and its account'), ...failures },
      }),
    ),
    reload: createRoute(
      route({
        operationId: operationId('sync'),
        method: 'post' as const,
        path: '/reload',
        summary: `Sync now: waiting "Push to CRM" steps and new contacts go to ${label}`,
        request: { query: spaceQuery },
        responses: { 200: success(CrmSyncResultSchema, 'What the sync did'), ...failures },
      }),
    ),
    owners: createRoute(
      route({
        operationId: operationId('list', 'Owners'),
        method: 'get' as const,
        path: '/owners',
        summary: `${label}'s users who may own a deal (live)`,
        request: { query: spaceQuery },
        responses: { 200: success(z.array(RemoteOwnerSchema), 'The owners'), ...failures },
      }),
    ),
    currencies: createRoute(
      route({
        operationId: operationId('list', 'Currencies'),
        method: 'get' as const,
        path: '/currencies',
        summary: `The currencies ${label} accepts (live)`,
        request: { query: spaceQuery },
        responses: { 200: success(z.array(RemoteCurrencySchema), 'The currencies'), ...failures },
      }),
    ),
    pipelines: createRoute(
      route({
        operationId: operationId('list', 'Pipelines'),
        method: 'get' as const,
        path: '/pipelines',
        summary: `${label}'s deal pipelines (live)`,
        request: { query: spaceQuery },
        responses: { 200: success(z.array(RemotePipelineSchema), 'The pipelines'), ...failures },
      }),
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
 * /integrations/crm/{hubspot|pipedrive} (spec outreach §7 "CRM, under
 * /integrations/crm/{platform}"), one router per platform over one CrmAdapter.
 * Reads are live from the service; only the connection and the links are kept here.
 */
export function crmSyncRoutes(
  deps: AppDependencies,
  platform: ExternalCrmPlatform,
  options: { settings: CrmSyncSettings; credentialsKey?: string },
) {
  const routes = routesOf(platform);
  const secrets = lazySecretBox(deps.db, options.credentialsKey);
  const router = createRouter();
  const redirectUri = (c: Context) =>
    `${publicOrigin(deps.publicUrl, c.req.url)}/api/integrations/crm/${platform}/oauth_callback`;
  const contextOf = (c: Context<AppEnv>): CrmSyncContext => ({
    scope: c.get('scope'),
    platform,
    settings: options.settings,
    secrets,
  });

  // Before the session middleware: the browser comes back from the CRM without our token. The
  // state it brings must be one this browser began (its cookie), unused and unexpired; then the
  // user and workspace it names must still be allowed, the plan still include the CRM, and only
  // then is the code exchanged.
  router.openapi(routes.oauthCallback, async (c) => {
    const { code, state, error } = c.req.valid('query');
    const back = (reason?: string) =>
      c.redirect(`/crm/manage/${platform}${reason ? `?error=${encodeURIComponent(reason)}` : ''}`, 302);
    if (error) return back(crmSyncMessages.oauthFailed(platform));
    const started = await consumeOAuthState(deps, c, {
      purpose: `crm:${platform}`,
      origin: publicOrigin(deps.publicUrl, c.req.url),
      state,
    });
    if (!started) return back(crmSyncMessages.oauthStateRefused(platform));
    try {
      const { resolved } = await stateActor(deps.db, started, crmSyncMessages.oauthStateRefused(platform));
      await assertFeature(deps.db, resolved.space, `${platform}_crm`);
      if (!code) return back(crmSyncMessages.oauthFailed(platform));
      await completeOauth(
        {
          scope: { db: deps.db, spaceId: resolved.space.id, clock: deps.clock, realtime: deps.realtime },
          platform,
          settings: options.settings,
          secrets,
        },
        code,
        started.userId ?? '',
        redirectUri(c),
      );
      return back();
    } catch (failed) {
      return back(failed instanceof AppError ? failed.message : crmSyncMessages.oauthFailed(platform));
    }
  });

  router.use('*', authenticate(deps), requireSpace(deps), requireFeature(deps, `${platform}_crm`));

  router.openapi(routes.startLogin, async (c) => {
    if (!options.settings[platform].oauth) return c.json(okBody({ oauth_url: null }), 200);
    const state = await beginOAuthState(deps, c, {
      purpose: `crm:${platform}`,
      origin: publicOrigin(deps.publicUrl, c.req.url),
      spaceId: c.get('space').id,
      userId: c.get('user').id,
    });
    return c.json(okBody({ oauth_url: oauthUrl(contextOf(c), state, redirectUri(c)) }), 200);
  });
  router.openapi(routes.login, async (c) =>
    c.json(okBody(await loginWithToken(contextOf(c), c.req.valid('json').token, c.get('user').id)), 200),
  );
  router.openapi(routes.logout, async (c) => c.json(okBody(await logout(contextOf(c))), 200));
  router.openapi(routes.info, async (c) => c.json(okBody(await getCrmInfo(contextOf(c))), 200));
  router.openapi(routes.user, async (c) => c.json(okBody(await getCrmInfo(contextOf(c))), 200));
  router.openapi(routes.reload, async (c) => c.json(okBody(await reload(contextOf(c))), 200));
  router.openapi(routes.owners, async (c) => c.json(okBody(await listOwners(contextOf(c))), 200));
  router.openapi(routes.currencies, async (c) => c.json(okBody(await listCurrencies(contextOf(c))), 200));
  router.openapi(routes.pipelines, async (c) => c.json(okBody(await listPipelines(contextOf(c))), 200));
  router.openapi(routes.stages, async (c) =>
    c.json(okBody(await listStages(contextOf(c), c.req.valid('query').pipeline_id)), 200),
  );
  router.openapi(routes.createDeal, async (c) =>
    c.json(okBody(await createDeal(contextOf(c), c.req.valid('json'))), 201),
  );
  router.openapi(routes.updateDeal, async (c) =>
    c.json(okBody(await updateDeal(contextOf(c), c.req.valid('param').id, c.req.valid('json'))), 200),
  );
  router.openapi(routes.moveDeal, async (c) =>
    c.json(
      okBody(
        await updateDeal(contextOf(c), c.req.valid('param').id, { crm_stage: c.req.valid('json').crm_stage }),
      ),
      200,
    ),
  );
  router.openapi(routes.push, async (c) => {
    const input = c.req.valid('json');
    return c.json(
      okBody(await pushProspects(contextOf(c), input.profile_ids, input.create_deal ?? false)),
      200,
    );
  });

  return router;
}
