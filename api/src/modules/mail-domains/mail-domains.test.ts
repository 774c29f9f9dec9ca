import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { insertCredential } from '../../../test/workspaces';
import { type EmailProvider, integrations } from '../../db/schema';
import { startDnsServer, type TestDnsServer } from '../../providers/mail-auth/testing/dns-server';

/**
 * GET /integrations/{provider}/{id}/dns_check (issue 29): the DNS check of a connected mailbox's
 * domain, through the DNS server DNS_SERVERS names (here a loopback one); only the mailbox's own
 * workspace, and a member who may see its credential, get it.
 */
describe.each(databaseModes())('the DNS check of a mailbox domain, on %s', (mode) => {
  let ctx: TestContext;
  let dns: TestDnsServer;
  let a: Member;
  let b: Member;

  async function mailbox(member: Member, email: string | null, provider: EmailProvider = 'smtp') {
    const credentialId = await insertCredential(ctx, member.space);
    const [row] = await ctx.database.db
      .insert(integrations)
      .values({ spaceId: member.space.id, credentialId, provider, status: 'connected', email })
      .returning({ id: integrations.id });
    if (!row) throw new Error('no integration');
    return row.id;
  }

  const check = (member: Member, id: string, provider: EmailProvider = 'smtp') =>
    ctx.api.get('/integrations/{provider}/{id}/dns_check', { path: { provider, id }, token: member.token });

  beforeAll(async () => {
    dns = await startDnsServer({
      'acme.test': [
        { type: 'MX', exchange: 'mx.acme.test', priority: 10 },
        { type: 'TXT', value: 'v=spf1 ip4:203.0.113.0/24 -all' },
      ],
      '_dmarc.acme.test': [{ type: 'TXT', value: 'v=DMARC1; p=none' }],
    });
    vi.stubEnv('DNS_SERVERS', dns.servers.join(','));
    ctx = await createTestContext({ mode });
    a = await ctx.createMember();
    b = await ctx.createMember();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await ctx.close();
    await dns.close();
  });

  it("says, record by record, what is wrong with the mailbox's domain", async () => {
    const id = await mailbox(a, 'Sales@Acme.test');
    const response = await check(a, id);
    expect(response.status).toBe(200);
    expect(response.payload.domain).toBe('acme.test');
    expect(response.payload.status).toBe('warning');
    expect(
      response.payload.records.map(({ record, status, message }) => ({ record, status, message })),
    ).toEqual([
      { record: 'mx', status: 'ok', message: 'MX points to mx.acme.test' },
      { record: 'spf', status: 'ok', message: 'SPF record found' },
      {
        record: 'dkim',
        status: 'not_checked',
        message: 'DKIM not checked: no key at the usual selectors',
      },
      { record: 'dmarc', status: 'warning', message: 'DMARC policy is none' },
    ]);
    expect(dns.queries).toContain('TXT _dmarc.acme.test');
  });

  it('answers 404 for a mailbox of another workspace, another provider or no mailbox at all', async () => {
    const id = await mailbox(a, 'ana@acme.test');
    const queries = dns.queries.length;
    for (const response of [await check(b, id), await check(a, id, 'google')]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Mailbox not found' });
    }
    const unknown = await ctx.api.unchecked.get('/integrations/{provider}/{id}/dns_check', {
      path: { provider: 'carrier-pigeon', id },
      token: a.token,
    });
    expect(unknown.status).toBe(404);
    const notAnId = await ctx.api.unchecked.get('/integrations/{provider}/{id}/dns_check', {
      path: { provider: 'smtp', id: 'not-an-id' },
      token: a.token,
    });
    expect(notAnId.status).toBe(404);
    // Nothing of A's was looked up for B.
    expect(dns.queries.length).toBe(queries);
  });

  it('refuses a mailbox whose address is not set yet, or has no domain to look up', async () => {
    const id = await mailbox(a, null);
    const response = await check(a, id);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'This mailbox has no email address yet: finish connecting it first',
    });
    const local = await check(a, await mailbox(a, 'ana@localhost'));
    expect(local.status).toBe(400);
    expect(local.body).toEqual({
      ok: false,
      error: 'The domain of this mailbox’s address is not one DNS can check',
    });
  });
});
