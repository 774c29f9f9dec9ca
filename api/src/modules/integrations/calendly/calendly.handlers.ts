import type { OpenAPIHono, RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AppError } from '../../../errors';
import { okBody } from '../../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../../openapi/operations';
import { authenticate } from '../../../platform/authenticate';
import type { AppDependencies, AppEnv } from '../../../platform/context';
import { beginOAuthState, consumeOAuthState, stateActor } from '../../../platform/oauth-state';
import { requireSpace } from '../../../platform/space-access';
import { createScheduling } from '../../../providers/scheduling/create-scheduling';
import { isSandboxScheduling } from '../../../providers/scheduling/sandbox.scheduling';
import type { SchedulingProvider } from '../../../providers/scheduling/scheduling.provider';
import { signatureHeader } from '../../../providers/scheduling/scheduling.provider';
import { lazySecretBox } from '../../../providers/secrets/credential-secrets';
import { publicOrigin } from '../../../public-url';
import { visibleCredentialId } from '../../signatures';
import * as routes from './calendly.routes';
import { calendlyMessages, type WebhookAnswerJson } from './calendly.schema';
import {
  bookingTarget,
  type CalendlyContext,
  type CalendlyThreads,
  completeConnection,
  disconnect,
  noThreads,
  pagedEventTypes,
  receiveBooking,
  reloadEventTypes,
  schedulingUsers,
  userEventTypes,
  webhookPath,
} from './calendly.service';

const purpose = 'scheduling:calendly' as const;
const callbackPath = '/api/integrations/calendly/oauth_callback';

export interface CalendlyRoutesOptions {
  credentialsKey?: string;
  /** The scheduling provider; CALENDLY_* from the environment (else the sandbox) by default. */
  provider?: SchedulingProvider;
  /** The AI threads a booking or a lost connection moves (app.ts hands in modules/employees'). */
  threads?: CalendlyThreads;
}

const originOf = (deps: AppDependencies, c: Context) => publicOrigin(deps.publicUrl, c.req.url);

/** The credential a member names, when it is the workspace's and theirs to use, else a 404. */
async function checkCredential(deps: AppDependencies, c: Context<AppEnv>, credentialId: string | undefined) {
  if (!credentialId) return null;
  return visibleCredentialId(deps.db, c.get('scope').spaceId, c.get('user'), credentialId, c.get('access'));
}

/**
 * No session: the browser comes back from Calendly in the tab connect opened. The state must be one
 * this browser began, unused and unexpired, and its user still in the workspace, before the code is
 * exchanged; every outcome goes back to the integrations page, a failure with its words.
 */
function oauthCallback(
  deps: AppDependencies,
  context: CalendlyContext,
): RouteHandler<typeof routes.calendlyOauthCallback, AppEnv> {
  return async (c) => {
    const { code, state, error } = c.req.valid('query');
    const back = (reason?: string) =>
      c.redirect(
        `/integrations?type=productivity${reason ? `&error=${encodeURIComponent(reason)}` : ''}`,
        302,
      );
    if (error) return back(calendlyMessages.cancelled);
    const origin = originOf(deps, c);
    const started = await consumeOAuthState(deps, c, { purpose, origin, state });
    if (!started || !code) return back(calendlyMessages.stateRefused);
    try {
      const { user, resolved } = await stateActor(deps.db, started, calendlyMessages.stateRefused);
      await completeConnection(context, {
        spaceId: resolved.space.id,
        userId: user.id,
        credentialId: started.data.credentialId ?? null,
        code,
        redirectUri: `${origin}${callbackPath}`,
        origin,
      });
      return back();
    } catch (failed) {
      if (failed instanceof AppError) return back(failed.message);
      deps.logger.warn({ err: failed }, 'calendly connection failed');
      return back(calendlyMessages.noOauthUrl);
    }
  };
}

export function calendlyHandlers(deps: AppDependencies, context: CalendlyContext): Handlers<typeof routes> {
  const { provider } = context;
  return {
    calendlyOauthCallback: oauthCallback(deps, context),
    calendlySandboxAuthorize: async (c) => {
      if (!isSandboxScheduling(provider)) throw new AppError(404, calendlyMessages.sandboxOnly);
      const { state, redirect_uri: redirectUri } = c.req.valid('query');
      // Only back to this server's callback: the page is no open redirect.
      if (redirectUri !== `${originOf(deps, c)}${callbackPath}`)
        throw new AppError(400, "redirect_uri: not this server's Calendly callback");
      const back = new URL(redirectUri);
      back.searchParams.set('code', provider.newCode());
      back.searchParams.set('state', state);
      return c.redirect(back.toString(), 302);
    },
    receiveCalendlyWebhook: async (c) => {
      // The input guard kept the body's text as it came: the signature is over it.
      const raw = await c.req.text();
      const answer = await receiveBooking(
        context,
        c.req.valid('query').connection_id,
        raw,
        c.req.header(signatureHeader),
      );
      return c.json(okBody(answer), 200);
    },
    connectCalendly: async (c) => {
      const credentialId = await checkCredential(deps, c, c.req.valid('query').credentials_id);
      const origin = originOf(deps, c);
      const state = await beginOAuthState(deps, c, {
        purpose,
        origin,
        spaceId: c.get('space').id,
        userId: c.get('user').id,
        data: credentialId ? { credentialId } : {},
      });
      return c.json(okBody({ url: provider.authorizeUrl(state, `${origin}${callbackPath}`) }), 200);
    },
    disconnectCalendly: async (c) => {
      await checkCredential(deps, c, c.req.valid('query').credentials_id);
      const spaceId = c.get('scope').spaceId;
      await disconnect(context, spaceId, c.get('user').id);
      return c.json(okBody(await schedulingUsers(context, spaceId)), 200);
    },
    listSchedulingUsers: async (c) => {
      await checkCredential(deps, c, c.req.valid('query').credentials_id);
      return c.json(okBody(await schedulingUsers(context, c.get('scope').spaceId)), 200);
    },
    listSchedulingEventTypes: async (c) => {
      const { credentials_id: credentialId, offset, limit } = c.req.valid('query');
      await checkCredential(deps, c, credentialId);
      return c.json(okBody(await pagedEventTypes(context, c.get('scope').spaceId, { offset, limit })), 200);
    },
    listUserEventTypes: async (c) => {
      const { id } = c.req.valid('param');
      const types = await userEventTypes(context, c.get('scope').spaceId, id, c.req.valid('query').limit);
      return c.json(okBody(types), 200);
    },
    reloadSchedulingEventTypes: async (c) =>
      c.json(okBody(await reloadEventTypes(context, c.get('scope').spaceId, c.req.valid('param').id)), 200),
    simulateCalendlyBooking: async (c) => {
      if (!isSandboxScheduling(provider)) throw new AppError(404, calendlyMessages.sandboxOnly);
      const input = c.req.valid('json');
      const { row, signingKey } = await bookingTarget(
        context,
        c.get('scope').spaceId,
        input.user_id ?? c.get('user').id,
      );
      // Delivered as Calendly would, signed, through the webhook's own code (in process).
      const delivered = await provider.deliverBooking({
        callbackUrl: `${originOf(deps, c)}${webhookPath(row.id)}`,
        signingKey,
        userUri: row.externalUserUri,
        event: input.event,
        email: input.email,
        name: input.name,
        at: deps.clock.now(),
        fetch: async (_url, init) => {
          const signature = new Headers(init?.headers).get(signatureHeader) ?? undefined;
          return Response.json(await receiveBooking(context, row.id, String(init?.body ?? ''), signature));
        },
      });
      return c.json(okBody((await delivered.json()) as WebhookAnswerJson), 200);
    },
  };
}

/**
 * /integrations/calendly/... (spec ai-telephony §7 "Scheduling service"), bound on the integrations
 * router before its /{provider}/... routes (integrations.handlers.ts). The OAuth callback, the
 * sandbox's authorisation page and the webhook are public; the rest is a workspace's, for any member.
 */
export function bindCalendlyRoutes(
  router: OpenAPIHono<AppEnv>,
  deps: AppDependencies,
  options: CalendlyRoutesOptions = {},
) {
  const context: CalendlyContext = {
    deps,
    provider: options.provider ?? createScheduling({ now: () => deps.clock.now() }),
    secrets: lazySecretBox(deps.db, options.credentialsKey),
    threads: options.threads ?? noThreads,
  };
  const { calendlyOauthCallback, calendlySandboxAuthorize, receiveCalendlyWebhook, ...behindSession } =
    routes;
  const guarded = {
    calendlyOauthCallback,
    calendlySandboxAuthorize,
    receiveCalendlyWebhook,
    ...guardEach(behindSession, authenticate(deps), requireSpace(deps)),
  };
  return bindOperations(router, guarded, calendlyHandlers(deps, context));
}
