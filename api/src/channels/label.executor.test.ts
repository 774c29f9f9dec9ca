import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import { labels, prospectLabels, prospects } from '../db/schema';
import { silentLogger } from '../logger';
import { noopEmitter } from '../platform/announce';
import { createOutreachEvents, type OutreachEvent } from '../platform/outreach-events';
import { labelExecutor } from './label.executor';
import { oneStepContext } from './step-context.test-support';

describe.each(databaseModes())('add_label step on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function setup(labelConfig: (labelId: string) => Record<string, unknown>) {
    const member = await ctx.createMember();
    const db = ctx.database.db;
    const spaceId = member.space.id;
    const [label] = await db
      .insert(labels)
      .values({ spaceId, name: 'Engaged', color: '#00ff00' })
      .returning();
    const [prospect] = await db
      .insert(prospects)
      .values({ spaceId, fullName: 'Pat', emailKey: 'pat@x.test' })
      .returning();
    if (!label || !prospect) throw new Error('setup');
    const { workflow, context } = await oneStepContext(
      db,
      prospect,
      { kind: 'add_label', key: 'l1', config: labelConfig(label.id), workflowName: 'W' },
      ctx.clock.now(),
    );
    const events = createOutreachEvents();
    const emitted: OutreachEvent[] = [];
    events.on((event) => {
      emitted.push(event);
    });
    const deps = {
      db,
      clock: ctx.clock,
      logger: silentLogger,
      realtime: noopEmitter,
      events,
      publicUrl: 'http://localhost',
    };
    return { label, prospect, workflow, context, deps, emitted };
  }

  it('adds step.config.label_id to the prospect and emits add_label once', async () => {
    const { label, prospect, workflow, context, deps, emitted } = await setup((id) => ({ label_id: id }));
    expect(await labelExecutor.execute(context, deps)).toMatchObject({ type: 'done', outcome: 'positive' });
    expect(await labelExecutor.execute(context, deps)).toMatchObject({
      type: 'done',
      detail: { added: false },
    });
    const rows = await ctx.database.db.select().from(prospectLabels);
    expect(rows.filter((row) => row.prospectId === prospect.id).map((row) => row.labelId)).toEqual([
      label.id,
    ]);
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ name: 'add_label', prospectId: prospect.id, workflowId: workflow.id });
  });

  it('a label step without a label, or with a label of another workspace, fails', async () => {
    const missing = await setup(() => ({}));
    expect(await labelExecutor.execute(missing.context, missing.deps)).toEqual({
      type: 'failed',
      error: 'A label step needs a label',
    });
    const other = await setup((id) => ({ label_id: id }));
    const foreign = await setup(() => ({ label_id: other.label.id }));
    expect(await labelExecutor.execute(foreign.context, foreign.deps)).toEqual({
      type: 'failed',
      error: 'Label not found',
    });
    expect(foreign.emitted).toEqual([]);
  });
});
