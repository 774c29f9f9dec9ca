import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { loadEnv } from '../../env';
import { remoteOverridesFromEnv } from './config.service';

// No database access: runs once (PGlite), whatever TEST_DATABASE_URL says.
describe('GET /api/config', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('serves the brand of the Host header, the remote manifests and the version, never cached', async () => {
    const response = await ctx.api.get('/config', { headers: { Host: 'app.closedesk.test' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.payload.brand.id).toBe('closedesk');
    expect(response.payload.brand.name).toBeTruthy();
    expect(response.payload.remotes).toEqual({
      campaigns: '/remotes/campaigns/mf-manifest.json',
      inbox: '/remotes/inbox/mf-manifest.json',
      billing: '/remotes/billing/mf-manifest.json',
      dialer: '/remotes/dialer/mf-manifest.json',
      ai: '/remotes/ai/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
    expect(response.payload.version).toBe('9.9.9-test');
  });

  it.each([
    ['localhost:3000', 'reachly'],
    ['outreach.acme.test', 'acme'],
    ['ACME.localhost:8080', 'acme'],
    ['unknown.example.com', 'reachly'],
  ])('maps host %s to brand %s', async (host, brand) => {
    const response = await ctx.api.get('/config', { headers: { Host: host } });
    expect(response.payload.brand.id).toBe(brand);
  });

  it('falls back to the configured default brand for unknown hosts', async () => {
    const other = await createTestContext({ brandFallback: 'acme' });
    try {
      const response = await other.api.get('/config', { headers: { Host: 'nowhere.test' } });
      expect(response.payload.brand.id).toBe('acme');
    } finally {
      await other.close();
    }
  });

  it('uses REMOTE_<NAME>_URL overrides from the environment', async () => {
    const env = loadEnv({
      REMOTE_INBOX_URL: 'https://cdn.example.com/inbox/1.2.3/mf-manifest.json',
      REMOTE_ADMIN_URL: '/static/admin/mf-manifest.json',
    });
    const other = await createTestContext({ remoteOverrides: remoteOverridesFromEnv(env) });
    try {
      const response = await other.api.get('/config');
      expect(response.payload.remotes.inbox).toBe('https://cdn.example.com/inbox/1.2.3/mf-manifest.json');
      expect(response.payload.remotes.admin).toBe('/static/admin/mf-manifest.json');
      expect(response.payload.remotes.campaigns).toBe('/remotes/campaigns/mf-manifest.json');
    } finally {
      await other.close();
    }
  });

  it('offers a sign-in provider only where the deployment configured it and the brand allows it', async () => {
    const app = { clientId: 'id', clientSecret: 'secret' };
    expect((await ctx.api.get('/config')).payload.signIn).toEqual({ google: false, microsoft: false });
    const configured = await createTestContext({ auth: { google: app, microsoft: app } });
    try {
      expect((await configured.api.get('/config')).payload.signIn).toEqual({ google: true, microsoft: true });
      const acme = await configured.api.get('/config', { headers: { Host: 'outreach.acme.test' } });
      expect(acme.payload.signIn.google).toBe(acme.payload.brand.auth.google);
    } finally {
      await configured.close();
    }
  });

  it("answers /favicon.ico on every host with that brand's icon", async () => {
    const icon = await ctx.app.request('/favicon.ico', { headers: { Host: 'outreach.acme.test' } });
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    const acme = (await ctx.api.get('/config', { headers: { Host: 'outreach.acme.test' } })).payload.brand;
    expect(await icon.text()).toBe(acme.logo.svg);
  });
});
