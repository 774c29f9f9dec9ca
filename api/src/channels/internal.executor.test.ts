import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../test/helpers';
import { campaignProspects, crmDeals, crmPushes, finderPeople, prospects, spaces, tasks } from '../db/schema';
import { generateFinderPeople } from '../modules/finder/finder-dataset';
import {
  addProspect,
  createCampaign,
  type EngineHarness,
  engineDeps,
  type StepSpec,
  stepContext,
} from '../modules/automation/automation.test-support';
import { internalExecutor, taskPriority } from './internal.executor';

describe('task priority', () => {
  it('maps the spec names to urgent 500, high 400, medium 300, low 200, none 100', () => {
    expect(['urgent', 'high', 'medium', 'low', 'none'].map(taskPriority)).toEqual([500, 400, 300, 200, 100]);
    expect(taskPriority(400)).toBe(400);
    expect(taskPriority(450)).toBe(100);
    expect(taskPriority(undefined)).toBe(100);
  });
});

describe.each(databaseModes())('internal steps on %s', (mode) => {
  let ctx: TestContext;
  let owner: Member;
  let harness: EngineHarness;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    owner = await ctx.createMember();
    harness = engineDeps(ctx);
  });
  afterAll(async () => ctx?.close());

  async function run(step: StepSpec, prospect: Partial<typeof prospects.$inferInsert> = {}) {
    const campaign = await createCampaign(ctx.database.db, owner.space.id, [step]);
    const added = await addProspect(ctx.database.db, campaign, prospect);
    const context = await stepContext(ctx.database.db, campaign, added.campaignProspect.id, ctx.clock.now());
    const result = await internalExecutor.execute(context, harness.deps);
    return { ...added, context, result, campaign };
  }

  it('a manual task step creates one task with its name, info, due date and priority', async () => {
    const { context, result, prospect } = await run({
      kind: 'manual_task',
      config: {
        task_name: 'Research {company_name}',
        task_info: 'Check {first_name} recent posts',
        priority: 400,
      },
    });
    expect(result).toMatchObject({ type: 'done', outcome: 'positive' });
    const again = await internalExecutor.execute(context, harness.deps);
    expect(again).toEqual(result);
    const rows = await ctx.database.db.select().from(tasks).where(eq(tasks.prospectId, prospect.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'manual_task',
      name: 'Research Analytical Engines',
      info: 'Check Ada recent posts',
      priority: 400,
      status: 'open',
      spaceId: owner.space.id,
    });
    expect(rows[0]?.dueAt?.toISOString()).toBe(ctx.clock.now().toISOString());
  });

  it('a call waits with "invalid phone" without a number, and becomes a call task with one', async () => {
    const none = await run({ kind: 'make_call' });
    expect(none.result).toMatchObject({ type: 'wait', reason: 'invalid_phone' });
    const withPhone = await run(
      { kind: 'make_call', text: 'Ask about {company_name}' },
      { phone: '+1 555 010 2030' },
    );
    expect(withPhone.result.type).toBe('done');
    const [task] = await ctx.database.db
      .select()
      .from(tasks)
      .where(eq(tasks.prospectId, withPhone.prospect.id));
    expect(task).toMatchObject({ type: 'make_call', name: 'Call Ada Lovelace' });
    expect(task?.info).toContain('Ask about Analytical Engines');
  });

  it('push to another CRM records the push with the step fields, once, pending', async () => {
    const { result, prospect, context } = await run({
      kind: 'push_to_crm',
      config: { crm: 'builtin', owner: 'me', deduplication: true },
    });
    expect(result.type).toBe('done');
    await internalExecutor.execute(context, harness.deps);
    const rows = await ctx.database.db.select().from(crmPushes).where(eq(crmPushes.prospectId, prospect.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', config: { crm: 'builtin', owner: 'me' } });
  });

  describe('push to the built-in CRM', () => {
    let crmOwner: Member;
    beforeAll(async () => {
      // native_crm comes with the basic plan.
      crmOwner = await ctx.createMember({ firstName: 'Grace', lastName: 'Hopper' });
      await ctx.database.db.update(spaces).set({ tier: 'basic' }).where(eq(spaces.id, crmOwner.space.id));
    });

    async function push(config: Record<string, unknown>, prospectId?: string, member = crmOwner) {
      const campaign = await createCampaign(ctx.database.db, member.space.id, [
        { kind: 'push_to_crm', config },
      ]);
      let campaignProspectId: string;
      let id: string;
      if (prospectId) {
        const [row] = await ctx.database.db
          .insert(campaignProspects)
          .values({
            spaceId: member.space.id,
            workflowId: campaign.workflow.id,
            prospectId,
            credentialId: campaign.credential.id,
            state: 'active',
            currentStepKey: campaign.steps[0]?.key ?? null,
          })
          .returning();
        if (!row) throw new Error('no campaign prospect');
        campaignProspectId = row.id;
        id = prospectId;
      } else {
        const added = await addProspect(ctx.database.db, campaign);
        campaignProspectId = added.campaignProspect.id;
        id = added.prospect.id;
      }
      const context = await stepContext(ctx.database.db, campaign, campaignProspectId, ctx.clock.now());
      const result = await internalExecutor.execute(context, harness.deps);
      return { result, context, prospectId: id, campaign };
    }

    const dealsOf = (prospectId: string) =>
      ctx.database.db.select().from(crmDeals).where(eq(crmDeals.prospectId, prospectId));

    it('creates a deal "Full Name — Company" on the first stage of the first pipeline, owned as configured, once', async () => {
      const { result, context, prospectId, campaign } = await push({
        crm: 'default',
        owner: crmOwner.user.id,
      });
      const deals = await dealsOf(prospectId);
      expect(deals).toHaveLength(1);
      const [deal] = deals;
      expect(deal).toMatchObject({
        name: 'Ada Lovelace — Analytical Engines',
        ownerId: crmOwner.user.id,
        status: 'open',
        workflowId: campaign.workflow.id,
        spaceId: crmOwner.space.id,
      });
      const board = await ctx.api.get('/integrations/crm/default/stages', { token: crmOwner.token });
      expect(board.payload[0]?.name).toBe('Lead');
      expect(board.payload[0]?.crm_deals.map((row) => row._id)).toContain(deal?.id);
      expect(result).toMatchObject({ type: 'done', outcome: 'positive', detail: { deal_id: deal?.id } });
      const [pushRow] = await ctx.database.db
        .select()
        .from(crmPushes)
        .where(eq(crmPushes.prospectId, prospectId));
      expect(pushRow?.status).toBe('pushed');
      expect(deal?.crmPushId).toBe(pushRow?.id);

      // A re-run of the same execution finds the deal it made.
      const again = await internalExecutor.execute(context, harness.deps);
      expect(again).toEqual(result);
      expect(await dealsOf(prospectId)).toHaveLength(1);
    });

    it('an empty CRM is the built-in one; an owner who is not a member is left out; no company, the name alone', async () => {
      const stranger = await ctx.createMember();
      const campaign = await createCampaign(ctx.database.db, crmOwner.space.id, [
        { kind: 'push_to_crm', config: { crm: '', owner: stranger.user.id } },
      ]);
      const added = await addProspect(ctx.database.db, campaign, { companyName: null });
      const context = await stepContext(
        ctx.database.db,
        campaign,
        added.campaignProspect.id,
        ctx.clock.now(),
      );
      await internalExecutor.execute(context, harness.deps);
      const [deal] = await dealsOf(added.prospect.id);
      expect(deal).toMatchObject({ name: 'Ada Lovelace', ownerId: null });
    });

    it('deduplication: a prospect with an open deal in the pipeline gets no second one (on by default)', async () => {
      const first = await push({});
      const [deal] = await dealsOf(first.prospectId);
      const second = await push({ crm: 'default' }, first.prospectId);
      expect(second.result).toEqual({
        type: 'done',
        outcome: 'positive',
        detail: { crm_push_id: expect.any(String), deal_id: deal?.id, deduplicated: true },
      });
      expect(await dealsOf(first.prospectId)).toHaveLength(1);

      // Once the deal is won, a new push makes a new deal; with deduplication off, always.
      await ctx.database.db
        .update(crmDeals)
        .set({ status: 'won' })
        .where(eq(crmDeals.id, deal?.id ?? ''));
      await push({}, first.prospectId);
      expect(await dealsOf(first.prospectId)).toHaveLength(2);
      await push({ deduplication: false }, first.prospectId);
      expect(await dealsOf(first.prospectId)).toHaveLength(3);
    });

    it('a plan without native_crm keeps the push pending, with no deal', async () => {
      const free = await ctx.createMember({ tier: 'free' });
      const { result, prospectId } = await push({ crm: 'default' }, undefined, free);
      expect(result).toMatchObject({ type: 'done', outcome: 'positive' });
      expect(await dealsOf(prospectId)).toEqual([]);
      const [pushRow] = await ctx.database.db
        .select()
        .from(crmPushes)
        .where(eq(crmPushes.prospectId, prospectId));
      expect(pushRow?.status).toBe('pending');
    });
  });

  it('enrich profile: finds the email in the finder data set, otherwise "not enriched"; skips "already enriched"', async () => {
    const [person] = generateFinderPeople(40).filter((row) => row.enrichedEmail);
    if (!person) throw new Error('no enrichable person in the sample');
    await ctx.database.db.insert(finderPeople).values(person).onConflictDoNothing();
    const found = await run({ kind: 'enrich_profile' }, { profileUrl: person.profileUrl, profileKey: null });
    expect(found.result).toMatchObject({ type: 'done', outcome: 'positive' });
    const [enriched] = await ctx.database.db
      .select()
      .from(prospects)
      .where(eq(prospects.id, found.prospect.id));
    expect(enriched).toMatchObject({ enrichment: 'enriched', enrichedEmail: person.enrichedEmail });

    const missing = await run({ kind: 'enrich_profile' });
    expect(missing.result).toMatchObject({ type: 'done', outcome: 'negative' });
    const [notFound] = await ctx.database.db
      .select()
      .from(prospects)
      .where(eq(prospects.id, missing.prospect.id));
    expect(notFound?.enrichment).toBe('not_enriched');

    const already = await run({ kind: 'enrich_profile' }, { enrichedEmail: 'ada@engines.example' });
    expect(already.result).toEqual({ type: 'skipped', reason: 'already_enriched' });
  });

  it('reveal personality passes without acting', async () => {
    const { result } = await run({ kind: 'reveal_personality' });
    expect(result).toMatchObject({ type: 'skipped', reason: 'no_actions' });
  });
});
