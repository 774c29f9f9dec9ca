import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseModes } from '../../test/helpers';
import { reportCountChanges, stepExecutions } from '../db/schema';
import {
  createEngineHarness,
  type EngineHarness,
  makeCampaignWithProspects,
  makeSpace,
} from './test-fixtures';

/**
 * What a step execution's writes append to the reports' change log (migration 0036): a step
 * that counts towards no series appends nothing and runs no trigger function; a step that
 * counts appends its events once when it is done, takes them back when it leaves `done`, and
 * an open or click adds only itself.
 */
describe.each(databaseModes())('report change log of step executions on %s', (mode) => {
  let harness: EngineHarness;
  beforeEach(async () => {
    harness = await createEngineHarness(mode);
  });
  afterEach(async () => {
    await harness.close();
  });

  async function execution(actionKind: string) {
    const space = await makeSpace(harness.db);
    const { workflow, rows } = await makeCampaignWithProspects(harness.db, space.id, [
      { key: 'a', kind: 'send_webhook' },
    ]);
    const [row] = await harness.db
      .insert(stepExecutions)
      .values({
        spaceId: space.id,
        workflowId: workflow.id,
        campaignProspectId: rows[0]?.id ?? '',
        stepKey: 'a',
        idempotencyKey: `${rows[0]?.id}:a:1`,
        actionKind,
        status: 'running',
        scheduledAt: harness.clock.now(),
        startedAt: harness.clock.now(),
      })
      .returning();
    if (!row) throw new Error('no execution');
    return row;
  }

  const changes = async () =>
    (
      await harness.db
        .select({ series: reportCountChanges.series, delta: reportCountChanges.delta })
        .from(reportCountChanges)
        .orderBy(asc(reportCountChanges.series), asc(reportCountChanges.delta))
    ).map((row) => `${row.series}:${row.delta}`);

  const set = (id: string, values: Partial<typeof stepExecutions.$inferInsert>) =>
    harness.db.update(stepExecutions).set(values).where(eq(stepExecutions.id, id));

  it('appends nothing for a step that counts towards no series', async () => {
    const row = await execution('internal');
    await set(row.id, { status: 'done', outcome: 'positive', finishedAt: harness.clock.now() });
    await set(row.id, { status: 'failed', outcome: 'failed' });
    expect(await changes()).toEqual([]);
  });

  it('counts a done email once, takes it back when it leaves done, and adds an open by itself', async () => {
    const row = await execution('email');
    const finishedAt = harness.clock.now();
    await set(row.id, { status: 'done', outcome: 'positive', finishedAt });
    expect(await changes()).toEqual(['emails_sent:1']);
    await set(row.id, { detail: { opened_at: new Date(finishedAt.getTime() + 60_000).toISOString() } });
    expect(await changes()).toEqual(['email_opened:1', 'emails_sent:1']);
    await set(row.id, { status: 'failed', outcome: 'failed' });
    expect(await changes()).toEqual(['email_opened:-1', 'email_opened:1', 'emails_sent:-1', 'emails_sent:1']);
  });

  it('counts an open recorded on a step of a kind without a series', async () => {
    const row = await execution('internal');
    await set(row.id, {
      status: 'done',
      outcome: 'positive',
      finishedAt: harness.clock.now(),
      detail: { clicked_at: harness.clock.now().toISOString() },
    });
    expect(await changes()).toEqual(['email_clicked:1']);
  });
});
