/**
 * The declarations of /auth (spec platform §7 Auth), each named by its operationId; the handlers
 * and the checks that run before them (throttle, the host brand's options, sign-in) are in
 * auth.handlers.ts.
 */
import { errorMessages } from '../../errors';
import {
  addressFailure,
  bearerSecurity,
  createRoute,
  failure,
  jsonBody,
  spaceQuery,
  success,
  z,
} from '../../openapi/contract';
import { apiKeyAuthMessages } from '../../platform/api-key-auth';
import { whitelabelMessages } from '../whitelabels';
import { AuthSessionSchema, EmailConfirmedSchema, ValidatedSessionSchema } from './auth-session.schema';
import {
  activationCodeQuery,
  authMessages,
  identityProviderCallbackQuery,
  restoreCodeQuery,
  restoreInput,
  sessionFailures,
  setPasswordWithRestoreCodeInput,
  signInInput,
  signUpInput,
} from './auth.schema';
import { type IdentityProvider, identityProviderRoute } from './identity-provider.service';

const tags = ['Auth'] as const;
const tooManyRequests = failure('Too many requests, please try again in 60 minutes');
const badPassword = 'password: The password must be 8 to 40 characters';

export const signUp = createRoute({
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

export const signIn = createRoute({
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

export const logout = createRoute({
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

export const checkRestoreCode = createRoute({
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

export const setPasswordWithRestoreCode = createRoute({
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

/** GET /auth/{google|ad}/login, all but its operationId. */
function loginRoute(provider: IdentityProvider) {
  const { name, path, notConfigured } = identityProviderRoute(provider);
  return {
    method: 'get' as const,
    path: `/${path}/login` as const,
    tags,
    security: [],
    summary: `Sign in with ${name} (OpenID Connect)`,
    responses: {
      302: loginRedirect(name),
      400: failure(notConfigured),
      ...(provider === 'google' ? { 403: failure(whitelabelMessages.googleSignInOff) } : {}),
    },
  };
}

/** GET /auth/{google|ad}/callback, all but its operationId. */
function callbackRoute(provider: IdentityProvider) {
  const { name, path } = identityProviderRoute(provider);
  return {
    method: 'get' as const,
    path: `/${path}/callback` as const,
    tags,
    security: [],
    summary: `Where ${name} sends the person back (the account is created on a first sign-in)`,
    request: { query: identityProviderCallbackQuery },
    responses: { 302: callbackRedirect, 400: addressFailure },
  };
}

export const signInWithGoogle = createRoute({
  operationId: 'signInWithGoogle',
  ...loginRoute('google'),
});

export const signInWithMicrosoft = createRoute({
  operationId: 'signInWithMicrosoft',
  ...loginRoute('microsoft'),
});

export const googleSignInCallback = createRoute({
  operationId: 'googleSignInCallback',
  ...callbackRoute('google'),
});

export const microsoftSignInCallback = createRoute({
  operationId: 'microsoftSignInCallback',
  ...callbackRoute('microsoft'),
});
