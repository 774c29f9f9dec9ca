import { billingMessages } from '@outreach/core/billing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertVoicemail, noSipServer, sandboxVoice } from '../../../test/dialer';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { creditLedger, dialerPhones, dialerVoicemailDrops, prospects } from '../../db/schema';
import { createSandboxCarrier } from '../../providers/voice/sandbox.carrier';
import { grantCredits } from '../credits';

describe.each(databaseModes())('voicemail drops on %s', (mode) => {
  let ctx: TestContext;
  let client: TestClient;
  let rep: Member;
  let audio: string;
  const carrier = createSandboxCarrier();
  const voice = sandboxVoice(noSipServer, carrier);

  async function prospectOf(member: Member, fields: { phone?: string; location?: string }) {
    const [row] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: member.space.id, fullName: 'Pat Prospect', ...fields })
      .returning();
    if (!row) throw new Error('no prospect');
    return row.id;
  }

  async function numberOf(member: Member, number: string) {
    await ctx.database.db.insert(dialerPhones).values({
      spaceId: member.space.id,
      userId: member.user.id,
      number,
      carrierId: `SBX-${number.slice(1)}`,
      category: 'local',
      countryCode: 'US',
      regionId: 'US-local-new-york-city',
      regionName: 'New York City',
      stateName: 'New York',
      isSmsSupported: true,
      monthlyPrice: 10,
      installationPrice: 10,
      nextChargeAt: new Date('2027-01-01T00:00:00Z'),
    });
  }

  function drop(
    member: Member,
    prospectId: string,
    body: Record<string, unknown>,
    agreed: string | null = 'true',
  ) {
    return client.api.unchecked.post('/profiles/{id}/send_voicemail', {
      path: { id: prospectId },
      token: member.token,
      query: agreed === null ? {} : { agreed_to_terms: agreed },
      body: { audio_id: audio, ...body },
    });
  }

  useTestContext(mode, async (opened) => {
    ctx = opened;
    client = opened.withApp({ voice });
    rep = await opened.createMember({ tier: 'growth' });
    await numberOf(rep, '+12125550100');
    audio = await insertVoicemail(ctx, rep);
    await grantCredits(ctx.database.db, {
      spaceId: rep.space.id,
      amount: 100,
      kind: 'manual',
      idempotencyKey: 'vm',
    });
    // 12:00 in New York, 9:00 in Los Angeles.
    ctx.clock.set('2026-01-05T17:00:00Z');
  });

  it.each([null, 'false', ''])(
    'refuses agreed_to_terms=%j: You are disagreed to Terms of Service',
    async (agreed) => {
      const prospect = await prospectOf(rep, { phone: '+14155550123' });
      const response = await drop(rep, prospect, {}, agreed);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'You are disagreed to Terms of Service' });
    },
  );

  it.each([
    ['+442071234567', 'Voicemail drops can be sent to US and Canada numbers only'],
    ['+18765550123', 'Voicemail drops can be sent to US and Canada numbers only'],
    ['not a phone', 'phone_number: Wrong phone number format'],
  ])('refuses %s: %s', async (phone_number, error) => {
    const prospect = await prospectOf(rep, {});
    const response = await drop(rep, prospect, { phone_number });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });

  it("drops on the prospect's phone from the workspace's number, charged as a call", async () => {
    const prospect = await prospectOf(rep, { phone: '(415) 555-0111' });
    const response = await drop(rep, prospect, { note: 'Left a drop' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      ok: true,
      payload: {
        from_number: '+12125550100',
        to_number: '+14155550111',
        credits: 2,
        balance: 98,
        recipient: { country: 'US', region: 'California', time_zone: 'America/Los_Angeles' },
      },
    });
    expect(carrier.drops.at(-1)).toMatchObject({ from: '+12125550100', to: '+14155550111' });
    const ledger = await ctx.database.db
      .select({ category: creditLedger.category, delta: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, rep.space.id), eq(creditLedger.kind, 'usage')));
    expect(ledger).toEqual([{ category: 'call', delta: -2 }]);
  });

  it('allows at most 3 drops per 3 days to one number', async () => {
    const prospect = await prospectOf(rep, { phone: '+13125550150' });
    for (let index = 0; index < 3; index += 1) expect((await drop(rep, prospect, {})).status).toBe(201);
    const fourth = await drop(rep, prospect, {});
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      ok: false,
      error: 'At most 3 voicemails can be dropped to a number in 3 days',
    });
    // Another number of the same prospect is its own count.
    expect((await drop(rep, prospect, { phone_number: '+13125550151' })).status).toBe(201);
    ctx.clock.advance(3 * 24 * 60 * 60 * 1000);
    expect((await drop(rep, prospect, {})).status).toBe(201);
    ctx.clock.set('2026-01-05T17:00:00Z');
  });

  it('lets only 3 of 5 drops sent at once to one number through', async () => {
    const prospect = await prospectOf(rep, { phone: '+13125550155' });
    const statuses = await Promise.all([1, 2, 3, 4, 5].map(() => drop(rep, prospect, {})));
    expect(statuses.map((response) => response.status).sort()).toEqual([201, 201, 201, 429, 429]);
  });

  it("sends only from 8:00 to 21:00 in the recipient's time: the prospect's location first, else the area code", async () => {
    const outside = "Voicemail drops can be sent only from 8:00 to 21:00 in the recipient's local time";
    const losAngeles = await prospectOf(rep, { phone: '+13105550160' });
    const movedToNewYork = await prospectOf(rep, {
      phone: '+13105550161',
      location: 'Brooklyn, New York, United States',
    });
    // 8:30 in New York, 5:30 in Los Angeles.
    ctx.clock.set('2026-01-05T13:30:00Z');
    const early = await drop(rep, losAngeles, {});
    expect(early.status).toBe(400);
    expect(early.body).toEqual({ ok: false, error: outside });
    expect((await drop(rep, movedToNewYork, {})).status).toBe(201);
    // 21:00 sharp in New York is outside; 20:59 inside.
    const newYorker = await prospectOf(rep, { phone: '+17185550162' });
    ctx.clock.set('2026-01-06T02:00:00Z');
    expect((await drop(rep, newYorker, {})).body).toEqual({ ok: false, error: outside });
    ctx.clock.set('2026-01-06T01:59:00Z');
    expect((await drop(rep, newYorker, {})).status).toBe(201);
    // A Canadian number: Toronto's area code.
    ctx.clock.set('2026-01-05T17:00:00Z');
    const toronto = await prospectOf(rep, { phone: '+14165550163' });
    const canadian = await drop(rep, toronto, {});
    expect(canadian.body).toMatchObject({ payload: { recipient: { country: 'CA', region: 'Ontario' } } });
  });

  it('refuses without credits, without a number to send from, and for an unknown voicemail', async () => {
    const broke = await ctx.createMember({ tier: 'growth' });
    await numberOf(broke, '+12125550199');
    const brokeAudio = await insertVoicemail(ctx, broke);
    const prospect = await prospectOf(broke, { phone: '+14155550170' });
    const poor = await client.api.unchecked.post('/profiles/{id}/send_voicemail', {
      path: { id: prospect },
      token: broke.token,
      query: { agreed_to_terms: 'true' },
      body: { audio_id: brokeAudio },
    });
    expect(poor.status).toBe(402);
    expect(poor.body).toEqual({ ok: false, error: billingMessages.notEnoughCredits });
    expect(
      await ctx.database.db
        .select()
        .from(dialerVoicemailDrops)
        .where(eq(dialerVoicemailDrops.spaceId, broke.space.id)),
    ).toEqual([]);

    const numberless = await ctx.createMember({ tier: 'growth' });
    const theirs = await prospectOf(numberless, { phone: '+14155550171' });
    const noNumber = await client.api.unchecked.post('/profiles/{id}/send_voicemail', {
      path: { id: theirs },
      token: numberless.token,
      query: { agreed_to_terms: 'true' },
      body: { audio_id: await insertVoicemail(ctx, numberless) },
    });
    expect(noNumber.status).toBe(409);
    expect(noNumber.body).toEqual({
      ok: false,
      error: 'Buy a US or Canadian phone number to send voicemail drops from',
    });

    const mine = await prospectOf(rep, { phone: '+14155550172' });
    const unknown = await drop(rep, mine, { audio_id: brokeAudio });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ ok: false, error: 'Voicemail not found' });
  });

  it('is locked on a plan without voicemail', async () => {
    const free = await ctx.createMember({ tier: 'free' });
    const prospect = await prospectOf(free, { phone: '+14155550180' });
    const response = await drop(free, prospect, {});
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ code: 'feature_locked', feature: 'voicemail' });
  });
});
