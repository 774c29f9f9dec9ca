import type { LookupAddress } from 'node:dns';
import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../test/helpers';
import { makePlatformAdmin } from '../test/workspaces';
import { whitelabels } from './db/schema';
import { postWebhook } from './modules/webhooks/webhook-sender';
import { pinMailServer } from './providers/outreach-email/sender';
import { createSmtpProvider } from './providers/system-mail/smtp.provider';
import { guardedLookup, isPrivateAddress, publicAddressOf, ssrfMessages } from './ssrf';

/**
 * Issue 23 item 14: one rule decides which addresses the server never connects to for a workspace
 * or a brand (webhooks, mailbox servers, the brand's SMTP server), whatever the spelling, including
 * this machine's own addresses, and it holds on the address actually connected to.
 *
 * DNS answers come from this table (no real DNS): a name's answers are used in turn, the last one
 * repeating, so a name can be public when saved and something else when connected to (rebinding).
 */
const dnsAnswers = vi.hoisted(() => new Map<string, string[]>());
vi.mock('node:dns', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:dns')>();
  const lookup = (hostname: string, options: unknown, callback: unknown) => {
    const answers = dnsAnswers.get(hostname);
    const done = (typeof options === 'function' ? options : callback) as (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    if (!answers) return (actual.lookup as (...args: unknown[]) => void)(hostname, options, callback);
    const address = (answers.length > 1 ? answers.shift() : answers[0]) ?? '';
    const entry = { address, family: address.includes(':') ? 6 : 4 };
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    queueMicrotask(() => (all ? done(null, [entry]) : done(null, entry.address, entry.family)));
  };
  return { ...actual, lookup, default: { ...actual, lookup } };
});

/** This machine's first non-loopback IPv4 address (where a service bound to 0.0.0.0 answers). */
function ownAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
}

afterEach(() => {
  dnsAnswers.clear();
  vi.restoreAllMocks();
});

describe('SSRF: every spelling of a forbidden address (issue 23 item 14)', () => {
  it('refuses NAT64, IPv4-compatible, SIIT, 6to4 and Teredo spellings of private and local addresses', () => {
    for (const address of [
      // NAT64 well-known prefix 64:ff9b::/96 (RFC 6052), hex and dotted
      '64:ff9b::7f00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:FF9B:0:0:0:0:a00:1',
      // NAT64 local-use prefix 64:ff9b:1::/48 (RFC 8215): never a public destination
      '64:ff9b:1::a00:1',
      '64:ff9b:1:ffff::8.8.8.8',
      // IPv4-compatible ::/96 (deprecated, still parsed)
      '::7f00:1',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '::c0a8:101',
      // SIIT ::ffff:0:0/96 (RFC 6145)
      '::ffff:0:7f00:1',
      '::ffff:0:127.0.0.1',
      '::ffff:0:a00:1',
      // IPv4-mapped, hex and dotted
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      // 6to4 2002::/16 carrying a private IPv4
      '2002:7f00:1::',
      '2002:a9fe:a9fe::1',
      '2002:c0a8:101:1::1',
      // Teredo 2001::/32 (inside the IETF 2001::/23 block, never a server)
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      // documentation, discard, site-local
      '192.0.2.10',
      '198.51.100.1',
      '203.0.113.5',
      '2001:db8::1',
      '100::1',
      'fec0::1',
      // bracketed and zoned spellings
      '[::1]',
      'fe80::1%eth0',
      '[64:ff9b::7f00:1]',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through, in those spellings too', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.216.34',
      '2606:4700:4700::1111',
      '64:ff9b::808:808',
      '64:ff9b::8.8.8.8',
      '::ffff:8.8.8.8',
      '2002:808:808::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("refuses this machine's own interface addresses, in any spelling", () => {
    vi.spyOn(os, 'networkInterfaces').mockReturnValue({
      eth0: [
        {
          address: '8.8.4.4',
          netmask: '255.255.255.0',
          family: 'IPv4',
          mac: '00:00:00:00:00:00',
          internal: false,
          cidr: '8.8.4.4/24',
        },
        {
          address: '2606:4700:4700::1001',
          netmask: 'ffff:ffff:ffff:ffff::',
          family: 'IPv6',
          mac: '00:00:00:00:00:00',
          internal: false,
          cidr: '2606:4700:4700::1001/64',
          scopeid: 0,
        },
      ],
    });
    for (const address of [
      '8.8.4.4',
      '::ffff:8.8.4.4',
      '64:ff9b::808:404',
      '2606:4700:4700:0:0:0:0:1001',
      '2606:4700:4700::1001',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
  });

  it.skipIf(!ownAddress())("refuses the machine's real interface address", () => {
    expect(isPrivateAddress(ownAddress() ?? '')).toBe(true);
  });

  it('a name resolving to a forbidden spelling is refused, when checked and when connecting', async () => {
    dnsAnswers.set('metadata.rebind.test', ['64:ff9b::a9fe:a9fe']);
    await expect(publicAddressOf('metadata.rebind.test')).rejects.toMatchObject({
      status: 400,
      message: ssrfMessages.privateAddress,
    });
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(false)('metadata.rebind.test', { all: true }, (lookupError) => resolve(lookupError)),
    );
    expect(error?.code).toBe('EPRIVATEADDRESS');
  });

  it('a mail server whose name resolves to a forbidden spelling is not connected to', async () => {
    dnsAnswers.set('mail.rebind.test', ['::ffff:0:a00:1']);
    await expect(
      pinMailServer({ host: 'mail.rebind.test', port: 587, secure: false, user: 'u', password: 'p' }, false),
    ).rejects.toMatchObject({ status: 400, message: ssrfMessages.privateMailServer });
  });
});

describe.skipIf(!ownAddress())('a webhook whose name turns to this machine at delivery (rebinding)', () => {
  let server: Server;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    // A service of this machine listening on every interface (as the local payments server or
    // Postgres may): reachable through the machine's own address.
    server = createHttpServer((request, response) => {
      received.push(request.url ?? '');
      response.end('internal');
    });
    await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it('is refused on the address connected to, and nothing reaches the internal service', async () => {
    // Public when checked, this machine when connected to.
    dnsAnswers.set('hooks.rebind.test', ['93.184.216.34', ownAddress() ?? '']);
    const attempt = await postWebhook({
      url: `http://hooks.rebind.test:${port}/hook`,
      body: '{}',
      secret: 'secret',
      deliveryId: 'delivery-1',
      timestamp: 1,
      allowPrivate: false,
      timeoutMs: 2000,
    });
    expect(attempt).toMatchObject({ statusCode: null, error: ssrfMessages.privateAddress });
    expect(received).toEqual([]);
  });
});

/** A local SMTP server on every interface, accepting anything (and counting what it gets). */
async function startOpenSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','));
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("a brand's own SMTP server when a mail is sent (not only when it was saved)", () => {
  let brand: Awaited<ReturnType<typeof startOpenSmtp>>;
  beforeAll(async () => {
    brand = await startOpenSmtp();
  });
  afterAll(async () => {
    await brand?.close();
  });

  it('a plain mail is not sent through a brand server at a local address', async () => {
    // The deployment's own SMTP_URL is the operator's and is never checked; it is not used here.
    const provider = createSmtpProvider({
      url: 'smtp://127.0.0.1:9',
      from: 'Reachly <no-reply@reachly.test>',
    });
    try {
      for (const host of ['127.0.0.1', '::ffff:0:7f00:1', ownAddress()].filter(Boolean) as string[])
        await expect(
          provider.send({
            kind: 'test',
            to: 'check@example.test',
            subject: 'Test',
            text: 'Test',
            smtp: { host, port: brand.port, secure: false },
          }),
          host,
        ).rejects.toMatchObject({ status: 400, message: ssrfMessages.privateMailServer });
      expect(brand.received).toEqual([]);
    } finally {
      provider.close();
    }
  });
});

async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((resolve) => probe.listen(0, '0.0.0.0', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.each(databaseModes())("the brand's SMTP test on %s (issue 23 item 14)", (mode) => {
  let ctx: TestContext;
  let admin: Member;
  let smtp: Awaited<ReturnType<typeof startOpenSmtp>>;

  beforeAll(async () => {
    // The default install: mail servers must be public.
    ctx = await createTestContext({ mode, mailServersAllowPrivate: false });
    admin = await ctx.createMember();
    await makePlatformAdmin(ctx, admin);
    smtp = await startOpenSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await ctx?.close();
  });

  const sendTest = () =>
    ctx.request('/api/admin/emails/test', {
      method: 'POST',
      token: admin.token,
      body: { whitelabel_id: 'acme', to: 'check@example.test' },
    });

  /** The brand's server as stored (saved before this rule, or by a name that resolved elsewhere then). */
  async function storeSmtp(host: string, port: number) {
    await ctx.database.db
      .update(whitelabels)
      .set({
        emailConfig: {
          senderName: 'Acme',
          senderAddress: 'hello@acme.test',
          smtp: { host, port, secure: false },
        },
      })
      .where(eq(whitelabels.id, 'acme'));
  }

  const refused = { ok: false, error: ssrfMessages.privateMailServer };

  it.skipIf(!ownAddress())(
    "cannot be saved with this machine's address, nor tell its open ports from closed ones",
    async () => {
      const host = ownAddress() ?? '';
      const saved = await ctx.request('/api/admin/whitelabels/acme/email_config', {
        method: 'PUT',
        token: admin.token,
        body: {
          sender_name: 'Acme',
          sender_address: 'hello@acme.test',
          smtp: { host, port: smtp.port, secure: false },
        },
      });
      expect(saved.status).toBe(400);
      expect(saved.body).toEqual(refused);

      await storeSmtp(host, smtp.port);
      const open = await sendTest();
      await storeSmtp(host, await closedPort());
      const closed = await sendTest();
      expect(open.status).toBe(400);
      expect(open.body).toEqual(refused);
      expect(closed.body).toEqual(open.body);
    },
  );

  it('refuses the NAT64, IPv4-compatible and SIIT spellings of loopback the same way, open port or closed', async () => {
    const closed = await closedPort();
    for (const host of ['64:ff9b::7f00:1', '::7f00:1', '::ffff:0:7f00:1', '::ffff:7f00:1']) {
      await storeSmtp(host, smtp.port);
      const open = await sendTest();
      await storeSmtp(host, closed);
      expect(open.body, host).toEqual(refused);
      expect((await sendTest()).body, host).toEqual(refused);
    }
  });
});
