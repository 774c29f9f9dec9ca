import type { ApiQuery } from '@outreach/core/contract';
import { campaignMessages } from '@outreach/core/forms';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { spaceMembers, workflows } from '../../db/schema';
import { listWorkflows } from './workflows.service';
import { magicMessages } from './generation/generation.schema';

describe.each(databaseModes())('workflows on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  /** Creates workflows directly, one hour apart (oldest first), so the list order is known. */
  async function insertWorkflows(
    member: Member,
    entries: {
      name: string;
      status?: 'draft' | 'active' | 'paused' | 'archived' | 'deleted';
      position?: number;
    }[],
  ) {
    const start = ctx.clock.now().getTime();
    const rows = await ctx.database.db
      .insert(workflows)
      .values(
        entries.map((entry, index) => ({
          spaceId: member.space.id,
          name: entry.name,
          status: entry.status ?? 'active',
          position: entry.position ?? 0,
          createdAt: new Date(start + index * 3_600_000),
          updatedAt: new Date(start + index * 3_600_000),
        })),
      )
      .returning();
    return rows;
  }

  const list = (member: Member, query: ApiQuery<'get', '/workflows'> = {}) =>
    ctx.api.get('/workflows', { query, token: member.token });

  describe('GET /api/workflows', () => {
    it('pages by 8 by default, newest first, with the total', async () => {
      const member = await ctx.createMember();
      await insertWorkflows(
        member,
        Array.from({ length: 10 }, (_, index) => ({ name: `Campaign ${index + 1}` })),
      );

      const first = await list(member);
      expect(first.status).toBe(200);
      expect(first.payload.total).toBe(10);
      expect(first.payload.limit).toBe(8);
      expect(first.payload.offset).toBe(0);
      expect(first.payload.items.map((item) => item.name)).toEqual([
        'Campaign 10',
        'Campaign 9',
        'Campaign 8',
        'Campaign 7',
        'Campaign 6',
        'Campaign 5',
        'Campaign 4',
        'Campaign 3',
      ]);

      const second = await list(member, { offset: 8 });
      expect(second.payload.items.map((item) => item.name)).toEqual(['Campaign 2', 'Campaign 1']);
      expect(second.payload.total).toBe(10);
    });

    it('orders by position before creation date', async () => {
      const member = await ctx.createMember();
      await insertWorkflows(member, [
        { name: 'Second by position', position: 2 },
        { name: 'First by position', position: 1 },
        { name: 'Newest, unordered', position: 3 },
      ]);
      const page = await list(member);
      expect(page.payload.items.map((item) => item.name)).toEqual([
        'First by position',
        'Second by position',
        'Newest, unordered',
      ]);
    });

    it('returns the workflow JSON shape with _id', async () => {
      const member = await ctx.createMember();
      const [row] = await insertWorkflows(member, [{ name: 'Shape check', status: 'paused' }]);
      const page = await list(member);
      expect(page.payload.items).toEqual([
        {
          _id: row?.id,
          name: 'Shape check',
          status: 'paused',
          type: 'simple',
          is_email_only: false,
          position: 0,
          percent_complete: 0,
          created_at: row?.createdAt.toISOString(),
          updated_at: row?.updatedAt.toISOString(),
        },
      ]);
    });

    it('filters by a case-insensitive substring of the name, wildcards taken literally', async () => {
      const member = await ctx.createMember();
      await insertWorkflows(member, [
        { name: 'Q4 SaaS founders' },
        { name: 'saas CTOs' },
        { name: 'Recruiting engineers' },
        { name: '100% reply rate' },
      ]);
      const saas = await list(member, { query: 'SAAS' });
      expect(saas.payload.items.map((item) => item.name).sort()).toEqual(['Q4 SaaS founders', 'saas CTOs']);
      expect(saas.payload.total).toBe(2);

      const percent = await list(member, { query: '0%' });
      expect(percent.payload.items.map((item) => item.name)).toEqual(['100% reply rate']);
      const underscore = await list(member, { query: '_' });
      expect(underscore.payload.total).toBe(0);
    });

    it('hides archived and deleted unless archived_only or deleted_only asks for them', async () => {
      const member = await ctx.createMember();
      await insertWorkflows(member, [
        { name: 'Running', status: 'active' },
        { name: 'Stopped', status: 'paused' },
        { name: 'Planned', status: 'draft' },
        { name: 'Shelved', status: 'archived' },
        { name: 'Removed', status: 'deleted' },
      ]);
      const names = async (query: ApiQuery<'get', '/workflows'> = {}) =>
        (await list(member, query)).payload.items.map((item) => item.name).sort();

      expect(await names()).toEqual(['Planned', 'Running', 'Stopped']);
      expect(await names({ archived_only: 'true' })).toEqual(['Shelved']);
      expect(await names({ archived_only: '1' })).toEqual(['Shelved']);
      expect(await names({ deleted_only: 'true' })).toEqual(['Removed']);
      expect(await names({ deleted_only: '1', archived_only: '0' })).toEqual(['Removed']);
      expect(await names({ deleted_only: 'false', archived_only: 'false' })).toEqual([
        'Planned',
        'Running',
        'Stopped',
      ]);
      expect(await names({ deleted_only: 'true', archived_only: 'true' })).toEqual(['Removed', 'Shelved']);
    });

    it.each([
      ['?limit=0', 'limit: Limit must be at least 1'],
      ['?limit=101', 'limit: Limit must be at most 100'],
      ['?limit=abc', 'limit: Limit must be a number'],
      ['?offset=-1', 'offset: Offset must be at least 0'],
      ['?offset=1.5', 'offset: Offset must be a whole number'],
      ['?deleted_only=yes', 'deleted_only: deleted_only must be true or false'],
      ['?archived_only=maybe', 'archived_only: archived_only must be true or false'],
      [`?query=${'x'.repeat(201)}`, 'query: Query can not be longer than 200 characters'],
    ])('rejects %s with 400 "%s"', async (query, message) => {
      const member = await ctx.createMember();
      const response = await ctx.api.unchecked.get('/workflows', {
        query: query.slice(1),
        token: member.token,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    });

    it('accepts a limit of 100', async () => {
      const member = await ctx.createMember();
      expect((await list(member, { limit: 100 })).payload.limit).toBe(100);
    });

    it('needs a valid token', async () => {
      const response = await ctx.request('/api/workflows');
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ ok: false, error: 'Token is not valid' });
      const wrong = await ctx.request('/api/workflows', { token: 'not-a-token' });
      expect(wrong.status).toBe(401);
    });
  });

  describe('POST /api/workflows', () => {
    it('creates a draft simple workflow with a trimmed name and announces it to the workspace', async () => {
      const member = await ctx.createMember();
      const before = ctx.realtime.events.length;
      const response = await ctx.api.post('/workflows', {
        token: member.token,
        body: { name: '  Q1 founders outreach  ' },
      });
      expect(response.status).toBe(201);
      const created = response.payload;
      expect(created).toMatchObject({
        name: 'Q1 founders outreach',
        status: 'draft',
        type: 'simple',
        is_email_only: false,
        position: 0,
        created_at: ctx.clock.now().toISOString(),
      });
      expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(ctx.realtime.events.slice(before)).toEqual([
        { spaceId: member.space.id, event: 'update_workflow', payload: created },
      ]);

      const fetched = await ctx.api.get('/workflows/{id}', {
        path: { id: created._id },
        token: member.token,
      });
      expect(fetched.payload).toEqual(created);
    });

    it('takes type and is_email_only', async () => {
      const member = await ctx.createMember();
      const response = await ctx.api.post('/workflows', {
        token: member.token,
        body: { name: 'Smart email', type: 'smart', is_email_only: true },
      });
      expect(response.payload).toMatchObject({ type: 'smart', is_email_only: true });
    });

    it('accepts a name of exactly 120 characters', async () => {
      const member = await ctx.createMember();
      const name = 'n'.repeat(120);
      const response = await ctx.api.post('/workflows', { token: member.token, body: { name } });
      expect(response.payload.name).toBe(name);
    });

    it.each([
      [{}, 'name: Name is required'],
      [{ name: '' }, 'name: Name is required'],
      [{ name: '    ' }, 'name: Name is required'],
      [{ name: 42 }, 'name: Name must be text'],
      [{ name: 'n'.repeat(121) }, 'name: Name can not be longer than 120 characters'],
      [{ name: 'Ok', type: 'huge' }, 'type: Type must be one of simple, smart, magic'],
      [{ name: 'Ok', is_email_only: 'yes' }, 'is_email_only: is_email_only must be true or false'],
      [[], 'Body must be a JSON object'],
      ['"just text"', 'Body must be a JSON object'],
      ['{"name": "unterminated', 'Invalid JSON body'],
      // No body at all is the contract's (docs/decisions.md "The route contract"), not the input guard's.
      ['', 'Malformed JSON in request body'],
      // A generation field makes it a magic campaign's body (generation/generation.schema.ts).
      [{ name: 'Ok', objective: 'Book demos' }, `workflow_to_generate: ${magicMessages.kind}`],
      [{ workflow_to_generate: 'x' }, `workflow_to_generate: ${magicMessages.kind}`],
    ])('rejects %j with 400 "%s" and writes nothing', async (body, message) => {
      const member = await ctx.createMember();
      const before = ctx.realtime.events.length;
      const response = await ctx.request('/api/workflows', { method: 'POST', token: member.token, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
      expect((await list(member)).payload.total).toBe(0);
      expect(ctx.realtime.events.length).toBe(before);
    });
  });

  describe('GET /api/workflows/:id', () => {
    it.each([['00000000-0000-4000-8000-000000000000'], ['not-a-uuid']])(
      'answers 404 "Workflow not found" for %s',
      async (id) => {
        const member = await ctx.createMember();
        const response = await ctx.request(`/api/workflows/${id}`, { token: member.token });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ ok: false, error: 'Workflow not found' });
      },
    );
  });

  describe('PUT /api/workflows/:id/update/async', () => {
    it('renames, bumps updated_at, ignores unknown fields and announces the change', async () => {
      const member = await ctx.createMember();
      const [row] = await insertWorkflows(member, [{ name: 'Old name', status: 'active' }]);
      ctx.clock.advance(60_000);
      const before = ctx.realtime.events.length;
      const response = await ctx.api.unchecked.put('/workflows/{id}/update/async', {
        path: { id: row?.id },
        token: member.token,
        body: { _id: 'ignored', name: ' New name ', status: 'deleted', is_email_only: true, sequence: [] },
      });
      expect(response.status).toBe(200);
      expect(response.payload).toMatchObject({
        _id: row?.id,
        name: 'New name',
        status: 'active',
        is_email_only: true,
        created_at: row?.createdAt.toISOString(),
        updated_at: ctx.clock.now().toISOString(),
      });
      expect(ctx.realtime.events.slice(before)).toEqual([
        { spaceId: member.space.id, event: 'update_workflow', payload: response.payload },
      ]);
    });

    it('returns the workflow unchanged for an empty update', async () => {
      const member = await ctx.createMember();
      const [row] = await insertWorkflows(member, [{ name: 'Same' }]);
      const response = await ctx.api.unchecked.put('/workflows/{id}/update/async', {
        path: { id: row?.id },
        token: member.token,
        body: {},
      });
      expect(response.payload).toMatchObject({ name: 'Same', updated_at: row?.updatedAt.toISOString() });
    });

    it.each([
      [{ name: '' }, 'name: Name is required'],
      [{ name: 'n'.repeat(121) }, 'name: Name can not be longer than 120 characters'],
      // The rules the campaign settings form shares (@outreach/core/forms): the form shows these words.
      [{ name: 'n'.repeat(121) }, `name: ${campaignMessages.nameTooLong}`],
      [{ connection_daily_limit: 1001 }, `connection_daily_limit: ${campaignMessages.limitTooHigh}`],
      [{ connection_daily_limit: 2.5 }, `connection_daily_limit: ${campaignMessages.limitWhole}`],
      [{ type: 'other' }, 'type: Type must be one of simple, smart, magic'],
      ['{bad json', 'Invalid JSON body'],
    ])('rejects %j with 400 "%s" and changes nothing', async (body, message) => {
      const member = await ctx.createMember();
      const [row] = await insertWorkflows(member, [{ name: 'Untouched' }]);
      const response = await ctx.request(`/api/workflows/${row?.id}/update/async`, {
        method: 'PUT',
        token: member.token,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
      const fetched = await ctx.api.unchecked.get('/workflows/{id}', {
        path: { id: row?.id },
        token: member.token,
      });
      expect(fetched.payload.name).toBe('Untouched');
    });

    it('answers 404 for an unknown workflow', async () => {
      const member = await ctx.createMember();
      const response = await ctx.request('/api/workflows/00000000-0000-4000-8000-000000000000/update/async', {
        method: 'PUT',
        token: member.token,
        body: { name: 'Whatever' },
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Workflow not found' });
    });
  });

  describe('tenancy', () => {
    it("never shows, returns or changes another workspace's workflows", async () => {
      const alice = await ctx.createMember({ spaceName: 'Workspace A' });
      const bob = await ctx.createMember({ spaceName: 'Workspace B' });
      const [secret] = await insertWorkflows(alice, [{ name: 'A secret campaign' }]);
      await insertWorkflows(alice, [
        { name: 'A archived', status: 'archived' },
        { name: 'A gone', status: 'deleted' },
      ]);
      const before = ctx.realtime.events.length;

      for (const query of ['', '?query=secret', '?archived_only=true', '?deleted_only=true', '?limit=100']) {
        const page = await ctx.api.unchecked.get('/workflows', { query: query.slice(1), token: bob.token });
        expect(page.payload).toMatchObject({ items: [], total: 0 });
      }

      const get = await ctx.request(`/api/workflows/${secret?.id}`, { token: bob.token });
      expect(get.status).toBe(404);
      expect(get.body).toEqual({ ok: false, error: 'Workflow not found' });

      const update = await ctx.request(`/api/workflows/${secret?.id}/update/async`, {
        method: 'PUT',
        token: bob.token,
        body: { name: 'Hijacked' },
      });
      expect(update.status).toBe(404);
      expect(update.body).toEqual({ ok: false, error: 'Workflow not found' });

      const stillAlices = await ctx.api.unchecked.get('/workflows/{id}', {
        path: { id: secret?.id },
        token: alice.token,
      });
      expect(stillAlices.payload.name).toBe('A secret campaign');
      expect(ctx.realtime.events.length).toBe(before);
    });

    it("refuses space=<another workspace's id> with 403 'Can not find space' on every route", async () => {
      const alice = await ctx.createMember();
      const bob = await ctx.createMember();
      const [secret] = await insertWorkflows(alice, [{ name: 'A only' }]);
      const space = `space=${alice.space.id}`;
      const attempts = [
        ctx.request(`/api/workflows?${space}`, { token: bob.token }),
        ctx.request(`/api/workflows/${secret?.id}?${space}`, { token: bob.token }),
        ctx.request(`/api/workflows?${space}`, {
          method: 'POST',
          token: bob.token,
          body: { name: 'Planted' },
        }),
        ctx.request(`/api/workflows/${secret?.id}/update/async?${space}`, {
          method: 'PUT',
          token: bob.token,
          body: { name: 'Hijacked' },
        }),
        ctx.request(`/api/space/info?${space}`, { token: bob.token }),
        ctx.request(`/api/workflows?space=not-a-uuid`, { token: bob.token }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ ok: false, error: 'Can not find space' });
      }
      const aliceList = await list(alice);
      expect(aliceList.payload.items.map((item) => item.name)).toEqual(['A only']);
    });

    it('lets a member of two workspaces pick one with the space parameter', async () => {
      const alice = await ctx.createMember({ spaceName: 'Home' });
      const other = await ctx.createMember({ spaceName: 'Client' });
      const both = await ctx.createMember({ space: alice.space });
      await ctx.database.db.insert(spaceMembers).values({
        spaceId: other.space.id,
        userId: both.user.id,
      });
      await insertWorkflows(alice, [{ name: 'Home campaign' }]);
      await insertWorkflows(other, [{ name: 'Client campaign' }]);

      const home = await list(both);
      expect(home.payload.items.map((item) => item.name)).toEqual(['Home campaign']);
      const client = await list(both, { space: other.space.id });
      expect(client.payload.items.map((item) => item.name)).toEqual(['Client campaign']);
      const created = await ctx.api.post('/workflows', {
        query: { space: other.space.id },
        token: both.token,
        body: { name: 'Made in client' },
      });
      const clientAgain = await ctx.api.get('/workflows', { token: other.token });
      expect(clientAgain.payload.items.map((item) => item._id)).toContain(created.payload._id);
    });

    it('the service itself filters by the scope it is given', async () => {
      const alice = await ctx.createMember();
      const bob = await ctx.createMember();
      await insertWorkflows(alice, [{ name: 'Alice only' }]);
      const scope = { db: ctx.database.db, spaceId: bob.space.id, clock: ctx.clock, realtime: ctx.realtime };
      const page = await listWorkflows(scope, {
        offset: 0,
        limit: 100,
        query: '',
        deleted_only: false,
        archived_only: false,
      });
      expect(page.items).toEqual([]);
    });
  });
});
