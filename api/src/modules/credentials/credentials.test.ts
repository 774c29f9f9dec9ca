import { and, eq } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import { credentialFormMessages } from '@outreach/core/forms';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, on, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import {
  appSettings,
  credentialBlacklist,
  credentials,
  integrations,
  spaceMembers,
  spaces,
  workflowCredentials,
  workflows,
} from '../../db/schema';
import { sandboxProxyCountries } from '../../providers/social-network/proxy-pool';
import {
  createSecretBox,
  installKeySetting,
  parseCredentialsKey,
  resolveCredentialsKey,
} from '../../providers/secrets/credential-secrets';
import {
  CredentialActionResultSchema,
  CredentialAutomationTypeResultSchema,
  CredentialBlacklistSchema,
  CredentialOnboardingInfoSchema,
  CredentialProxySchema,
  CredentialSchema,
  CredentialSeatsSchema,
  CredentialTimezoneSchema,
  ProxyCountrySchema,
} from './credential-responses.schema';
import { setUnreadCount } from './credentials.service';

const validCredential = {
  username: 'ada@example.com',
  password: 'secret-password',
  automation_type: 'cloud',
  country_code: 'US',
  timezone: 'Europe/Berlin',
};

describe.each(databaseModes())('credentials on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const create = (member: Member, body: Record<string, unknown> = {}) =>
    ctx.api.unchecked.post('/credentials/create', {
      token: member.token,
      body: { ...validCredential, ...body },
    });

  /** Creates a credential and returns its JSON (fails the test when refused). */
  const connect = async (member: Member, username: string, body: Record<string, unknown> = {}) =>
    (await create(member, { username, ...body })).payload;

  const fetchOne = async (member: Member, id: string) =>
    (await ctx.api.get('/credentials/{id}/fetch', { path: { id }, token: member.token })).payload;

  const credentialEventsFor = (id: string, since = 0) =>
    ctx.realtime.credentialEvents.slice(since).filter((event) => event.credentialId === id);

  const setSpace = (member: Member, values: Partial<typeof spaces.$inferInsert>) =>
    ctx.database.db.update(spaces).set(values).where(eq(spaces.id, member.space.id));

  describe('POST /api/credentials/create', () => {
    it('creates a cloud credential, logs it in through the sandbox network and announces it', async () => {
      const member = await ctx.createMember();
      const before = ctx.realtime.credentialEvents.length;
      const response = await create(member, { username: '  Ada.Lovelace@Example.com  ' });
      expect(response.status).toBe(201);
      const credential = response.payload;
      expect(credential).toMatchObject({
        username: 'Ada.Lovelace@Example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        full_name: 'Ada Lovelace',
        status: 'active',
        automation_type: 'cloud',
        country_code: 'US',
        has_password: true,
        has_cookies: false,
        proxy_type: 'basic',
        custom_proxy: null,
        no_proxy: false,
        timezone: 'Europe/Berlin',
        // spec: platform §5, work hours default 9 to 18.
        work_hours_start: 9,
        work_hours_end: 18,
        unread_count: 0,
        setting_proxy: { stage: 'success', attempt_count: 1, country_code: 'US' },
        auth_status: {
          wrong_password: false,
          logged_in_at: ctx.clock.now().toISOString(),
          security_code: null,
        },
        is_code_expired: false,
        notifications: [],
        created_at: ctx.clock.now().toISOString(),
      });
      expect(JSON.stringify(credential)).not.toContain('secret-password');
      expect(credential).not.toHaveProperty('password');

      const events = credentialEventsFor(credential._id, before).map((event) => event.event);
      expect(events).toEqual(['set_proxy', 'update_credentials', 'authorization']);
      const authorization = credentialEventsFor(credential._id, before).find(
        (event) => event.event === 'authorization',
      );
      expect(authorization?.payload).toEqual({
        credential_id: credential._id,
        outcome: 'connected',
        credential,
      });
    });

    it('stores the password encrypted (AES-256-GCM), never in plain text', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'cipher@example.com', { password: 'plain-text-secret' });
      const [row] = await ctx.database.db
        .select()
        .from(credentials)
        .where(eq(credentials.id, credential._id));
      expect(row?.passwordEncrypted).toMatch(/^v1\./);
      expect(row?.passwordEncrypted).not.toContain('plain-text-secret');
      const key = await resolveCredentialsKey(ctx.database.db, undefined);
      expect(createSecretBox(key).decrypt(row?.passwordEncrypted ?? '')).toBe('plain-text-secret');
    });

    it('creates an extension credential without password or country', async () => {
      const member = await ctx.createMember();
      const response = await create(member, {
        username: 'ext@example.com',
        automation_type: 'extension',
        password: '',
        country_code: null,
      });
      expect(response.status).toBe(201);
      expect(response.payload).toMatchObject({
        automation_type: 'extension',
        has_password: false,
        country_code: null,
        setting_proxy: null,
        status: 'active',
      });
    });

    it('takes work hours, use_browser, cookies, residential proxies and no_proxy', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'hours@example.com', {
        work_hours_start: 0,
        work_hours_end: 24,
        use_browser: true,
        cookies: 'AQEDAR-li-at-cookie',
        proxy_type: 'residential',
        country_code: 'de',
      });
      expect(credential).toMatchObject({
        work_hours_start: 0,
        work_hours_end: 24,
        use_browser: true,
        has_cookies: true,
        proxy_type: 'residential',
        country_code: 'DE',
        setting_proxy: { stage: 'success', country_code: 'DE' },
      });
      const direct = await connect(member, 'direct@example.com', { no_proxy: true });
      expect(direct.setting_proxy).toBeNull();
    });

    it('waits for a proxy from reserve when the country has none left (count 0)', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'norway@example.com', { country_code: 'NO' });
      expect(credential.setting_proxy).toMatchObject({
        stage: 'start',
        proxy_address: null,
        country_code: 'NO',
      });
    });

    it('uses a custom proxy; a domain wins over an address', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'custom@example.com', {
        custom_proxy: {
          proxy_address: ' 10.1.2.3 ',
          ports: { http: '8080' },
          username: 'proxy-user',
          password: 'proxy-pass',
        },
      });
      expect(credential.custom_proxy).toEqual({
        proxy_address: '10.1.2.3',
        domain: null,
        ports: { http: '8080' },
        username: 'proxy-user',
        has_password: true,
      });
      expect(credential.setting_proxy).toMatchObject({
        stage: 'success',
        proxy_address: '10.1.2.3',
        ports: { http: '8080' },
      });
      expect(JSON.stringify(credential)).not.toContain('proxy-pass');

      const byDomain = await connect(member, 'domain@example.com', {
        custom_proxy: { proxy_address: '10.1.2.3', domain: 'Proxy.Example.com', ports: { http: 3128 } },
      });
      expect(byDomain.custom_proxy).toMatchObject({ proxy_address: null, domain: 'proxy.example.com' });

      // The shell's payload names every field, null where it has nothing (the JSON it reads back).
      const withNulls = await connect(member, 'nulls@example.com', {
        custom_proxy: {
          proxy_address: null,
          domain: 'proxy.example.com',
          ports: { http: '3128' },
          username: null,
          password: null,
        },
      });
      expect(withNulls.custom_proxy).toMatchObject({
        proxy_address: null,
        domain: 'proxy.example.com',
        username: null,
      });

      // Sending the same custom proxy again keeps it (and its proxy); a new port sets up a new one.
      const proxy = {
        proxy_address: '10.1.2.3',
        ports: { http: '8080' },
        username: 'proxy-user',
        password: 'proxy-pass',
      };
      const mark = ctx.realtime.credentialEvents.length;
      await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: { custom_proxy: proxy },
      });
      expect(credentialEventsFor(credential._id, mark).map((event) => event.event)).toEqual([
        'update_credentials',
      ]);
      const moved = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          custom_proxy: { ...proxy, ports: { http: '8081' } },
        },
      });
      expect(moved.payload.setting_proxy).toMatchObject({
        proxy_address: '10.1.2.3',
        ports: { http: '8081' },
      });
    });

    it.each([
      [{ username: 'not-an-email' }, 'username: Not valid email'],
      [{ username: '' }, 'username: Not valid email'],
      [{ username: undefined }, 'username: Not valid email'],
      [{ password: '' }, 'password: Not valid password'],
      [{ password: undefined }, 'password: Not valid password'],
      [{ password: 'abc' }, 'password: Not valid password'],
      [{ country_code: '' }, 'country_code: Not valid location'],
      [{ country_code: 'USA' }, 'country_code: Not valid location'],
      [{ country_code: 'ZZ' }, 'country_code: Not valid location'],
      [{ country_code: 'PT', proxy_type: 'residential' }, 'country_code: Not valid location'],
      [
        { automation_type: 'extension', password: null, country_code: 'ZZ' },
        'country_code: Not valid location',
      ],
      [
        { country_code: 'ZZ', custom_proxy: { proxy_address: '10.0.0.1', ports: { http: '80' } } },
        'country_code: Not valid location',
      ],
      [{ timezone: '' }, 'timezone: Not valid timezone'],
      [{ timezone: undefined }, 'timezone: Not valid timezone'],
      [{ timezone: 'Mars/Olympus' }, 'timezone: Not valid timezone'],
      [{ work_hours_start: -1 }, 'work_hours_start: Work hours must be whole hours from 0 to 24'],
      [{ work_hours_end: 25 }, 'work_hours_end: Work hours must be whole hours from 0 to 24'],
      [{ work_hours_start: 9.5 }, 'work_hours_start: Work hours must be whole hours from 0 to 24'],
      [
        { work_hours_start: 18, work_hours_end: 9 },
        'work_hours_start: Work hours must start before they end',
      ],
      [{ work_hours_start: 9, work_hours_end: 9 }, 'work_hours_start: Work hours must start before they end'],
      [{ automation_type: 'robot' }, 'automation_type: Automation type must be cloud or extension'],
      [{ proxy_type: 'mobile' }, 'proxy_type: Proxy type must be basic or residential'],
      [{ use_browser: 'yes' }, 'use_browser: use_browser must be true or false'],
      [
        { custom_proxy: { ports: { http: '80' } } },
        'custom_proxy.proxy_address: Proxy address or domain is required',
      ],
      [
        { custom_proxy: { proxy_address: '256.1.1.1', ports: { http: '80' } } },
        'custom_proxy.proxy_address: Proxy IP must be four numbers from 0 to 255 separated by dots',
      ],
      [
        { custom_proxy: { proxy_address: '10.1.1', ports: { http: '80' } } },
        'custom_proxy.proxy_address: Proxy IP must be four numbers from 0 to 255 separated by dots',
      ],
      [
        { custom_proxy: { proxy_address: '10.1.1.a', ports: { http: '80' } } },
        'custom_proxy.proxy_address: Proxy IP must be four numbers from 0 to 255 separated by dots',
      ],
      [
        { custom_proxy: { domain: 'not a domain', ports: { http: '80' } } },
        'custom_proxy.domain: Proxy domain must be a valid domain name',
      ],
      [
        { custom_proxy: { proxy_address: '10.1.1.1', ports: { http: '80a' } } },
        'custom_proxy.ports.http: Proxy port must contain digits only',
      ],
      [
        { custom_proxy: { proxy_address: '10.1.1.1', ports: { http: '70000' } } },
        'custom_proxy.ports.http: Proxy port must be from 1 to 65535',
      ],
      [
        { custom_proxy: { proxy_address: '10.1.1.1', ports: {} } },
        'custom_proxy.ports.http: Proxy port is required',
      ],
      [{ custom_proxy: { proxy_address: '10.1.1.1' } }, 'custom_proxy.ports: Proxy port is required'],
      [{ custom_proxy: 'proxy' }, 'custom_proxy: Custom proxy must be an object'],
    ])('rejects %j with 400 "%s" and writes nothing', async (overrides, message) => {
      const member = await ctx.createMember();
      const before = ctx.realtime.credentialEvents.length;
      const response = await create(member, overrides);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
      expect((await ctx.api.get('/credentials/fetch', { token: member.token })).payload).toEqual([]);
      expect(ctx.realtime.credentialEvents.length).toBe(before);
    });

    it.each([
      ['[]', 'Body must be a JSON object'],
      ['{"username": ', 'Invalid JSON body'],
    ])('rejects the body %s', async (body, message) => {
      const member = await ctx.createMember();
      const response = await ctx.request('/api/credentials/create', {
        method: 'POST',
        token: member.token,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    });

    it('refuses an email already in the workspace, trimmed and ignoring case (409)', async () => {
      const member = await ctx.createMember();
      await connect(member, 'Grace@Example.com');
      for (const username of ['grace@example.com', '  GRACE@EXAMPLE.COM ']) {
        const response = await create(member, { username });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ ok: false, error: 'Account with such email already exists' });
      }
      // Another workspace may connect the same account.
      const other = await ctx.createMember();
      expect((await create(other, { username: 'grace@example.com' })).status).toBe(201);
    });

    it('lets only one of two simultaneous creates of the same email through', async () => {
      const member = await ctx.createMember();
      const responses = await Promise.all([
        create(member, { username: 'twin@example.com' }),
        create(member, { username: 'TWIN@example.com' }),
      ]);
      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    });
  });

  describe('seats (platform §3, §8)', () => {
    it('refuses a new account when every seat is used', async () => {
      const member = await ctx.createMember();
      await setSpace(member, { totalSeats: 1 });
      await connect(member, 'first@example.com');
      const response = await create(member, { username: 'second@example.com' });
      expect(response.status).toBe(402);
      expect(response.body).toEqual({
        ok: false,
        error: 'You need to purchase one more seat to be able to add an account',
      });
    });

    it('checks cloud and extension seats separately', async () => {
      const member = await ctx.createMember();
      await setSpace(member, { totalSeats: 5, cloudSeats: 0, extensionSeats: 1 });
      const cloud = await create(member, { username: 'cloud@example.com' });
      expect(cloud.status).toBe(402);
      expect(cloud.body).toEqual({ ok: false, error: 'No cloud seats for this tier' });
      const extension = { automation_type: 'extension', password: null, country_code: null };
      expect((await create(member, { username: 'ext1@example.com', ...extension })).status).toBe(201);
      const second = await create(member, { username: 'ext2@example.com', ...extension });
      expect(second.body).toEqual({ ok: false, error: 'No extension seats for this tier' });
    });

    it('asks for a subscription when the workspace is unpaid', async () => {
      const member = await ctx.createMember();
      await setSpace(member, { isPaid: false });
      const response = await create(member);
      expect(response.status).toBe(402);
      expect(response.body).toEqual({ ok: false, error: 'Please, purchase a subscription to add account' });
    });

    it("counts against the restricted brand's maximum instead of seats", async () => {
      const member = await ctx.createMember();
      await setSpace(member, { brand: 'closedesk', totalSeats: 1 });
      await ctx.database.db.insert(credentials).values(
        Array.from({ length: 9 }, (_, index) => ({
          spaceId: member.space.id,
          username: `seeded-${index}@example.com`,
          timezone: 'UTC',
        })),
      );
      expect((await create(member, { username: 'tenth@example.com' })).status).toBe(201);
      const response = await create(member, { username: 'eleventh@example.com' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ ok: false, error: "You can't add another account" });

      const seats = await ctx.api.get('/credentials/seats', { token: member.token });
      expect(seats.payload).toMatchObject({
        seats_mode: 'max_credentials',
        used: 10,
        total: 10,
        max_credentials: 10,
      });
    });

    it('GET /api/credentials/seats: used/total with cloud and extension availability', async () => {
      const member = await ctx.createMember();
      await setSpace(member, { totalSeats: 4, cloudSeats: 2, extensionSeats: 3 });
      await connect(member, 'one@example.com');
      await connect(member, 'two@example.com', { automation_type: 'extension' });
      const seats = await ctx.api.get('/credentials/seats', { token: member.token });
      expect(seats.payload).toEqual({
        seats_mode: 'seats',
        used: 2,
        total: 4,
        available: 2,
        cloud_used: 1,
        extension_used: 1,
        cloud_available: 1,
        extension_available: 2,
        max_credentials: null,
      });
    });

    it('frees the seat when a credential is deleted', async () => {
      const member = await ctx.createMember();
      await setSpace(member, { totalSeats: 1 });
      const first = await connect(member, 'first@example.com');
      expect((await ctx.api.post('/credentials/{id}/delete', on(member, first._id))).status).toBe(200);
      expect((await create(member, { username: 'second@example.com' })).status).toBe(201);
    });
  });

  describe('GET /api/credentials/fetch and /{id}/fetch', () => {
    it('lists the workspace credentials, oldest first', async () => {
      const member = await ctx.createMember();
      const first = await connect(member, 'first@example.com');
      ctx.clock.advance(1000);
      const second = await connect(member, 'second@example.com');
      const list = await ctx.api.get('/credentials/fetch', { token: member.token });
      expect(list.payload.map((credential) => credential._id)).toEqual([first._id, second._id]);
      expect(await fetchOne(member, second._id)).toEqual(second);
    });

    it('shows a worker only the credentials in their available_credentials (platform §6)', async () => {
      const admin = await ctx.createMember();
      const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
      const shared = await connect(admin, 'shared@example.com');
      const hidden = await connect(admin, 'hidden@example.com');
      await ctx.database.db
        .update(spaceMembers)
        .set({ availableCredentials: [shared._id] })
        .where(and(eq(spaceMembers.spaceId, admin.space.id), eq(spaceMembers.userId, worker.user.id)));

      const list = await ctx.api.get('/credentials/fetch', { token: worker.token });
      expect(list.payload.map((credential) => credential._id)).toEqual([shared._id]);
      const forbidden = await ctx.api.get('/credentials/{id}/fetch', on(worker, hidden._id));
      expect(forbidden.status).toBe(404);
      expect(forbidden.body).toEqual({ ok: false, error: 'Credentials not found' });
      expect((await ctx.api.post('/credentials/{id}/delete', on(worker, hidden._id))).status).toBe(404);
      const adminList = await ctx.api.get('/credentials/fetch', { token: admin.token });
      expect(adminList.payload).toHaveLength(2);
    });

    it("gives a worker the account they add, and nobody else's", async () => {
      const admin = await ctx.createMember();
      const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
      await connect(admin, 'admins@example.com');
      const own = await connect(worker, 'workers@example.com');
      const list = await ctx.api.get('/credentials/fetch', { token: worker.token });
      expect(list.payload.map((credential) => credential._id)).toEqual([own._id]);
    });

    it.each([['00000000-0000-4000-8000-000000000000'], ['not-a-uuid']])('answers 404 for %s', async (id) => {
      const member = await ctx.createMember();
      const response = await ctx.api.get('/credentials/{id}/fetch', { path: { id }, token: member.token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Credentials not found' });
    });

    it('needs a valid token', async () => {
      const response = await ctx.request('/api/credentials/fetch');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, error: 'Token is not valid' });
    });
  });

  describe('POST /api/credentials/{id}/update', () => {
    it('changes time zone and work hours and announces the credential', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'settings@example.com');
      const before = ctx.realtime.credentialEvents.length;
      const response = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          timezone: 'America/New_York',
          work_hours_start: 8,
        },
      });
      expect(response.payload).toMatchObject({
        timezone: 'America/New_York',
        work_hours_start: 8,
        work_hours_end: 18,
      });
      expect(credentialEventsFor(credential._id, before).map((event) => event.event)).toEqual([
        'update_credentials',
      ]);
    });

    it.each([
      [{ work_hours_start: 18 }, 'work_hours_start: Work hours must start before they end'],
      [{ work_hours_end: 25 }, 'work_hours_end: Work hours must be whole hours from 0 to 24'],
      [{ password: 'abc' }, 'password: Password must be at least 4 characters'],
      [{ timezone: 'Nowhere/City' }, 'timezone: Not valid timezone'],
      [{ username: 'nope' }, 'username: Not valid email'],
      [{ country_code: 'ZZ' }, 'country_code: Not valid location'],
      [
        { custom_proxy: { proxy_address: '1.2.3.999', ports: { http: '1' } } },
        'custom_proxy.proxy_address: Proxy IP must be four numbers from 0 to 255 separated by dots',
      ],
    ])('rejects %j with 400 "%s" and changes nothing', async (body, message) => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'unchanged@example.com');
      const response = await ctx.api.unchecked.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
      expect(await fetchOne(member, credential._id)).toEqual(credential);
    });

    it('refuses an email another credential of the workspace has', async () => {
      const member = await ctx.createMember();
      await connect(member, 'taken@example.com');
      const credential = await connect(member, 'mine@example.com');
      const response = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          username: ' TAKEN@example.com',
        },
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ ok: false, error: 'Account with such email already exists' });
      // Its own email in another case is fine.
      const own = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          username: 'MINE@example.com',
        },
      });
      expect(own.payload.username).toBe('MINE@example.com');
    });

    it('a new country sets up a new proxy and says so with set_proxy', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'mover@example.com');
      const before = ctx.realtime.credentialEvents.length;
      const response = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          country_code: 'FR',
        },
      });
      expect(response.payload.setting_proxy).toMatchObject({
        stage: 'success',
        country_code: 'FR',
        attempt_count: 2,
      });
      const events = credentialEventsFor(credential._id, before);
      expect(events.map((event) => event.event)).toEqual(['set_proxy', 'update_credentials']);
      expect(events[0]?.payload).toEqual({
        credential_id: credential._id,
        setting_proxy: response.payload.setting_proxy,
      });

      // The settings form sends every field again: nothing changed, no new proxy.
      const mark = ctx.realtime.credentialEvents.length;
      const same = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          country_code: 'FR',
          proxy_type: 'basic',
          no_proxy: false,
          custom_proxy: null,
          timezone: 'Europe/Paris',
        },
      });
      expect(same.payload.setting_proxy).toEqual(response.payload.setting_proxy);
      expect(credentialEventsFor(credential._id, mark).map((event) => event.event)).toEqual([
        'update_credentials',
      ]);
    });

    it('stores a new li_at cookie encrypted and clears it with null', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'cookie@example.com');
      const set = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          cookies: 'li-at-value',
        },
      });
      expect(set.payload.has_cookies).toBe(true);
      const [row] = await ctx.database.db
        .select()
        .from(credentials)
        .where(eq(credentials.id, credential._id));
      expect(row?.cookiesEncrypted).not.toContain('li-at-value');
      const cleared = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          cookies: null,
        },
      });
      expect(cleared.payload.has_cookies).toBe(false);
    });
  });

  describe('POST /api/credentials/{id}/delete', () => {
    it('deletes the credential and its blacklist, telling its room first', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'gone@example.com');
      await ctx.api.put('/credentials/{id}/blacklist', {
        ...on(member, credential._id),
        body: { values: ['Acme'] },
      });
      const before = ctx.realtime.credentialEvents.length;
      const response = await ctx.api.post('/credentials/{id}/delete', on(member, credential._id));
      expect(response.payload).toEqual({ _id: credential._id });
      expect(credentialEventsFor(credential._id, before)).toEqual([
        {
          credentialId: credential._id,
          event: 'update_credentials',
          payload: { _id: credential._id, deleted: true },
        },
        { credentialId: credential._id, event: 'refetch_data', payload: { credential_id: credential._id } },
      ]);
      expect((await ctx.api.get('/credentials/{id}/fetch', on(member, credential._id))).status).toBe(404);
      const blacklist = await ctx.database.db
        .select()
        .from(credentialBlacklist)
        .where(eq(credentialBlacklist.credentialId, credential._id));
      expect(blacklist).toEqual([]);
      expect((await ctx.api.post('/credentials/{id}/delete', on(member, credential._id))).status).toBe(404);
    });
  });

  describe('wrong password (sandbox +wrongpass) and its repair', () => {
    it('marks the credential invalid, resumes the add flow at the password, and reconnects on a new password', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+wrongpass@example.com');
      expect(credential).toMatchObject({ status: 'invalid', auth_status: { wrong_password: true } });
      expect(credential.notifications.map((notice) => notice.kind)).toEqual(['invalid_password']);
      const info = await ctx.api.get('/credentials/{id}/onboarding_info', on(member, credential._id));
      expect(info.payload).toMatchObject({ step: 'credentials', step_number: 4, wrong_password: true });

      const stillWrong = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          password: 'another-guess',
        },
      });
      expect(stillWrong.payload.status).toBe('invalid');
      const fixed = await ctx.api.post('/credentials/{id}/update', {
        ...on(member, credential._id),
        body: {
          password: 'correct-password',
        },
      });
      expect(fixed.payload).toMatchObject({
        status: 'active',
        auth_status: { wrong_password: false },
        notifications: [],
      });
    });

    it('treats the password "wrong-password" as wrong for any account', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'plain@example.com', { password: 'wrong-password' });
      expect(credential.status).toBe('invalid');
    });
  });

  describe('security code (sandbox +code, +sms, +app)', () => {
    it('asks for an email code; wrong code is 400 with is_wrong; the right code connects', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+code@example.com');
      const requestedAt = ctx.clock.now().toISOString();
      expect(credential).toMatchObject({
        status: 'active',
        auth_status: {
          security_code: { requested_at: requestedAt, is_wrong: false, pin_type: 'email' },
          logged_in_at: null,
        },
        code_expires_at: new Date(ctx.clock.now().getTime() + 3_600_000).toISOString(),
      });
      expect(credential.notifications.map((notice) => notice.kind)).toEqual(['security_code_needed']);
      const info = await ctx.api.get('/credentials/{id}/onboarding_info', on(member, credential._id));
      expect(info.payload).toMatchObject({
        step: 'verification',
        step_number: 5,
        code_requested: true,
        pin_type: 'email',
      });

      const wrong = await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { code: '654321' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ ok: false, error: 'Wrong code, please check it and try again' });
      const afterWrong = await fetchOne(member, credential._id);
      expect(afterWrong.auth_status.security_code).toMatchObject({
        is_wrong: true,
        requested_at: requestedAt,
      });
      expect(afterWrong.notifications.map((notice) => notice.kind)).toEqual(['security_code_wrong']);

      const before = ctx.realtime.credentialEvents.length;
      const right = await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { code: '123456' },
      });
      expect(right.payload.message).toBe('The code is successfully sent to the server');
      expect(right.payload.credential).toMatchObject({
        status: 'active',
        auth_status: { security_code: null, logged_in_at: ctx.clock.now().toISOString() },
        notifications: [],
      });
      expect(credentialEventsFor(credential._id, before).map((event) => event.event)).toEqual([
        'update_credentials',
        'authorization',
      ]);
    });

    it.each([[{ code: '12345' }], [{ code: '1234567' }], [{ code: '12a456' }], [{ code: '' }], [{}]])(
      'accepts only exactly 6 digits: %j',
      async (body) => {
        const member = await ctx.createMember();
        const credential = await connect(member, 'ada+code@example.com');
        const response = await ctx.api.unchecked.post('/credentials/{id}/send', {
          ...on(member, credential._id),
          body,
        });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ ok: false, error: 'code: The code must be exactly 6 digits' });
        expect((await fetchOne(member, credential._id)).auth_status.security_code?.is_wrong).toBe(false);
      },
    );

    it('expires an email code after 60 minutes; resending gives a fresh one', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+code@example.com');
      ctx.clock.advance(60 * 60_000);
      expect((await fetchOne(member, credential._id)).is_code_expired).toBe(false);
      ctx.clock.advance(1);
      const expired = await fetchOne(member, credential._id);
      expect(expired.is_code_expired).toBe(true);
      expect(expired.notifications.map((notice) => notice.kind)).toEqual(['security_code_expired']);
      const late = await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { code: '123456' },
      });
      expect(late.status).toBe(400);
      expect(late.body).toEqual({ ok: false, error: 'The code has expired, please resend it' });

      const resent = await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { resend: true },
      });
      expect(resent.payload.message).toBe('The code is successfully resent to your email/sms');
      expect(resent.payload.credential).toMatchObject({
        is_code_expired: false,
        auth_status: {
          security_code: { requested_at: ctx.clock.now().toISOString(), is_wrong: false, pin_type: 'email' },
        },
      });
      expect(
        (
          await ctx.api.post('/credentials/{id}/send', {
            ...on(member, credential._id),
            body: { code: '123456' },
          })
        ).status,
      ).toBe(200);
    });

    it('an authenticator-app pin lives 10 minutes and is confirmed with 000000 (platform §5)', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+app@example.com');
      expect(credential.auth_status.security_code?.pin_type).toBe('app');
      ctx.clock.advance(10 * 60_000 + 1);
      const late = await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { code: '000000' },
      });
      expect(late.body).toEqual({ ok: false, error: 'The code has expired, please resend it' });
      await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { resend: true },
      });
      const right = await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { code: '000000' },
      });
      expect(right.payload.credential.status).toBe('active');
      expect(right.payload.credential.auth_status.logged_in_at).not.toBeNull();
    });

    it('an SMS code (+sms) is confirmed with 123456', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+sms@example.com');
      expect(credential.auth_status.security_code?.pin_type).toBe('sms');
      const right = await ctx.api.unchecked.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { code: 123456 },
      });
      expect(right.payload.credential.auth_status.logged_in_at).not.toBeNull();
    });

    it('refuses a code when none was requested', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'plain@example.com');
      const response = await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { code: '123456' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'No security code was requested for this account' });
      const resend = await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { resend: true },
      });
      expect(resend.status).toBe(400);
    });
  });

  describe('phone (sandbox +phone)', () => {
    it('asks for a phone, then texts a code; resend_phone asks again', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+phone@example.com');
      expect(credential.auth_status.phone).toMatchObject({
        requested_at: ctx.clock.now().toISOString(),
        is_wrong: false,
      });
      expect(credential.notifications.map((notice) => notice.kind)).toEqual(['phone_needed']);

      ctx.clock.advance(60_000);
      const resend = await ctx.api.post('/credentials/{id}/resend_phone', on(member, credential._id));
      expect(resend.payload.message).toBe(
        'Request for resending the phone is successfully sent to the server',
      );
      expect(resend.payload.credential.auth_status.phone?.requested_at).toBe(ctx.clock.now().toISOString());

      const refused = await ctx.api.post('/credentials/{id}/send_phone', {
        ...on(member, credential._id),
        body: {
          number: '+49 (151) 2345-0000',
          country_code: 'DE',
          phone_code: '+49',
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        ok: false,
        error: 'The network did not accept this phone number, please check it',
      });
      expect((await fetchOne(member, credential._id)).notifications.map((notice) => notice.kind)).toEqual([
        'phone_wrong',
      ]);

      const sent = await ctx.api.post('/credentials/{id}/send_phone', {
        ...on(member, credential._id),
        body: {
          number: '151 2345-6789',
          country_code: 'de',
          phone_code: '49',
        },
      });
      expect(sent.payload.message).toBe('The phone is successfully sent to the server');
      expect(sent.payload.credential.auth_status).toMatchObject({
        phone: null,
        security_code: { pin_type: 'sms' },
      });
      const code = await ctx.api.post('/credentials/{id}/send', {
        ...on(member, credential._id),
        body: { code: '123456' },
      });
      expect(code.payload.credential.auth_status.logged_in_at).not.toBeNull();
    });

    it.each([
      [{ number: '1234', country_code: 'DE', phone_code: '49' }],
      [{ number: '12345678901234', country_code: 'DE', phone_code: '49' }],
      [{ number: '00000000', country_code: 'DE', phone_code: '49' }],
      [{ number: '1512345abc', country_code: 'DE', phone_code: '49' }],
      [{ number: '15123456789', country_code: '', phone_code: '49' }],
      [{ number: '15123456789', phone_code: '49' }],
      [{ number: '15123456789', country_code: 'DE', phone_code: '' }],
      [{ country_code: 'DE', phone_code: '49' }],
    ])("refuses %j with 'Please, add correct phone number'", async (body) => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+phone@example.com');
      const response = await ctx.api.unchecked.post('/credentials/{id}/send_phone', {
        ...on(member, credential._id),
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body.ok).toBe(false);
      expect(response.body.ok === false && response.body.error).toMatch(/Please, add correct phone number$/);
    });

    it('refuses a phone when none was requested', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'plain@example.com');
      const phone = { number: '15123456789', country_code: 'DE', phone_code: '49' };
      const response = await ctx.api.unchecked.post('/credentials/{id}/send_phone', {
        ...on(member, credential._id),
        body: phone,
      });
      expect(response.body).toEqual({ ok: false, error: 'No phone number was requested for this account' });
      expect((await ctx.api.post('/credentials/{id}/resend_phone', on(member, credential._id))).status).toBe(
        400,
      );
    });
  });

  describe('PUT /api/credentials/{id}/two_factor (sandbox +2fa)', () => {
    it('stores the mailbox lowercased and logs the account in', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+2fa@example.com');
      expect(credential).toMatchObject({ required_2fa: 'microsoft', auth_status: { logged_in_at: null } });
      expect(credential.notifications.map((notice) => notice.kind)).toEqual(['two_factor_required']);

      const wrong = await ctx.api.put('/credentials/{id}/two_factor', {
        ...on(member, credential._id),
        body: {
          username: 'box@outlook.com',
          password: 'wrong-password',
        },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ ok: false, error: '2FA username or password is wrong, please update it' });
      const afterWrong = await fetchOne(member, credential._id);
      expect(afterWrong.two_factor).toMatchObject({ status: 'invalid', update_password: true });
      expect(afterWrong.notifications.map((notice) => notice.kind)).toEqual(['two_factor_wrong']);

      const locked = await ctx.api.put('/credentials/{id}/two_factor', {
        ...on(member, credential._id),
        body: {
          username: 'box@outlook.com',
          password: 'locked-password',
        },
      });
      expect(locked.body).toEqual({
        ok: false,
        error: 'The 2FA mailbox is temporarily locked, please try again later',
      });

      const set = await ctx.api.put('/credentials/{id}/two_factor', {
        ...on(member, credential._id),
        body: {
          username: '  Box@Outlook.COM ',
          password: '  mailbox-pass  ',
        },
      });
      expect(set.payload.message).toBe('2FA data is successfully set');
      expect(set.payload.credential).toMatchObject({
        required_2fa: null,
        two_factor: { username: 'box@outlook.com', status: null, has_password: true },
        notifications: [],
      });
      expect(JSON.stringify(set.payload)).not.toContain('mailbox-pass');
      const [row] = await ctx.database.db
        .select()
        .from(credentials)
        .where(eq(credentials.id, credential._id));
      const key = await resolveCredentialsKey(ctx.database.db, undefined);
      expect(createSecretBox(key).decrypt(row?.twoFactor?.password ?? '')).toBe('mailbox-pass');
    });

    it('only Microsoft two-step verification is supported (+2faother)', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+2faother@example.com');
      const response = await ctx.api.put('/credentials/{id}/two_factor', {
        ...on(member, credential._id),
        body: {
          username: 'box@gmail.com',
          password: 'pass',
        },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        error: 'Only Microsoft two step verification is supported, contact tech support',
      });
      expect((await fetchOne(member, credential._id)).two_factor).toBeNull();
    });

    it('saves two-factor data in advance for an account that does not need it yet', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'plain@example.com');
      const set = await ctx.api.put('/credentials/{id}/two_factor', {
        ...on(member, credential._id),
        body: {
          username: 'box@outlook.com',
          password: 'p',
        },
      });
      expect(set.payload.message).toBe('2FA data is successfully set');
      expect(set.payload.credential.two_factor?.username).toBe('box@outlook.com');
    });

    it.each([
      [{ password: 'p' }, 'username: Username is required'],
      [{ username: '', password: 'p' }, 'username: Username is required'],
      [{ username: 'not-an-email', password: 'p' }, 'username: Username must be an email'],
      // The words the two-factor form shows for the same rule (@outreach/core/forms).
      [{ username: 'nope', password: 'p' }, `username: ${credentialFormMessages.twoFactorUsernameEmail}`],
      [{ username: 'box@outlook.com' }, 'password: Password is required'],
      [{ username: 'box@outlook.com', password: '   ' }, 'password: Password is required'],
    ])('rejects %j with "%s"', async (body, message) => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+2fa@example.com');
      const response = await ctx.api.unchecked.put('/credentials/{id}/two_factor', {
        ...on(member, credential._id),
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    });
  });

  describe('captcha, blocked, waiting, verify email and limits', () => {
    it('+captcha is challenged; do_auth retries and gets through', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+captcha@example.com');
      expect(credential.auth_status).toMatchObject({
        challenged_at: ctx.clock.now().toISOString(),
        hard_challenge_count: 1,
      });
      expect(credential.notifications.map((notice) => notice.kind)).toEqual(['invalid_captcha']);
      const retry = await ctx.api.post('/credentials/{id}/do_auth', on(member, credential._id));
      expect(retry.payload.message).toBe('The authorization request is successfully sent');
      expect(retry.payload.credential).toMatchObject({
        auth_status: { challenged_at: null },
        notifications: [],
      });
    });

    it('+blocked is suspended and stays so', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+blocked@example.com');
      expect(credential.status).toBe('blocked');
      expect(credential.notifications.map((notice) => notice.kind)).toEqual(['suspended']);
      const retry = await ctx.api.post('/credentials/{id}/do_auth', on(member, credential._id));
      expect(retry.payload.credential.status).toBe('blocked');
    });

    it('+wait waits for authorization until do_auth; do_auth on an authorized account says already_authorized', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+wait@example.com');
      expect(credential.wait_for_authorization).toBe(true);
      expect(credential.notifications.map((notice) => notice.kind)).toEqual(['waiting_for_authorization']);
      const retry = await ctx.api.post('/credentials/{id}/do_auth', on(member, credential._id));
      expect(retry.payload.credential.wait_for_authorization).toBe(false);

      const before = ctx.realtime.credentialEvents.length;
      const again = await ctx.api.post('/credentials/{id}/do_auth', on(member, credential._id));
      expect(again.payload.message).toBe('The account is already authorized');
      expect(credentialEventsFor(credential._id, before)).toEqual([
        {
          credentialId: credential._id,
          event: 'already_authorized',
          payload: { credential_id: credential._id, username: 'ada+wait@example.com' },
        },
      ]);
    });

    it('+email needs the email verified; verify_email continues the login', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'ada+email@example.com');
      expect(credential.required_actions).toEqual({ verify_email: true });
      expect(credential.notifications.map((notice) => notice.kind)).toEqual(['verify_email']);
      const verified = await ctx.api.post('/credentials/{id}/verify_email', on(member, credential._id));
      expect(verified.payload.message).toBe('Email has been successfully verified!');
      expect(verified.payload.credential).toMatchObject({
        required_actions: { verify_email: false },
        notifications: [],
      });
      const again = await ctx.api.post('/credentials/{id}/verify_email', on(member, credential._id));
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ ok: false, error: 'Email verification is not required for this account' });
    });

    it.each([
      ['ada+limited@example.com', ['connection_limited']],
      ['ada+inmail@example.com', ['inmails_limited']],
      ['ada+loginlimit@example.com', ['limited_login']],
      ['ada+sales@example.com', ['sales_navigator']],
      ['ada+premium@example.com', ['subscription_required']],
      ['ada+mustchange@example.com', ['change_password']],
      ['ada+limited+inmail@example.com', ['connection_limited', 'inmails_limited']],
    ])('%s connects with the notices %j', async (username, kinds) => {
      const member = await ctx.createMember();
      const credential = await connect(member, username);
      expect(credential.status).toBe('active');
      expect(credential.auth_status.logged_in_at).not.toBeNull();
      expect(credential.notifications.map((notice) => notice.kind)).toEqual(kinds);
    });
  });

  describe('POST /api/credentials/{id}/automation_type (platform §4 change automation)', () => {
    it('cloud needs a location, then a password; nothing is saved until both are there', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'switch@example.com', {
        automation_type: 'extension',
        password: null,
        country_code: null,
      });
      const noLocation = await ctx.api.post('/credentials/{id}/automation_type', {
        ...on(member, credential._id),
        body: {
          automation_type: 'cloud',
        },
      });
      expect(noLocation.payload.outcome).toBe('NEEDS_LOCATION');
      const noPassword = await ctx.api.post('/credentials/{id}/automation_type', {
        ...on(member, credential._id),
        body: {
          automation_type: 'cloud',
          country_code: 'GB',
        },
      });
      expect(noPassword.payload.outcome).toBe('NEEDS_PASSWORD');
      expect((await fetchOne(member, credential._id)).country_code).toBeNull();

      const before = ctx.realtime.credentialEvents.length;
      const success = await ctx.api.post('/credentials/{id}/automation_type', {
        ...on(member, credential._id),
        body: {
          automation_type: 'cloud',
          country_code: 'GB',
          password: 'secret-password',
        },
      });
      expect(success.payload.outcome).toBe('SUCCESS');
      expect(success.payload.credential).toMatchObject({
        automation_type: 'cloud',
        country_code: 'GB',
        has_password: true,
        setting_proxy: { stage: 'success', country_code: 'GB' },
      });
      expect(credentialEventsFor(credential._id, before).map((event) => event.event)).toEqual([
        'set_proxy',
        'refetch_data',
        'update_credentials',
        'authorization',
      ]);
    });

    it('switches cloud to extension without anything else, dropping the proxy', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'toext@example.com');
      const result = await ctx.api.post('/credentials/{id}/automation_type', {
        ...on(member, credential._id),
        body: {
          automation_type: 'extension',
        },
      });
      expect(result.payload).toMatchObject({
        outcome: 'SUCCESS',
        credential: { automation_type: 'extension', setting_proxy: null },
      });
    });

    it('needs a free cloud seat to switch to cloud', async () => {
      const member = await ctx.createMember();
      await setSpace(member, { cloudSeats: 0 });
      const credential = await connect(member, 'seatless@example.com', {
        automation_type: 'extension',
        password: null,
        country_code: null,
      });
      const response = await ctx.api.post('/credentials/{id}/automation_type', {
        ...on(member, credential._id),
        body: {
          automation_type: 'cloud',
          country_code: 'US',
          password: 'secret-password',
        },
      });
      expect(response.status).toBe(402);
      expect(response.body).toEqual({ ok: false, error: 'No cloud seats for this tier' });
      expect((await fetchOne(member, credential._id)).automation_type).toBe('extension');
    });

    it.each([
      [{}, 'automation_type: Automation type must be cloud or extension'],
      [{ automation_type: 'robot' }, 'automation_type: Automation type must be cloud or extension'],
      [{ automation_type: 'cloud', country_code: 'ZZ' }, 'country_code: Not valid location'],
      [{ automation_type: 'cloud', password: 'abc' }, 'password: Not valid password'],
      [{ automation_type: 'extension', country_code: 'ZZ' }, 'country_code: Not valid location'],
    ])('rejects %j with "%s"', async (body, message) => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'bad@example.com', {
        automation_type: 'extension',
        password: null,
        country_code: null,
      });
      const response = await ctx.api.unchecked.post('/credentials/{id}/automation_type', {
        ...on(member, credential._id),
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    });
  });

  describe('GET/PUT /api/credentials/{id}/blacklist', () => {
    it('replaces the list, trimmed, blanks dropped, duplicates ignoring case kept once, in order', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'bl@example.com');
      expect((await ctx.api.get('/credentials/{id}/blacklist', on(member, credential._id))).payload).toEqual({
        values: [],
      });
      const put = await ctx.api.put('/credentials/{id}/blacklist', {
        ...on(member, credential._id),
        body: {
          values: [' Acme Inc ', 'globex', '', 'ACME INC', 'john@acme.com'],
        },
      });
      expect(put.payload).toEqual({ values: ['Acme Inc', 'globex', 'john@acme.com'] });
      expect((await ctx.api.get('/credentials/{id}/blacklist', on(member, credential._id))).payload).toEqual({
        values: ['Acme Inc', 'globex', 'john@acme.com'],
      });
      await ctx.api.put('/credentials/{id}/blacklist', {
        ...on(member, credential._id),
        body: { values: ['Initech'] },
      });
      expect((await ctx.api.get('/credentials/{id}/blacklist', on(member, credential._id))).payload).toEqual({
        values: ['Initech'],
      });
    });

    it.each([
      [{}, 'values: Values must be a list of text values'],
      [{ values: 'Acme' }, 'values: Values must be a list of text values'],
      [{ values: [1] }, 'values.0: Blacklist values must be text'],
      [{ values: ['x'.repeat(501)] }, 'values.0: A blacklist value can not be longer than 500 characters'],
      [
        { values: Array.from({ length: 5001 }, (_, index) => `v${index}`) },
        'values: The blacklist can not hold more than 5000 values',
      ],
    ])('rejects %j', async (body, message) => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'bl@example.com');
      await ctx.api.put('/credentials/{id}/blacklist', {
        ...on(member, credential._id),
        body: { values: ['Kept'] },
      });
      const response = await ctx.api.unchecked.put('/credentials/{id}/blacklist', {
        ...on(member, credential._id),
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
      expect((await ctx.api.get('/credentials/{id}/blacklist', on(member, credential._id))).payload).toEqual({
        values: ['Kept'],
      });
    });
  });

  describe('proxy', () => {
    it('GET and POST /api/credentials/{id}/proxy', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'proxy@example.com');
      const proxy = await ctx.api.get('/credentials/{id}/proxy', on(member, credential._id));
      expect(proxy.payload).toMatchObject({
        proxy_type: 'basic',
        country_code: 'US',
        no_proxy: false,
        custom_proxy: null,
        setting_proxy: { stage: 'success', country_code: 'US' },
        refreshes_left_today: 2,
      });
      const before = ctx.realtime.credentialEvents.length;
      const residential = await ctx.api.post('/credentials/{id}/proxy', {
        ...on(member, credential._id),
        body: {
          proxy_type: 'residential',
          country_code: 'CA',
        },
      });
      expect(residential.payload).toMatchObject({
        proxy_type: 'residential',
        setting_proxy: { country_code: 'CA' },
      });
      expect(credentialEventsFor(credential._id, before).map((event) => event.event)).toEqual([
        'set_proxy',
        'update_credentials',
      ]);
      const invalid = await ctx.api.post('/credentials/{id}/proxy', {
        ...on(member, credential._id),
        body: {
          proxy_type: 'residential',
          country_code: 'PT',
        },
      });
      expect(invalid.body).toEqual({ ok: false, error: 'country_code: Not valid location' });
      const none = await ctx.api.post('/credentials/{id}/proxy', {
        ...on(member, credential._id),
        body: { no_proxy: true },
      });
      expect(none.payload).toMatchObject({ no_proxy: true, setting_proxy: null });
    });

    it('refreshes the proxy at most 2 times a day (429 with Retry-After)', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'refresh@example.com');
      const first = await ctx.api.post('/credentials/{id}/refresh_proxy', on(member, credential._id));
      expect(first.payload).toMatchObject({ setting_proxy: { attempt_count: 2 }, refreshes_left_today: 1 });
      expect(first.payload.setting_proxy?.proxy_address).not.toBe(credential.setting_proxy?.proxy_address);
      ctx.clock.advance(3_600_000);
      const second = await ctx.api.post('/credentials/{id}/refresh_proxy', on(member, credential._id));
      expect(second.payload.refreshes_left_today).toBe(0);
      const third = await ctx.api.post('/credentials/{id}/refresh_proxy', on(member, credential._id));
      expect(third.status).toBe(429);
      expect(third.body).toEqual({
        ok: false,
        error: 'The proxy can be refreshed at most 2 times a day, please try again later',
      });
      expect(third.headers.get('retry-after')).toBe(String(23 * 3600));
      ctx.clock.advance(23 * 3_600_000);
      expect((await ctx.api.post('/credentials/{id}/refresh_proxy', on(member, credential._id))).status).toBe(
        200,
      );
    });

    it('has nothing to refresh for a custom proxy or an extension account', async () => {
      const member = await ctx.createMember();
      const custom = await connect(member, 'custom@example.com', {
        custom_proxy: { proxy_address: '10.0.0.1', ports: { http: '8080' } },
      });
      expect((await ctx.api.post('/credentials/{id}/refresh_proxy', on(member, custom._id))).body).toEqual({
        ok: false,
        error: 'A custom proxy can not be refreshed',
      });
      const extension = await connect(member, 'ext@example.com', { automation_type: 'extension' });
      expect((await ctx.api.post('/credentials/{id}/refresh_proxy', on(member, extension._id))).body).toEqual(
        {
          ok: false,
          error: 'This account does not use a proxy',
        },
      );
    });

    it('GET /api/proxy/v2/countries lists {code, count, type}, count 0 out of reserve', async () => {
      const member = await ctx.createMember();
      const countries = await ctx.api.get('/proxy/v2/countries', { token: member.token });
      expect(countries.payload).toEqual(sandboxProxyCountries);
      expect(countries.payload.length).toBeGreaterThanOrEqual(30);
      expect(countries.payload.filter((country) => country.count === 0).length).toBeGreaterThanOrEqual(2);
      expect((await ctx.request('/api/proxy/v2/countries')).status).toBe(401);
    });
  });

  it('GET /api/credentials/timezones lists IANA zones as {name, value}', async () => {
    const member = await ctx.createMember();
    const zones = await ctx.api.get('/credentials/timezones', { token: member.token });
    expect(zones.payload.length).toBeGreaterThan(300);
    expect(zones.payload).toContainEqual({ name: '(GMT+01:00) Europe/Berlin', value: 'Europe/Berlin' });
    expect(zones.payload).toContainEqual({ name: '(GMT+00:00) UTC', value: 'UTC' });
  });

  it('update_unread_counter reaches the credential room when the unread count changes', async () => {
    const member = await ctx.createMember();
    const credential = await connect(member, 'inbox@example.com');
    const scope = { db: ctx.database.db, spaceId: member.space.id, clock: ctx.clock, realtime: ctx.realtime };
    await setUnreadCount(scope, credential._id, 120);
    expect(ctx.realtime.credentialEvents.at(-1)).toEqual({
      credentialId: credential._id,
      event: 'update_unread_counter',
      payload: { credential_id: credential._id, unread_count: 120 },
    });
    expect((await fetchOne(member, credential._id)).unread_count).toBe(120);
    const other = await ctx.createMember();
    const otherScope = { ...scope, spaceId: other.space.id };
    await expect(setUnreadCount(otherScope, credential._id, 1)).rejects.toThrow('Credentials not found');
  });

  describe('the declared contract (issue 12)', () => {
    /** The schema keeps every field it knows and drops the rest: equal means the JSON is exactly as declared. */
    const declared = (schema: z.ZodType, payload: unknown) => expect(schema.parse(payload)).toEqual(payload);

    it('answers every credential route with the JSON its declaration describes', async () => {
      const member = await ctx.createMember();
      await setSpace(member, { totalSeats: 4, cloudSeats: 4, extensionSeats: 4 });
      const plain = await connect(member, 'declared@example.com');
      const custom = await connect(member, 'declared-custom@example.com', {
        custom_proxy: { domain: 'Proxy.Example.com', ports: { http: 8080 }, username: 'u', password: 'p' },
      });
      const coded = await connect(member, 'declared+code@example.com');
      const twoFactor = await connect(member, 'declared+2fa@example.com');
      const set = await ctx.api.put('/credentials/{id}/two_factor', {
        ...on(member, twoFactor._id),
        body: {
          username: 'box@outlook.com',
          password: 'wrong-password',
        },
      });
      expect(set.status).toBe(400);
      expect(coded.auth_status.security_code).not.toBeNull();
      expect(custom.custom_proxy).toMatchObject({ domain: 'proxy.example.com', has_password: true });

      const list = await ctx.api.get('/credentials/fetch', { token: member.token });
      expect(list.payload.length).toBe(4);
      declared(z.array(CredentialSchema), list.payload);
      expect(list.payload.find((entry) => entry._id === twoFactor._id)?.two_factor).toMatchObject({
        status: 'invalid',
        has_password: true,
      });
      declared(
        CredentialSeatsSchema,
        (await ctx.api.get('/credentials/seats', { token: member.token })).payload,
      );
      declared(
        z.array(CredentialTimezoneSchema),
        (await ctx.request('/api/credentials/timezones', { token: member.token })).payload,
      );
      declared(
        z.array(ProxyCountrySchema),
        (await ctx.request('/api/proxy/v2/countries', { token: member.token })).payload,
      );
      declared(
        CredentialOnboardingInfoSchema,
        (await ctx.api.get('/credentials/{id}/onboarding_info', on(member, coded._id))).payload,
      );
      declared(
        CredentialProxySchema,
        (await ctx.api.get('/credentials/{id}/proxy', on(member, plain._id))).payload,
      );
      declared(
        CredentialProxySchema,
        (await ctx.api.get('/credentials/{id}/proxy', on(member, custom._id))).payload,
      );
      declared(
        CredentialActionResultSchema,
        (await ctx.api.post('/credentials/{id}/do_auth', on(member, plain._id))).payload,
      );
      declared(
        CredentialAutomationTypeResultSchema,
        (
          await ctx.api.post('/credentials/{id}/automation_type', {
            ...on(member, plain._id),
            body: { automation_type: 'extension' },
          })
        ).payload,
      );
      declared(
        CredentialBlacklistSchema,
        (
          await ctx.api.put('/credentials/{id}/blacklist', {
            ...on(member, plain._id),
            body: { values: ['Acme'] },
          })
        ).payload,
      );
    });

    it('refuses a body sent without Content-Type: application/json (415)', async () => {
      const member = await ctx.createMember();
      const credential = await connect(member, 'no-content-type@example.com');
      for (const [method, path] of [
        ['POST', '/create'],
        ['POST', `/${credential._id}/update`],
        ['PUT', `/${credential._id}/blacklist`],
      ] as const) {
        const response = await ctx.request(`/api/credentials${path}`, {
          method,
          token: member.token,
          body: JSON.stringify({ values: [] }),
          headers: { 'Content-Type': 'text/plain' },
        });
        expect(response.status, `${method} ${path}`).toBe(415);
        expect(response.body).toEqual({ ok: false, error: 'Unsupported Media Type' });
      }
    });

    it('checks the body before looking the credential up (a bad body on an unknown id is 400)', async () => {
      const member = await ctx.createMember();
      const unknown = '00000000-0000-4000-8000-000000000000';
      const response = await ctx.api.unchecked.put('/credentials/{id}/blacklist', {
        ...on(member, unknown),
        body: { values: 'Acme' },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'values: Values must be a list of text values' });
      const phone = await ctx.api.unchecked.post('/credentials/{id}/send_phone', {
        ...on(member, unknown),
        body: { number: '1' },
      });
      expect(phone.status).toBe(400);
      expect(phone.body).toEqual({
        ok: false,
        error: 'country_code: Please, add correct phone number; phone_code: Please, add correct phone number',
      });
    });
  });

  describe('tenancy', () => {
    it("answers every credential route about another workspace's credential with 404 and changes nothing", async () => {
      const alice = await ctx.createMember({ spaceName: 'A' });
      const bob = await ctx.createMember({ spaceName: 'B' });
      const secret = await connect(alice, 'ada+code@example.com');
      await ctx.api.put('/credentials/{id}/blacklist', {
        ...on(alice, secret._id),
        body: { values: ['Kept'] },
      });
      const before = ctx.realtime.credentialEvents.length;
      const id = secret._id;
      const attempts: [string, string, unknown?][] = [
        ['GET', `/${id}/fetch`],
        ['POST', `/${id}/update`, { timezone: 'UTC' }],
        ['POST', `/${id}/delete`],
        ['POST', `/${id}/send`, { code: '123456' }],
        ['POST', `/${id}/send`, { resend: true }],
        ['POST', `/${id}/resend_phone`],
        ['POST', `/${id}/send_phone`, { number: '15123456789', country_code: 'DE', phone_code: '49' }],
        ['PUT', `/${id}/two_factor`, { username: 'box@outlook.com', password: 'p' }],
        ['GET', `/${id}/blacklist`],
        ['PUT', `/${id}/blacklist`, { values: [] }],
        ['GET', `/${id}/proxy`],
        ['POST', `/${id}/proxy`, { no_proxy: true }],
        ['POST', `/${id}/refresh_proxy`],
        ['POST', `/${id}/automation_type`, { automation_type: 'extension' }],
        ['POST', `/${id}/verify_email`],
        ['POST', `/${id}/do_auth`],
        ['GET', `/${id}/onboarding_info`],
      ];
      for (const [method, path, body] of attempts) {
        const response = await ctx.request(`/api/credentials${path}`, { method, token: bob.token, body });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.body).toEqual({ ok: false, error: 'Credentials not found' });
      }
      const bobList = await ctx.api.get('/credentials/fetch', { token: bob.token });
      expect(bobList.payload).toEqual([]);
      expect(ctx.realtime.credentialEvents.length).toBe(before);
      expect(await fetchOne(alice, id)).toEqual(secret);
      expect(
        (await ctx.api.get('/credentials/{id}/blacklist', { path: { id }, token: alice.token })).payload,
      ).toEqual({ values: ['Kept'] });

      // The seats of another workspace are not Bob's to see either.
      const space = `space=${alice.space.id}`;
      for (const path of ['/fetch', '/seats', `/${id}/fetch`, '/timezones']) {
        const response = await ctx.request(`/api/credentials${path}?${space}`, { token: bob.token });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ ok: false, error: 'Can not find space' });
      }
      const planted = await ctx.request(`/api/credentials/create?${space}`, {
        method: 'POST',
        token: bob.token,
        body: validCredential,
      });
      expect(planted.status).toBe(403);
    });
  });

  describe('the encryption key', () => {
    it('uses CREDENTIALS_KEY when set, else one per-install key kept in app_settings', async () => {
      const configured = Buffer.alloc(32, 7).toString('base64');
      expect(await resolveCredentialsKey(ctx.database.db, configured)).toEqual(Buffer.alloc(32, 7));
      await expect(resolveCredentialsKey(ctx.database.db, 'c2hvcnQ=')).rejects.toThrow(
        'CREDENTIALS_KEY must be 32 bytes, base64-encoded',
      );
      const first = await resolveCredentialsKey(ctx.database.db, undefined);
      const second = await resolveCredentialsKey(ctx.database.db, undefined);
      expect(first).toEqual(second);
      const [row] = await ctx.database.db
        .select()
        .from(appSettings)
        .where(eq(appSettings.key, installKeySetting));
      expect(parseCredentialsKey(row?.value ?? '')).toEqual(first);
    });

    it('encrypts with a random IV and refuses tampered ciphertexts', () => {
      const box = createSecretBox(Buffer.alloc(32, 1));
      const once = box.encrypt('pa55word');
      expect(box.encrypt('pa55word')).not.toBe(once);
      expect(box.decrypt(once)).toBe('pa55word');
      const [version, iv, tag, ciphertext = ''] = once.split('.');
      const flipped = Buffer.from(ciphertext, 'base64');
      flipped[0] = (flipped[0] ?? 0) ^ 1;
      expect(() => box.decrypt([version, iv, tag, flipped.toString('base64')].join('.'))).toThrow();
      expect(() => createSecretBox(Buffer.alloc(32, 2)).decrypt(once)).toThrow();
      expect(() => box.decrypt('plain')).toThrow('Not an encrypted secret');
    });
  });
  it('tells an account whose campaigns are all stopped, and one whose mailbox is refused (ai-telephony §8)', async () => {
    const member = await ctx.createMember();
    const sender = await connect(member, 'stopped.campaigns@example.com');
    const [workflow] = await ctx.database.db
      .insert(workflows)
      .values({ spaceId: member.space.id, name: 'Paused one', status: 'paused' })
      .returning();
    await ctx.database.db
      .insert(workflowCredentials)
      .values({ workflowId: workflow?.id ?? '', credentialId: sender._id, spaceId: member.space.id });
    await ctx.database.db.insert(integrations).values({
      spaceId: member.space.id,
      credentialId: sender._id,
      provider: 'smtp',
      status: 'connected',
      email: 'outbox@acme.test',
      lastError: '535 Authentication failed',
    });

    const listed = await ctx.api.get('/credentials/fetch', { token: member.token });
    const kinds = listed.payload.find((entry) => entry._id === sender._id)?.notifications.map((n) => n.kind);
    expect(kinds).toEqual(['broken_integration', 'all_campaigns_inactive']);
    expect((await fetchOne(member, sender._id)).notifications.map((n) => n.kind)).toEqual(kinds);

    await ctx.database.db
      .update(workflows)
      .set({ status: 'active' })
      .where(eq(workflows.id, workflow?.id ?? ''));
    expect((await fetchOne(member, sender._id)).notifications.map((n) => n.kind)).toEqual([
      'broken_integration',
    ]);
  });
});
