import { describe, expect, inject, it } from 'vitest';
import { browserForFile, openSignedIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

describe('workspace API keys (issue 12)', () => {
  it('creates a key on Integrations › API token, reads its secret once, calls the API with it, revokes it', async () => {
    const name = `E2E key ${Date.now()}`;
    const page = await openSignedIn(browser(), baseUrl, '/integrations/api');
    await page.getByRole('button', { name: 'Create API key' }).click({ timeout: 30_000 });
    const form = page.getByRole('dialog', { name: 'New API key' });
    await form.getByLabel('Name').fill(name);
    await form.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: 'Your new API key' });
    const secret = await shown.getByLabel('API key').inputValue();
    expect(secret).toMatch(/^rk_live_/);

    const call = await fetch(`${baseUrl}/api/workflows`, { headers: { Authorization: `Bearer ${secret}` } });
    expect(call.status).toBe(200);
    expect(call.headers.get('ratelimit-limit')).toBe('600');
    expect(((await call.json()) as { ok: boolean }).ok).toBe(true);

    await shown.getByRole('button', { name: 'Done' }).click();
    const table = page.getByRole('table', { name: 'API keys' });
    await table.getByRole('button', { name: `Revoke "${name}"` }).click();
    await page
      .getByRole('dialog', { name: `Revoke "${name}"?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await table.getByRole('row', { name: new RegExp(name) }).waitFor({ state: 'detached' });

    const after = await fetch(`${baseUrl}/api/workflows`, { headers: { 'X-API-Key': secret } });
    expect(after.status).toBe(401);
  });
});
