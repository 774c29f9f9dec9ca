import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { prospects } from '../../db/schema';

describe.each(databaseModes())('labels on %s', (mode) => {
  let ctx: TestContext;
  let member: Member;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    member = await opened.createMember();
  });

  const create = (body: unknown, who: Member = member) =>
    ctx.api.unchecked.post('/labels', { token: who.token, body });

  it('the AI label names exist as ai_generated labels on the first fetch, once', async () => {
    const fresh = await ctx.createMember();
    await ctx.request('/api/labels/fetch', { token: fresh.token });
    const { payload } = await ctx.api.get('/labels/fetch', {
      query: { type: 'ai_generated' },
      token: fresh.token,
    });
    expect(payload.map((label) => label.name)).toEqual([
      'interested',
      'not interested',
      'out of office',
      'making an introduction',
      'wrong contact',
      'follow up later',
      'hard no',
      'neutral',
    ]);
    expect(payload.every((label) => label.type === 'ai_generated')).toBe(true);
  });

  it('creates a profile label with a colour, shared by default, ordered last', async () => {
    const first = await create({ name: 'Hot lead', color: '#ff0000' });
    expect(first.status).toBe(201);
    expect(first.payload).toMatchObject({
      name: 'Hot lead',
      color: '#ff0000',
      type: 'profile',
      is_shared: true,
    });
    const second = await create({ name: 'Warm', color: '#ffaa00', is_shared: false });
    expect(second.payload.display_order).toBe(first.payload.display_order + 1);
    expect(second.payload.is_shared).toBe(false);
  });

  it('name required, colour required, max 30 characters (outreach §5)', async () => {
    expect((await create({ color: '#ff0000' })).body).toEqual({ ok: false, error: 'name: Fill this field' });
    expect((await create({ name: '   ', color: '#ff0000' })).body).toEqual({
      ok: false,
      error: 'name: Fill this field',
    });
    expect((await create({ name: 'No colour' })).body).toEqual({
      ok: false,
      error: 'color: Fill this field',
    });
    const long = await create({ name: 'x'.repeat(31), color: '#ff0000' });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ ok: false, error: 'name: message can not be longer than 30' });
    expect((await create({ name: 'x'.repeat(30), color: '#ff0000' })).status).toBe(201);
    expect((await create({ name: 'Bad colour', color: 'red' })).status).toBe(400);
    expect((await create({ name: 'AI', color: '#ff0000', type: 'ai_generated' })).status).toBe(400);
  });

  it('a title already chosen cannot be added again (case-insensitive, per type)', async () => {
    await create({ name: 'Partner', color: '#00ff00' });
    const again = await create({ name: 'partner', color: '#00ff00' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ ok: false, error: 'This title is already chosen' });
    expect((await create({ name: 'Partner', color: '#00ff00', type: 'template' })).status).toBe(201);
  });

  it('PUT renames and recolours; AI labels keep their names; DELETE removes it from prospects', async () => {
    const label = (await create({ name: 'Rename me', color: '#123456' })).payload;
    const renamed = await ctx.api.put('/labels/{id}', {
      path: { id: label._id },
      token: member.token,
      body: { name: 'Renamed', color: '#654321' },
    });
    expect(renamed.payload).toMatchObject({ name: 'Renamed', color: '#654321' });
    const tooLong = await ctx.request(`/api/labels/${label._id}`, {
      token: member.token,
      method: 'PUT',
      body: { name: 'y'.repeat(31) },
    });
    expect(tooLong.body).toEqual({ ok: false, error: 'name: message can not be longer than 30' });

    const ai = (await ctx.api.get('/labels/fetch', { query: { type: 'ai_generated' }, token: member.token }))
      .payload[0];
    if (!ai) throw new Error('no AI label');
    const renameAi = await ctx.request(`/api/labels/${ai._id}`, {
      token: member.token,
      method: 'PUT',
      body: { name: 'x' },
    });
    expect(renameAi.body).toEqual({ ok: false, error: 'AI labels can not be renamed or deleted' });
    const recolourAi = await ctx.api.put('/labels/{id}', {
      path: { id: ai._id },
      token: member.token,
      body: { color: '#000000' },
    });
    expect(recolourAi.payload.color).toBe('#000000');
    expect(
      (await ctx.request(`/api/labels/${ai._id}`, { token: member.token, method: 'DELETE' })).status,
    ).toBe(400);

    const [prospect] = await ctx.database.db
      .insert(prospects)
      .values({
        spaceId: member.space.id,
        fullName: 'Ann',
        emailKey: 'ann@example.test',
        workEmail: 'ann@example.test',
      })
      .returning();
    if (!prospect) throw new Error('no prospect');
    await ctx.request(`/api/profiles/${prospect.id}/labels/${label._id}`, {
      token: member.token,
      method: 'POST',
    });
    const removed = await ctx.request(`/api/labels/${label._id}`, { token: member.token, method: 'DELETE' });
    expect(removed.payload).toEqual({ _id: label._id });
    const detail = await ctx.api.get('/profiles/{id}', { path: { id: prospect.id }, token: member.token });
    expect(detail.payload.labels).toEqual([]);
  });

  it('a label not shared with the workspace is seen and used by its author only', async () => {
    const colleague = await ctx.createMember({ space: member.space });
    const mine = (await create({ name: 'Only mine', color: '#0000ff', is_shared: false })).payload;
    const shared = (await create({ name: 'For everyone', color: '#00ffff' })).payload;
    const theirView = (await ctx.api.get('/labels/fetch', { token: colleague.token })).payload;
    expect(theirView.some((label) => label._id === shared._id)).toBe(true);
    expect(theirView.some((label) => label._id === mine._id)).toBe(false);
    const put = await ctx.request(`/api/labels/${mine._id}`, {
      token: colleague.token,
      method: 'PUT',
      body: { color: '#000000' },
    });
    expect(put.status).toBe(404);
    const [prospect] = await ctx.database.db
      .insert(prospects)
      .values({ spaceId: member.space.id, fullName: 'Sam', emailKey: 'sam@example.test' })
      .returning();
    const tag = await ctx.request(`/api/profiles/${prospect?.id}/labels/${mine._id}`, {
      token: colleague.token,
      method: 'POST',
    });
    expect(tag.status).toBe(404);
    expect(
      (
        await ctx.request(`/api/profiles/${prospect?.id}/labels/${mine._id}`, {
          token: member.token,
          method: 'POST',
        })
      ).status,
    ).toBe(200);
  });

  it("another workspace's member neither sees nor changes the labels", async () => {
    const label = (await create({ name: 'Private', color: '#abcdef' })).payload;
    const stranger = await ctx.createMember();
    const theirs = await ctx.api.get('/labels/fetch', { token: stranger.token });
    expect(theirs.payload.some((row) => row._id === label._id)).toBe(false);
    const put = await ctx.request(`/api/labels/${label._id}`, {
      token: stranger.token,
      method: 'PUT',
      body: { name: 'Mine' },
    });
    expect(put.status).toBe(404);
    expect(
      (await ctx.request(`/api/labels/${label._id}`, { token: stranger.token, method: 'DELETE' })).status,
    ).toBe(404);
    const asSpace = await ctx.request(`/api/labels/fetch?space=${member.space.id}`, {
      token: stranger.token,
    });
    expect(asSpace.status).toBe(403);
  });
});
