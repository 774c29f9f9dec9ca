import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { type HookReceiver, startHookReceiver } from '../../../test/stand-ins/hook-receiver';
import { createApp } from '../../app';
import { labels, webhookDeliveries, webhooks } from '../../db/schema';
import {
  createOutreachEvents,
  type OutreachEventName,
  outreachEventNames,
} from '../../platform/outreach-events';
import { silentLogger } from '../../logger';
import type { CreatedApiKeyJson } from '../api-keys/api-keys.schema';
import { deliverDueWebhooks } from '../webhooks/webhook-deliveries';
import type { WebhookJson } from '../webhooks/webhooks.schema';
import type { ZapierEventJson } from './zapier.schema';

/** A stand-in for hooks.zapier.com: records what it gets and answers with `status`. */
const startReceiver = () =>
  startHookReceiver({
    path: '/hooks/standard/1/abc/',
    contentType: 'application/json',
    reply: () => '{"status":"success"}',
  });

describe.each(databaseModes())('Zapier REST hooks and polling on %s', (mode) => {
  let ctx: TestContext;
  let app: ReturnType<typeof createApp>;
  const events = createOutreachEvents();
  let receiver: HookReceiver;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    // The same API with WEBHOOKS_ALLOW_PRIVATE on (the receiver is local) and a bus the test emits on.
    app = createApp({ db: ctx.database, clock: ctx.clock, events, webhooksAllowPrivate: true });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await ctx?.close();
  });
  beforeEach(async () => {
    await ctx.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(webhookDeliveries.status, 'pending'));
    receiver.received.length = 0;
    receiver.state.status = 200;
  });

  const deps = () => ({ db: ctx.database.db, clock: ctx.clock, logger: silentLogger });

  async function call<T>(
    path: string,
    headers: Record<string, string>,
    options: { method?: string; body?: unknown } = {},
  ) {
    const response = await app.request(path, {
      method: options.method ?? 'GET',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = (await response.json()) as { ok: true; payload: T } | { ok: false; error: string };
    return { status: response.status, body, payload: (body.ok ? body.payload : undefined) as T };
  }

  /** A workspace with an API key, as Zapier holds it (X-API-Key, as the Zapier app sends it). */
  async function zapierAccount(spaceName?: string) {
    const member = await ctx.createMember({ spaceName });
    const key = await call<CreatedApiKeyJson>('/api/integrations/api_keys', member.auth, {
      method: 'POST',
      body: { name: 'Zapier' },
    });
    expect(key.status).toBe(201);
    return { member, key: { 'X-API-Key': key.payload.secret } };
  }

  const emit = (member: Member, name: OutreachEventName, data: Record<string, unknown> = {}) =>
    events.emit({
      name,
      spaceId: member.space.id,
      prospectId: null,
      workflowId: null,
      credentialId: null,
      at: ctx.clock.now(),
      data,
    });

  it("GET /zapier/me answers the key's workspace; a bad key gets 401 { ok: false }", async () => {
    const { key } = await zapierAccount('Acme Sales');
    const me = await call<{ space_name: string }>('/api/zapier/me', key);
    expect(me.status).toBe(200);
    expect(me.payload.space_name).toBe('Acme Sales');
    const badKeys: Record<string, string>[] = [
      { 'X-API-Key': 'rk_live_nope' },
      { Authorization: 'Bearer rk_live_nope' },
      {},
    ];
    for (const bad of badKeys) {
      const refused = await call('/api/zapier/me', bad);
      expect(refused.status).toBe(401);
      expect(refused.body.ok).toBe(false);
    }
  });

  it('GET /zapier/triggers lists the 15 trigger events with labels', async () => {
    const { key } = await zapierAccount();
    const triggers = await call<{ key: string; label: string }[]>('/api/zapier/triggers', key);
    expect(triggers.payload.map((trigger) => trigger.key)).toEqual([...outreachEventNames]);
    expect(triggers.payload.find((trigger) => trigger.key === 'got_reply')?.label).toBe('Prospect replied');
  });

  it('subscribe, an event is delivered signed to the target, unsubscribe stops it', async () => {
    const { member, key } = await zapierAccount();
    const hook = await call<{ id: string }>('/api/zapier/hooks', key, {
      method: 'POST',
      body: { target_url: receiver.url, event: 'got_reply' },
    });
    expect(hook.status).toBe(201);
    expect(hook.payload.id).toMatch(/^[0-9a-f-]{36}$/);

    // The subscription is a webhook of the workspace, from Zapier, read-only in the app.
    const list = await call<WebhookJson[]>('/api/integrations/webhook', member.auth);
    expect(list.payload).toEqual([
      expect.objectContaining({
        _id: hook.payload.id,
        source: 'zapier',
        update_types: ['got_reply'],
        url: receiver.url,
        last_delivery: null,
      }),
    ]);
    expect(list.payload[0]).not.toHaveProperty('secret');
    const edit = await call(`/api/integrations/webhook/${hook.payload.id}`, member.auth, {
      method: 'PUT',
      body: { is_active: false },
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({
      ok: false,
      error: 'This webhook is a Zapier subscription: change it in Zapier',
    });

    await emit(member, 'email_sent');
    await emit(member, 'got_reply', { text: 'Tell me more' });
    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 1,
      retrying: 0,
      failed: 0,
    });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request?.headers['x-webhook-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({ event: 'got_reply', data: { text: 'Tell me more', prospect_id: null } });
    const after = await call<WebhookJson[]>('/api/integrations/webhook', member.auth);
    expect(after.payload[0]?.last_delivery).toMatchObject({ status: 'delivered', status_code: 200 });

    const removed = await call<{ id: string }>(`/api/zapier/hooks/${hook.payload.id}`, key, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.payload).toEqual({ id: hook.payload.id });
    await emit(member, 'got_reply');
    expect(await deliverDueWebhooks(deps(), { allowPrivate: true })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 0,
    });
    expect(receiver.received).toHaveLength(1);
    const again = await call(`/api/zapier/hooks/${hook.payload.id}`, key, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ ok: false, error: 'Subscription not found' });
  });

  it("a 410 Gone from Zapier ends the subscription (Zapier's REST-hook rule)", async () => {
    const { member, key } = await zapierAccount();
    const hook = await call<{ id: string }>('/api/zapier/hooks', key, {
      method: 'POST',
      body: { target_url: receiver.url, event: 'meet_booked' },
    });
    receiver.state.status = 410;
    await emit(member, 'meet_booked');
    await deliverDueWebhooks(deps(), { allowPrivate: true });
    const rows = await ctx.database.db.select().from(webhooks).where(eq(webhooks.id, hook.payload.id));
    expect(rows).toEqual([]);
  });

  it('refuses an unknown event (listing the valid ones), a bad target URL and a bad limit', async () => {
    const { key } = await zapierAccount();
    const unknown = await call('/api/zapier/hooks', key, {
      method: 'POST',
      body: { target_url: receiver.url, event: 'email_opened_twice' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      ok: false,
      error: `Unknown event "email_opened_twice": the events are ${outreachEventNames.join(', ')}`,
    });
    const poll = await call('/api/zapier/triggers/nope', key);
    expect(poll.status).toBe(400);
    expect(poll.body.ok).toBe(false);
    const badUrl = await call('/api/zapier/hooks', key, {
      method: 'POST',
      body: { target_url: 'ftp://example.com/x', event: 'got_reply' },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ ok: false, error: 'The URL must have http or https protocol' });
    const missing = await call('/api/zapier/hooks', key, { method: 'POST', body: { event: 'got_reply' } });
    expect(missing.status).toBe(400);
    const limit = await call('/api/zapier/triggers/got_reply?limit=500', key);
    expect(limit.status).toBe(400);
    expect(limit.body).toEqual({ ok: false, error: 'limit: limit must be 1 to 100' });
  });

  it("polling answers the trigger's events newest first with unique ids, or one sample when none", async () => {
    const { member, key } = await zapierAccount();
    const empty = await call<ZapierEventJson[]>('/api/zapier/triggers/new_email', key);
    expect(empty.payload).toEqual([
      expect.objectContaining({ id: 'sample-new_email', event: 'new_email', data: expect.any(Object) }),
    ]);
    await emit(member, 'new_email', { subject: 'First' });
    ctx.clock.advance(1_000);
    await emit(member, 'email_sent', { subject: 'Not this one' });
    ctx.clock.advance(1_000);
    await emit(member, 'new_email', { subject: 'Second' });
    const polled = await call<ZapierEventJson[]>('/api/zapier/triggers/new_email', key);
    expect(polled.payload.map((event) => event.data.subject)).toEqual(['Second', 'First']);
    expect(new Set(polled.payload.map((event) => event.id)).size).toBe(2);
    expect(polled.payload[0]).toMatchObject({
      event: 'new_email',
      created_at: ctx.clock.now().toISOString(),
      data: { prospect_id: null, workflow_id: null, credential_id: null, prospect: null },
    });
    const one = await call<ZapierEventJson[]>('/api/zapier/triggers/new_email?limit=1', key);
    expect(one.payload.map((event) => event.data.subject)).toEqual(['Second']);
  });

  it('polling follows the label and base settings of /integrations/automation', async () => {
    const { member, key } = await zapierAccount();
    const [hot] = await ctx.database.db
      .insert(labels)
      .values({ spaceId: member.space.id, name: 'Hot', color: '#d93848' })
      .returning();
    const saved = await call('/api/integrations/webhook/settings', member.auth, {
      method: 'PUT',
      body: { label_ids: [hot?.id], include_message_text: false },
    });
    expect(saved.status).toBe(200);
    await emit(member, 'add_label', { label_id: 'another-label', label_name: 'Cold' });
    ctx.clock.advance(1_000);
    await emit(member, 'add_label', { label_id: hot?.id, label_name: 'Hot' });
    await emit(member, 'new_email', { subject: 'Pricing?', text: 'How much is it?' });
    const labelled = await call<ZapierEventJson[]>('/api/zapier/triggers/add_label', key);
    expect(labelled.payload.map((event) => event.data.label_name)).toEqual(['Hot']);
    const mail = await call<ZapierEventJson[]>('/api/zapier/triggers/new_email', key);
    expect(mail.payload[0]?.data).toMatchObject({ subject: null, text: null });
  });

  it("another workspace's key sees nothing of this one and cannot unsubscribe its hooks", async () => {
    const owner = await zapierAccount('Owner workspace');
    const stranger = await zapierAccount('Stranger workspace');
    const hook = await call<{ id: string }>('/api/zapier/hooks', owner.key, {
      method: 'POST',
      body: { target_url: receiver.url, event: 'mark_as_lead' },
    });
    await emit(owner.member, 'mark_as_lead', { secret_note: 'Only the owner' });

    const polled = await call<ZapierEventJson[]>('/api/zapier/triggers/mark_as_lead', stranger.key);
    expect(polled.payload.map((event) => event.id)).toEqual(['sample-mark_as_lead']);
    expect(JSON.stringify(polled.body)).not.toContain('Only the owner');
    const removed = await call(`/api/zapier/hooks/${hook.payload.id}`, stranger.key, { method: 'DELETE' });
    expect(removed.status).toBe(404);
    // A key is pinned to its workspace: naming the owner's is refused.
    const pinned = await call(
      `/api/zapier/triggers/mark_as_lead?space=${owner.member.space.id}`,
      stranger.key,
    );
    expect(pinned.status).toBe(403);
    const me = await call<{ space_name: string }>(`/api/zapier/me`, stranger.key);
    expect(me.payload.space_name).toBe('Stranger workspace');
    // An app webhook is not Zapier's to remove, even in its own workspace.
    const appHook = await call<WebhookJson>('/api/integrations/webhook', owner.member.auth, {
      method: 'POST',
      body: { url: receiver.url, update_types: ['got_reply'] },
    });
    const notZapier = await call(`/api/zapier/hooks/${appHook.payload._id}`, owner.key, { method: 'DELETE' });
    expect(notZapier.status).toBe(404);

    const still = await ctx.database.db.select().from(webhooks).where(eq(webhooks.id, hook.payload.id));
    expect(still).toHaveLength(1);
    // The stranger's events never reach the owner's subscription.
    await emit(stranger.member, 'mark_as_lead');
    await deliverDueWebhooks(deps(), { allowPrivate: true });
    expect(receiver.received.map((request) => JSON.parse(request.body).data.secret_note)).toEqual([
      'Only the owner',
    ]);
  });
});
