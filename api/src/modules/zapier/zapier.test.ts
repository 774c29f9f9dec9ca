import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type TestClient, type TestContext } from '../../../test/helpers';
import { type HookHarness, useHookHarness } from '../../../test/hook-harness';
import { type HookReceiver, startHookReceiver } from '../../../test/stand-ins/hook-receiver';
import { labels, webhooks } from '../../db/schema';
import { createOutreachEvents, outreachEventNames } from '../../platform/outreach-events';
import { deliverDueWebhooks } from '../webhooks/webhook-deliveries';

/** A stand-in for hooks.zapier.com: records what it gets and answers with `status`. */
const startReceiver = () =>
  startHookReceiver({
    path: '/hooks/standard/1/abc/',
    contentType: 'application/json',
    reply: () => '{"status":"success"}',
  });

describe.each(databaseModes())('Zapier REST hooks and polling on %s', (mode) => {
  let ctx: TestContext;
  let zapier: TestClient;
  let receiver: HookReceiver;
  let deps: HookHarness['deps'];
  let emit: HookHarness['emit'];
  const events = createOutreachEvents();
  useHookHarness(mode, events, startReceiver, (harness) => {
    ({ ctx, open: zapier, receiver, deps, emit } = harness);
  });

  /** A workspace with an API key, as Zapier holds it (X-API-Key, as the Zapier app sends it). */
  async function zapierAccount(spaceName?: string) {
    const member = await ctx.createMember({ spaceName });
    const key = await zapier.api.post('/integrations/api_keys', {
      token: member.token,
      body: { name: 'Zapier' },
    });
    expect(key.status).toBe(201);
    return { member, key: { 'X-API-Key': key.payload.secret } };
  }

  it("GET /zapier/me answers the key's workspace; a bad key gets 401 { ok: false }", async () => {
    const { key } = await zapierAccount('Acme Sales');
    const me = await zapier.api.get('/zapier/me', { headers: key });
    expect(me.status).toBe(200);
    expect(me.payload.space_name).toBe('Acme Sales');
    const badKeys: Record<string, string>[] = [
      { 'X-API-Key': 'rk_live_nope' },
      { Authorization: 'Bearer rk_live_nope' },
      {},
    ];
    for (const bad of badKeys) {
      const refused = await zapier.api.get('/zapier/me', { headers: bad });
      expect(refused.status).toBe(401);
      expect(refused.body.ok).toBe(false);
    }
  });

  it('GET /zapier/triggers lists the 15 trigger events with labels', async () => {
    const { key } = await zapierAccount();
    const triggers = await zapier.api.get('/zapier/triggers', { headers: key });
    expect(triggers.payload.map((trigger) => trigger.key)).toEqual([...outreachEventNames]);
    expect(triggers.payload.find((trigger) => trigger.key === 'got_reply')?.label).toBe('Prospect replied');
  });

  it('subscribe, an event is delivered signed to the target, unsubscribe stops it', async () => {
    const { member, key } = await zapierAccount();
    const hook = await zapier.api.post('/zapier/hooks', {
      headers: key,
      body: { target_url: receiver.url, event: 'got_reply' },
    });
    expect(hook.status).toBe(201);
    expect(hook.payload.id).toMatch(/^[0-9a-f-]{36}$/);

    // The subscription is a webhook of the workspace, from Zapier, read-only in the app.
    const list = await zapier.api.get('/integrations/webhook', { token: member.token });
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
    const edit = await zapier.api.put('/integrations/webhook/{id}', {
      path: { id: hook.payload.id },
      token: member.token,
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
    const after = await zapier.api.get('/integrations/webhook', { token: member.token });
    expect(after.payload[0]?.last_delivery).toMatchObject({ status: 'delivered', status_code: 200 });

    const removed = await zapier.api.delete('/zapier/hooks/{id}', {
      path: { id: hook.payload.id },
      headers: key,
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
    const again = await zapier.api.delete('/zapier/hooks/{id}', {
      path: { id: hook.payload.id },
      headers: key,
    });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ ok: false, error: 'Subscription not found' });
  });

  it("a 410 Gone from Zapier ends the subscription (Zapier's REST-hook rule)", async () => {
    const { member, key } = await zapierAccount();
    const hook = await zapier.api.post('/zapier/hooks', {
      headers: key,
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
    const unknown = await zapier.api.post('/zapier/hooks', {
      headers: key,
      body: { target_url: receiver.url, event: 'email_opened_twice' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      ok: false,
      error: `Unknown event "email_opened_twice": the events are ${outreachEventNames.join(', ')}`,
    });
    const poll = await zapier.api.get('/zapier/triggers/{event}', { path: { event: 'nope' }, headers: key });
    expect(poll.status).toBe(400);
    expect(poll.body.ok).toBe(false);
    const badUrl = await zapier.api.post('/zapier/hooks', {
      headers: key,
      body: { target_url: 'ftp://example.com/x', event: 'got_reply' },
    });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body).toEqual({ ok: false, error: 'The URL must have http or https protocol' });
    const missing = await zapier.api.unchecked.post('/zapier/hooks', {
      headers: key,
      body: { event: 'got_reply' },
    });
    expect(missing.status).toBe(400);
    const limit = await zapier.api.get('/zapier/triggers/{event}', {
      path: { event: 'got_reply' },
      query: { limit: 500 },
      headers: key,
    });
    expect(limit.status).toBe(400);
    expect(limit.body).toEqual({ ok: false, error: 'limit: limit must be 1 to 100' });
  });

  it("polling answers the trigger's events newest first with unique ids, or one sample when none", async () => {
    const { member, key } = await zapierAccount();
    const empty = await zapier.api.get('/zapier/triggers/{event}', {
      path: { event: 'new_email' },
      headers: key,
    });
    expect(empty.payload).toEqual([
      expect.objectContaining({ id: 'sample-new_email', event: 'new_email', data: expect.any(Object) }),
    ]);
    await emit(member, 'new_email', { subject: 'First' });
    ctx.clock.advance(1_000);
    await emit(member, 'email_sent', { subject: 'Not this one' });
    ctx.clock.advance(1_000);
    await emit(member, 'new_email', { subject: 'Second' });
    const polled = await zapier.api.get('/zapier/triggers/{event}', {
      path: { event: 'new_email' },
      headers: key,
    });
    expect(polled.payload.map((event) => event.data.subject)).toEqual(['Second', 'First']);
    expect(new Set(polled.payload.map((event) => event.id)).size).toBe(2);
    expect(polled.payload[0]).toMatchObject({
      event: 'new_email',
      created_at: ctx.clock.now().toISOString(),
      data: { prospect_id: null, workflow_id: null, credential_id: null, prospect: null },
    });
    const one = await zapier.api.get('/zapier/triggers/{event}', {
      path: { event: 'new_email' },
      query: { limit: 1 },
      headers: key,
    });
    expect(one.payload.map((event) => event.data.subject)).toEqual(['Second']);
  });

  it('polling follows the label and base settings of /integrations/automation', async () => {
    const { member, key } = await zapierAccount();
    const [hot] = await ctx.database.db
      .insert(labels)
      .values({ spaceId: member.space.id, name: 'Hot', color: '#d93848' })
      .returning();
    if (!hot) throw new Error('no label');
    const saved = await zapier.api.put('/integrations/webhook/settings', {
      token: member.token,
      body: { label_ids: [hot.id], include_message_text: false },
    });
    expect(saved.status).toBe(200);
    await emit(member, 'add_label', { label_id: 'another-label', label_name: 'Cold' });
    ctx.clock.advance(1_000);
    await emit(member, 'add_label', { label_id: hot.id, label_name: 'Hot' });
    await emit(member, 'new_email', { subject: 'Pricing?', text: 'How much is it?' });
    const labelled = await zapier.api.get('/zapier/triggers/{event}', {
      path: { event: 'add_label' },
      headers: key,
    });
    expect(labelled.payload.map((event) => event.data.label_name)).toEqual(['Hot']);
    const mail = await zapier.api.get('/zapier/triggers/{event}', {
      path: { event: 'new_email' },
      headers: key,
    });
    expect(mail.payload[0]?.data).toMatchObject({ subject: null, text: null });
  });

  it("another workspace's key sees nothing of this one and cannot unsubscribe its hooks", async () => {
    const owner = await zapierAccount('Owner workspace');
    const stranger = await zapierAccount('Stranger workspace');
    const hook = await zapier.api.post('/zapier/hooks', {
      headers: owner.key,
      body: { target_url: receiver.url, event: 'mark_as_lead' },
    });
    await emit(owner.member, 'mark_as_lead', { secret_note: 'Only the owner' });

    const polled = await zapier.api.get('/zapier/triggers/{event}', {
      path: { event: 'mark_as_lead' },
      headers: stranger.key,
    });
    expect(polled.payload.map((event) => event.id)).toEqual(['sample-mark_as_lead']);
    expect(JSON.stringify(polled.body)).not.toContain('Only the owner');
    const removed = await zapier.api.delete('/zapier/hooks/{id}', {
      path: { id: hook.payload.id },
      headers: stranger.key,
    });
    expect(removed.status).toBe(404);
    // A key is pinned to its workspace: naming the owner's is refused.
    const pinned = await zapier.api.get('/zapier/triggers/{event}', {
      path: { event: 'mark_as_lead' },
      query: { space: owner.member.space.id },
      headers: stranger.key,
    });
    expect(pinned.status).toBe(403);
    const me = await zapier.api.get('/zapier/me', { headers: stranger.key });
    expect(me.payload.space_name).toBe('Stranger workspace');
    // An app webhook is not Zapier's to remove, even in its own workspace.
    const appHook = await zapier.api.post('/integrations/webhook', {
      token: owner.member.token,
      body: { url: receiver.url, update_types: ['got_reply'] },
    });
    const notZapier = await zapier.api.delete('/zapier/hooks/{id}', {
      path: { id: appHook.payload._id },
      headers: owner.key,
    });
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
