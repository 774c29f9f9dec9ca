import type { ApiQuery } from '@outreach/core/contract';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { prospects, workflows } from '../../db/schema';
import type { OutreachEvent } from '../../platform/outreach-events';
import { logEvent } from '../activity/event-log';

describe.each(databaseModes())('GET /api/dashboard/activity on %s', (mode) => {
  let ctx: TestContext;
  let a: Member;
  let b: Member;
  let campaignA: string;
  /** Event ids by their text, to page and to cross workspaces. */
  const ids = new Map<string, string>();

  async function log(
    member: Member,
    name: OutreachEvent['name'],
    minute: number,
    extra: Partial<OutreachEvent> = {},
  ) {
    const row = await logEvent(ctx.database.db, {
      name,
      spaceId: member.space.id,
      prospectId: null,
      workflowId: null,
      credentialId: null,
      at: new Date(Date.UTC(2026, 10, 20, 9, minute)),
      data: { text: `${name} ${minute}` },
      ...extra,
    });
    ids.set(`${member === a ? 'A' : 'B'} ${name} ${minute}`, row.id);
  }

  const feed = (member: Member, query: ApiQuery<'get', '/dashboard/activity'> = {}) =>
    ctx.api.get('/dashboard/activity', { query, token: member.token });

  useTestContext(mode, async (opened) => {
    ctx = opened;
    a = await ctx.createMember({ spaceName: 'A' });
    b = await ctx.createMember({ spaceName: 'B' });
    const [campaign] = await ctx.database.db
      .insert(workflows)
      .values({ spaceId: a.space.id, name: 'Q4 founders' })
      .returning();
    const [prospect] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: a.space.id, fullName: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' })
      .returning();
    campaignA = campaign?.id ?? '';
    const inCampaign = { workflowId: campaignA, prospectId: prospect?.id ?? null };
    await log(a, 'invite_sent', 1, inCampaign);
    await log(a, 'invite_accepted', 2, inCampaign);
    await log(a, 'got_reply', 3, inCampaign);
    await log(a, 'email_sent', 4);
    await log(b, 'got_reply', 5);
  });

  it("lists the workspace's events newest first, with the prospect and the campaign's name", async () => {
    const response = await feed(a);
    expect(response.status).toBe(200);
    expect(response.payload.items.map((item) => item.event)).toEqual([
      'email_sent',
      'got_reply',
      'invite_accepted',
      'invite_sent',
    ]);
    expect(response.payload.has_more).toBe(false);
    const reply = response.payload.items[1];
    expect(reply).toMatchObject({
      workflow_id: campaignA,
      workflow_name: 'Q4 founders',
      created_at: '2026-11-20T09:03:00.000Z',
    });
    expect(reply?.data.prospect).toMatchObject({ full_name: 'Ada Lovelace' });
    expect(response.payload.items[0]?.workflow_name).toBeNull();
  });

  it('pages with limit and before_id without repeating or skipping an event', async () => {
    const first = await feed(a, { limit: 2 });
    expect(first.payload.items.map((item) => item.event)).toEqual(['email_sent', 'got_reply']);
    expect(first.payload.has_more).toBe(true);
    const last = first.payload.items.at(-1)?.id;
    const second = await feed(a, { limit: 2, before_id: last });
    expect(second.payload.items.map((item) => item.event)).toEqual(['invite_accepted', 'invite_sent']);
    expect(second.payload.has_more).toBe(false);
  });

  it('filters by event names, comma-separated or repeated', async () => {
    const comma = await feed(a, { names: 'got_reply,invite_sent' });
    expect(comma.payload.items.map((item) => item.event)).toEqual(['got_reply', 'invite_sent']);
    const repeated = await ctx.api.unchecked.get('/dashboard/activity', {
      query: { names: ['got_reply', 'email_sent'] },
      token: a.token,
    });
    expect(repeated.payload.items.map((item) => item.event)).toEqual(['email_sent', 'got_reply']);
  });

  it.each([
    ['?limit=0', 'limit must be at least 1'],
    ['?limit=101', 'limit can not be more than 100'],
    ['?limit=ten', 'limit must be a number'],
    ['?before_id=nope', 'before_id must be an event id'],
    ['?names=got_reply,sneeze', 'names must be among'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await ctx.api.unchecked.get('/dashboard/activity', {
      query: query.slice(1),
      token: a.token,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ok: false });
    expect(response.body.ok ? '' : response.body.error).toContain(message);
  });

  it("keeps each workspace's events to itself (tenancy)", async () => {
    const own = await feed(b);
    expect(own.payload.items.map((item) => item.data.text)).toEqual(['got_reply 5']);
    // A member of B asking for A's workspace is refused, with no data.
    const other = await feed(b, { space: a.space.id });
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain('Q4 founders');
    // An event of A as B's paging cursor is not found in B (its existence does not leak).
    const cursor = await feed(b, { before_id: ids.get('A got_reply 3') });
    expect(cursor.status).toBe(404);
    expect(cursor.body).toEqual({ ok: false, error: 'before_id: Event not found' });
    // And B's event is no cursor in A.
    expect((await feed(a, { before_id: ids.get('B got_reply 5') })).status).toBe(404);
  });

  it('needs a session', async () => {
    const response = await ctx.request('/api/dashboard/activity');
    expect(response.status).toBe(401);
  });
});
