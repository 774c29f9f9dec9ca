import { billingMessages } from '@outreach/core/billing';
import { authenticate } from 'mailauth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCapturingLogger, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { insertCredential } from '../../../test/workspaces';
import { creditLedger, integrations, sendingDomains } from '../../db/schema';
import { createDnsResolver } from '../../providers/mail-auth/dns-resolver';
import type { DnsRecord } from '../../providers/mail-auth/domain-records';
import {
  startDnsServer,
  type TestDnsServer,
  type ZoneRecord,
} from '../../providers/mail-auth/testing/dns-server';
import { sendEmail, sharedTransports } from '../../providers/outreach-email/sender';
import { startSmtpServer, type TestSmtpServer } from '../../providers/outreach-email/testing/mail-servers';
import { grantCredits } from '../credits';
import { refreshSendingDomains } from './sending-domains.jobs';
import { createRegistrar } from '../../providers/registrar/create-registrar';

/**
 * /ai_email/domains (issue 29): a workspace checks a name, buys it with credits ("ai_domain"), it
 * is registering until the registrar says ready (sandbox: .com after 1 hour on the app's clock),
 * its records are checked through DNS_SERVERS (a loopback server here), and mail sent from an
 * address on it is DKIM-signed with its key and verifies.
 */
const hour = 60 * 60 * 1000;

function zoneOf(record: DnsRecord): ZoneRecord {
  if (record.type === 'MX') return { type: 'MX', exchange: record.value, priority: record.priority ?? 10 };
  if (record.type === 'CNAME') return { type: 'CNAME', target: record.value };
  return { type: 'TXT', value: record.value };
}

describe.each(databaseModes())('sending domains, on %s', (mode) => {
  let ctx: TestContext;
  let dns: TestDnsServer;
  let smtp: TestSmtpServer;
  let a: Member;
  let b: Member;
  let growth: Member;

  beforeAll(async () => {
    dns = await startDnsServer();
    smtp = await startSmtpServer({ 'ana@acme-mail.com': 'secret-password' });
    vi.stubEnv('DNS_SERVERS', dns.servers.join(','));
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    sharedTransports.closeAll();
    await smtp.close();
    await dns.close();
  });

  useTestContext(mode, async (opened) => {
    ctx = opened;
    a = await opened.createMember({ tier: 'unlimited', isAdmin: true });
    b = await opened.createMember({ tier: 'unlimited', isAdmin: true });
    growth = await opened.createMember({ tier: 'growth' });
  });

  /** A connected SMTP mailbox (integration) of the member's workspace: what the engine sends through. */
  async function mailboxOf(member: Member) {
    const credentialId = await insertCredential(ctx, member.space);
    const [row] = await ctx.database.db
      .insert(integrations)
      .values({
        spaceId: member.space.id,
        credentialId,
        provider: 'smtp',
        status: 'connected',
        email: 'ana@acme-mail.com',
      })
      .returning({ id: integrations.id });
    if (!row) throw new Error('no integration');
    return row.id;
  }

  const grant = (member: Member, amount: number, key: string) =>
    grantCredits(ctx.database.db, { spaceId: member.space.id, amount, kind: 'manual', idempotencyKey: key });

  const refresh = () =>
    refreshSendingDomains(
      { db: ctx.database.db, clock: ctx.clock, logger: createCapturingLogger().logger },
      createRegistrar(ctx.clock),
    );

  it('locks the domains behind the plan feature ai_domain', async () => {
    const locked = await ctx.api.unchecked.get('/ai_email/domains', { token: growth.token });
    expect(locked.status).toBe(402);
    expect(locked.body).toMatchObject({ ok: false, code: 'feature_locked', feature: 'ai_domain' });
  });

  it('says whether a name can be bought and at what price', async () => {
    const offer = await ctx.api.get('/ai_email/domains/availability', {
      query: { name: 'Acme-Offer.COM' },
      token: a.token,
    });
    expect(offer.payload).toEqual({ domain: 'acme-offer.com', available: true, price: 120 });
    const taken = await ctx.api.get('/ai_email/domains/availability', {
      query: { name: 'taken-name.net' },
      token: a.token,
    });
    expect(taken.payload).toEqual({ domain: 'taken-name.net', available: false, price: 140 });
    const bad = await ctx.api.unchecked.get('/ai_email/domains/availability', {
      query: { name: 'mail.acme.com' },
      token: a.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      ok: false,
      error: 'This is not a domain that can be registered (a name and an ending such as acme.com)',
    });
  });

  it('refuses a purchase the balance can not pay, with nothing registered', async () => {
    const short = await ctx.api.unchecked.post('/ai_email/domains', {
      body: { name: 'short-balance.com' },
      token: b.token,
    });
    expect(short.status).toBe(402);
    expect((short.body as { error: string }).error).toMatch(
      new RegExp(`^(${billingMessages.notEnoughCredits}|${billingMessages.contactSalesCredits})$`),
    );
    const rows = await ctx.database.db
      .select()
      .from(sendingDomains)
      .where(eq(sendingDomains.spaceId, b.space.id));
    expect(rows).toEqual([]);
  });

  it('buys a domain, makes it ready on the clock, checks its records and signs mail from it', async () => {
    await grant(a, 500, 'domains-a');
    const bought = await ctx.api.post('/ai_email/domains', {
      body: { name: 'acme-mail.com' },
      token: a.token,
    });
    expect(bought.status).toBe(201);
    const domain = bought.payload.domain;
    expect(domain).toMatchObject({ name: 'acme-mail.com', status: 'registering', price: 120 });
    expect(bought.payload.balance).toBe(380);
    expect(domain.records.map((record) => `${record.type} ${record.name}`)).toEqual([
      'MX acme-mail.com',
      'MX acme-mail.com',
      'TXT acme-mail.com',
      expect.stringMatching(/^TXT s\d{6}\._domainkey\.acme-mail\.com$/),
      'TXT _dmarc.acme-mail.com',
      'CNAME track.acme-mail.com',
    ]);
    const [debit] = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.spaceId, a.space.id))
      .then((rows) => rows.filter((row) => row.kind === 'usage'));
    expect(debit).toMatchObject({ category: 'ai_domain', delta: -120, description: 'Domain acme-mail.com' });

    // Another workspace can not buy it too.
    await grant(b, 500, 'domains-b');
    const again = await ctx.api.unchecked.post('/ai_email/domains', {
      body: { name: 'acme-mail.com' },
      token: b.token,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, error: 'This domain is taken' });

    // Registering until the hour is up; then ready, and its records are checked at once.
    ctx.clock.advance(hour - 1000);
    expect(await refresh()).toEqual({ ready: 0, failed: 0, checked: 0 });
    for (const name of new Set(domain.records.map((record) => record.name)))
      dns.set(name, domain.records.filter((record) => record.name === name).map(zoneOf));
    ctx.clock.advance(1000);
    expect(await refresh()).toEqual({ ready: 1, failed: 0, checked: 1 });
    const ready = await ctx.api.get('/ai_email/domains/{id}', { path: { id: domain.id }, token: a.token });
    expect(ready.payload.status).toBe('ready');
    expect(ready.payload.last_check?.records.map(({ record, status }) => ({ record, status }))).toEqual([
      { record: 'mx', status: 'ok' },
      { record: 'spf', status: 'ok' },
      { record: 'dkim', status: 'ok' },
      { record: 'dmarc', status: 'ok' },
      { record: 'tracking', status: 'ok' },
    ]);

    // Mail from an address on it goes out signed with its key, and the receiving side verifies it.
    const sendFrom = async (member: Member) => {
      const transport = sharedTransports.get(await mailboxOf(member), 'v1', {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: 'ana@acme-mail.com',
        password: 'secret-password',
      });
      await sendEmail(transport, {
        from: { name: 'Ana', address: 'ana@acme-mail.com' },
        to: 'lead@prospect.test',
        subject: 'Quick question',
        text: 'Hello Lea\n',
        html: '<p>Hello Lea</p>',
        messageId: '<domains-test@acme-mail.com>',
      });
      return smtp.received.at(-1)?.raw ?? '';
    };
    // Another workspace's mailbox sending From the domain gets no signature of its key.
    expect(await sendFrom(b)).not.toMatch(/^DKIM-Signature:/im);
    const raw = await sendFrom(a);
    const resolve = createDnsResolver({ servers: dns.servers, timeoutMs: 500, tries: 1 });
    const { dkim } = await authenticate(raw, {
      ip: '127.0.0.1',
      helo: 'localhost',
      sender: 'ana@acme-mail.com',
      mta: 'mx.prospect.test',
      resolver: resolve as (name: string, rrtype: string) => Promise<string[][]>,
      disableArc: true,
      disableDmarc: true,
      disableBimi: true,
    });
    expect(dkim.results.map((result) => [result.status.result, result.signingDomain])).toEqual([
      ['pass', 'acme-mail.com'],
    ]);

    // A ready domain's records are looked up again once its last check is an hour old.
    ctx.clock.advance(hour);
    expect(await refresh()).toEqual({ ready: 0, failed: 0, checked: 0 });
    ctx.clock.advance(1);
    expect(await refresh()).toEqual({ ready: 0, failed: 0, checked: 1 });
  });

  it('refunds the price of a domain whose registration fails', async () => {
    await grant(b, 200, 'domains-fail');
    const before = (await ctx.api.get('/billing/credits', { token: b.token })).payload.balance;
    const bought = await ctx.api.post('/ai_email/domains', {
      body: { name: 'will-fail.com' },
      token: b.token,
    });
    expect(bought.payload.balance).toBe(before - 120);
    ctx.clock.advance(hour);
    expect(await refresh()).toMatchObject({ failed: 1 });
    const after = (await ctx.api.get('/billing/credits', { token: b.token })).payload.balance;
    expect(after).toBe(before);
    const failed = await ctx.api.get('/ai_email/domains/{id}', {
      path: { id: bought.payload.domain.id },
      token: b.token,
    });
    expect(failed.payload.status).toBe('failed');
    expect(await refresh()).toMatchObject({ failed: 0 });
  });

  it("keeps one workspace's domains from another, and re-checks or deletes only its own", async () => {
    await grant(a, 500, 'domains-a2');
    const bought = await ctx.api.post('/ai_email/domains', {
      body: { name: 'acme-other.net' },
      token: a.token,
    });
    const id = bought.payload.domain.id;
    const listA = await ctx.api.get('/ai_email/domains', { token: a.token });
    expect(listA.payload.map((domain) => domain.name)).toContain('acme-other.net');
    const listB = await ctx.api.get('/ai_email/domains', { token: b.token });
    expect(listB.payload.map((domain) => domain.name)).toEqual(['will-fail.com']);
    for (const response of [
      await ctx.api.unchecked.get('/ai_email/domains/{id}', { path: { id }, token: b.token }),
      await ctx.api.unchecked.post('/ai_email/domains/{id}/check', { path: { id }, token: b.token }),
      await ctx.api.unchecked.delete('/ai_email/domains/{id}', { path: { id }, token: b.token }),
      await ctx.api.unchecked.get('/ai_email/domains/{id}', { path: { id: 'not-an-id' }, token: a.token }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Domain not found' });
    }
    const checked = await ctx.api.post('/ai_email/domains/{id}/check', { path: { id }, token: a.token });
    expect(checked.payload.checked_at).toBe(ctx.clock.now().toISOString());
    expect(checked.payload.last_check?.status).toBe('error');
    const deleted = await ctx.api.delete('/ai_email/domains/{id}', { path: { id }, token: a.token });
    expect(deleted.payload).toEqual({ id });
    const gone = await ctx.api.unchecked.get('/ai_email/domains/{id}', { path: { id }, token: a.token });
    expect(gone.status).toBe(404);
  });
});
