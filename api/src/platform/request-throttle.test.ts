import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../test/helpers';
import { requestLimits } from './request-throttle';

/**
 * issue 11 §4: sign-up answers "Account with such email already exists" to anyone, and
 * users/exists says whether an email has an account. Both keep their answers, throttled per
 * client address: 20 an hour, then 429 with Retry-After.
 */
describe.each(databaseModes())('throttling account enumeration on %s', (mode) => {
  let ctx: TestContext;
  let owner: Member;
  let sequence = 0;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    owner = await ctx.createMember({ email: 'taken@example.test' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const signUp = (email: string, address: string) =>
    ctx.request('/api/auth/sign_up', {
      method: 'POST',
      headers: { 'X-Forwarded-For': address },
      body: {
        email,
        password: 'a quiet meadow 42',
        first_name: 'Eve',
        last_name: 'Probe',
        phone: '+1 415 555 0100',
        country: 'US',
        terms_accepted: true,
        privacy_accepted: true,
      },
    });

  const exists = (email: string, address: string, member: Member = owner) =>
    ctx.request('/api/users/exists', {
      method: 'POST',
      token: member.token,
      headers: { 'X-Forwarded-For': address },
      body: { email },
    });

  // issue 23 item 16c: an IPv6 client has a whole /64; each of its addresses is the same client.
  it('counts the addresses of one IPv6 /64 as one client', async () => {
    for (let index = 1; index <= requestLimits.users_exists.limit; index += 1) {
      expect((await exists('taken@example.test', `2001:db8:77::${index.toString(16)}`)).status).toBe(200);
    }
    expect((await exists('taken@example.test', '2001:db8:77:0:ffff::1')).status).toBe(429);
    expect((await exists('taken@example.test', '2001:db8:78::1')).status).toBe(200);
  });

  it('answers the 21st sign-up of an hour from one address with 429 and Retry-After; others are not held', async () => {
    const address = '203.0.113.10';
    expect(requestLimits.sign_up.limit).toBe(20);
    const first = await signUp('taken@example.test', address);
    expect(first.status).toBe(409);
    expect(first.body).toEqual({ ok: false, error: 'Account with such email already exists' });
    for (let index = 1; index < 20; index += 1) {
      ctx.clock.advance(1000);
      const response = await signUp(
        index % 2 ? 'taken@example.test' : `new-${++sequence}@example.test`,
        address,
      );
      expect(response.status).not.toBe(429);
    }
    const refused = await signUp('taken@example.test', address);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ok: false, error: 'Too many requests, please try again in 60 minutes' });
    // The oldest counted request leaves the window 60 min after it was made: 19 s have gone by.
    expect(refused.headers.get('retry-after')).toBe(String(3600 - 19));
    // A refused request is not an account created.
    expect((await signUp(`new-${++sequence}@example.test`, address)).status).toBe(429);
    // Throttled before the body is read: a bad body gets the same 429.
    const badBody = await ctx.request('/api/auth/sign_up', {
      method: 'POST',
      headers: { 'X-Forwarded-For': address },
      body: { email: 'not an email' },
    });
    expect(badBody.status).toBe(429);

    // Someone else, from another address, signs up as usual.
    expect((await signUp(`new-${++sequence}@example.test`, '203.0.113.11')).status).toBe(200);

    // When the first request leaves the hour, one more goes through.
    ctx.clock.advance((3600 - 19) * 1000);
    expect((await signUp('taken@example.test', address)).status).toBe(409);
    expect((await signUp('taken@example.test', address)).status).toBe(429);
  });

  it('throttles users/exists the same way, per address whoever is signed in', async () => {
    const address = '203.0.113.20';
    const other = await ctx.createMember();
    for (let index = 0; index < 20; index += 1) {
      const response = await exists(
        index % 2 ? 'taken@example.test' : 'free@example.test',
        address,
        index < 10 ? owner : other,
      );
      expect(response.status).toBe(200);
    }
    expect((await exists('taken@example.test', address, other)).status).toBe(429);
    const refused = await exists('taken@example.test', address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await exists('taken@example.test', '203.0.113.21')).status).toBe(200);
    // The sign-up count of that address is its own.
    expect((await signUp(`new-${++sequence}@example.test`, address)).status).toBe(200);
  });

  it('lets at most 20 of a burst of 40 parallel sign-ups through', async () => {
    const address = '203.0.113.30';
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => signUp('taken@example.test', address)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
