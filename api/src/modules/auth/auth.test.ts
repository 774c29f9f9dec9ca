import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { authTokens, spaces } from '../../db/schema';
import { bearerToken, hashToken } from '../../platform/identity';
import { hashPassword, verifyPassword } from '../../platform/passwords';

describe.each(databaseModes())('auth on %s', (mode) => {
  let ctx: TestContext;
  let member: Member;
  const password = 'correct horse battery';

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    member = await ctx.createMember({
      email: 'Sam@Example.test',
      password,
      firstName: 'Sam',
      lastName: 'Lee',
    });
    await ctx.createMember({ email: 'nopassword@example.test' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('POST /api/auth/sign_in', () => {
    it('returns a token and the user; the email is matched case-insensitively', async () => {
      const response = await ctx.api.post('/auth/sign_in', {
        body: { email: '  SAM@example.TEST ', password },
      });
      expect(response.status).toBe(200);
      expect(response.payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.payload.user).toMatchObject({
        _id: member.user.id,
        email: 'sam@example.test',
        first_name: 'Sam',
        last_name: 'Lee',
        full_name: 'Sam Lee',
        status: 'active',
        email_confirmed: true,
        is_admin: false,
      });

      const validated = await ctx.api.get('/auth/validate_token', { token: response.payload.token });
      expect(validated.payload.user._id).toBe(member.user.id);
    });

    it('stores only the sha256 of the token', async () => {
      const response = await ctx.api.post('/auth/sign_in', { body: { email: 'sam@example.test', password } });
      const { token } = response.payload;
      const rows = await ctx.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.userId, member.user.id));
      expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
      expect(rows.map((row) => row.tokenHash)).not.toContain(token);
      expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      ['a wrong password', { email: 'sam@example.test', password: 'wrong password' }],
      ['an unknown email', { email: 'nobody@example.test', password }],
      ['a user without a password', { email: 'nopassword@example.test', password }],
    ])('answers 401 "Invalid email or password" for %s', async (_case, body) => {
      const response = await ctx.request('/api/auth/sign_in', { method: 'POST', body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, error: 'Invalid email or password' });
    });

    it.each([
      [{ password }, 'email: Email is required'],
      [{ email: 'sam@example.test' }, 'password: Password is required'],
      [{ email: 'not an email', password }, 'email: Invalid email'],
      [{ email: 'sam@example.test', password: '' }, 'password: Password is required'],
      ['{"email":', 'Invalid JSON body'],
    ])('rejects %j with 400 "%s"', async (body, message) => {
      const response = await ctx.request('/api/auth/sign_in', { method: 'POST', body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    });
  });

  describe('GET /api/auth/validate_token', () => {
    it('returns the user and the current workspace', async () => {
      const response = await ctx.api.get('/auth/validate_token', { token: member.token });
      expect(response.status).toBe(200);
      expect(response.payload.user.email).toBe('sam@example.test');
      expect(response.payload.space).toMatchObject({
        _id: member.space.id,
        name: member.space.name,
        admins: [member.user.id],
      });
    });

    it.each([
      ['no header', {}],
      ['an unknown token', { Authorization: 'Bearer abcdef' }],
      ['a token without the Bearer scheme', { Authorization: 'whatever' }],
      ['an empty bearer', { Authorization: 'Bearer ' }],
    ])('answers 401 "Token is not valid" for %s', async (_case, headers) => {
      const response = await ctx.request('/api/auth/validate_token', { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, error: 'Token is not valid' });
    });

    it('returns space null for a user without a workspace', async () => {
      const lonely = await ctx.createMember();
      await ctx.database.db.delete(spaces).where(eq(spaces.id, lonely.space.id));
      const response = await ctx.api.get('/auth/validate_token', { token: lonely.token });
      expect(response.payload.space).toBeNull();
      const scoped = await ctx.request('/api/workflows', { token: lonely.token });
      expect(scoped.status).toBe(403);
      expect(scoped.body).toEqual({ ok: false, error: 'Can not find space' });
    });
  });

  describe('POST /api/auth/create_token', () => {
    it('issues a new token for the signed-in user and revokes the one it was called with', async () => {
      const signedIn = await ctx.api.post('/auth/sign_in', { body: { email: 'sam@example.test', password } });
      const oldToken = signedIn.payload.token;
      const response = await ctx.api.post('/auth/create_token', { token: oldToken });
      expect(response.status).toBe(200);
      expect(response.payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(response.payload.token).not.toBe(oldToken);
      expect(response.payload.user._id).toBe(member.user.id);

      expect((await ctx.request('/api/auth/validate_token', { token: response.payload.token })).status).toBe(
        200,
      );
      const old = await ctx.request('/api/auth/validate_token', { token: oldToken });
      expect(old.status).toBe(401);
      expect(old.body).toEqual({ ok: false, error: 'Token is not valid' });
      // Other sessions of the user are untouched.
      expect((await ctx.request('/api/auth/validate_token', { token: member.token })).status).toBe(200);
    });

    it('answers 401 "Token is not valid" without a live token', async () => {
      const response = await ctx.request('/api/auth/create_token', {
        method: 'POST',
        token: 'revoked-or-made-up',
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, error: 'Token is not valid' });
    });
  });

  describe('GET /api/auth/logout', () => {
    it('revokes the token it was called with, and only that one', async () => {
      const other = await ctx.api.post('/auth/sign_in', { body: { email: 'sam@example.test', password } });
      const signedIn = await ctx.api.post('/auth/sign_in', { body: { email: 'sam@example.test', password } });
      const token = signedIn.payload.token;
      const response = await ctx.request('/api/auth/logout', { token });
      expect(response.body).toEqual({ ok: true, payload: { logged_out: true } });

      const after = await ctx.request('/api/auth/validate_token', { token });
      expect(after.status).toBe(401);
      expect(after.body).toEqual({ ok: false, error: 'Token is not valid' });
      expect((await ctx.request('/api/auth/logout', { token })).status).toBe(401);
      expect((await ctx.request('/api/auth/validate_token', { token: other.payload.token })).status).toBe(
        200,
      );
    });
  });

  describe('the declared requests (openapi contract)', () => {
    it.each([
      [
        '/api/auth/sign_in',
        { email: 'sam@example.test', password, remember_me: true },
        'Unknown field: remember_me',
      ],
      ['/api/auth/restore', { email: 'sam@example.test', captcha: 'x' }, 'Unknown field: captcha'],
      [
        '/api/auth/set_password_with_restore_code',
        { password: 'a quiet meadow 42', restore_code: 'x', email: 'sam@example.test' },
        'Unknown field: email',
      ],
      ['/api/oauth/accept', [1], 'Body must be a JSON object'],
    ])('POST %s refuses %j with 400 "%s"', async (path, body, message) => {
      const response = await ctx.request(path, { method: 'POST', token: member.token, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    });

    it('a JSON body sent without Content-Type: application/json is 415 (the contract reads JSON only)', async () => {
      const response = await ctx.request('/api/auth/sign_in', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: { email: 'sam@example.test', password },
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ ok: false, error: 'Unsupported Media Type' });
    });

    it('reads the first of a repeated code, as before: the service answers, not a field error', async () => {
      const restore = await ctx.request('/api/auth/check_restore_code?restore_code=a&restore_code=b');
      expect(restore.body).toEqual({ ok: false, error: 'Restore code is invalid or expired' });
      const activation = await ctx.request(
        '/api/auth/check_activation_code?activation_code=a&activation_code=b',
      );
      expect(activation.body).toEqual({ ok: false, error: 'Activation code is invalid or expired' });
    });

    it('answers a repeated space on validate_token with 400, like every declared space query', async () => {
      const response = await ctx.request(
        `/api/auth/validate_token?space=${member.space.id}&space=${member.space.id}`,
        { token: member.token },
      );
      expect(response.status).toBe(400);
    });
  });
});

describe('auth helpers', () => {
  it('hashes passwords with argon2id, 19 MiB, 2 passes, 1 lane', async () => {
    const hash = await hashPassword('s3cret-enough');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 's3cret-enough')).toBe(true);
    expect(await verifyPassword(hash, 'other')).toBe(false);
    expect(await verifyPassword('not a hash', 'other')).toBe(false);
  });

  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['Bearer  abc ', 'abc'],
    ['abc', undefined],
    ['Bearer', undefined],
    ['Bearer a b', undefined],
    [undefined, undefined],
  ])('reads %j as token %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});
