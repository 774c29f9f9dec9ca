import { serverEvents } from '@outreach/core/events';
import { firstCampaignError, minimumStepDelayHours, type StepJson } from '@outreach/core/outreach';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, on, type TestContext } from '../../../../test/helpers';
import { useTestContext } from '../../../../test/use-context';
import { employeeBody } from '../../../../test/ai-employees';
import { insertCredential } from '../../../../test/workspaces';
import { creditLedger, integrations, magicCampaigns, workflows } from '../../../db/schema';
import { silentLogger } from '../../../logger';
import { LlmError, type LlmProvider, type LlmStructuredCall } from '../../../providers/llm/llm.provider';
import { creditBalance, grantCredits } from '../../credits';
import {
  type GeneratedCampaign,
  magicCampaignCredits,
  magicClaimMs,
  magicMessages,
} from './generation.schema';
import { magicCampaignsSettled, type MagicJobDeps, runMagicCampaigns } from './generation.service';
import { magicPlans } from './sequence';

/** An LLM whose structured answer the test writes (or holds until it says so). */
function stubLlm(answer: () => Promise<GeneratedCampaign>): LlmProvider {
  return {
    isSandbox: false,
    model: 'stub',
    complete: async () => '',
    structured: async <Schema extends z.ZodType>(call: LlmStructuredCall<Schema>) =>
      call.schema.parse(await answer()) as z.infer<Schema>,
    stream: async function* () {},
  };
}

const objective = 'Book demos with retail operations leaders';

describe.each(databaseModes())('magic campaigns on %s', (mode) => {
  let ctx: TestContext;
  let scale: Member;
  let growth: Member;
  let other: Member;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    scale = await opened.createMember({ tier: 'scale' });
    growth = await opened.createMember({ tier: 'growth' });
    other = await opened.createMember({ tier: 'scale' });
  });

  async function fund(member: Member, amount = 100) {
    await grantCredits(ctx.database.db, {
      spaceId: member.space.id,
      amount,
      kind: 'manual',
      idempotencyKey: `fund:${member.space.id}:${Math.random()}`,
    });
  }

  function balanceOf(member: Member) {
    return creditBalance(ctx.database.db, member.space.id);
  }

  async function mailbox(member: Member) {
    const credentialId = await insertCredential(ctx, member.space);
    const [row] = await ctx.database.db
      .insert(integrations)
      .values({
        spaceId: member.space.id,
        credentialId,
        provider: 'smtp',
        status: 'connected',
        email: 'me@example.test',
      })
      .returning();
    if (!row) throw new Error('no integration');
    return { credentialId, integrationId: row.id };
  }

  function generate(member: Member, body: Record<string, unknown>, client = ctx.api) {
    return client.unchecked.post('/workflows', { token: member.token, body });
  }

  async function magicRow(workflowId: string) {
    const [row] = await ctx.database.db
      .select()
      .from(magicCampaigns)
      .where(eq(magicCampaigns.workflowId, workflowId));
    if (!row) throw new Error('no magic campaign');
    return row;
  }

  function eventsFor(workflowId: string) {
    return ctx.realtime.aiEvents.filter(
      (event) => (event.payload as { workflow_id?: string }).workflow_id === workflowId,
    );
  }

  it('answers 402 feature_locked without ai_magic_campaigns, and creates nothing', async () => {
    await fund(growth);
    const response = await generate(growth, { workflow_to_generate: 'linkedin', objective });
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ ok: false, code: 'feature_locked', feature: 'ai_magic_campaigns' });
    const rows = await ctx.database.db.select().from(workflows).where(eq(workflows.spaceId, growth.space.id));
    expect(rows).toEqual([]);
  });

  it('answers 402 when the credits do not cover it, and creates nothing', async () => {
    const poor = await ctx.createMember({ tier: 'scale' });
    const response = await generate(poor, { workflow_to_generate: 'linkedin', objective });
    expect(response.status).toBe(402);
    expect(response.body.ok).toBe(false);
    const rows = await ctx.database.db.select().from(workflows).where(eq(workflows.spaceId, poor.space.id));
    expect(rows).toEqual([]);
  });

  it.each([
    [{ workflow_to_generate: 'tiktok', objective }, `workflow_to_generate: ${magicMessages.kind}`],
    [{ workflow_to_generate: 'email' }, `objective: ${magicMessages.objectiveRequired}`],
    [{ workflow_to_generate: 'email', objective: '   ' }, `objective: ${magicMessages.objectiveRequired}`],
    [{ objective }, `workflow_to_generate: ${magicMessages.kind}`],
    [
      { workflow_to_generate: 'email', objective, employee_id: 'nope' },
      'employee_id: employee_id must be an id',
    ],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const response = await generate(scale, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: message });
  });

  it("never reaches another workspace's employee or account", async () => {
    await fund(scale);
    const theirs = await insertCredential(ctx, other.space);
    const employee = await generate(scale, {
      workflow_to_generate: 'linkedin',
      objective,
      employee_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(employee.status).toBe(404);
    expect(employee.body).toEqual({ ok: false, error: magicMessages.employeeNotFound });
    const account = await generate(scale, {
      workflow_to_generate: 'linkedin',
      objective,
      credentials_id: theirs,
    });
    expect(account.status).toBe(400);
    expect(account.body).toEqual({ ok: false, error: 'Credentials not found' });
  });

  it.each(Object.keys(magicPlans) as Array<keyof typeof magicPlans>)(
    'generates a %s campaign: building at once, then built once, editable, passing the step rules',
    async (kind) => {
      await fund(scale);
      const { credentialId, integrationId } = await mailbox(scale);
      const before = await balanceOf(scale);
      const response = await generate(scale, {
        workflow_to_generate: kind,
        objective,
        credentials_id: credentialId,
        cases_study: [{ whom: 'Globex Retail', problem: 'Slow picking', solution: 'Robots' }],
      });
      expect(response.status).toBe(201);
      const created = response.payload;
      expect(created).toMatchObject({
        status: 'draft',
        sequence: [],
        credentials: [credentialId],
        is_email_only: kind === 'email',
        magic: { status: 'building', workflow_to_generate: kind, error: null, credits: magicCampaignCredits },
      });
      expect(await balanceOf(scale)).toBe(before - magicCampaignCredits);
      const [debit] = await ctx.database.db
        .select()
        .from(creditLedger)
        .where(
          and(
            eq(creditLedger.spaceId, scale.space.id),
            eq(creditLedger.idempotencyKey, `magic-campaign:${(await magicRow(created._id)).id}`),
          ),
        );
      expect(debit).toMatchObject({ category: 'workflow_generation', delta: -magicCampaignCredits });

      await magicCampaignsSettled();
      expect((await magicRow(created._id)).state).toBe('built');
      const campaign = (await ctx.api.get('/workflows/{id}', on(scale, created._id))).payload;
      expect(campaign.sequence.map((step) => step.kind)).toEqual(magicPlans[kind].map((step) => step.kind));
      if (kind === 'linkedin_email_dialer')
        expect(campaign.sequence.map((step) => step.kind)).toContain('make_call');
      for (const step of campaign.sequence.filter((s) => s.kind === 'send_email'))
        expect(step.config).toEqual({ integration_id: integrationId });
      expect(
        firstCampaignError({
          isEmailOnly: campaign.is_email_only,
          sequenceType: campaign.sequences_type,
          steps: campaign.sequence as StepJson[],
          minimumDelayHours: minimumStepDelayHours,
        }),
      ).toBeNull();
      expect(campaign.sequence.some((step) => step.text?.includes('{first_name}'))).toBe(true);
      expect(eventsFor(created._id)).toEqual([
        {
          spaceId: scale.space.id,
          event: serverEvents.aiWorkflowHasBeenGenerated,
          payload: { workflow_id: created._id },
        },
      ]);
      // An ordinary campaign: it saves through the builder's own route.
      const saved = await ctx.api.put('/workflows/{id}/update/async', {
        ...on(scale, created._id),
        body: { name: 'Mine now', sequence: campaign.sequence.slice(0, 2) },
      });
      expect(saved.status).toBe(200);
      // A second run finds nothing to do: built once.
      expect(
        await runMagicCampaigns(await jobDeps(stubLlm(async () => ({ name: '', messages: [] })))),
      ).toEqual({
        built: 0,
        failed: 0,
      });
      expect(eventsFor(created._id)).toHaveLength(1);
    },
  );

  async function jobDeps(llm: LlmProvider): Promise<MagicJobDeps> {
    return { db: ctx.database.db, clock: ctx.clock, realtime: ctx.realtime, logger: silentLogger, llm };
  }

  it('fails without a mailbox for an email campaign, says why and gives the credits back', async () => {
    const bare = await ctx.createMember({ tier: 'scale' });
    await fund(bare, 20);
    const created = (await generate(bare, { workflow_to_generate: 'email', objective })).payload;
    expect(await balanceOf(bare)).toBe(20 - magicCampaignCredits);
    await magicCampaignsSettled();
    expect(await magicRow(created._id)).toMatchObject({ state: 'failed', error: magicMessages.noMailbox });
    expect(await balanceOf(bare)).toBe(20);
    expect(eventsFor(created._id)).toEqual([
      {
        spaceId: bare.space.id,
        event: serverEvents.aiWorkflowGenerationFailed,
        payload: { workflow_id: created._id, error: magicMessages.noMailbox },
      },
    ]);
    const [campaign] = await ctx.database.db.select().from(workflows).where(eq(workflows.id, created._id));
    expect(campaign?.status).toBe('deleted');
  });

  it.each([
    [
      'the model fails',
      async (): Promise<GeneratedCampaign> => {
        throw new LlmError('timeout', 'too slow');
      },
      magicMessages.modelFailed,
    ],
    [
      'the model invents a fact',
      async (): Promise<GeneratedCampaign> => ({
        name: 'Robots',
        messages: [
          { channel: 'linkedin', subject: '', body: 'Hi {{first_name}}, Initech saved 38% with us.' },
          { channel: 'linkedin', subject: '', body: 'Hi {{first_name}}' },
          { channel: 'linkedin', subject: '', body: 'Hi {{first_name}}' },
        ],
      }),
      magicMessages.ungrounded,
    ],
    [
      'the model writes fewer messages than the steps',
      async (): Promise<GeneratedCampaign> => ({ name: '', messages: [] }),
      magicMessages.invalidSequence,
    ],
  ])('fails when %s, refunds and tells the AI room once', async (_case, answer, error) => {
    const member = await ctx.createMember({ tier: 'scale' });
    await fund(member, 20);
    const client = ctx.withApp({ llm: stubLlm(answer), realtime: ctx.realtime });
    const created = (await generate(member, { workflow_to_generate: 'linkedin', objective }, client.api))
      .payload;
    await magicCampaignsSettled();
    expect(await magicRow(created._id)).toMatchObject({ state: 'failed', error });
    expect(await balanceOf(member)).toBe(20);
    const refunds = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, member.space.id), eq(creditLedger.kind, 'refund')));
    expect(refunds).toHaveLength(1);
    expect(eventsFor(created._id).map((event) => event.event)).toEqual([
      serverEvents.aiWorkflowGenerationFailed,
    ]);
  });

  it('is built exactly once when a run takes over an expired claim on the manual clock', async () => {
    const member = await ctx.createMember({ tier: 'scale' });
    await fund(member, 20);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    const llm = stubLlm(async () => {
      asked += 1;
      await held;
      return {
        name: 'Retail demos',
        messages: [1, 2, 3].map(() => ({
          channel: 'linkedin' as const,
          subject: '',
          body: 'Hi {{first_name}}',
        })),
      };
    });
    const client = ctx.withApp({ llm, realtime: ctx.realtime });
    const created = (await generate(member, { workflow_to_generate: 'linkedin', objective }, client.api))
      .payload;
    // The request's own run has claimed it and waits on the model.
    while (asked === 0) await new Promise((resolve) => setImmediate(resolve));
    const deps = await jobDeps(llm);
    expect(await runMagicCampaigns(deps)).toEqual({ built: 0, failed: 0 });
    // Its claim runs out (a run that died): the next run takes it over.
    ctx.clock.advance(magicClaimMs + 1000);
    const takeover = runMagicCampaigns(deps);
    while (asked < 2) await new Promise((resolve) => setImmediate(resolve));
    release();
    const outcomes = [await takeover];
    await magicCampaignsSettled();
    const row = await magicRow(created._id);
    expect(row).toMatchObject({ state: 'built', attempts: 2 });
    expect(outcomes[0]?.built).toBe(1);
    expect(eventsFor(created._id)).toHaveLength(1);
    const [campaign] = await ctx.database.db.select().from(workflows).where(eq(workflows.id, created._id));
    expect(campaign?.name).toBe('Retail demos');
    const ledger = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.spaceId, member.space.id));
    expect(ledger.filter((entry) => entry.kind === 'refund')).toEqual([]);
  });

  it("starts an AI Employee's campaigns with its save, built for it, and none without credits", async () => {
    const boss = await ctx.createMember({ tier: 'unlimited' });
    await fund(boss, 100);
    const { credentialId } = await mailbox(boss);
    const employee = employeeBody(credentialId, {
      generateCampaigns: { linkedin: 1, email: 0, linkedin_email: 0, linkedin_email_dialer: 1 },
    });
    const saved = await ctx.api.unchecked.post('/employees', { token: boss.token, body: employee });
    expect(saved.status).toBe(201);
    const { generate_campaigns: started, employee: created } = saved.payload;
    expect(started).toMatchObject({ status: 'building', error: null });
    expect(started.campaigns).toHaveLength(2);
    expect(await balanceOf(boss)).toBe(100 - 2 * magicCampaignCredits);
    await magicCampaignsSettled();
    for (const { _id } of started.campaigns) {
      const campaign = (await ctx.api.get('/workflows/{id}', on(boss, _id))).payload;
      expect(campaign).toMatchObject({
        is_ai_employee: true,
        ai_employee_id: created.id,
        credentials: [credentialId],
      });
      expect(campaign.sequence.length).toBeGreaterThan(0);
      expect(eventsFor(_id).map((event) => event.event)).toEqual([serverEvents.aiWorkflowHasBeenGenerated]);
    }

    const broke = await ctx.createMember({ tier: 'unlimited' });
    const unpaid = await ctx.api.unchecked.post('/employees', {
      token: broke.token,
      body: { ...employee, credentials_id: undefined },
    });
    expect(unpaid.status).toBe(201);
    expect(unpaid.payload.generate_campaigns).toMatchObject({ status: 'refused', campaigns: [] });
    const rows = await ctx.database.db.select().from(workflows).where(eq(workflows.spaceId, broke.space.id));
    expect(rows).toEqual([]);
  });
});
