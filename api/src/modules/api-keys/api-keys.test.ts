import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { apiKeyRateWindows, apiKeys, spaceMembers } from '../../db/schema';
import { apiKeyRateLimit, isSessionOnlyCall, presentedApiKey } from '../../platform/api-key-auth';
import type { CreatedApiKeyJson } from './api-keys.schema';
import { hashApiKeySecret } from '../../platform/api-key-auth';

const keysPath = '/api/integrations/api_keys';

describe('API key helpers', () => {
  it('takes a key from Bearer rk_live_... or X-API-Key, and leaves session tokens alone', () => {
    expect(presentedApiKey('Bearer rk_live_abc', undefined)).toBe('rk_live_abc');
    expect(presentedApiKey(undefined, ' rk_live_abc ')).toBe('rk_live_abc');
    expect(presentedApiKey('Bearer sessiontoken', undefined)).toBeUndefined();
    expect(presentedApiKey(undefined, '')).toBeUndefined();
  });

  it('knows the areas a key never enters (single routes declare it: session-only.test.ts)', () => {
    expect(isSessionOnlyCall('GET', '/api/auth/logout')).toBe(true);
    expect(isSessionOnlyCall('POST', '/api/oauth/accept')).toBe(true);
    expect(isSessionOnlyCall('GET', '/api/admin/customers')).toBe(true);
    expect(isSessionOnlyCall('GET', '/api/integrations/api_keys')).toBe(false);
    expect(isSessionOnlyCall('GET', '/api/workflows')).toBe(false);
    expect(isSessionOnlyCall('GET', '/api/users/fetch_user')).toBe(false);
  });
});

describe.each(databaseModes())('API keys on %s', (mode) => {
  let ctx: TestContext;
  let admin: Member;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    admin = await ctx.createMember({ firstName: 'Ada', lastName: 'Admin' });
  });

  async function createKey(owner: Member, name: string): Promise<CreatedApiKeyJson> {
    const response = await ctx.api.post('/integrations/api_keys', { token: owner.token, body: { name } });
    expect(response.status).toBe(201);
    return response.payload;
  }

  const withKey = (secret: string) => ({ Authorization: `Bearer ${secret}` });

  it('creates a key, shows the secret once, stores only its hash, lists and revokes it', async () => {
    const created = await createKey(admin, '  Zapier bridge  ');
    expect(created.name).toBe('Zapier bridge');
    expect(created.secret).toMatch(/^rk_live_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.secret.slice(0, 12));
    expect(created.created_by).toMatchObject({ _id: admin.user.id, name: 'Ada Admin' });
    expect(created.last_used_at).toBeNull();

    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, created._id));
    expect(row?.secretHash).toBe(hashApiKeySecret(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await ctx.api.get('/integrations/api_keys', { token: admin.token });
    const listed = list.payload.find((key) => key._id === created._id);
    expect(listed).toMatchObject({ name: 'Zapier bridge', prefix: created.prefix });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(listed).not.toHaveProperty('secret');

    const revoked = await ctx.api.delete('/integrations/api_keys/{id}', {
      path: { id: created._id },
      token: admin.token,
    });
    expect(revoked.payload).toEqual({ _id: created._id });
    const after = await ctx.api.get('/integrations/api_keys', { token: admin.token });
    expect(after.payload.some((key) => key._id === created._id)).toBe(false);
    const again = await ctx.api.delete('/integrations/api_keys/{id}', {
      path: { id: created._id },
      token: admin.token,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ ok: false, error: 'API key not found' });
  });

  it('validates names: required, at most 100, unique among live keys (case-insensitive)', async () => {
    const empty = await ctx.api.post('/integrations/api_keys', { token: admin.token, body: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ ok: false, error: 'name: Name is required' });
    const missing = await ctx.api.unchecked.post('/integrations/api_keys', { token: admin.token, body: {} });
    expect(missing.status).toBe(400);
    const long = await ctx.api.post('/integrations/api_keys', {
      token: admin.token,
      body: { name: 'x'.repeat(101) },
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ ok: false, error: 'name: Name can not be longer than 100 characters' });

    const first = await createKey(admin, 'Partner CRM');
    const duplicate = await ctx.api.post('/integrations/api_keys', {
      token: admin.token,
      body: { name: 'partner crm' },
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ ok: false, error: 'An API key with this name already exists' });
    await ctx.api.delete('/integrations/api_keys/{id}', { path: { id: first._id }, token: admin.token });
    // A revoked key's name is free again.
    await createKey(admin, 'Partner CRM');
  });

  it("only admins create and revoke; members read the list; another workspace's key is 404", async () => {
    const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
    const key = await createKey(admin, 'Reporting');
    const refused = await ctx.api.post('/integrations/api_keys', {
      token: worker.token,
      body: { name: 'Mine' },
    });
    expect(refused.status).toBe(403);
    const refusedRevoke = await ctx.api.delete('/integrations/api_keys/{id}', {
      path: { id: key._id },
      token: worker.token,
    });
    expect(refusedRevoke.status).toBe(403);
    const list = await ctx.api.get('/integrations/api_keys', { token: worker.token });
    expect(list.payload.some((listed) => listed._id === key._id)).toBe(true);

    const stranger = await ctx.createMember();
    const foreign = await ctx.api.delete('/integrations/api_keys/{id}', {
      path: { id: key._id },
      token: stranger.token,
    });
    expect(foreign.status).toBe(404);
    const notAnId = await ctx.api.delete('/integrations/api_keys/{id}', {
      path: { id: 'nope' },
      token: admin.token,
    });
    expect(notAnId.status).toBe(404);
  });

  it('authenticates a normal route as the creator in the key workspace, with either header', async () => {
    const key = await createKey(admin, 'Workflows reader');
    const bearer = await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get('RateLimit-Limit')).toBe(String(apiKeyRateLimit.limit));
    const header = await ctx.api.get('/workflows', { headers: { 'X-API-Key': key.secret } });
    expect(header.status).toBe(200);
    const same = await ctx.api.get('/integrations/webhook', {
      query: { space: admin.space.id },
      headers: withKey(key.secret),
    });
    expect(same.status).toBe(200);
  });

  it('rejects unknown, malformed and revoked keys with 401', async () => {
    const unknown = await ctx.api.get('/workflows', { headers: withKey(`rk_live_${'A'.repeat(43)}`) });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ ok: false, error: 'API key is not valid' });
    const malformed = await ctx.api.get('/workflows', { headers: { 'X-API-Key': 'not-a-key' } });
    expect(malformed.status).toBe(401);

    const key = await createKey(admin, 'Soon revoked');
    await ctx.api.delete('/integrations/api_keys/{id}', { path: { id: key._id }, token: admin.token });
    const revoked = await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(revoked.status).toBe(401);
  });

  it('stays in its workspace whatever space it names, even one its creator belongs to', async () => {
    const key = await createKey(admin, 'Pinned');
    // The creator also belongs to a second workspace.
    const other = await ctx.createMember();
    await ctx.database.db
      .insert(spaceMembers)
      .values({ spaceId: other.space.id, userId: admin.user.id, isAdmin: true });
    const session = await ctx.api.get('/workflows', { query: { space: other.space.id }, token: admin.token });
    expect(session.status).toBe(200);

    const byQuery = await ctx.api.get('/workflows', {
      query: { space: other.space.id },
      headers: withKey(key.secret),
    });
    expect(byQuery.status).toBe(403);
    expect(byQuery.body).toEqual({ ok: false, error: 'Can not find space' });
    const byPath = await ctx.api.get('/space/{id}/invites', {
      path: { id: other.space.id },
      headers: withKey(key.secret),
    });
    expect(byPath.status).toBe(403);
    const ownPath = await ctx.api.get('/space/{id}/invites', {
      path: { id: admin.space.id },
      headers: withKey(key.secret),
    });
    expect(ownPath.status).toBe(200);
    const info = await ctx.api.get('/space/info', { headers: withKey(key.secret) });
    expect(info.payload._id).toBe(admin.space.id);
  });

  it('stops working when its creator leaves the workspace', async () => {
    const creator = await ctx.createMember({ space: admin.space, isAdmin: true });
    const key = await createKey(creator, 'Leaver');
    expect((await ctx.api.get('/workflows', { headers: withKey(key.secret) })).status).toBe(200);
    await ctx.database.db.delete(spaceMembers).where(eq(spaceMembers.userId, creator.user.id));
    const after = await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(after.status).toBe(401);
  });

  it('refuses session-only calls with 403', async () => {
    const key = await createKey(admin, 'Session only');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/auth/logout'],
      ['POST', '/api/auth/create_token'],
      ['POST', '/api/users/change_password', { old_password: 'x', new_password: 'y' }],
      ['POST', '/api/users/update', { first_name: 'Mallory' }],
      ['POST', '/api/users/set_space', { space_id: admin.space.id }],
      ['POST', keysPath, { name: 'Minted by a key' }],
      ['DELETE', `${keysPath}/${key._id}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await ctx.request(path, { method, headers: withKey(key.secret), body });
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 403,
        body: { ok: false, error: 'API keys can not be used for this call' },
      });
    }
    // The key still works, its session was never touched.
    expect((await ctx.api.get('/workflows', { headers: withKey(key.secret) })).status).toBe(200);
    const list = await ctx.api.get('/integrations/api_keys', { headers: withKey(key.secret) });
    expect(list.payload.some((listed) => listed._id === key._id)).toBe(true);
  });

  it('limits each key per minute: 429 with Retry-After and RateLimit headers, fresh next minute', async () => {
    ctx.clock.set('2026-01-05T10:00:15.000Z');
    const key = await createKey(admin, 'Busy');
    const first = await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(first.headers.get('RateLimit-Remaining')).toBe(String(apiKeyRateLimit.limit - 1));
    expect(first.headers.get('RateLimit-Reset')).toBe('45');
    // Bring this minute's counter to one below the limit rather than sending 600 requests.
    await ctx.database.db
      .update(apiKeyRateWindows)
      .set({ count: apiKeyRateLimit.limit - 1 })
      .where(eq(apiKeyRateWindows.keyId, key._id));
    const last = await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(last.status).toBe(200);
    expect(last.headers.get('RateLimit-Remaining')).toBe('0');

    ctx.clock.advance(5_000);
    const over = await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(over.status).toBe(429);
    expect(over.body.ok).toBe(false);
    expect(over.headers.get('Retry-After')).toBe('40');
    expect(over.headers.get('RateLimit-Limit')).toBe('600');
    expect(over.headers.get('RateLimit-Remaining')).toBe('0');
    expect(over.headers.get('RateLimit-Reset')).toBe('40');

    // Other keys have their own counter.
    const other = await createKey(admin, 'Quiet');
    expect((await ctx.api.get('/workflows', { headers: withKey(other.secret) })).status).toBe(200);

    ctx.clock.set('2026-01-05T10:01:00.000Z');
    const next = await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(next.status).toBe(200);
    expect(next.headers.get('RateLimit-Remaining')).toBe(String(apiKeyRateLimit.limit - 1));
    // The old minute's counter is gone.
    const windows = await ctx.database.db
      .select()
      .from(apiKeyRateWindows)
      .where(eq(apiKeyRateWindows.keyId, key._id));
    expect(windows).toHaveLength(1);
  });

  it('records last_used_at at most once a minute', async () => {
    ctx.clock.set('2026-01-05T11:00:00.000Z');
    const key = await createKey(admin, 'Tracked');
    const lastUsed = async () =>
      (
        await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, key._id))
      )[0]?.lastUsedAt?.toISOString();

    await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(await lastUsed()).toBe('2026-01-05T11:00:00.000Z');
    ctx.clock.advance(30_000);
    await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(await lastUsed()).toBe('2026-01-05T11:00:00.000Z');
    ctx.clock.advance(30_000);
    await ctx.api.get('/workflows', { headers: withKey(key.secret) });
    expect(await lastUsed()).toBe('2026-01-05T11:01:00.000Z');
    const list = await ctx.api.get('/integrations/api_keys', { token: admin.token });
    expect(list.payload.find((listed) => listed._id === key._id)?.last_used_at).toBe(
      '2026-01-05T11:01:00.000Z',
    );
  });
});
