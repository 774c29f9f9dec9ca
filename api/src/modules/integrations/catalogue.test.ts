import type { ApiQuery } from '@outreach/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { apiKeys, credentials, crmConnections, integrations, spaceMembers, webhooks } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import type { CatalogueJson, CatalogueStatus } from './catalogue.schema';

describe.each(databaseModes())('integrations catalogue on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    await ctx.close();
  });

  async function addCredential(member: Member): Promise<string> {
    const [row] = await ctx.database.db
      .insert(credentials)
      .values({
        spaceId: member.space.id,
        username: `c-${Math.random().toString(36).slice(2)}@x.test`,
        timezone: 'UTC',
      })
      .returning();
    if (!row) throw new Error('no credential');
    return row.id;
  }

  async function addMailbox(
    member: Member,
    credentialId: string,
    status: 'connected' | 'disconnected',
    email: string,
  ) {
    const now = ctx.clock.now();
    const [row] = await ctx.database.db
      .insert(integrations)
      .values({
        spaceId: member.space.id,
        credentialId,
        provider: 'smtp',
        status,
        email,
        lastError: status === 'connected' ? null : '535 refused',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('no integration');
    return row.id;
  }

  function statusOf(catalogue: CatalogueJson, id: string): CatalogueStatus | undefined {
    return catalogue.categories.flatMap((category) => category.providers).find((p) => p.id === id)?.status;
  }

  async function catalogue(member: Member, query: ApiQuery<'get', '/integrations/catalogue'> = {}) {
    return ctx.api.get('/integrations/catalogue', { query, token: member.token });
  }

  it('lists the five categories of §3 with every provider; marketing and productivity are coming soon', async () => {
    const owner = await ctx.createMember();
    const response = await catalogue(owner);
    expect(response.status).toBe(200);
    const { categories } = response.payload;
    expect(categories.map((category) => category.id)).toEqual([
      'email',
      'crm',
      'automation',
      'marketing',
      'productivity',
    ]);
    const ids = (id: string) => categories.find((category) => category.id === id)?.providers.map((p) => p.id);
    expect(ids('email')).toEqual([
      'smtp',
      'google',
      'microsoft',
      'sendgrid',
      'amazon',
      'exchange',
      'ai_email_service',
    ]);
    expect(ids('automation')).toEqual(['webhook', 'zapier', 'api', 'dialer']);
    expect(ids('marketing')).toEqual(['activecampaign', 'constant-contact', 'mailchimp', 'mailgun']);
    expect(ids('productivity')).toHaveLength(11);
    for (const category of categories.filter((c) => c.id === 'marketing' || c.id === 'productivity'))
      expect(new Set(category.providers.map((p) => p.status))).toEqual(new Set(['coming_soon']));
    // A new workspace has nothing connected.
    for (const id of ['smtp', 'hubspot', 'pipedrive', 'webhook', 'zapier', 'api'])
      expect(statusOf(response.payload, id)).toBe('disconnected');
    expect(statusOf(response.payload, 'dialer')).toBe('coming_soon');
  });

  it('Google and Microsoft are not configured without their OAuth keys', async () => {
    const owner = await ctx.createMember();
    const { payload } = await catalogue(owner);
    expect(statusOf(payload, 'google')).toBe('not_configured');
    expect(statusOf(payload, 'microsoft')).toBe('not_configured');
  });

  it('with GOOGLE_CLIENT_ID/SECRET Google is no longer "not configured"', async () => {
    const owner = await ctx.createMember();
    const configured = ctx.withApp({
      version: 'test',
      publicUrl: 'https://outreach.example.com',
      auth: { google: { clientId: 'id', clientSecret: 'secret' } },
    });
    const { payload } = await configured.api.get('/integrations/catalogue', { token: owner.token });
    expect(statusOf(payload, 'google')).not.toBe('not_configured');
    expect(statusOf(payload, 'microsoft')).toBe('not_configured');
  });

  // Issue 26 item 24: operator problems go to the log, /health and the admin console only.
  it('never says the operator warning of the start log to a customer, PUBLIC_URL set or not', async () => {
    const owner = await ctx.createMember();
    const { payload } = await catalogue(owner);
    expect(payload).not.toHaveProperty('public_url_warning');
    expect(JSON.stringify(payload)).not.toMatch(/PUBLIC_URL/);
  });

  it("gives the credential's mailboxes and the SMTP status from them", async () => {
    const owner = await ctx.createMember();
    const sam = await addCredential(owner);
    const kim = await addCredential(owner);
    const broken = await addMailbox(owner, sam, 'disconnected', 'sam@x.test');
    await addMailbox(owner, kim, 'connected', 'kim@x.test');

    const ofSam = (await catalogue(owner, { credentials_id: sam })).payload;
    expect(ofSam.credentials_id).toBe(sam);
    expect(ofSam.mailboxes.map((m) => [m._id, m.email, m.status, m.last_error])).toEqual([
      [broken, 'sam@x.test', 'disconnected', '535 refused'],
    ]);
    const smtp = ofSam.categories[0]?.providers.find((p) => p.id === 'smtp');
    expect(smtp).toMatchObject({ status: 'disconnected', last_error: '535 refused' });
    expect(statusOf((await catalogue(owner, { credentials_id: kim })).payload, 'smtp')).toBe('connected');
    // Without a credential: every mailbox the user may see.
    const all = (await catalogue(owner)).payload;
    expect(all.mailboxes.map((m) => m.email)).toEqual(['sam@x.test', 'kim@x.test']);
    expect(statusOf(all, 'smtp')).toBe('connected');
  });

  it('a worker sees only the mailboxes of the credentials they were given', async () => {
    const owner = await ctx.createMember();
    const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
    const shared = await addCredential(owner);
    const hidden = await addCredential(owner);
    await addMailbox(owner, shared, 'connected', 'shared@x.test');
    await addMailbox(owner, hidden, 'connected', 'hidden@x.test');
    await ctx.database.db
      .update(spaceMembers)
      .set({ availableCredentials: [shared] })
      .where(and(eq(spaceMembers.spaceId, owner.space.id), eq(spaceMembers.userId, worker.user.id)));
    expect((await catalogue(worker)).payload.mailboxes.map((m) => m.email)).toEqual(['shared@x.test']);
    const refused = await catalogue(worker, { credentials_id: hidden });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ ok: false, error: 'Credentials not found' });
  });

  it('CRM, webhook, Zapier and API statuses come from their own tables', async () => {
    const owner = await ctx.createMember();
    const db = ctx.database.db;
    await db.insert(crmConnections).values([
      {
        spaceId: owner.space.id,
        platform: 'hubspot',
        authKind: 'token',
        accessToken: 'sealed',
        status: 'connected',
      },
      {
        spaceId: owner.space.id,
        platform: 'pipedrive',
        authKind: 'token',
        accessToken: 'sealed',
        status: 'expired',
        lastError: 'Token expired',
      },
    ]);
    await db.insert(webhooks).values([
      {
        spaceId: owner.space.id,
        url: 'https://hooks.test/a',
        updateTypes: ['got_reply'],
        secret: 's',
        isActive: false,
      },
      {
        spaceId: owner.space.id,
        url: 'https://hooks.zapier.test/b',
        updateTypes: ['got_reply'],
        secret: 's',
        source: 'zapier',
      },
    ]);
    await db.insert(apiKeys).values({
      spaceId: owner.space.id,
      createdBy: owner.user.id,
      name: 'k',
      prefix: 'p',
      secretHash: `h-${owner.user.id}`,
    });
    const { payload } = await catalogue(owner);
    expect(statusOf(payload, 'hubspot')).toBe('connected');
    expect(payload.categories[1]?.providers.find((p) => p.id === 'pipedrive')).toMatchObject({
      status: 'disconnected',
      last_error: 'Token expired',
    });
    expect(statusOf(payload, 'salesforce')).toBe('coming_soon');
    expect(statusOf(payload, 'webhook')).toBe('disabled');
    expect(statusOf(payload, 'zapier')).toBe('connected');
    expect(statusOf(payload, 'api')).toBe('connected');
  });

  it("another workspace's credential, a bad credentials_id and no session are 4xx, and nothing of A shows in B", async () => {
    const a = await ctx.createMember();
    const b = await ctx.createMember();
    const aCredential = await addCredential(a);
    await addMailbox(a, aCredential, 'connected', 'secret-a@x.test');
    await ctx.database.db
      .insert(crmConnections)
      .values({ spaceId: a.space.id, platform: 'hubspot', authKind: 'token', accessToken: 'sealed' });

    const foreign = await catalogue(b, { credentials_id: aCredential });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ ok: false, error: 'Credentials not found' });
    const withSpaceA = await catalogue(b, { space: a.space.id });
    expect([403, 404]).toContain(withSpaceA.status);
    const bad = await catalogue(b, { credentials_id: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, error: 'credentials_id: Credentials not found' });
    const anonymous = await ctx.request('/api/integrations/catalogue');
    expect(anonymous.status).toBe(401);
    const own = await catalogue(b);
    expect(JSON.stringify(own.body)).not.toContain('secret-a@x.test');
    expect(statusOf(own.payload, 'hubspot')).toBe('disconnected');
    expect(statusOf(own.payload, 'smtp')).toBe('disconnected');
  });
});
