import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPhone, sandboxVoice } from '../../../test/dialer';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { creditLedger, credentials, dialerPhones, dialogs, messages, prospects } from '../../db/schema';
import { createSandboxMessaging, sandboxDeliveryMs } from '../../providers/messaging/sandbox.messaging';
import { createTwilioMessaging } from '../../providers/messaging/twilio.messaging';
import { inboundRequest, messagesRoutes } from '../../providers/messaging/twilio-standin-messages';
import { StandinRequestClient } from '../../providers/voice/twilio-standin/standin-request-client';
import { startTwilioStandin } from '../../providers/voice/twilio-standin/twilio-standin';
import { addProspect, createCampaign } from '../automation/automation.test-support';
import { grantCredits } from '../credits';
import { silentLogger } from '../../logger';
import { createOutreachEvents } from '../../platform/outreach-events';
import { smsMessages } from './sms.schema';
import { deliverSandboxSms, keywordOf } from './sms.service';

describe('SMS keywords', () => {
  it.each(['STOP', 'stop', ' Stop! ', 'STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])(
    '%j opts out',
    (body) => {
      expect(keywordOf(body)?.kind).toBe('out');
    },
  );
  it.each(['START', 'yes', 'Unstop'])('%j opts in', (body) => {
    expect(keywordOf(body)?.kind).toBe('in');
  });
  it.each(['Please stop texting me', 'Thanks, call me tomorrow', 'STOP IT', ''])('%j is a text', (body) => {
    expect(keywordOf(body)).toBeNull();
  });
});

describe.each(databaseModes())('SMS on %s', (mode) => {
  let ctx: TestContext;
  let client: TestClient;
  let admin: Member;
  let other: Member;
  let growth: Member;
  let messaging: ReturnType<typeof createSandboxMessaging>;
  const voice = sandboxVoice();
  const price = voice.carrier.pricing().sms;

  async function prospectOf(member: Member, phone: string | null, name = 'Pat Prospect') {
    const [row] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: member.space.id, fullName: name, phone })
      .returning({ id: prospects.id });
    if (!row) throw new Error('no prospect');
    return row.id;
  }

  /** A Los Angeles number of `member`'s workspace (api/test/dialer.ts `insertPhone`), charged next in 2027. */
  function numberOf(member: Member, number: string, fields: Partial<typeof dialerPhones.$inferInsert> = {}) {
    return insertPhone(ctx, member, number, {
      carrierId: `SBX-${number.slice(1)}`,
      regionId: 'US:local:CA:Los Angeles',
      regionName: 'Los Angeles',
      stateName: 'California',
      nextChargeAt: new Date('2027-01-01T00:00:00Z'),
      ...fields,
    });
  }

  function text(member: Member, body: Record<string, unknown>) {
    return client.api.unchecked.post('/sms/messages', { token: member.token, body });
  }

  async function threadOf(prospectId: string) {
    return ctx.database.db
      .select({
        direction: messages.direction,
        channel: messages.channel,
        kind: messages.kind,
        text: messages.text,
        detail: messages.detail,
        dialogId: messages.dialogId,
      })
      .from(messages)
      .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
      .where(eq(dialogs.prospectId, prospectId))
      .orderBy(messages.sentAt, messages.id);
  }

  /** Moves the app's clock and applies what the sandbox has for the app by then. */
  async function later(milliseconds: number) {
    ctx.clock.advance(milliseconds);
    return deliverSandboxSms(
      {
        db: ctx.database.db,
        clock: ctx.clock,
        logger: silentLogger,
        realtime: ctx.realtime,
        events: createOutreachEvents(),
        publicUrl: 'http://localhost',
      },
      messaging,
    );
  }

  let mark = 0;
  /** The texts the sandbox was given in this test. */
  const sentNow = () => messaging.sent.slice(mark);
  beforeEach(() => {
    mark = messaging.sent.length;
  });

  useTestContext(mode, async (opened) => {
    ctx = opened;
    messaging = createSandboxMessaging({ now: () => ctx.clock.now().getTime() });
    client = opened.withApp({ voice, messaging });
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    other = await opened.createMember({ tier: 'scale', isAdmin: true });
    growth = await opened.createMember({ tier: 'growth' });
    await numberOf(admin, '+12135550100');
    for (const member of [admin, other, growth])
      await grantCredits(ctx.database.db, {
        spaceId: member.space.id,
        amount: 20,
        kind: 'manual',
        idempotencyKey: `sms-${member.space.id}`,
      });
  });

  it("texts a prospect from the workspace's number, charged as sms, in the prospect's thread", async () => {
    const prospect = await prospectOf(admin, '(415) 555-0121');
    const response = await text(admin, { prospect_id: prospect, text: 'Hi Pat, a quick question' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      ok: true,
      payload: {
        prospect_id: prospect,
        direction: 'out',
        channel: 'sms',
        from: '+12135550100',
        to: '+14155550121',
        sms_status: 'queued',
        credits: price,
        balance: expect.any(Number),
      },
    });
    expect(sentNow().map((sent) => [sent.from, sent.to, sent.body])).toEqual([
      ['+12135550100', '+14155550121', 'Hi Pat, a quick question'],
    ]);
    const ledger = await ctx.database.db
      .select({ delta: creditLedger.delta, category: creditLedger.category })
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, admin.space.id), eq(creditLedger.kind, 'usage')));
    expect(ledger).toEqual([{ delta: -price, category: 'sms' }]);
    const [message] = await threadOf(prospect);
    expect(message).toMatchObject({ direction: 'out', channel: 'sms', text: 'Hi Pat, a quick question' });
    // The inbox lists it as the thread's last message.
    const inbox = await client.api.get('/inbox/dialogs', {
      token: admin.token,
      query: { prospect_id: prospect },
    });
    expect(inbox.payload.items[0]?.last_message).toMatchObject({
      channel: 'sms',
      text: 'Hi Pat, a quick question',
    });

    // Delivery on the app's clock: the message says delivered.
    expect(await later(sandboxDeliveryMs)).toBe(1);
    const [delivered] = await threadOf(prospect);
    expect(delivered?.detail).toMatchObject({ sms_status: 'delivered', status: 'sent' });
    // The open chat hears of it (no sender account on this thread: the workspace's room).
    expect(ctx.realtime.events.at(-1)).toEqual({
      spaceId: admin.space.id,
      event: 'update_message',
      payload: { _id: response.payload._id, dialog_id: response.payload.dialog_id, status: 'sent' },
    });
  });

  it('threads a reply into the same thread, unread, and pauses the prospect as any reply does', async () => {
    const prospect = await prospectOf(admin, '+14155550122');
    const sent = await text(admin, { prospect_id: prospect, text: 'Hello' });
    expect(sent.status).toBe(201);
    await later(sandboxDeliveryMs);
    expect(await later(60_000)).toBe(1);
    const thread = await threadOf(prospect);
    expect(thread.map((row) => [row.direction, row.kind, row.text])).toEqual([
      ['out', 'message', 'Hello'],
      ['in', 'reply', 'Thanks, call me tomorrow'],
    ]);
    expect(new Set(thread.map((row) => row.dialogId)).size).toBe(1);
    const [dialog] = await ctx.database.db.select().from(dialogs).where(eq(dialogs.prospectId, prospect));
    expect(dialog?.isUnread).toBe(true);
    const [row] = await ctx.database.db
      .select({ lifecycle: prospects.lifecycle })
      .from(prospects)
      .where(eq(prospects.id, prospect));
    expect(row?.lifecycle).toBe('got_reply');
  });

  it('joins the thread the prospect already has with a sender account', async () => {
    const prospect = await prospectOf(admin, '+14155550123');
    const [credential] = await ctx.database.db
      .select({ id: credentials.id })
      .from(credentials)
      .where(eq(credentials.spaceId, admin.space.id))
      .limit(1);
    const [existing] = await ctx.database.db
      .insert(dialogs)
      .values({
        spaceId: admin.space.id,
        prospectId: prospect,
        credentialId: credential?.id ?? null,
        lastMessageAt: ctx.clock.now(),
      })
      .returning();
    const response = await text(admin, { prospect_id: prospect, text: 'Same thread' });
    expect(response.payload.dialog_id).toBe(existing?.id);
  });

  it("opens a new thread under the sender account of the prospect's campaign", async () => {
    const campaign = await createCampaign(ctx.database.db, admin.space.id, [
      { kind: 'send_sms', text: 'Hi' },
    ]);
    const { prospect } = await addProspect(ctx.database.db, campaign, { phone: '+14155550127' });
    const response = await text(admin, { prospect_id: prospect.id, text: 'Hello from the campaign' });
    const [dialog] = await ctx.database.db
      .select({ credentialId: dialogs.credentialId })
      .from(dialogs)
      .where(eq(dialogs.id, response.payload.dialog_id));
    expect(dialog?.credentialId).toBe(campaign.credential.id);
  });

  it('STOP puts the number on the opt-out list: no text goes out (409) until START', async () => {
    const prospect = await prospectOf(admin, '+14155550125');
    expect((await text(admin, { prospect_id: prospect, text: 'First' })).status).toBe(201);
    messaging.receive({ from: '+14155550125', to: '+12135550100', body: 'STOP' }, ctx.clock.now());
    await later(0);
    const refused = await text(admin, { prospect_id: prospect, text: 'Second' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ ok: false, error: smsMessages.optedOut });
    expect(sentNow()).toHaveLength(1);
    const optOuts = await client.api.get('/sms/opt_outs', { token: admin.token });
    expect(optOuts.payload.items).toEqual([
      {
        number: '+14155550125',
        prospect_id: prospect,
        keyword: 'STOP',
        opted_out_at: ctx.clock.now().toISOString(),
      },
    ]);
    // Another workspace's list is its own.
    expect((await client.api.get('/sms/opt_outs', { token: other.token })).payload.items).toEqual([]);
    // The composer asks for one prospect: theirs only; another workspace can not ask about them.
    const theirs = (prospectId: string, member = admin) =>
      client.api.unchecked.get('/sms/opt_outs', { token: member.token, query: { prospect_id: prospectId } });
    expect((await theirs(prospect)).payload.items).toEqual(optOuts.payload.items);
    expect((await theirs(await prospectOf(admin, '+1 415 555 0126'))).payload.items).toEqual([]);
    // Written in any format, the prospect's phone is the opted-out number.
    expect((await theirs(await prospectOf(admin, '(415) 555-0125', 'Pat Again'))).payload.items).toHaveLength(
      1,
    );
    expect(await theirs(prospect, other)).toMatchObject({
      status: 404,
      body: { ok: false, error: smsMessages.prospectNotFound },
    });
    expect((await theirs('not-a-uuid')).status).toBe(404);

    messaging.receive({ from: '+14155550125', to: '+12135550100', body: 'start' }, ctx.clock.now());
    await later(0);
    expect((await text(admin, { prospect_id: prospect, text: 'Welcome back' })).status).toBe(201);
    expect((await client.api.get('/sms/opt_outs', { token: admin.token })).payload.items).toEqual([]);
  });

  it('the sandbox number ending in 0 replies STOP: opted out, and its campaigns finish', async () => {
    const prospect = await prospectOf(admin, '+14155550120');
    await text(admin, { prospect_id: prospect, text: 'Hello' });
    await later(sandboxDeliveryMs + 60_000);
    const refused = await text(admin, { prospect_id: prospect, text: 'Again' });
    expect(refused.body).toEqual({ ok: false, error: smsMessages.optedOut });
    expect((await threadOf(prospect)).at(-1)).toMatchObject({
      direction: 'in',
      kind: 'unsubscribe',
      text: 'STOP',
    });
  });

  it.each([
    [{ text: 'Hi' }, 400, 'prospect_id: prospect_id is required'],
    [{ prospect_id: 'x' }, 400, 'text: Text is required'],
    [{ prospect_id: 'x', text: '   ' }, 400, 'text: Text is required'],
    [{ prospect_id: 'x', text: 'a'.repeat(1601) }, 400, 'text: Text can not be longer than 1600 characters'],
    [{ prospect_id: 'not-a-uuid', text: 'Hi' }, 404, smsMessages.prospectNotFound],
  ])('refuses %j: %i %s', async (body, status, error) => {
    const response = await text(admin, body);
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ ok: false, error });
  });

  it.each([
    [null, smsMessages.noPhone],
    ['  ', smsMessages.noPhone],
    ['12', smsMessages.wrongFormat],
    ['not a phone', smsMessages.wrongFormat],
  ])('refuses a prospect whose phone is %j: %s', async (phone, error) => {
    const prospect = await prospectOf(admin, phone);
    const response = await text(admin, { prospect_id: prospect, text: 'Hi' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });

  it("never reaches another workspace's prospect, number or thread (404)", async () => {
    const theirs = await prospectOf(other, '+14155550131');
    expect((await text(admin, { prospect_id: theirs, text: 'Hi' })).body).toEqual({
      ok: false,
      error: smsMessages.prospectNotFound,
    });
    const ours = await prospectOf(admin, '+14155550131');
    const theirNumber = await numberOf(other, '+12135550177');
    expect((await text(admin, { prospect_id: ours, text: 'Hi', phone_id: theirNumber })).body).toEqual({
      ok: false,
      error: smsMessages.phoneNotFound,
    });
    const [theirDialog] = await ctx.database.db
      .insert(dialogs)
      .values({ spaceId: other.space.id, prospectId: theirs })
      .returning({ id: dialogs.id });
    expect((await text(admin, { prospect_id: ours, text: 'Hi', dialog_id: theirDialog?.id })).body).toEqual({
      ok: false,
      error: smsMessages.dialogNotFound,
    });
    expect(sentNow()).toEqual([]);
  });

  it('refuses without a number that can text, a number without SMS, a suspended one, and US toll-free (SMS unavailable)', async () => {
    const other = await ctx.createMember({ tier: 'scale', isAdmin: true });
    const prospect = await prospectOf(other, '+14155550133');
    const none = await text(other, { prospect_id: prospect, text: 'Hi' });
    expect([none.status, none.body]).toEqual([409, { ok: false, error: smsMessages.noSmsNumber }]);

    const withoutSms = await numberOf(other, '+17165550100', { isSmsSupported: false });
    const noSms = await text(other, { prospect_id: prospect, text: 'Hi', phone_id: withoutSms });
    expect([noSms.status, noSms.body]).toEqual([400, { ok: false, error: smsMessages.phoneWithoutSms }]);

    const suspended = await numberOf(other, '+15125550100', { status: 'suspended' });
    const off = await text(other, { prospect_id: prospect, text: 'Hi', phone_id: suspended });
    expect([off.status, off.body]).toEqual([409, { ok: false, error: smsMessages.phoneSuspended }]);

    const tollFree = await numberOf(other, '+18885550100', { category: 'toll_free' });
    const unavailable = await text(other, { prospect_id: prospect, text: 'Hi', phone_id: tollFree });
    expect([unavailable.status, unavailable.body]).toEqual([
      409,
      { ok: false, error: 'Sending SMS is temporarily unavailable (US regulation); remove SMS steps' },
    ]);
    // Only the toll-free number could text: the spec's message again, without naming one.
    const any = await text(other, { prospect_id: prospect, text: 'Hi' });
    expect(any.body).toEqual({ ok: false, error: smsMessages.unavailable });
    const numbers = await client.api.get('/sms/numbers', { token: other.token });
    expect(numbers.payload.numbers.map((entry) => [entry.number, entry.available, entry.reason])).toEqual([
      ['+15125550100', false, smsMessages.phoneSuspended],
      ['+18885550100', false, smsMessages.unavailable],
    ]);
    expect(sentNow()).toEqual([]);
  });

  it('refuses when the credits are short, sending and charging nothing (402)', async () => {
    const poor = await ctx.createMember({ tier: 'scale', isAdmin: true });
    await numberOf(poor, '+12065550100');
    await grantCredits(ctx.database.db, {
      spaceId: poor.space.id,
      amount: price,
      kind: 'manual',
      idempotencyKey: 'poor',
    });
    const prospect = await prospectOf(poor, '+14155550135');
    expect((await text(poor, { prospect_id: prospect, text: 'The last one' })).status).toBe(201);
    const short = await text(poor, { prospect_id: prospect, text: 'One more' });
    expect(short.status).toBe(402);
    expect(short.body).toEqual({ ok: false, error: expect.stringMatching(/^Not enough credits/) });
    expect(sentNow().map((sent) => sent.body)).toEqual(['The last one']);
    expect(await threadOf(prospect)).toHaveLength(1);
  });

  it('is the plan feature sms: Growth gets 402 with the upgrade', async () => {
    const prospect = await prospectOf(growth, '+14155550137');
    const response = await text(growth, { prospect_id: prospect, text: 'Hi' });
    expect(response.status).toBe(402);
    expect(sentNow()).toEqual([]);
  });

  it('texts from the number named, from the one last used otherwise, and lists the caller’s first', async () => {
    const second = await numberOf(admin, '+13125550100');
    const prospect = await prospectOf(admin, '+14155550141');
    const named = await text(admin, { prospect_id: prospect, text: 'From Chicago', phone_id: second });
    expect(named.payload.from).toBe('+13125550100');
    const next = await text(admin, { prospect_id: prospect, text: 'Again' });
    expect(next.payload.from).toBe('+13125550100');
    const numbers = await client.api.get('/sms/numbers', { token: admin.token });
    expect(numbers.payload).toMatchObject({ price, sandbox: true });
    expect(numbers.payload.numbers.map((entry) => entry.number)).toEqual(['+12135550100', '+13125550100']);
  });

  it('the Twilio webhook is 404 on the sandbox', async () => {
    const response = await client.request('/api/sms/twilio', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'MessageSid=SM1&From=%2B14155550100',
    });
    expect(response.status).toBe(404);
  });

  it('a text from a number no prospect has keeps only the opt-out list: no thread', async () => {
    const threads = async () => (await ctx.database.db.select({ id: dialogs.id }).from(dialogs)).length;
    const before = await threads();
    messaging.receive({ from: '+14155550199', to: '+12135550100', body: 'STOP' }, ctx.clock.now());
    expect(await later(0)).toBe(1);
    const items = (await client.api.get('/sms/opt_outs', { token: admin.token })).payload.items;
    expect(items.filter((item) => item.number === '+14155550199')).toMatchObject([
      { prospect_id: null, keyword: 'STOP' },
    ]);
    expect(await threads()).toBe(before);
  });
});

describe.each(databaseModes())("Twilio's SMS webhook on %s", (mode) => {
  let ctx: TestContext;
  let client: TestClient;
  let admin: Member;
  let standinAccount: ReturnType<Awaited<ReturnType<typeof startTwilioStandin>>['newAccount']>;
  let standin: Awaited<ReturnType<typeof startTwilioStandin>>;
  // linkOrigin without PUBLIC_URL in tests: what Twilio would have been given.
  const webhookUrl = 'http://localhost/api/sms/twilio';

  function post(request: { params: Record<string, string>; signature?: string | undefined }) {
    return client.request('/api/sms/twilio', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(request.signature ? { 'x-twilio-signature': request.signature } : {}),
      },
      body: new URLSearchParams(request.params).toString(),
    });
  }

  useTestContext(mode, async (opened) => {
    ctx = opened;
    standin = await startTwilioStandin({ routes: messagesRoutes });
    standinAccount = standin.newAccount();
    const messaging = createTwilioMessaging({
      accountSid: standinAccount.accountSid,
      authToken: standinAccount.authToken,
      webhookUrl,
      httpClient: new StandinRequestClient(standin.url),
    });
    client = opened.withApp({ messaging });
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    await opened.database.db.insert(dialerPhones).values({
      spaceId: admin.space.id,
      userId: admin.user.id,
      number: '+12125550100',
      carrierId: 'PN-owned-before',
      category: 'local',
      countryCode: 'US',
      regionId: 'US:local:NY:New York',
      regionName: 'New York',
      isSmsSupported: true,
      monthlyPrice: 10,
      installationPrice: 10,
      nextChargeAt: new Date('2027-01-01T00:00:00Z'),
    });
  });
  afterAll(() => standin.close());

  it('applies a signed inbound text: STOP opts the number out; a wrong signature is 403 and changes nothing', async () => {
    const [prospect] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: admin.space.id, fullName: 'Tw Prospect', phone: '+1 (415) 555-0150' })
      .returning({ id: prospects.id });
    const stop = inboundRequest(standinAccount.account, webhookUrl, {
      from: '+14155550150',
      to: '+12125550100',
      body: 'STOP',
    });
    const forged = await post({ ...stop, params: { ...stop.params, From: '+14155550151' } });
    expect(forged.status).toBe(403);
    expect(forged.body).toEqual({ ok: false, error: 'The request is not signed by Twilio' });
    expect((await post({ params: stop.params })).status).toBe(403);

    const response = await post(stop);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, payload: { received: true } });
    // Twilio retries a webhook: the same text is applied once.
    expect((await post(stop)).body).toEqual({ ok: true, payload: { received: false } });
    const thread = await ctx.database.db
      .select({ text: messages.text, direction: messages.direction })
      .from(messages)
      .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
      .where(eq(dialogs.prospectId, prospect?.id ?? ''));
    expect(thread).toEqual([{ text: 'STOP', direction: 'in' }]);
    const refused = await client.api.unchecked.post('/sms/messages', {
      token: admin.token,
      body: { prospect_id: prospect?.id, text: 'Hello?' },
    });
    expect(refused.body).toEqual({ ok: false, error: smsMessages.optedOut });
  });
});
