import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiBody, ApiQuery } from '@outreach/core/contract';
import {
  createTestContext,
  databaseModes,
  type Member,
  type TestClient,
  type TestContext,
} from '../../../test/helpers';
import { campaignProspects, dialogs, messages, prospects, workflowSteps, workflows } from '../../db/schema';
import { createOutreachEvents, type OutreachEvent } from '../../platform/outreach-events';

describe.each(databaseModes())('prospects on %s', (mode) => {
  let ctx: TestContext;
  let member: Member;
  const bus = createOutreachEvents();
  let events: TestClient;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    member = await ctx.createMember();
    events = ctx.withApp({ events: bus });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const create = (body: unknown, who: Member = member) =>
    ctx.api.unchecked.post('/profiles', { token: who.token, body });

  async function insert(who: Member, rows: Partial<typeof prospects.$inferInsert>[]) {
    const start = ctx.clock.now().getTime();
    return ctx.database.db
      .insert(prospects)
      .values(
        rows.map((row, index) => ({
          spaceId: who.space.id,
          createdAt: new Date(start + index * 60_000),
          ...row,
        })),
      )
      .returning();
  }

  describe('POST /api/profiles', () => {
    it('creates a prospect by hand with its fields and custom fields', async () => {
      const response = await create({
        first_name: 'Ada',
        last_name: 'Lovelace',
        work_email: 'Ada@Engines.test',
        company_name: 'Engines',
        custom_fields: { custom1: 'analytical' },
      });
      expect(response.status).toBe(201);
      expect(response.payload).toMatchObject({
        full_name: 'Ada Lovelace',
        work_email: 'ada@engines.test',
        company_name: 'Engines',
        lifecycle: 'new',
        custom_fields: { custom1: 'analytical' },
      });
    });

    it('Email already added: the same email twice in one workspace is refused, another workspace may add it', async () => {
      await create({ personal_email: 'twice@example.test' });
      const again = await create({ personal_email: 'TWICE@example.test' });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ ok: false, error: 'Email already added' });
      const other = await ctx.createMember();
      expect((await create({ personal_email: 'twice@example.test' }, other)).status).toBe(201);
    });

    it('the same profile URL twice is refused', async () => {
      await create({ profile_url: 'https://www.network.test/in/grace' });
      const again = await create({ profile_url: 'network.test/in/grace/' });
      expect(again.body).toEqual({ ok: false, error: 'Profile already added' });
    });

    it('bad inputs: Invalid email, invalid URL, no contact at all, too long a field', async () => {
      expect((await create({ work_email: 'nope' })).body).toEqual({
        ok: false,
        error: 'work_email: Invalid email',
      });
      expect((await create({ profile_url: 'not a url' })).body).toEqual({
        ok: false,
        error: 'profile_url: This field should be a valid URL',
      });
      expect((await create({ first_name: 'Nobody' })).body).toEqual({
        ok: false,
        error: 'Add an email or a profile URL',
      });
      const long = await create({ work_email: 'long@example.test', position: 'p'.repeat(301) });
      expect(long.body).toEqual({ ok: false, error: 'position: message can not be longer than 300' });
      expect(
        (await ctx.request('/api/profiles', { token: member.token, method: 'POST', body: '{' })).status,
      ).toBe(400);
      // Postgres can not store U+0000: a 400, never a 500.
      const nul = await create({ work_email: 'nul@example.test', custom_fields: { custom1: 'a\u0000b' } });
      expect(nul.body).toEqual({ ok: false, error: 'Text can not contain NUL characters' });
      expect((await ctx.request('/api/profiles?query=a%00b', { token: member.token })).status).toBe(400);
    });
  });

  describe('GET /api/profiles', () => {
    it('filters by query, lifecycle, label, campaign, email and created range; pages and sorts', async () => {
      const who = await ctx.createMember();
      const rows = await insert(who, [
        {
          fullName: 'Alice Smith',
          companyName: 'Acme',
          workEmail: 'alice@acme.test',
          emailKey: 'alice@acme.test',
        },
        { fullName: 'Bob Jones', companyName: 'Globex', lifecycle: 'lead', profileKey: 'net.test/bob' },
        {
          fullName: 'Carol Acme',
          companyName: 'Initech',
          lifecycle: 'customer',
          profileKey: 'net.test/carol',
        },
        {
          fullName: 'Dan Brown',
          companyName: 'Umbrella',
          personalEmail: 'dan@u.test',
          emailKey: 'dan@u.test',
        },
      ]);
      const [alice, bob, carol, dan] = rows;
      if (!alice || !bob || !carol || !dan) throw new Error('rows');
      const list = (query: ApiQuery<'get', '/profiles'> = {}) =>
        ctx.api.get('/profiles', { query, token: who.token });

      const all = await list();
      expect(all.payload.total).toBe(4);
      expect(all.payload.items.map((item) => item.full_name)).toEqual([
        'Dan Brown',
        'Carol Acme',
        'Bob Jones',
        'Alice Smith',
      ]);
      expect((await list({ query: 'acme' })).payload.items.map((item) => item.full_name)).toEqual([
        'Carol Acme',
        'Alice Smith',
      ]);
      expect(
        (await list({ status: 'lead,customer', sort: 'name', order: 'asc' })).payload.items.map(
          (i) => i.full_name,
        ),
      ).toEqual(['Bob Jones', 'Carol Acme']);
      expect((await list({ has_email: 'true' })).payload.total).toBe(2);
      expect((await list({ has_email: 'false' })).payload.total).toBe(2);
      // A first page of a usual size has the limit in its statement (issue 25); others pass it.
      for (const limit of [1, 2, 10, 25]) {
        const first = await list({ limit, offset: 0 });
        expect(first.payload).toMatchObject({ total: 4, limit, offset: 0 });
        expect(first.payload.items).toEqual(all.payload.items.slice(0, limit));
      }
      const paged = await list({ limit: 2, offset: 2 });
      expect(paged.payload).toMatchObject({ total: 4, limit: 2, offset: 2 });
      expect(paged.payload.items.map((item) => item.full_name)).toEqual(['Bob Jones', 'Alice Smith']);
      const from = new Date(ctx.clock.now().getTime() + 90_000).toISOString();
      expect((await list({ created_from: from })).payload.total).toBe(2);
      // A window past the last match still counts every match.
      expect((await list({ limit: 2, offset: 10 })).payload).toEqual({
        items: [],
        total: 4,
        limit: 2,
        offset: 10,
      });

      const label = (
        await ctx.api.post('/labels', { token: who.token, body: { name: 'VIP', color: '#ff00ff' } })
      ).payload;
      await ctx.request(`/api/profiles/${bob.id}/labels/${label._id}`, { token: who.token, method: 'POST' });
      const labelled = await list({ label_ids: label._id });
      expect(labelled.payload.items.map((item) => item.full_name)).toEqual(['Bob Jones']);
      expect(labelled.payload.total).toBe(1);
      expect(labelled.payload.items[0]?.labels).toEqual([
        { _id: label._id, name: 'VIP', color: '#ff00ff', type: 'profile' },
      ]);
      const second = (
        await ctx.api.post('/labels', { token: who.token, body: { name: 'Alpha', color: '#00ff00' } })
      ).payload;
      await ctx.request(`/api/profiles/${bob.id}/labels/${second._id}`, { token: who.token, method: 'POST' });
      // The list shows a prospect's labels as its own page does, in the same order; none is [].
      const bobPage = await ctx.api.get('/profiles/{id}', { path: { id: bob.id }, token: who.token });
      const listed = (await list()).payload.items;
      expect(listed.find((item) => item._id === bob.id)?.labels).toEqual(bobPage.payload.labels);
      expect(bobPage.payload.labels).toHaveLength(2);
      expect(listed.find((item) => item._id === alice.id)?.labels).toEqual([]);

      const [campaign] = await ctx.database.db
        .insert(workflows)
        .values({ spaceId: who.space.id, name: 'C' })
        .returning();
      if (!campaign) throw new Error('campaign');
      await ctx.database.db
        .insert(campaignProspects)
        .values({ spaceId: who.space.id, workflowId: campaign.id, prospectId: dan.id });
      expect((await list({ workflow_id: campaign.id })).payload.items.map((i) => i.full_name)).toEqual([
        'Dan Brown',
      ]);
      expect((await list({ workflow_id: campaign.id, query: 'brown' })).payload.total).toBe(1);
      expect((await list({ workflow_id: 'nope' })).payload.total).toBe(0);
    });

    it('bad filters are a 400 with the field named', async () => {
      expect((await ctx.request('/api/profiles?status=vip', { token: member.token })).status).toBe(400);
      expect((await ctx.request('/api/profiles?limit=1000', { token: member.token })).body).toEqual({
        ok: false,
        error: 'limit: limit can not be more than 100',
      });
      expect((await ctx.request('/api/profiles?sort=age', { token: member.token })).status).toBe(400);
    });
  });

  describe('GET /api/profiles/{id}', () => {
    it('shows fields, notes, labels, campaigns with state and next step, and dialog messages', async () => {
      const who = await ctx.createMember();
      const [prospect] = await insert(who, [
        {
          fullName: 'Eve',
          workEmail: 'eve@x.test',
          emailKey: 'eve@x.test',
          customFields: { custom1: 'blue' },
        },
      ]);
      if (!prospect) throw new Error('prospect');
      const db = ctx.database.db;
      const [campaign] = await db
        .insert(workflows)
        .values({ spaceId: who.space.id, name: 'Spring', status: 'active' })
        .returning();
      if (!campaign) throw new Error('campaign');
      await db
        .insert(workflowSteps)
        .values({ spaceId: who.space.id, workflowId: campaign.id, key: 's2', number: 2, kind: 'send_email' });
      await db.insert(campaignProspects).values({
        spaceId: who.space.id,
        workflowId: campaign.id,
        prospectId: prospect.id,
        state: 'active',
        currentStepKey: 's2',
        nextStepAt: new Date('2030-01-01T09:00:00Z'),
      });
      const [dialog] = await db
        .insert(dialogs)
        .values({ spaceId: who.space.id, prospectId: prospect.id })
        .returning();
      if (!dialog) throw new Error('dialog');
      await db.insert(messages).values({
        spaceId: who.space.id,
        dialogId: dialog.id,
        direction: 'in',
        channel: 'email',
        text: 'Sounds good',
        sentAt: new Date('2029-12-31T10:00:00Z'),
      });
      // A text and a call entry carry their numbers and the call (issue 27).
      await db.insert(messages).values([
        {
          spaceId: who.space.id,
          dialogId: dialog.id,
          direction: 'out',
          channel: 'sms',
          text: 'See you',
          detail: { status: 'sent', from: '+15125550101', to: '+14155550123' },
          sentAt: new Date('2029-12-31T11:00:00Z'),
        },
        {
          spaceId: who.space.id,
          dialogId: dialog.id,
          direction: 'in',
          channel: 'call',
          kind: 'call',
          text: '',
          detail: {
            call_id: 'c-1',
            call_direction: 'incoming',
            result: 'answered',
            duration_seconds: 75,
            disposition: null,
            note: null,
            number: '+14155550123',
            our_number: '+15125550101',
          },
          sentAt: new Date('2029-12-31T12:00:00Z'),
        },
      ]);
      await ctx.request(`/api/profiles/${prospect.id}/notes`, {
        token: who.token,
        method: 'POST',
        body: { text: 'Call back' },
      });

      const detail = (await ctx.api.get('/profiles/{id}', { path: { id: prospect.id }, token: who.token }))
        .payload;
      expect(detail.custom_fields).toEqual({ custom1: 'blue' });
      expect(detail.notes.map((note) => note.text)).toEqual(['Call back']);
      expect(detail.campaigns).toEqual([
        expect.objectContaining({
          workflow_id: campaign.id,
          name: 'Spring',
          state: 'active',
          next_step: { key: 's2', kind: 'send_email', number: 2 },
          next_step_at: '2030-01-01T09:00:00.000Z',
        }),
      ]);
      expect(detail.messages).toEqual([
        expect.objectContaining({
          direction: 'in',
          text: 'Sounds good',
          channel: 'email',
          call: null,
          sms: null,
        }),
        expect.objectContaining({
          channel: 'sms',
          call: null,
          sms: { from: '+15125550101', to: '+14155550123' },
        }),
        expect.objectContaining({
          channel: 'call',
          sms: null,
          call: {
            id: 'c-1',
            direction: 'incoming',
            result: 'answered',
            duration_seconds: 75,
            disposition: null,
            note: null,
            number: '+14155550123',
            our_number: '+15125550101',
          },
        }),
      ]);
    });

    it("another workspace's prospect is not found, and its data is not shown", async () => {
      const [prospect] = await insert(member, [{ fullName: 'Secret', emailKey: 'secret@x.test' }]);
      if (!prospect) throw new Error('prospect');
      const stranger = await ctx.createMember();
      const response = await ctx.request(`/api/profiles/${prospect.id}`, { token: stranger.token });
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('Secret');
      expect((await ctx.request(`/api/profiles/not-a-uuid`, { token: stranger.token })).status).toBe(404);
      const patch = await ctx.request(`/api/profiles/${prospect.id}`, {
        token: stranger.token,
        method: 'PATCH',
        body: { first_name: 'Hacked' },
      });
      expect(patch.status).toBe(404);
      const list = await ctx.api.get('/profiles', { token: stranger.token });
      expect(list.payload.total).toBe(0);
      expect(
        (await ctx.request(`/api/profiles?space=${member.space.id}`, { token: stranger.token })).status,
      ).toBe(403);
    });
  });

  describe('PATCH /api/profiles/{id}', () => {
    it('edits fields; status lead then customer emits mark_as_lead and mark_as_customer; never back to lead', async () => {
      const emitted: OutreachEvent[] = [];
      const [prospect] = await insert(member, [
        { fullName: 'Fay', emailKey: 'fay@x.test', workEmail: 'fay@x.test' },
      ]);
      if (!prospect) throw new Error('prospect');
      const patch = (body: ApiBody<'patch', '/profiles/{id}'>) =>
        events.api.patch('/profiles/{id}', { path: { id: prospect.id }, token: member.token, body });
      const stop = listen(emitted);
      const edited = await patch({
        first_name: 'Fay',
        last_name: 'Wray',
        position: 'CTO',
        custom_fields: { custom2: 'x' },
      });
      expect(edited.payload).toMatchObject({
        full_name: 'Fay Wray',
        position: 'CTO',
        custom_fields: { custom2: 'x' },
      });
      expect((await patch({ status: 'lead' })).payload.lifecycle).toBe('lead');
      expect((await patch({ status: 'lead' })).payload.lifecycle).toBe('lead');
      expect((await patch({ status: 'customer' })).payload.lifecycle).toBe('customer');
      const back = await patch({ status: 'lead' });
      expect(back.status).toBe(409);
      expect(back.body).toEqual({ ok: false, error: 'The prospect is already a customer' });
      stop();
      expect(emitted.map((event) => event.name)).toEqual(['mark_as_lead', 'mark_as_customer']);
      expect(emitted[0]).toMatchObject({ spaceId: member.space.id, prospectId: prospect.id });
      const contacted = await events.api.unchecked.patch('/profiles/{id}', {
        path: { id: prospect.id },
        token: member.token,
        body: { status: 'contacted' },
      });
      expect(contacted.status).toBe(400);
    });

    it('bad bodies of a prospect or a note are a 400 that names the field; nothing changes', async () => {
      const [prospect] = await insert(member, [
        { fullName: 'Max', firstName: 'Max', emailKey: 'max@x.test', workEmail: 'max@x.test' },
      ]);
      if (!prospect) throw new Error('prospect');
      const note = (
        await ctx.api.post('/profiles/{id}/notes', {
          path: { id: prospect.id },
          token: member.token,
          body: { text: 'Kept' },
        })
      ).payload;
      for (const [path, body, error] of [
        [`/api/profiles/${prospect.id}`, { status: 'contacted' }, 'status: Status must be lead or customer'],
        [
          `/api/profiles/${prospect.id}`,
          { custom_fields: { custom1: 1 } },
          'custom_fields.custom1: Custom field values must be text',
        ],
        [`/api/profiles/${prospect.id}`, [], 'Body must be a JSON object'],
        [`/api/profiles/${prospect.id}/notes/${note._id}`, { text: ' ' }, 'text: Fill this field'],
        [`/api/profiles/${prospect.id}/notes/${note._id}`, {}, 'text: Fill this field'],
      ] as const) {
        const response = await ctx.request(path, { token: member.token, method: 'PATCH', body });
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        expect(response.body).toEqual({ ok: false, error });
      }
      const detail = (await ctx.api.get('/profiles/{id}', { path: { id: prospect.id }, token: member.token }))
        .payload;
      expect(detail).toMatchObject({ first_name: 'Max', lifecycle: 'new', custom_fields: {} });
      expect(detail.notes.map((row) => row.text)).toEqual(['Kept']);
    });

    it('changing the email to one another prospect has: Email already added', async () => {
      await insert(member, [{ fullName: 'Gus', emailKey: 'gus@x.test', workEmail: 'gus@x.test' }]);
      const [hal] = await insert(member, [
        { fullName: 'Hal', emailKey: 'hal@x.test', workEmail: 'hal@x.test' },
      ]);
      const response = await ctx.request(`/api/profiles/${hal?.id}`, {
        token: member.token,
        method: 'PATCH',
        body: { work_email: 'GUS@x.test' },
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ ok: false, error: 'Email already added' });
    });
  });

  describe('notes', () => {
    it('adds, edits and deletes notes; empty or too long text is refused; another prospect’s note is not found', async () => {
      const [prospect, other] = await insert(member, [
        { fullName: 'Ivy', emailKey: 'ivy@x.test' },
        { fullName: 'Jay', emailKey: 'jay@x.test' },
      ]);
      if (!prospect || !other) throw new Error('prospects');
      const base = `/api/profiles/${prospect.id}/notes`;
      const note = (
        await ctx.api.post('/profiles/{id}/notes', {
          path: { id: prospect.id },
          token: member.token,
          body: { text: ' First ' },
        })
      ).payload;
      expect(note.text).toBe('First');
      expect(note.author_id).toBe(member.user.id);
      const edited = await ctx.api.patch('/profiles/{id}/notes/{noteId}', {
        path: { id: prospect.id, noteId: note._id },
        token: member.token,
        body: { text: 'Edited' },
      });
      expect(edited.payload.text).toBe('Edited');
      expect(
        (await ctx.request(base, { token: member.token, method: 'POST', body: { text: '' } })).body,
      ).toEqual({
        ok: false,
        error: 'text: Fill this field',
      });
      expect(
        (await ctx.request(base, { token: member.token, method: 'POST', body: { text: 'n'.repeat(5001) } }))
          .body,
      ).toEqual({
        ok: false,
        error: 'text: message can not be longer than 5000',
      });
      const wrongProspect = await ctx.request(`/api/profiles/${other.id}/notes/${note._id}`, {
        token: member.token,
        method: 'DELETE',
      });
      expect(wrongProspect.status).toBe(404);
      expect(
        (await ctx.request(`${base}/${note._id}`, { token: member.token, method: 'DELETE' })).payload,
      ).toEqual({ _id: note._id });
      expect(
        (await ctx.request(`${base}/${note._id}`, { token: member.token, method: 'DELETE' })).status,
      ).toBe(404);
      const stranger = await ctx.createMember();
      expect(
        (await ctx.request(base, { token: stranger.token, method: 'POST', body: { text: 'x' } })).status,
      ).toBe(404);
    });
  });

  describe('labels on a prospect', () => {
    it('adds and removes a label, emitting add_label and delete_label once each', async () => {
      const emitted: OutreachEvent[] = [];
      const [prospect] = await insert(member, [{ fullName: 'Kim', emailKey: 'kim@x.test' }]);
      const label = (
        await ctx.api.post('/labels', { token: member.token, body: { name: 'Kim label', color: '#111111' } })
      ).payload;
      const onProspect = { path: { id: String(prospect?.id), labelId: label._id }, token: member.token };
      const stop = listen(emitted);
      const added = await events.api.post('/profiles/{id}/labels/{labelId}', onProspect);
      expect(added.payload.map((row) => row._id)).toEqual([label._id]);
      await events.api.post('/profiles/{id}/labels/{labelId}', onProspect);
      const removed = await events.api.delete('/profiles/{id}/labels/{labelId}', onProspect);
      expect(removed.payload).toEqual([]);
      stop();
      expect(emitted.map((event) => event.name)).toEqual(['add_label', 'delete_label']);
      expect(emitted[0]?.data).toMatchObject({ label_id: label._id, label_name: 'Kim label' });
    });

    it('a label of another workspace can not be put on a prospect', async () => {
      const stranger = await ctx.createMember();
      const theirs = (
        await ctx.api.post('/labels', { token: stranger.token, body: { name: 'Theirs', color: '#222222' } })
      ).payload;
      const [prospect] = await insert(member, [{ fullName: 'Lou', emailKey: 'lou@x.test' }]);
      const response = await ctx.request(`/api/profiles/${prospect?.id}/labels/${theirs._id}`, {
        token: member.token,
        method: 'POST',
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Label not found' });
    });
  });

  function listen(into: OutreachEvent[]): () => void {
    return bus.on((event) => {
      into.push(event);
    });
  }
});
