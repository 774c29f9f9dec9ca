import type { ApiQuery } from '@outreach/core/contract';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { credentials, prospects, spaceMembers, tasks, workflows } from '../../db/schema';
import type { TaskJson, TaskPage } from './tasks.schema';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
// The test clock starts on Monday 2026-01-05 09:00 UTC.
const monday = '2026-01-05T09:00:00.000Z';

describe.each(databaseModes())('tasks on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });
  beforeEach(() => ctx.clock.set(monday));

  let sequence = 0;
  const at = (offset: number) => new Date(ctx.clock.now().getTime() + offset);

  async function account(member: Member, names: { firstName?: string; lastName?: string } = {}) {
    sequence += 1;
    const [row] = await ctx.database.db
      .insert(credentials)
      .values({ spaceId: member.space.id, username: `tasks-${sequence}@x.test`, timezone: 'UTC', ...names })
      .returning();
    if (!row) throw new Error('credential');
    return row;
  }

  async function prospect(member: Member, fullName = 'Pat Prospect', companyName: string | null = 'Acme') {
    const [row] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: member.space.id, firstName: 'Pat', lastName: 'Prospect', fullName, companyName })
      .returning();
    if (!row) throw new Error('prospect');
    return row;
  }

  async function campaign(member: Member, name = 'Q1 outreach') {
    const [row] = await ctx.database.db
      .insert(workflows)
      .values({ spaceId: member.space.id, name })
      .returning();
    if (!row) throw new Error('workflow');
    return row;
  }

  /** A task row as the engine (or a person) left it. */
  async function task(member: Member, values: Partial<typeof tasks.$inferInsert> = {}) {
    sequence += 1;
    const [row] = await ctx.database.db
      .insert(tasks)
      .values({
        spaceId: member.space.id,
        type: 'manual_task',
        name: `Task ${sequence}`,
        createdAt: ctx.clock.now(),
        ...values,
      })
      .returning();
    if (!row) throw new Error('task');
    return row;
  }

  /** A worker (not a workspace admin) of `admin`'s workspace, seeing `available` credentials. */
  async function worker(admin: Member, available: string[] = []) {
    const member = await ctx.createMember({ space: admin.space, isAdmin: false });
    await ctx.database.db
      .update(spaceMembers)
      .set({ availableCredentials: available })
      .where(eq(spaceMembers.userId, member.user.id));
    return member;
  }

  const list = (member: Member, query: ApiQuery<'get', '/tasks'> = {}) =>
    ctx.api.get('/tasks', { query, token: member.token });
  const ids = (page: TaskPage) => page.items.map((item) => item._id);
  const patch = (member: Member, id: string, body: unknown) =>
    ctx.api.unchecked.patch('/tasks/{id}', { path: { id }, token: member.token, body });
  const create = (member: Member, body: unknown) =>
    ctx.api.unchecked.post('/tasks', { token: member.token, body });
  const remove = (member: Member, id: string) =>
    ctx.api.delete('/tasks/{id}', { path: { id }, token: member.token });

  describe('GET /tasks', () => {
    it('lists open tasks by due date (no due date last), then priority, with prospect, assignee, account and campaign', async () => {
      const admin = await ctx.createMember({ firstName: 'Ada', lastName: 'Admin' });
      const sender = await account(admin, { firstName: 'Sam', lastName: 'Sender' });
      const pat = await prospect(admin, 'Pat Prospect', 'Acme');
      await ctx.database.db.update(prospects).set({ phone: '+1 555 0100' }).where(eq(prospects.id, pat.id));
      const q1 = await campaign(admin, 'Q1 outreach');
      const undated = await task(admin, { dueAt: null, priority: 500 });
      const later = await task(admin, { dueAt: at(2 * day), priority: 100 });
      const soonLow = await task(admin, { dueAt: at(day), priority: 200 });
      const soonUrgent = await task(admin, {
        dueAt: at(day),
        priority: 500,
        name: 'Call Pat',
        info: '+1 555 0100',
        type: 'make_call',
        assigneeId: admin.user.id,
        prospectId: pat.id,
        credentialId: sender.id,
        workflowId: q1.id,
      });
      await task(admin, { dueAt: at(-day), status: 'done', completedAt: at(-hour) });
      await task(admin, { dueAt: at(-day), status: 'canceled' });

      const page = (await list(admin)).payload;
      expect(ids(page)).toEqual([soonUrgent.id, soonLow.id, later.id, undated.id]);
      expect(page).toMatchObject({ total: 4, offset: 0, limit: 25 });
      expect(page.items[0]).toEqual({
        _id: soonUrgent.id,
        type: 'make_call',
        name: 'Call Pat',
        info: '+1 555 0100',
        due_at: at(day).toISOString(),
        priority: 500,
        status: 'open',
        created_at: ctx.clock.now().toISOString(),
        completed_at: null,
        assignee: { _id: admin.user.id, name: 'Ada Admin' },
        prospect: { _id: pat.id, full_name: 'Pat Prospect', company_name: 'Acme', phone: '+1 555 0100' },
        account: { _id: sender.id, name: 'Sam Sender' },
        campaign: { _id: q1.id, name: 'Q1 outreach' },
      } satisfies TaskJson);
      expect(page.items[3]).toMatchObject({ assignee: null, prospect: null, account: null, campaign: null });
    });

    it('filters by status, assignee (me, a user, all), priority, type, campaign and account', async () => {
      const admin = await ctx.createMember();
      const colleague = await ctx.createMember({ space: admin.space });
      const sender = await account(admin);
      const q1 = await campaign(admin);
      const mine = await task(admin, { assigneeId: admin.user.id, priority: 400, type: 'manual' });
      const theirs = await task(admin, { assigneeId: colleague.user.id, credentialId: sender.id });
      const inCampaign = await task(admin, { workflowId: q1.id, type: 'voicemail_drop' });
      const done = await task(admin, { status: 'done', completedAt: at(-hour) });
      const canceled = await task(admin, { status: 'canceled' });

      expect(ids((await list(admin, { assignee: 'me' })).payload)).toEqual([mine.id]);
      expect(ids((await list(admin, { assignee: colleague.user.id })).payload)).toEqual([theirs.id]);
      expect((await list(admin, { assignee: 'all' })).payload.total).toBe(3);
      expect(ids((await list(admin, { priority: 400 })).payload)).toEqual([mine.id]);
      expect(ids((await list(admin, { type: 'voicemail_drop' })).payload)).toEqual([inCampaign.id]);
      expect(ids((await list(admin, { workflow_id: q1.id })).payload)).toEqual([inCampaign.id]);
      expect(ids((await list(admin, { credentials_id: sender.id })).payload)).toEqual([theirs.id]);
      expect(ids((await list(admin, { status: 'done' })).payload)).toEqual([done.id]);
      expect(ids((await list(admin, { status: 'canceled' })).payload)).toEqual([canceled.id]);
      expect((await list(admin, { status: 'all' })).payload.total).toBe(5);
    });

    it('filters by due window: overdue before now, today until UTC midnight, week for seven days', async () => {
      const admin = await ctx.createMember();
      const overdue = await task(admin, { dueAt: at(-hour) });
      const today = await task(admin, { dueAt: at(10 * hour) }); // 19:00 Monday
      const thisWeek = await task(admin, { dueAt: at(5 * day) }); // Saturday
      await task(admin, { dueAt: at(8 * day) });
      await task(admin, { dueAt: null });

      expect(ids((await list(admin, { due: 'overdue' })).payload)).toEqual([overdue.id]);
      expect(ids((await list(admin, { due: 'today' })).payload)).toEqual([today.id]);
      expect(ids((await list(admin, { due: 'week' })).payload)).toEqual([today.id, thisWeek.id]);
      expect((await list(admin, { due: 'all' })).payload.total).toBe(5);
    });

    it('sorts by priority, created date or due date in either order, and pages', async () => {
      const admin = await ctx.createMember();
      const low = await task(admin, { priority: 200, dueAt: at(day) });
      ctx.clock.advance(hour);
      const urgent = await task(admin, { priority: 500, dueAt: null });
      ctx.clock.advance(hour);
      const medium = await task(admin, { priority: 300, dueAt: at(3 * day) });

      expect(ids((await list(admin, { sort: 'priority' })).payload)).toEqual([urgent.id, medium.id, low.id]);
      expect(ids((await list(admin, { sort: 'priority', order: 'asc' })).payload)).toEqual([
        low.id,
        medium.id,
        urgent.id,
      ]);
      expect(ids((await list(admin, { sort: 'created_at' })).payload)).toEqual([
        medium.id,
        urgent.id,
        low.id,
      ]);
      expect(ids((await list(admin, { sort: 'created_at', order: 'asc' })).payload)).toEqual([
        low.id,
        urgent.id,
        medium.id,
      ]);
      // No due date stays last whichever the direction.
      expect(ids((await list(admin, { sort: 'due_at', order: 'desc' })).payload)).toEqual([
        medium.id,
        low.id,
        urgent.id,
      ]);
      const second = (await list(admin, { sort: 'priority', offset: 1, limit: 1 })).payload;
      expect(second).toMatchObject({ total: 3, offset: 1, limit: 1 });
      expect(ids(second)).toEqual([medium.id]);
    });

    it.each([
      ['?status=late', 'status: status must be one of open, done, canceled, all'],
      ['?assignee=someone', 'assignee: assignee must be me, all or a user id'],
      ['?priority=250', 'priority: priority must be one of 100, 200, 300, 400, 500'],
      ['?priority=high', 'priority: priority must be one of 100, 200, 300, 400, 500'],
      ['?type=call', 'type: type must be one of manual, manual_task, make_call, voicemail_drop'],
      ['?workflow_id=7', 'workflow_id: workflow_id must be an id'],
      ['?credentials_id=x', 'credentials_id: credentials_id must be an id'],
      ['?due=tomorrow', 'due: due must be one of overdue, today, week, all'],
      ['?sort=name', 'sort: sort must be one of due_at, priority, created_at'],
      ['?order=up', 'order: order must be one of asc, desc'],
      ['?limit=101', 'limit: limit can not be more than 100'],
      ['?limit=0', 'limit: limit must be at least 1'],
      ['?offset=-1', 'offset: offset must be a number'],
      ['?offset=a', 'offset: offset must be a number'],
    ])('answers 400 to %s', async (query, error) => {
      const admin = await ctx.createMember();
      const response = await ctx.api.unchecked.get('/tasks', { query: query.slice(1), token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });

    it('shows a worker only the tasks of their available accounts and those assigned to them', async () => {
      const admin = await ctx.createMember();
      const seen = await account(admin);
      const hidden = await account(admin);
      const member = await worker(admin, [seen.id]);
      const ofSeen = await task(admin, { credentialId: seen.id, dueAt: at(day) });
      const assigned = await task(admin, {
        credentialId: hidden.id,
        assigneeId: member.user.id,
        dueAt: at(2 * day),
      });
      const ofHidden = await task(admin, { credentialId: hidden.id });
      const noAccount = await task(admin, {});

      expect(ids((await list(member)).payload)).toEqual([ofSeen.id, assigned.id]);
      expect((await list(admin)).payload.total).toBe(4);
      for (const id of [ofHidden.id, noAccount.id]) {
        expect((await patch(member, id, { status: 'done' })).body).toEqual({
          ok: false,
          error: 'Task not found',
        });
      }
      expect((await patch(member, assigned.id, { status: 'done' })).payload.status).toBe('done');
    });

    it('does not list another workspace’s tasks, even when asked for its campaign or account', async () => {
      const admin = await ctx.createMember();
      const other = await ctx.createMember();
      const otherAccount = await account(other);
      const otherCampaign = await campaign(other);
      await task(other, { credentialId: otherAccount.id, workflowId: otherCampaign.id });
      expect((await list(admin)).payload.total).toBe(0);
      expect((await list(admin, { workflow_id: otherCampaign.id })).payload.total).toBe(0);
      expect((await list(admin, { credentials_id: otherAccount.id, status: 'all' })).payload.total).toBe(0);
    });
  });

  describe('POST /tasks', () => {
    it('creates a task by hand, assigned to its creator unless told otherwise', async () => {
      const admin = await ctx.createMember({ firstName: 'Ada', lastName: 'Admin' });
      const pat = await prospect(admin);
      const response = await create(admin, {
        name: '  Send the proposal ',
        info: 'With prices',
        due_at: '2026-01-07T12:00:00+02:00',
        priority: 400,
        prospect_id: pat.id,
      });
      expect(response.status).toBe(201);
      expect(response.payload).toMatchObject({
        type: 'manual',
        name: 'Send the proposal',
        info: 'With prices',
        due_at: '2026-01-07T10:00:00.000Z',
        priority: 400,
        status: 'open',
        created_at: monday,
        assignee: { _id: admin.user.id, name: 'Ada Admin' },
        prospect: { _id: pat.id },
        account: null,
        campaign: null,
      });
      const colleague = await ctx.createMember({ space: admin.space });
      const forColleague = await create(admin, { name: 'Follow up', assignee_id: colleague.user.id });
      expect(forColleague.payload).toMatchObject({
        priority: 100,
        due_at: null,
        info: '',
        assignee: { _id: colleague.user.id },
      });
    });

    it('lets a worker see the task they made (it is theirs)', async () => {
      const admin = await ctx.createMember();
      const member = await worker(admin);
      const made = (await create(member, { name: 'Mine' })).payload;
      expect(ids((await list(member)).payload)).toEqual([made._id]);
    });

    it.each([
      [{}, 'name: Fill this field'],
      [{ name: '   ' }, 'name: Fill this field'],
      [{ name: 'x'.repeat(101) }, 'name: name can not be longer than 100'],
      [{ name: 'A', info: 'x'.repeat(5001) }, 'info: info can not be longer than 5000'],
      [{ name: 'A', due_at: 'tomorrow' }, 'due_at: due_at must be an ISO date'],
      [{ name: 'A', priority: 250 }, 'priority: priority must be one of 100, 200, 300, 400, 500'],
      [{ name: 'A', priority: '500' }, 'priority: priority must be one of 100, 200, 300, 400, 500'],
      [{ name: 'A', assignee_id: 'bob' }, 'assignee_id: assignee_id must be an id'],
      [{ name: 'A', prospect_id: 12 }, 'prospect_id: Invalid input: expected string, received number'],
      ['[]', 'Body must be a JSON object'],
      ['{', 'Invalid JSON body'],
    ])('answers 400 to %j', async (body, error) => {
      const admin = await ctx.createMember();
      const response = await create(admin, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });

    it('refuses an assignee outside the workspace (400) and another workspace’s prospect (404)', async () => {
      const admin = await ctx.createMember();
      const stranger = await ctx.createMember();
      const theirProspect = await prospect(stranger);
      const byAssignee = await create(admin, { name: 'A', assignee_id: stranger.user.id });
      expect(byAssignee.status).toBe(400);
      expect(byAssignee.body).toEqual({
        ok: false,
        error: 'assignee_id: The assignee must be a member of this workspace',
      });
      const byProspect = await create(admin, { name: 'A', prospect_id: theirProspect.id });
      expect(byProspect.status).toBe(404);
      expect(byProspect.body).toEqual({ ok: false, error: 'Prospect not found' });
      expect((await list(admin, { status: 'all' })).payload.total).toBe(0);
    });
  });

  describe('PATCH /tasks/:id', () => {
    it('marks done with the clock’s time, reopens clearing it, cancels', async () => {
      const admin = await ctx.createMember();
      const row = await task(admin, { dueAt: at(-hour) });
      ctx.clock.advance(hour);
      const done = (await patch(admin, row.id, { status: 'done' })).payload;
      expect(done).toMatchObject({ status: 'done', completed_at: at(0).toISOString() });
      ctx.clock.advance(hour);
      // Done again keeps the first completion time.
      expect((await patch(admin, row.id, { status: 'done' })).payload.completed_at).toBe(done.completed_at);
      expect((await patch(admin, row.id, { status: 'open' })).payload).toMatchObject({
        status: 'open',
        completed_at: null,
      });
      expect((await patch(admin, row.id, { status: 'canceled' })).payload).toMatchObject({
        status: 'canceled',
        completed_at: null,
      });
    });

    it('edits name, info, due date, priority and assignee; null clears due date and assignee', async () => {
      const admin = await ctx.createMember();
      const colleague = await ctx.createMember({ space: admin.space });
      const row = await task(admin, { dueAt: at(day), assigneeId: admin.user.id });
      const edited = (
        await patch(admin, row.id, {
          name: 'Renamed',
          info: 'More',
          due_at: '2026-02-01T00:00:00Z',
          priority: 300,
          assignee_id: colleague.user.id,
        })
      ).payload;
      expect(edited).toMatchObject({
        name: 'Renamed',
        info: 'More',
        due_at: '2026-02-01T00:00:00.000Z',
        priority: 300,
        assignee: { _id: colleague.user.id },
        status: 'open',
      });
      const cleared = (await patch(admin, row.id, { due_at: null, assignee_id: null })).payload;
      expect(cleared).toMatchObject({ due_at: null, assignee: null, name: 'Renamed' });
    });

    it.each([
      [{}, 'Give name, info, due_at, priority, assignee_id or status'],
      [{ status: 'closed' }, 'status: status must be one of open, done, canceled'],
      [{ name: '' }, 'name: Fill this field'],
      [{ priority: 0 }, 'priority: priority must be one of 100, 200, 300, 400, 500'],
      [{ due_at: 5 }, 'due_at: due_at must be an ISO date'],
      [{ name: 'a\u0000b' }, 'Text can not contain NUL characters'],
    ])('answers 400 to %j', async (body, error) => {
      const admin = await ctx.createMember();
      const row = await task(admin);
      const response = await patch(admin, row.id, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error });
    });

    it('refuses an assignee from another workspace', async () => {
      const admin = await ctx.createMember();
      const stranger = await ctx.createMember();
      const row = await task(admin);
      const response = await patch(admin, row.id, { assignee_id: stranger.user.id });
      expect(response.status).toBe(400);
      const [stored] = await ctx.database.db.select().from(tasks).where(eq(tasks.id, row.id));
      expect(stored?.assigneeId).toBeNull();
    });
  });

  describe('DELETE /tasks/:id', () => {
    it('deletes a task made by hand', async () => {
      const admin = await ctx.createMember();
      const made = (await create(admin, { name: 'By hand' })).payload;
      expect((await remove(admin, made._id)).payload).toEqual({ _id: made._id });
      expect((await list(admin, { status: 'all' })).payload.total).toBe(0);
    });

    it('refuses to delete a campaign’s task (409): it is canceled instead', async () => {
      const admin = await ctx.createMember();
      const row = await task(admin, { type: 'make_call' });
      const response = await remove(admin, row.id);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ ok: false, error: 'A campaign task can be canceled, not deleted' });
      expect((await patch(admin, row.id, { status: 'canceled' })).payload.status).toBe('canceled');
    });
  });

  describe('GET /tasks/summary', () => {
    it('counts open, overdue, due later today and done since Monday (UTC), at the clock’s time', async () => {
      const admin = await ctx.createMember();
      await task(admin, { dueAt: at(-2 * day) }); // overdue
      await task(admin, { dueAt: at(-hour) }); // overdue, earlier today
      await task(admin, { dueAt: at(3 * hour) }); // due today
      await task(admin, { dueAt: at(2 * day) }); // open
      await task(admin, { dueAt: null }); // open
      await task(admin, { status: 'done', completedAt: at(-hour) }); // done this week
      await task(admin, { status: 'done', completedAt: at(-10 * hour) }); // Sunday 23:00: last week
      await task(admin, { status: 'canceled', dueAt: at(-day) });
      const summary = (await ctx.api.get('/tasks/summary', { token: admin.token })).payload;
      expect(summary).toEqual({ open: 5, overdue: 2, due_today: 1, done_this_week: 1 });

      // Wednesday 22:00: the task due Wednesday 09:00 is overdue now, none is due later today.
      ctx.clock.set('2026-01-07T22:00:00.000Z');
      const later = (await ctx.api.get('/tasks/summary', { token: admin.token })).payload;
      expect(later).toEqual({ open: 5, overdue: 4, due_today: 0, done_this_week: 1 });
    });

    it('counts only what a worker sees', async () => {
      const admin = await ctx.createMember();
      const hidden = await account(admin);
      const member = await worker(admin);
      await task(admin, { credentialId: hidden.id, dueAt: at(-hour) });
      await task(admin, { assigneeId: member.user.id, dueAt: at(-hour) });
      const summary = (await ctx.api.get('/tasks/summary', { token: member.token })).payload;
      expect(summary).toEqual({ open: 1, overdue: 1, due_today: 0, done_this_week: 0 });
    });
  });

  describe('tenancy', () => {
    it('answers 404 "Task not found" to another workspace’s task on every route', async () => {
      const admin = await ctx.createMember();
      const other = await ctx.createMember();
      const theirs = await task(other, { type: 'manual' });
      for (const response of [
        await patch(admin, theirs.id, { status: 'done' }),
        await remove(admin, theirs.id),
        await patch(admin, 'not-an-id', { status: 'done' }),
        await remove(admin, 'not-an-id'),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ ok: false, error: 'Task not found' });
      }
      const [stored] = await ctx.database.db.select().from(tasks).where(eq(tasks.id, theirs.id));
      expect(stored?.status).toBe('open');
      expect((await list(admin, { status: 'all' })).payload.total).toBe(0);
      const summary = (await ctx.api.get('/tasks/summary', { token: admin.token })).payload;
      expect(summary.open).toBe(0);
    });

    it('answers 401 without a session on every route', async () => {
      for (const [method, path] of [
        ['GET', '/api/tasks'],
        ['GET', '/api/tasks/summary'],
        ['POST', '/api/tasks'],
        ['PATCH', '/api/tasks/x'],
        ['DELETE', '/api/tasks/x'],
      ] as const) {
        expect((await ctx.request(path, { method })).status).toBe(401);
      }
    });
  });
});
