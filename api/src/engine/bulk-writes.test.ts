import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseModes } from '../../test/helpers';
import { type CampaignProspectRow, campaignProspects, prospects, stepExecutions } from '../db/schema';
import {
  campaignProspectsStatement,
  executionColumns,
  executionsStatement,
  leaseCampaignProspects,
  leaseStatement,
  writeCampaignProspects,
} from './bulk-writes';
import { createEngineHarness, type EngineHarness, makeCampaign, makeSpace } from './test-fixtures';

/** A table large enough that reading all of it costs more than finding a batch by key. */
const rowsInCampaign = 10_000;

/** Every node of an EXPLAIN (FORMAT JSON) plan, depth first. */
function planNodes(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(planNodes)];
}

describe.each(databaseModes())('engine bulk writes on %s', (mode) => {
  let harness: EngineHarness;
  let rows: CampaignProspectRow[];
  beforeEach(async () => {
    harness = await createEngineHarness(mode);
    const space = await makeSpace(harness.db);
    const { workflow, steps } = await makeCampaign(harness.db, space.id, [
      { key: 'a', kind: 'send_webhook' },
    ]);
    rows = [];
    for (let offset = 0; offset < rowsInCampaign; offset += 2_500) {
      const people = await harness.db
        .insert(prospects)
        .values(Array.from({ length: 2_500 }, (_, i) => ({ spaceId: space.id, fullName: `P${offset + i}` })))
        .returning({ id: prospects.id });
      const added = await harness.db
        .insert(campaignProspects)
        .values(
          people.map((person, i) => ({
            spaceId: space.id,
            workflowId: workflow.id,
            prospectId: person.id,
            state: 'active' as const,
            currentStepKey: 'a',
            // Due times spread as a running campaign's are (steps done at different moments).
            nextStepAt: new Date(harness.clock.now().getTime() + (offset + i) * 1000),
          })),
        )
        .returning();
      await harness.db.insert(stepExecutions).values(
        added.map((row) => ({
          spaceId: space.id,
          workflowId: workflow.id,
          campaignProspectId: row.id,
          stepId: steps[0]?.id,
          stepKey: 'a',
          idempotencyKey: `${row.id}:a:1`,
          actionKind: 'internal',
          scheduledAt: harness.clock.now(),
        })),
      );
      rows.push(...added);
    }
    await harness.database.executeSql('analyze campaign_prospects');
    await harness.database.executeSql('analyze step_executions');
    await harness.database.executeSql('analyze workflows');
  });
  afterEach(async () => {
    await harness.close();
  });

  it('writes back the rows given and leaves every other row as it was', async () => {
    const later = new Date(harness.clock.now().getTime() + 60_000);
    const [first, second, untouched] = rows as [
      CampaignProspectRow,
      CampaignProspectRow,
      CampaignProspectRow,
    ];
    await writeCampaignProspects(harness.db, [
      { ...first, state: 'paused', pauseReason: 'got_reply', nextStepAt: null },
      { ...second, currentStepKey: null, state: 'finished', nextStepAt: null },
    ]);
    const lease = new Date(harness.clock.now().getTime() + 30 * 60_000);
    await leaseCampaignProspects(harness.db, [untouched.id], lease, later);
    const after = new Map(
      (
        await harness.db
          .select()
          .from(campaignProspects)
          .where(
            inArray(campaignProspects.id, [
              first.id,
              second.id,
              untouched.id,
              (rows[3] as CampaignProspectRow).id,
            ]),
          )
      ).map((row) => [row.id, row]),
    );
    expect(after.get(first.id)).toMatchObject({
      state: 'paused',
      pauseReason: 'got_reply',
      nextStepAt: null,
    });
    expect(after.get(second.id)).toMatchObject({ state: 'finished', currentStepKey: null });
    expect(after.get(untouched.id)?.nextStepAt?.getTime()).toBe(lease.getTime());
    expect(after.get(untouched.id)?.updatedAt.getTime()).toBe(later.getTime());
    // A row not named is not written.
    const fourth = rows[3] as CampaignProspectRow;
    expect(after.get(fourth.id)).toMatchObject({ state: 'active', currentStepKey: 'a' });
    expect(after.get(fourth.id)?.nextStepAt?.getTime()).toBe(fourth.nextStepAt?.getTime());
  });

  it('finds the rows of a batch through the primary key instead of reading the whole table', async () => {
    const batch = rows.slice(0, 50); // the engine's default batch
    const executions = await harness.db
      .select()
      .from(stepExecutions)
      .where(
        inArray(
          stepExecutions.campaignProspectId,
          batch.map((row) => row.id),
        ),
      );
    expect(executions).toHaveLength(50);
    const now = harness.clock.now();
    const statements = {
      campaignProspects: campaignProspectsStatement(batch.map((row) => ({ ...row, updatedAt: now }))),
      executions: executionsStatement(
        executions.map((row) => ({ ...executionColumns(row), status: 'done' })),
      ),
      lease: leaseStatement(
        batch.map((row) => row.id),
        now,
        now,
      ),
    };
    for (const [name, statement] of Object.entries(statements)) {
      const result = await harness.db.execute(sql`explain (format json) ${statement}`);
      const resultRows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
        string,
        unknown
      >[];
      const cell = Object.values(resultRows[0] ?? {})[0];
      const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
        Plan: Record<string, unknown>;
      }[];
      const nodes = planNodes(explained?.Plan ?? {});
      const scanned = nodes
        .filter((node) => node['Node Type'] === 'Seq Scan')
        .map((node) => node['Relation Name']);
      const byKey = nodes.some((node) => String(node['Index Name'] ?? '').endsWith('_pkey'));
      const shape = nodes.map(
        (node) => `${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`,
      );
      expect({ name, scanned, byKey, shape }).toEqual({ name, scanned: [], byKey: true, shape });
    }
    // The statements explained above really write what they say.
    await harness.db.execute(statements.executions);
    const [done] = await harness.db
      .select({ status: stepExecutions.status })
      .from(stepExecutions)
      .where(eq(stepExecutions.id, (executions[0] as { id: string }).id));
    expect(done?.status).toBe('done');
  });
});
