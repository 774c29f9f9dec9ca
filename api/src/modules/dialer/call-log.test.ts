import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { creditLedger, dialerAccounts, dialerCalls, prospects, spaces } from '../../db/schema';
import { sandboxCallee } from '../../providers/voice/sandbox.carrier';
import { sipUserOf } from '../../providers/voice/sip-credentials';
import { creditBalance, grantCredits } from '../credits';
import { callCredits, dialledNumber, recordingType } from './call-log.service';
import { sandboxToneWav } from './call-log.tone';
import { insertPhone, sandboxVoice, testSipServer } from '../../../test/dialer';

describe('the sandbox callee and the call log rules (pure)', () => {
  it('answers on 0-6, rings out on 7, is busy on 8, reaches voicemail on 9, ringing 1.5 to 4 s', () => {
    const outcomes = Array.from({ length: 10 }, (_, digit) => sandboxCallee(`+1415555012${digit}`).outcome);
    expect(outcomes).toEqual([...Array(7).fill('answered'), 'no_answer', 'busy', 'voicemail']);
    for (let index = 0; index < 200; index += 1) {
      const ring = sandboxCallee(`+4420794${String(index).padStart(5, '0')}`).ringMs;
      expect(ring).toBeGreaterThanOrEqual(1500);
      expect(ring).toBeLessThanOrEqual(4000);
    }
    expect(sandboxCallee('+14155550123')).toEqual(sandboxCallee('+1 (415) 555-0123'));
  });

  it('reads a number in the calling number’s country, refusing what is no phone number', () => {
    expect(dialledNumber('(415) 555-0123', 'US')).toBe('+14155550123');
    expect(dialledNumber('020 7946 0018', 'GB')).toBe('+442079460018');
    expect(dialledNumber('+49 30 901820', 'US')).toBe('+4930901820');
    for (const bad of ['12', 'abc', '415-555-0123 ext', '+1 415 555 01234 5', ''])
      expect(dialledNumber(bad, 'US')).toBeNull();
  });

  it('charges per started minute', () => {
    expect([0, 1, 60, 61, 120, 121].map((seconds) => callCredits(seconds, 1))).toEqual([0, 1, 1, 2, 2, 3]);
    expect(callCredits(61, 3)).toBe(6);
  });

  it('keeps recordings as webm, ogg, wav or mpeg (codecs and aliases understood)', () => {
    expect(recordingType('audio/webm;codecs=opus')).toBe('audio/webm');
    expect(recordingType('audio/x-wav')).toBe('audio/wav');
    expect(recordingType('audio/mp3')).toBe('audio/mpeg');
    expect(recordingType('text/plain')).toBeNull();
    expect(recordingType(undefined)).toBeNull();
  });

  it('writes a playable .wav: RIFF header, 8 kHz mono 16-bit, the length asked (1 to 30 s)', () => {
    const wav = sandboxToneWav(3);
    const view = new DataView(wav.buffer);
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.slice(8, 12))).toBe('WAVE');
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(40, true)).toBe(3 * 8000 * 2);
    expect(wav.length).toBe(44 + 3 * 8000 * 2);
    expect(sandboxToneWav(0).length).toBe(44 + 8000 * 2);
    expect(sandboxToneWav(600).length).toBe(44 + 30 * 8000 * 2);
  });
});

describe.each(databaseModes())('call log on %s', (mode) => {
  let ctx: TestContext;
  let sandbox: TestClient;
  let sip: TestClient;
  let routed: TestClient;
  let admin: Member;
  let rep: Member;
  let colleague: Member;
  let outsider: Member;
  let repPhone: string;
  let colleaguePhone: string;
  let suspendedPhone: string;
  let ukPhone: string;
  let outsiderPhone: string;
  let janeId: string;
  let outsiderProspect: string;
  let serial = 0;

  const phoneOf = (member: Member, number: string, extra?: Parameters<typeof insertPhone>[3]) =>
    insertPhone(ctx, member, number, extra);

  async function grant(member: Member, amount: number) {
    serial += 1;
    await grantCredits(ctx.database.db, {
      spaceId: member.space.id,
      amount,
      kind: 'manual',
      idempotencyKey: `call-log-test-${serial}`,
    });
  }

  useTestContext(mode, async (opened) => {
    ctx = opened;
    sandbox = opened.withApp({
      voice: sandboxVoice(),
    });
    sip = opened.withApp({
      voice: sandboxVoice(testSipServer()),
    });
    routed = opened.withApp({
      voice: sandboxVoice(testSipServer(true)),
    });
    admin = await opened.createMember({ tier: 'scale', isAdmin: true });
    rep = await opened.createMember({ space: admin.space, isAdmin: false });
    colleague = await opened.createMember({ space: admin.space, isAdmin: false });
    outsider = await opened.createMember({ tier: 'scale', isAdmin: true });
    const now = ctx.clock.now();
    await ctx.database.db.insert(dialerAccounts).values({ spaceId: admin.space.id, activatedAt: now });
    repPhone = await phoneOf(rep, '+15125550101');
    colleaguePhone = await phoneOf(colleague, '+15125550102');
    suspendedPhone = await phoneOf(rep, '+15125550103', { status: 'suspended', notice: 'unpaid' });
    ukPhone = await phoneOf(rep, '+442071830000', { countryCode: 'GB', stateName: null });
    outsiderPhone = await phoneOf(outsider, '+15125550199');
    const [jane] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: admin.space.id, fullName: 'Jane Doe', phone: '+1 (415) 555-0123' })
      .returning();
    janeId = jane?.id ?? '';
    const [foreign] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: outsider.space.id, fullName: 'Not Yours', phone: '+14155550150' })
      .returning();
    outsiderProspect = foreign?.id ?? '';
    await grant(admin, 10);
  });

  function start(client: TestClient, member: Member, body: Record<string, unknown>) {
    return client.api.unchecked.post('/dialer/calls', { token: member.token, body });
  }

  function end(member: Member, id: string, body: Record<string, unknown>) {
    return sandbox.api.unchecked.put('/dialer/calls/{id}', {
      path: { id },
      token: member.token,
      body: body as never,
    });
  }

  it('opens an outgoing call on the sandbox: E.164 numbers, the simulated callee, no SIP target, in progress', async () => {
    const response = await start(sandbox, rep, { phone_id: repPhone, to: '(415) 555-0123' });
    expect(response.status).toBe(200);
    expect(response.payload).toEqual({
      id: expect.any(String),
      from: '+15125550101',
      to: '+14155550123',
      target_uri: null,
      sandbox: { outcome: 'answered', ring_ms: sandboxCallee('+14155550123').ringMs },
    });
    const history = (await sandbox.api.get('/dialer/calls', { token: rep.token })).payload;
    expect(history.items.find((call) => call.id === response.payload.id)).toMatchObject({
      direction: 'outgoing',
      result: 'in_progress',
      duration: 0,
      // The prospect found by the number, written another way.
      profile: { id: janeId, full_name: 'Jane Doe' },
    });
    const busy = await start(sandbox, rep, { phone_id: repPhone, to: '+1 212 555 0198' });
    expect(busy.payload.sandbox).toMatchObject({ outcome: 'busy' });
  });

  it('reads a number without + in the calling number’s country', async () => {
    const response = await start(sandbox, rep, { phone_id: ukPhone, to: '020 7946 0018' });
    expect(response.payload.to).toBe('+442079460018');
  });

  it("gives the SIP target: a member's SIP user for a number of the workspace, else the number at the domain", async () => {
    const outside = await start(sip, rep, { phone_id: repPhone, to: '4155550123' });
    expect(outside.payload).toMatchObject({ target_uri: 'sip:+14155550123@sip.test', sandbox: null });
    const inside = await start(sip, rep, { phone_id: repPhone, to: '+1 512 555 0102' });
    expect(inside.payload.target_uri).toBe(`sip:${sipUserOf(admin.space.id, colleague.user.id)}@sip.test`);
    // Another workspace's number is just a number.
    const foreign = await start(sip, rep, { phone_id: repPhone, to: '+15125550199' });
    expect(foreign.payload.target_uri).toBe('sip:+15125550199@sip.test');
  });

  it('gives the number itself when the SIP server routes our numbers (SIP_ROUTES_NUMBERS)', async () => {
    const inside = await start(routed, rep, { phone_id: repPhone, to: '+1 512 555 0102' });
    expect(inside.payload.target_uri).toBe('sip:+15125550102@sip.test');
  });

  it.each([
    [{ phone_id: 'PHONE', to: '12' }, 400, 'Wrong phone number format'],
    [{ phone_id: 'PHONE', to: 'call me' }, 400, 'Wrong phone number format'],
    [{ to: '+14155550123' }, 400, 'phone_id: Select number'],
    [{ phone_id: 'PHONE' }, 400, 'to: Enter a phone number'],
    [{ phone_id: 'PHONE', to: '+14155550123', colour: 'red' }, 400, 'Unknown field: colour'],
    [{ phone_id: 'nope', to: '+14155550123' }, 404, 'Phone number not found'],
    [{ phone_id: 'OUTSIDER', to: '+14155550123' }, 404, 'Phone number not found'],
    [
      { phone_id: 'COLLEAGUE', to: '+14155550123' },
      403,
      'Only the owner of the number or a workspace admin can call from it',
    ],
    [
      { phone_id: 'SUSPENDED', to: '+14155550123' },
      409,
      'This number is suspended until its monthly charge is paid: add credits to reactivate it',
    ],
    [{ phone_id: 'PHONE', to: '+14155550123', prospect_id: 'OUTSIDER_PROSPECT' }, 404, 'Prospect not found'],
    [{ phone_id: 'PHONE', to: '+14155550123', prospect_id: 'x' }, 404, 'Prospect not found'],
  ])('refuses %j with %i %s', async (template, status, error) => {
    const ids: Record<string, string> = {
      PHONE: repPhone,
      OUTSIDER: outsiderPhone,
      COLLEAGUE: colleaguePhone,
      SUSPENDED: suspendedPhone,
      OUTSIDER_PROSPECT: outsiderProspect,
    };
    const body = Object.fromEntries(
      Object.entries(template).map(([key, value]) => [key, ids[value] ?? value]),
    );
    const response = await start(sandbox, rep, body);
    expect({ status: response.status, body: response.body }).toEqual({ status, body: { ok: false, error } });
  });

  it("lets an admin call from a member's number", async () => {
    expect((await start(sandbox, admin, { phone_id: colleaguePhone, to: '+14155550111' })).status).toBe(200);
  });

  it('refuses a call without one minute of credits, and before the dialer is activated', async () => {
    const poor = await ctx.createMember({ tier: 'scale', isAdmin: true });
    const poorPhone = await phoneOf(poor, '+15125550177');
    const inactive = await start(sandbox, poor, { phone_id: poorPhone, to: '+14155550123' });
    expect(inactive.status).toBe(409);
    expect(inactive.body).toEqual({ ok: false, error: 'The dialer is not activated' });
    await ctx.database.db
      .insert(dialerAccounts)
      .values({ spaceId: poor.space.id, activatedAt: ctx.clock.now() });
    const [space] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, poor.space.id));
    const short = await start(sandbox, poor, { phone_id: poorPhone, to: '+14155550123' });
    expect(short.status).toBe(402);
    expect(short.body).toEqual({
      ok: false,
      error:
        space?.isBillingEnabled && !['manual', 'disabled'].includes(space.subscriptionMode)
          ? 'Not enough credits'
          : 'Please contact Sales to add more credits',
    });
    await grant(poor, 1);
    expect((await start(sandbox, poor, { phone_id: poorPhone, to: '+14155550123' })).status).toBe(200);
  });

  it('ends a call: per started minute charged once as call, a sandbox recording, disposition and note', async () => {
    const before = await creditBalance(ctx.database.db, admin.space.id);
    const { id } = (await start(sandbox, rep, { phone_id: repPhone, to: '+14155550123' })).payload;
    ctx.clock.advance(61_000);
    const ended = await end(rep, id, {
      result: 'answered',
      duration_seconds: 61,
      disposition: 'Interested',
      note: 'Call back Tuesday',
    });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({
      ok: true,
      payload: {
        id,
        result: 'answered',
        duration: 61,
        disposition: 'Interested',
        note: 'Call back Tuesday',
        record_url: `/api/dialer/calls/${id}/recording`,
        profile: { full_name: 'Jane Doe' },
      },
    });
    expect(await creditBalance(ctx.database.db, admin.space.id)).toBe(before - 2);
    // Again (a retry, or the note edited later): nothing charged, the note changed, the result kept.
    const again = await end(rep, id, { result: 'failed', duration_seconds: 600, note: 'Left a message' });
    expect(again.body).toMatchObject({
      payload: { result: 'answered', duration: 61, note: 'Left a message', disposition: 'Interested' },
    });
    expect(await creditBalance(ctx.database.db, admin.space.id)).toBe(before - 2);
    const ledger = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, admin.space.id), eq(creditLedger.idempotencyKey, `call:${id}`)));
    expect(ledger).toMatchObject([{ delta: -2, category: 'call', userId: rep.user.id }]);
    const recording = await sandbox.app.request(`/api/dialer/calls/${id}/recording`, { headers: rep.auth });
    expect(recording.status).toBe(200);
    expect(recording.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await recording.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('RIFF');
  });

  it('charges nothing for a call never connected, and what is left when the call outlasted the balance', async () => {
    const { id } = (await start(sandbox, rep, { phone_id: repPhone, to: '+14155550127' })).payload;
    const before = await creditBalance(ctx.database.db, admin.space.id);
    const missed = await end(rep, id, { result: 'no_answer', duration_seconds: 30 });
    expect(missed.body).toMatchObject({ payload: { result: 'no_answer', duration: 0, record_url: null } });
    expect(await creditBalance(ctx.database.db, admin.space.id)).toBe(before);

    const long = (await start(sandbox, rep, { phone_id: repPhone, to: '+14155550123' })).payload;
    const [row] = await ctx.database.db.select().from(dialerCalls).where(eq(dialerCalls.id, long.id));
    expect(row?.result).toBe('in_progress');
    await end(rep, long.id, { result: 'answered', duration_seconds: 3600 });
    expect(await creditBalance(ctx.database.db, admin.space.id)).toBe(0);
    const [charged] = await ctx.database.db.select().from(dialerCalls).where(eq(dialerCalls.id, long.id));
    expect(charged?.credits).toBe(before);
    const refused = await start(sandbox, rep, { phone_id: repPhone, to: '+14155550123' });
    expect(refused.status).toBe(402);
    await grant(admin, 10);
  });

  it.each([
    [
      { result: 'lost', duration_seconds: 1 },
      'result: result must be one of answered, no_answer, busy, failed, voicemail',
    ],
    [
      { result: 'in_progress', duration_seconds: 1 },
      'result: result must be one of answered, no_answer, busy, failed, voicemail',
    ],
    [{ result: 'answered' }, 'duration_seconds: duration_seconds is required'],
    [
      { result: 'answered', duration_seconds: -1 },
      'duration_seconds: duration_seconds must be a whole number from 0 to 86400',
    ],
    [
      { result: 'answered', duration_seconds: 86_401 },
      'duration_seconds: duration_seconds must be a whole number from 0 to 86400',
    ],
    [
      { result: 'answered', duration_seconds: 1.5 },
      'duration_seconds: duration_seconds must be a whole number from 0 to 86400',
    ],
    [
      { result: 'answered', duration_seconds: '60' },
      'duration_seconds: duration_seconds must be a whole number from 0 to 86400',
    ],
    [
      { result: 'answered', duration_seconds: 1, note: 'x'.repeat(2001) },
      'note: note can not be longer than 2000',
    ],
    [
      { result: 'answered', duration_seconds: 1, disposition: 'x'.repeat(101) },
      'disposition: disposition can not be longer than 100',
    ],
  ])('refuses the end %j', async (body, error) => {
    const { id } = (await start(sandbox, rep, { phone_id: repPhone, to: '+14155550123' })).payload;
    const response = await end(rep, id, body);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: { ok: false, error },
    });
  });

  it("keeps a call to the workspace and its member: another workspace's or another member's call is 404", async () => {
    const { id } = (await start(sandbox, rep, { phone_id: repPhone, to: '+14155550123' })).payload;
    const body = { result: 'answered', duration_seconds: 5 };
    for (const [member, callId] of [
      [outsider, id],
      [colleague, id],
      [rep, 'not-a-uuid'],
      [rep, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await end(member, callId, body);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 404,
        body: { ok: false, error: 'Call not found' },
      });
    }
    const foreignRecording = await sandbox.app.request(`/api/dialer/calls/${id}/recording`, {
      headers: outsider.auth,
    });
    expect(foreignRecording.status).toBe(404);
    expect(await foreignRecording.json()).toEqual({ ok: false, error: 'Call not found' });
    const form = new FormData();
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'call.webm', { type: 'audio/webm' }));
    const foreignUpload = await sandbox.app.request(`/api/dialer/calls/${id}/recording`, {
      method: 'PUT',
      headers: outsider.auth,
      body: form,
    });
    expect(foreignUpload.status).toBe(404);
    // An admin of the workspace may end it.
    expect((await end(admin, id, body)).status).toBe(200);
  });

  it('stores an uploaded recording (webm, ogg, wav, mpeg; at most 20 MB) and plays it back', async () => {
    const { id } = (await start(sip, rep, { phone_id: repPhone, to: '+14155550123' })).payload;
    const url = `/api/dialer/calls/${id}/recording`;
    const missing = await sip.app.request(url, { headers: rep.auth });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ ok: false, error: 'Recording not found' });
    const put = (type: string, bytes: Uint8Array) => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(bytes)], 'call', { type }));
      return sip.app.request(url, { method: 'PUT', headers: rep.auth, body: form });
    };
    const raw = await sip.app.request(url, {
      method: 'PUT',
      headers: { ...rep.auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ file: 'x' }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toEqual({
      ok: false,
      error: 'Send the recording as multipart/form-data with a file field',
    });
    const noFile = await sip.app.request(url, { method: 'PUT', headers: rep.auth, body: new FormData() });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ ok: false, error: 'file: Choose a recording' });
    const wrongType = await put('text/plain', new Uint8Array([1]));
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toEqual({
      ok: false,
      error: 'A recording must be audio/webm, audio/ogg, audio/wav or audio/mpeg',
    });
    const tooLarge = await put('audio/webm', new Uint8Array(20 * 1024 * 1024 + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ ok: false, error: 'A recording can not be larger than 20 MB' });
    const empty = await put('audio/webm', new Uint8Array());
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ ok: false, error: 'The recording is empty' });
    const audio = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 9, 8, 7]);
    const saved = await put('audio/webm;codecs=opus', audio);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ ok: true, payload: { record_url: url } });
    const played = await sip.app.request(url, { headers: admin.auth });
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/webm');
    expect(played.headers.get('content-disposition')).toBe(`inline; filename="call-${id}.webm"`);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(audio);
    // An uploaded recording is not replaced by the sandbox's tone at the end.
    const ended = await end(rep, id, { result: 'answered', duration_seconds: 3 });
    expect(ended.body).toMatchObject({ payload: { record_url: url } });
    const still = await sip.app.request(url, { headers: rep.auth });
    expect(still.headers.get('content-type')).toBe('audio/webm');
    // The call-recordings page lists only calls with a recording.
    const recorded = (await sip.api.get('/dialer/calls', { token: rep.token, query: { recorded: 'true' } }))
      .payload;
    expect(recorded.items.map((call) => call.id)).toContain(id);
    expect(recorded.items.every((call) => call.record_url !== null)).toBe(true);
    const all = (await sip.api.get('/dialer/calls', { token: rep.token })).payload;
    expect(all.total).toBeGreaterThan(recorded.total);
    const wrong = await sip.api.unchecked.get('/dialer/calls', {
      token: rep.token,
      query: { recorded: 'yes' },
    });
    expect(wrong.body).toEqual({ ok: false, error: 'recorded: recorded must be true or false' });
  });

  it("records an incoming call for the number's owner, with the caller's prospect, then ends it the same way", async () => {
    const incoming = await sandbox.api.unchecked.post('/dialer/calls/incoming', {
      token: rep.token,
      body: { from: 'sip:+14155550123@sip.test', to: '+1 512 555 0101' },
    });
    expect(incoming.status).toBe(200);
    const { id } = incoming.payload;
    const ended = await end(rep, id, { result: 'answered', duration_seconds: 30 });
    expect(ended.body).toMatchObject({
      payload: {
        direction: 'incoming',
        phone_number: '+15125550101',
        prospect_phone_number: '+14155550123',
        profile: { id: janeId },
        user_id: rep.user.id,
      },
    });
    // A call between two members: the caller id is the calling member's SIP user; the number is
    // the one of their call in progress to this number.
    const outgoing = (await start(sip, colleague, { phone_id: colleaguePhone, to: '+15125550101' })).payload;
    expect(outgoing.target_uri).toBe(`sip:${sipUserOf(admin.space.id, rep.user.id)}@sip.test`);
    const internal = await sandbox.api.unchecked.post('/dialer/calls/incoming', {
      token: rep.token,
      body: {
        from: `sip:${sipUserOf(admin.space.id, colleague.user.id)}@sip.test`,
        phone_id: repPhone,
        to: '+15125550101',
      },
    });
    const internalEntry = await end(rep, internal.payload.id, { result: 'answered', duration_seconds: 2 });
    expect(internalEntry.body).toMatchObject({
      payload: { direction: 'incoming', prospect_phone_number: '+15125550102' },
    });
    // A member of another workspace is nobody here.
    const stranger = await sandbox.api.unchecked.post('/dialer/calls/incoming', {
      token: rep.token,
      body: { from: `sip:${sipUserOf(outsider.space.id, outsider.user.id)}@sip.test`, to: '+15125550101' },
    });
    expect(stranger.body).toEqual({ ok: false, error: 'from: Wrong phone number format' });
    // One prospect's calls, for the inbox thread and the CRM timeline.
    const janes = (
      await sandbox.api.get('/dialer/calls', { token: rep.token, query: { prospect_id: janeId } })
    ).payload;
    expect(janes.items.map((entry) => entry.id)).toContain(id);
    expect(janes.items.every((entry) => entry.profile?.id === janeId)).toBe(true);
    const none = await sandbox.api.get('/dialer/calls', { token: rep.token, query: { prospect_id: 'x' } });
    expect(none.payload.total).toBe(0);
    const foreign = await sandbox.api.get('/dialer/calls', {
      token: outsider.token,
      query: { prospect_id: janeId },
    });
    expect(foreign.payload.total).toBe(0);
    const refusals = [
      [
        colleague,
        { from: '+14155550123', to: '+15125550101' },
        403,
        'Only the owner of the number or a workspace admin can take its calls',
      ],
      [rep, { from: '+14155550123', to: '+15125550199' }, 404, 'Phone number not found'],
      [outsider, { from: '+14155550123', phone_id: repPhone, to: 'x' }, 404, 'Phone number not found'],
      [rep, { from: 'anonymous', to: '+15125550101' }, 400, 'from: Wrong phone number format'],
      [rep, { to: '+15125550101' }, 400, 'from: Enter a phone number'],
    ] as const;
    for (const [member, body, status, error] of refusals) {
      const response = await sandbox.api.unchecked.post('/dialer/calls/incoming', {
        token: member.token,
        body,
      });
      expect({ status: response.status, body: response.body }).toEqual({
        status,
        body: { ok: false, error },
      });
    }
  });

  it('is behind the plan feature calling', async () => {
    const growth = await ctx.createMember({ tier: 'growth' });
    const response = await start(sandbox, growth, { phone_id: repPhone, to: '+14155550123' });
    expect(response.status).toBe(402);
  });
});
