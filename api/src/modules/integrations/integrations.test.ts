import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { campaignProspects, credentials, integrations, spaceMembers, spaces } from '../../db/schema';
import { addToCampaign, makeCampaign, makeProspect } from '../../engine/test-fixtures';
import {
  startImapServer,
  startSmtpServer,
  type TestImapServer,
  type TestSmtpServer,
} from '../../providers/outreach-email/testing/mail-servers';
import { serverEvents } from '../../realtime/events';

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
    const response = await ctx.api.post('/integrations/{provider}/connect', {
      path: { provider: 'smtp' },
      query: { credentials_id: credential },
      token: member.token,
    });
    return response;
  }

  it('connect smtp creates a disconnected integration and returns where the UI goes next', async () => {
    const response = await connectSmtp();
    expect(response.status).toBe(201);
    const { url, integration } = response.payload;
    expect(integration).toMatchObject({ type: 'smtp', status: 'disconnected', email: null });
    expect(url).toContain(`integration_id=${integration._id}`);
    const list = await ctx.api.get('/credentials/integrations', {
      query: { credentials_id: credentialId },
      token: owner.token,
    });
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

  it('add_smtp with a wrong password answers 400 on the password field in plain words and stores nothing', async () => {
    const { integration } = (await connectSmtp()).payload;
    const response = await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: smtpBody({ password: 'wrong' }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'password: The SMTP server refused the user name or password',
    });
    const [row] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, integration._id));
    expect(row).toMatchObject({ status: 'disconnected', smtp: null });
  });

  it('add_smtp with a wrong IMAP password answers 400 on the IMAP password field', async () => {
    const { integration } = (await connectSmtp()).payload;
    const response = await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: smtpBody({ imap_password: 'wrong' }),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'imap_password: The IMAP server refused the user name or password',
    });
  });

  async function addSmtpWith(overrides: Record<string, unknown>) {
    const { integration } = (await connectSmtp()).payload;
    return ctx.api.put('/integrations/{provider}/{id}/add_smtp', {
      path: { provider: 'smtp', id: integration._id },
      token: owner.token,
      body: smtpBody(overrides),
    });
  }

  it('SSL on against a STARTTLS server says "turn SSL off" on the security field, never OpenSSL text', async () => {
    const smtpSide = await addSmtpWith({ secure: true });
    expect(smtpSide.status).toBe(400);
    expect(smtpSide.body).toEqual({
      ok: false,
      error: `secure: Port ${smtp.port} uses STARTTLS: turn SSL off`,
    });
    const imapSide = await addSmtpWith({ imap_secure: true });
    expect(imapSide.body).toEqual({
      ok: false,
      error: `imap_secure: Port ${imap.port} uses STARTTLS: turn SSL off`,
    });
  });

  it.each([
    ['SSL off on SMTP port 465', { port: 465, secure: false }, 'secure: Port 465 uses SSL: turn SSL on'],
    ['SSL on on SMTP port 587', { port: 587, secure: true }, 'secure: Port 587 uses STARTTLS: turn SSL off'],
    ['SSL on on SMTP port 25', { port: 25, secure: true }, 'secure: Port 25 uses STARTTLS: turn SSL off'],
    [
      'SSL off on IMAP port 993',
      { imap_port: 993, imap_secure: false },
      'imap_secure: Port 993 uses SSL: turn SSL on',
    ],
    [
      'SSL on on IMAP port 143',
      { imap_port: 143, imap_secure: true },
      'imap_secure: Port 143 uses STARTTLS: turn SSL off',
    ],
  ])('%s is refused at once, without waiting for a greeting', async (_name, overrides, error) => {
    const started = Date.now();
    const response = await addSmtpWith(overrides);
    expect(response.body).toEqual({ ok: false, error });
    // No connection was tried: the 10 s greeting wait is what this rule removes.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('an unknown host and a closed port are named plainly on their fields', async () => {
    const unknownHost = await addSmtpWith({ host: 'no-such-host.invalid' });
    expect(unknownHost.body).toEqual({
      ok: false,
      error: `host: Could not connect to no-such-host.invalid:${smtp.port}: host not found`,
    });
    const closed = await addSmtpWith({ imap_port: 1 });
    expect(closed.body).toEqual({
      ok: false,
      error: 'imap_port: Could not connect to 127.0.0.1:1: connection refused',
    });
  });

  it('reconnecting the mailbox releases the steps that waited on invalid_email_integration at once', async () => {
    const db = ctx.database.db;
    const other = await addCredential(owner, `other-${Math.random().toString(36).slice(2)}@sender.test`);
    const { workflow } = await makeCampaign(db, owner.space.id, [{ key: 'a', kind: 'send_email' }]);
    const later = new Date(ctx.clock.now().getTime() + 3_600_000);
    const waiting = async (credential: string, waitReason: string) =>
      addToCampaign(db, workflow, await makeProspect(db, owner.space.id), {
        credentialId: credential,
        state: 'active',
        currentStepKey: 'a',
        nextStepAt: later,
        waitReason,
      });
    const onMailbox = await waiting(credentialId, 'invalid_email_integration');
    const otherReason = await waiting(credentialId, 'no_required_email');
    const otherSender = await waiting(other, 'invalid_email_integration');

    ctx.realtime.events.length = 0;
    expect((await addSmtpWith({})).status).toBe(200);

    const rows = await db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, workflow.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(onMailbox.id)).toMatchObject({ nextStepAt: ctx.clock.now(), waitReason: null });
    expect(byId.get(otherReason.id)).toMatchObject({ nextStepAt: later, waitReason: 'no_required_email' });
    expect(byId.get(otherSender.id)).toMatchObject({
      nextStepAt: later,
      waitReason: 'invalid_email_integration',
    });
    expect(ctx.realtime.events.map((event) => [event.event, event.payload])).toContainEqual([
      serverEvents.refetchData,
      expect.objectContaining({ campaign_prospect_id: onMailbox.id }),
    ]);
  });

  it('add_smtp with the right logins is connected, the passwords are stored encrypted, events announce it', async () => {
    const { integration } = (await connectSmtp()).payload;
    ctx.realtime.credentialEvents.length = 0;
    const response = await ctx.api.put('/integrations/{provider}/{id}/add_smtp', {
      path: { provider: 'smtp', id: integration._id },
      token: owner.token,
      body: smtpBody(),
    });
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

  it('disconnect sets the integration disconnected and drops the refusal the sender was warned of', async () => {
    const { integration } = (await connectSmtp()).payload;
    await ctx.request(`/api/integrations/smtp/${integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: smtpBody(),
    });
    await ctx.database.db
      .update(integrations)
      .set({ lastError: 'IMAP: Connection refused' })
      .where(eq(integrations.id, integration._id));
    const response = await ctx.api.post('/integrations/{provider}/disconnect', {
      path: { provider: 'smtp' },
      token: owner.token,
      body: { integration_id: integration._id },
    });
    expect(response.payload.map((row) => row.status)).toEqual(['disconnected']);
    const [stored] = await ctx.database.db
      .select({ lastError: integrations.lastError })
      .from(integrations)
      .where(eq(integrations.id, integration._id));
    expect(stored?.lastError).toBeNull();
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
    const byQuery = await ctx.api.post('/integrations/{provider}/disconnect', {
      path: { provider: 'smtp' },
      query: { credentials_id: credentialId },
      token: owner.token,
    });
    expect(byQuery.payload.map((row) => row._id)).toEqual([integration._id]);
  });

  /** connect, then add_smtp with `overrides`: what a person does with the mailbox form. */
  async function connectMailbox(overrides: Record<string, unknown> = {}, credential = credentialId) {
    const connect = await connectSmtp(owner, credential);
    if (connect.status !== 201) return connect;
    return ctx.request(`/api/integrations/smtp/${connect.payload.integration._id}/add_smtp`, {
      method: 'PUT',
      token: owner.token,
      body: smtpBody(overrides),
    });
  }

  const limitBody = {
    ok: false,
    error: 'Your plan allows 2 email integrations: upgrade to add more',
    code: 'limit_reached',
    feature: 'email_integrations',
    limit: 2,
  };

  it("tier limits: a free workspace has at most its plan's two email integrations (402 limit_reached)", async () => {
    await ctx.database.db.update(spaces).set({ tier: 'free' }).where(eq(spaces.id, owner.space.id));
    const other = await addCredential(owner, `kim-${Math.random().toString(36).slice(2)}@sender.test`);
    expect((await connectMailbox()).status).toBe(200);
    expect((await connectMailbox({}, other)).status).toBe(200);
    const third = await connectSmtp();
    expect(third.status).toBe(402);
    expect(third.body).toEqual(limitBody);
    // The limit is the plan's: on growth the third one is added.
    await ctx.database.db.update(spaces).set({ tier: 'growth' }).where(eq(spaces.id, owner.space.id));
    expect((await connectMailbox()).status).toBe(200);
  });

  it('a failed connection leaves nothing that counts: three refused tries on Free, then a good one connects (issue 26 item 9)', async () => {
    await ctx.database.db.update(spaces).set({ tier: 'free' }).where(eq(spaces.id, owner.space.id));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await connectMailbox({ password: 'wrong' });
      expect(refused.status).toBe(400);
    }
    const good = await connectMailbox();
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ ok: true, payload: { status: 'connected', email: 'sam@sender.test' } });
    // The refused tries took one row again and again; it became the mailbox.
    const rows = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.spaceId, owner.space.id));
    expect(rows.map((row) => row.status)).toEqual(['connected']);
  });

  it('a mailbox takes its place in the plan when set up: the one set up over the limit is refused with 402 and stays unset', async () => {
    await ctx.database.db.update(spaces).set({ tier: 'free' }).where(eq(spaces.id, owner.space.id));
    const second = await addCredential(owner, `kim-${Math.random().toString(36).slice(2)}@sender.test`);
    const third = await addCredential(owner, `lee-${Math.random().toString(36).slice(2)}@sender.test`);
    // Begun on three senders while none is set up: connect lets each through.
    const begun = [];
    for (const credential of [credentialId, second, third]) {
      const connect = await connectSmtp(owner, credential);
      expect(connect.status).toBe(201);
      begun.push(connect.payload.integration._id);
    }
    const setUp = (id: string | undefined) =>
      ctx.request(`/api/integrations/smtp/${id}/add_smtp`, {
        method: 'PUT',
        token: owner.token,
        body: smtpBody(),
      });
    expect((await setUp(begun[0])).status).toBe(200);
    expect((await setUp(begun[1])).status).toBe(200);
    const over = await setUp(begun[2]);
    expect(over.status).toBe(402);
    expect(over.body).toEqual(limitBody);
    const [row] = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, begun[2] ?? ''));
    expect(row).toMatchObject({ status: 'disconnected', smtp: null });
    // A mailbox set up already is edited (reconnected) whatever the count.
    expect((await setUp(begun[0])).status).toBe(200);
  });

  it('every mailbox can be removed, set up or not; a removed one frees its place in the plan', async () => {
    await ctx.database.db.update(spaces).set({ tier: 'free' }).where(eq(spaces.id, owner.space.id));
    const other = await addCredential(owner, `kim-${Math.random().toString(36).slice(2)}@sender.test`);
    const begun = (await connectSmtp()).payload.integration;
    const removedBegun = await ctx.api.delete('/integrations/{provider}/{id}/delete', {
      path: { provider: 'smtp', id: begun._id },
      token: owner.token,
    });
    expect(removedBegun.status).toBe(200);
    expect(await ctx.database.db.select().from(integrations).where(eq(integrations.id, begun._id))).toEqual(
      [],
    );

    expect((await connectMailbox()).status).toBe(200);
    expect((await connectMailbox({}, other)).status).toBe(200);
    expect((await connectSmtp()).status).toBe(402);
    const list = await ctx.api.get('/credentials/integrations', {
      query: { credentials_id: credentialId },
      token: owner.token,
    });
    const connected = list.payload[0];
    if (!connected) throw new Error('no mailbox');
    ctx.realtime.credentialEvents.length = 0;
    const removed = await ctx.api.delete('/integrations/{provider}/{id}/delete', {
      path: { provider: 'smtp', id: connected._id },
      token: owner.token,
    });
    expect(removed.status).toBe(200);
    expect(ctx.realtime.credentialEvents.map((event) => event.event)).toContain(
      serverEvents.updateIntegration,
    );
    expect((await connectMailbox()).status).toBe(200);
    // Gone is gone: a second remove, or one under another provider's name, is a 404.
    const again = await ctx.request(`/api/integrations/smtp/${connected._id}/delete`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(again.status).toBe(404);
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
    const remove = await ctx.request(`/api/integrations/smtp/${integration._id}/delete`, {
      method: 'DELETE',
      token: stranger.token,
    });
    expect(remove.status).toBe(404);
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
      await ctx.api.unchecked.post('/integrations/{provider}/connect', {
        path: { provider: 'smtp' },
        query: { credentials_id: credential?.id },
        token: owner.token,
      })
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
