import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { AppError } from '../../errors';
import { createRouter, okBody, type z } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { publicOrigin } from '../../public-url';
import { resolveSpace } from '../../platform/space-access';
import { spaceInfo } from '../spaces';
import { userJson } from '../users';
import { whitelabelMessages } from '../whitelabels';
import { brandForHostFrom } from '../../platform/brands';
import { authenticate } from '../../platform/authenticate';
import { clientAddress } from '../../platform/client-address';
import { beginOAuthState, consumeOAuthState } from '../../platform/oauth-state';
import { throttleByAddress } from '../../platform/request-throttle';
import { endImpersonations } from '../../platform/impersonation-audit';
import * as routes from './auth.routes';
import { authMessages, type identityProviderCallbackQuery } from './auth.schema';
import {
  checkRestoreCode,
  confirmEmail,
  renewToken,
  requestRestore,
  resendActivation,
  revokeToken,
  setPasswordWithRestoreCode,
  signIn,
  signUp,
} from './auth.service';
import {
  fetchIdentity,
  type IdentityProvider,
  identityProviderAuthorizeUrl,
  identityProviderRoute,
  signInWithIdentity,
} from './identity-provider.service';

/**
 * Only the Google/Microsoft sign-in redirect (an answer to the same browser) follows the request's
 * origin; links in emails never do (auth.emails.ts sendAccountEmail).
 */
const origin = (deps: AppDependencies, c: Context) => publicOrigin(deps.publicUrl, c.req.url);

/**
 * Google and Microsoft sign-in: 400 until their OAuth app is configured, then a
 * redirect to the provider with a random, single-use `state` bound to this browser
 * by a short-lived HttpOnly cookie (platform/oauth-state.ts).
 */
async function identityProviderLogin(deps: AppDependencies, provider: IdentityProvider, c: Context<AppEnv>) {
  const { path, notConfigured } = identityProviderRoute(provider);
  const app = provider === 'google' ? deps.auth.google : deps.auth.microsoft;
  if (!app) throw new AppError(400, notConfigured);
  const base = origin(deps, c);
  const state = await beginOAuthState(deps, c, { purpose: `sign_in:${provider}`, origin: base });
  const redirectUri = `${base}/api/auth/${path}/callback`;
  return c.redirect(identityProviderAuthorizeUrl(provider, app, { redirectUri, state }), 302);
}

/**
 * Where the provider sends the person back. The state must be one this browser began (its
 * cookie), unused and unexpired (no sign-in started elsewhere, or replayed, can land here); the
 * token goes to the third-party page in the URL fragment, which browsers never send to a
 * server or a Referer. Failures go to the same page with the reason in `error`.
 */
async function identityProviderCallback(
  deps: AppDependencies,
  provider: IdentityProvider,
  c: Context<AppEnv>,
  query: z.infer<typeof identityProviderCallbackQuery>,
) {
  const { path, notConfigured } = identityProviderRoute(provider);
  const page = '/auth/integration/third-party-login';
  const fail = (message: string) => c.redirect(`${page}?${new URLSearchParams({ error: message })}`, 302);
  const app = provider === 'google' ? deps.auth.google : deps.auth.microsoft;
  if (!app) return fail(notConfigured);
  const { code, state, error } = query;
  if (error) return fail(`Sign-in was cancelled (${error})`);
  const base = origin(deps, c);
  if (!(await consumeOAuthState(deps, c, { purpose: `sign_in:${provider}`, origin: base, state })))
    return fail('This sign-in link has expired, please try again');
  if (!code) return fail('The sign-in did not finish, please try again');
  try {
    const identity = await fetchIdentity(provider, app, {
      code,
      redirectUri: `${base}/api/auth/${path}/callback`,
    });
    const brand = (await brandForHostFrom(deps.db, c.req.header('host'), deps.brandFallback)).id;
    const { token } = await signInWithIdentity(deps, provider, identity, { brand });
    return c.redirect(`${page}#${new URLSearchParams({ token })}`, 302);
  } catch (failure) {
    if (failure instanceof AppError) return fail(failure.message);
    throw failure;
  }
}

/** The handlers of /auth, one per declaration of auth.routes.ts, under its operationId. */
export function authHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    signUp: async (c) => {
      const brand = (await brandForHostFrom(deps.db, c.req.header('host'), deps.brandFallback)).id;
      const { token, user } = await signUp(deps, c.req.valid('json'), { brand });
      return c.json(okBody({ token, user: userJson(user) }), 200);
    },
    signIn: async (c) => {
      const address = clientAddress(c, deps.auth.trustProxy);
      const { token, user } = await signIn(deps.db, deps.clock, c.req.valid('json'), address);
      return c.json(okBody({ token, user: userJson(user) }), 200);
    },
    validateToken: async (c) => {
      const user = c.get('user');
      const space = await resolveSpace(deps.db, user, c.req.valid('query').space);
      return c.json(
        okBody({ user: userJson(user), space: space ? await spaceInfo(deps.db, space, user) : null }),
        200,
      );
    },
    createToken: async (c) => {
      const user = c.get('user');
      const token = await renewToken(deps.db, deps.clock, user.id, c.get('tokenHash'));
      await deps.realtime.sessionsChanged?.(user.id);
      return c.json(okBody({ token, user: userJson(user) }), 200);
    },
    logout: async (c) => {
      await revokeToken(deps.db, deps.clock, c.get('tokenHash'));
      // Signing out ends a platform admin's "log in as customer" (audited).
      await endImpersonations(deps.db, deps.clock, c.get('user'), 'sign_out');
      // spec platform §7: sockets of the ended session hear nothing more.
      await deps.realtime.sessionsChanged?.(c.get('user').id);
      return c.json(okBody({ logged_out: true as const }), 200);
    },
    restorePassword: async (c) => {
      await requestRestore(deps, c.req.valid('json').email);
      return c.json(okBody({ sent: true as const }), 200);
    },
    checkRestoreCode: async (c) => {
      await checkRestoreCode(deps, c.req.valid('query').restore_code);
      return c.json(okBody({ valid: true as const }), 200);
    },
    setPasswordWithRestoreCode: async (c) => {
      const { token, user } = await setPasswordWithRestoreCode(deps, c.req.valid('json'));
      await deps.realtime.sessionsChanged?.(user.id);
      return c.json(okBody({ token, user: userJson(user) }), 200);
    },
    activateEmail: async (c) => {
      await resendActivation(deps, c.get('user'));
      return c.json(okBody({ sent: true as const }), 200);
    },
    checkActivationCode: async (c) => {
      const user = await confirmEmail(deps, c.req.valid('query').activation_code);
      return c.json(okBody({ message: authMessages.emailConfirmed, user: userJson(user) }), 200);
    },
    signInWithGoogle: (c) => identityProviderLogin(deps, 'google', c),
    signInWithMicrosoft: (c) => identityProviderLogin(deps, 'microsoft', c),
    googleSignInCallback: (c) => identityProviderCallback(deps, 'google', c, c.req.valid('query')),
    microsoftSignInCallback: (c) => identityProviderCallback(deps, 'microsoft', c, c.req.valid('query')),
  };
}

/** /auth (spec platform §7 Auth). */
export function authRoutes(deps: AppDependencies) {
  const router = createRouter();
  // Before the body is read: a refused request costs nothing (request-throttle.ts).
  router.use('/sign_up', throttleByAddress(deps, 'sign_up'));
  // spec platform §2 white-label options: the host's brand may close sign-up or password sign-in
  // (checked before the body, so a closed door answers the same whatever is sent).
  const hostBrandAllows = (option: 'uiRegistration' | 'password' | 'google', message: string) =>
    createMiddleware<AppEnv>(async (c, next) => {
      const hostBrand = await brandForHostFrom(deps.db, c.req.header('host'), deps.brandFallback);
      if (!hostBrand.auth[option]) throw new AppError(403, message);
      await next();
    });
  router.use('/sign_up', hostBrandAllows('uiRegistration', whitelabelMessages.registrationClosed));
  router.use('/sign_in', hostBrandAllows('password', whitelabelMessages.passwordSignInOff));
  router.use('/google/*', hostBrandAllows('google', whitelabelMessages.googleSignInOff));
  for (const path of ['/validate_token', '/create_token', '/logout', '/activate_email']) {
    router.use(path, authenticate(deps));
  }
  return bindOperations(router, routes, authHandlers(deps));
}
