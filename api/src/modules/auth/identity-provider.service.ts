import { eq } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import { users } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import { issueToken, revokeAllTokens } from './auth.service';
import type { OAuthApp, ProviderEndpoints } from '../../platform/auth-settings';

/**
 * Google and Microsoft sign-in (spec platform §7 GET /auth/google/login, GET /auth/ad/login):
 * the OpenID Connect authorization-code flow. The login route redirects to the provider; the
 * provider sends the person back to the callback with a code, exchanged here for who they are.
 */
export type IdentityProvider = 'google' | 'microsoft';

export const identityProviderNames: Record<IdentityProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

/**
 * The provider's name, its segment of /auth (`/google/login`, `/ad/login`: spec platform §7) and
 * the 400 its routes answer until its OAuth app is configured.
 */
export function identityProviderRoute(provider: IdentityProvider) {
  return provider === 'google'
    ? { name: identityProviderNames.google, path: 'google', notConfigured: errorMessages.googleNotConfigured }
    : {
        name: identityProviderNames.microsoft,
        path: 'ad',
        notConfigured: errorMessages.microsoftNotConfigured,
      };
}

const defaultEndpoints: Record<IdentityProvider, ProviderEndpoints> = {
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  microsoft: {
    authorize: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    token: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    userinfo: 'https://graph.microsoft.com/oidc/userinfo',
  },
};

function endpointsOf(provider: IdentityProvider, app: OAuthApp): ProviderEndpoints {
  return { ...defaultEndpoints[provider], ...app.endpoints };
}

/** The provider's authorization-code URL (OpenID Connect scopes: who the user is and their email). */
export function identityProviderAuthorizeUrl(
  provider: IdentityProvider,
  app: OAuthApp,
  options: { redirectUri: string; state: string },
): string {
  const url = new URL(endpointsOf(provider, app).authorize);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', options.state);
  if (provider === 'microsoft') url.searchParams.set('response_mode', 'query');
  else url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

export interface Identity {
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const signInFailed = (provider: IdentityProvider) =>
  `Sign-in with ${identityProviderNames[provider]} failed, please try again`;

/** Exchanges the callback's code for the person's identity (token endpoint, then userinfo). */
export async function fetchIdentity(
  provider: IdentityProvider,
  app: OAuthApp,
  input: { code: string; redirectUri: string },
): Promise<Identity> {
  const endpoints = endpointsOf(provider, app);
  const failed = () => new AppError(400, signInFailed(provider));
  let accessToken: unknown;
  try {
    const response = await fetch(endpoints.token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        client_id: app.clientId,
        client_secret: app.clientSecret,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw failed();
    accessToken = ((await response.json()) as { access_token?: unknown }).access_token;
  } catch {
    throw failed();
  }
  if (typeof accessToken !== 'string' || !accessToken) throw failed();

  let claims: Record<string, unknown>;
  try {
    const response = await fetch(endpoints.userinfo, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw failed();
    claims = (await response.json()) as Record<string, unknown>;
  } catch {
    throw failed();
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email.includes('@'))
    throw new AppError(400, `${identityProviderNames[provider]} did not share an email address`);
  return {
    email,
    // Microsoft's userinfo has no email_verified: its work and school addresses are the directory's own.
    emailVerified:
      provider === 'microsoft' ? claims.email_verified !== false : claims.email_verified === true,
    firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
    lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
  };
}

/**
 * Signs the person in, creating their account the first time. An existing account is entered
 * only with an address the provider verified: an unverified address would let anyone who can
 * type an email into a provider account take over ours. The confirmation publishes
 * 'user.email_confirmed' on `deps.domainEvents` (the app always passes it; a caller without a bus
 * only signs in, with no email-keyed right applied).
 */
export async function signInWithIdentity(
  deps: Pick<AppDependencies, 'db' | 'clock'> & Partial<Pick<AppDependencies, 'domainEvents'>>,
  provider: IdentityProvider,
  identity: Identity,
  options: { brand: string },
): Promise<{ token: string; created: boolean }> {
  const { db, clock } = deps;
  if (!identity.emailVerified) {
    throw new AppError(403, `Your ${identityProviderNames[provider]} email address is not verified`);
  }
  const [existing] = await db.select().from(users).where(eq(users.email, identity.email)).limit(1);
  if (existing) {
    if (existing.status === 'inactive') throw new AppError(403, 'This account is inactive, contact support');
    if (!existing.emailConfirmed) {
      // A verified provider address confirms ours, and the rights it gives arrive (issue 23 item 2).
      // Whoever signed up with it before without proving it loses the password and sessions they
      // set: they never showed they own the mailbox (the owner can set a password by restore).
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ emailConfirmed: true, passwordHash: null })
          .where(eq(users.id, existing.id));
        await revokeAllTokens(tx, clock, existing.id);
        await deps.domainEvents?.publish('user.email_confirmed', {
          tx,
          now: clock.now(),
          user: { ...existing, emailConfirmed: true },
        });
      });
    }
    return { token: await issueToken(db, clock, existing.id), created: false };
  }
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        passwordHash: null,
        status: 'active',
        emailConfirmed: true,
        brand: options.brand,
        // The third-party page says that continuing accepts the terms and the privacy policy.
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // Two first sign-ins at the same moment: the other one created the account.
    const id =
      user?.id ?? (await tx.select().from(users).where(eq(users.email, identity.email)).limit(1))[0]?.id;
    if (!id) throw new Error('user not found after insert');
    return { token: await issueToken(tx, clock, id), created: Boolean(user) };
  });
}
