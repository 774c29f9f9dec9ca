import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { AppError, errorMessages } from '../../errors';
import {
  addressFailure,
  bearerSecurity,
  createRoute,
  createRouter,
  failure,
  jsonBody,
  okBody,
  spaceQuery,
  success,
  z,
} from '../../openapi/contract';
import { publicOrigin } from '../../public-url';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import { resolveSpace } from '../../platform/space-access';
import { spaceInfo } from '../spaces';
import { userJson } from '../users';
import { whitelabelMessages } from '../whitelabels';
import { brandForHostFrom } from '../../platform/brands';
import { authenticate } from '../../platform/authenticate';
import { AuthSessionSchema, EmailConfirmedSchema, ValidatedSessionSchema } from './auth-session.schema';
import {
  activationCodeQuery,
  authMessages,
  identityProviderCallbackQuery,
  restoreCodeQuery,
  restoreInput,
  setPasswordWithRestoreCodeInput,
  signInInput,
  signUpInput,
} from './auth.schema';
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
import { clientAddress } from '../../platform/client-address';
import { beginOAuthState, consumeOAuthState } from '../../platform/oauth-state';
import {
  fetchIdentity,
  type IdentityProvider,
  identityProviderAuthorizeUrl,
  signInWithIdentity,
} from './identity-provider.service';
import { throttleByAddress } from '../../platform/request-throttle';
import { endImpersonations } from '../../platform/impersonation-audit';

const tags = ['Auth'] as const;
/** The calls of a signed-in person: a session token; a workspace API key is refused (api-key-auth.ts). */
export const sessionFailures = {
  401: failure(`${errorMessages.tokenNotValid}; ${apiKeyAuthMessages.notValid}`),
  403: failure(apiKeyAuthMessages.sessionOnly),
};
const tooManyRequests = failure('Too many requests, please try again in 60 minutes');
const badPassword = 'password: The password must be 8 to 40 characters';

export const signUpRoute = createRoute({
  operationId: 'signUp',
  method: 'post',
  path: '/sign_up',
  tags,
  security: [],
  summary: 'Create an account (active, email unconfirmed; the activation email is sent)',
  description: 'At most 20 an hour from one client address.',
  request: { body: jsonBody(signUpInput) },
  responses: {
    200: success(AuthSessionSchema, 'The new account, signed in'),
    400: failure(`${badPassword}; phone: ${authMessages.phone}; Unknown field: x`),
    403: failure(whitelabelMessages.registrationClosed),
    409: failure(errorMessages.emailTaken),
    429: tooManyRequests,
  },
});

export const signInRoute = createRoute({
  operationId: 'signIn',
  method: 'post',
  path: '/sign_in',
  tags,
  security: [],
  summary: 'Sign in with email and password',
  request: { body: jsonBody(signInInput) },
  responses: {
    200: success(AuthSessionSchema, 'A new session'),
    400: failure('email: Email is required; password: Password is required'),
    401: failure(errorMessages.invalidCredentials),
    403: failure(whitelabelMessages.passwordSignInOff),
    429: failure('Too many failed sign-in attempts, please try again in 15 minutes'),
  },
});

export const validateToken = createRoute({
  operationId: 'validateToken',
  method: 'get',
  path: '/validate_token',
  tags,
  security: bearerSecurity,
  summary: 'The signed-in user and their workspace (`space`, else their current one)',
  request: { query: spaceQuery },
  responses: {
    200: success(ValidatedSessionSchema, 'The session is valid'),
    401: sessionFailures[401],
    403: failure(`${errorMessages.spaceNotFound}; ${apiKeyAuthMessages.sessionOnly}`),
  },
});

export const createToken = createRoute({
  operationId: 'createToken',
  method: 'post',
  path: '/create_token',
  tags,
  security: bearerSecurity,
  summary: 'A new token for the signed-in user; the one sent is revoked',
  responses: {
    200: success(AuthSessionSchema, 'The new session'),
    ...sessionFailures,
  },
});

export const logoutRoute = createRoute({
  operationId: 'logout',
  method: 'get',
  path: '/logout',
  tags,
  security: bearerSecurity,
  summary: 'End the session of the token sent',
  responses: {
    200: success(z.object({ logged_out: z.literal(true) }), 'The token no longer works'),
    ...sessionFailures,
  },
});

export const restorePassword = createRoute({
  operationId: 'restorePassword',
  method: 'post',
  path: '/restore',
  tags,
  security: [],
  summary: 'Email a restore link (the same answer whether or not the account exists)',
  request: { body: jsonBody(restoreInput) },
  responses: {
    200: success(z.object({ sent: z.literal(true) }), 'Sent, when the account exists'),
    400: failure(`email: ${authMessages.notValidEmail}`),
  },
});

export const checkRestoreCodeRoute = createRoute({
  operationId: 'checkRestoreCode',
  method: 'get',
  path: '/check_restore_code',
  tags,
  security: [],
  summary: 'Whether a restore code still works',
  request: { query: restoreCodeQuery },
  responses: {
    200: success(z.object({ valid: z.literal(true) }), 'The code works'),
    400: failure(errorMessages.restoreCodeInvalid),
  },
});

export const setPasswordWithRestoreCodeRoute = createRoute({
  operationId: 'setPasswordWithRestoreCode',
  method: 'post',
  path: '/set_password_with_restore_code',
  tags,
  security: [],
  summary: 'Set a new password with a restore code (every other session ends; the email counts as confirmed)',
  request: { body: jsonBody(setPasswordWithRestoreCodeInput) },
  responses: {
    200: success(AuthSessionSchema, 'The new password is set, and a new session'),
    400: failure(`${badPassword}; ${errorMessages.restoreCodeInvalid}`),
  },
});

export const activateEmail = createRoute({
  operationId: 'activateEmail',
  method: 'get',
  path: '/activate_email',
  tags,
  security: bearerSecurity,
  summary: 'Send the signed-in user a new activation link',
  responses: {
    200: success(z.object({ sent: z.literal(true) }), 'Sent'),
    400: failure(errorMessages.emailAlreadyConfirmed),
    ...sessionFailures,
    429: failure(errorMessages.tooManyEmails),
    503: failure(errorMessages.mailNotSent),
  },
});

export const checkActivationCode = createRoute({
  operationId: 'checkActivationCode',
  method: 'get',
  path: '/check_activation_code',
  tags,
  security: [],
  summary: "Confirm the email of the code's user (again a success for the same code, used)",
  request: { query: activationCodeQuery },
  responses: {
    200: success(EmailConfirmedSchema, 'The email is confirmed'),
    400: failure(errorMessages.activationCodeInvalid),
  },
});

const loginRedirect = (name: string) => ({
  description: `To ${name}'s sign-in page, with a random, single-use \`state\` (10 minutes) bound to this browser by an HttpOnly cookie`,
  headers: z.object({
    Location: z.string().openapi({ description: `${name}'s authorization URL` }),
    'Set-Cookie': z.string().openapi({
      description:
        'The binding of the state to this browser (HttpOnly): the callback takes the state back only with it',
    }),
  }),
});
const callbackRedirect = {
  description:
    'To /auth/integration/third-party-login: the token in the URL fragment (`#token=`), or the reason in `?error=`',
  headers: z.object({ Location: z.string() }),
};
const identityProvider = (provider: IdentityProvider) =>
  provider === 'google'
    ? { name: 'Google', path: 'google', notConfigured: errorMessages.googleNotConfigured }
    : { name: 'Microsoft', path: 'ad', notConfigured: errorMessages.microsoftNotConfigured };

function loginRoute(operationId: string, provider: IdentityProvider) {
  const { name, path, notConfigured } = identityProvider(provider);
  return createRoute({
    operationId,
    method: 'get',
    path: `/${path}/login`,
    tags,
    security: [],
    summary: `Sign in with ${name} (OpenID Connect)`,
    responses: {
      302: loginRedirect(name),
      400: failure(notConfigured),
      ...(provider === 'google' ? { 403: failure(whitelabelMessages.googleSignInOff) } : {}),
    },
  });
}

function callbackRoute(operationId: string, provider: IdentityProvider) {
  const { name, path } = identityProvider(provider);
  return createRoute({
    operationId,
    method: 'get',
    path: `/${path}/callback`,
    tags,
    security: [],
    summary: `Where ${name} sends the person back (the account is created on a first sign-in)`,
    request: { query: identityProviderCallbackQuery },
    responses: { 302: callbackRedirect, 400: addressFailure },
  });
}

export const signInWithGoogle = loginRoute('signInWithGoogle', 'google');
export const signInWithMicrosoft = loginRoute('signInWithMicrosoft', 'microsoft');
export const googleSignInCallback = callbackRoute('googleSignInCallback', 'google');
export const microsoftSignInCallback = callbackRoute('microsoftSignInCallback', 'microsoft');

/** /auth (spec platform §7 Auth). */
export function authRoutes(deps: AppDependencies) {
  const router = createRouter();
  // Only the Google/Microsoft sign-in redirect (an answer to the same browser) follows the request's
  // origin; links in emails never do (auth.emails.ts sendAccountEmail).
  const origin = (c: Context) => publicOrigin(deps.publicUrl, c.req.url);
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

  router.openapi(signUpRoute, async (c) => {
    const brand = (await brandForHostFrom(deps.db, c.req.header('host'), deps.brandFallback)).id;
    const { token, user } = await signUp(deps, c.req.valid('json'), { brand });
    return c.json(okBody({ token, user: userJson(user) }), 200);
  });

  router.openapi(signInRoute, async (c) => {
    const address = clientAddress(c, deps.auth.trustProxy);
    const { token, user } = await signIn(deps.db, deps.clock, c.req.valid('json'), address);
    return c.json(okBody({ token, user: userJson(user) }), 200);
  });

  router.openapi(validateToken, async (c) => {
    const user = c.get('user');
    const space = await resolveSpace(deps.db, user, c.req.valid('query').space);
    return c.json(
      okBody({ user: userJson(user), space: space ? await spaceInfo(deps.db, space, user) : null }),
      200,
    );
  });

  router.openapi(createToken, async (c) => {
    const user = c.get('user');
    const token = await renewToken(deps.db, deps.clock, user.id, c.get('tokenHash'));
    await deps.realtime.sessionsChanged?.(user.id);
    return c.json(okBody({ token, user: userJson(user) }), 200);
  });

  router.openapi(logoutRoute, async (c) => {
    await revokeToken(deps.db, deps.clock, c.get('tokenHash'));
    // Signing out ends a platform admin's "log in as customer" (audited).
    await endImpersonations(deps.db, deps.clock, c.get('user'), 'sign_out');
    // spec platform §7: sockets of the ended session hear nothing more.
    await deps.realtime.sessionsChanged?.(c.get('user').id);
    return c.json(okBody({ logged_out: true as const }), 200);
  });

  router.openapi(restorePassword, async (c) => {
    await requestRestore(deps, c.req.valid('json').email);
    return c.json(okBody({ sent: true as const }), 200);
  });

  router.openapi(checkRestoreCodeRoute, async (c) => {
    await checkRestoreCode(deps, c.req.valid('query').restore_code);
    return c.json(okBody({ valid: true as const }), 200);
  });

  router.openapi(setPasswordWithRestoreCodeRoute, async (c) => {
    const { token, user } = await setPasswordWithRestoreCode(deps, c.req.valid('json'));
    await deps.realtime.sessionsChanged?.(user.id);
    return c.json(okBody({ token, user: userJson(user) }), 200);
  });

  router.openapi(activateEmail, async (c) => {
    await resendActivation(deps, c.get('user'));
    return c.json(okBody({ sent: true as const }), 200);
  });

  router.openapi(checkActivationCode, async (c) => {
    const user = await confirmEmail(deps, c.req.valid('query').activation_code);
    return c.json(okBody({ message: authMessages.emailConfirmed, user: userJson(user) }), 200);
  });

  /**
   * Google and Microsoft sign-in: 400 until their OAuth app is configured, then a
   * redirect to the provider with a random, single-use `state` bound to this browser
   * by a short-lived HttpOnly cookie (platform/oauth-state.ts).
   */
  const identityProviderLogin = async (provider: IdentityProvider, c: Context<AppEnv>) => {
    const { path, notConfigured } = identityProvider(provider);
    const app = provider === 'google' ? deps.auth.google : deps.auth.microsoft;
    if (!app) throw new AppError(400, notConfigured);
    const base = origin(c);
    const state = await beginOAuthState(deps, c, { purpose: `sign_in:${provider}`, origin: base });
    const redirectUri = `${base}/api/auth/${path}/callback`;
    return c.redirect(identityProviderAuthorizeUrl(provider, app, { redirectUri, state }), 302);
  };
  router.openapi(signInWithGoogle, (c) => identityProviderLogin('google', c));
  router.openapi(signInWithMicrosoft, (c) => identityProviderLogin('microsoft', c));

  /**
   * Where the provider sends the person back. The state must be one this browser began (its
   * cookie), unused and unexpired (no sign-in started elsewhere, or replayed, can land here); the
   * token goes to the third-party page in the URL fragment, which browsers never send to a
   * server or a Referer. Failures go to the same page with the reason in `error`.
   */
  const identityProviderCallback = async (
    provider: IdentityProvider,
    c: Context<AppEnv>,
    query: z.infer<typeof identityProviderCallbackQuery>,
  ) => {
    const { path, notConfigured } = identityProvider(provider);
    const page = '/auth/integration/third-party-login';
    const fail = (message: string) => c.redirect(`${page}?${new URLSearchParams({ error: message })}`, 302);
    const app = provider === 'google' ? deps.auth.google : deps.auth.microsoft;
    if (!app) return fail(notConfigured);
    const { code, state, error } = query;
    if (error) return fail(`Sign-in was cancelled (${error})`);
    if (!(await consumeOAuthState(deps, c, { purpose: `sign_in:${provider}`, origin: origin(c), state })))
      return fail('This sign-in link has expired, please try again');
    if (!code) return fail('The sign-in did not finish, please try again');
    try {
      const identity = await fetchIdentity(provider, app, {
        code,
        redirectUri: `${origin(c)}/api/auth/${path}/callback`,
      });
      const brand = (await brandForHostFrom(deps.db, c.req.header('host'), deps.brandFallback)).id;
      const { token } = await signInWithIdentity(deps, provider, identity, { brand });
      return c.redirect(`${page}#${new URLSearchParams({ token })}`, 302);
    } catch (failure) {
      if (failure instanceof AppError) return fail(failure.message);
      throw failure;
    }
  };
  router.openapi(googleSignInCallback, (c) => identityProviderCallback('google', c, c.req.valid('query')));
  router.openapi(microsoftSignInCallback, (c) =>
    identityProviderCallback('microsoft', c, c.req.valid('query')),
  );

  return router;
}
