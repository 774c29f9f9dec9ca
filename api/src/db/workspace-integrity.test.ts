import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import { campaignProspects, prospects, spaces, workflows } from './schema';

/**
 * The database itself keeps a campaign's prospects in the campaign's workspace: the
 * (workflow_id, space_id) foreign key of campaign_prospects (migration 0006).
 */
describe.each(databaseModes())('campaign prospects and their workspace on %s', (mode) => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function campaignIn(name: string) {
    const db = ctx.database.db;
    const [space] = await db.insert(spaces).values({ name }).returning();
    if (!space) throw new Error('no space');
    const [workflow] = await db
      .insert(workflows)
      .values({ spaceId: space.id, name: `${name} campaign` })
      .returning();
    const [prospect] = await db
      .insert(prospects)
      .values({ spaceId: space.id, fullName: `${name} person` })
      .returning();
    if (!workflow || !prospect) throw new Error('no campaign');
    return { space, workflow, prospect };
  }

  it("refuses a campaign row that names another workspace than its campaign's", async () => {
    const ours = await campaignIn('Ours');
    const theirs = await campaignIn('Theirs');
    const db = ctx.database.db;
    await expect(
      db.insert(campaignProspects).values({
        spaceId: theirs.space.id,
        workflowId: ours.workflow.id,
        prospectId: ours.prospect.id,
      }),
    ).rejects.toThrow();
    await db
      .insert(campaignProspects)
      .values({ spaceId: ours.space.id, workflowId: ours.workflow.id, prospectId: ours.prospect.id });
    const [row] = await db
      .select({ total: count() })
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, ours.workflow.id));
    expect(row?.total).toBe(1);
  });

  it("removes a workspace's campaign rows with the workspace, through its campaigns", async () => {
    const gone = await campaignIn('Gone');
    const db = ctx.database.db;
    await db
      .insert(campaignProspects)
      .values({ spaceId: gone.space.id, workflowId: gone.workflow.id, prospectId: gone.prospect.id });
    await db.delete(spaces).where(eq(spaces.id, gone.space.id));
    const [row] = await db
      .select({ total: count() })
      .from(campaignProspects)
      .where(eq(campaignProspects.spaceId, gone.space.id));
    expect(row?.total).toBe(0);
  });
});
