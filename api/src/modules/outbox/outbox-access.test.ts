import type { ApiPayload } from '@outreach/core/contract';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { type ServerType, serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createApp } from '../../app';
import { users } from '../../db/schema';
import { isLoopbackAddress } from './outbox-access';

/** An address of this machine that is not loopback (the address a LAN client would reach). */
function externalAddress(): string | undefined {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === 'IPv4' && !entry.internal) return entry.address;
  }
  return undefined;
}

async function listen(app: ReturnType<typeof createApp>): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve) => {
    // HOST=0.0.0.0, the default: reachable from the network, as in the finding.
    const server = serve({ fetch: app.fetch, hostname: '0.0.0.0', port: 0 }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
  });
}

async function close(server: ServerType): Promise<void> {
  // fetch keeps connections alive; without this, close waits for them to time out.
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.10.0.3', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false],
    ['203.0.113.5', false],
    ['::ffff:203.0.113.5', false],
    ['fe80::1', false],
    ['127.0.0.1.evil', false],
    ['', false],
  ])('%s is loopback: %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

/**
 * issue 11 §1: with no SMTP_URL and HOST=0.0.0.0, anyone who reached the server could ask for a
 * password reset and read the code from the outbox. Real sockets, from a real non-loopback address.
 */
describe('the local outbox answers only this machine or a platform admin', () => {
  let ctx: TestContext;
  const external = externalAddress();

  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.skipIf(!external)(
    'a client on the network can not read a password-reset code: 404 on the API and the page',
    async () => {
      const victim = await ctx.createMember({ password: 'Correct-Horse-Battery-9' });
      const { server, port } = await listen(ctx.app);
      try {
        const remote = `http://${external}:${port}`;
        const local = `http://127.0.0.1:${port}`;
        const reset = await fetch(`${remote}/api/auth/restore`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: victim.user.email }),
        });
        expect(reset.status).toBe(200);

        const stolen = await fetch(`${remote}/api/outbox?to=${encodeURIComponent(victim.user.email)}`);
        expect(stolen.status).toBe(404);
        expect(await stolen.json()).toEqual({ ok: false, error: 'Not found' });
        const page = await fetch(`${remote}/outbox?to=${encodeURIComponent(victim.user.email)}`);
        expect(page.status).toBe(404);
        expect(await page.text()).not.toContain('restore');

        // The same server, asked from this machine (the README's local demo), shows the mail.
        const mine = await fetch(`${local}/api/outbox?to=${encodeURIComponent(victim.user.email)}`);
        expect(mine.status).toBe(200);
        const mails = ((await mine.json()) as { payload: ApiPayload<'get', '/outbox'> }).payload;
        expect(mails.map((mail) => mail.kind)).toContain('restore');
        expect((await fetch(`${local}/outbox`)).status).toBe(200);
        // One message by id: the same rule.
        expect((await fetch(`${remote}/api/outbox/${mails[0]?._id}`)).status).toBe(404);
        expect((await fetch(`${remote}/outbox/${mails[0]?._id}`)).status).toBe(404);
        expect((await fetch(`${local}/api/outbox/${mails[0]?._id}`)).status).toBe(200);

        // A signed-in member who is not a platform admin: still 404; a platform admin: allowed.
        const member = await ctx.createMember();
        const asMember = await fetch(`${remote}/api/outbox`, { headers: member.auth });
        expect(asMember.status).toBe(404);
        const admin = await ctx.createMember();
        await ctx.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
        const asAdmin = await fetch(`${remote}/api/outbox?to=${encodeURIComponent(victim.user.email)}`, {
          headers: admin.auth,
        });
        expect(asAdmin.status).toBe(200);
        expect(
          ((await asAdmin.json()) as { payload: ApiPayload<'get', '/outbox'> }).payload.length,
        ).toBeGreaterThan(0);
      } finally {
        await close(server);
      }
    },
  );

  it('behind a trusted proxy, the original client decides: X-Forwarded-For 203.0.113.5 is refused', async () => {
    const app = createApp({ db: ctx.database, clock: ctx.clock, auth: { trustProxy: true } });
    const { server, port } = await listen(app);
    try {
      const local = `http://127.0.0.1:${port}`;
      const forwarded = await fetch(`${local}/api/outbox`, {
        headers: { 'X-Forwarded-For': '203.0.113.5' },
      });
      expect(forwarded.status).toBe(404);
      // A client that writes its own entry first still ends with the proxy's: the last one counts.
      const spoofed = await fetch(`${local}/outbox`, {
        headers: { 'X-Forwarded-For': '127.0.0.1, 203.0.113.5' },
      });
      expect(spoofed.status).toBe(404);
      const fromThisMachine = await fetch(`${local}/api/outbox`, {
        headers: { 'X-Forwarded-For': '127.0.0.1' },
      });
      expect(fromThisMachine.status).toBe(200);
    } finally {
      await close(server);
    }
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For neither opens nor closes it: the socket decides', async () => {
    const { server, port } = await listen(ctx.app);
    try {
      const local = `http://127.0.0.1:${port}`;
      expect(
        (await fetch(`${local}/api/outbox`, { headers: { 'X-Forwarded-For': '203.0.113.5' } })).status,
      ).toBe(200);
      if (external) {
        const remote = `http://${external}:${port}`;
        expect(
          (await fetch(`${remote}/api/outbox`, { headers: { 'X-Forwarded-For': '127.0.0.1' } })).status,
        ).toBe(404);
      }
    } finally {
      await close(server);
    }
  });
});
