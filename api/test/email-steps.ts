import type { CredentialRow, WorkflowStepRow } from '../src/db/schema';
import { campaignProspects, prospects, stepExecutions, workflowSteps, workflows } from '../src/db/schema';
import type { EngineDeps, StepContext } from '../src/engine/contracts';
import { createOutreachEvents } from '../src/platform/outreach-events';
import { silentLogger } from '../src/logger';
import type { Member, TestContext } from './helpers';

export interface EmailStepRunOptions {
  member: Member;
  /** The sender (connectSmtpSender's credential). */
  credential: CredentialRow;
  campaignName: string;
  /** Subject, text, video… of the step `first` (kind send_email, work email). */
  step: Partial<typeof workflowSteps.$inferInsert>;
  prospect: { firstName: string; email: string };
  /** The execution's detail (`{ runs }` for one taken over after a crash). */
  detail?: Record<string, unknown>;
}

/**
 * One email step of an active campaign, one prospect in it, and its execution `running`: what
 * an email executor test hands to `executeSendEmail` (the deps and the step's context).
 */
export async function emailStepRun(ctx: TestContext, options: EmailStepRunOptions) {
  const db = ctx.database.db;
  const spaceId = options.member.space.id;
  const { credential } = options;
  const [workflow] = await db
    .insert(workflows)
    .values({ spaceId, name: options.campaignName, status: 'active' })
    .returning();
  if (!workflow) throw new Error('no workflow');
  const [step] = await db
    .insert(workflowSteps)
    .values({
      spaceId,
      workflowId: workflow.id,
      key: 'first',
      number: 1,
      kind: 'send_email',
      emailType: 'work',
      ...options.step,
    })
    .returning();
  const [prospect] = await db
    .insert(prospects)
    .values({
      spaceId,
      firstName: options.prospect.firstName,
      workEmail: options.prospect.email,
      emailKey: options.prospect.email,
    })
    .returning();
  if (!step || !prospect) throw new Error('no step or prospect');
  const [campaignProspect] = await db
    .insert(campaignProspects)
    .values({
      spaceId,
      workflowId: workflow.id,
      prospectId: prospect.id,
      credentialId: credential.id,
      state: 'active',
      currentStepKey: 'first',
      nextStepAt: ctx.clock.now(),
    })
    .returning();
  if (!campaignProspect) throw new Error('no campaign prospect');
  const idempotencyKey = `${campaignProspect.id}:first:1`;
  const [execution] = await db
    .insert(stepExecutions)
    .values({
      spaceId,
      workflowId: workflow.id,
      campaignProspectId: campaignProspect.id,
      stepId: step.id,
      stepKey: 'first',
      credentialId: credential.id,
      idempotencyKey,
      actionKind: 'email',
      status: 'running',
      detail: options.detail ?? {},
      scheduledAt: ctx.clock.now(),
    })
    .returning();
  if (!execution) throw new Error('no execution');
  const deps: EngineDeps = {
    db,
    clock: ctx.clock,
    logger: silentLogger,
    realtime: ctx.realtime,
    events: createOutreachEvents(),
    publicUrl: 'https://app.test/',
    mailServersAllowPrivate: true,
  };
  const context: StepContext = {
    spaceId,
    workflow,
    step: step as WorkflowStepRow,
    campaignProspect,
    prospect,
    credential,
    execution,
    now: ctx.clock.now(),
  };
  return { workflow, step, prospect, campaignProspect, execution, idempotencyKey, deps, context };
}
