import {
  campaignFunnel,
  type ProspectStatus,
  prospectStatuses,
  reachedStatuses,
} from '@outreach/core/outreach';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { insertCredential } from '../../../test/workspaces';
import {
  type CampaignProspectRow,
  campaignProspects,
  dialogs,
  labels,
  messages,
  prospectLabels,
  type ProspectRow,
  prospects,
  reportCampaignHours,
  reportCountChanges,
  reportDaily,
  reportHours,
  reportSteps,
  reportStatusChanges,
  reportStepsMonthly,
  stepExecutions,
  workflowSteps,
  workflows,
} from '../../db/schema';
import type { EngineDeps } from '../../engine/contracts';
import { handleInbound } from '../../engine/inbound';
import { createOutreachEvents } from '../../platform/outreach-events';
import { silentLogger } from '../../logger';
import { markExecution } from '../tracking/tracking-links';
import { csvCell, csvTable } from './reports.csv';
import {
  driftedProspectStatuses,
  foldAllReportChanges,
  foldReportChanges,
  rebuildReportCounts,
  recomputedReportCounts,
  storedReportCounts,
} from './report-counts';
import {
  ActivityReportSchema,
  AudienceReportSchema,
  InsightReportSchema,
  reportMessages,
} from './reports.schema';
import { wholeMonths } from './insight-report';

const hour = 3_600_000;
const day = 24 * hour;

describe('report CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['Acme, Inc.', '"Acme, Inc."'],
    ['plain', 'plain'],
  ])('%j is written as %s (a formula stays text)', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as numbers (a negative figure is not a formula) and empty cells for null', () => {
    expect(csvTable([['a', -3, null, 2.5]])).toBe('a,-3,,2.5\r\n');
  });
});

describe.each(databaseModes())('reports on %s', (mode) => {
  let ctx: TestContext;
  /** Workspace A: one realistic campaign (and a second), two senders. */
  let a: Member;
  let b: Member;
  let campaign: string;
  let other: string;
  let senders: [string, string];
  let steps: Record<'invite' | 'hello' | 'mail', string>;
  /** Day 0 of the story: 2026-03-02 (a Monday), 09:00 UTC. */
  const start = new Date('2026-03-02T09:00:00.000Z');
  const dayOf = (offset: number) => new Date(start.getTime() + offset * day).toISOString().slice(0, 10);

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    ctx.clock.set(start);
    a = await ctx.createMember({ firstName: 'Ann', lastName: 'Owner' });
    b = await ctx.createMember();
    senders = [await insertCredential(ctx, a.space), await insertCredential(ctx, a.space)];
    campaign = await seedCampaign();
    ctx.clock.set(new Date(start.getTime() + 10 * day));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const db = () => ctx.database.db;

  /** A GET the typed client can not make (the query as written), read as status and error. */
  async function get(member: Member, path: string) {
    return ctx.request(path, { method: 'GET', token: member.token });
  }

  /**
   * The story, written through the rows and write sites the product uses: executions that go
   * running -> done (the engine's two updates), opens and clicks (tracking's markExecution), an
   * accepted invitation (the engine's inbound handling), replies (stored messages), a lead and
   * an "interested" label. Every figure the tests expect is counted by hand from it.
   */
  async function seedCampaign(): Promise<string> {
    const [row] = await db()
      .insert(workflows)
      .values({
        spaceId: a.space.id,
        ownerId: a.user.id,
        name: '=HYPERLINK("http://evil")',
        status: 'active',
      })
      .returning();
    if (!row) throw new Error('no campaign');
    const campaignRow = row;
    const [second] = await db()
      .insert(workflows)
      .values({ spaceId: a.space.id, name: 'Second', status: 'active' })
      .returning();
    if (!second) throw new Error('no campaign');
    other = second.id;
    const stepRows = await db()
      .insert(workflowSteps)
      .values(
        (['invite', 'hello', 'mail'] as const).map((key, index) => ({
          spaceId: a.space.id,
          workflowId: row.id,
          key,
          number: index + 1,
          kind: ({ invite: 'connection_request', hello: 'send_message', mail: 'send_email' } as const)[key],
        })),
      )
      .returning();
    steps = Object.fromEntries(stepRows.map((step) => [step.key, step.id])) as typeof steps;

    const people: { person: ProspectRow; link: CampaignProspectRow }[] = [];
    for (const [index, company] of ['Acme', 'Acme', 'Globex', 'Initech'].entries()) {
      const [person] = await db()
        .insert(prospects)
        .values({
          spaceId: a.space.id,
          fullName: `Person ${index}`,
          companyName: company,
          position: index < 3 ? 'CTO' : 'CEO',
          location: 'Berlin',
          createdAt: start,
          updatedAt: start,
        })
        .returning();
      if (!person) throw new Error('no prospect');
      const [link] = await db()
        .insert(campaignProspects)
        .values({
          spaceId: a.space.id,
          workflowId: row.id,
          prospectId: person.id,
          credentialId: senders[index % 2],
          state: 'active',
          createdAt: start,
        })
        .returning();
      if (!link) throw new Error('no link');
      people.push({ person, link });
    }

    /** A step run: claimed (running) at `at`, then done an hour later, as the engine does. */
    async function run(
      index: number,
      key: keyof typeof steps,
      actionKind: string,
      at: Date,
      detail: Record<string, unknown> = {},
    ) {
      const { link } = people[index] as (typeof people)[number];
      const workflowId = campaignRow.id;
      const [execution] = await db()
        .insert(stepExecutions)
        .values({
          spaceId: a.space.id,
          workflowId,
          campaignProspectId: link.id,
          stepId: steps[key],
          stepKey: key,
          credentialId: link.credentialId,
          idempotencyKey: `${link.id}:${key}:1`,
          actionKind,
          status: 'running',
          scheduledAt: at,
          startedAt: at,
          detail,
        })
        .returning();
      if (!execution) throw new Error('no execution');
      const finishedAt = new Date(at.getTime() + hour);
      await db()
        .update(stepExecutions)
        .set({ status: 'done', outcome: 'positive', finishedAt })
        .where(eq(stepExecutions.id, execution.id));
      return { ...execution, finishedAt };
    }

    // Day 0: four invitations at 09:00 (done 10:00). Day 1: two accepted.
    for (const index of [0, 1, 2, 3]) await run(index, 'invite', 'connection_request', start);
    const deps: EngineDeps = {
      db: db(),
      clock: ctx.clock,
      logger: silentLogger,
      realtime: ctx.realtime,
      events: createOutreachEvents(),
      publicUrl: 'https://app.test/',
    };
    for (const index of [0, 1]) {
      const { person, link } = people[index] as (typeof people)[number];
      const at = new Date(start.getTime() + day);
      await handleInbound(deps, {
        kind: 'connection_accepted',
        spaceId: a.space.id,
        prospectId: person.id,
        credentialId: link.credentialId,
        channel: 'social',
        at,
      });
    }
    // Day 2: messages to the two that accepted, at 14:00 (done 15:00).
    for (const index of [0, 1])
      await run(index, 'hello', 'message', new Date(start.getTime() + 2 * day + 5 * hour));
    // Day 3: emails (A/B variants) to 2 and 3 at 08:00 (done 09:00); 2 opens and clicks on day 4.
    const mailA = await run(2, 'mail', 'email', new Date(start.getTime() + 3 * day - hour), { variant: 'A' });
    await run(3, 'mail', 'email', new Date(start.getTime() + 3 * day - hour), { variant: 'B' });
    await markExecution(db(), mailA.id, 'opened_at', new Date(start.getTime() + 4 * day));
    await markExecution(db(), mailA.id, 'opened_at', new Date(start.getTime() + 4 * day + hour)); // once
    await markExecution(db(), mailA.id, 'clicked_at', new Date(start.getTime() + 4 * day + hour));

    // Replies: person 0 answers the message twice on day 3 (one reply that day), and an
    // out-of-office; person 2 answers the email on day 5.
    async function reply(index: number, at: Date, kind = 'reply', channel: 'social' | 'email' = 'social') {
      const { person, link } = people[index] as (typeof people)[number];
      const [dialog] = await db()
        .insert(dialogs)
        .values({ spaceId: a.space.id, credentialId: link.credentialId, prospectId: person.id })
        .onConflictDoNothing()
        .returning();
      const dialogId =
        dialog?.id ??
        (await db().select().from(dialogs).where(eq(dialogs.prospectId, person.id)))[0]?.id ??
        '';
      await db()
        .insert(messages)
        .values({ spaceId: a.space.id, dialogId, direction: 'in', channel, kind, text: 'Hi', sentAt: at });
    }
    await reply(0, new Date(start.getTime() + 3 * day));
    await reply(0, new Date(start.getTime() + 3 * day + 2 * hour));
    await reply(1, new Date(start.getTime() + 3 * day), 'out_of_office');
    await reply(2, new Date(start.getTime() + 5 * day), 'reply', 'email');

    // Day 6: person 0 becomes a lead; person 2 is labelled interested.
    await db()
      .update(prospects)
      .set({ lifecycle: 'lead', updatedAt: new Date(start.getTime() + 6 * day) })
      .where(eq(prospects.id, people[0]?.person.id ?? ''));
    const [interested] = await db()
      .insert(labels)
      .values({ spaceId: a.space.id, name: 'Interested', color: '#22c55e', type: 'ai_generated' })
      .returning();
    await db()
      .insert(prospectLabels)
      .values({
        spaceId: a.space.id,
        prospectId: people[2]?.person.id ?? '',
        labelId: interested?.id ?? '',
        createdAt: new Date(start.getTime() + 6 * day),
      });
    return row.id;
  }

  /** What waits in the change logs for the fold. */
  async function logged() {
    const [counts] = await db().select({ n: count() }).from(reportCountChanges);
    const [statuses] = await db().select({ n: count() }).from(reportStatusChanges);
    return { counts: counts?.n, statuses: statuses?.n };
  }

  /** The ten days of the story, as the reports' query. */
  const span = () => ({ from: dayOf(0), to: dayOf(9) });

  it('keeps the rollups equal to a recomputation from the rows, once the change log is folded', async () => {
    // The writes of the story only logged their changes (migration 0018): nothing counted yet.
    expect(await storedReportCounts(db(), a.space.id)).toEqual([]);
    expect(await foldAllReportChanges(db())).toBe(true);
    expect(await logged()).toEqual({ counts: 0, statuses: 0 });
    const stored = await storedReportCounts(db(), a.space.id);
    expect(stored.length).toBeGreaterThan(10);
    for (const rollup of [
      'report_daily',
      'report_steps',
      'report_steps_monthly',
      'report_hours',
      'report_campaign_hours',
    ])
      expect(stored.some((row) => row.rollup === rollup)).toBe(true);
    expect(await recomputedReportCounts(db(), a.space.id)).toEqual(stored);
    // The member of every counter of the campaign is its owner.
    expect(
      stored
        .filter((row) => row.workflowId === campaign && row.rollup !== 'report_hours')
        .every((row) => row.userId === a.user.id),
    ).toBe(true);
    expect(await driftedProspectStatuses(db(), a.space.id)).toEqual([]);
  });

  it("keeps each prospect's status as its campaign link, lifecycle and labels change", async () => {
    const statuses = async () =>
      (
        await ctx.api.get('/reports/audience', { query: { ...span() }, token: a.token })
      ).payload.by_status.filter((row) => row.count > 0);
    const filtered = (
      await ctx.api.get('/reports/audience', {
        query: { ...span(), workflow_id: campaign },
        token: a.token,
      })
    ).payload.by_status.filter((row) => row.count > 0);
    // All four prospects are in the one campaign: the workspace's kept statuses are the campaign's.
    expect(await statuses()).toEqual(filtered);
    const [link] = await db()
      .select()
      .from(campaignProspects)
      .where(and(eq(campaignProspects.workflowId, campaign), eq(campaignProspects.credentialId, senders[1])))
      .orderBy(campaignProspects.createdAt)
      .limit(1);
    if (!link) throw new Error('no link');
    const [label] = await db().select().from(labels).where(eq(labels.spaceId, a.space.id));
    try {
      await db()
        .update(campaignProspects)
        .set({ state: 'excluded' })
        .where(eq(campaignProspects.id, link.id));
      await db()
        .update(labels)
        .set({ name: 'Maybe' })
        .where(eq(labels.id, label?.id ?? ''));
      const changed = Object.fromEntries((await statuses()).map((row) => [row.status, row.count]));
      expect(changed.excluded).toBe(1);
      expect(changed.interested ?? 0).toBe(0);
      expect(await driftedProspectStatuses(db(), a.space.id)).toEqual([]);
    } finally {
      await db()
        .update(campaignProspects)
        .set({ state: link.state })
        .where(eq(campaignProspects.id, link.id));
      await db()
        .update(labels)
        .set({ name: label?.name ?? '' })
        .where(eq(labels.id, label?.id ?? ''));
    }
    expect(await statuses()).toEqual(filtered);
  });

  const flagsOf = async () =>
    (
      await db()
        .select({ id: campaignProspects.id, flags: campaignProspects.reportFlags })
        .from(campaignProspects)
        .where(eq(campaignProspects.spaceId, a.space.id))
    ).sort((x, y) => x.id.localeCompare(y.id));

  it('drops the logged changes of a workspace, campaign or sender deleted before the fold', async () => {
    await foldAllReportChanges(db());
    const stored = await storedReportCounts(db(), a.space.id);
    const gone = '00000000-0000-4000-8000-000000000001';
    const at = new Date(start.getTime() + 2 * day);
    await db()
      .insert(reportCountChanges)
      .values([
        { spaceId: gone, dayAt: at, series: 'messages_sent', delta: 1 },
        { spaceId: a.space.id, dayAt: at, series: 'messages_sent', workflowId: gone, delta: 1 },
        { spaceId: a.space.id, dayAt: at, series: 'messages_sent', credentialId: gone, delta: 1 },
      ]);
    await db().insert(reportStatusChanges).values({ prospectId: gone });
    expect(await foldReportChanges(db())).toBe(4);
    expect(await logged()).toEqual({ counts: 0, statuses: 0 });
    expect(await storedReportCounts(db(), a.space.id)).toEqual(stored);
  });

  it('rebuilds the counters and the status flags from the rows after they were lost', async () => {
    await foldAllReportChanges(db());
    const stored = await storedReportCounts(db(), a.space.id);
    const flags = await flagsOf();
    expect(flags.some((row) => row.flags !== 0)).toBe(true);
    for (const table of [reportDaily, reportSteps, reportStepsMonthly, reportHours, reportCampaignHours])
      await db().delete(table).where(eq(table.spaceId, a.space.id));
    await db()
      .update(campaignProspects)
      .set({ reportFlags: 0 })
      .where(eq(campaignProspects.spaceId, a.space.id));
    // A bulk load with the triggers off leaves statuses behind: say so by hand, as one would.
    await db().execute(sql`alter table prospects disable trigger report_status_prospects`);
    await db().update(prospects).set({ reportStatus: 'new' }).where(eq(prospects.spaceId, a.space.id));
    await db().execute(sql`alter table prospects enable trigger report_status_prospects`);
    expect(await storedReportCounts(db(), a.space.id)).toEqual([]);
    expect((await driftedProspectStatuses(db(), a.space.id)).length).toBeGreaterThan(0);
    await rebuildReportCounts(db(), a.space.id);
    expect(await storedReportCounts(db(), a.space.id)).toEqual(stored);
    expect(await flagsOf()).toEqual(flags);
    expect(await driftedProspectStatuses(db(), a.space.id)).toEqual([]);
  });

  it('counts every series of the story over the period, with rates and each day', async () => {
    const response = await ctx.api.get('/reports/activity', { query: { ...span() }, token: a.token });
    expect(response.status).toBe(200);
    const report = response.payload;
    expect(ActivityReportSchema.parse(report)).toEqual(report);
    expect(report.totals).toEqual({
      emails_sent: 2,
      followed_profiles: 0,
      inmails_sent: 0,
      messages_sent: 2,
      new_interested: 1,
      new_leads: 1,
      request_sent: 4,
      viewed_profiles: 0,
      new_accepted: 2,
      new_replied: 2,
      email_opened: 1,
      email_clicked: 1,
      li_connect_by_email: 0,
    });
    expect(report.rates).toEqual({
      acceptance_rate: 50,
      reply_rate: 50,
      open_rate: 50,
      click_rate: 50,
      interested_rate: 50,
    });
    expect(report.days).toHaveLength(10);
    expect(report.days[0]).toMatchObject({ date: dayOf(0), request_sent: 4 });
    expect(report.days[1]).toMatchObject({ date: dayOf(1), new_accepted: 2, request_sent: 0 });
    expect(report.days[3]).toMatchObject({ date: dayOf(3), emails_sent: 2, new_replied: 1 });
    expect(report.days[5]).toMatchObject({ date: dayOf(5), new_replied: 1 });
    expect(report.days[6]).toMatchObject({ date: dayOf(6), new_leads: 1, new_interested: 1 });
    expect(report.breakdown).toEqual([]);
  });

  it('agrees with the campaign Stats tab', async () => {
    const stats = (await ctx.api.get('/workflows/{id}/rates', { path: { id: campaign }, token: a.token }))
      .payload;
    const report = (
      await ctx.api.get('/reports/activity', {
        query: { ...span(), workflow_id: campaign },
        token: a.token,
      })
    ).payload;
    expect(stats.totals).toEqual(report.totals);
    for (const entry of report.days) {
      const statsDay = stats.days.find((candidate) => candidate.date === entry.date);
      expect(statsDay).toEqual(entry);
    }
    expect(stats.totals.new_accepted).toBe(2);
    expect(stats.totals.request_sent).toBe(4);
  });

  /** The Stats tab's funnel and the Reports' audience and activity of one campaign over its life. */
  async function statsAndReports(member: Member, workflowId: string, period = span()) {
    const stats = (
      await ctx.api.get('/workflows/{id}/rates', { path: { id: workflowId }, token: member.token })
    ).payload;
    const query = { ...period, workflow_id: workflowId };
    const audience = (await ctx.api.get('/reports/audience', { query, token: member.token })).payload;
    const activity = (await ctx.api.get('/reports/activity', { query, token: member.token })).payload;
    const reached = audience.by_status
      .filter((row) => (reachedStatuses as readonly string[]).includes(row.status))
      .reduce((sum, row) => sum + row.count, 0);
    const funnel = Object.fromEntries(
      campaignFunnel(stats.statuses, stats.totals).map((stage) => [stage.stage, stage.count]),
    );
    return { stats, audience, activity, reached, funnel };
  }

  it('every number the Stats funnel shows is the one the Reports show: contacted, connected, replied', async () => {
    const { stats, audience, activity, reached, funnel } = await statsAndReports(a, campaign);
    expect(prospectStatuses.map((status) => ({ status, count: stats.statuses[status] }))).toEqual(
      audience.by_status,
    );
    expect(funnel).toEqual({
      contacted: reached,
      connected: activity.totals.new_accepted,
      replied: activity.totals.new_replied,
    });
    expect(funnel).toEqual({ contacted: 4, connected: 2, replied: 2 });
  });

  it('a campaign that sent nothing has contacted no one, on the Stats as on the Reports', async () => {
    const member = await ctx.createMember();
    const [row] = await db()
      .insert(workflows)
      .values({ spaceId: member.space.id, name: 'Started, nothing sent', status: 'active' })
      .returning();
    if (!row) throw new Error('no campaign');
    const added = new Date(start.getTime() + 9 * day);
    const people = await db()
      .insert(prospects)
      .values(
        Array.from({ length: 50 }, (_, index) => ({
          spaceId: member.space.id,
          fullName: `Waiting ${index}`,
          createdAt: added,
          updatedAt: added,
        })),
      )
      .returning();
    await db()
      .insert(campaignProspects)
      .values(
        people.map((person) => ({
          spaceId: member.space.id,
          workflowId: row.id,
          prospectId: person.id,
          state: 'active' as const,
          createdAt: added,
        })),
      );
    const { stats, audience, reached, funnel } = await statsAndReports(member, row.id);
    expect(stats.prospects).toMatchObject({ active: 50, total: 50 });
    expect(audience.total).toBe(50);
    expect(reached).toBe(0);
    expect(funnel).toEqual({ contacted: 0, connected: 0, replied: 0 });
    expect(campaignFunnel(stats.statuses, stats.totals)[0]).toEqual({
      stage: 'contacted',
      count: 0,
      percent: 0,
    });
  });

  it('compares with the period just before, and narrows to a sender', async () => {
    const late = (
      await ctx.api.get('/reports/activity', { query: { from: dayOf(3), to: dayOf(5) }, token: a.token })
    ).payload;
    expect(late.totals).toMatchObject({ emails_sent: 2, new_replied: 2, messages_sent: 0 });
    // The three days before: day 0 to day 2.
    expect(late.previous_totals).toMatchObject({ request_sent: 4, new_accepted: 2, messages_sent: 2 });
    const bySender = (
      await ctx.api.get('/reports/activity', {
        query: { ...span(), credential_id: senders[1] },
        token: a.token,
      })
    ).payload;
    // Sender 1 has persons 1 and 3: two invitations, one accepted, one message, one email.
    expect(bySender.totals).toMatchObject({
      request_sent: 2,
      new_accepted: 1,
      messages_sent: 1,
      emails_sent: 1,
    });
    expect(bySender.totals.new_replied).toBe(0);
  });

  it('breaks the activity down per campaign and per sender, with names, biggest first', async () => {
    const byCampaign = (
      await ctx.api.get('/reports/activity', {
        query: { ...span(), group_by: 'campaign' },
        token: a.token,
      })
    ).payload;
    expect(byCampaign.breakdown).toHaveLength(1);
    expect(byCampaign.breakdown[0]).toMatchObject({ id: campaign, name: '=HYPERLINK("http://evil")' });
    expect(byCampaign.breakdown[0]?.totals.request_sent).toBe(4);
    const bySender = (
      await ctx.api.get('/reports/activity', { query: { ...span(), group_by: 'sender' }, token: a.token })
    ).payload;
    expect(bySender.breakdown.map((row) => row.id)).toEqual([senders[0], senders[1]]);
    expect(bySender.breakdown[0]?.name).toMatch(/^account-\d+@example\.test$/);
    expect(bySender.breakdown[0]?.totals.new_replied).toBe(2);
    const byMember = (
      await ctx.api.get('/reports/activity', { query: { ...span(), group_by: 'member' }, token: a.token })
    ).payload;
    // The campaign's owner is the member of all its activity.
    expect(byMember.breakdown).toEqual([{ id: a.user.id, name: 'Ann Owner', totals: byCampaign.totals }]);
    const ofMember = (
      await ctx.api.get('/reports/activity', { query: { ...span(), user_id: a.user.id }, token: a.token })
    ).payload;
    expect(ofMember.totals).toEqual(byCampaign.totals);
    const ofNobody = (
      await ctx.api.get('/reports/activity', { query: { ...span(), user_id: b.user.id }, token: a.token })
    ).payload;
    expect(ofNobody.totals.request_sent).toBe(0);
  });

  it.each([
    ['from after to', `from=${'2026-03-10'}&to=${'2026-03-01'}`, reportMessages.period],
    ['367 days', 'from=2025-01-01&to=2026-01-02', reportMessages.tooLong],
    ['a date that is not YYYY-MM-DD', 'from=03/01/2026', 'from and to are dates: YYYY-MM-DD'],
  ])('refuses %s with 400', async (_name, query, error) => {
    for (const report of ['activity', 'audience', 'insight', 'export?report=activity&']) {
      const path = report.includes('?')
        ? `/api/reports/${report}${query}`
        : `/api/reports/${report}?${query}`;
      const response = await get(a, path);
      expect(response.status, path).toBe(400);
      expect(response.body).toMatchObject({ ok: false });
      expect(JSON.stringify(response.body)).toContain(error);
    }
  });

  it('takes 366 days (a leap year) and defaults to the 30 days up to today', async () => {
    expect((await get(a, '/api/reports/activity?from=2024-01-01&to=2024-12-31')).status).toBe(200);
    const report = (await ctx.api.get('/reports/activity', { token: a.token })).payload;
    expect(report.to).toBe(dayOf(10));
    expect(report.days).toHaveLength(30);
    expect(report.totals.request_sent).toBe(4);
  });

  it("gives another workspace's member nothing of A, even with A's ids", async () => {
    const activity = (
      await ctx.api.get('/reports/activity', {
        query: { ...span(), workflow_id: campaign, credential_id: senders[0], group_by: 'campaign' },
        token: b.token,
      })
    ).payload;
    expect(Object.values(activity.totals).every((value) => value === 0)).toBe(true);
    expect(activity.breakdown).toEqual([]);
    const audience = (
      await ctx.api.get('/reports/audience', {
        query: { ...span(), workflow_id: campaign },
        token: b.token,
      })
    ).payload;
    expect(audience.total).toBe(0);
    const insight = (
      await ctx.api.get('/reports/insight', {
        query: { ...span(), workflow_id: campaign },
        token: b.token,
      })
    ).payload;
    expect(insight.steps).toEqual([]);
    const csv = await ctx.app.request(
      `/api/reports/export?report=activity&group_by=campaign&${new URLSearchParams(span())}`,
      {
        headers: b.auth,
      },
    );
    expect(await csv.text()).not.toContain('HYPERLINK');
    expect((await get(b, `/api/reports/activity?space=${a.space.id}`)).status).toBe(403);
  });

  it('counts the audience by the prospect status the campaign list shows, labels and top values', async () => {
    const response = await ctx.api.get('/reports/audience', {
      query: { ...span(), workflow_id: campaign },
      token: a.token,
    });
    expect(response.status).toBe(200);
    const audience = response.payload;
    expect(AudienceReportSchema.parse(audience)).toEqual(audience);
    expect(audience.total).toBe(4);
    const listed = (
      await ctx.api.get('/workflows/{id}/prospects', {
        path: { id: campaign },
        query: { limit: 50 },
        token: a.token,
      })
    ).payload;
    const expected = new Map<ProspectStatus, number>(prospectStatuses.map((status) => [status, 0]));
    for (const item of listed.items) expected.set(item.status, (expected.get(item.status) ?? 0) + 1);
    expect(audience.by_status).toEqual(
      prospectStatuses.map((status) => ({ status, count: expected.get(status) })),
    );
    expect(
      Object.fromEntries(
        audience.by_status.filter((row) => row.count > 0).map((row) => [row.status, row.count]),
      ),
    ).toEqual({ lead: 1, interested: 1, request_sent: 1, connected: 1 });
    expect(audience.by_label).toEqual([
      expect.objectContaining({ name: 'Interested', color: '#22c55e', type: 'ai_generated', count: 1 }),
    ]);
    expect(audience.by_company).toEqual([
      { key: 'Acme', count: 2 },
      { key: 'Globex', count: 1 },
      { key: 'Initech', count: 1 },
    ]);
    expect(audience.by_title).toEqual([
      { key: 'CTO', count: 3 },
      { key: 'CEO', count: 1 },
    ]);
    expect(audience.by_location).toEqual([{ key: 'Berlin', count: 4 }]);
    // The workspace's audience: prospects created in the period; none before it.
    expect(
      (await ctx.api.get('/reports/audience', { query: { ...span() }, token: a.token })).payload.total,
    ).toBe(4);
    expect(
      (
        await ctx.api.get('/reports/audience', {
          query: { from: '2026-01-01', to: '2026-02-01' },
          token: a.token,
        })
      ).payload.total,
    ).toBe(0);
    expect(
      (
        await ctx.api.get('/reports/audience', {
          query: { ...span(), workflow_id: other },
          token: a.token,
        })
      ).payload.total,
    ).toBe(0);
    // A member's audience: the prospects of the campaigns they own.
    expect(
      (
        await ctx.api.get('/reports/audience', {
          query: { ...span(), user_id: a.user.id },
          token: a.token,
        })
      ).payload.total,
    ).toBe(4);
    expect(
      (
        await ctx.api.get('/reports/audience', {
          query: { ...span(), user_id: b.user.id },
          token: a.token,
        })
      ).payload.total,
    ).toBe(0);
  });

  it('ranks steps by reply rate, with send hours, channels and A/B variants', async () => {
    const response = await ctx.api.get('/reports/insight', { query: { ...span() }, token: a.token });
    expect(response.status).toBe(200);
    const insight = response.payload;
    expect(InsightReportSchema.parse(insight)).toEqual(insight);
    // The message step: 2 sent, 1 reply (person 0); the email: 2 sent, 1 reply (person 2), 1 open;
    // the invitation: 4 sent, no reply credited (the replies came after later steps).
    expect(
      insight.steps.map((step) => [step.action, step.position, step.sent, step.replied, step.reply_rate]),
    ).toEqual([
      ['message', 2, 2, 1, 50],
      ['email', 3, 2, 1, 50],
      ['connection_request', 1, 4, 0, 0],
    ]);
    expect(insight.steps.find((step) => step.action === 'email')?.opened).toBe(1);
    expect(insight.hours).toHaveLength(24);
    // Sends finished at 10:00 (invitations), 15:00 (messages), 09:00 (emails); replies credited
    // to the hour of the send they answer.
    expect(insight.hours[10]).toEqual({ hour: 10, sent: 4, replied: 0, reply_rate: 0 });
    expect(insight.hours[15]).toEqual({ hour: 15, sent: 2, replied: 1, reply_rate: 50 });
    expect(insight.hours[9]).toEqual({ hour: 9, sent: 2, replied: 1, reply_rate: 50 });
    expect(insight.channels).toEqual([
      { channel: 'linkedin', sent: 6, replied: 1, reply_rate: 16.7 },
      { channel: 'email', sent: 2, replied: 1, reply_rate: 50 },
    ]);
    expect(
      insight.variants.map((variant) => [variant.variant, variant.sent, variant.replied, variant.opened]),
    ).toEqual([
      ['A', 1, 1, 1],
      ['B', 1, 0, 0],
    ]);
  });

  it('reads whole months from the monthly rollup and the cut ones by day, to the same figures', async () => {
    expect(wholeMonths('2026-02-20', '2026-04-05')).toEqual({
      first: '2026-03-01',
      last: '2026-03-01',
      end: '2026-04-01',
    });
    expect(wholeMonths('2026-03-01', '2026-04-30')).toEqual({
      first: '2026-03-01',
      last: '2026-04-01',
      end: '2026-05-01',
    });
    expect(wholeMonths('2026-03-02', '2026-03-30')).toBeNull();
    const byDay = (await ctx.api.get('/reports/insight', { query: { ...span() }, token: a.token })).payload;
    for (const [from, to] of [
      ['2026-02-20', '2026-04-05'],
      ['2026-03-01', '2026-03-31'],
    ]) {
      const range = `from=${from}&to=${to}`;
      const byMonth = (await ctx.api.get('/reports/insight', { query: { from, to }, token: a.token }))
        .payload;
      expect(byMonth.steps, range).toEqual(byDay.steps);
      expect(byMonth.variants, range).toEqual(byDay.variants);
      expect(byMonth.channels, range).toEqual(byDay.channels);
    }
  });

  it('exports each report as one CSV table, formula cells as text', async () => {
    const activity = await ctx.app.request(
      `/api/reports/export?report=activity&${new URLSearchParams(span())}`,
      {
        headers: a.auth,
      },
    );
    expect(activity.status).toBe(200);
    expect(activity.headers.get('content-type')).toContain('text/csv');
    expect(activity.headers.get('content-disposition')).toContain(
      `report-activity-${dayOf(0)}-${dayOf(9)}.csv`,
    );
    const lines = (await activity.text()).trimEnd().split('\r\n');
    expect(lines[0]?.split(',')).toEqual(['date', ...Object.keys(ActivityReportSchema.shape.totals.shape)]);
    expect(lines).toHaveLength(12);
    expect(lines.at(-1)).toMatch(/^total,2,0,0,2,1,1,4,0,2,2,1,1,0$/);
    const byCampaign = await ctx.app.request(
      `/api/reports/export?report=activity&group_by=campaign&${new URLSearchParams(span())}`,
      { headers: a.auth },
    );
    expect(await byCampaign.text()).toContain(`"'=HYPERLINK(""http://evil"")",2,`);
    const insight = await (
      await ctx.app.request(`/api/reports/export?report=insight&${new URLSearchParams(span())}`, {
        headers: a.auth,
      })
    ).text();
    expect(insight).toContain(`step,"'=HYPERLINK(""http://evil"")",2,message,,,linkedin,2,1,50,0`);
    const audience = await (
      await ctx.app.request(`/api/reports/export?report=audience&${new URLSearchParams(span())}`, {
        headers: a.auth,
      })
    ).text();
    expect(audience).toContain('company,Acme,2');
    expect(audience).toContain('status,lead,1');
    expect((await get(a, `/api/reports/export?report=nope&${new URLSearchParams(span())}`)).status).toBe(400);
  });
});
