import type { RouteHandler } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { isUuid } from '../../db/ids';
import { AppError } from '../../errors';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { emailKeys } from '../../providers/outreach-email/email-secrets';
import {
  isMailboxOAuthProvider,
  mailboxProviderNames,
  mailboxTokens,
} from '../../providers/outreach-email/oauth-mailbox';
import { publicOrigin } from '../../public-url';
import { authenticate } from '../../platform/authenticate';
import { consumeOAuthState, stateActor } from '../../platform/oauth-state';
import { requireSpace } from '../../platform/space-access';
import {
  type IntegrationsRoutesOptions,
  integrationContext,
  mailboxOAuthApps,
  mailboxRedirectUri,
} from './integration-context';
import { bindCalendlyRoutes } from './calendly/calendly.handlers';
import * as routes from './integrations.routes';
import { disconnectInput, integrationMessages, notConfigured, providerParam } from './integrations.schema';
import {
  addSmtp,
  completeMailboxConnection,
  connectIntegration,
  disconnectIntegration,
  listCredentialIntegrations,
  removeIntegration,
  setFollowUpsWithoutReplies,
  storeRotatedRefreshToken,
} from './integrations.service';

/**
 * An unknown provider, or an id that can be no integration's, is a 404 like any unknown
 * address, before the query and body are checked (the declared params document the names).
 */
const knownIntegrationPath = createMiddleware<AppEnv>(async (c, next) => {
  if (!providerParam.safeParse(c.req.param('provider')).success) {
    throw new AppError(404, integrationMessages.unknownProvider);
  }
  const id = c.req.param('id');
  if (id !== undefined && !isUuid(id)) throw new AppError(404, integrationMessages.notFound);
  await next();
});

/**
 * No session: the browser comes back from Google or Microsoft. The state must be one this browser
 * began (its cookie from connect), unused and unexpired, and its user still in the workspace,
 * before any code is exchanged; otherwise a 400 and nothing is written.
 */
function oauthCallbackHandler(
  deps: AppDependencies,
  options: IntegrationsRoutesOptions,
): RouteHandler<typeof routes.integrationOauthCallback, AppEnv> {
  const apps = mailboxOAuthApps(deps);
  return async (c) => {
    const { provider } = c.req.valid('param');
    const app = isMailboxOAuthProvider(provider) ? apps[provider] : undefined;
    if (!app || !isMailboxOAuthProvider(provider)) throw new AppError(400, notConfigured(provider));
    const { code, state, error } = c.req.valid('query');
    const back = (reason?: string) =>
      c.redirect(`/integrations?type=email${reason ? `&error=${encodeURIComponent(reason)}` : ''}`, 302);
    const name = mailboxProviderNames[provider];
    if (error) return back(`${name} sign-in was cancelled: the mailbox was not connected`);
    const origin = publicOrigin(deps.publicUrl, c.req.url);
    const started = await consumeOAuthState(deps, c, { purpose: `mailbox:${provider}`, origin, state });
    const credentialId = started?.data.credentialId;
    const integrationId = started?.data.integrationId;
    if (!started || !credentialId || !integrationId)
      throw new AppError(400, integrationMessages.oauthStateRefused);
    const { resolved } = await stateActor(deps.db, started, integrationMessages.oauthStateRefused);
    if (!code) return back(`${name} sent no sign-in code: connect the mailbox again`);
    try {
      await completeMailboxConnection(
        {
          db: deps.db,
          clock: deps.clock,
          realtime: deps.realtime,
          keys: () => emailKeys(deps.db, options.credentialsKey),
        },
        provider,
        app,
        {
          code,
          started: { spaceId: resolved.space.id, credentialId, integrationId },
          redirectUri: mailboxRedirectUri(origin, provider),
        },
      );
    } catch (failed) {
      // The provider's refusals (and the plan's limit) go back to the page in plain words.
      if (failed instanceof AppError) return back(failed.message);
      throw failed;
    }
    return back();
  };
}

/** The handlers of /integrations and /credentials/integrations, one per declaration of integrations.routes.ts. */
export function integrationsHandlers(
  deps: AppDependencies,
  options: IntegrationsRoutesOptions,
): Handlers<typeof routes> {
  return {
    integrationOauthCallback: oauthCallbackHandler(deps, options),
    connectIntegration: async (c) => {
      const context = await integrationContext(deps, c, options);
      const { provider } = c.req.valid('param');
      return c.json(
        okBody(await connectIntegration(context, provider, c.req.valid('query').credentials_id)),
        201,
      );
    },
    disconnectIntegration: async (c) => {
      // One of the two is needed, from the query or the body.
      const input = disconnectInput.parse({ ...c.req.valid('query'), ...c.req.valid('json') });
      const context = await integrationContext(deps, c, options);
      return c.json(okBody(await disconnectIntegration(context, c.req.valid('param').provider, input)), 200);
    },
    addSmtp: async (c) => {
      const { provider, id } = c.req.valid('param');
      const context = await integrationContext(deps, c, options);
      return c.json(okBody(await addSmtp(context, provider, id, c.req.valid('json'))), 200);
    },
    setFollowUps: async (c) => {
      const { provider, id } = c.req.valid('param');
      const context = await integrationContext(deps, c, options);
      const choice = c.req.valid('json').follow_ups_without_replies;
      return c.json(okBody(await setFollowUpsWithoutReplies(context, provider, id, choice)), 200);
    },
    removeIntegration: async (c) => {
      const { provider, id } = c.req.valid('param');
      const context = await integrationContext(deps, c, options);
      return c.json(okBody(await removeIntegration(context, provider, id)), 200);
    },
    listCredentialIntegrations: async (c) => {
      const context = await integrationContext(deps, c, options);
      return c.json(
        okBody(await listCredentialIntegrations(context, c.req.valid('query').credentials_id)),
        200,
      );
    },
  };
}

/**
 * /integrations (outreach §7 "Other integrations"): connect, disconnect, add_smtp. The guards
 * go on each route, not on `*`: /integrations/webhook, /crm/default and /api_keys are other
 * routers, which must not run these whatever order app.ts mounts them in.
 */
export function integrationsRoutes(deps: AppDependencies, options: IntegrationsRoutesOptions = {}) {
  const apps = mailboxOAuthApps(deps);
  // The transports and the poller renew the mailboxes' tokens with these apps, on the app's clock.
  if (apps.google || apps.microsoft)
    mailboxTokens.configure({
      apps,
      clock: deps.clock,
      onRefreshTokenRotated: (integrationId, refreshToken, sameGrant) =>
        storeRotatedRefreshToken(
          { db: deps.db, keys: () => emailKeys(deps.db, options.credentialsKey) },
          { integrationId, refreshToken, sameGrant },
        ),
    });
  const {
    integrationOauthCallback,
    connectIntegration,
    disconnectIntegration,
    addSmtp,
    removeIntegration,
    setFollowUps,
  } = routes;
  const guardedRoutes = {
    ...guardEach({ integrationOauthCallback }, knownIntegrationPath),
    ...guardEach(
      { connectIntegration, disconnectIntegration, addSmtp, removeIntegration, setFollowUps },
      authenticate(deps),
      requireSpace(deps),
      knownIntegrationPath,
    ),
  };
  // Calendly's static paths (/calendly/connect, ...) first: they would match /{provider}/... too.
  const router = bindCalendlyRoutes(createRouter(), deps, {
    credentialsKey: options.credentialsKey,
    threads: options.calendlyThreads,
  });
  return bindOperations(router, guardedRoutes, integrationsHandlers(deps, options));
}

/** GET /credentials/integrations?credentials_id= : mounted before the credentials router (its `/:id/...` routes). */
export function credentialIntegrationsRoutes(deps: AppDependencies, options: IntegrationsRoutesOptions = {}) {
  const mounted = { listCredentialIntegrations: routes.listCredentialIntegrations };
  return bindOperations<typeof mounted>(workspaceRouter(deps), mounted, integrationsHandlers(deps, options));
}
