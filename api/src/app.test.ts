import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../test/helpers';
import { AppError } from './errors';

describe.each(databaseModes())('the API envelope on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    // Routes that fail on purpose, added the way a module would add them.
    ctx.app.get('/api/test/explode', () => {
      throw new Error('secret internals at /srv/app.ts:42');
    });
    ctx.app.get('/api/test/app-error', () => {
      throw new AppError(409, 'Already there');
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers an unknown /api route with 404 { ok: false, error: "Not found" }', async () => {
    for (const path of ['/api/nothing-here', '/api', '/socket.io-ish']) {
      const response = await ctx.request(path.startsWith('/api') ? path : `/api${path}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Not found' });
    }
    // Under a module's prefix the token is checked first, then the route.
    const member = await ctx.createMember();
    const deep = await ctx.request('/api/workflows/x/y/z', { token: member.token });
    expect(deep.status).toBe(404);
    expect(deep.body).toEqual({ ok: false, error: 'Not found' });
  });

  it('answers a non-/api unknown path (no static files configured) with a plain 404', async () => {
    const response = await ctx.app.request('/campaigns');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Not found');
  });

  it('answers an unexpected error with 500 "Something went wrong", no stack, and logs it', async () => {
    const response = await ctx.app.request('/api/test/explode');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: false, error: 'Something went wrong' });
    expect(text).not.toContain('secret');
    expect(text).not.toContain('app.ts');

    const logged = ctx.logLines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({
      level: 50,
      path: '/api/test/explode',
      err: { message: expect.stringContaining('secret') },
    });
    expect(String((logged?.err as { stack?: string } | undefined)?.stack)).toContain('Error');
  });

  it('turns an AppError into its status and message', async () => {
    const response = await ctx.request('/api/test/app-error');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ ok: false, error: 'Already there' });
  });

  it('gzips JSON when the client accepts it', async () => {
    const member = await ctx.createMember();
    for (let index = 0; index < 8; index += 1) {
      await ctx.request('/api/workflows', {
        method: 'POST',
        token: member.token,
        body: { name: `A campaign with a long enough name to pass the threshold ${index}` },
      });
    }
    const response = await ctx.app.request('/api/workflows', {
      headers: { Authorization: `Bearer ${member.token}`, 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
