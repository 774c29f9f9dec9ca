import { describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { outboxWarning } from '../../platform/operator-warnings';
import { createMemoryOutbox } from '../../providers/system-mail/mail.provider';
import { sharedWhileRunning } from './health.handlers';

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
      payload: {
        status: 'ok',
        version: '9.9.9-test',
        database: mode,
        warnings: [
          expect.stringMatching(/^PUBLIC_URL is not set: unsubscribe and tracking links/),
          outboxWarning,
        ],
      },
    });
  });

  // Issue 26 item 24: operator problems go to the health page (and the admin console), not customers.
  it('has no warnings with an https PUBLIC_URL and SMTP', async () => {
    const configured = ctx.withApp({
      version: 'test',
      publicUrl: 'https://outreach.example.com',
      mail: { mode: 'smtp', send: createMemoryOutbox().send },
    });
    const response = await configured.request('/api/health');
    expect(response.body).toMatchObject({ ok: true, payload: { warnings: [] } });
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

describe('the database check of /health', () => {
  it('is shared by calls made while it runs, and run afresh once it has answered', async () => {
    let runs = 0;
    const pending: (() => void)[] = [];
    const check = sharedWhileRunning(
      () =>
        new Promise<void>((resolve) => {
          runs += 1;
          pending.push(resolve);
        }),
    );
    const first = check();
    const second = check();
    expect(runs).toBe(1);
    pending.shift()?.();
    await Promise.all([first, second]);
    const third = check();
    expect(runs).toBe(2);
    pending.shift()?.();
    await third;
  });

  it('gives a failure to every call that shared it, and the next call asks again', async () => {
    let runs = 0;
    const check = sharedWhileRunning(async () => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
    });
    const shared = [check(), check()];
    for (const outcome of await Promise.allSettled(shared)) expect(outcome.status).toBe('rejected');
    await expect(check()).resolves.toBeUndefined();
    expect(runs).toBe(2);
  });
});
