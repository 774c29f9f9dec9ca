import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, on, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { crmDeals, crmStages, prospects, spaces } from '../../db/schema';
import type { StageJson } from './crm.schema';

const base = '/api/integrations/crm/default';
/** The stages a new pipeline gets, in order (crm.schema.ts defaultPipeline). */
const defaultStageNames = ['Lead', 'Contacted', 'Qualified', 'Proposal', 'Won'];

describe.each(databaseModes())('built-in CRM on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  /** A member of a workspace whose plan includes native_crm (basic and up). */
  async function crmMember(options: Parameters<TestContext['createMember']>[0] = {}): Promise<Member> {
    const member = await ctx.createMember(options);
    await ctx.database.db.update(spaces).set({ tier: 'basic' }).where(eq(spaces.id, member.space.id));
    return member;
  }

  /** A call the typed client can not make (a path or method chosen at run time). */
  const call = (who: Member, path: string, method = 'GET', body?: unknown) =>
    ctx.request(`${base}${path}`, { token: who.token, method, body });

  async function addProspect(who: Member, fields: Partial<typeof prospects.$inferInsert> = {}) {
    const [row] = await ctx.database.db
      .insert(prospects)
      .values({
        spaceId: who.space.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        fullName: 'Ada Lovelace',
        companyName: 'Analytical Engines',
        workEmail: 'ada@engines.test',
        ...fields,
      })
      .returning();
    if (!row) throw new Error('no prospect');
    return row;
  }

  async function board(who: Member, pipelineId?: string) {
    const query = { pipeline_id: pipelineId };
    return (await ctx.api.get('/integrations/crm/default/stages', { query, token: who.token })).payload;
  }

  async function addDeal(who: Member, stageId: string, body: Record<string, unknown> = {}) {
    return (
      await ctx.api.post('/integrations/crm/default/deals', {
        token: who.token,
        body: { name: 'Deal', crm_stage: stageId, ...body },
      })
    ).payload;
  }

  const names = (stage: StageJson | undefined) => stage?.crm_deals.map((deal) => deal.name);

  /** The workspace's pipelines (the first read creates "Sales pipeline"). */
  async function pipelines(who: Member) {
    return (await ctx.api.get('/integrations/crm/default/pipelines', { token: who.token })).payload;
  }

  /** POST /pipeline, the whole answer (for the tests of a refusal). */
  const postPipeline = (who: Member, name: string) =>
    ctx.api.post('/integrations/crm/default/pipeline', { token: who.token, body: { name } });

  async function addPipeline(who: Member, name: string) {
    return (await postPipeline(who, name)).payload;
  }

  /** The names of a pipeline's stages (the first pipeline's without `pipelineId`), in order. */
  async function stageNames(who: Member, pipelineId?: string) {
    return (await board(who, pipelineId)).map((stage) => stage.name);
  }

  it('a workspace without a pipeline gets "Sales pipeline" (Lead 10 … Won 100) on its first read, once', async () => {
    const member = await crmMember();
    const [first, second] = await Promise.all([
      ctx.api.get('/integrations/crm/default/pipelines', { token: member.token }),
      ctx.api.get('/integrations/crm/default/pipelines', { token: member.token }),
    ]);
    expect(first.payload).toEqual(second.payload);
    expect(first.payload).toEqual([{ _id: expect.any(String), name: 'Sales pipeline', position: 0 }]);
    const stages = await board(member);
    expect(stages.map((stage) => [stage.name, stage.probability, stage.order, stage.data.order])).toEqual([
      ['Lead', 10, 0, 0],
      ['Contacted', 25, 1, 1],
      ['Qualified', 50, 2, 2],
      ['Proposal', 75, 3, 3],
      ['Won', 100, 4, 4],
    ]);
    expect(stages.every((stage) => stage.pipeline_id === first.payload[0]?._id)).toBe(true);
    expect(stages.every((stage) => stage.crm_deals.length === 0)).toBe(true);
  });

  it('crm_info, currencies and owners (the workspace members only)', async () => {
    const member = await crmMember({ firstName: 'Grace', lastName: 'Hopper' });
    const colleague = await ctx.createMember({ space: member.space, firstName: 'Alan', lastName: 'Turing' });
    await crmMember({ firstName: 'Stranger' });
    expect(
      (await ctx.api.get('/integrations/crm/default/crm_info', { token: member.token })).payload,
    ).toEqual({ platform: 'default', connected: true });
    const currencies = (await ctx.api.get('/integrations/crm/default/currencies', { token: member.token }))
      .payload;
    expect(currencies.map((currency) => currency.code)).toEqual(
      expect.arrayContaining([
        'USD',
        'EUR',
        'GBP',
        'CAD',
        'AUD',
        'CHF',
        'JPY',
        'INR',
        'BRL',
        'SEK',
        'NOK',
        'DKK',
        'PLN',
      ]),
    );
    const owners = (await ctx.api.get('/integrations/crm/default/owners', { token: member.token })).payload;
    expect(owners).toEqual([
      { _id: colleague.user.id, name: 'Alan Turing', email: colleague.user.email },
      { _id: member.user.id, name: 'Grace Hopper', email: member.user.email },
    ]);
  });

  it('a plan without native_crm gets a 402 feature_locked naming the lowest tier with it', async () => {
    const free = await ctx.createMember({ tier: 'free' });
    const response = await ctx.api.get('/integrations/crm/default/pipelines', { token: free.token });
    expect(response.status).toBe(402);
    expect(response.body).toEqual({
      ok: false,
      error: 'CRM is available from the Basic plan: upgrade to use it',
      code: 'feature_locked',
      feature: 'native_crm',
      tier: 'basic',
    });
  });

  it('pipeline: a valid name, unique per workspace (409), renamed, the last one kept', async () => {
    const member = await crmMember();
    const [sales] = await pipelines(member);
    expect(
      (await ctx.api.unchecked.post('/integrations/crm/default/pipeline', { token: member.token, body: {} }))
        .body,
    ).toEqual({
      ok: false,
      error: 'name: Fill this field',
    });
    expect((await postPipeline(member, '  ')).status).toBe(400);
    expect((await postPipeline(member, 'x'.repeat(101))).body).toEqual({
      ok: false,
      error: 'name: message can not be longer than 100',
    });
    const taken = await postPipeline(member, 'sales PIPELINE');
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ ok: false, error: 'A pipeline with this name already exists' });

    const created = await postPipeline(member, 'Recruiting');
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({ name: 'Recruiting', position: 1 });
    // A new pipeline comes with the default stages.
    expect(await stageNames(member, created.payload._id)).toEqual(defaultStageNames);
    expect(
      (
        await ctx.api.put('/integrations/crm/default/pipelines/{id}/update', {
          ...on(member, created.payload._id),
          body: { name: 'Sales Pipeline' },
        })
      ).status,
    ).toBe(409);
    const renamed = await ctx.api.put('/integrations/crm/default/pipelines/{id}/update', {
      ...on(member, created.payload._id),
      body: {
        name: 'Hiring',
      },
    });
    expect(renamed.payload.name).toBe('Hiring');

    expect(
      (
        await ctx.api.delete(
          '/integrations/crm/default/pipelines/{id}/delete',
          on(member, created.payload._id),
        )
      ).status,
    ).toBe(200);
    const last = await ctx.api.delete(
      '/integrations/crm/default/pipelines/{id}/delete',
      on(member, String(sales?._id)),
    );
    expect(last.status).toBe(400);
    expect(last.body).toEqual({ ok: false, error: 'A workspace needs at least one pipeline' });
  });

  it('deleting a pipeline deletes its stages and deals', async () => {
    const member = await crmMember();
    await ctx.api.get('/integrations/crm/default/pipelines', { token: member.token });
    const extra = await addPipeline(member, 'Partners');
    const [lead] = await board(member, extra._id);
    if (!lead) throw new Error('no stage');
    const deal = await addDeal(member, lead._id);
    await ctx.api.delete('/integrations/crm/default/pipelines/{id}/delete', on(member, extra._id));
    expect((await ctx.api.get('/integrations/crm/default/deals/{id}', on(member, deal._id))).status).toBe(
      404,
    );
    expect(await ctx.database.db.select().from(crmStages).where(eq(crmStages.pipelineId, extra._id))).toEqual(
      [],
    );
    expect(await ctx.database.db.select().from(crmDeals).where(eq(crmDeals.id, deal._id))).toEqual([]);
  });

  it.each([
    [0, 'probability: Probability must be a positive number'],
    [-5, 'probability: Probability must be a positive number'],
    [12.5, 'probability: Probability must be a positive number'],
    ['50', 'probability: Probability must be a positive number'],
    [null, 'probability: Probability must be a positive number'],
    [101, 'probability: Probability can not be more than 100'],
  ])('stage probability %j is refused: %s', async (probability, error) => {
    const member = await crmMember();
    const [pipeline] = await pipelines(member);
    const response = await ctx.api.unchecked.post('/integrations/crm/default/stage', {
      token: member.token,
      body: {
        name: 'Demo',
        pipeline_id: pipeline?._id,
        probability,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });

  it('POST stage at an order renumbers the others; PUT renames, changes probability and order', async () => {
    const member = await crmMember();
    const [pipeline] = await pipelines(member);
    const created = await ctx.api.unchecked.post('/integrations/crm/default/stage', {
      token: member.token,
      body: {
        name: 'Demo',
        pipeline_id: pipeline?._id,
        order: 2,
        probability: 40,
      },
    });
    expect(created.status).toBe(201);
    expect(created.payload).toMatchObject({ name: 'Demo', order: 2, data: { order: 2 }, probability: 40 });
    expect((await board(member)).map((stage) => `${stage.order}:${stage.name}`)).toEqual([
      '0:Lead',
      '1:Contacted',
      '2:Demo',
      '3:Qualified',
      '4:Proposal',
      '5:Won',
    ]);
    const updated = await ctx.api.put('/integrations/crm/default/stages/{id}/update', {
      ...on(member, created.payload._id),
      body: {
        name: 'Demo call',
        probability: 35,
        order: 0,
      },
    });
    expect(updated.payload).toMatchObject({ name: 'Demo call', probability: 35, order: 0 });
    expect(await stageNames(member)).toEqual(['Demo call', ...defaultStageNames]);
    expect(
      (
        await ctx.api.put('/integrations/crm/default/stages/{id}/update', {
          ...on(member, created.payload._id),
          body: { probability: 0 },
        })
      ).body,
    ).toEqual({
      ok: false,
      error: 'probability: Probability must be a positive number',
    });
    const other = await addPipeline(member, 'Other');
    const moved = await ctx.api.put('/integrations/crm/default/stages/{id}/update', {
      ...on(member, created.payload._id),
      body: {
        pipeline_id: other._id,
      },
    });
    expect(moved.body).toEqual({ ok: false, error: 'The stage belongs to another pipeline' });
  });

  it('deleting a stage with deals needs a stage to move them to, moves them to its end; the last stage stays', async () => {
    const member = await crmMember();
    const [lead, contacted, qualified, proposal, won] = await board(member);
    if (!lead || !contacted || !qualified || !proposal || !won) throw new Error('no stages');
    await addDeal(member, lead._id, { name: 'Already here' });
    await addDeal(member, contacted._id, { name: 'First' });
    await addDeal(member, contacted._id, { name: 'Second' });

    const without = await ctx.api.delete(
      '/integrations/crm/default/stages/{id}/delete',
      on(member, contacted._id),
    );
    expect(without.status).toBe(400);
    expect(without.body).toEqual({ ok: false, error: 'Choose a stage to move the deals to' });
    expect(
      (
        await ctx.api.delete('/integrations/crm/default/stages/{id}/delete', {
          ...on(member, contacted._id),
          body: { stage_to_move: contacted._id },
        })
      ).status,
    ).toBe(400);
    const other = await addPipeline(member, 'Other');
    const [otherLead] = await board(member, other._id);
    expect(
      (
        await ctx.api.unchecked.delete('/integrations/crm/default/stages/{id}/delete', {
          path: { id: contacted._id },
          query: { stage_to_move: otherLead?._id },
          token: member.token,
        })
      ).body,
    ).toEqual({ ok: false, error: 'Choose another stage of this pipeline to move the deals to' });

    const deleted = await ctx.api.delete('/integrations/crm/default/stages/{id}/delete', {
      ...on(member, contacted._id),
      body: {
        stage_to_move: lead._id,
        stage_id: contacted._id,
      },
    });
    expect(deleted.payload).toEqual({ _id: contacted._id, moved_deals: 2 });
    const after = await board(member);
    expect(after.map((stage) => `${stage.order}:${stage.name}`)).toEqual([
      '0:Lead',
      '1:Qualified',
      '2:Proposal',
      '3:Won',
    ]);
    expect(names(after[0])).toEqual(['Already here', 'First', 'Second']);
    expect(after[0]?.crm_deals.map((deal) => deal.position)).toEqual([0, 1, 2]);

    // An empty stage needs no stage_to_move; the last one is refused.
    for (const stage of [qualified, proposal, won]) {
      expect(
        (await ctx.api.delete('/integrations/crm/default/stages/{id}/delete', on(member, stage._id))).status,
      ).toBe(200);
    }
    const last = await ctx.api.delete('/integrations/crm/default/stages/{id}/delete', {
      ...on(member, lead._id),
      body: { stage_to_move: lead._id },
    });
    expect(last.body).toEqual({ ok: false, error: 'A pipeline needs at least one stage' });
  });

  it('POST deals: the deal with its owner and prospect, at the end of its stage, in the stage list', async () => {
    const member = await crmMember({ firstName: 'Grace', lastName: 'Hopper' });
    const prospect = await addProspect(member);
    const [lead] = await board(member);
    if (!lead) throw new Error('no stage');
    const first = await ctx.api.post('/integrations/crm/default/deals', {
      token: member.token,
      body: {
        name: 'Ada Lovelace — Analytical Engines',
        crm_stage: lead._id,
        amount: 1250.5,
        currency: 'EUR',
        crm_owner: member.user.id,
        prospect_id: prospect.id,
      },
    });
    expect(first.status).toBe(201);
    expect(first.payload).toEqual({
      _id: expect.any(String),
      platform: 'default',
      name: 'Ada Lovelace — Analytical Engines',
      pipeline: lead.pipeline_id,
      crm_stage: lead._id,
      amount: 1250.5,
      currency: 'EUR',
      crm_owner: { _id: member.user.id, name: 'Grace Hopper' },
      // No probability of its own: the stage's.
      probability: 10,
      position: 0,
      status: 'open',
      prospect: { _id: prospect.id, full_name: 'Ada Lovelace', company_name: 'Analytical Engines' },
      workflow_id: null,
      created_at: expect.any(String),
    });
    const second = await addDeal(member, lead._id, { name: 'Second', probability: 60, status: 'won' });
    expect(second).toMatchObject({
      position: 1,
      probability: 60,
      status: 'won',
      amount: null,
      currency: 'USD',
    });
    expect(names((await board(member))[0])).toEqual(['Ada Lovelace — Analytical Engines', 'Second']);
    expect(
      (await ctx.api.get('/integrations/crm/default/stages/{id}', on(member, lead._id))).payload.crm_deals,
    ).toHaveLength(2);
    expect(
      (await ctx.api.get('/integrations/crm/default/deals/{id}', on(member, second._id))).payload.name,
    ).toBe('Second');
  });

  it.each([
    [{ name: '' }, 'name: Fill this field'],
    [{ amount: -1 }, 'amount: Amount must be a number, 0 or more'],
    [{ amount: '10' }, 'amount: Amount must be a number, 0 or more'],
    [{ amount: 1e13 }, 'amount: Amount can not be more than 999999999999.99'],
    [{ currency: 'XXX' }, 'currency: Choose a currency from the list'],
    [{ status: 'deleted' }, 'status: Status must be one of open, won, lost'],
    [{ probability: 101 }, 'probability: Probability must be a number from 0 to 100'],
  ])('POST deals refuses %j: %s', async (body, error) => {
    const member = await crmMember();
    const [lead] = await board(member);
    const response = await ctx.api.unchecked.post('/integrations/crm/default/deals', {
      token: member.token,
      body: { name: 'Deal', crm_stage: lead?._id, ...body },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });

  it('a deal owner must be a member of the workspace, its prospect the workspace’s', async () => {
    const member = await crmMember();
    const stranger = await crmMember();
    const theirProspect = await addProspect(stranger);
    const [lead] = await board(member);
    if (!lead) throw new Error('no stage');
    const owner = await ctx.api.post('/integrations/crm/default/deals', {
      token: member.token,
      body: {
        name: 'D',
        crm_stage: lead._id,
        crm_owner: stranger.user.id,
      },
    });
    expect(owner.status).toBe(400);
    expect(owner.body).toEqual({ ok: false, error: 'The owner must be a member of this workspace' });
    const prospect = await ctx.api.post('/integrations/crm/default/deals', {
      token: member.token,
      body: {
        name: 'D',
        crm_stage: lead._id,
        prospect_id: theirProspect.id,
      },
    });
    expect(prospect.status).toBe(404);
    expect(prospect.body).toEqual({ ok: false, error: 'Prospect not found' });
    const deal = await addDeal(member, lead._id);
    expect(
      (
        await ctx.api.put('/integrations/crm/default/deals/{id}/update', {
          ...on(member, deal._id),
          body: { crm_owner: stranger.user.id },
        })
      ).status,
    ).toBe(400);
  });

  it('PATCH deals/{id}/update moves a deal within its stage and between stages, renumbering both', async () => {
    const member = await crmMember();
    const [lead, contacted] = await board(member);
    if (!lead || !contacted) throw new Error('no stages');
    const a = await addDeal(member, lead._id, { name: 'A' });
    await addDeal(member, lead._id, { name: 'B' });
    const c = await addDeal(member, lead._id, { name: 'C' });
    await addDeal(member, contacted._id, { name: 'X' });

    const within = await ctx.api.patch('/integrations/crm/default/deals/{id}/update', {
      ...on(member, c._id),
      body: { new_position: 0 },
    });
    expect(within.payload).toMatchObject({ crm_stage: lead._id, position: 0 });
    expect(names((await board(member))[0])).toEqual(['C', 'A', 'B']);

    const across = await ctx.api.patch('/integrations/crm/default/deals/{id}/update', {
      ...on(member, a._id),
      body: {
        new_position: 1,
        crm_stage: contacted._id,
      },
    });
    expect(across.payload).toMatchObject({ crm_stage: contacted._id, position: 1, probability: 25 });
    const after = await board(member);
    expect(names(after[0])).toEqual(['C', 'B']);
    expect(after[0]?.crm_deals.map((deal) => deal.position)).toEqual([0, 1]);
    expect(names(after[1])).toEqual(['X', 'A']);
    expect(after[1]?.crm_deals.map((deal) => deal.position)).toEqual([0, 1]);

    // A position past the end puts it last.
    await ctx.api.patch('/integrations/crm/default/deals/{id}/update', {
      ...on(member, c._id),
      body: { new_position: 99, crm_stage: contacted._id },
    });
    expect(names((await board(member))[1])).toEqual(['X', 'A', 'C']);

    expect(
      (
        await ctx.api.patch('/integrations/crm/default/deals/{id}/update', {
          ...on(member, c._id),
          body: { new_position: -1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await ctx.api.unchecked.patch('/integrations/crm/default/deals/{id}/update', {
          ...on(member, c._id),
          body: {},
        })
      ).status,
    ).toBe(400);
    const other = await addPipeline(member, 'Other');
    const [otherLead] = await board(member, other._id);
    const foreign = await ctx.api.unchecked.patch('/integrations/crm/default/deals/{id}/update', {
      ...on(member, c._id),
      body: {
        new_position: 0,
        crm_stage: otherLead?._id,
      },
    });
    expect(foreign.body).toEqual({ ok: false, error: 'The stage belongs to another pipeline' });
  });

  it('PUT deals/{id}/update changes fields, status and stage; DELETE renumbers the stage', async () => {
    const member = await crmMember();
    const [lead, contacted] = await board(member);
    if (!lead || !contacted) throw new Error('no stages');
    const a = await addDeal(member, lead._id, { name: 'A', amount: 10 });
    const b = await addDeal(member, lead._id, { name: 'B' });
    const updated = await ctx.api.put('/integrations/crm/default/deals/{id}/update', {
      ...on(member, a._id),
      body: {
        name: 'A+',
        amount: null,
        currency: 'GBP',
        status: 'lost',
        crm_stage: contacted._id,
      },
    });
    expect(updated.payload).toMatchObject({
      name: 'A+',
      amount: null,
      currency: 'GBP',
      status: 'lost',
      crm_stage: contacted._id,
      position: 0,
    });
    expect((await board(member))[0]?.crm_deals.map((deal) => [deal.name, deal.position])).toEqual([['B', 0]]);
    await addDeal(member, contacted._id, { name: 'C' });
    expect(
      (await ctx.api.delete('/integrations/crm/default/deals/{id}/delete', on(member, a._id))).payload,
    ).toEqual({ _id: a._id });
    expect((await board(member))[1]?.crm_deals.map((deal) => [deal.name, deal.position])).toEqual([['C', 0]]);
    expect((await ctx.api.get('/integrations/crm/default/deals/{id}', on(member, a._id))).status).toBe(404);
    expect(b.position).toBe(1);
  });

  it('GET profiles and companies search the workspace’s prospects, at most 10', async () => {
    const member = await crmMember();
    const stranger = await crmMember();
    await addProspect(stranger, { fullName: 'Ada Stranger', companyName: 'Analytical Rivals' });
    await addProspect(member);
    await addProspect(member, {
      fullName: 'Charles Babbage',
      companyName: 'Analytical Engines',
      workEmail: 'cb@diff.test',
    });
    for (let index = 0; index < 12; index += 1) {
      await addProspect(member, {
        fullName: `Bulk ${index}`,
        companyName: `Bulk Co ${index}`,
        workEmail: null,
      });
    }
    const byName = (
      await ctx.api.get('/integrations/crm/default/profiles', { query: { q: 'ada' }, token: member.token })
    ).payload;
    expect(byName.map((row) => row.full_name)).toEqual(['Ada Lovelace']);
    const byEmail = (
      await ctx.api.get('/integrations/crm/default/profiles', {
        query: { q: 'DIFF.test' },
        token: member.token,
      })
    ).payload;
    expect(byEmail).toEqual([
      {
        _id: expect.any(String),
        full_name: 'Charles Babbage',
        company_name: 'Analytical Engines',
        email: 'cb@diff.test',
      },
    ]);
    expect(
      (await ctx.api.get('/integrations/crm/default/profiles', { query: { q: 'bulk' }, token: member.token }))
        .payload,
    ).toHaveLength(10);
    expect(
      (
        await ctx.api.get('/integrations/crm/default/profiles', {
          query: { q: 'bulk', limit: 3 },
          token: member.token,
        })
      ).payload,
    ).toHaveLength(3);
    expect(
      (
        await ctx.api.get('/integrations/crm/default/profiles', {
          query: { limit: 11 },
          token: member.token,
        })
      ).status,
    ).toBe(400);
    // A LIKE wildcard is a literal character.
    expect(
      (await ctx.api.get('/integrations/crm/default/profiles', { query: { q: '%25' }, token: member.token }))
        .payload,
    ).toEqual([]);
    expect(
      (
        await ctx.api.get('/integrations/crm/default/companies', {
          query: { q: 'analytical' },
          token: member.token,
        })
      ).payload,
    ).toEqual([{ name: 'Analytical Engines' }]);
    expect(
      (
        await ctx.api.get('/integrations/crm/default/companies', {
          query: { q: 'bulk' },
          token: member.token,
        })
      ).payload,
    ).toHaveLength(10);
  });

  it.each([
    ['/profiles?limit=abc', 'limit: limit must be a number from 1 to 10'],
    ['/profiles?limit=11', 'limit: limit must be a number from 1 to 10'],
    ['/companies?limit=0', 'limit: limit must be a number from 1 to 10'],
    [`/companies?q=${'a'.repeat(201)}`, 'q: message can not be longer than 200'],
    ['/stages?pipeline_id=a&pipeline_id=b', 'pipeline_id: Invalid input: expected string, received array'],
  ])('GET %s is refused by its declared query: %s', async (path, error) => {
    const member = await crmMember();
    const response = await call(member, path);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });

  it('DELETE stages/{id}/delete takes stage_to_move from the query or a JSON body, the body winning', async () => {
    const member = await crmMember();
    const [lead, contacted, qualified] = await board(member);
    if (!lead || !contacted || !qualified) throw new Error('no stages');
    await addDeal(member, contacted._id, { name: 'Moving' });
    const badBody = await ctx.api.unchecked.delete('/integrations/crm/default/stages/{id}/delete', {
      ...on(member, contacted._id),
      body: { stage_to_move: 5 },
    });
    expect(badBody.status).toBe(400);
    expect(badBody.body).toEqual({
      ok: false,
      error: 'stage_to_move: Invalid input: expected string, received number',
    });
    // The query names a stage of no pipeline; the body's stage is taken.
    const both = await ctx.api.delete('/integrations/crm/default/stages/{id}/delete', {
      path: { id: contacted._id },
      query: { stage_to_move: '00000000-0000-4000-8000-000000000000' },
      token: member.token,
      body: { stage_to_move: qualified._id },
    });
    expect(both.payload).toEqual({ _id: contacted._id, moved_deals: 1 });
    expect(names((await board(member)).find((stage) => stage._id === qualified._id))).toEqual(['Moving']);
  });

  it('another workspace’s pipelines, stages and deals are not found, on every route', async () => {
    const owner = await crmMember();
    const intruder = await crmMember();
    const [pipeline] = await pipelines(owner);
    const [lead, contacted] = await board(owner);
    if (!pipeline || !lead || !contacted) throw new Error('no pipeline');
    const deal = await addDeal(owner, lead._id, { name: 'Secret' });
    const [intruderLead] = await board(intruder);
    const cases: [string, string, unknown, string][] = [
      ['GET', `/stages?pipeline_id=${pipeline._id}`, undefined, 'Pipeline not found'],
      ['GET', `/stages/${lead._id}`, undefined, 'Stage not found'],
      ['GET', `/deals/${deal._id}`, undefined, 'Deal not found'],
      ['PUT', `/pipelines/${pipeline._id}/update`, { name: 'Mine now' }, 'Pipeline not found'],
      ['DELETE', `/pipelines/${pipeline._id}/delete`, undefined, 'Pipeline not found'],
      ['POST', '/stage', { name: 'X', pipeline_id: pipeline._id, probability: 5 }, 'Pipeline not found'],
      ['PUT', `/stages/${lead._id}/update`, { name: 'X' }, 'Stage not found'],
      ['DELETE', `/stages/${contacted._id}/delete`, undefined, 'Stage not found'],
      ['DELETE', `/stages/${intruderLead?._id}/delete`, { stage_to_move: lead._id }, 'Stage not found'],
      ['POST', '/deals', { name: 'X', crm_stage: lead._id }, 'Stage not found'],
      ['PUT', `/deals/${deal._id}/update`, { name: 'X' }, 'Deal not found'],
      ['PATCH', `/deals/${deal._id}/update`, { new_position: 0 }, 'Deal not found'],
      ['DELETE', `/deals/${deal._id}/delete`, undefined, 'Deal not found'],
      ['GET', '/deals/not-a-uuid', undefined, 'Deal not found'],
      ['GET', '/stages/not-a-uuid', undefined, 'Stage not found'],
    ];
    // The intruder's own deal may not move into the owner's stage either.
    const own = await addDeal(intruder, intruderLead?._id ?? '', { name: 'Own' });
    cases.push([
      'PATCH',
      `/deals/${own._id}/update`,
      { new_position: 0, crm_stage: lead._id },
      'Stage not found',
    ]);
    cases.push(['PUT', `/deals/${own._id}/update`, { crm_stage: lead._id }, 'Stage not found']);
    for (const [method, path, body, error] of cases) {
      const response = await call(intruder, path, method, body);
      expect({ method, path, status: response.status, body: response.body }).toEqual({
        method,
        path,
        status: 404,
        body: { ok: false, error },
      });
    }
    // Intruder's stage deletion (with deals) refused before touching the owner's stage.
    expect(names((await board(owner))[0])).toEqual(['Secret']);
    expect((await pipelines(owner))[0]?.name).toBe('Sales pipeline');
    expect(await stageNames(owner)).toContain('Contacted');
    const profiles = (await ctx.api.get('/integrations/crm/default/profiles', { token: intruder.token }))
      .payload;
    expect(profiles).toEqual([]);
  });

  it('malformed JSON is a 400, never a 500', async () => {
    const member = await crmMember();
    const response = await ctx.request(`${base}/pipeline`, {
      token: member.token,
      method: 'POST',
      body: '{',
    });
    expect(response.status).toBe(400);
    expect(
      (
        await ctx.api.delete(
          '/integrations/crm/default/deals/{id}/delete',
          on(member, '00000000-0000-4000-8000-000000000000'),
        )
      ).status,
    ).toBe(404);
  });
});
