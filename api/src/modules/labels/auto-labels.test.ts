import { eq } from 'drizzle-orm';
import type { ApiBody } from '@outreach/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { createApp } from '../../app';
import { prospectLabels, prospects } from '../../db/schema';
import { createOutreachEvents, type OutreachEvent } from '../../platform/outreach-events';
import { containsPhrase } from './auto-labels.listener';
import type { LabelJson } from './labels.schema';
import { localReplyClassifier } from './reply-classifier';

describe('keyword match', () => {
  it.each([
    ['What is the Price?', 'price', true],
    ['the price is right', 'PRICE', true],
    ['priceless', 'price', false],
    ['book a   demo please', 'book a demo', true],
    ['cafés', 'café', false],
    ['(c++) works', 'c++', true],
  ])('%s contains %s: %s', (text, phrase, expected) => {
    expect(containsPhrase(text, phrase)).toBe(expected);
  });
});

describe('local reply classifier', () => {
  it.each([
    ['I am out of the office until Monday', 'out of office'],
    ['Please stop emailing me.', 'hard no'],
    ["Sorry, I'm not the right person, I left the company", 'wrong contact'],
    ['Let me introduce you to Maria, our head of sales', 'making an introduction'],
    ['Not right now, reach out next quarter', 'follow up later'],
    ["Thanks, but we're not interested", 'not interested'],
    ['Sounds great, tell me more!', 'interested'],
    ['Received.', 'neutral'],
  ])('%s → %s', async (text, label) => {
    expect(await localReplyClassifier.classify(text)).toBe(label);
  });

  it('names no label for an empty reply', async () => {
    expect(await localReplyClassifier.classify('  ')).toBeNull();
  });
});

describe.each(databaseModes())('auto-label rules on %s', (mode) => {
  let ctx: TestContext;
  let member: Member;
  let stranger: Member;
  let labelsByName: Map<string, LabelJson>;
  let hotLead: LabelJson;
  const events = createOutreachEvents();
  const emitted: OutreachEvent[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    // A second app on the same database with a bus the test emits on (as event-log.test.ts does).
    createApp({ db: ctx.database, clock: ctx.clock, events });
    events.on((event) => {
      emitted.push(event);
    });
    member = await ctx.createMember();
    stranger = await ctx.createMember();
    const all = await ctx.api.get('/labels/fetch', { token: member.token });
    labelsByName = new Map(all.payload.map((label) => [label.name, label]));
    hotLead = (
      await ctx.api.post('/labels', { token: member.token, body: { name: 'Hot lead', color: '#ff0000' } })
    ).payload;
  });
  afterAll(async () => ctx?.close());

  const create = (body: ApiBody<'post', '/labels/auto_rules'>, who: Member = member) =>
    ctx.api.post('/labels/auto_rules', { query: { space: who.space.id }, token: who.token, body });
  const label = (name: string) => {
    const found = labelsByName.get(name);
    if (!found) throw new Error(`no label ${name}`);
    return found;
  };

  async function newProspect(spaceId: string) {
    const [row] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId, fullName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' })
      .returning();
    if (!row) throw new Error('no prospect');
    return row.id;
  }

  async function labelsOf(prospectId: string) {
    const rows = await ctx.database.db
      .select({ labelId: prospectLabels.labelId })
      .from(prospectLabels)
      .where(eq(prospectLabels.prospectId, prospectId));
    return rows.map((row) => row.labelId).sort();
  }

  const reply = (
    spaceId: string,
    prospectId: string,
    text: string,
    name: OutreachEvent['name'] = 'new_email',
  ): OutreachEvent => ({
    name,
    spaceId,
    prospectId,
    workflowId: null,
    credentialId: null,
    at: ctx.clock.now(),
    data: { text, channel: 'email' },
  });

  it('refuses bad rules with clear messages', async () => {
    const cases: [unknown, number, string][] = [
      [{ label_id: hotLead._id, kind: 'keywords' }, 400, 'phrases: Give at least one phrase'],
      [{ label_id: hotLead._id, kind: 'keywords', phrases: [] }, 400, 'phrases: Give at least one phrase'],
      [{ label_id: hotLead._id, kind: 'keywords', phrases: ['  '] }, 400, 'phrases.0: Fill this field'],
      [
        { label_id: hotLead._id, kind: 'keywords', phrases: ['x'.repeat(101)] },
        400,
        'phrases.0: message can not be longer than 100',
      ],
      [
        { label_id: hotLead._id, kind: 'keywords', phrases: Array.from({ length: 21 }, (_, i) => `p${i}`) },
        400,
        'phrases: Give at most 20 phrases',
      ],
      [{ label_id: hotLead._id, kind: 'ai' }, 400, 'AI auto-labelling works with AI labels only'],
      [
        { label_id: label('interested')._id, kind: 'ai', phrases: ['x'] },
        400,
        'phrases: AI rules take no phrases',
      ],
      [{ label_id: hotLead._id, kind: 'magic', phrases: ['x'] }, 400, 'kind: kind must be ai or keywords'],
      [{ label_id: 'nope', kind: 'keywords', phrases: ['x'] }, 404, 'Label not found'],
    ];
    for (const [body, status, error] of cases) {
      const answer = await ctx.api.unchecked.post('/labels/auto_rules', {
        query: { space: member.space.id },
        token: member.token,
        body,
      });
      expect({ status: answer.status, body: answer.body }, JSON.stringify(body)).toEqual({
        status,
        body: { ok: false, error },
      });
    }
  });

  it('creates, lists with the label, updates and deletes rules; one per label and kind', async () => {
    const created = await create({
      label_id: hotLead._id,
      kind: 'keywords',
      phrases: ['pricing', 'Pricing', ' book a demo '],
    });
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({
      kind: 'keywords',
      phrases: ['pricing', 'book a demo'],
      is_active: true,
      label: { _id: hotLead._id, name: 'Hot lead', color: '#ff0000', type: 'profile' },
    });
    const twice = await create({ label_id: hotLead._id, kind: 'keywords', phrases: ['x'] });
    expect(twice.body).toEqual({ ok: false, error: 'This label has a rule of this kind already' });
    expect(twice.status).toBe(409);

    const ai = await create({ label_id: label('interested')._id, kind: 'ai' });
    expect(ai.status).toBe(201);
    const listed = await ctx.api.get('/labels/auto_rules', {
      query: { space: member.space.id },
      token: member.token,
    });
    expect(listed.payload.map((rule) => [rule.kind, rule.label.name])).toEqual([
      ['ai', 'interested'],
      ['keywords', 'Hot lead'],
    ]);

    const off = await ctx.api.put('/labels/auto_rules/{id}', {
      path: { id: ai.payload._id },
      query: { space: member.space.id },
      token: member.token,
      body: { is_active: false },
    });
    expect(off.payload.is_active).toBe(false);
    const empty = await ctx.api.put('/labels/auto_rules/{id}', {
      path: { id: created.payload._id },
      query: { space: member.space.id },
      token: member.token,
      body: { phrases: [] },
    });
    expect(empty.body).toEqual({ ok: false, error: 'phrases: Give at least one phrase' });
    const nothing = await ctx.api.put('/labels/auto_rules/{id}', {
      path: { id: created.payload._id },
      query: { space: member.space.id },
      token: member.token,
      body: {},
    });
    expect(nothing.body).toEqual({ ok: false, error: 'Give phrases or is_active' });

    const removed = await ctx.api.delete('/labels/auto_rules/{id}', {
      path: { id: ai.payload._id },
      query: { space: member.space.id },
      token: member.token,
    });
    expect(removed.status).toBe(200);
    const after = await ctx.api.get('/labels/auto_rules', {
      query: { space: member.space.id },
      token: member.token,
    });
    expect(after.payload.map((rule) => rule.label.name)).toEqual(['Hot lead']);
  });

  it('a reply runs the active rules once: keywords whole-word, AI through the classifier', async () => {
    const interestedRule = await create({ label_id: label('interested')._id, kind: 'ai' });
    await create({ label_id: label('not interested')._id, kind: 'ai', is_active: false });
    const prospectId = await newProspect(member.space.id);
    emitted.length = 0;

    await events.emit(reply(member.space.id, prospectId, 'Sounds great! What is your Pricing?'));
    expect(await labelsOf(prospectId)).toEqual([hotLead._id, label('interested')._id].sort());
    const added = emitted.filter((event) => event.name === 'add_label' || event.name === 'add_ai_label');
    expect(added.map((event) => [event.name, event.data.label_name]).sort()).toEqual([
      ['add_ai_label', 'interested'],
      ['add_label', 'Hot lead'],
    ]);

    // Once: the same reply again puts nothing on and emits nothing.
    emitted.length = 0;
    await events.emit(reply(member.space.id, prospectId, 'pricing, interested', 'new_message'));
    expect(emitted.filter((event) => event.name.startsWith('add_'))).toEqual([]);

    // An inactive rule does nothing; a word inside another word does not match.
    const other = await newProspect(member.space.id);
    await events.emit(reply(member.space.id, other, 'We are not interested in repricing'));
    expect(await labelsOf(other)).toEqual([]);

    // got_reply carries no text: not read.
    const third = await newProspect(member.space.id);
    await events.emit({
      ...reply(member.space.id, third, ''),
      name: 'got_reply',
      data: { channel: 'email' },
    });
    expect(await labelsOf(third)).toEqual([]);
    expect(interestedRule.status).toBe(201);
  });

  it("another workspace's member neither sees, changes nor triggers the rules; A's label is 404 to them", async () => {
    const [mine] = (
      await ctx.api.get('/labels/auto_rules', { query: { space: member.space.id }, token: member.token })
    ).payload;
    if (!mine) throw new Error('no rule');
    expect(
      (
        await ctx.api.get('/labels/auto_rules', {
          query: { space: stranger.space.id },
          token: stranger.token,
        })
      ).payload,
    ).toEqual([]);
    // A's workspace named by B: refused.
    expect(
      (await ctx.api.get('/labels/auto_rules', { query: { space: member.space.id }, token: stranger.token }))
        .status,
    ).toBe(403);
    const foreignLabel = await create({ label_id: hotLead._id, kind: 'keywords', phrases: ['x'] }, stranger);
    expect(foreignLabel.status).toBe(404);
    expect(foreignLabel.body).toEqual({ ok: false, error: 'Label not found' });
    const asStranger = { path: { id: mine._id }, query: { space: stranger.space.id }, token: stranger.token };
    for (const answer of [
      await ctx.api.put('/labels/auto_rules/{id}', { ...asStranger, body: { is_active: false } }),
      await ctx.api.delete('/labels/auto_rules/{id}', asStranger),
    ]) {
      expect(answer.body).toEqual({ ok: false, error: 'Auto-label rule not found' });
      expect(answer.status).toBe(404);
    }
    // B's reply containing A's phrase labels nothing in B.
    const theirs = await newProspect(stranger.space.id);
    await events.emit(reply(stranger.space.id, theirs, 'pricing please'));
    expect(await labelsOf(theirs)).toEqual([]);
  });
});
