/**
 * POST /api/operator/admin (issue 26 item 27): `npm run admin` runs inside the server that holds
 * the embedded database, with the secret the server wrote into DATA_DIR. 404, as for an unknown
 * path, without that secret, from another machine, or on a server that has none (Postgres, where
 * the command opens the database itself).
 */
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../test/helpers';
import { adminAuditLog, users } from '../../db/schema';

const secret = 'a-secret-from-data-dir';
const path = '/api/operator/admin';

describe('POST /api/operator/admin', () => {
  let ctx: TestContext;
  let operator: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext();
    operator = ctx.withApp({ adminSecret: secret });
    // A fresh database on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('grants with the secret: the change is made in this server, audited with the actor cli', async () => {
    const member = await ctx.createMember();
    const response = await operator.request(path, {
      method: 'POST',
      token: secret,
      body: { args: ['grant', member.user.email.toUpperCase(), '--super'] },
    });
    expect(response.status).toBe(200);
    expect(response.payload).toEqual({
      exit_code: 0,
      stdout: [`${member.user.email} is now a platform super admin`],
      stderr: [],
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ isAdmin: true, isSuperAdmin: true });
    const [audit] = await ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, member.user.id));
    expect(audit).toMatchObject({ actorEmail: 'cli', action: 'admin.grant' });
  });

  it("answers the command's own refusals with its exit code, as the command line would", async () => {
    const unknown = await operator.request(path, {
      method: 'POST',
      token: secret,
      body: { args: ['grant', 'nobody@example.com'] },
    });
    expect(unknown.payload).toEqual({ exit_code: 1, stdout: [], stderr: ['No user with this email'] });
    const usage = await operator.request(path, {
      method: 'POST',
      token: secret,
      body: { args: ['promote'] },
    });
    expect(usage.payload).toMatchObject({ exit_code: 2 });
  });

  it.each([
    ['no secret', undefined],
    ['a wrong secret', 'not-the-secret'],
    ['a signed-in member token', 'member'],
  ])('answers 404 with %s, changing nothing', async (_case, given) => {
    const member = await ctx.createMember();
    const token = given === 'member' ? member.token : given;
    const response = await operator.request(path, {
      method: 'POST',
      token,
      body: { args: ['grant', member.user.email] },
    });
    expect(response).toMatchObject({ status: 404, body: { ok: false, error: 'Not found' } });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.isAdmin).toBe(false);
  });

  it('does not exist on a server without a secret (Postgres: the command opens the database itself)', async () => {
    const member = await ctx.createMember();
    const response = await ctx.request(path, {
      method: 'POST',
      token: secret,
      body: { args: ['grant', member.user.email] },
    });
    expect(response).toMatchObject({ status: 404, body: { ok: false, error: 'Not found' } });
  });

  it('refuses a body that is not { args: string[] } with a 400', async () => {
    const response = await operator.request(path, { method: 'POST', token: secret, body: { args: 'grant' } });
    expect(response.status).toBe(400);
    expect(response.body.ok).toBe(false);
  });

  const external = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

  it.skipIf(!external)('answers 404 to a client on the network, even one that has the secret', async () => {
    const member = await ctx.createMember();
    const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
      (resolve) => {
        const listening = serve(
          { fetch: operator.app.fetch, hostname: '0.0.0.0', port: 0 },
          (info: AddressInfo) => resolve({ server: listening, port: info.port }),
        );
      },
    );
    try {
      const call = (host: string) =>
        fetch(`http://${host}:${port}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ args: ['grant', member.user.email] }),
        });
      expect((await call(external ?? '')).status).toBe(404);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row?.isAdmin).toBe(false);
      expect((await call('127.0.0.1')).status).toBe(200);
    } finally {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
