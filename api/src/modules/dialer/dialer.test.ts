import { billingMessages } from '@outreach/core/billing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxVoice, testSipServer } from '../../../test/dialer';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { creditLedger, dialerPhones } from '../../db/schema';
import { createSandboxCarrier } from '../../providers/voice/sandbox.carrier';
import { verifySipCredentials } from '../../providers/voice/sip-credentials';
import { grantCredits } from '../credits';

describe.each(databaseModes())('dialer on %s', (mode) => {
  let ctx: TestContext;
  let client: TestClient;
  let scale: Member;
  let colleague: Member;
  let admin: Member;
  let growth: Member;
  let serial = 0;
  const carrier = createSandboxCarrier({
    digits: (length) => {
      serial += 1;
      return String(serial).padStart(length, '0');
    },
  });
  const voice = sandboxVoice(testSipServer(), carrier);

  useTestContext(mode, async (opened) => {
    ctx = opened;
    client = opened.withApp({ voice });
    admin = await opened.createMember({ tier: 'scale', spaceName: 'Dialer workspace', isAdmin: true });
    scale = await opened.createMember({ space: admin.space, isAdmin: false });
    colleague = await opened.createMember({ space: admin.space, isAdmin: false });
    growth = await opened.createMember({ tier: 'growth' });
  });

  async function grant(member: Member, amount: number, key: string) {
    await grantCredits(ctx.database.db, {
      spaceId: member.space.id,
      amount,
      kind: 'manual',
      idempotencyKey: key,
    });
  }

  it('locks every dialer call behind the plan feature calling (Growth gets 402, Scale the dialer)', async () => {
    const locked = await client.api.get('/dialer/countries', { token: growth.token });
    expect(locked.status).toBe(402);
    expect(locked.body).toMatchObject({
      ok: false,
      code: 'feature_locked',
      feature: 'calling',
      tier: 'scale',
    });
    for (const path of ['/dialer/phones', '/dialer/calls'] as const) {
      expect((await client.api.get(path, { token: growth.token })).status).toBe(402);
    }
    const open = await client.api.get('/dialer/countries', { token: scale.token });
    expect(open.status).toBe(200);
  });

  it('turns the account flag has_dialer on (GET /space/info), once', async () => {
    const member = await ctx.createMember({ tier: 'scale' });
    expect((await client.api.get('/space/info', { token: member.token })).payload.has_dialer).toBe(false);
    const first = await client.api.post('/dialer/activate', { token: member.token });
    expect(first.payload).toEqual({ has_dialer: true, activated_at: ctx.clock.now().toISOString() });
    ctx.clock.advance(1000);
    const again = await client.api.post('/dialer/activate', { token: member.token });
    expect(again.payload.activated_at).toBe(first.payload.activated_at);
    ctx.clock.advance(-1000);
    expect((await client.api.get('/space/info', { token: member.token })).payload.has_dialer).toBe(true);
  });

  it('lists countries per category with code, count and type, states and regions with prices', async () => {
    const countries = (await client.api.get('/dialer/countries', { token: scale.token })).payload;
    expect(countries).toContainEqual(
      expect.objectContaining({
        code: '1',
        country_code: 'US',
        has_states: true,
        type: 'local',
        available_categories: ['local', 'toll_free'],
      }),
    );
    expect(countries).toContainEqual(
      expect.objectContaining({ country_code: 'GB', has_states: false, type: 'mobile' }),
    );

    const states = (
      await client.api.get('/dialer/states', {
        token: scale.token,
        query: { country_code: 'US', category: 'local' },
      })
    ).payload;
    expect(states.map((state) => state.name)).toContain('California');
    expect(
      (
        await client.api.get('/dialer/states', {
          token: scale.token,
          query: { country_code: 'GB', category: 'local' },
        })
      ).payload,
    ).toEqual([]);

    const california = states.find((state) => state.name === 'California');
    const regions = (
      await client.api.get('/dialer/regions', {
        token: scale.token,
        query: { country_code: 'US', category: 'local', state_id: california?.id },
      })
    ).payload;
    expect(regions.map((region) => region.name)).toEqual(['Los Angeles', 'San Francisco', 'San Diego']);
    // spec §5 "Regions with no availability are disabled": the API says 0.
    expect(regions.find((region) => region.name === 'San Diego')?.phones_available).toBe(0);
    expect(regions[0]).toMatchObject({ monthly_price: 10, installation_price: 10, is_sms_supported: true });
  });

  it.each([
    ['/dialer/states', {}, 400, 'country_code: Country is required; category: Category is required'],
    ['/dialer/states', { country_code: 'US' }, 400, 'category: Category is required'],
    [
      '/dialer/states',
      { country_code: 'US', category: 'fax' },
      400,
      'category: Category must be one of local, mobile, toll_free',
    ],
    [
      '/dialer/states',
      { country_code: 'US', category: 'mobile' },
      400,
      'category: This category is not available in this country',
    ],
    ['/dialer/states', { country_code: 'ZZ', category: 'local' }, 404, 'Country not found'],
    ['/dialer/regions', { country_code: 'US', category: 'local' }, 400, 'state_id: State is required'],
    [
      '/dialer/regions',
      { country_code: 'GB', category: 'local', state_id: 'x' },
      400,
      'state_id: This country has no states',
    ],
    [
      '/dialer/regions',
      { country_code: 'US', category: 'local', state_id: 'US-local-atlantis' },
      404,
      'State not found',
    ],
  ] as const)('GET %s with %j answers %i %s', async (path, query, status, error) => {
    const response = await client.api.unchecked.get(path, { token: scale.token, query });
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ ok: false, error });
  });

  it('lists a country without states by region alone', async () => {
    const regions = (
      await client.api.get('/dialer/regions', {
        token: scale.token,
        query: { country_code: 'GB', category: 'local' },
      })
    ).payload;
    expect(regions.map((region) => [region.name, region.state])).toEqual([
      ['London', null],
      ['Manchester', null],
    ]);
  });

  describe('buying', () => {
    it.each([
      [{ count: 1 }, 'region_id: Region is required'],
      [{ region_id: 'US-local-austin' }, 'count: Count is required'],
      [{ region_id: 'US-local-austin', count: 'two' }, 'count: Count must be a number'],
      [{ region_id: 'US-local-austin', count: 1.5 }, 'count: Count must be a number'],
      [{ region_id: 'US-local-austin', count: 0 }, 'count: Count must be at least 1'],
      [{ region_id: 'US-local-austin', count: 101 }, 'count: Count can not be more than 100'],
      // spec §5 "at most phones_available": Austin has 20.
      [{ region_id: 'US-local-austin', count: 21 }, 'count: Count can not be more than 20'],
      [
        { region_id: 'US-local-austin', count: 1, number_to_redirect: '+1 415' },
        'number_to_redirect: Redirect number must be numeric',
      ],
      [
        { region_id: 'US-local-austin', count: 1, number_to_redirect: '123' },
        'number_to_redirect: Redirect number must have 5 to 15 digits',
      ],
      [{ region_id: 'US-local-austin', count: 1, colour: 'red' }, 'Unknown field: colour'],
    ])('refuses %j: %s', async (body, error) => {
      const response = await client.api.unchecked.post('/dialer/phones/buy', { token: scale.token, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });

    it('refuses an unknown region (404) and a sold-out one (409)', async () => {
      const unknown = await client.api.post('/dialer/phones/buy', {
        token: scale.token,
        body: { region_id: 'US-local-atlantis', count: 1 },
      });
      expect(unknown.body).toEqual({ ok: false, error: 'Region not found' });
      const soldOut = await client.api.post('/dialer/phones/buy', {
        token: scale.token,
        body: { region_id: 'US-local-san-diego', count: 1 },
      });
      expect(soldOut.status).toBe(409);
      expect(soldOut.body).toEqual({ ok: false, error: 'No numbers are available in this region' });
    });

    it('refuses a purchase the balance cannot pay, with nothing bought or charged', async () => {
      const before = (await carrier.region('US-local-austin'))?.phonesAvailable;
      const response = await client.api.post('/dialer/phones/buy', {
        token: scale.token,
        body: { region_id: 'US-local-austin', count: 1 },
      });
      expect(response.status).toBe(402);
      expect(response.body).toEqual({ ok: false, error: billingMessages.notEnoughCredits });
      expect((await carrier.region('US-local-austin'))?.phonesAvailable).toBe(before);
      const phones = await ctx.database.db
        .select()
        .from(dialerPhones)
        .where(eq(dialerPhones.spaceId, scale.space.id));
      expect(phones).toEqual([]);
    });

    it('charges installation and the first month as phone install and phone monthly, and activates the dialer', async () => {
      await grant(scale, 100, 'buy-test');
      const token = await client.api.get('/dialer/token', {
        token: scale.token,
        query: { one_time_key: 'not-yet-activated-key-1' },
      });
      expect(token.status).toBe(409);
      expect(token.body).toEqual({ ok: false, error: 'The dialer is not activated' });

      const bought = await client.api.post('/dialer/phones/buy', {
        token: scale.token,
        body: { region_id: 'US-local-austin', count: 2, number_to_redirect: '4155550100' },
      });
      expect(bought.status).toBe(201);
      expect(bought.payload.message).toBe('Number has been successfully purchased');
      expect(bought.payload.balance).toBe(100 - 2 * 10 - 2 * 10);
      expect(bought.payload.phones).toHaveLength(2);
      expect(bought.payload.phones[0]).toMatchObject({
        status: 'active',
        category: 'local',
        country: { country_code: 'US' },
        region: { id: 'US-local-austin', name: 'Austin' },
        state: { name: 'Texas' },
        number_to_redirect: '4155550100',
        user_id: scale.user.id,
        phones_available: 18,
        next_charge_at: '2026-02-05T09:00:00.000Z',
      });
      expect(bought.payload.phones[0]?.number).toMatch(/^\+1512\d{7}$/);
      const ledger = await ctx.database.db
        .select({ category: creditLedger.category, delta: creditLedger.delta })
        .from(creditLedger)
        .where(and(eq(creditLedger.spaceId, scale.space.id), eq(creditLedger.kind, 'usage')));
      expect(ledger.sort((a, b) => a.category.localeCompare(b.category))).toEqual([
        { category: 'phone_install', delta: -20 },
        { category: 'phone_monthly', delta: -20 },
      ]);
      const list = (await client.api.get('/dialer/phones', { token: colleague.token })).payload;
      expect(list.map((phone) => phone.number)).toEqual(bought.payload.phones.map((phone) => phone.number));
      expect(carrier.numbers.size).toBeGreaterThanOrEqual(2);
    });

    it("edits a number's forwarding and releases it: its owner or an admin, not another member", async () => {
      const [phone] = (await client.api.get('/dialer/phones', { token: scale.token })).payload;
      if (!phone) throw new Error('no phone');
      const stranger = await client.api.put('/dialer/phones/{id}', {
        path: { id: phone.id },
        token: colleague.token,
        body: { number_to_redirect: '4155550199' },
      });
      expect(stranger.status).toBe(403);
      expect(stranger.body).toEqual({
        ok: false,
        error: 'Only the owner of the number or a workspace admin can change it',
      });
      const edited = await client.api.put('/dialer/phones/{id}', {
        path: { id: phone.id },
        token: scale.token,
        body: { number_to_redirect: null },
      });
      expect(edited.payload.number_to_redirect).toBeNull();
      const carrierId = `SBX-${phone.number.slice(1)}`;
      expect(carrier.numbers.get(carrierId)?.forwardTo).toBeNull();

      expect(
        (await client.api.delete('/dialer/phones/{id}', { path: { id: phone.id }, token: colleague.token }))
          .status,
      ).toBe(403);
      const released = await client.api.delete('/dialer/phones/{id}', {
        path: { id: phone.id },
        token: admin.token,
      });
      expect(released.payload).toEqual({ id: phone.id });
      expect(carrier.numbers.has(carrierId)).toBe(false);
      const missing = await client.api.delete('/dialer/phones/{id}', {
        path: { id: phone.id },
        token: admin.token,
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ ok: false, error: 'Phone number not found' });
    });
  });

  describe('token', () => {
    it('exchanges a one-time key once for short-lived SIP credentials the SIP server accepts', async () => {
      const key = 'a-fresh-random-key-0001';
      const first = await client.api.get('/dialer/token', {
        token: scale.token,
        query: { one_time_key: key },
      });
      expect(first.status).toBe(200);
      const credentials = first.payload;
      expect(credentials).toMatchObject({
        provider: 'sip',
        carrier: 'sandbox',
        ws_url: 'wss://sip.test/ws',
        domain: 'sip.test',
      });
      expect(credentials.uri).toBe(`sip:${credentials.sip_user}@sip.test`);
      expect(credentials.username).toBe(
        `${Math.floor(ctx.clock.now().getTime() / 1000) + 600}:${credentials.sip_user}`,
      );
      expect(
        verifySipCredentials(
          'test-secret',
          credentials.username,
          credentials.password ?? '',
          ctx.clock.now(),
        ),
      ).toBe(true);

      const replay = await client.api.get('/dialer/token', {
        token: scale.token,
        query: { one_time_key: key },
      });
      expect(replay.status).toBe(409);
      expect(replay.body).toEqual({ ok: false, error: 'This one-time key has already been used' });

      const other = await client.api.get('/dialer/token', {
        token: colleague.token,
        query: { one_time_key: 'a-fresh-random-key-0002' },
      });
      expect(other.payload.sip_user).not.toBe(credentials.sip_user);
    });

    it.each([
      [{}, 'one_time_key: one_time_key is required'],
      [{ one_time_key: 'short' }, 'one_time_key: one_time_key must be 16 to 128 letters, digits, - or _'],
      [
        { one_time_key: 'has spaces in it, sixteen+' },
        'one_time_key: one_time_key must be 16 to 128 letters, digits, - or _',
      ],
    ])('refuses %j', async (query, error) => {
      const response = await client.api.unchecked.get('/dialer/token', { token: scale.token, query });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });
  });

  describe('validate', () => {
    it.each(['', 'abc', '12', '+0123456789', '415-555-01x3', '+1234567890123456'])(
      'refuses %j: Wrong phone number format',
      async (phone_number) => {
        const response = await client.api.post('/dialer/validate', {
          token: scale.token,
          query: { phone_number },
        });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ ok: false, error: 'Wrong phone number format' });
      },
    );

    it('answers the number in E.164 with its country and the balance', async () => {
      const us = await client.api.post('/dialer/validate', {
        token: scale.token,
        query: { phone_number: '(415) 555-0123' },
      });
      expect(us.payload).toMatchObject({
        phone_number: '+14155550123',
        country_code: 'US',
        call_minute_price: 1,
      });
      const ca = await client.api.post('/dialer/validate', {
        token: scale.token,
        query: { phone_number: '+1 416 555 0123' },
      });
      expect(ca.payload.country_code).toBe('CA');
      const gb = await client.api.post('/dialer/validate', {
        token: scale.token,
        query: { phone_number: '+442071234567' },
      });
      expect(gb.payload.country_code).toBe('GB');
    });

    it('refuses a call the balance cannot pay (the balance check before a call)', async () => {
      const broke = await ctx.createMember({ tier: 'scale' });
      const response = await client.api.post('/dialer/validate', {
        token: broke.token,
        query: { phone_number: '+14155550123' },
      });
      expect(response.status).toBe(402);
      expect(response.body).toEqual({ ok: false, error: billingMessages.notEnoughCredits });
    });
  });
});
