import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { createLlm, describeLlm, llmSettingsFromEnv } from './create-llm';
import { createKeyedSemaphore } from './semaphore';
import { retryAfterMilliseconds, retryDelay } from './retry-policy';

const sandbox = { key: 'k', model: 'reachly-sandbox', fetch: () => new Response('{}') };

describe('the LLM from configuration', () => {
  it('is the sandbox model without LLM_BASE_URL, and says so', () => {
    const llm = createLlm({ env: {}, sandbox });
    expect(llm.isSandbox).toBe(true);
    expect(llm.model).toBe('reachly-sandbox');
    expect(describeLlm({})).toContain('sandbox model');
  });

  it('is the configured endpoint with LLM_BASE_URL and LLM_MODEL', () => {
    const env = {
      LLM_BASE_URL: 'https://llm.example.test/v1',
      LLM_MODEL: 'gpt-4o-mini',
      LLM_API_KEY: 'sk-x',
    };
    const llm = createLlm({ env, sandbox });
    expect(llm.isSandbox).toBe(false);
    expect(llm.model).toBe('gpt-4o-mini');
    expect(describeLlm(env)).toBe('LLM: gpt-4o-mini at llm.example.test');
  });

  it.each([
    [{ LLM_BASE_URL: 'https://llm.example.test/v1' }, 'LLM_MODEL: must be set with LLM_BASE_URL'],
    [{ LLM_MODEL: 'gpt-4o-mini' }, 'LLM_BASE_URL: must be set with LLM_MODEL'],
    [{ LLM_API_KEY: 'sk-x' }, 'LLM_BASE_URL: must be set with LLM_API_KEY'],
    [{ LLM_BASE_URL: 'ftp://llm.example.test' }, 'LLM_BASE_URL: must be an http(s) URL'],
    [{ LLM_TIMEOUT_SECONDS: '0' }, 'LLM_TIMEOUT_SECONDS'],
    [{ LLM_CONCURRENCY: 'many' }, 'LLM_CONCURRENCY: must be a whole number'],
  ])('names the variable that is wrong: %o', (env, message) => {
    expect(() => llmSettingsFromEnv(env)).toThrow(message);
    expect(() => loadEnv(env)).toThrow(message.split(':')[0]);
  });

  it('takes the defaults: a minute, three attempts, four calls per workspace', () => {
    expect(llmSettingsFromEnv({})).toMatchObject({
      LLM_TIMEOUT_SECONDS: 60,
      LLM_MAX_ATTEMPTS: 3,
      LLM_CONCURRENCY: 4,
    });
  });
});

describe('retry policy', () => {
  const now = Date.parse('2026-01-05T09:00:00Z');
  it('reads Retry-After in seconds, as an HTTP date, and retry-after-ms', () => {
    expect(retryAfterMilliseconds(new Headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(retryAfterMilliseconds(new Headers({ 'retry-after': 'Mon, 05 Jan 2026 09:00:10 GMT' }), now)).toBe(
      10_000,
    );
    expect(retryAfterMilliseconds(new Headers({ 'retry-after-ms': '250', 'retry-after': '3' }), now)).toBe(
      250,
    );
    expect(retryAfterMilliseconds(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
  });

  it('doubles the wait up to the maximum, jittered between half and all of it', () => {
    const backoff = { baseMilliseconds: 500, maxMilliseconds: 8000, random: () => 1 };
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, undefined, backoff))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000,
    ]);
    expect(retryDelay(3, undefined, { ...backoff, random: () => 0 })).toBe(1000);
    expect(retryDelay(3, 7000, backoff)).toBe(7000);
  });
});

describe('the per-workspace semaphore', () => {
  it('lets `limit` calls of a workspace run, queues the next in order, and frees the slot', async () => {
    const semaphore = createKeyedSemaphore(2);
    const first = await semaphore.acquire('a');
    await semaphore.acquire('a');
    const order: string[] = [];
    const third = semaphore.acquire('a').then((release) => {
      order.push('third');
      return release;
    });
    const fourth = semaphore.acquire('a').then(() => order.push('fourth'));
    await semaphore.acquire('b');
    expect(semaphore.load('a')).toEqual({ running: 2, waiting: 2 });
    first();
    first(); // a second release of the same slot changes nothing
    (await third)();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect(semaphore.load('a')).toEqual({ running: 2, waiting: 0 });
  });

  it('takes a waiting call whose signal aborts out of the line', async () => {
    const semaphore = createKeyedSemaphore(1);
    const release = await semaphore.acquire('a');
    const controller = new AbortController();
    const waiting = semaphore.acquire('a', controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(semaphore.load('a')).toEqual({ running: 1, waiting: 0 });
    release();
    expect(semaphore.load('a')).toEqual({ running: 0, waiting: 0 });
  });
});
