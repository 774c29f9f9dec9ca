import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { credentials, integrations, spaceMembers, spaces } from '../../db/schema';
import {
  startImapServer,
  startSmtpServer,
  type TestImapServer,
  type TestSmtpServer,
} from '../../providers/outreach-email/testing/mail-servers';
import { serverEvents } from '../../realtime/events';
import type { IntegrationJson } from './integrations.schema';

describe.each(databaseModes())('email integrations on %s', (mode) => {
  let ctx: TestContext;
  let smtp: TestSmtpServer;
  let imap: TestImapServer;
  let owner: Member;
  let credentialId: string;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    smtp = await startSmtpServer({ 'sam@sender.test': 'right-password' });
    imap = await startImapServer({ 'sam@sender.test': 'right-password' });
  });
  afterAll(async () => {
    await smtp.close();
    await imap.close();
    await ctx.close();
  });

  async function addCredential(member: Member, username: string): Promise<string> {
    const [row] = await ctx.database.db
      .insert(credentials)
      .values({ spaceId: member.space.id, username, timezone: 'Europe/Berlin' })
      .returning();
    if (!row) throw new Error('no credential');
    return row.id;
  }

  beforeEach(async () => {
    owner = await ctx.createMember();
    credentialId = await addCredential(owner, `sam-${Math.random().toString(36).slice(2)}@sender.test`);
  });

  function smtpBody(overrides: Record<string, unknown> = {}) {
    return {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user: 'sam@sender.test',
      password: 'right-password',
      from_name: 'Sam Sender',
      from_email: 'sam@sender.test',
      imap_host: '127.0.0.1',
      imap_port: imap.port,
      imap_secure: false,
      ...overrides,
    };
  }

  async function connectSmtp(member = owner, credential = credentialId) {
    const response = await ctx.request<{ url: string; integration: IntegrationJson }>(
      `/api/integrations/smtp/connect?credentials_id=${credential}`,
      { method: 'POST', token: member.token },
    );
    return response;
  }

  it('connect smtp creates a disconnected integration and returns where the UI goes next', async () => {
    const response = await connectSmtp();
    expect(response.status).toBe(201);
    const { url, integration } = response.payload;
    expect(integration).toMatchObject({ type: 'smtp', status: 'disconnected', email: null });
    expect(url).toContain(`integration_id=${integration._id}`);
    const list = await ctx.request<IntegrationJson[]>(
      `/api/credentials/integrations?credentials_id=${credentialId}`,
      {
        token: owner.token,
      },
    );
    expect(list.payload.map((row) => [row._id, row.type, row.status])).toEqual([
      [integration._id, 'smtp', 'disconnected'],
    ]);
  });

  it('bad ids and a missing credentials_id are 4xx, never 500', async () => {
    const missing = await ctx.request('/api/credentials/integrations', { token: owner.token });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ ok: false, error: 'credentials_id: Credentials not found' });
    const badId = await ctx.request('/api/integrations/smtp/not-a-uuid/add_smtp', {
      method: 'PUT',
      token: owner.token,
      body: smtpBody(),
    });
    expect(badId.status).toBe(404);
    const noTarget = await ctx.request('/api/integrations/smtp/disconnect', {
      method: 'POST',
      token: owner.token,
    });
    expect(noTarget.status).toBe(400);
    const anonymous = await ctx.request(`/api/credentials/integrations?credentials_id=${credentialId}`);
    expect(anonymous.status).toBe(401);
  });

  it('Google and Microsoft are "not configured" on an install without their keys', async () => {
    const google = await ctx.request(`/api/integrations/google/connect?credentials_id=${credentialId}`, {
      method: 'POST',
      token: owner.token,
    });
    expect(google.status).toBe(400);
    expect(google.body).toEqual({ ok: false, error: 'Google integration is not configured' });
    const microsoft = await ctx.request(
      `/api/integrations/microsoft/connect?credentials_id=${credentialId}`,
      {
        method: 'POST',
        token: owner.token,
      },
    );
    expect(microsoft.body).toEqual({ ok: false, error: 'Microsoft integration is not configured' });
    const unknown = await ctx.request(
      `/api/integrations/carrier-pigeon/connect?credentials_id=${credentialId}`,
      {
        method: 'POST',
        token: owner.token,
      },
    );
    expect(unknown.status).toBe(404);
  });

  it('add_smtp with a wrong password answers 400 with the SMTP server reason and stores nothing', async () => {
    const { integration } = (await connectSmtp()).payload;
    const response = await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: smtpBody({ password: 'wrong' }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'SMTP login failed: 535 5.7.8 Username and Password not accepted',
    });
    const [row] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, integration._id));
    expect(row).toMatchObject({ status: 'disconnected', smtp: null });
  });

  it('add_smtp with a wrong IMAP password answers 400 with the IMAP server reason', async () => {
    const { integration } = (await connectSmtp()).payload;
    const response = await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: smtpBody({ imap_password: 'wrong' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.ok).toBe(false);
    expect(!response.body.ok && response.body.error).toMatch(
      /^IMAP login failed: .*(authentication|Login failed)/i,
    );
  });

  it('add_smtp with the right logins is connected, the passwords are stored encrypted, events announce it', async () => {
    const { integration } = (await connectSmtp()).payload;
    ctx.realtime.credentialEvents.length = 0;
    const response = await ctx.request<IntegrationJson>(
      `/api/integrations/smtp/${integration._id}/add_smtp`,
      {
        method: 'PUT',
        token: owner.token,
        body: smtpBody(),
      },
    );
    expect(response.status).toBe(200);
    expect(response.payload).toMatchObject({
      status: 'connected',
      email: 'sam@sender.test',
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: 'sam@sender.test' },
      imap: { host: '127.0.0.1', port: imap.port, user: 'sam@sender.test' },
    });
    expect(JSON.stringify(response.body)).not.toContain('right-password');
    const [row] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, integration._id));
    expect(row?.smtp?.password).toMatch(/^v1\./);
    expect(row?.imap?.password).toMatch(/^v1\./);
    expect(ctx.realtime.credentialEvents.map((event) => event.event)).toEqual([
      serverEvents.updateIntegration,
      serverEvents.updateCredentialsIntegrations,
    ]);
  });

  it('add_smtp validates its body with clear messages', async () => {
    const { integration } = (await connectSmtp()).payload;
    const response = await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: { host: ' ', port: 70000, user: 'sam', password: 'x', from_email: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'host: Fill this field; port: Port must be a number from 1 to 65535; from_email: Invalid email',
    });
  });

  it('disconnect sets the integration disconnected', async () => {
    const { integration } = (await connectSmtp()).payload;
    await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: smtpBody(),
    });
    const response = await ctx.request<IntegrationJson[]>('/api/integrations/smtp/disconnect', {
      method: 'POST',
      token: owner.token,
      body: { integration_id: integration._id },
    });
    expect(response.payload.map((row) => row.status)).toEqual(['disconnected']);
  });

  it('connect and disconnect check their query and body as declared; an unknown provider is a 404 first', async () => {
    const noCredential = await ctx.request('/api/integrations/smtp/connect', {
      method: 'POST',
      token: owner.token,
    });
    expect(noCredential.status).toBe(400);
    expect(noCredential.body).toEqual({ ok: false, error: 'credentials_id: Credentials not found' });
    const unknown = await ctx.request('/api/integrations/crm/connect', {
      method: 'POST',
      token: owner.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, error: 'Unknown integration' });
    const badId = await ctx.request('/api/integrations/smtp/disconnect?integration_id=nope', {
      method: 'POST',
      token: owner.token,
    });
    expect(badId.body).toEqual({ ok: false, error: 'integration_id: Integration not found' });
    const badBody = await ctx.request('/api/integrations/smtp/disconnect', {
      method: 'POST',
      token: owner.token,
      body: { credentials_id: 7 },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body).toEqual({ ok: false, error: 'credentials_id: Credentials not found' });
    const nothing = await ctx.request('/api/integrations/smtp/disconnect', {
      method: 'POST',
      token: owner.token,
      body: {},
    });
    expect(nothing.body).toEqual({ ok: false, error: 'integration_id: Fill this field' });
    // From the query as well as the body: every smtp integration of the credential.
    const { integration } = (await connectSmtp()).payload;
    const byQuery = await ctx.request<IntegrationJson[]>(
      `/api/integrations/smtp/disconnect?credentials_id=${credentialId}`,
      { method: 'POST', token: owner.token },
    );
    expect(byQuery.payload.map((row) => row._id)).toEqual([integration._id]);
  });

  it("tier limits: a free workspace has at most its plan's two email integrations (402 limit_reached)", async () => {
    await ctx.database.db.update(spaces).set({ tier: 'free' }).where(eq(spaces.id, owner.space.id));
    expect((await connectSmtp()).status).toBe(201);
    expect((await connectSmtp()).status).toBe(201);
    const third = await connectSmtp();
    expect(third.status).toBe(402);
    expect(third.body).toEqual({
      ok: false,
      error: 'Your plan allows 2 email integrations: upgrade to add more',
      code: 'limit_reached',
      feature: 'email_integrations',
      limit: 2,
    });
    // The limit is the plan's: on growth the third one is added.
    await ctx.database.db.update(spaces).set({ tier: 'growth' }).where(eq(spaces.id, owner.space.id));
    expect((await connectSmtp()).status).toBe(201);
  });

  it('another workspace cannot read or change an integration', async () => {
    const { integration } = (await connectSmtp()).payload;
    const stranger = await ctx.createMember();
    const list = await ctx.request(`/api/credentials/integrations?credentials_id=${credentialId}`, {
      token: stranger.token,
    });
    expect(list.status).toBe(404);
    const change = await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: stranger.token,
      body: smtpBody(),
    });
    expect(change.status).toBe(404);
    const disconnect = await ctx.request('/api/integrations/smtp/disconnect', {
      method: 'POST',
      token: stranger.token,
      body: { integration_id: integration._id },
    });
    expect(disconnect.status).toBe(404);
    const connect = await connectSmtp(stranger, credentialId);
    expect(connect.status).toBe(404);
    // Asking for the owner's workspace explicitly is refused outright.
    const explicit = await ctx.request(
      `/api/credentials/integrations?credentials_id=${credentialId}&space=${owner.space.id}`,
      { token: stranger.token },
    );
    expect(explicit.status).toBe(403);
    // Nor send through it: the test email route does not even admit it exists.
    const send = await ctx.request('/api/workflows/steps/send_email/test', {
      method: 'POST',
      token: stranger.token,
      body: { receiver: 'x@stranger.test', subject: 'Hi', text: 'Hi', integration_id: integration._id },
    });
    expect(send.body).toEqual({ ok: false, error: 'You need to add integration' });
    const [row] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, integration._id));
    expect(row?.status).toBe('disconnected');
  });

  it('a member without access to the credential cannot see its integrations', async () => {
    const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
    await ctx.database.db
      .update(spaceMembers)
      .set({ availableCredentials: [] })
      .where(eq(spaceMembers.userId, worker.user.id));
    const list = await ctx.request(`/api/credentials/integrations?credentials_id=${credentialId}`, {
      token: worker.token,
    });
    expect(list.status).toBe(404);
  });

  it('send_email/test: "You need to add integration" without one, and sends a rendered test email with one', async () => {
    const none = await ctx.request('/api/workflows/steps/send_email/test', {
      method: 'POST',
      token: owner.token,
      body: { receiver: 'me@owner.test', subject: 'Hi', text: 'Hello', credentials_id: credentialId },
    });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ ok: false, error: 'You need to add integration' });

    const { integration } = (await connectSmtp()).payload;
    const down = await ctx.request('/api/workflows/steps/send_email/test', {
      method: 'POST',
      token: owner.token,
      body: { receiver: 'me@owner.test', subject: 'Hi', text: 'Hello', integration_id: integration._id },
    });
    expect(down.body).toEqual({ ok: false, error: 'Email integration is down, please reconnect it' });

    await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: smtpBody(),
    });
    const before = smtp.received.length;
    const sent = await ctx.request('/api/workflows/steps/send_email/test', {
      method: 'POST',
      token: owner.token,
      body: {
        receiver: 'me@owner.test',
        subject: 'Hello {first_name}',
        text: 'Hi {first_name}, how is {company_name}?',
        integration_id: integration._id,
        with_unsubscribe_button: true,
      },
    });
    expect(sent.status).toBe(200);
    const email = smtp.received[before];
    expect(email?.to).toEqual(['me@owner.test']);
    expect(email?.parsed.subject).toBe('Hello John');
    expect(email?.parsed.text).toContain('Hi John, how is Acme Inc.?');
    expect(email?.parsed.text).toContain('Unsubscribe:');
  });
});

describe('email integrations without MAIL_SERVERS_ALLOW_PRIVATE', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ mailServersAllowPrivate: false });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    ['a loopback SMTP host', { host: '127.0.0.1' }],
    ['a name resolving to loopback', { host: 'localhost' }],
    ['an IMAP host at the cloud metadata address', { host: '93.184.216.34', imap_host: '169.254.169.254' }],
    ['a private IMAP host', { host: '93.184.216.34', imap_host: '10.1.2.3' }],
  ])('add_smtp refuses %s before connecting to it, and stores nothing', async (_name, hosts) => {
    const owner = await ctx.createMember();
    const [credential] = await ctx.database.db
      .insert(credentials)
      .values({ spaceId: owner.space.id, username: `ssrf-${owner.user.id}@sender.test`, timezone: 'UTC' })
      .returning();
    const { integration } = (
      await ctx.request<{ integration: IntegrationJson }>(
        `/api/integrations/smtp/connect?credentials_id=${credential?.id}`,
        { method: 'POST', token: owner.token },
      )
    ).payload;
    const response = await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: {
        port: 25,
        secure: false,
        user: 'sam@sender.test',
        password: 'secret-password',
        from_name: 'Sam',
        from_email: 'sam@sender.test',
        imap_host: '93.184.216.34',
        imap_port: 993,
        imap_secure: true,
        ...hosts,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'The mail server is at a private or local address, which is not allowed',
    });
    const [row] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, integration._id));
    expect(row).toMatchObject({ status: 'disconnected', smtp: null, imap: null });
  });
});
