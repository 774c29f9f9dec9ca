import { randomBytes } from 'node:crypto';
import { brandForHost } from '@outreach/brands';
import { type Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppDependencies, AppEnv } from '../../context';
import { AppError, errorMessages } from '../../errors';
import { ok, readJson } from '../../http';
import { publicOrigin } from '../../public-url';
import { resolveSpace, spaceInfo } from '../spaces/spaces.service';
import { userJson } from '../users/users.service';
import { authenticate } from './auth.middleware';
import {
  authMessages,
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
import { clientAddress } from './client-address';
import { throttleByAddress } from './request-throttle';
import {
  fetchIdentity,
  type IdentityProvider,
  identityProviderAuthorizeUrl,
  signInWithIdentity,
} from './identity-provider.service';

/** One query value as text ('' when absent or repeated oddly). */
function queryText(c: Context, name: string): string {
  return (c.req.query(name) ?? '').trim().slice(0, 200);
}

/** /auth (spec platform §7 Auth). */
export function authRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  const origin = (c: Context) => publicOrigin(deps.publicUrl, c.req.url);

  router.post('/sign_up', throttleByAddress(deps, 'sign_up'), async (c) => {
    const input = await readJson(c, signUpInput);
    const brand = brandForHost(c.req.header('host'), deps.brandFallback).id;
    const { token, user } = await signUp(deps, input, { brand, origin: origin(c) });
    return ok(c, { token, user: userJson(user) });
  });

  router.post('/sign_in', async (c) => {
    const input = await readJson(c, signInInput);
    const address = clientAddress(c, deps.auth.trustProxy);
    const { token, user } = await signIn(deps.db, deps.clock, input, address);
    return ok(c, { token, user: userJson(user) });
  });

  router.get('/validate_token', authenticate(deps), async (c) => {
    const user = c.get('user');
    const space = await resolveSpace(deps.db, user, c.req.query('space'));
    return ok(c, { user: userJson(user), space: space ? await spaceInfo(deps.db, space, user) : null });
  });

  router.post('/create_token', authenticate(deps), async (c) => {
    const user = c.get('user');
    const token = await renewToken(deps.db, deps.clock, user.id, c.get('tokenHash'));
    await deps.realtime.sessionsChanged?.(user.id);
    return ok(c, { token, user: userJson(user) });
  });

  router.get('/logout', authenticate(deps), async (c) => {
    await revokeToken(deps.db, deps.clock, c.get('tokenHash'));
    // spec platform §7: sockets of the ended session hear nothing more.
    await deps.realtime.sessionsChanged?.(c.get('user').id);
    return ok(c, { logged_out: true });
  });

  router.post('/restore', async (c) => {
    const { email } = await readJson(c, restoreInput);
    await requestRestore(deps, email, origin(c));
    return ok(c, { sent: true });
  });

  router.get('/check_restore_code', async (c) => {
    await checkRestoreCode(deps, queryText(c, 'restore_code'));
    return ok(c, { valid: true });
  });

  router.post('/set_password_with_restore_code', async (c) => {
    const input = await readJson(c, setPasswordWithRestoreCodeInput);
    const { token, user } = await setPasswordWithRestoreCode(deps, input);
    await deps.realtime.sessionsChanged?.(user.id);
    return ok(c, { token, user: userJson(user) });
  });

  router.get('/activate_email', authenticate(deps), async (c) => {
    await resendActivation(deps, c.get('user'), origin(c));
    return ok(c, { sent: true });
  });

  router.get('/check_activation_code', async (c) => {
    const user = await confirmEmail(deps, queryText(c, 'activation_code'));
    return ok(c, { message: authMessages.emailConfirmed, user: userJson(user) });
  });

  /**
   * Google and Microsoft sign-in: 400 until their OAuth app is configured, then a
   * redirect to the provider with a random `state`, also kept in a short-lived
   * cookie for the callback to compare.
   */
  const identityProviderLogin = (provider: IdentityProvider) => async (c: Context) => {
    const app = provider === 'google' ? deps.auth.google : deps.auth.microsoft;
    if (!app) {
      throw new AppError(
        400,
        provider === 'google' ? errorMessages.googleNotConfigured : errorMessages.microsoftNotConfigured,
      );
    }
    const state = randomBytes(24).toString('base64url');
    const base = origin(c);
    const path = provider === 'google' ? 'google' : 'ad';
    setCookie(c, `oauth_state_${path}`, state, {
      httpOnly: true,
      secure: base.startsWith('https:'),
      sameSite: 'Lax',
      path: `/api/auth/${path}`,
      maxAge: 600,
    });
    const redirectUri = `${base}/api/auth/${path}/callback`;
    return c.redirect(identityProviderAuthorizeUrl(provider, app, { redirectUri, state }), 302);
  };
  router.get('/google/login', identityProviderLogin('google'));
  router.get('/ad/login', identityProviderLogin('microsoft'));

  /**
   * Where the provider sends the person back. The state must match the cookie the login set
   * (no sign-in started elsewhere can land here); the token goes to the third-party page in the
   * URL fragment, which browsers never send to a server or a Referer. Failures go to the same
   * page with the reason in `error`.
   */
  const identityProviderCallback = (provider: IdentityProvider) => async (c: Context) => {
    const path = provider === 'google' ? 'google' : 'ad';
    const page = '/auth/integration/third-party-login';
    const expected = getCookie(c, `oauth_state_${path}`);
    deleteCookie(c, `oauth_state_${path}`, { path: `/api/auth/${path}` });
    const fail = (message: string) => c.redirect(`${page}?${new URLSearchParams({ error: message })}`, 302);
    const app = provider === 'google' ? deps.auth.google : deps.auth.microsoft;
    if (!app) {
      return fail(
        provider === 'google' ? errorMessages.googleNotConfigured : errorMessages.microsoftNotConfigured,
      );
    }
    const { code, state, error } = c.req.query();
    if (error) return fail(`Sign-in was cancelled (${error})`);
    if (!state || !expected || state !== expected)
      return fail('This sign-in link has expired, please try again');
    if (!code) return fail('The sign-in did not finish, please try again');
    try {
      const identity = await fetchIdentity(provider, app, {
        code,
        redirectUri: `${origin(c)}/api/auth/${path}/callback`,
      });
      const brand = brandForHost(c.req.header('host'), deps.brandFallback).id;
      const { token } = await signInWithIdentity(deps, provider, identity, { brand });
      return c.redirect(`${page}#${new URLSearchParams({ token })}`, 302);
    } catch (failure) {
      if (failure instanceof AppError) return fail(failure.message);
      throw failure;
    }
  };
  router.get('/google/callback', identityProviderCallback('google'));
  router.get('/ad/callback', identityProviderCallback('microsoft'));

  return router;
}
