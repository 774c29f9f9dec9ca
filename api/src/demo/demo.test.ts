import { and, count, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import {
  campaignProspects,
  credentials,
  messages,
  senderHealth,
  stepExecutions,
  users,
  workflowCredentials,
  workflowSteps,
  workflows,
} from '../db/schema';
import { demoCredentials, demoSenderEmail, seedDemo } from '../seeds/seed';
import { issueToken } from '../modules/auth/auth.service';
import { engineDeps } from '../modules/automation/automation.test-support';
import { demoCampaignName, seedDemoCampaign } from './demo';
import { createExecutorRegistry, createNoopExecutor } from '../engine/executor-registry';
import { internalExecutor } from '../channels/internal.executor';
import { socialExecutor } from '../channels/social.executor';
import { defaultSandboxSettings, runSandboxWorkerOnce } from '../modules/automation/sandbox-worker';
import { tick } from '../engine/scheduler';
import { runExecutions } from '../engine/step-runner';

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
    expect(sender).toMatchObject({
      workHoursStart: 0,
      workHoursEnd: 24,
      workWeekends: true,
      status: 'active',
    });

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
});

/**
 * issue 11 §8: on a fresh start the demo's only sender went into a 24-hour cool-down minutes
 * after the start (a rolled limit signal), and on a weekend it did nothing at all. The first run
 * must show the demo campaign acting within 2 minutes and a reply in the inbox within 5, on any
 * day, with the engine's and the sandbox's default settings (only the spacing's random draw is
 * pinned, at each end of its range).
 */
describe.each(databaseModes())('the demo on its first run on %s', (mode) => {
  const starts = [
    ['a Saturday afternoon', '2026-11-28T14:00:00.000Z'],
    ['a Wednesday night', '2026-11-25T03:00:00.000Z'],
  ] as const;
  const spacings = [
    ['the shortest spacing', 0],
    ['the longest spacing', 0.999],
  ] as const;

  for (const [day, start] of starts) {
    for (const [spacing, draw] of spacings) {
      it(`acts within 2 minutes and shows a reply within 5, started on ${day} with ${spacing}`, async () => {
        const ctx = await createTestContext({ mode });
        try {
          ctx.clock.set(start);
          const startedAt = ctx.clock.now().getTime();
          const seeded = await seedDemo(ctx.database.db, ctx.clock);
          const spaceId = seeded.spaceId ?? '';
          const [campaign] = await ctx.database.db
            .select()
            .from(workflows)
            .where(and(eq(workflows.spaceId, spaceId), eq(workflows.name, demoCampaignName)));
          if (!campaign) throw new Error('no demo campaign');
          const deps = { ...engineDeps(ctx).deps, random: () => draw };
          const registry = createExecutorRegistry([
            socialExecutor,
            internalExecutor,
            createNoopExecutor(['send_email', 'send_webhook', 'add_label']),
          ]);
          const { firstActionAt, firstReplyAt } = await runTenMinutes(ctx, deps, registry, {
            workflowId: campaign.id,
            spaceId,
            startedAt,
          });
          expect(firstActionAt).not.toBeNull();
          expect(firstActionAt ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(2 * 60 * 1000);
          expect(firstReplyAt).not.toBeNull();
          expect(firstReplyAt ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(5 * 60 * 1000);

          // The reply is in the inbox (a dialog of the sender) and it paused its prospect.
          const dialogs = await ctx.api.get('/inbox/dialogs', {
            query: { space: spaceId, filter: 'unread' },
            token: await tokenOfDemo(ctx),
          });
          expect(dialogs.payload.items.length).toBeGreaterThan(0);
          const paused = await ctx.database.db
            .select()
            .from(campaignProspects)
            .where(
              and(
                eq(campaignProspects.workflowId, campaign.id),
                eq(campaignProspects.pauseReason, 'got_reply'),
              ),
            );
          expect(paused.length).toBeGreaterThan(0);
          // No limit signal sent the only sender into a cool-down, and the demo keeps going.
          const [health] = await ctx.database.db.select().from(senderHealth);
          expect(health?.cooldownUntil ?? null).toBeNull();
          const started = await ctx.database.db
            .select({ total: count() })
            .from(campaignProspects)
            .where(
              and(eq(campaignProspects.workflowId, campaign.id), ne(campaignProspects.state, 'pending')),
            );
          expect(started[0]?.total).toBe(24);
        } finally {
          await ctx.close();
        }
      });
    }
  }
});

type DemoDeps = ReturnType<typeof engineDeps>['deps'];

/**
 * Ten minutes as the server runs them: an engine pass every 30 s (the first at start), the
 * sandbox worker every 5 s. Answers when the campaign first acted and when the first reply came
 * in, in milliseconds after `startedAt` (null: not within the ten minutes).
 */
async function runTenMinutes(
  ctx: TestContext,
  deps: DemoDeps,
  registry: ReturnType<typeof createExecutorRegistry>,
  demo: { workflowId: string; spaceId: string; startedAt: number },
) {
  const send = async (jobs: { data?: { executionIds: string[] } }[]) => {
    for (const job of jobs) if (job.data) await runExecutions(deps, registry, job.data.executionIds);
  };
  let firstActionAt: number | null = null;
  let firstReplyAt: number | null = null;
  for (let second = 0; second <= 10 * 60; second += 5) {
    if (second % 30 === 0) await tick(deps, send);
    await runSandboxWorkerOnce(deps, ctx.clock.now(), defaultSandboxSettings);
    const elapsed = ctx.clock.now().getTime() - demo.startedAt;
    if (firstActionAt === null && (await hasActed(ctx, demo.workflowId))) firstActionAt = elapsed;
    if (firstReplyAt === null && (await hasReply(ctx, demo.spaceId))) firstReplyAt = elapsed;
    ctx.clock.advance(5000);
  }
  return { firstActionAt, firstReplyAt };
}

async function hasActed(ctx: TestContext, workflowId: string): Promise<boolean> {
  const [done] = await ctx.database.db
    .select({ total: count() })
    .from(stepExecutions)
    .where(and(eq(stepExecutions.workflowId, workflowId), eq(stepExecutions.status, 'done')));
  return (done?.total ?? 0) > 0;
}

async function hasReply(ctx: TestContext, spaceId: string): Promise<boolean> {
  const [reply] = await ctx.database.db
    .select({ total: count() })
    .from(messages)
    .where(and(eq(messages.spaceId, spaceId), eq(messages.direction, 'in')));
  return (reply?.total ?? 0) > 0;
}

async function tokenOfDemo(ctx: TestContext): Promise<string> {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, demoCredentials.email));
  if (!user) throw new Error('no demo user');
  return issueToken(ctx.database.db, ctx.clock, user.id);
}
