import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers';
import type { AppEnv } from './context';
import {
  addressProblem,
  guardedBody,
  inputMessages,
  jsonTextTooDeep,
  jsonValueProblem,
  maxJsonBodyBytes,
  maxJsonDepth,
  textProblem,
} from './input-guard';
import { z } from 'zod';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('the input guard, rule by rule', () => {
  it.each([
    ['plain text', 'Hello, world', undefined],
    ['a surrogate pair (an emoji)', 'hi \ud83d\ude00', undefined],
    ['a NUL character', 'a\u0000b', inputMessages.nul],
    ['a lone high surrogate', '\ud800x', inputMessages.unpairedSurrogate],
    ['a lone low surrogate', 'x\udc00', inputMessages.unpairedSurrogate],
    ['a high surrogate at the end', 'x\ud83d', inputMessages.unpairedSurrogate],
  ])('text with %s: %s', (_name, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it(`lets JSON nest ${maxJsonDepth} levels and refuses one more, counted on the text`, () => {
    expect(jsonTextTooDeep(nested(maxJsonDepth))).toBe(false);
    expect(jsonTextTooDeep(nested(maxJsonDepth + 1))).toBe(true);
    expect(jsonTextTooDeep(nested(5000))).toBe(true);
    expect(jsonTextTooDeep(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTextTooDeep(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonTextTooDeep(JSON.stringify({ text: `"\\${'{'.repeat(1000)}` }))).toBe(false);
  });

  it('walks a parsed value without recursion: depth, NUL and surrogates in keys and values', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(jsonValueProblem(deep)).toBe(inputMessages.tooDeep);
    expect(jsonValueProblem({ a: [{ b: 'fine' }], c: null, d: 1, e: true })).toBeUndefined();
    expect(jsonValueProblem({ a: [{ b: 'a\u0000' }] })).toBe(inputMessages.nul);
    expect(jsonValueProblem({ 'k\u0000': 1 })).toBe(inputMessages.nul);
    expect(jsonValueProblem({ 'k\ud800': 1 })).toBe(inputMessages.unpairedSurrogate);
    expect(jsonValueProblem(['\udfff'])).toBe(inputMessages.unpairedSurrogate);
  });

  it.each([
    ['/api/workflows?query=Sales+team&limit=8', undefined],
    ['/api/workflows?query=100%25%20done&x=%F0%9F%98%80', undefined],
    ['/api/workflows?tag=a&tag=b', undefined],
    ['/api/workflows?query=%00', inputMessages.nul],
    ['/api/workflows?%00=1', inputMessages.nul],
    ['/api/workflows?query=%ZZ', inputMessages.badAddressEncoding],
    ['/api/workflows?query=%ud800', inputMessages.badAddressEncoding],
    ['/api/workflows?query=%ED%A0%80', inputMessages.badAddressEncoding],
    ['/api/workflows?query=50%', inputMessages.badAddressEncoding],
    ['/api/workflows/%00', inputMessages.nul],
    ['/api/workflows/%ZZ/update_status', inputMessages.badAddressEncoding],
    ['/api/workflows/%ED%B0%80', inputMessages.badAddressEncoding],
  ])('address %s: %s', (path, problem) => {
    expect(addressProblem(`http://localhost${path}`)).toBe(problem);
  });
});

describe('the input guard in front of /api', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    // Routes added the way a module would add them, behind the guard.
    const bodyOf = async (c: Context<AppEnv>) => {
      const body = await guardedBody(c);
      return body.kind === 'json' ? body.value : null;
    };
    ctx.app.post('/api/test/echo', async (c) => c.json({ ok: true, payload: await bodyOf(c) }));
    ctx.app.post('/api/test/read-twice', async (c) => {
      const first = z.object({ name: z.string() }).parse(await bodyOf(c));
      return c.json({ ok: true, payload: { first, text: await c.req.text(), json: await c.req.json() } });
    });
    ctx.app.post('/api/test/untouched', (c) => c.json({ ok: true, payload: { used: c.req.raw.bodyUsed } }));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    ctx.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it.each([
    ['5,000 levels deep', nested(5000), inputMessages.tooDeep],
    ['a NUL in a value', JSON.stringify({ name: 'a\u0000' }), inputMessages.nul],
    ['a NUL in a key', JSON.stringify({ 'a\u0000': 1 }), inputMessages.nul],
    ['a lone surrogate in a value', '{"name":"\\ud800x"}', inputMessages.unpairedSurrogate],
    ['a lone surrogate in a key', '{"k\\udc00":1}', inputMessages.unpairedSurrogate],
    ['malformed JSON', '{"name":', 'Invalid JSON body'],
  ])('answers a body with %s with 400 and the envelope', async (_name, body, error) => {
    const response = await post('/api/test/echo', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, error });
  });

  it('reads a body sent without a JSON content type the same way (text/plain is checked too)', async () => {
    const response = await post('/api/test/echo', JSON.stringify({ name: 'a\u0000' }), {
      'Content-Type': 'text/plain',
    });
    expect(await response.json()).toEqual({ ok: false, error: inputMessages.nul });
  });

  it('refuses a body over the cap by its declared length, before reading it', async () => {
    const response = await post('/api/test/echo', '{}', { 'Content-Length': String(maxJsonBodyBytes + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: inputMessages.tooLarge });
  });

  it('refuses a streamed body over the cap once it passes it', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 10) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await post('/api/test/echo', stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ ok: false, error: inputMessages.tooLarge });
    expect(sent).toBeLessThan(10);
  });

  it('parses once and leaves the body readable to the route', async () => {
    const body = JSON.stringify({ name: 'Ada \ud83d\ude00' });
    const response = await post('/api/test/read-twice', body);
    expect(await response.json()).toEqual({
      ok: true,
      payload: { first: { name: 'Ada \ud83d\ude00' }, text: body, json: { name: 'Ada \ud83d\ude00' } },
    });
  });

  it('does not read a multipart body: uploads stream to their routes under their own limits', async () => {
    let pulled = false;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const response = await post('/api/test/untouched', stream, {
      'Content-Type': 'multipart/form-data; boundary=x',
    });
    expect(await response.json()).toEqual({ ok: true, payload: { used: false } });
    expect(pulled).toBe(false);
  });

  it('leaves a form body to the route, whose declaration refuses it where JSON is declared (415)', async () => {
    const form = new FormData();
    form.append('email', 'x@example.test');
    const echoed = await ctx.app.request('/api/test/echo', { method: 'POST', body: form });
    expect(await echoed.json()).toEqual({ ok: true, payload: null });
    const signIn = await ctx.app.request('/api/auth/sign_in', { method: 'POST', body: form });
    expect(signIn.status).toBe(415);
  });

  it.each([
    ['/api/workflows?query=%00', inputMessages.nul],
    ['/api/workflows?query=%ZZ', inputMessages.badAddressEncoding],
    ['/api/workflows/%00', inputMessages.nul],
    ['/api/workflows/%ED%A0%80/archive', inputMessages.badAddressEncoding],
  ])('answers %s with 400 before any route, signed in or not', async (path, error) => {
    const response = await ctx.request(path);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });
});
