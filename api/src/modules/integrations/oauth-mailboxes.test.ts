import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestContext,
  databaseModes,
  type Member,
  type TestClient,
  type TestContext,
} from '../../../test/helpers';
import { silentLogger } from '../../logger';
import { createOutreachEvents } from '../../platform/outreach-events';
import type { EngineDeps } from '../../engine/contracts';
import { credentials, dialogs, integrations, messages, prospects, spaces } from '../../db/schema';
import { emailKeys } from '../../providers/outreach-email/email-secrets';
import { mailPollDeps } from '../../channels/mail-polling';
import { pollMailbox } from '../../providers/outreach-email/imap-poller';
import { sharedTransports } from '../../providers/outreach-email/sender';
import {
  startImapServer,
  startSmtpServer,
  type TestImapServer,
  type TestSmtpServer,
} from '../../providers/outreach-email/testing/mail-servers';
import { serverEvents } from '../../realtime/events';

/**
 * A local OAuth token endpoint and userinfo standing in for Google's and Microsoft's (they need
 * an internet account): codes map to an address, refresh tokens to the access token a refresh
 * gives, and a revoked refresh token is answered with invalid_grant.
 */
function startOAuthProvider() {
  const addressByCode = new Map<string, string>();
  const accessByRefresh = new Map<string, string>();
  /** Refresh tokens a refresh replaces with another (Microsoft's rotation). */
  const rotateTo = new Map<string, string>();
  const revoked = new Set<string>();
  const addressByAccess = new Map<string, string>();
  const grants: URLSearchParams[] = [];
  let issued = 0;
  /** The token endpoint: an authorization code once, or a refresh token not revoked (maybe rotated). */
  const tokenAnswer = (form: URLSearchParams): [number, unknown] => {
    if (form.get('client_secret') !== 'app-secret') return [401, { error: 'invalid_client' }];
    if (form.get('grant_type') === 'authorization_code') {
      const address = addressByCode.get(form.get('code') ?? '');
      if (!address) return [400, { error: 'invalid_grant' }];
      addressByCode.delete(form.get('code') ?? '');
      issued += 1;
      const accessToken = `code-access-${issued}`;
      addressByAccess.set(accessToken, address);
      return [
        200,
        {
          access_token: accessToken,
          refresh_token: `refresh-${issued}`,
          expires_in: 3600,
          token_type: 'Bearer',
        },
      ];
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      const accessToken = accessByRefresh.get(refreshToken);
      if (!accessToken || revoked.has(refreshToken)) return [400, { error: 'invalid_grant' }];
      const rotated = rotateTo.get(refreshToken);
      return [
        200,
        {
          access_token: accessToken,
          expires_in: 3600,
          token_type: 'Bearer',
          ...(rotated ? { refresh_token: rotated } : {}),
        },
      ];
    }
    return [400, { error: 'unsupported_grant_type' }];
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      response.setHeader('Content-Type', 'application/json');
      const answer = (status: number, json: unknown) => {
        response.statusCode = status;
        response.end(JSON.stringify(json));
      };
      if (request.url === '/token') {
        const form = new URLSearchParams(body);
        grants.push(form);
        const [status, json] = tokenAnswer(form);
        return answer(status, json);
      }
      if (request.url === '/userinfo') {
        const address = addressByAccess.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
        return address ? answer(200, { email: address, email_verified: true }) : answer(401, {});
      }
      return answer(404, {});
    });
  });
  return { server, addressByCode, accessByRefresh, rotateTo, revoked, grants };
}

describe.each(databaseModes())('Google and Microsoft mailboxes over OAuth on %s', (mode) => {
  let ctx: TestContext;
  /** The app with the OAuth apps, and the typed client over it. */
  let client: TestClient;
  let provider: ReturnType<typeof startOAuthProvider>;
  let smtp: TestSmtpServer;
  let imap: TestImapServer;
  // The mailboxes of the tests below (the IMAP server knows its users from the start).
  const accessTokens: Record<string, string> = Object.fromEntries(
    [
      'sam@gmail.test',
      'sally@gmail.test',
      'max@outlook.test',
      'rota@outlook.test',
      'gone@gmail.test',
      'gone@outlook.test',
    ].map((address) => [address, 'not-yet']),
  );
  let owner: Member;
  let credentialId: string;
  let sequence = 0;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    provider = startOAuthProvider();
    await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
    smtp = await startSmtpServer({}, { accessTokens });
    imap = await startImapServer({}, { accessTokens });
    const base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
    const appOf = (clientId: string) => ({
      clientId,
      clientSecret: 'app-secret',
      // The authorize URL stays the provider's own: the browser goes there, not this test.
      endpoints: { token: `${base}/token`, userinfo: `${base}/userinfo` },
      mailServers: {
        smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
        imap: { host: '127.0.0.1', port: imap.port, secure: false },
      },
    });
    client = ctx.withApp({
      realtime: ctx.realtime,
      publicUrl: 'https://app.reachly.test',
      mailServersAllowPrivate: true,
      auth: { google: appOf('google-app'), microsoft: appOf('microsoft-app') },
    });
  });
  afterAll(async () => {
    sharedTransports.closeAll();
    await new Promise((resolve) => provider?.server.close(resolve));
    await smtp?.close();
    await imap?.close();
    await ctx?.close();
  });

  beforeEach(async () => {
    owner = await ctx.createMember();
    credentialId = await addCredential(owner);
  });

  async function addCredential(member: Member): Promise<string> {
    sequence += 1;
    const [row] = await ctx.database.db
      .insert(credentials)
      .values({ spaceId: member.space.id, username: `sam-${sequence}`, timezone: 'Europe/Berlin' })
      .returning();
    if (!row) throw new Error('no credential');
    return row.id;
  }

  /** A call whose answer may be a redirect (no JSON): the OAuth callbacks. */
  async function call(
    path: string,
    options: { method?: string; token?: string; body?: unknown; cookie?: string } = {},
  ) {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await client.app.request(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      location: response.headers.get('Location'),
      setCookie: response.headers.get('Set-Cookie') ?? '',
      body: (text ? JSON.parse(text) : null) as
        | { ok: true; payload: unknown }
        | { ok: false; error: string }
        | null,
    };
  }

  async function connect(kind: 'google' | 'microsoft', credential = credentialId, member = owner) {
    const response = await client.api.post('/integrations/{provider}/connect', {
      path: { provider: kind },
      query: { credentials_id: credential },
      token: member.token,
    });
    const setCookie = response.headers.get('Set-Cookie') ?? '';
    if (!response.body?.ok) throw new Error(`connect: ${response.status} ${JSON.stringify(response.body)}`);
    return {
      ...response.body.payload,
      authorize: new URL(response.body.payload.url),
      // The state's binding, kept by the browser that called connect (platform/oauth-state.ts).
      cookie: setCookie.split(';')[0] ?? '',
      setCookie,
    };
  }

  /** The provider's redirect back, as the browser holding `cookie` (or none) follows it. */
  function callback(kind: 'google' | 'microsoft', query: Record<string, string>, cookie?: string) {
    return call(`/api/integrations/${kind}/oauth_callback?${new URLSearchParams(query)}`, { cookie });
  }

  async function rowOf(id: string) {
    const [row] = await ctx.database.db.select().from(integrations).where(eq(integrations.id, id));
    if (!row) throw new Error('no integration');
    return row;
  }

  function engineDeps(): EngineDeps {
    return {
      db: ctx.database.db,
      clock: ctx.clock,
      logger: silentLogger,
      realtime: ctx.realtime,
      events: createOutreachEvents(),
      publicUrl: 'https://app.reachly.test',
      mailServersAllowPrivate: true,
    };
  }

  /** Connect → sign-in → callback: a connected Google (or Microsoft) mailbox of `address`. */
  async function connected(kind: 'google' | 'microsoft', address: string) {
    const { integration, authorize, cookie } = await connect(kind);
    const code = `code-for-${integration._id}`;
    provider.addressByCode.set(code, address);
    const back = await callback(kind, { code, state: authorize.searchParams.get('state') ?? '' }, cookie);
    expect(back.status).toBe(302);
    expect(back.location).toBe('/integrations?type=email');
    return integration._id;
  }

  it('Connect with Google answers the authorize URL with offline access to mail and a random state', async () => {
    const { integration, authorize, setCookie } = await connect('google');
    expect(integration).toMatchObject({ type: 'google', status: 'disconnected' });
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'google-app',
      response_type: 'code',
      scope: 'https://mail.google.com/ openid email',
      access_type: 'offline',
      prompt: 'consent',
      redirect_uri: 'https://app.reachly.test/api/integrations/google/oauth_callback',
    });
    // 32 random bytes naming nothing; the browser keeps its binding in a __Host- cookie (https origin).
    expect(authorize.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).not.toContain(integration._id);
    expect(setCookie).toMatch(/^__Host-oauth_mailbox_google=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/(;|$)/);

    const microsoft = await connect('microsoft');
    expect(`${microsoft.authorize.origin}${microsoft.authorize.pathname}`).toBe(
      'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    );
    expect(microsoft.authorize.searchParams.get('scope')).toBe(
      'offline_access openid email https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All',
    );
    expect(microsoft.authorize.searchParams.get('redirect_uri')).toBe(
      'https://app.reachly.test/api/integrations/microsoft/oauth_callback',
    );
  });

  it('the callback connects the mailbox: its address, the provider servers, the refresh token encrypted', async () => {
    const before = ctx.realtime.credentialEvents.length;
    const id = await connected('google', 'Sam@Gmail.test');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'connected', email: 'sam@gmail.test', lastError: null });
    expect(row.smtp).toMatchObject({
      host: '127.0.0.1',
      port: smtp.port,
      user: 'sam@gmail.test',
      auth: 'oauth2',
    });
    expect(row.imap).toMatchObject({
      host: '127.0.0.1',
      port: imap.port,
      auth: 'oauth2',
      oauthProvider: 'google',
    });
    expect(row.smtp?.password).not.toContain('refresh-');
    expect(JSON.stringify(row)).not.toContain('code-access-');
    const exchange = provider.grants.at(-1);
    expect(exchange?.get('grant_type')).toBe('authorization_code');
    expect(exchange?.get('redirect_uri')).toBe(
      'https://app.reachly.test/api/integrations/google/oauth_callback',
    );
    expect(
      ctx.realtime.credentialEvents
        .slice(before)
        .some(
          (event) => event.event === serverEvents.updateIntegration && event.credentialId === credentialId,
        ),
    ).toBe(true);
    const catalogue = await client.api.get('/integrations/catalogue', {
      query: { credentials_id: credentialId },
      token: owner.token,
    });
    const providers = catalogue.payload.categories.flatMap((c) => c.providers);
    expect(providers.find((p) => p.id === 'google')?.status).toBe('connected');
    expect(providers.find((p) => p.id === 'microsoft')?.status).toBe('disconnected');
  });

  it('a test send goes out over XOAUTH2 with the token refreshed once the first one expired', async () => {
    const id = await connected('google', 'sally@gmail.test');
    const refreshToken = `refresh-${provider.grants.filter((g) => g.get('grant_type') === 'authorization_code').length}`;
    provider.accessByRefresh.set(refreshToken, 'sally-refreshed');
    accessTokens['sally@gmail.test'] = 'sally-refreshed';
    // The code's access token lasts an hour: past it, the refresh token gets a new one.
    ctx.clock.advance(2 * 60 * 60 * 1000);
    const sent = await call('/api/workflows/steps/send_email/test', {
      method: 'POST',
      token: owner.token,
      body: { receiver: 'me@owner.test', subject: 'Hi', text: 'Hello', integration_id: id },
    });
    expect(sent.status).toBe(200);
    const refresh = provider.grants.at(-1);
    expect(refresh?.get('grant_type')).toBe('refresh_token');
    expect(refresh?.get('refresh_token')).toBe(refreshToken);
    expect(smtp.logins.at(-1)).toEqual({
      method: 'XOAUTH2',
      user: 'sally@gmail.test',
      accessToken: 'sally-refreshed',
    });
    expect(smtp.received.at(-1)?.to).toEqual(['me@owner.test']);
    expect(smtp.received.at(-1)?.parsed.from?.value[0]?.address).toBe('sally@gmail.test');
  });

  it('the IMAP poll logs in with the access token', async () => {
    const id = await connected('microsoft', 'max@outlook.test');
    // The code's access token is still fresh: the poll uses it without a refresh.
    const row = await rowOf(id);
    const codeAccess = `code-access-${provider.grants.filter((g) => g.get('grant_type') === 'authorization_code').length}`;
    accessTokens['max@outlook.test'] = codeAccess;
    const grantsBefore = provider.grants.length;
    imap.deliver('From: someone@else.test\r\nTo: max@outlook.test\r\nSubject: hello\r\n\r\nHi there\r\n');
    const result = await pollMailbox(mailPollDeps(engineDeps()), row.id);
    expect(result).toMatchObject({ error: null });
    expect(provider.grants.length).toBe(grantsBefore);
    expect((await rowOf(id)).lastPolledAt).not.toBeNull();

    // A wrong token is refused by the server like a wrong password: the mailbox is disconnected.
    accessTokens['max@outlook.test'] = 'another-token';
    const refused = await pollMailbox(mailPollDeps(engineDeps()), row.id);
    expect(refused.error).not.toBeNull();
    expect((await rowOf(id)).status).toBe('disconnected');
  });

  it('a rotated refresh token (Microsoft) is stored encrypted in place of the old one and used next', async () => {
    const id = await connected('microsoft', 'rota@outlook.test');
    const first = `refresh-${provider.grants.filter((g) => g.get('grant_type') === 'authorization_code').length}`;
    provider.accessByRefresh.set(first, 'rota-access-1');
    provider.rotateTo.set(first, `${first}-rotated`);
    provider.accessByRefresh.set(`${first}-rotated`, 'rota-access-2');
    accessTokens['rota@outlook.test'] = 'rota-access-1';
    ctx.clock.advance(2 * 60 * 60 * 1000);
    expect(await pollMailbox(mailPollDeps(engineDeps()), id)).toMatchObject({ error: null });
    expect(provider.grants.at(-1)?.get('refresh_token')).toBe(first);
    const { secrets } = await emailKeys(ctx.database.db);
    const row = await rowOf(id);
    expect(secrets.decrypt(row.smtp?.password ?? '')).toBe(`${first}-rotated`);
    expect(secrets.decrypt(row.imap?.password ?? '')).toBe(`${first}-rotated`);
    expect(row.smtp?.password).not.toContain('rotated');

    accessTokens['rota@outlook.test'] = 'rota-access-2';
    ctx.clock.advance(2 * 60 * 60 * 1000);
    expect(await pollMailbox(mailPollDeps(engineDeps()), id)).toMatchObject({ error: null });
    expect(provider.grants.at(-1)?.get('refresh_token')).toBe(`${first}-rotated`);
    expect(provider.grants.at(-1)?.get('scope')).toContain(
      'https://outlook.office.com/IMAP.AccessAsUser.All',
    );
  });

  it('a refused refresh (invalid_grant) disconnects the mailbox with a plain error and announces it', async () => {
    const id = await connected('google', 'gone@gmail.test');
    const refreshToken = `refresh-${provider.grants.filter((g) => g.get('grant_type') === 'authorization_code').length}`;
    provider.revoked.add(refreshToken);
    ctx.clock.advance(2 * 60 * 60 * 1000);
    const before = ctx.realtime.credentialEvents.length;
    const sent = await call('/api/workflows/steps/send_email/test', {
      method: 'POST',
      token: owner.token,
      body: { receiver: 'me@owner.test', subject: 'Hi', text: 'Hello', integration_id: id },
    });
    const plain = "Google refused the mailbox's sign-in: connect it again";
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ ok: false, error: plain });
    expect(await rowOf(id)).toMatchObject({ status: 'disconnected', lastError: plain });
    expect(ctx.realtime.credentialEvents.slice(before)).toContainEqual({
      credentialId,
      event: serverEvents.updateIntegration,
      payload: { _id: id, status: 'disconnected', error: plain },
    });

    // The poller's path says the same.
    const polled = await connected('microsoft', 'gone@outlook.test');
    const polledRefresh = `refresh-${provider.grants.filter((g) => g.get('grant_type') === 'authorization_code').length}`;
    provider.revoked.add(polledRefresh);
    ctx.clock.advance(2 * 60 * 60 * 1000);
    await pollMailbox(mailPollDeps(engineDeps()), polled);
    expect(await rowOf(polled)).toMatchObject({
      status: 'disconnected',
      lastError: "Microsoft refused the mailbox's sign-in: connect it again",
    });
  });

  it('an inbox email reply through a mailbox whose sign-in was refused disconnects it too', async () => {
    const id = await connected('google', 'inbox-gone@gmail.test');
    const refreshToken = `refresh-${provider.grants.filter((g) => g.get('grant_type') === 'authorization_code').length}`;
    provider.revoked.add(refreshToken);
    ctx.clock.advance(2 * 60 * 60 * 1000);
    const [person] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: owner.space.id, fullName: 'Pat Prospect', workEmail: 'pat@work.test' })
      .returning();
    const [dialog] = await ctx.database.db
      .insert(dialogs)
      .values({ spaceId: owner.space.id, credentialId, prospectId: person?.id ?? '' })
      .returning();
    await ctx.database.db.insert(messages).values({
      spaceId: owner.space.id,
      dialogId: dialog?.id ?? '',
      direction: 'in',
      channel: 'email',
      kind: 'message',
      subject: 'Our offer',
      text: 'Tell me more',
      messageIdHeader: '<reply-1@prospect.test>',
      sentAt: ctx.clock.now(),
    });
    const plain = "Google refused the mailbox's sign-in: connect it again";
    const sent = await call(`/api/inbox/dialogs/${dialog?.id}/messages`, {
      method: 'POST',
      token: owner.token,
      body: { channel: 'email', text: 'Here it is' },
    });
    expect(sent.status).toBe(400);
    expect(sent.body).toEqual({ ok: false, error: plain });
    expect(await rowOf(id)).toMatchObject({ status: 'disconnected', lastError: plain });
  });

  it('signing in again to the same address reconnects the earlier mailbox instead of adding one', async () => {
    const first = await connected('google', 'again@gmail.test');
    await ctx.database.db
      .update(integrations)
      .set({ status: 'disconnected', lastError: "Google refused the mailbox's sign-in: connect it again" })
      .where(eq(integrations.id, first));
    const second = await connected('google', 'Again@gmail.test');
    expect(second).not.toBe(first);
    const rows = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.credentialId, credentialId));
    expect(rows.map((row) => [row.id, row.status, row.lastError])).toEqual([[first, 'connected', null]]);
  });

  it("the plan's email integrations count: signing in again is allowed at the limit, a new mailbox is not", async () => {
    await ctx.database.db.update(spaces).set({ tier: 'free' }).where(eq(spaces.id, owner.space.id));
    const first = await connected('google', 'one@gmail.test');
    await connected('google', 'two@gmail.test');
    const refusedAtConnect = await call(
      `/api/integrations/microsoft/connect?credentials_id=${credentialId}`,
      {
        method: 'POST',
        token: owner.token,
      },
    );
    expect(refusedAtConnect.status).toBe(402);

    await ctx.database.db
      .update(integrations)
      .set({ status: 'disconnected' })
      .where(eq(integrations.id, first));
    // At the limit, Google's Connect may be a sign-in again: let through, decided at the callback.
    await connected('google', 'one@gmail.test');
    const { integration, authorize, cookie } = await connect('google');
    provider.addressByCode.set('third-code', 'three@gmail.test');
    const third = await callback(
      'google',
      { code: 'third-code', state: authorize.searchParams.get('state') ?? '' },
      cookie,
    );
    expect(third.status).toBe(302);
    expect(new URL(third.location ?? '', 'https://x.test').searchParams.get('error')).toBe(
      'Your plan allows 2 email integrations: upgrade to add more',
    );
    const rows = await ctx.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.credentialId, credentialId));
    expect(rows.map((row) => [row.email, row.status]).sort()).toEqual([
      ['one@gmail.test', 'connected'],
      ['two@gmail.test', 'connected'],
    ]);
    expect(rows.some((row) => row.id === integration._id)).toBe(false);
  });

  const refusedState = 'The sign-in link is not valid or has expired: connect the mailbox again';

  it('a forged or expired state is refused (400) and writes nothing', async () => {
    const { integration, authorize, cookie } = await connect('google');
    const state = authorize.searchParams.get('state') ?? '';
    provider.addressByCode.set('forged-code', 'mallory@gmail.test');
    const grantsBefore = provider.grants.length;
    for (const bad of [`${state}x`, state.slice(1), 'nonsense', '']) {
      const response = await callback('google', { code: 'forged-code', state: bad }, cookie);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: refusedState });
    }
    // Google's state is no Microsoft state.
    expect((await callback('microsoft', { code: 'forged-code', state }, cookie)).status).toBe(400);
    ctx.clock.advance(16 * 60 * 1000);
    const expired = await callback('google', { code: 'forged-code', state }, cookie);
    expect(expired.status).toBe(400);
    expect(provider.grants.length).toBe(grantsBefore);
    expect(await rowOf(integration._id)).toMatchObject({ status: 'disconnected', email: null, smtp: null });
  });

  // Issue 23 item 7: the state is bound to the browser that called connect, single use and short-lived.
  it('a callback with the state but without the cookie of the browser that called connect is refused', async () => {
    const { integration, authorize } = await connect('google');
    provider.addressByCode.set('no-cookie-code', 'nocookie@gmail.test');
    const grantsBefore = provider.grants.length;
    const response = await callback('google', {
      code: 'no-cookie-code',
      state: authorize.searchParams.get('state') ?? '',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: refusedState });
    expect(provider.grants.length).toBe(grantsBefore);
    expect((await rowOf(integration._id)).status).toBe('disconnected');
  });

  it("another workspace's state, followed in a victim's browser, does not put the victim's mailbox there", async () => {
    const attacker = await ctx.createMember();
    const attackerCredential = await addCredential(attacker);
    const theirs = await connect('google', attackerCredential, attacker);
    // The victim's browser holds its own binding (it called connect itself).
    const mine = await connect('google');
    provider.addressByCode.set('victim-code', 'victim@gmail.test');
    const response = await callback(
      'google',
      { code: 'victim-code', state: theirs.authorize.searchParams.get('state') ?? '' },
      mine.cookie,
    );
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: refusedState });
    expect(await rowOf(theirs.integration._id)).toMatchObject({ status: 'disconnected', email: null });
    expect(provider.addressByCode.has('victim-code')).toBe(true);
  });

  it('a state is single use: the callback replayed, even with a new code, is refused', async () => {
    const { integration, authorize, cookie } = await connect('google');
    const state = authorize.searchParams.get('state') ?? '';
    provider.addressByCode.set('first-use', 'once@gmail.test');
    expect((await callback('google', { code: 'first-use', state }, cookie)).location).toBe(
      '/integrations?type=email',
    );
    await call(`/api/integrations/google/disconnect?integration_id=${integration._id}`, {
      method: 'POST',
      token: owner.token,
    });
    provider.addressByCode.set('second-use', 'twice@gmail.test');
    const replayed = await callback('google', { code: 'second-use', state }, cookie);
    expect(replayed.status).toBe(400);
    expect(replayed.body).toEqual({ ok: false, error: refusedState });
    expect(await rowOf(integration._id)).toMatchObject({ status: 'disconnected', email: 'once@gmail.test' });
  });

  it('two callbacks at once with one state: exactly one connects', async () => {
    const { authorize, cookie } = await connect('microsoft');
    const state = authorize.searchParams.get('state') ?? '';
    provider.addressByCode.set('race-1', 'race@outlook.test');
    provider.addressByCode.set('race-2', 'race@outlook.test');
    const answers = await Promise.all([
      callback('microsoft', { code: 'race-1', state }, cookie),
      callback('microsoft', { code: 'race-2', state }, cookie),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 400]);
  });

  it('a state expires 10 minutes after connect', async () => {
    const { integration, authorize, cookie } = await connect('google');
    provider.addressByCode.set('late-code', 'late@gmail.test');
    ctx.clock.advance(10 * 60 * 1000 + 1000);
    const late = await callback(
      'google',
      { code: 'late-code', state: authorize.searchParams.get('state') ?? '' },
      cookie,
    );
    expect(late.status).toBe(400);
    expect((await rowOf(integration._id)).status).toBe('disconnected');
  });

  it('a denied sign-in or a refused code goes back to the page with the reason in plain words', async () => {
    const first = await connect('google');
    const denied = await callback(
      'google',
      { error: 'access_denied', state: first.authorize.searchParams.get('state') ?? '' },
      first.cookie,
    );
    expect(denied.status).toBe(302);
    expect(denied.location).toBe(
      `/integrations?type=email&error=${encodeURIComponent('Google sign-in was cancelled: the mailbox was not connected')}`,
    );
    const { integration, authorize, cookie } = await connect('google');
    const refused = await callback(
      'google',
      { code: 'unknown-code', state: authorize.searchParams.get('state') ?? '' },
      cookie,
    );
    expect(refused.status).toBe(302);
    expect(new URL(refused.location ?? '', 'https://x.test').searchParams.get('error')).toBe(
      'Google refused the sign-in: connect the mailbox again',
    );
    expect((await rowOf(integration._id)).status).toBe('disconnected');
  });

  it("another workspace's credential id is a 404; bad input is a 4xx", async () => {
    const stranger = await ctx.createMember();
    const theirs = await addCredential(stranger);
    const response = await call(`/api/integrations/google/connect?credentials_id=${theirs}`, {
      method: 'POST',
      token: owner.token,
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, error: 'Credentials not found' });
    expect((await call('/api/integrations/smtp/oauth_callback?code=x&state=y')).status).toBe(400);
    expect((await call('/api/integrations/nope/oauth_callback?code=x&state=y')).status).toBe(404);
  });
});
