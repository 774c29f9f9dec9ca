import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../../test/helpers';
import { useTestContext } from '../../../../test/use-context';
import { internalExecutor } from '../../../channels/internal.executor';
import { socialExecutor } from '../../../channels/social.executor';
import { automationTasks, creditLedger, prospectPersonalities, type prospects } from '../../../db/schema';
import type { EngineDeps } from '../../../engine/contracts';
import { createLlm } from '../../../providers/llm/create-llm';
import { LlmError, type LlmProvider } from '../../../providers/llm/llm.provider';
import {
  addProspect,
  createCampaign,
  engineDeps,
  type StepSpec,
  stepContext,
} from '../../automation/automation.test-support';
import { creditBalance, grantCredits } from '../../credits';
import { newSandboxKey } from '../sandbox/sandbox.handlers';
import { sandboxModelName } from '../sandbox/sandbox.model';
import { aiMessageText } from './ai-steps';
import { scriptedLlm } from './assist.test-support';

/**
 * Issue 28: the engine's AI steps on the manual clock. Personality type, AI comment and the AI
 * message switch each generate once per step execution through the sandbox model (the real
 * adapter's HTTP path), are charged once in their category, and wait with a reason, sending
 * nothing, when the model, the plan or the credits fail them.
 */
describe.each(databaseModes())('AI steps on %s', (mode) => {
  let ctx: TestContext;
  let scale: Member;
  let growth: Member;
  let deps: EngineDeps;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    scale = await opened.createMember({ tier: 'scale' });
    growth = await opened.createMember({ tier: 'growth' });
    const key = newSandboxKey();
    const sandboxApp = opened.withApp({ llmSandboxKey: key }).app;
    const llm = createLlm({
      sandbox: { key, model: sandboxModelName, fetch: (request) => sandboxApp.fetch(request) },
      env: {},
    });
    deps = { ...engineDeps(opened).deps, llm };
  });

  beforeAll(async () => {
    await grantCredits(ctx.database.db, {
      spaceId: scale.space.id,
      amount: 20,
      kind: 'manual',
      idempotencyKey: `ai-steps-${scale.space.id}`,
    });
  });

  async function setUp(
    member: Member,
    step: StepSpec & { isAiMessage?: boolean },
    prospect: Partial<typeof prospects.$inferInsert> = {},
  ) {
    const db = ctx.database.db;
    const campaign = await createCampaign(db, member.space.id, [step]);
    if (step.isAiMessage) {
      const [first] = campaign.steps;
      if (first) first.isAiMessage = true;
    }
    const added = await addProspect(db, campaign, prospect);
    const context = await stepContext(db, campaign, added.campaignProspect.id, ctx.clock.now());
    return { ...added, context };
  }

  const usage = (member: Member, category: string) =>
    ctx.database.db
      .select()
      .from(creditLedger)
      .where(
        and(
          eq(creditLedger.spaceId, member.space.id),
          eq(creditLedger.kind, 'usage'),
          eq(creditLedger.category, category),
        ),
      );

  it('reveals a personality type from the profile, kept on the prospect, charged once', async () => {
    const { context, prospect } = await setUp(
      scale,
      { kind: 'reveal_personality' },
      { position: 'Data Engineer' },
    );
    const result = await internalExecutor.execute(context, deps);
    expect(result).toEqual({
      type: 'done',
      outcome: 'positive',
      detail: { personality_type: 'conscientious' },
    });
    const [row] = await ctx.database.db
      .select()
      .from(prospectPersonalities)
      .where(eq(prospectPersonalities.prospectId, prospect.id));
    expect(row).toMatchObject({ type: 'conscientious', spaceId: scale.space.id });
    expect(row?.traits.length).toBeGreaterThan(0);
    const balance = await creditBalance(ctx.database.db, scale.space.id);
    // The same execution again (a retry after a crash): the paid result, no second charge.
    expect(await internalExecutor.execute(context, deps)).toEqual(result);
    expect(await creditBalance(ctx.database.db, scale.space.id)).toBe(balance);
    expect((await usage(scale, 'personality_type')).length).toBe(1);
  });

  it('skips a prospect with no profile text without charging', async () => {
    const before = await creditBalance(ctx.database.db, scale.space.id);
    const { context } = await setUp(scale, { kind: 'reveal_personality' });
    expect(await internalExecutor.execute(context, deps)).toMatchObject({
      type: 'skipped',
      detail: { reason: 'personality_unavailable' },
    });
    expect(await creditBalance(ctx.database.db, scale.space.id)).toBe(before);
  });

  it('waits when the plan lacks the feature, and when the workspace is out of credits', async () => {
    const locked = await setUp(growth, { kind: 'reveal_personality' }, { position: 'CEO' });
    expect(await internalExecutor.execute(locked.context, deps)).toMatchObject({
      type: 'wait',
      reason: 'ai_not_in_plan',
    });
    const broke = await ctx.createMember({ tier: 'scale' });
    const short = await setUp(broke, { kind: 'reveal_personality' }, { position: 'CEO' });
    const result = await internalExecutor.execute(short.context, deps);
    expect(result).toMatchObject({ type: 'wait', reason: 'out_of_credits' });
    if (result.type === 'wait')
      expect(result.retryAt?.getTime()).toBe(ctx.clock.now().getTime() + 60 * 60 * 1000);
    const rows = await ctx.database.db
      .select()
      .from(prospectPersonalities)
      .where(eq(prospectPersonalities.prospectId, short.prospect.id));
    expect(rows).toEqual([]);
  });

  it('queues an AI comment in the step’s tone, charged as ai_comment', async () => {
    const { context } = await setUp(scale, { kind: 'ai_comment', config: { tone: 'question' } });
    const result = await socialExecutor.execute(context, deps);
    expect(result.type).toBe('pending');
    const [task] = await ctx.database.db
      .select()
      .from(automationTasks)
      .where(eq(automationTasks.stepExecutionId, context.execution.id));
    expect(task?.payload).toMatchObject({
      tone: 'question',
      text: 'Thanks for sharing, Ada. How did you arrive at this?',
    });
    expect((await usage(scale, 'ai_comment')).length).toBe(1);
  });

  it('personalises a LinkedIn message with the AI message switch, charged as ai_message', async () => {
    const { context } = await setUp(
      scale,
      { kind: 'send_message', text: 'Hi {first_name},\nWould a short call be useful?', isAiMessage: true },
      { position: 'Head of Sales' },
    );
    expect((await socialExecutor.execute(context, deps)).type).toBe('pending');
    const [task] = await ctx.database.db
      .select()
      .from(automationTasks)
      .where(eq(automationTasks.stepExecutionId, context.execution.id));
    expect(task?.payload.text).toBe(
      'Hi Ada,\n\nAs Head of Sales at Analytical Engines, you may find this useful.\nWould a short call be useful?',
    );
    expect((await usage(scale, 'ai_message')).length).toBe(1);
  });

  it('writes an email step’s AI message as a personalized_message, and leaves other steps’ text alone', async () => {
    const ai = await setUp(scale, { kind: 'send_email', text: 'Hello {first_name}', isAiMessage: true });
    expect(await aiMessageText(ai.context, deps)).toEqual({ text: 'Hello Ada' });
    expect((await usage(scale, 'personalized_message')).length).toBe(1);
    const plain = await setUp(scale, { kind: 'send_email', text: 'Hello {first_name}' });
    expect(await aiMessageText(plain.context, deps)).toEqual({ text: 'Hello {first_name}' });
  });

  it('sends nothing when the model fails or invents a fact: the step waits and the credit comes back', async () => {
    const before = await creditBalance(ctx.database.db, scale.space.id);
    const attempt = async (llm: LlmProvider) => {
      const { context } = await setUp(scale, { kind: 'ai_comment', config: { tone: 'positive' } });
      const result = await socialExecutor.execute(context, { ...deps, llm });
      const tasks = await ctx.database.db
        .select()
        .from(automationTasks)
        .where(eq(automationTasks.stepExecutionId, context.execution.id));
      return { result, tasks };
    };
    for (const llm of [
      scriptedLlm(new LlmError('timeout', 'The model did not answer')),
      scriptedLlm('Great post, Ada! Bob at Initech saw 40% growth with this.'),
    ]) {
      const { result, tasks } = await attempt(llm);
      expect(result).toMatchObject({ type: 'wait', reason: 'ai_generation_failed' });
      expect(tasks).toEqual([]);
    }
    expect(await creditBalance(ctx.database.db, scale.space.id)).toBe(before);
  });
});
