import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseModes } from '../../test/helpers';
import {
  type CampaignProspectRow,
  campaignProspects,
  type ProspectRow,
  prospects,
  senderHealth,
  stepExecutions,
  type WorkflowRow,
  workflows,
  workflowSteps,
} from '../db/schema';
import { completeStep } from './complete-step';
import { createExecutorRegistry, createNoopExecutor } from './executor-registry';
import { completedStepKeys, stepProgress } from './progress';
import { actionKindOf } from './progression';
import {
  activeOn,
  addToCampaign,
  createEngineHarness,
  type EngineHarness,
  makeCampaignWithProspects,
  makeProspect,
  makeSpace,
} from './test-fixtures';

const hour = 60 * 60 * 1000;

async function startExecution(harness: EngineHarness, cp: CampaignProspectRow, stepKey: string) {
  const [step] = await harness.db
    .select()
    .from(workflowSteps)
    .where(eq(workflowSteps.workflowId, cp.workflowId))
    .then((rows) => rows.filter((row) => row.key === stepKey));
  const [row] = await harness.db
    .insert(stepExecutions)
    .values({
      spaceId: cp.spaceId,
      workflowId: cp.workflowId,
      campaignProspectId: cp.id,
      stepId: step?.id,
      stepKey,
      credentialId: cp.credentialId,
      idempotencyKey: `${cp.id}:${stepKey}:${Math.random()}`,
      actionKind: actionKindOf(step?.kind ?? 'send_message'),
      status: 'running',
      scheduledAt: harness.clock.now(),
      startedAt: harness.clock.now(),
    })
    .returning();
  if (!row) throw new Error('no execution');
  return row;
}

async function cpRow(harness: EngineHarness, id: string) {
  const [row] = await harness.db.select().from(campaignProspects).where(eq(campaignProspects.id, id));
  if (!row) throw new Error('gone');
  return row;
}

describe.each(databaseModes())('completeStep on %s', (mode) => {
  let harness: EngineHarness;
  let spaceId: string;
  beforeEach(async () => {
    harness = await createEngineHarness(mode);
    spaceId = (await makeSpace(harness.db)).id;
  });
  afterEach(async () => {
    await harness.close();
  });

  async function simpleCampaign(waitDays = 2) {
    const { workflow, sender, people, rows } = await makeCampaignWithProspects(
      harness.db,
      spaceId,
      [
        { key: 'a', kind: 'send_message' },
        { key: 'b', kind: 'send_email', waitDays },
        { key: 'c', kind: 'send_webhook' },
      ],
      { enrol: (sender) => activeOn('a', sender, harness.clock.now()) },
    );
    return { workflow, prospect: people[0] as ProspectRow, cp: rows[0] as CampaignProspectRow, sender };
  }

  it('done moves the prospect to the next step after its wait and marks the prospect contacted', async () => {
    const { cp, prospect } = await simpleCampaign(2);
    const execution = await startExecution(harness, cp, 'a');
    await completeStep(harness.deps, execution.id, { type: 'done', outcome: 'positive' });
    const after = await cpRow(harness, cp.id);
    expect(after.currentStepKey).toBe('b');
    expect(after.nextStepAt?.getTime()).toBe(harness.clock.now().getTime() + 48 * hour);
    const [row] = await harness.db.select().from(stepExecutions).where(eq(stepExecutions.id, execution.id));
    expect(row).toMatchObject({ status: 'done', outcome: 'positive' });
    const [person] = await harness.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(person?.lifecycle).toBe('contacted');
    expect(harness.realtime.events.map((event) => event.event)).toEqual(['refetch_data']);
  });

  it('completing an already finished execution does nothing', async () => {
    const { cp } = await simpleCampaign();
    const execution = await startExecution(harness, cp, 'a');
    await completeStep(harness.deps, execution.id, { type: 'done', outcome: 'positive' });
    await completeStep(harness.deps, execution.id, { type: 'done', outcome: 'positive' });
    await completeStep(harness.deps, execution.id, { type: 'failed', error: 'late' });
    const after = await cpRow(harness, cp.id);
    expect(after.currentStepKey).toBe('b');
    const [row] = await harness.db.select().from(stepExecutions).where(eq(stepExecutions.id, execution.id));
    expect(row).toMatchObject({ status: 'done', error: null });
  });

  it('the last step finishes the prospect', async () => {
    const { cp } = await simpleCampaign();
    await harness.db
      .update(campaignProspects)
      .set({ currentStepKey: 'c' })
      .where(eq(campaignProspects.id, cp.id));
    const execution = await startExecution(harness, cp, 'c');
    await completeStep(harness.deps, execution.id, { type: 'skipped', reason: 'no_actions' });
    const after = await cpRow(harness, cp.id);
    expect(after).toMatchObject({ state: 'finished', currentStepKey: null, nextStepAt: null });
  });

  it('a failed step with a pause reason pauses the prospect (email failed)', async () => {
    const { cp } = await simpleCampaign();
    const execution = await startExecution(harness, cp, 'a');
    await completeStep(harness.deps, execution.id, {
      type: 'failed',
      error: 'mailbox rejected',
      pauseReason: 'email_failed',
    });
    expect(await cpRow(harness, cp.id)).toMatchObject({ state: 'paused', pauseReason: 'email_failed' });
  });

  it('wait keeps the step and retries at retryAt with the wait reason shown', async () => {
    const { cp } = await simpleCampaign();
    const execution = await startExecution(harness, cp, 'a');
    const retryAt = new Date(harness.clock.now().getTime() + 5 * hour);
    await completeStep(harness.deps, execution.id, { type: 'wait', reason: 'out_of_credits', retryAt });
    expect(await cpRow(harness, cp.id)).toMatchObject({
      currentStepKey: 'a',
      waitReason: 'out_of_credits',
      nextStepAt: retryAt,
    });
  });

  it('pending keeps the execution running until the worker reports', async () => {
    const { cp } = await simpleCampaign();
    const execution = await startExecution(harness, cp, 'a');
    await completeStep(harness.deps, execution.id, { type: 'pending', taskId: 'task-1' });
    const [row] = await harness.db.select().from(stepExecutions).where(eq(stepExecutions.id, execution.id));
    expect(row).toMatchObject({ status: 'running', detail: { task_id: 'task-1' } });
    expect((await cpRow(harness, cp.id)).currentStepKey).toBe('a');
    await completeStep(harness.deps, execution.id, { type: 'done', outcome: 'positive' });
    expect((await cpRow(harness, cp.id)).currentStepKey).toBe('b');
  });

  it('a limit signal lowers the sender health and waits for the cool-down', async () => {
    const { cp, sender } = await simpleCampaign();
    const execution = await startExecution(harness, cp, 'a');
    await completeStep(harness.deps, execution.id, { type: 'limit', signal: 'connection_limited' });
    const [health] = await harness.db
      .select()
      .from(senderHealth)
      .where(eq(senderHealth.credentialId, sender.id));
    expect(health?.score).toBe(0.5);
    const until = new Date(harness.clock.now().getTime() + 24 * hour);
    expect(health?.cooldownUntil).toEqual(until);
    expect(await cpRow(harness, cp.id)).toMatchObject({
      currentStepKey: 'a',
      waitReason: 'sender_cooling_down',
      nextStepAt: until,
    });
  });

  async function smartCampaign(): Promise<{ workflow: WorkflowRow; cp: CampaignProspectRow }> {
    const { workflow, rows } = await makeCampaignWithProspects(
      harness.db,
      spaceId,
      [
        { key: 'start', kind: 'send_email', positiveKey: 'yes', negativeKey: 'no' },
        { key: 'yes', kind: 'send_message' },
        { key: 'no', kind: 'send_webhook', waitHours: 3 },
      ],
      { sequenceType: 'smart', enrol: (sender) => activeOn('start', sender) },
    );
    return { workflow, cp: rows[0] as CampaignProspectRow };
  }

  it('a smart sequence follows the negative branch on a negative outcome', async () => {
    const { cp } = await smartCampaign();
    const execution = await startExecution(harness, cp, 'start');
    await completeStep(harness.deps, execution.id, { type: 'done', outcome: 'negative' });
    const after = await cpRow(harness, cp.id);
    expect(after.currentStepKey).toBe('no');
    expect(after.nextStepAt?.getTime()).toBe(harness.clock.now().getTime() + 3 * hour);
  });

  it('a smart sequence follows the positive branch, and a failed step the negative one', async () => {
    const first = await smartCampaign();
    await completeStep(harness.deps, (await startExecution(harness, first.cp, 'start')).id, {
      type: 'done',
      outcome: 'positive',
    });
    expect((await cpRow(harness, first.cp.id)).currentStepKey).toBe('yes');
    const second = await smartCampaign();
    await completeStep(harness.deps, (await startExecution(harness, second.cp, 'start')).id, {
      type: 'failed',
      error: 'no mailbox',
    });
    expect((await cpRow(harness, second.cp.id)).currentStepKey).toBe('no');
  });

  it('uncompleted steps inserted before a completed one are skipped (live edit)', async () => {
    const { workflow, cp } = await simpleCampaign();
    // Step "a" done; the user inserts "x" before "a" in revision 2 while the prospect is at "b".
    await completeStep(harness.deps, (await startExecution(harness, cp, 'a')).id, {
      type: 'done',
      outcome: 'positive',
    });
    await harness.db.update(workflows).set({ revision: 2 }).where(eq(workflows.id, workflow.id));
    await harness.db.insert(workflowSteps).values({
      spaceId,
      workflowId: workflow.id,
      key: 'x',
      number: 0,
      kind: 'send_message',
      addedInRevision: 2,
    });
    await completeStep(harness.deps, (await startExecution(harness, await cpRow(harness, cp.id), 'b')).id, {
      type: 'done',
      outcome: 'positive',
    });
    const executions = await harness.db
      .select()
      .from(stepExecutions)
      .where(eq(stepExecutions.campaignProspectId, cp.id));
    const inserted = executions.find((row) => row.stepKey === 'x');
    expect(inserted).toMatchObject({ status: 'skipped', skipReason: 'inserted_before_completed' });
    expect((await cpRow(harness, cp.id)).currentStepKey).toBe('c');
    expect((await cpRow(harness, cp.id)).progressRevision).toBe(2);
  });

  it('removed steps never run', async () => {
    const { workflow, cp } = await simpleCampaign();
    await harness.db
      .update(workflowSteps)
      .set({ removedAt: harness.clock.now() })
      .where(eq(workflowSteps.key, 'b'));
    await completeStep(harness.deps, (await startExecution(harness, cp, 'a')).id, {
      type: 'done',
      outcome: 'positive',
    });
    expect((await cpRow(harness, cp.id)).currentStepKey).toBe('c');
    expect(workflow.id).toBeTruthy();
  });

  it('stepProgress counts completed and waiting prospects per live step', async () => {
    const { workflow, cp } = await simpleCampaign();
    const prospect = await makeProspect(harness.db, spaceId, { fullName: 'Grace Hopper' });
    await addToCampaign(harness.db, workflow, prospect, { state: 'active', currentStepKey: 'a' });
    await completeStep(harness.deps, (await startExecution(harness, cp, 'a')).id, {
      type: 'done',
      outcome: 'positive',
    });
    expect(await stepProgress(harness.db, workflow.id)).toEqual([
      { key: 'a', completed: 1, waiting: 1 },
      { key: 'b', completed: 0, waiting: 1 },
      { key: 'c', completed: 0, waiting: 0 },
    ]);
    expect([...(await completedStepKeys(harness.db, workflow.id))]).toEqual(['a']);
  });
});

describe('executor registry', () => {
  it('finds the executor of a kind and refuses two executors for one kind', () => {
    const noop = createNoopExecutor(['send_message', 'follow']);
    const registry = createExecutorRegistry([noop]);
    expect(registry.get('follow')).toBe(noop);
    expect(registry.get('send_email')).toBeUndefined();
    expect(() => createExecutorRegistry([noop, createNoopExecutor(['follow'])])).toThrow(/follow/);
  });
});
