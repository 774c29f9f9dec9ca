import { defaultMessagingSettings, targetingSchema } from '@outreach/core/ai';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  databaseModes,
  type Member,
  type TestClient,
  type TestContext,
} from '../../../../test/helpers';
import { type CalendlyStandIn, startCalendlyStandIn } from '../../../../test/stand-ins/calendly';
import { insertCredential } from '../../../../test/workspaces';
import {
  aiConversations,
  aiEmployees,
  dialogs,
  outreachEventLog,
  prospects,
  schedulingBookings,
  schedulingConnections,
  tasks,
} from '../../../db/schema';
import { signatureHeader, signBooking } from '../../../providers/scheduling/scheduling.provider';
import { calendlyMessages } from './calendly.schema';

let standIn: CalendlyStandIn;
let ctx: TestContext;
/** The same database and clock, with the scheduling sandbox (no CALENDLY_* set). */
let sandboxApp: TestClient;

const callbackPath = '/api/integrations/calendly/oauth_callback';

/** POST connect as the UI does: the authorisation URL's state and the binding cookie it set. */
async function begin(member: Member, client: TestClient = ctx) {
  const response = await client.api.post('/integrations/calendly/connect', { token: member.token });
  expect(response.status).toBe(200);
  const url = new URL(response.payload.url);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { url, state: url.searchParams.get('state') ?? '', cookie };
}

/** Calendly's redirect back to the callback, in the browser that began; where it lands. */
async function callback(query: Record<string, string>, cookie: string, client: TestClient = ctx) {
  const response = await client.app.request(`${callbackPath}?${new URLSearchParams(query)}`, {
    headers: { Cookie: cookie },
  });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '', 'http://localhost');
  return { path: location.pathname, error: location.searchParams.get('error') };
}

async function connect(member: Member) {
  const { state, cookie } = await begin(member);
  return callback({ code: standIn.oauthCode(), state }, cookie);
}

async function connectionOf(member: Member) {
  const [row] = await ctx.database.db
    .select()
    .from(schedulingConnections)
    .where(eq(schedulingConnections.userId, member.user.id));
  return row ?? null;
}

/** Calendly's delivery to the connection's webhook, signed with the key the subscription was given. */
async function deliver(member: Member, body: unknown, key?: string) {
  const row = await connectionOf(member);
  const hook = [...standIn.subscriptions.values()].find((candidate) => candidate.uri === row?.webhookUri);
  const raw = JSON.stringify(body);
  const url = new URL(hook?.callbackUrl ?? 'http://localhost/none');
  return ctx.request(`${url.pathname}${url.search}`, {
    method: 'POST',
    body: raw,
    headers: { [signatureHeader]: signBooking(key ?? hook?.signingKey ?? '', raw, ctx.clock.now()) },
  });
}

const booking = (email: string, inviteeUri = `${standIn.url}/scheduled_events/SE-1/invitees/${email}`) => ({
  event: 'invitee.created',
  created_at: ctx.clock.now().toISOString(),
  payload: {
    uri: inviteeUri,
    email,
    name: 'Dana Scully',
    scheduled_event: {
      uri: `${standIn.url}/scheduled_events/SE-1`,
      name: 'Intro call',
      start_time: '2026-01-06T10:00:00Z',
    },
  },
});

/** An AI employee booking on `member`'s Calendly, and a thread of it with a prospect in `status`. */
async function employeeThread(member: Member, status: 'waiting_for_reply' | 'waiting_for_follow_up') {
  const db = ctx.database.db;
  const credentialId = await insertCredential(ctx, member.space);
  const [employee] = await db
    .insert(aiEmployees)
    .values({
      spaceId: member.space.id,
      creatorId: member.user.id,
      profileId: 'ava-mitchell',
      name: 'Ava Mitchell',
      settings: {
        objective: {
          problem: 'p',
          solution: 's',
          contact_reason: 'c',
          language: 'english',
          tone: 'professional',
        },
        cases: [],
        free_value: [],
        faq: [],
      },
      targeting: targetingSchema.parse({}),
      messagingSettings: defaultMessagingSettings(member.user.id),
      calendlyUser: member.user.id,
    })
    .returning();
  const email = `dana-${Math.random().toString(36).slice(2, 8)}@reachly.test`;
  const [prospect] = await db
    .insert(prospects)
    .values({
      spaceId: member.space.id,
      firstName: 'Dana',
      lastName: 'Scully',
      fullName: 'Dana Scully',
      workEmail: email,
      emailKey: email,
    })
    .returning();
  if (!employee || !prospect) throw new Error('no fixture');
  const [dialog] = await db
    .insert(dialogs)
    .values({ spaceId: member.space.id, credentialId, prospectId: prospect.id })
    .returning();
  if (!dialog) throw new Error('no dialog');
  const [conversation] = await db
    .insert(aiConversations)
    .values({
      spaceId: member.space.id,
      employeeId: employee.id,
      dialogId: dialog.id,
      prospectId: prospect.id,
      credentialId,
      status,
      nextAt: ctx.clock.now(),
    })
    .returning();
  if (!conversation) throw new Error('no conversation');
  return { email, prospectId: prospect.id, conversationId: conversation.id, employeeId: employee.id };
}

async function statusOf(conversationId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(aiConversations)
    .where(eq(aiConversations.id, conversationId));
  return row?.status;
}

describe.each(databaseModes())('Calendly on %s', (mode) => {
  beforeAll(async () => {
    standIn = await startCalendlyStandIn({ tokens: [], eventTypeCount: 130 });
    // Read when the app is built (providers/scheduling/create-scheduling.ts).
    process.env.CALENDLY_CLIENT_ID = 'client-id';
    process.env.CALENDLY_CLIENT_SECRET = 'client-secret';
    process.env.CALENDLY_API_URL = standIn.url;
    process.env.CALENDLY_AUTH_URL = standIn.url;
    try {
      ctx = await createTestContext({ mode });
    } finally {
      delete process.env.CALENDLY_CLIENT_ID;
      delete process.env.CALENDLY_CLIENT_SECRET;
      delete process.env.CALENDLY_API_URL;
      delete process.env.CALENDLY_AUTH_URL;
    }
    sandboxApp = ctx.withApp();
  });

  afterAll(async () => {
    await ctx?.close();
    await standIn?.close();
  });

  describe('Calendly connection (spec ai-telephony §4, §7) against the Calendly stand-in', () => {
    it("connect answers Calendly's authorisation URL for a new tab, with our callback and a fresh state", async () => {
      const member = await ctx.createMember();
      const { url, state } = await begin(member);
      expect(`${url.origin}${url.pathname}`).toBe(`${standIn.url}/oauth/authorize`);
      expect(url.searchParams.get('client_id')).toBe('client-id');
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('redirect_uri')).toBe(`http://localhost${callbackPath}`);
      expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('the callback stores the token (sealed), subscribes the booking webhook and GET users shows calendly_token', async () => {
      const member = await ctx.createMember({ firstName: 'Fox', lastName: 'Mulder' });
      expect(await connect(member)).toEqual({ path: '/integrations', error: null });
      const row = await connectionOf(member);
      expect(row?.status).toBe('connected');
      expect(row?.accessToken).toMatch(/^v1\./);
      expect(standIn.subscriptions.get(row?.webhookUri ?? '')?.callbackUrl).toBe(
        `http://localhost/api/integrations/calendly/webhook?connection_id=${row?.id}`,
      );
      expect(standIn.subscriptions.get(row?.webhookUri ?? '')?.events).toEqual([
        'invitee.created',
        'invitee.canceled',
      ]);
      const users = (await ctx.api.get('/integrations/calendly/users', { token: member.token })).payload;
      expect(users).toEqual([
        {
          id: member.user.id,
          first_name: 'Fox',
          last_name: 'Mulder',
          user_avatar: null,
          calendly_token: { id: row?.id, calendly_user_id: standIn.userUri },
          calendly_error: null,
        },
      ]);
    });

    it("a state that is not this browser's, or reused, is refused and nothing is stored", async () => {
      const member = await ctx.createMember();
      const { state, cookie } = await begin(member);
      expect(
        (await callback({ code: standIn.oauthCode(), state }, 'oauth_scheduling_calendly=forged')).error,
      ).toBe(calendlyMessages.stateRefused);
      expect(await callback({ code: standIn.oauthCode(), state }, cookie)).toEqual({
        path: '/integrations',
        error: null,
      });
      expect((await callback({ code: standIn.oauthCode(), state }, cookie)).error).toBe(
        calendlyMessages.stateRefused,
      );
      expect((await callback({ error: 'access_denied', state }, cookie)).error).toBe(
        calendlyMessages.cancelled,
      );
    });

    it('the same Calendly account for a second user of the workspace is "Calendly already connected to another user"', async () => {
      const owner = await ctx.createMember();
      const colleague = await ctx.createMember({ space: owner.space });
      await connect(owner);
      expect((await connect(colleague)).error).toBe(calendlyMessages.alreadyConnected);
      expect(await connectionOf(colleague)).toBeNull();
      // Another workspace may connect the same Calendly: the rule is per workspace.
      const elsewhere = await ctx.createMember();
      expect((await connect(elsewhere)).error).toBeNull();
    });

    it('event types: {id}/event_types gives up to limit 100 (all pages read), event_types pages by 16', async () => {
      const member = await ctx.createMember();
      await connect(member);
      const all = await ctx.api.get('/integrations/calendly/{id}/event_types', {
        token: member.token,
        path: { id: member.user.id },
      });
      expect(all.payload).toHaveLength(100);
      expect(all.payload[0]).toMatchObject({ name: 'Intro call', user_id: member.user.id, duration: 30 });
      const five = await ctx.api.get('/integrations/calendly/{id}/event_types', {
        token: member.token,
        path: { id: member.user.id },
        query: { limit: 5 },
      });
      expect(five.payload.map((type) => type._id)).toEqual(all.payload.slice(0, 5).map((type) => type._id));
      const tooMany = await ctx.api.unchecked.get('/integrations/calendly/{id}/event_types', {
        token: member.token,
        path: { id: member.user.id },
        query: { limit: 101 },
      });
      expect(tooMany.status).toBe(400);
      const page = (await ctx.api.get('/integrations/calendly/event_types', { token: member.token })).payload;
      expect(page).toMatchObject({ total: 130, offset: 0, limit: 16 });
      expect(page.event_types).toHaveLength(16);
      const next = (
        await ctx.api.get('/integrations/calendly/event_types', {
          token: member.token,
          query: { offset: 128 },
        })
      ).payload;
      expect(next.event_types).toHaveLength(2);
    });

    it('reload keeps the ids; an outage is "Can not refresh Event Types" and leaves the connection', async () => {
      const member = await ctx.createMember();
      await connect(member);
      const path = { id: member.user.id };
      const before = (
        await ctx.api.get('/integrations/calendly/{id}/event_types', { token: member.token, path })
      ).payload;
      const reloaded = await ctx.api.post('/integrations/calendly/{id}/reload', {
        token: member.token,
        path,
      });
      expect(reloaded.payload.map((type) => type._id)).toEqual(before.map((type) => type._id));
      standIn.failEventTypes.status = 500;
      try {
        const failed = await ctx.api.post('/integrations/calendly/{id}/reload', {
          token: member.token,
          path,
        });
        expect(failed.status).toBe(400);
        expect(failed.body).toEqual({ ok: false, error: 'Can not refresh Event Types' });
      } finally {
        standIn.failEventTypes.status = null;
      }
      expect((await connectionOf(member))?.status).toBe('connected');
    });

    it('a user never connected, or of another workspace, has no event types (404)', async () => {
      const member = await ctx.createMember();
      await connect(member);
      const stranger = await ctx.createMember();
      const theirs = await ctx.api.get('/integrations/calendly/{id}/event_types', {
        token: stranger.token,
        path: { id: member.user.id },
      });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({ ok: false, error: calendlyMessages.notConnected });
      const reload = await ctx.api.post('/integrations/calendly/{id}/reload', {
        token: stranger.token,
        path: { id: member.user.id },
      });
      expect(reload.status).toBe(404);
      const bogus = await ctx.api.get('/integrations/calendly/{id}/event_types', {
        token: member.token,
        path: { id: 'nope' },
      });
      expect(bogus.body).toEqual({ ok: false, error: calendlyMessages.userNotFound });
      const users = (await ctx.api.get('/integrations/calendly/users', { token: stranger.token })).payload;
      expect(users.map((user) => user.id)).toEqual([stranger.user.id]);
    });

    it("a credential of another workspace is refused: 'Credentials not found'", async () => {
      const member = await ctx.createMember();
      const stranger = await ctx.createMember();
      const theirs = await insertCredential(ctx, stranger.space);
      for (const path of ['/integrations/calendly/connect', '/integrations/calendly/disconnect'] as const) {
        const answer = await ctx.api.post(path, { token: member.token, query: { credentials_id: theirs } });
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ ok: false, error: 'Credentials not found' });
      }
      const mine = await insertCredential(ctx, member.space);
      expect(
        (
          await ctx.api.post('/integrations/calendly/connect', {
            token: member.token,
            query: { credentials_id: mine },
          })
        ).status,
      ).toBe(200);
    });
  });

  describe('bookings through the signed webhook', () => {
    it("refuses a delivery not signed with the connection's key, or replayed late, and records nothing", async () => {
      const member = await ctx.createMember();
      await connect(member);
      const thread = await employeeThread(member, 'waiting_for_follow_up');
      const forged = await deliver(member, booking(thread.email), 'someone-elses-key');
      expect(forged.status).toBe(400);
      expect(forged.body).toEqual({ ok: false, error: 'Invalid signature' });
      const row = await connectionOf(member);
      const raw = JSON.stringify(booking(thread.email));
      const unsigned = await ctx.request(`/api/integrations/calendly/webhook?connection_id=${row?.id}`, {
        method: 'POST',
        body: raw,
      });
      expect(unsigned.status).toBe(400);
      const hook = standIn.subscriptions.get(row?.webhookUri ?? '');
      const old = await ctx.request(`/api/integrations/calendly/webhook?connection_id=${row?.id}`, {
        method: 'POST',
        body: raw,
        headers: {
          [signatureHeader]: signBooking(
            hook?.signingKey ?? '',
            raw,
            new Date(ctx.clock.now().getTime() - 10 * 60_000),
          ),
        },
      });
      expect(old.status).toBe(400);
      const unknown = await ctx.request(
        '/api/integrations/calendly/webhook?connection_id=00000000-0000-4000-8000-000000000000',
        {
          method: 'POST',
          body: raw,
        },
      );
      expect(unknown.status).toBe(404);
      expect(await statusOf(thread.conversationId)).toBe('waiting_for_follow_up');
      const bookings = await ctx.database.db
        .select()
        .from(schedulingBookings)
        .where(eq(schedulingBookings.spaceId, member.space.id));
      expect(bookings).toHaveLength(0);
    });

    it('invitee.created moves the thread to meeting_booked once, logs meet_booked; invitee.canceled marks the booking', async () => {
      const member = await ctx.createMember();
      await connect(member);
      const thread = await employeeThread(member, 'waiting_for_follow_up');
      const first = await deliver(member, booking(thread.email.toUpperCase()));
      expect(first.status).toBe(200);
      expect(first.payload).toMatchObject({ received: true, conversations_ended: 1 });
      expect(await statusOf(thread.conversationId)).toBe('meeting_booked');
      const again = await deliver(member, booking(thread.email.toUpperCase()));
      expect(again.payload).toEqual({ received: true, booking_id: null, conversations_ended: 0 });
      const logged = await ctx.database.db
        .select()
        .from(outreachEventLog)
        .where(and(eq(outreachEventLog.spaceId, member.space.id), eq(outreachEventLog.name, 'meet_booked')));
      expect(logged).toHaveLength(1);
      expect(logged[0]?.prospectId).toBe(thread.prospectId);
      expect(logged[0]?.data).toMatchObject({ source: 'calendly', event_name: 'Intro call' });
      await deliver(member, { ...booking(thread.email.toUpperCase()), event: 'invitee.canceled' });
      const [stored] = await ctx.database.db
        .select()
        .from(schedulingBookings)
        .where(eq(schedulingBookings.spaceId, member.space.id));
      expect(stored).toMatchObject({
        status: 'canceled',
        prospectId: thread.prospectId,
        inviteeEmail: thread.email,
      });
    });

    it("another workspace's connection can not book into this workspace's threads", async () => {
      const member = await ctx.createMember();
      const stranger = await ctx.createMember();
      await connect(member);
      await connect(stranger);
      const thread = await employeeThread(member, 'waiting_for_reply');
      const answer = await deliver(stranger, booking(thread.email, `${standIn.url}/invitees/cross`));
      expect(answer.payload).toMatchObject({ received: true, conversations_ended: 0 });
      expect(await statusOf(thread.conversationId)).toBe('waiting_for_reply');
    });
  });

  describe('a lost connection (spec ai-telephony §4 calendly_event_disconnected)', () => {
    it("a 401 from Calendly revokes it: the employee's threads stop, the owner gets a task, users shows the error", async () => {
      const member = await ctx.createMember();
      await connect(member);
      const thread = await employeeThread(member, 'waiting_for_follow_up');
      standIn.revokeAll();
      const failed = await ctx.api.post('/integrations/calendly/{id}/reload', {
        token: member.token,
        path: { id: member.user.id },
      });
      expect(failed.body).toEqual({ ok: false, error: 'Can not refresh Event Types' });
      expect((await connectionOf(member))?.status).toBe('revoked');
      expect(await statusOf(thread.conversationId)).toBe('calendly_event_disconnected');
      const open = await ctx.database.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.spaceId, member.space.id), eq(tasks.assigneeId, member.user.id)));
      expect(open.map((task) => task.name)).toEqual(['Reconnect Calendly for Ava Mitchell']);
      const [me] = (await ctx.api.get('/integrations/calendly/users', { token: member.token })).payload;
      expect(me).toMatchObject({ calendly_token: null, calendly_error: calendlyMessages.revoked });
      // Connecting again makes it whole.
      expect((await connect(member)).error).toBeNull();
      expect((await connectionOf(member))?.status).toBe('connected');
    });

    it('disconnect removes the webhook, revokes and clears the token, and stops the employee', async () => {
      const member = await ctx.createMember();
      await connect(member);
      const thread = await employeeThread(member, 'waiting_for_follow_up');
      const webhookUri = (await connectionOf(member))?.webhookUri ?? '';
      expect(standIn.subscriptions.has(webhookUri)).toBe(true);
      const users = await ctx.api.post('/integrations/calendly/disconnect', { token: member.token });
      expect(users.payload[0]?.calendly_token).toBeNull();
      expect(standIn.subscriptions.has(webhookUri)).toBe(false);
      expect(await connectionOf(member)).toBeNull();
      expect(await statusOf(thread.conversationId)).toBe('calendly_event_disconnected');
      const again = await ctx.api.post('/integrations/calendly/disconnect', { token: member.token });
      expect(again.body).toEqual({ ok: false, error: calendlyMessages.notConnected });
    });
  });

  describe('the scheduling sandbox (default install)', () => {
    it('connects on this server, lists generated event types, and a simulated booking ends the thread', async () => {
      const member = await ctx.createMember();
      const { url, state, cookie } = await begin(member, sandboxApp);
      expect(url.pathname).toBe('/api/integrations/calendly/sandbox/authorize');
      const authorised = await sandboxApp.app.request(`${url.pathname}${url.search}`);
      expect(authorised.status).toBe(302);
      const back = new URL(authorised.headers.get('location') ?? '');
      expect(back.pathname).toBe(callbackPath);
      expect(back.searchParams.get('state')).toBe(state);
      const landed = await callback(Object.fromEntries(back.searchParams), cookie, sandboxApp);
      expect(landed).toEqual({ path: '/integrations', error: null });
      const types = (
        await sandboxApp.api.get('/integrations/calendly/{id}/event_types', {
          token: member.token,
          path: { id: member.user.id },
        })
      ).payload;
      expect(types.map((type) => type.name)).toEqual([
        '15 Minute Meeting',
        '30 Minute Meeting',
        'Product demo',
      ]);
      const thread = await employeeThread(member, 'waiting_for_reply');
      const booked = await sandboxApp.api.post('/integrations/calendly/sandbox/book', {
        token: member.token,
        body: { email: thread.email },
      });
      expect(booked.payload).toMatchObject({ received: true, conversations_ended: 1 });
      expect(await statusOf(thread.conversationId)).toBe('meeting_booked');
    });

    it('its authorise page only goes back to this server, and the Calendly app has no sandbox routes', async () => {
      const open = await sandboxApp.app.request(
        `/api/integrations/calendly/sandbox/authorize?${new URLSearchParams({ state: 's', redirect_uri: 'https://evil.test/cb' })}`,
      );
      expect(open.status).toBe(400);
      const member = await ctx.createMember();
      const real = await ctx.api.post('/integrations/calendly/sandbox/book', {
        token: member.token,
        body: { email: 'a@b.test' },
      });
      expect(real.status).toBe(404);
      expect(real.body).toEqual({ ok: false, error: calendlyMessages.sandboxOnly });
    });
  });
});
