import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { insertCredential } from '../../../test/workspaces';
import { billingPlans, credentials, creditLedger, integrations, sendingDomains } from '../../db/schema';
import { openServer } from '../../providers/outreach-email/email-secrets';
import { emailKeys } from '../../providers/outreach-email/email-secrets';
import type { MailHost } from '../../providers/mail-hosting/mail-host.provider';
import { createSandboxMailHost } from '../../providers/mail-hosting/sandbox.host';
import { sharedTransports } from '../../providers/outreach-email/sender';
import { grantCredits } from '../credits';

/**
 * /ai_email/mailboxes (issue 29; spec ai-telephony §4 "AI email service"): mailboxes on a
 * workspace's ready domains, at most 3 per domain, duplicate names refused, the plan's slots
 * checked first, the price debited as "ai_mailbox", each with a connected ai_email_service
 * integration whose servers and password are the mail host's.
 */
const servers = {
  smtp: { host: 'smtp.mail-host.test', port: 587, secure: false },
  imap: { host: 'imap.mail-host.test', port: 993, secure: true },
};

describe.each(databaseModes())('hosted mailboxes, on %s', (mode) => {
  let ctx: TestContext;
  let host: MailHost;
  let api: TestContext['api'];
  let a: Member;
  let b: Member;
  let growth: Member;
  let domainA: string;
  let domainB: string;

  async function readyDomain(member: Member, name: string, status: 'ready' | 'registering' = 'ready') {
    const [row] = await ctx.database.db
      .insert(sendingDomains)
      .values({
        spaceId: member.space.id,
        name,
        status,
        registrarRef: `ref-${name}`,
        price: 120,
        dkimSelector: 's202612',
        dkimPublicKey: 'MIIB',
        dkimPrivateKey: 'sealed',
        recordSettings: {},
      })
      .returning();
    if (!row) throw new Error('no domain');
    return row.id;
  }

  beforeAll(() => {
    host = createSandboxMailHost(servers);
  });
  afterAll(() => sharedTransports.closeAll());

  useTestContext(mode, async (opened) => {
    ctx = opened;
    api = opened.withApp({ mailHost: { host, price: 25 }, mailServersAllowPrivate: true }).api;
    a = await opened.createMember({ tier: 'supreme', isAdmin: true });
    b = await opened.createMember({ tier: 'supreme', isAdmin: true });
    growth = await opened.createMember({ tier: 'growth' });
    domainA = await readyDomain(a, 'acme-mail.com');
    domainB = await readyDomain(b, 'bravo-mail.com');
    for (const member of [a, b])
      await grantCredits(opened.database.db, {
        spaceId: member.space.id,
        amount: 1000,
        kind: 'manual',
        idempotencyKey: `mailboxes-${member.space.id}`,
      });
  });

  it('locks the mailboxes behind the plan feature mailbox_slot', async () => {
    const locked = await api.unchecked.get('/ai_email/mailboxes', { token: growth.token });
    expect(locked.status).toBe(402);
    expect(locked.body).toMatchObject({ ok: false, code: 'feature_locked', feature: 'mailbox_slot' });
  });

  it('creates a mailbox on a ready domain: host, sender, integration and the "ai_mailbox" debit', async () => {
    const created = await api.post('/ai_email/mailboxes', {
      body: { domain_id: domainA, local_part: ' Ana.Lopez ', from_name: 'Ana Lopez' },
      token: a.token,
    });
    expect(created.status).toBe(201);
    const { mailbox, balance } = created.payload;
    expect(mailbox).toMatchObject({
      address: 'ana.lopez@acme-mail.com',
      local_part: 'ana.lopez',
      domain: 'acme-mail.com',
      domain_id: domainA,
      from_name: 'Ana Lopez',
      host: 'sandbox',
      price: 25,
    });
    expect(balance).toBe(975);
    const [debit] = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, a.space.id), eq(creditLedger.kind, 'usage')));
    expect(debit).toMatchObject({
      category: 'ai_mailbox',
      delta: -25,
      description: 'Mailbox ana.lopez@acme-mail.com',
    });

    // A sender named after the address, with the mailbox as its connected integration.
    const [sender] = await ctx.database.db
      .select()
      .from(credentials)
      .where(eq(credentials.id, mailbox.credentials_id ?? ''));
    expect(sender).toMatchObject({
      username: 'ana.lopez@acme-mail.com',
      firstName: 'Ana',
      lastName: 'Lopez',
    });
    const [integration] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, mailbox.integration_id ?? ''));
    expect(integration).toMatchObject({
      provider: 'ai_email_service',
      status: 'connected',
      email: 'ana.lopez@acme-mail.com',
      fromName: 'Ana Lopez',
      credentialId: sender?.id,
    });
    // Its servers are the host's; its password (sealed) is one the host takes.
    const { secrets } = await emailKeys(ctx.database.db);
    if (!integration?.smtp || !integration.imap) throw new Error('no servers');
    const smtp = openServer(secrets, integration.smtp);
    expect(smtp).toMatchObject({ ...servers.smtp, user: 'ana.lopez@acme-mail.com' });
    expect(openServer(secrets, integration.imap)).toMatchObject({ ...servers.imap, password: smtp.password });
    expect(await host.checkLogin('ana.lopez@acme-mail.com', smtp.password)).toBe(true);
    expect(await host.checkLogin('ana.lopez@acme-mail.com', 'guess')).toBe(false);

    // The integrations list shows it like any connected mailbox.
    const listed = await api.get('/ai_email/mailboxes', { token: a.token });
    expect(listed.payload).toMatchObject({
      mailboxes: [{ id: mailbox.id, address: 'ana.lopez@acme-mail.com' }],
      per_domain: 3,
      price: 25,
      slots: { limit: null, available: null },
    });
  });

  it('puts a mailbox on a sender the user names, and refuses another workspace’s', async () => {
    const own = await insertCredential(ctx, a.space);
    const created = await api.post('/ai_email/mailboxes', {
      body: { domain_id: domainA, local_part: 'sales', from_name: 'Sales', credentials_id: own },
      token: a.token,
    });
    expect(created.payload.mailbox.credentials_id).toBe(own);
    const theirs = await insertCredential(ctx, b.space);
    const refused = await api.unchecked.post('/ai_email/mailboxes', {
      body: { domain_id: domainA, local_part: 'other', from_name: 'Other', credentials_id: theirs },
      token: a.token,
    });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ ok: false, error: 'Sender not found' });
  });

  it('refuses a duplicate name, a fourth mailbox on a domain, a bad name and a domain not ready', async () => {
    const duplicate = await api.unchecked.post('/ai_email/mailboxes', {
      body: { domain_id: domainA, local_part: 'ANA.LOPEZ', from_name: 'Ana again' },
      token: a.token,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ ok: false, error: 'A mailbox with this name already exists' });

    await api.post('/ai_email/mailboxes', {
      body: { domain_id: domainA, local_part: 'team', from_name: 'Team' },
      token: a.token,
    });
    const fourth = await api.unchecked.post('/ai_email/mailboxes', {
      body: { domain_id: domainA, local_part: 'fourth', from_name: 'Fourth' },
      token: a.token,
    });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({ ok: false, error: 'A domain has at most 3 mailboxes' });
    expect(await host.mailboxesOf('acme-mail.com')).toEqual([
      'ana.lopez@acme-mail.com',
      'sales@acme-mail.com',
      'team@acme-mail.com',
    ]);

    for (const local_part of ['', 'a b', '.lead', 'x'.repeat(65), 'ana@x']) {
      const bad = await api.unchecked.post('/ai_email/mailboxes', {
        body: { domain_id: domainB, local_part, from_name: 'Bad' },
        token: b.token,
      });
      expect(bad.status).toBe(400);
      expect((bad.body as { error: string }).error).toMatch(/A mailbox name is 1 to 64 letters/);
    }
    const noName = await api.unchecked.post('/ai_email/mailboxes', {
      body: { domain_id: domainB, local_part: 'bob', from_name: ' ' },
      token: b.token,
    });
    expect(noName.status).toBe(400);

    const registering = await readyDomain(b, 'not-yet.com', 'registering');
    const notReady = await api.unchecked.post('/ai_email/mailboxes', {
      body: { domain_id: registering, local_part: 'bob', from_name: 'Bob' },
      token: b.token,
    });
    expect(notReady.status).toBe(409);
    expect(notReady.body).toEqual({
      ok: false,
      error: 'This domain is not ready yet: mailboxes can be added once it is registered',
    });
    // Another workspace's domain is no domain of this one.
    const foreign = await api.unchecked.post('/ai_email/mailboxes', {
      body: { domain_id: domainA, local_part: 'bob', from_name: 'Bob' },
      token: b.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ ok: false, error: 'Domain not found' });
  });

  it('warns when the mailbox slots run out, before anything is made or charged', async () => {
    await ctx.database.db
      .update(billingPlans)
      .set({
        limitedFeatures: {
          campaigns: { is_limited: false, limit: 0 },
          email_integrations: { is_limited: true, limit: 1 },
        },
      })
      .where(eq(billingPlans.tier, 'supreme'));
    const first = await api.post('/ai_email/mailboxes', {
      body: { domain_id: domainB, local_part: 'bob', from_name: 'Bob' },
      token: b.token,
    });
    const balance = first.payload.balance;
    const listed = await api.get('/ai_email/mailboxes', { token: b.token });
    expect(listed.payload.slots).toEqual({ limit: 1, used: 1, available: 0 });
    const over = await api.unchecked.post('/ai_email/mailboxes', {
      body: { domain_id: domainB, local_part: 'carl', from_name: 'Carl' },
      token: b.token,
    });
    expect(over.status).toBe(402);
    expect(over.body).toMatchObject({
      ok: false,
      error:
        'Not enough mailbox slots: your plan allows 1 mailbox and email integrations. Remove one or upgrade to add more',
      code: 'limit_reached',
      limit: 1,
    });
    expect(await host.mailboxesOf('bravo-mail.com')).toEqual(['bob@bravo-mail.com']);
    expect((await api.get('/billing/credits', { token: b.token })).payload.balance).toBe(balance);

    // Deleting the mailbox frees its slot: its integration goes, the host forgets it.
    const id = first.payload.mailbox.id;
    const foreign = await api.unchecked.delete('/ai_email/mailboxes/{id}', { path: { id }, token: a.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ ok: false, error: 'Mailbox not found' });
    const unknown = await api.unchecked.delete('/ai_email/mailboxes/{id}', {
      path: { id: 'not-an-id' },
      token: b.token,
    });
    expect(unknown.status).toBe(404);
    const deleted = await api.delete('/ai_email/mailboxes/{id}', { path: { id }, token: b.token });
    expect(deleted.payload).toEqual({ id });
    expect(await host.mailboxesOf('bravo-mail.com')).toEqual([]);
    const gone = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, first.payload.mailbox.integration_id ?? ''));
    expect(gone).toEqual([]);
    const again = await api.post('/ai_email/mailboxes', {
      body: { domain_id: domainB, local_part: 'carl', from_name: 'Carl' },
      token: b.token,
    });
    expect(again.status).toBe(201);
    // A's list never shows B's mailboxes.
    const listA = await api.get('/ai_email/mailboxes', { token: a.token });
    expect(listA.payload.mailboxes.map((mailbox) => mailbox.domain)).not.toContain('bravo-mail.com');
  });
});
