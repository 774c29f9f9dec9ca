import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { createApp } from '../../app';
import { oauthClients, oauthGrants } from '../../db/schema';

describe.each(databaseModes())('OAuth on %s', (mode) => {
  let ctx: TestContext;
  let member: Member;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    member = await ctx.createMember();
    await ctx.database.db.insert(oauthClients).values({
      id: 'crm-connector',
      name: 'CRM connector',
      redirectUri: 'https://crm.example.test/oauth/callback?tenant=7',
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const accept = (body: unknown, token: string | null = member.token) =>
    ctx.api.unchecked.post('/oauth/accept', { body, token: token ?? undefined });

  describe('POST /api/oauth/accept', () => {
    it('stores a grant and sends the user back to the client with a one-time code and the state', async () => {
      const response = await accept({ state: 'xyz 123', client_id: 'crm-connector' });
      expect(response.status).toBe(200);
      const url = new URL(response.payload.redirect_url);
      expect(`${url.origin}${url.pathname}`).toBe('https://crm.example.test/oauth/callback');
      expect(url.searchParams.get('tenant')).toBe('7');
      expect(url.searchParams.get('state')).toBe('xyz 123');
      const code = url.searchParams.get('code') ?? '';
      expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);

      const [grant] = await ctx.database.db
        .select()
        .from(oauthGrants)
        .where(eq(oauthGrants.userId, member.user.id));
      expect(grant).toMatchObject({
        clientId: 'crm-connector',
        spaceId: member.space.id,
        state: 'xyz 123',
        codeHash: createHash('sha256').update(code).digest('hex'),
        usedAt: null,
      });
      expect(grant?.expiresAt.getTime()).toBe(ctx.clock.now().getTime() + 10 * 60_000);
    });

    it('answers 400 "Unknown OAuth client" for a client that is not registered', async () => {
      const response = await accept({ state: 's', client_id: 'nobody' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Unknown OAuth client' });
    });

    it.each([
      [{ client_id: 'crm-connector' }, 'state: State is required'],
      [{ state: '  ', client_id: 'crm-connector' }, 'state: State is required'],
      [{ state: 's' }, 'client_id: Client id is required'],
      ['{', 'Invalid JSON body'],
    ])('refuses %j with 400 "%s"', async (body, message) => {
      const response = await accept(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    });

    it('needs a token', async () => {
      const response = await accept({ state: 's', client_id: 'crm-connector' }, null);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, error: 'Token is not valid' });
    });
  });

  describe('Google and Microsoft sign-in', () => {
    it.each([
      ['/api/auth/google/login', 'Google sign-in is not configured'],
      ['/api/auth/ad/login', 'Microsoft sign-in is not configured'],
    ])('%s answers 400 "%s" without OAuth settings', async (path, message) => {
      const response = await ctx.request(path);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    });

    it.each([
      ['/api/auth/google/login', 'https://accounts.google.com/o/oauth2/v2/auth', 'google-id', 'google'],
      [
        '/api/auth/ad/login',
        'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
        'microsoft-id',
        'ad',
      ],
    ])(
      '%s redirects to the provider with a state once configured',
      async (path, authorize, clientId, name) => {
        const app = createApp({
          db: ctx.database,
          clock: ctx.clock,
          publicUrl: 'https://app.reachly.io',
          auth: {
            google: { clientId: 'google-id', clientSecret: 'google-secret' },
            microsoft: { clientId: 'microsoft-id', clientSecret: 'microsoft-secret' },
          },
        });
        const response = await app.request(path);
        expect(response.status).toBe(302);
        const location = new URL(response.headers.get('location') ?? '');
        expect(`${location.origin}${location.pathname}`).toBe(authorize);
        expect(location.searchParams.get('client_id')).toBe(clientId);
        expect(location.searchParams.get('redirect_uri')).toBe(
          `https://app.reachly.io/api/auth/${name}/callback`,
        );
        expect(location.searchParams.get('response_type')).toBe('code');
        expect(location.searchParams.get('scope')).toBe('openid email profile');
        const state = location.searchParams.get('state') ?? '';
        expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(location.toString()).not.toContain('secret');
        // The browser keeps a binding of the state (platform/oauth-state.ts), not the state itself.
        const cookie = response.headers.get('set-cookie') ?? '';
        const provider = name === 'ad' ? 'microsoft' : 'google';
        expect(cookie).toMatch(new RegExp(`^__Host-oauth_sign_in_${provider}=[A-Za-z0-9_-]{43};`));
        expect(cookie).not.toContain(state);
        expect(cookie).toContain('HttpOnly');
        expect(cookie).toContain('Secure');
        expect(cookie).toContain('SameSite=Lax');
      },
    );
  });
});
