import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import {
  campaignProspects,
  credentials,
  messages,
  stepExecutions,
  workflowCredentials,
  workflowSteps,
  workflows,
} from '../db/schema';
import { demoSenderEmail, seedDemo } from '../db/seed';
import { engineDeps } from '../modules/automation/automation.test-support';
import { demoCampaignName, seedDemoCampaign } from './demo';
import { createExecutorRegistry, createNoopExecutor } from './executors/registry';
import { internalExecutor } from './executors/internal.executor';
import { socialExecutor } from './executors/social.executor';
import { defaultSandboxSettings, runSandboxWorkerOnce } from './sandbox-worker';
import { runExecutions, tick } from './scheduler';

describe.each(databaseModes())('demo campaign on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => ctx?.close());

  it('the seed creates one running demo campaign with the sandbox sender and prospects, idempotently', async () => {
    const first = await seedDemo(ctx.database.db, ctx.clock);
    expect(first.created).toBe(true);
    const spaceId = first.spaceId ?? '';
    const [sender] = await ctx.database.db
      .select()
      .from(credentials)
      .where(and(eq(credentials.spaceId, spaceId), eq(credentials.username, demoSenderEmail)));
    expect(sender).toMatchObject({ workHoursStart: 0, workHoursEnd: 24, status: 'active' });

    // A second call (a restart) changes nothing.
    const again = await seedDemoCampaign(ctx.database.db, {
      spaceId,
      credentialId: sender?.id ?? '',
      clock: ctx.clock,
    });
    expect(again.created).toBe(false);
    const campaigns = await ctx.database.db
      .select()
      .from(workflows)
      .where(and(eq(workflows.spaceId, spaceId), eq(workflows.name, demoCampaignName)));
    expect(campaigns).toHaveLength(1);
    expect(campaigns[0]).toMatchObject({ status: 'active', id: again.workflowId });
    const steps = await ctx.database.db
      .select()
      .from(workflowSteps)
      .where(eq(workflowSteps.workflowId, again.workflowId));
    expect(
      steps.sort((a, b) => a.number - b.number).map((step) => [step.kind, step.waitDays, step.waitHours]),
    ).toEqual([
      ['view_profile', 0, 0],
      ['connection_request', 0, 0],
      ['send_message', 0, 0],
      // The follow-up waits a day: a reply meanwhile pauses the prospect.
      ['send_message', 1, 0],
    ]);
    const senders = await ctx.database.db
      .select()
      .from(workflowCredentials)
      .where(eq(workflowCredentials.workflowId, again.workflowId));
    expect(senders.map((row) => row.credentialId)).toEqual([sender?.id]);
    const [people] = await ctx.database.db
      .select({ total: count() })
      .from(campaignProspects)
      .where(and(eq(campaignProspects.workflowId, again.workflowId), eq(campaignProspects.state, 'pending')));
    expect(people?.total).toBe(24);
  });

  it('prospects visibly advance, reply and pause within the first minutes', async () => {
    const [campaign] = await ctx.database.db
      .select()
      .from(workflows)
      .where(eq(workflows.name, demoCampaignName));
    if (!campaign) throw new Error('no demo campaign');
    // The engine's spacing between two actions of the sender, fixed at its middle (150 s) for a repeatable run.
    const deps = { ...engineDeps(ctx).deps, random: () => 0.5 };
    const registry = createExecutorRegistry([
      socialExecutor,
      internalExecutor,
      createNoopExecutor(['send_email', 'send_webhook', 'add_label']),
    ]);
    const lively = { ...defaultSandboxSettings, acceptanceRate: 1, replyRate: 1, limitRate: 0 };
    const send = async (jobs: { data?: { executionIds: string[] } }[]) => {
      for (const job of jobs) if (job.data) await runExecutions(deps, registry, job.data.executionIds);
    };
    // Twenty minutes of the engine and the sandbox worker, a pass every 30 seconds.
    for (let second = 0; second < 20 * 60; second += 30) {
      await tick(deps, send);
      await runSandboxWorkerOnce(deps, ctx.clock.now(), lively);
      ctx.clock.advance(30_000);
    }
    const done = await ctx.database.db
      .select()
      .from(stepExecutions)
      .where(and(eq(stepExecutions.workflowId, campaign.id), eq(stepExecutions.status, 'done')));
    expect(done.length).toBeGreaterThan(3);
    expect(new Set(done.map((row) => row.stepKey))).toContain('demo-connect');
    const paused = await ctx.database.db
      .select()
      .from(campaignProspects)
      .where(
        and(eq(campaignProspects.workflowId, campaign.id), eq(campaignProspects.pauseReason, 'got_reply')),
      );
    expect(paused.length).toBeGreaterThan(0);
    const replies = await ctx.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.spaceId, campaign.spaceId), eq(messages.direction, 'in')));
    expect(replies.length).toBeGreaterThan(0);
  });
});
