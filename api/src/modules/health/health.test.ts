import { describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';

describe.each(databaseModes())('GET /api/health on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  it('reports ok, the version and the database mode, without a token', async () => {
    const response = await ctx.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      payload: { status: 'ok', version: '9.9.9-test', database: mode },
    });
  });
});

describe('GET /api/health with the database gone', () => {
  it('answers 503 "Database is unavailable"', async () => {
    const ctx = await createTestContext();
    await ctx.close();
    const response = await ctx.request('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ ok: false, error: 'Database is unavailable' });
  });
});
