import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { ApiSchema } from '@outreach/core/contract';
import { createTestContext, type Member, type TestContext } from './helpers';
import { queryString } from './typed-client';

describe('the typed test client (issue 24 item 5)', () => {
  let ctx: TestContext;
  let member: Member;

  beforeAll(async () => {
    ctx = await createTestContext();
    member = await ctx.createMember();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('sends the declared body, fills path params, adds the query, and types the payload', async () => {
    const created = await ctx.api.post('/labels', {
      body: { name: 'Hot lead', color: '#ff0000' },
      token: member.token,
    });
    expect(created.status).toBe(201);
    expectTypeOf(created.payload).toEqualTypeOf<ApiSchema<'Label'>>();
    expect(created.payload).toMatchObject({ name: 'Hot lead', type: 'profile' });

    const listed = await ctx.api.get('/labels/fetch', {
      query: { type: 'profile', space: member.space.id },
      token: member.token,
    });
    expectTypeOf(listed.payload).toEqualTypeOf<ApiSchema<'Label'>[]>();
    expect(listed.payload.map((label) => label.name)).toEqual(['Hot lead']);

    const removed = await ctx.api.delete('/labels/{id}', {
      path: { id: created.payload._id },
      token: member.token,
    });
    expect(removed.status).toBe(200);
    expect(
      (await ctx.api.get('/labels/fetch', { query: { type: 'profile' }, token: member.token })).payload,
    ).toEqual([]);
  });

  it('refuses at compile time what the route does not declare', () => {
    // Only checked by tsc: the calls are never made.
    const neverCalled = () => {
      // @ts-expect-error not a declared path
      void ctx.api.get('/labels/nowhere');
      // @ts-expect-error POST is not declared on this path
      void ctx.api.post('/labels/fetch');
      // @ts-expect-error the body misses the required colour
      void ctx.api.post('/labels', { body: { name: 'x' } });
      // @ts-expect-error a field the body does not declare
      void ctx.api.post('/labels', { body: { name: 'x', color: '#000000', colour: 'red' } });
      // @ts-expect-error the path param is required
      void ctx.api.delete('/labels/{id}', {});
      // @ts-expect-error a query value outside the declared enum
      void ctx.api.get('/labels/fetch', { query: { type: 'everything' } });
      void (async () => {
        const { payload } = await ctx.api.get('/labels/fetch');
        // @ts-expect-error a field the route does not send
        void payload[0]?.title;
      })();
    };
    expect(typeof neverCalled).toBe('function');
  });

  it('unchecked sends any input to a declared path and reports the validation error', async () => {
    const wrong = await ctx.api.unchecked.post('/labels', {
      body: { color: '#ff0000' },
      token: member.token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ ok: false, error: 'name: Fill this field' });
  });

  it('writes the query as the sdk does: arrays repeat the key, undefined and null are left out', () => {
    expect(queryString({ a: 1, b: ['x', 'y z'], c: undefined, d: null, e: false })).toBe(
      '?a=1&b=x&b=y+z&e=false',
    );
    expect(queryString({})).toBe('');
    expect(queryString('types=rich&limit=101')).toBe('?types=rich&limit=101');
    expect(queryString(undefined)).toBe('');
  });
});
