import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../../test/helpers';
import { createApp } from '../../app';

/**
 * A local OpenID Connect provider (token + userinfo endpoints), standing in for Google and
 * Microsoft, which need an internet account: codes map to the claims the test chose.
 */
function startProvider() {
  const claimsByCode = new Map<string, Record<string, unknown>>();
  const tokens = new Map<string, Record<string, unknown>>();
  const requests: { path: string; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      requests.push({ path: request.url ?? '', body });
      response.setHeader('Content-Type', 'application/json');
      if (request.url === '/token') {
        const form = new URLSearchParams(body);
        const claims = claimsByCode.get(form.get('code') ?? '');
        if (!claims || form.get('client_secret') !== 'provider-secret') {
          response.statusCode = 400;
          response.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        const accessToken = `access-${tokens.size + 1}`;
        tokens.set(accessToken, claims);
        response.end(JSON.stringify({ access_token: accessToken, token_type: 'Bearer' }));
        return;
      }
      if (request.url === '/userinfo') {
        const claims = tokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        response.statusCode = claims ? 200 : 401;
        response.end(JSON.stringify(claims ?? { error: 'invalid_token' }));
        return;
      }
      response.statusCode = 404;
      response.end('{}');
    });
  });
  return { server, claimsByCode, requests };
}

describe.each(databaseModes())('Google and Microsoft sign-in callbacks on %s', (mode) => {
  let ctx: TestContext;
  let provider: ReturnType<typeof startProvider>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    provider = startProvider();
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
    const endpoints = {
      authorize: `${base}/authorize`,
      token: `${base}/token`,
      userinfo: `${base}/userinfo`,
    };
    app = createApp({
      db: ctx.database,
      clock: ctx.clock,
      publicUrl: 'https://app.reachly.io',
      auth: {
        google: { clientId: 'google-id', clientSecret: 'provider-secret', endpoints },
        microsoft: { clientId: 'microsoft-id', clientSecret: 'provider-secret', endpoints },
      },
    });
  });
  afterAll(async () => {
    await new Promise((resolve) => provider?.server.close(resolve));
    await ctx?.close();
  });

  /** Login, then the provider's redirect back with `code`; returns where the callback sends the browser. */
  async function signInThrough(path: 'google' | 'ad', code: string, tamper?: (state: string) => string) {
    const login = await app.request(`/api/auth/${path}/login`);
    const state = new URL(login.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const callback = await app.request(
      `/api/auth/${path}/callback?${new URLSearchParams({ code, state: tamper ? tamper(state) : state })}`,
      { headers: { Cookie: cookie } },
    );
    expect(callback.status).toBe(302);
    return new URL(callback.headers.get('location') ?? '', 'https://app.reachly.io');
  }

  const tokenOf = (location: URL) => new URLSearchParams(location.hash.slice(1)).get('token') ?? '';

  it('creates the account on the first Google sign-in and hands the token to the third-party page in the fragment', async () => {
    provider.claimsByCode.set('code-1', {
      email: 'Grace.Hopper@Example.test',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const location = await signInThrough('google', 'code-1');
    expect(location.pathname).toBe('/auth/integration/third-party-login');
    expect(location.search).toBe('');
    const token = tokenOf(location);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const validated = await ctx.api.get('/auth/validate_token', { token });
    expect(validated.payload.user).toMatchObject({
      email: 'grace.hopper@example.test',
      first_name: 'Grace',
      last_name: 'Hopper',
      email_confirmed: true,
    });
    // The client secret went to the provider's token endpoint, never into a redirect.
    expect(provider.requests.find((request) => request.path === '/token')?.body).toContain(
      'redirect_uri=https%3A%2F%2Fapp.reachly.io%2Fapi%2Fauth%2Fgoogle%2Fcallback',
    );
  });

  it('signs an existing account in (Microsoft) instead of creating a second one', async () => {
    const member = await ctx.createMember({ email: 'ada@example.test' });
    provider.claimsByCode.set('code-2', { email: 'ada@example.test', given_name: 'Ada' });
    const token = tokenOf(await signInThrough('ad', 'code-2'));
    const validated = await ctx.api.get('/auth/validate_token', { token });
    expect(validated.payload.user._id).toBe(member.user.id);
  });

  it("refuses an address Google did not verify, so nobody can enter someone else's account", async () => {
    await ctx.createMember({ email: 'victim@example.test' });
    provider.claimsByCode.set('code-3', { email: 'victim@example.test', email_verified: false });
    const location = await signInThrough('google', 'code-3');
    expect(location.hash).toBe('');
    expect(location.searchParams.get('error')).toBe('Your Google email address is not verified');
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    provider.claimsByCode.set('code-4', { email: 'eve@example.test', email_verified: true });
    const location = await signInThrough('google', 'code-4', (state) => `${state}x`);
    expect(location.searchParams.get('error')).toBe('This sign-in link has expired, please try again');
    expect(provider.requests.filter((request) => request.body.includes('code=code-4'))).toEqual([]);
  });

  // Issue 23 item 7: the sign-in state is server-stored, single use, short-lived and bound to the browser.
  it('a sign-in state is single use: the callback replayed with the same cookie is refused', async () => {
    provider.claimsByCode.set('replay-1', { email: 'replay@example.test', email_verified: true });
    provider.claimsByCode.set('replay-2', { email: 'replay@example.test', email_verified: true });
    const login = await app.request('/api/auth/google/login');
    const state = new URL(login.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const back = async (code: string) => {
      const response = await app.request(
        `/api/auth/google/callback?${new URLSearchParams({ code, state })}`,
        { headers: { Cookie: cookie } },
      );
      return new URL(response.headers.get('location') ?? '', 'https://app.reachly.io');
    };
    expect(tokenOf(await back('replay-1'))).not.toBe('');
    const replayed = await back('replay-2');
    expect(replayed.hash).toBe('');
    expect(replayed.searchParams.get('error')).toBe('This sign-in link has expired, please try again');
    expect(provider.requests.filter((request) => request.body.includes('code=replay-2'))).toEqual([]);
  });

  it('a sign-in state expires 10 minutes after the login began', async () => {
    provider.claimsByCode.set('late-1', { email: 'late@example.test', email_verified: true });
    const login = await app.request('/api/auth/ad/login');
    const state = new URL(login.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    ctx.clock.advance(10 * 60 * 1000 + 1000);
    const response = await app.request(
      `/api/auth/ad/callback?${new URLSearchParams({ code: 'late-1', state })}`,
      {
        headers: { Cookie: cookie },
      },
    );
    const location = new URL(response.headers.get('location') ?? '', 'https://app.reachly.io');
    expect(location.searchParams.get('error')).toBe('This sign-in link has expired, please try again');
    expect(location.hash).toBe('');
  });

  it("another browser's state is refused (a sign-in begun elsewhere cannot land here)", async () => {
    provider.claimsByCode.set('csrf-1', { email: 'attacker@example.test', email_verified: true });
    const theirs = await app.request('/api/auth/google/login');
    const state = new URL(theirs.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const mine = await app.request('/api/auth/google/login');
    const cookie = (mine.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const response = await app.request(
      `/api/auth/google/callback?${new URLSearchParams({ code: 'csrf-1', state })}`,
      {
        headers: { Cookie: cookie },
      },
    );
    const location = new URL(response.headers.get('location') ?? '', 'https://app.reachly.io');
    expect(location.searchParams.get('error')).toBe('This sign-in link has expired, please try again');
    const none = await app.request(
      `/api/auth/google/callback?${new URLSearchParams({ code: 'csrf-1', state })}`,
    );
    expect(new URL(none.headers.get('location') ?? '', 'https://x').searchParams.get('error')).toBe(
      'This sign-in link has expired, please try again',
    );
  });

  it('reports a code the provider refuses', async () => {
    const location = await signInThrough('google', 'unknown-code');
    expect(location.searchParams.get('error')).toBe('Sign-in with Google failed, please try again');
  });

  it('reports a sign-in cancelled at the provider', async () => {
    const response = await app.request('/api/auth/google/callback?error=access_denied');
    expect(new URL(response.headers.get('location') ?? '', 'https://x').searchParams.get('error')).toBe(
      'Sign-in was cancelled (access_denied)',
    );
  });
});
