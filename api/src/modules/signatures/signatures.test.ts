import type { ApiBody } from '@outreach/core/contract';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { credentials, spaceMembers } from '../../db/schema';
import { and, eq } from 'drizzle-orm';

describe.each(databaseModes())('signatures on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  async function sender(who: Member, username = `sender-${Math.random().toString(36).slice(2)}@x.test`) {
    const [row] = await ctx.database.db
      .insert(credentials)
      .values({ spaceId: who.space.id, username, timezone: 'UTC' })
      .returning();
    if (!row) throw new Error('credential');
    return row.id;
  }

  it('creates, lists, edits and deletes; the first signature is the default; one default per credential', async () => {
    const member = await ctx.createMember();
    const credentialId = await sender(member);
    const post = (body: ApiBody<'post', '/credentials/signatures'>) =>
      ctx.api.post('/credentials/signatures', {
        query: { credentials_id: credentialId },
        token: member.token,
        body,
      });
    const first = await post({ name: 'Formal', content: 'Best regards,<br>Ann' });
    expect(first.status).toBe(201);
    expect(first.payload).toMatchObject({
      name: 'Formal',
      content: 'Best regards,<br>Ann',
      message: 'Best regards,<br>Ann',
      is_default: true,
    });
    const second = await post({ name: 'Casual', content: 'Cheers' });
    expect(second.payload.is_default).toBe(false);

    // spec: outreach §4 "Saving a default signature clears the default on others".
    const third = await post({ name: 'New default', content: 'Thanks', is_default: true });
    expect(third.payload.is_default).toBe(true);
    let list = (
      await ctx.api.get('/credentials/signatures', {
        query: { credentials_id: credentialId },
        token: member.token,
      })
    ).payload;
    expect(list.filter((row) => row.is_default).map((row) => row.name)).toEqual(['New default']);

    const patched = await ctx.api.patch('/credentials/signatures/{id}', {
      path: { id: second.payload._id },
      query: { credentials_id: credentialId },
      token: member.token,
      body: { name: 'Casual 2', is_default: true },
    });
    expect(patched.payload).toMatchObject({ name: 'Casual 2', content: 'Cheers', is_default: true });
    list = (
      await ctx.api.get('/credentials/signatures', {
        query: { credentials_id: credentialId },
        token: member.token,
      })
    ).payload;
    // The default first, then the others (same creation time here: any order).
    expect(list[0]).toMatchObject({ name: 'Casual 2', is_default: true });
    expect(
      list
        .slice(1)
        .map((row) => [row.name, row.is_default])
        .sort(),
    ).toEqual([
      ['Formal', false],
      ['New default', false],
    ]);

    const deleted = await ctx.api.delete('/credentials/signatures/{id}', {
      path: { id: first.payload._id },
      token: member.token,
    });
    expect(deleted.payload).toEqual({ _id: first.payload._id });
    list = (
      await ctx.api.get('/credentials/signatures', {
        query: { credentials_id: credentialId },
        token: member.token,
      })
    ).payload;
    expect(list).toHaveLength(2);

    // Another credential has its own default.
    const otherCredential = await sender(member);
    const other = await ctx.api.post('/credentials/signatures', {
      query: { credentials_id: otherCredential },
      token: member.token,
      body: { name: 'Other', content: 'x' },
    });
    expect(other.payload.is_default).toBe(true);
    expect(
      (
        await ctx.api.get('/credentials/signatures', {
          query: { credentials_id: credentialId },
          token: member.token,
        })
      ).payload.some((row) => row.is_default),
    ).toBe(true);
  });

  it('name and content are required (Fill this field), with a maximum length', async () => {
    const member = await ctx.createMember();
    const credentialId = await sender(member);
    const post = (body: unknown) =>
      ctx.api.unchecked.post('/credentials/signatures', {
        query: { credentials_id: credentialId },
        token: member.token,
        body,
      });
    expect((await post({ content: 'x' })).body).toEqual({ ok: false, error: 'name: Fill this field' });
    expect((await post({ name: 'x', content: '  ' })).body).toEqual({
      ok: false,
      error: 'content: Fill this field',
    });
    expect((await post({ name: 'n'.repeat(101), content: 'x' })).body).toEqual({
      ok: false,
      error: 'name: message can not be longer than 100',
    });
    expect((await ctx.api.unchecked.get('/credentials/signatures', { token: member.token })).status).toBe(
      400,
    );
  });

  it('the credentials routes keep working beside /credentials/signatures', async () => {
    const member = await ctx.createMember();
    const credentialId = await sender(member);
    expect((await ctx.api.get('/credentials/fetch', { token: member.token })).status).toBe(200);
    expect(
      (await ctx.api.get('/credentials/{id}/fetch', { path: { id: credentialId }, token: member.token }))
        .status,
    ).toBe(200);
  });

  it("another workspace's credential and signatures are not found; a worker sees only the credentials given to them", async () => {
    const owner = await ctx.createMember();
    const credentialId = await sender(owner);
    const signature = (
      await ctx.api.post('/credentials/signatures', {
        query: { credentials_id: credentialId },
        token: owner.token,
        body: { name: 'Mine', content: 'x' },
      })
    ).payload;
    const stranger = await ctx.createMember();
    const list = await ctx.api.get('/credentials/signatures', {
      query: { credentials_id: credentialId },
      token: stranger.token,
    });
    expect(list.status).toBe(404);
    expect(list.body).toEqual({ ok: false, error: 'Credentials not found' });
    const patch = await ctx.api.patch('/credentials/signatures/{id}', {
      path: { id: signature._id },
      token: stranger.token,
      body: { name: 'Stolen' },
    });
    expect(patch.status).toBe(404);
    expect(
      (
        await ctx.api.delete('/credentials/signatures/{id}', {
          path: { id: signature._id },
          token: stranger.token,
        })
      ).status,
    ).toBe(404);

    const worker = await ctx.createMember({ space: owner.space, isAdmin: false });
    await ctx.database.db
      .update(spaceMembers)
      .set({ availableCredentials: [] })
      .where(and(eq(spaceMembers.spaceId, owner.space.id), eq(spaceMembers.userId, worker.user.id)));
    expect(
      (
        await ctx.api.get('/credentials/signatures', {
          query: { credentials_id: credentialId },
          token: worker.token,
        })
      ).status,
    ).toBe(404);
  });
});
