import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import type { ExternalCrmPlatform } from '../../db/schema/crm-connections';
import { AppError } from '../../errors';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { publicOrigin } from '../../public-url';
import { authenticate } from '../../platform/authenticate';
import { beginOAuthState, consumeOAuthState, stateActor } from '../../platform/oauth-state';
import { assertFeature, requireFeature } from '../../platform/entitlements';
import { lazySecretBox } from '../../providers/secrets/credential-secrets';
import { requireSpace } from '../../platform/space-access';
import type { CrmSyncContext } from './crm-connection';
import { completeOauth, oauthUrl } from './crm-oauth';
import { pushProspects, reload } from './crm-push';
import { createDeal, listCurrencies, listOwners, listPipelines, listStages, updateDeal } from './crm-remote';
import { crmSyncDeclarations } from './crm-sync.routes';
import { crmSyncMessages } from './crm-sync.schema';
import { getCrmInfo, loginWithToken, logout } from './crm-sync.service';
import type { CrmSyncSettings } from './crm-sync.settings';

type CrmSyncRoutes = ReturnType<typeof crmSyncDeclarations>;

/** What the handlers of one platform's router stand on. */
interface CrmSyncRouter {
  deps: AppDependencies;
  platform: ExternalCrmPlatform;
  settings: CrmSyncSettings;
  secrets: CrmSyncContext['secrets'];
}

const redirectUri = ({ deps, platform }: CrmSyncRouter, c: Context) =>
  `${publicOrigin(deps.publicUrl, c.req.url)}/api/integrations/crm/${platform}/oauth_callback`;

/**
 * The browser back from the CRM, without our token. The state it brings must be one this browser
 * began (its cookie), unused and unexpired; then the user and workspace it names must still be
 * allowed, the plan still include the CRM, and only then is the code exchanged.
 */
function oauthCallback(on: CrmSyncRouter): RouteHandler<CrmSyncRoutes['oauthCallback'], AppEnv> {
  const { deps, platform } = on;
  return async (c) => {
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
          settings: on.settings,
          secrets: on.secrets,
        },
        code,
        started.userId ?? '',
        redirectUri(on, c),
      );
      return back();
    } catch (failed) {
      return back(failed instanceof AppError ? failed.message : crmSyncMessages.oauthFailed(platform));
    }
  };
}

/** The handlers of one platform, keyed like crmSyncDeclarations (the object without the platform). */
export function crmSyncHandlers(on: CrmSyncRouter): Handlers<CrmSyncRoutes> {
  const { deps, platform } = on;
  const contextOf = (c: Context<AppEnv>): CrmSyncContext => ({
    scope: c.get('scope'),
    platform,
    settings: on.settings,
    secrets: on.secrets,
  });
  return {
    oauthCallback: oauthCallback(on),
    startLogin: async (c) => {
      if (!on.settings[platform].oauth) return c.json(okBody({ oauth_url: null }), 200);
      const state = await beginOAuthState(deps, c, {
        purpose: `crm:${platform}`,
        origin: publicOrigin(deps.publicUrl, c.req.url),
        spaceId: c.get('space').id,
        userId: c.get('user').id,
      });
      return c.json(okBody({ oauth_url: oauthUrl(contextOf(c), state, redirectUri(on, c)) }), 200);
    },
    login: async (c) =>
      c.json(okBody(await loginWithToken(contextOf(c), c.req.valid('json').token, c.get('user').id)), 200),
    logout: async (c) => c.json(okBody(await logout(contextOf(c))), 200),
    info: async (c) => c.json(okBody(await getCrmInfo(contextOf(c))), 200),
    user: async (c) => c.json(okBody(await getCrmInfo(contextOf(c))), 200),
    reload: async (c) => c.json(okBody(await reload(contextOf(c))), 200),
    owners: async (c) => c.json(okBody(await listOwners(contextOf(c))), 200),
    currencies: async (c) => c.json(okBody(await listCurrencies(contextOf(c))), 200),
    pipelines: async (c) => c.json(okBody(await listPipelines(contextOf(c))), 200),
    stages: async (c) =>
      c.json(okBody(await listStages(contextOf(c), c.req.valid('query').pipeline_id)), 200),
    createDeal: async (c) => c.json(okBody(await createDeal(contextOf(c), c.req.valid('json'))), 201),
    updateDeal: async (c) =>
      c.json(okBody(await updateDeal(contextOf(c), c.req.valid('param').id, c.req.valid('json'))), 200),
    moveDeal: async (c) =>
      c.json(
        okBody(
          await updateDeal(contextOf(c), c.req.valid('param').id, {
            crm_stage: c.req.valid('json').crm_stage,
          }),
        ),
        200,
      ),
    push: async (c) => {
      const input = c.req.valid('json');
      return c.json(
        okBody(await pushProspects(contextOf(c), input.profile_ids, input.create_deal ?? false)),
        200,
      );
    },
  };
}

/**
 * The declarations and handlers under their operationIds (`getHubSpotLogin`, ...), as
 * bindOperations pairs them. Each handler was typed by its declaration under the shared key.
 */
function byOperationId<Routes extends Record<string, RouteConfig>>(
  routes: Routes,
  handlers: Handlers<Routes>,
) {
  const named: Record<string, RouteConfig> = {};
  const bound: Handlers<Record<string, RouteConfig>> = {};
  for (const [key, route] of Object.entries(routes)) {
    const operationId = route.operationId as string;
    named[operationId] = route;
    bound[operationId] = handlers[key] as never;
  }
  return [named, bound] as const;
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
  const on: CrmSyncRouter = {
    deps,
    platform,
    settings: options.settings,
    secrets: lazySecretBox(deps.db, options.credentialsKey),
  };
  const { oauthCallback: callback, ...behindSession } = crmSyncDeclarations(platform);
  const { oauthCallback: callbackHandler, ...sessionHandlers } = crmSyncHandlers(on);
  const router = createRouter();
  // Before the session middleware: the browser comes back from the CRM without our token.
  bindOperations(router, ...byOperationId({ oauthCallback: callback }, { oauthCallback: callbackHandler }));
  router.use('*', authenticate(deps), requireSpace(deps), requireFeature(deps, `${platform}_crm`));
  return bindOperations(router, ...byOperationId(behindSession, sessionHandlers));
}
