import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type CampaignProspectRow,
  type CredentialRow,
  campaignProspects,
  credentials,
  type ProspectRow,
  prospects,
  type StepExecutionRow,
  stepExecutions,
  type WorkflowRow,
  type WorkflowStepRow,
  workflowCredentials,
  workflowSteps,
  workflows,
} from '../../db/schema';
import type { EngineDeps, StepContext } from '../../engine/contracts';
import { createOutreachEvents, type OutreachEvent } from '../../platform/outreach-events';
import { silentLogger } from '../../logger';
import type { TestContext } from '../../../test/helpers';

/** Test fixtures of the social channel: a campaign with steps, a sender and prospects in a workspace. */

export interface EngineHarness {
  deps: EngineDeps;
  emitted: OutreachEvent[];
}

export function engineDeps(ctx: TestContext): EngineHarness {
  const events = createOutreachEvents();
  const emitted: OutreachEvent[] = [];
  events.on((event) => {
    emitted.push(event);
  });
  return {
    deps: {
      db: ctx.database.db,
      clock: ctx.clock,
      logger: silentLogger,
      realtime: ctx.realtime,
      events,
      publicUrl: 'http://localhost:3000',
    },
    emitted,
  };
}

export interface StepSpec {
  kind: string;
  text?: string | null;
  subject?: string | null;
  config?: Record<string, unknown>;
}

export interface Campaign {
  workflow: WorkflowRow;
  steps: WorkflowStepRow[];
  credential: CredentialRow;
}

export async function createCampaign(
  db: Db,
  spaceId: string,
  steps: StepSpec[],
  sender: { username?: string; accountType?: string } = {},
): Promise<Campaign> {
  const [credential] = await db
    .insert(credentials)
    .values({
      spaceId,
      username: sender.username ?? `sender-${Math.random().toString(36).slice(2, 8)}@sandbox.test`,
      firstName: 'Sam',
      lastName: 'Sender',
      status: 'active',
      accountType: sender.accountType ?? 'basic',
      timezone: 'UTC',
      workHoursStart: 0,
      workHoursEnd: 24,
    })
    .returning();
  if (!credential) throw new Error('no credential');
  const [workflow] = await db
    .insert(workflows)
    .values({ spaceId, name: 'Social test campaign', status: 'active' })
    .returning();
  if (!workflow) throw new Error('no workflow');
  await db
    .insert(workflowCredentials)
    .values({ workflowId: workflow.id, credentialId: credential.id, spaceId });
  const rows = await db
    .insert(workflowSteps)
    .values(
      steps.map((step, index) => ({
        spaceId,
        workflowId: workflow.id,
        key: `s${index + 1}`,
        number: index + 1,
        kind: step.kind,
        text: step.text ?? null,
        subject: step.subject ?? null,
        config: step.config ?? {},
      })),
    )
    .returning();
  return { workflow, steps: rows.sort((a, b) => a.number - b.number), credential };
}

export async function addProspect(
  db: Db,
  campaign: Campaign,
  overrides: Partial<typeof prospects.$inferInsert> = {},
): Promise<{ prospect: ProspectRow; campaignProspect: CampaignProspectRow }> {
  const suffix = Math.random().toString(36).slice(2, 10);
  const [prospect] = await db
    .insert(prospects)
    .values({
      spaceId: campaign.workflow.spaceId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      fullName: 'Ada Lovelace',
      companyName: 'Analytical Engines',
      profileUrl: `https://network.example/in/ada-${suffix}`,
      profileKey: `network.example/in/ada-${suffix}`,
      ...overrides,
    })
    .returning();
  if (!prospect) throw new Error('no prospect');
  const [campaignProspect] = await db
    .insert(campaignProspects)
    .values({
      spaceId: campaign.workflow.spaceId,
      workflowId: campaign.workflow.id,
      prospectId: prospect.id,
      credentialId: campaign.credential.id,
      state: 'active',
      currentStepKey: campaign.steps[0]?.key ?? null,
    })
    .returning();
  if (!campaignProspect) throw new Error('no campaign prospect');
  return { prospect, campaignProspect };
}

/** What the scheduler would hand an executor for the prospect's current step (execution row included). */
export async function stepContext(
  db: Db,
  campaign: Campaign,
  campaignProspectId: string,
  now: Date,
): Promise<StepContext> {
  const [campaignProspect] = await db
    .select()
    .from(campaignProspects)
    .where(eq(campaignProspects.id, campaignProspectId));
  if (!campaignProspect) throw new Error('no campaign prospect');
  const step = campaign.steps.find((candidate) => candidate.key === campaignProspect.currentStepKey);
  if (!step) throw new Error('prospect has no current step');
  const [prospect] = await db.select().from(prospects).where(eq(prospects.id, campaignProspect.prospectId));
  const [credential] = await db.select().from(credentials).where(eq(credentials.id, campaign.credential.id));
  const idempotencyKey = `${campaignProspect.id}:${step.key}:1`;
  await db
    .insert(stepExecutions)
    .values({
      spaceId: campaign.workflow.spaceId,
      workflowId: campaign.workflow.id,
      campaignProspectId: campaignProspect.id,
      stepId: step.id,
      stepKey: step.key,
      credentialId: campaign.credential.id,
      idempotencyKey,
      actionKind: 'test',
      status: 'running',
      scheduledAt: now,
      startedAt: now,
    })
    .onConflictDoNothing();
  const [execution] = await db
    .select()
    .from(stepExecutions)
    .where(and(eq(stepExecutions.idempotencyKey, idempotencyKey)));
  if (!prospect || !credential || !execution) throw new Error('fixture incomplete');
  return {
    spaceId: campaign.workflow.spaceId,
    workflow: campaign.workflow,
    step,
    campaignProspect,
    prospect,
    credential,
    execution: execution as StepExecutionRow,
    now,
  };
}
