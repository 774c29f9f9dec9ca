import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { isUuid } from '../../db/ids';
import { AppError, errorMessages } from '../../errors';
import {
  createRoute,
  createRouter,
  failure,
  lockedFailure,
  jsonBody,
  okBody,
  spaceQuery,
  success,
  z,
} from '../../openapi/contract';
import { workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { emailKeys } from '../../providers/outreach-email/email-secrets';
import {
  isMailboxOAuthProvider,
  type MailboxOAuthApp,
  type MailboxOAuthProvider,
  mailboxProviderNames,
  mailboxTokens,
} from '../../providers/outreach-email/oauth-mailbox';
import { publicOrigin } from '../../public-url';
import { mailServersAllowPrivateFromEnv, ssrfMessages } from '../../ssrf';
import { authenticate } from '../../platform/authenticate';
import { beginOAuthState, consumeOAuthState, stateActor } from '../../platform/oauth-state';
import { credentialAccess } from '../credentials';
import { requireSpace } from '../../platform/space-access';
import {
  addSmtpInput,
  credentialsQuery,
  disconnectFields,
  disconnectInput,
  IntegrationConnectSchema,
  IntegrationSchema,
  integrationMessages,
  integrationParams,
  mailboxOAuthCallbackQuery,
  notConfigured,
  providerParam,
  providerParams,
} from './integrations.schema';
import {
  addSmtp,
  completeMailboxConnection,
  connectIntegration,
  disconnectIntegration,
  type IntegrationContext,
  listCredentialIntegrations,
  storeRotatedRefreshToken,
} from './integrations.service';

export interface IntegrationsRoutesOptions {
  credentialsKey?: string;
  /** How long an SMTP/IMAP login check may take (tests shorten it). */
  verifyTimeoutMs?: number;
  /** MAIL_SERVERS_ALLOW_PRIVATE; read from the environment when left out. */
  mailServersAllowPrivate?: boolean;
}

export async function integrationContext(
  deps: AppDependencies,
  c: Context<AppEnv>,
  options: IntegrationsRoutesOptions,
): Promise<IntegrationContext> {
  const space = c.get('space');
  const origin = publicOrigin(deps.publicUrl, c.req.url);
  return {
    scope: c.get('scope'),
    space,
    access: await credentialAccess(deps.db, space.id, c.get('user')),
    keys: () => emailKeys(deps.db, options.credentialsKey),
    verifyTimeoutMs: options.verifyTimeoutMs,
    allowPrivateHosts: options.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
    oauthApps: mailboxOAuthApps(deps),
    oauthRedirectUri: (provider) => mailboxRedirectUri(origin, provider),
    oauthState: (provider, target) =>
      beginOAuthState(deps, c, {
        purpose: `mailbox:${provider}`,
        origin,
        spaceId: space.id,
        userId: c.get('user').id,
        data: target,
      }),
  };
}

/** The install's Google and Microsoft apps (GOOGLE_/MICROSOFT_CLIENT_ID and _SECRET, platform/auth-settings.ts). */
function mailboxOAuthApps(deps: AppDependencies): Partial<Record<MailboxOAuthProvider, MailboxOAuthApp>> {
  return { google: deps.auth.google, microsoft: deps.auth.microsoft };
}

/** The redirect URI to register with Google and Microsoft (README "Integrations and mailboxes"). */
function mailboxRedirectUri(origin: string, provider: MailboxOAuthProvider): string {
  return `${origin}/api/integrations/${provider}/oauth_callback`;
}

const tags = ['Email integrations'] as const;
const notFound = `${integrationMessages.unknownProvider}; ${integrationMessages.notFound}`;

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

export const connectIntegrationRoute = workspaceRoute({
  operationId: 'connectIntegration',
  method: 'post',
  path: '/{provider}/connect',
  tags,
  summary: 'Start an integration for a credential (SMTP: disconnected until its settings are added)',
  request: { params: providerParams, query: credentialsQuery.extend(spaceQuery.shape) },
  responses: {
    201: success(IntegrationConnectSchema, 'The new integration, and the settings page the UI opens'),
    400: failure(
      `credentials_id: ${integrationMessages.credentialNotFound}; {Provider} integration is not configured`,
    ),
    404: failure(`${integrationMessages.unknownProvider}; ${integrationMessages.credentialNotFound}`),
    402: lockedFailure(
      'Your plan allows {limit} email integrations: upgrade to add more (code limit_reached)',
    ),
  },
});

export const integrationOauthCallback = createRoute({
  operationId: 'integrationOauthCallback',
  method: 'get',
  path: '/{provider}/oauth_callback',
  tags,
  summary:
    'Google or Microsoft mailbox sign-in redirect (no session: the state, single use and bound to the browser that called connect by an HttpOnly cookie, names the integration); back to /integrations?type=email',
  request: { params: providerParams, query: mailboxOAuthCallbackQuery },
  responses: {
    302: {
      description:
        'To /integrations?type=email, with &error= in plain words when the sign-in was denied or refused',
      headers: z.object({ Location: z.string() }),
    },
    400: failure(`${integrationMessages.oauthStateRefused}; {Provider} integration is not configured`),
    403: failure(errorMessages.spaceBlocked),
    404: failure(integrationMessages.unknownProvider),
  },
});

export const disconnectIntegrationRoute = workspaceRoute({
  operationId: 'disconnectIntegration',
  method: 'post',
  path: '/{provider}/disconnect',
  tags,
  summary:
    "Disconnect one integration (integration_id), or all of the provider's for a credential (credentials_id)",
  request: {
    params: providerParams,
    query: disconnectFields.extend(spaceQuery.shape),
    // integration_id or credentials_id may come in the query or in a JSON body (the body's win).
    body: { required: false, content: { 'application/json': { schema: disconnectFields } } },
  },
  responses: {
    200: success(z.array(IntegrationSchema), 'The integrations disconnected'),
    400: failure('integration_id: Fill this field'),
    404: failure(`${notFound}; ${integrationMessages.credentialNotFound}`),
  },
});

export const addSmtpRoute = workspaceRoute({
  operationId: 'addSmtp',
  method: 'put',
  path: '/{provider}/{id}/add_smtp',
  tags,
  summary: "Set an SMTP integration's servers; both logins are tried before anything is stored",
  request: { params: integrationParams, body: jsonBody(addSmtpInput) },
  responses: {
    200: success(IntegrationSchema, 'The integration, connected'),
    400: failure(
      `host: Fill this field; port: ${integrationMessages.port}; from_email: ${integrationMessages.invalidEmail}; ${integrationMessages.smtpOnly}; ${ssrfMessages.privateMailServer}; {field}: {what to change} (e.g. secure: Port 587 uses STARTTLS: turn SSL off; password: The SMTP server refused the user name or password; imap_host: Could not connect to {host}:{port}: host not found)`,
    ),
    404: failure(notFound),
  },
});

export const listCredentialIntegrationsRoute = workspaceRoute({
  operationId: 'listCredentialIntegrations',
  method: 'get',
  path: '/',
  tags,
  summary: "A credential's email integrations, oldest first",
  request: { query: credentialsQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(z.array(IntegrationSchema), 'The integrations'),
    400: failure(`credentials_id: ${integrationMessages.credentialNotFound}`),
    404: failure(integrationMessages.credentialNotFound),
  },
});

/**
 * /integrations (outreach §7 "Other integrations"): connect, disconnect, add_smtp. The guards
 * go on each route, not on `*`: /integrations/webhook, /crm/default and /api_keys are other
 * routers, which must not run these whatever order app.ts mounts them in.
 */
export function integrationsRoutes(deps: AppDependencies, options: IntegrationsRoutesOptions = {}) {
  const router = createRouter();
  const middleware = [authenticate(deps), requireSpace(deps), knownIntegrationPath];
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

  // No session: the browser comes back from Google or Microsoft. The state must be one this browser
  // began (its cookie from connect), unused and unexpired, and its user still in the workspace,
  // before any code is exchanged; otherwise a 400 and nothing is written.
  router.openapi({ ...integrationOauthCallback, middleware: [knownIntegrationPath] }, async (c) => {
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
  });

  router.openapi({ ...connectIntegrationRoute, middleware }, async (c) => {
    const context = await integrationContext(deps, c, options);
    const { provider } = c.req.valid('param');
    return c.json(
      okBody(await connectIntegration(context, provider, c.req.valid('query').credentials_id)),
      201,
    );
  });

  router.openapi({ ...disconnectIntegrationRoute, middleware }, async (c) => {
    // One of the two is needed, from the query or the body.
    const input = disconnectInput.parse({ ...c.req.valid('query'), ...c.req.valid('json') });
    const context = await integrationContext(deps, c, options);
    return c.json(okBody(await disconnectIntegration(context, c.req.valid('param').provider, input)), 200);
  });

  router.openapi({ ...addSmtpRoute, middleware }, async (c) => {
    const { provider, id } = c.req.valid('param');
    const context = await integrationContext(deps, c, options);
    return c.json(okBody(await addSmtp(context, provider, id, c.req.valid('json'))), 200);
  });

  return router;
}

/** GET /credentials/integrations?credentials_id= : mounted before the credentials router (its `/:id/...` routes). */
export function credentialIntegrationsRoutes(deps: AppDependencies, options: IntegrationsRoutesOptions = {}) {
  const router = workspaceRouter(deps);
  router.openapi(listCredentialIntegrationsRoute, async (c) => {
    const context = await integrationContext(deps, c, options);
    return c.json(
      okBody(await listCredentialIntegrations(context, c.req.valid('query').credentials_id)),
      200,
    );
  });
  return router;
}
