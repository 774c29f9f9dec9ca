import { eq } from 'drizzle-orm';
import type { ApiBody } from '@outreach/core/contract';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, on, type TestClient, type TestContext } from '../../../test/helpers';
import { type HookHarness, useHookHarness } from '../../../test/hook-harness';
import { type HookReceiver, startHookReceiver } from '../../../test/stand-ins/hook-receiver';
import { labels, prospects, webhookDeliveries, webhooks, workflows } from '../../db/schema';
import { createOutreachEvents, outreachEventNames } from '../../platform/outreach-events';
import { guardedLookup, isPrivateAddress } from '../../ssrf';
import { deliverDueWebhooks, maxWebhookAttempts, webhookBackoffMs } from './webhook-deliveries';
import { verifyWebhookSignature } from './webhook-signing';

/** A local receiver: records what it gets and answers with `status`. */
const startReceiver = () =>
  startHookReceiver({ reply: (status) => (status < 300 ? 'thanks' : 'receiver broke') });

describe('SSRF address rules', () => {
  it('refuses loopback, RFC 1918, link-local and metadata, CGNAT, unique-local and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '172.32.0.1']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('checks the address actually connected to: a name resolving to loopback is refused at connect time', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(false)('localhost', {}, (lookupError) => resolve(lookupError)),
    );
    expect(error?.code).toBe('EPRIVATEADDRESS');
    const allowed = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      guardedLookup(true)('localhost', {}, (lookupError) => resolve(lookupError)),
    );
    expect(allowed).toBeNull();
  });
});

/** What creating a webhook takes, as the route declares it. */
type HookBody = NonNullable<ApiBody<'post', '/integrations/webhook'>>;

describe.each(databaseModes())('webhooks on %s', (mode) => {
  let ctx: TestContext;
  let open: TestClient;
  let receiver: HookReceiver;
  let deps: HookHarness['deps'];
  let emit: HookHarness['emit'];
  const events = createOutreachEvents();
  useHookHarness(mode, events, startReceiver, (harness) => {
    ({ ctx, open, receiver, deps, emit } = harness);
  });

  async function createHook(
    member: Member,
    updateTypes: HookBody['update_types'] = ['got_reply'],
    extra: Partial<HookBody> = {},
  ) {
    const response = await open.api.post('/integrations/webhook', {
      token: member.token,
      body: { url: receiver.url, update_types: updateTypes, ...extra },
    });
    expect(response.status).toBe(201);
    return response.payload;
  }

  describe('SSRF-safe: private and loopback targets refused unless allowed', () => {
    it.each([
      ['http://127.0.0.1/hook', 'The URL points to a private or local address, which is not allowed'],
      ['http://10.0.0.5:8080/hook', 'The URL points to a private or local address, which is not allowed'],
      [
        'http://169.254.169.254/latest/meta-data',
        'The URL points to a private or local address, which is not allowed',
      ],
      ['http://[::1]:3000/hook', 'The URL points to a private or local address, which is not allowed'],
      ['http://localhost:3000/hook', 'The URL points to a private or local address, which is not allowed'],
      ['file:///etc/passwd', 'The URL must have http or https protocol'],
      ['gopher://example.com/x', 'The URL must have http or https protocol'],
      ['not a url', 'This field should be a valid URL'],
    ])('create refuses %s with WEBHOOKS_ALLOW_PRIVATE off', async (url, message) => {
      const member = await ctx.createMember();
      const response = await ctx.request('/api/integrations/webhook', {
        token: member.token,
        method: 'POST',
        body: { url, update_types: ['got_reply'] },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
      const list = await ctx.api.get('/integrations/webhook', { token: member.token });
      expect(list.payload).toEqual([]);
    });

    it('a saved URL that is private is refused again at send time, nothing reaches it', async () => {
      const member = await ctx.createMember();
      await createHook(member);
      await emit(member, 'got_reply');
      const result = await deliverDueWebhooks(deps(), { allowPrivate: false });
      expect(result).toEqual({ delivered: 0, retrying: 1, failed: 0 });
      expect(receiver.received).toHaveLength(0);
      const [row] = await ctx.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.spaceId, member.space.id));
      expect(row?.error).toBe('The URL points to a private or local address, which is not allowed');
    });
  });

  it('A webhook needs at least one update type', async () => {
    const member = await ctx.createMember();
    const response = await open.api.post('/integrations/webhook', {
      token: member.token,
      body: { url: receiver.url, update_types: [] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      ok: false,
      error: 'update_types: A webhook needs at least one update type',
    });
    const unknown = await open.api.unchecked.post('/integrations/webhook', {
      token: member.token,
      body: { url: receiver.url, update_types: ['email_opened_twice'] },
    });
    expect(unknown.status).toBe(400);
  });

  it('shows the secret once on create and on rotate, only its hint otherwise', async () => {
    const member = await ctx.createMember();
    const created = await createHook(member);
    expect(created.secret).toMatch(/^whsec_/);
    const list = await open.api.get('/integrations/webhook', { token: member.token });
    expect(list.payload).toHaveLength(1);
    expect(list.payload[0]?.secret).toBeUndefined();
    expect(list.payload[0]?.secret_hint).toBe(`…${created.secret?.slice(-4)}`);
    const rotated = await open.api.post('/integrations/webhook/{id}/rotate_secret', on(member, created._id));
    expect(rotated.payload.secret).toMatch(/^whsec_/);
    expect(rotated.payload.secret).not.toBe(created.secret);
    // At rest the secret is AES-256-GCM ciphertext, never the value that signs.
    const [stored] = await ctx.database.db.select().from(webhooks).where(eq(webhooks.id, created._id));
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain(rotated.payload.secret?.slice(6));
    // A secret stored in clear before encryption still signs (and shows its hint).
    await ctx.database.db
      .update(webhooks)
      .set({ secret: 'whsec_legacy-clear-secret' })
      .where(eq(webhooks.id, created._id));
    const legacy = await open.api.get('/integrations/webhook', { token: member.token });
    expect(legacy.payload[0]?.secret_hint).toBe('…cret');
  });

  it('updates URL, update types and active flag; an inactive webhook gets nothing', async () => {
    const member = await ctx.createMember();
    const created = await createHook(member);
    const updated = await open.api.put('/integrations/webhook/{id}', {
      ...on(member, created._id),
      body: { update_types: ['mark_as_lead', 'meet_booked'], is_active: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.payload).toMatchObject({
      update_types: ['mark_as_lead', 'meet_booked'],
      is_active: false,
    });
    await emit(member, 'mark_as_lead');
    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
    const refused = await ctx.request(`/api/integrations/webhook/${created._id}`, {
      token: member.token,
      method: 'PUT',
      body: { url: 'http://192.168.0.10/x' },
    });
    expect(refused.status).toBe(400);
  });

  it('every trigger event name can be subscribed, and only subscribed events are delivered', async () => {
    const member = await ctx.createMember();
    await createHook(member, [...outreachEventNames]);
    const other = await ctx.createMember();
    await createHook(other, ['got_reply']);
    for (const name of outreachEventNames) await emit(member, name);
    await emit(other, 'email_sent');
    await emit(other, 'got_reply');
    const result = await deliverDueWebhooks(deps(), { allowPrivate: true });
    expect(result.delivered).toBe(outreachEventNames.length + 1);
    const delivered = receiver.received.map(
      (request) => (JSON.parse(request.body) as { event: string }).event,
    );
    expect(delivered.sort()).toEqual([...outreachEventNames, 'got_reply'].sort());
  });

  it('label settings: only the chosen labels send their events; base settings: the message text stays out', async () => {
    const member = await ctx.createMember();
    const other = await ctx.createMember();
    await createHook(member, ['add_label', 'delete_label', 'got_reply']);
    const [hot, cold] = await ctx.database.db
      .insert(labels)
      .values([
        { spaceId: member.space.id, name: 'Hot', color: '#d93848' },
        { spaceId: member.space.id, name: 'Cold', color: '#3b82f6' },
      ])
      .returning();
    const [foreign] = await ctx.database.db
      .insert(labels)
      .values({ spaceId: other.space.id, name: 'Theirs', color: '#3b82f6' })
      .returning();
    if (!hot || !cold || !foreign) throw new Error('no labels');
    const settingsPath = '/integrations/webhook/settings';
    expect((await open.api.get(settingsPath, { token: member.token })).payload).toEqual({
      label_ids: null,
      include_message_text: true,
      updated_at: null,
    });
    // Another workspace's label, an id that is none, a wrong shape: refused, nothing saved.
    for (const [body, status, error] of [
      [{ label_ids: [hot.id, foreign.id] }, 404, 'Label not found'],
      [{ label_ids: ['nope'] }, 404, 'Label not found'],
      [{ label_ids: 'all' }, 400, 'label_ids'],
      [{ include_message_text: 'no' }, 400, 'include_message_text'],
      [{ colour: 'red' }, 400, 'colour'],
    ] as const) {
      const refused = await open.api.unchecked.put(settingsPath, { token: member.token, body });
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(refused.body)).toContain(error);
    }
    expect((await open.api.get(settingsPath, { token: member.token })).payload).toMatchObject({
      label_ids: null,
      updated_at: null,
    });

    const saved = await open.api.put(settingsPath, {
      token: member.token,
      body: { label_ids: [hot.id], include_message_text: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.payload).toEqual({
      label_ids: [hot.id],
      include_message_text: false,
      updated_at: ctx.clock.now().toISOString(),
    });
    // The other workspace keeps its defaults.
    expect((await open.api.get(settingsPath, { token: other.token })).payload).toMatchObject({
      label_ids: null,
    });

    await emit(member, 'add_label', { label_id: cold.id, label_name: 'Cold' });
    await emit(member, 'delete_label', { label_id: cold.id, label_name: 'Cold' });
    await emit(member, 'add_label', { label_id: hot.id, label_name: 'Hot' });
    await emit(member, 'got_reply', { text: 'Call me tomorrow', channel: 'email' });
    await deliverDueWebhooks(deps(), { allowPrivate: true });
    const bodies = receiver.received.map(
      (request) => JSON.parse(request.body) as { event: string; data: Record<string, unknown> },
    );
    expect(bodies.map((body) => [body.event, body.data.label_name ?? null]).sort()).toEqual([
      ['add_label', 'Hot'],
      ['got_reply', null],
    ]);
    expect(bodies.find((body) => body.event === 'got_reply')?.data).toMatchObject({
      text: null,
      channel: 'email',
    });

    // Every label again, with the text.
    await open.api.put(settingsPath, {
      token: member.token,
      body: { label_ids: null, include_message_text: true },
    });
    receiver.received.length = 0;
    await emit(member, 'add_label', { label_id: cold.id, label_name: 'Cold' });
    await deliverDueWebhooks(deps(), { allowPrivate: true });
    expect(receiver.received).toHaveLength(1);
  });

  it('delivers { id, event, created_at, data } with a signature the receiver can verify', async () => {
    const member = await ctx.createMember();
    const created = await createHook(member, ['got_reply']);
    const [prospect] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: member.space.id, firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace' })
      .returning();
    await emit(member, 'got_reply', { text: 'Sounds good' }, prospect?.id ?? null);
    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 1,
      retrying: 0,
      failed: 0,
    });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    if (!request || !created.secret) throw new Error('no request');
    const timestamp = String(request.headers['x-webhook-timestamp']);
    expect(timestamp).toBe(String(Math.floor(ctx.clock.now().getTime() / 1000)));
    expect(request.headers['x-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    const signature = String(request.headers['x-webhook-signature']);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(created.secret, timestamp, request.body, signature)).toBe(true);
    expect(verifyWebhookSignature('whsec_wrong', timestamp, request.body, signature)).toBe(false);
    expect(verifyWebhookSignature(created.secret, timestamp, `${request.body} `, signature)).toBe(false);
    const body = JSON.parse(request.body);
    expect(Object.keys(body).sort()).toEqual(['created_at', 'data', 'event', 'id']);
    expect(body).toMatchObject({
      event: 'got_reply',
      created_at: ctx.clock.now().toISOString(),
      data: { text: 'Sounds good', prospect_id: prospect?.id, prospect: { full_name: 'Ada Lovelace' } },
    });

    const log = await open.api.get('/integrations/webhook/{id}/deliveries', on(member, created._id));
    expect(log.payload.total).toBe(1);
    expect(log.payload.items[0]).toMatchObject({
      status: 'delivered',
      status_code: 200,
      attempts: 1,
      response_body: 'thanks',
    });
    expect(log.payload.items[0]?.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('retries with backoff after a 500 (1 min, 5 min, 30 min, 2 h, 12 h), then fails; replay sends it again', async () => {
    const member = await ctx.createMember();
    const created = await createHook(member, ['meet_booked']);
    receiver.state.status = 500;
    await emit(member, 'meet_booked');

    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 0,
      retrying: 1,
      failed: 0,
    });
    for (const [index, wait] of webhookBackoffMs.entries()) {
      // Not before its time.
      ctx.clock.advance(wait - 1_000);
      expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
        delivered: 0,
        retrying: 0,
        failed: 0,
      });
      ctx.clock.advance(1_000);
      const result = await deliverDueWebhooks(deps(), { allowPrivate: true });
      if (index < webhookBackoffMs.length - 1)
        expect(result).toEqual({ delivered: 0, retrying: 1, failed: 0 });
      else expect(result).toEqual({ delivered: 0, retrying: 0, failed: 1 });
    }
    expect(receiver.received).toHaveLength(maxWebhookAttempts);
    const ids = new Set(receiver.received.map((request) => (JSON.parse(request.body) as { id: string }).id));
    expect(ids.size).toBe(1); // the same event id on every attempt

    const log = await open.api.get('/integrations/webhook/{id}/deliveries', on(member, created._id));
    const failed = log.payload.items[0];
    if (!failed) throw new Error('no delivery');
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: maxWebhookAttempts,
      status_code: 500,
      response_body: 'receiver broke',
      error: 'Webhook responded with status code 500',
      next_attempt_at: null,
    });

    receiver.state.status = 204;
    const replay = await open.api.post('/integrations/webhook/deliveries/{deliveryId}/replay', {
      path: { deliveryId: failed._id },
      token: member.token,
    });
    expect(replay.status).toBe(200);
    expect(replay.payload).toMatchObject({
      status: 'delivered',
      status_code: 204,
      replay_of: failed._id,
      attempts: 1,
    });
    expect(receiver.received).toHaveLength(maxWebhookAttempts + 1);
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}').id).toBe([...ids][0]);
    const after = await open.api.get('/integrations/webhook/{id}/deliveries', {
      path: { id: created._id },
      query: { limit: 1 },
      token: member.token,
    });
    expect(after.payload).toMatchObject({ total: 2, limit: 1 });
    expect(after.payload.items).toHaveLength(1);
  });

  it('test endpoint: "Webhook responded with status code 500"', async () => {
    const member = await ctx.createMember();
    const created = await createHook(member, ['email_sent']);
    receiver.state.status = 500;
    const failed = await open.api.post('/integrations/webhook/{id}/test', on(member, created._id));
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({ ok: false, error: 'Webhook responded with status code 500' });
    receiver.state.status = 200;
    const passed = await open.api.post('/integrations/webhook/{id}/test', on(member, created._id));
    expect(passed.status).toBe(200);
    expect(passed.payload).toMatchObject({ status: 'delivered', status_code: 200, event: 'email_sent' });
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}').data.sample).toBe(true);
    // A test send is never retried by the outbox.
    ctx.clock.advance(webhookBackoffMs[0]);
    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('another workspace gets 404 on every route and sees none of the webhooks', async () => {
    const owner = await ctx.createMember();
    const created = await createHook(owner, ['got_reply']);
    await emit(owner, 'got_reply');
    await deliverDueWebhooks(deps(), { allowPrivate: true });
    const log = await open.api.get('/integrations/webhook/{id}/deliveries', on(owner, created._id));
    const deliveryId = log.payload.items[0]?._id;
    const stranger = await ctx.createMember();
    const list = await open.api.get('/integrations/webhook', { token: stranger.token });
    expect(list.payload).toEqual([]);
    for (const [method, path, body] of [
      ['PUT', `/api/integrations/webhook/${created._id}`, { is_active: false }],
      ['DELETE', `/api/integrations/webhook/${created._id}`, undefined],
      ['POST', `/api/integrations/webhook/${created._id}/test`, undefined],
      ['POST', `/api/integrations/webhook/${created._id}/rotate_secret`, undefined],
      ['GET', `/api/integrations/webhook/${created._id}/deliveries`, undefined],
      ['POST', `/api/integrations/webhook/deliveries/${deliveryId}/replay`, undefined],
    ] as const) {
      const response = await open.request(path, { method, body, token: stranger.token });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.ok).toBe(false);
    }
    const still = await open.api.get('/integrations/webhook', { token: owner.token });
    expect(still.payload[0]).toMatchObject({ _id: created._id, is_active: true });
    // A stranger's events never reach the owner's webhook.
    await emit(stranger, 'got_reply');
    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it("a webhook with a campaign gets only that campaign's events", async () => {
    const member = await ctx.createMember();
    const [campaign, otherCampaign] = await ctx.database.db
      .insert(workflows)
      .values([
        { spaceId: member.space.id, name: 'Ours' },
        { spaceId: member.space.id, name: 'Not ours' },
      ])
      .returning();
    await createHook(member, ['email_sent'], { workflow_id: campaign?.id });
    for (const workflowId of [campaign?.id, otherCampaign?.id, null]) {
      await events.emit({
        name: 'email_sent',
        spaceId: member.space.id,
        prospectId: null,
        workflowId: workflowId ?? null,
        credentialId: null,
        at: ctx.clock.now(),
        data: {},
      });
    }
    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 1,
      retrying: 0,
      failed: 0,
    });
    expect(JSON.parse(receiver.received[0]?.body ?? '{}').data.workflow_id).toBe(campaign?.id);
    const stranger = await ctx.createMember();
    const [foreign] = await ctx.database.db
      .insert(workflows)
      .values({ spaceId: stranger.space.id, name: 'X' })
      .returning();
    const refused = await open.api.post('/integrations/webhook', {
      token: member.token,
      body: { url: receiver.url, update_types: ['email_sent'], workflow_id: foreign?.id },
    });
    expect(refused.status).toBe(404);
  });

  it('two workers delivering at once send each delivery once', async () => {
    const member = await ctx.createMember();
    await createHook(member, ['new_message']);
    for (let index = 0; index < 5; index += 1) await emit(member, 'new_message', { index });
    const results = await Promise.all([
      deliverDueWebhooks(deps(), { allowPrivate: true }),
      deliverDueWebhooks(deps(), { allowPrivate: true }),
    ]);
    expect(results.reduce((sum, result) => sum + result.delivered, 0)).toBe(5);
    expect(receiver.received).toHaveLength(5);
  });

  it('one pass works through a backlog larger than a batch', async () => {
    const member = await ctx.createMember();
    await createHook(member, ['invite_sent']);
    for (let index = 0; index < 25; index += 1) await emit(member, 'invite_sent', { index });
    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 25,
      retrying: 0,
      failed: 0,
    });
    expect(receiver.received).toHaveLength(25);
  });

  it('deleting a webhook removes it and its pending deliveries', async () => {
    const member = await ctx.createMember();
    const created = await createHook(member, ['got_reply']);
    await emit(member, 'got_reply');
    const removed = await open.api.delete('/integrations/webhook/{id}', on(member, created._id));
    expect(removed.status).toBe(200);
    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
    expect(receiver.received).toHaveLength(0);
  });
});
