import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { databaseModes, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { signInAttempts } from '../../db/schema';
import { addressGroup, clientAddress } from '../../platform/client-address';
import { recordSignInFailure, signInLimits } from './sign-in-throttle.service';

const hour = 60 * 60 * 1000;

describe.each(databaseModes())('sign-in throttling on %s', (mode) => {
  let ctx: TestContext;
  const password = 'owner password 2026';

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const signIn = (email: string, pass: string, address: string) =>
    ctx.api.post('/auth/sign_in', {
      body: { email, password: pass },
      headers: { 'X-Forwarded-For': address },
    });

  /** Failures written straight to the table (no argon2): for limits that need hundreds. */
  async function seedFailures(count: number, attempt: (index: number) => { email: string; address: string }) {
    for (let index = 0; index < count; index += 1) {
      await recordSignInFailure(ctx.database.db, ctx.clock, attempt(index));
    }
  }

  it('after 100 failures in an hour answers 429 with the retry time; the owner elsewhere still signs in; an hour later it resets', async () => {
    await ctx.createMember({ email: 'owner@example.test', password });
    const attacker = '203.0.113.7';
    for (let attempt = 1; attempt <= signInLimits.perAccount; attempt += 1) {
      const response = await signIn('owner@example.test', `guess number ${attempt}`, attacker);
      expect(response.status).toBe(401);
      ctx.clock.advance(10_000);
    }
    // The first failure was 1,000 s ago: it leaves the hour in 2,600 s (43 min 20 s).
    const blocked = await signIn('owner@example.test', 'guess number 101', attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      ok: false,
      error: 'Too many failed sign-in attempts, please try again in 44 minutes',
    });
    expect(blocked.headers.get('Retry-After')).toBe('2600');
    // Refused before the password is looked at: the right one does not help from there.
    expect((await signIn('OWNER@example.test', password, attacker)).status).toBe(429);

    const fromHome = await signIn('owner@example.test', password, '198.51.100.20');
    expect(fromHome.status).toBe(200);
    expect(fromHome.payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // 20 minutes later: still refused, with less time to wait.
    ctx.clock.advance(20 * 60_000);
    const later = await signIn('owner@example.test', password, attacker);
    expect(later.status).toBe(429);
    expect(later.headers.get('Retry-After')).toBe('1400');
    expect(later.body).toMatchObject({
      error: 'Too many failed sign-in attempts, please try again in 24 minutes',
    });

    ctx.clock.advance(hour);
    expect((await signIn('owner@example.test', 'still guessing', attacker)).status).toBe(401);
    expect((await signIn('owner@example.test', password, attacker)).status).toBe(200);
  });

  it('holds every address that failed on the account once 100 failures came from many addresses, but not a fresh one', async () => {
    const target = await ctx.createMember({ email: 'target@example.test', password });
    await seedFailures(signInLimits.perAccount, (index) => ({
      email: target.user.email,
      address: `10.0.${Math.floor(index / 250)}.${index % 250}`,
    }));
    const botAddress = '10.0.0.42';
    const held = await signIn(target.user.email, password, botAddress);
    expect(held.status).toBe(429);
    expect(held.headers.get('Retry-After')).toBe(String(hour / 1000));

    // The owner's own address has no failure on this account: let through.
    expect((await signIn(target.user.email, password, '192.0.2.1')).status).toBe(200);
    // A fresh address gets its guess; after failing it is held like the others.
    expect((await signIn(target.user.email, 'wrong', '192.0.2.99')).status).toBe(401);
    expect((await signIn(target.user.email, password, '192.0.2.99')).status).toBe(429);
    // Other accounts are not affected.
    const other = await ctx.createMember({ password });
    expect((await signIn(other.user.email, password, botAddress)).status).toBe(200);
  });

  it('refuses an address after 300 failures an hour across accounts, whoever it tries', async () => {
    const sprayer = '198.18.0.1';
    await seedFailures(signInLimits.perAddress, (index) => ({
      email: `victim-${index}@example.test`,
      address: sprayer,
    }));
    const someone = await ctx.createMember({ password });
    const refused = await signIn(someone.user.email, password, sprayer);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error: 'Too many failed sign-in attempts, please try again in 60 minutes',
    });
    expect((await signIn(someone.user.email, password, '198.18.0.2')).status).toBe(200);
  });

  // issue 23 item 16c: 300 failures from one address locked out correct sign-ins from it too,
  // so one attacker behind an office NAT locked the whole office out.
  it('lets a colleague behind the same address sign in after someone sprayed 300 failures from it', async () => {
    const office = '198.18.5.1';
    const colleague = await ctx.createMember({ password });
    // The colleague has signed in from the office before (yesterday).
    expect((await signIn(colleague.user.email, password, office)).status).toBe(200);
    ctx.clock.advance(24 * hour);
    await seedFailures(signInLimits.perAddress, (index) => ({
      email: `sprayed-${index}@example.test`,
      address: office,
    }));
    const correct = await signIn(colleague.user.email, password, office);
    expect(correct.status).toBe(200);
    expect(correct.payload.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A typo of theirs is a plain 401 (their own pair is far from its limit).
    expect((await signIn(colleague.user.email, 'typo', office)).status).toBe(401);
    // The spray itself stays stopped: an account never signed in from the office is refused,
    // before its password is looked at.
    const stranger = await ctx.createMember({ password });
    expect((await signIn(stranger.user.email, password, office)).status).toBe(429);
    expect((await signIn('sprayed-next@example.test', 'guess', office)).status).toBe(429);
  });

  it('holds a colleague only when their own account and address pair reached its limit', async () => {
    const office = '198.18.6.1';
    const colleague = await ctx.createMember({ password });
    expect((await signIn(colleague.user.email, password, office)).status).toBe(200);
    await seedFailures(signInLimits.perAccount, () => ({ email: colleague.user.email, address: office }));
    expect((await signIn(colleague.user.email, password, office)).status).toBe(429);
  });

  it('counts the failures of one IPv6 /64 together (2001:db8::1 and 2001:db8::2 are one client)', async () => {
    const target = await ctx.createMember({ password });
    await seedFailures(signInLimits.perAccount - 1, (index) => ({
      email: target.user.email,
      address: index % 2 ? '2001:db8::1' : '2001:db8::2',
    }));
    expect((await signIn(target.user.email, 'wrong', '2001:db8::3')).status).toBe(401);
    const held = await signIn(target.user.email, password, '2001:0db8:0000:0000:ffff:ffff:ffff:fffe');
    expect(held.status).toBe(429);
    // Another /64 is another client.
    expect((await signIn(target.user.email, password, '2001:db8:0:1::1')).status).toBe(200);
    // The rows say which /64, never a single address.
    const rows = await ctx.database.db
      .select({ ip: signInAttempts.ip })
      .from(signInAttempts)
      .where(eq(signInAttempts.email, target.user.email));
    expect(new Set(rows.map((row) => row.ip))).toEqual(new Set(['2001:db8::/64']));
  });

  it('throttles unknown emails exactly like real ones (says nothing about which exist)', async () => {
    await seedFailures(signInLimits.perAccount, () => ({
      email: 'nobody@example.test',
      address: '192.0.2.50',
    }));
    const response = await signIn('nobody@example.test', 'anything', '192.0.2.50');
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({
      error: 'Too many failed sign-in attempts, please try again in 60 minutes',
    });
  });

  it('forgets the failures of an address once it signs in, and drops rows older than the hour', async () => {
    const member = await ctx.createMember({ password });
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn(member.user.email, 'typo', '192.0.2.60');
    const pending = await ctx.database.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.email, member.user.email));
    expect(pending).toHaveLength(3);
    expect((await signIn(member.user.email, password, '192.0.2.60')).status).toBe(200);
    expect(
      await ctx.database.db.select().from(signInAttempts).where(eq(signInAttempts.email, member.user.email)),
    ).toHaveLength(0);

    ctx.clock.advance(2 * hour);
    await signIn(member.user.email, 'typo', '192.0.2.61');
    const everything = await ctx.database.db.select().from(signInAttempts);
    const cutoff = ctx.clock.now().getTime() - hour;
    expect(everything.every((row) => row.attemptedAt.getTime() > cutoff)).toBe(true);
  });
});

describe('clientAddress', () => {
  const app = (trustProxy: boolean) => {
    const router = new Hono();
    router.get('/', (c) => c.text(clientAddress(c, trustProxy)));
    return router;
  };
  const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  it('uses the socket address, ignoring X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const response = await app(false).request(
      '/',
      { headers: { 'X-Forwarded-For': '1.1.1.1' } },
      socket('::ffff:10.1.2.3'),
    );
    expect(await response.text()).toBe('10.1.2.3');
  });

  it('with TRUST_PROXY takes the last X-Forwarded-For entry (the one our proxy added)', async () => {
    const response = await app(true).request(
      '/',
      { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' } },
      socket('10.0.0.2'),
    );
    expect(await response.text()).toBe('203.0.113.9');
  });

  it('without a socket (app.request) falls back to the first X-Forwarded-For entry, else "unknown"', async () => {
    expect(
      await (await app(false).request('/', { headers: { 'X-Forwarded-For': '5.5.5.5, 6.6.6.6' } })).text(),
    ).toBe('5.5.5.5');
    expect(await (await app(false).request('/')).text()).toBe('unknown');
  });
});

describe('addressGroup', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8::1', '2001:db8::/64'],
    ['2001:DB8:0:0:1:2:3:4', '2001:db8::/64'],
    ['2001:db8:aa:bb:cc::1', '2001:db8:aa:bb::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['::1', '::/64'],
    ['unknown', 'unknown'],
    ['not an address', 'not an address'],
  ])('groups %j as %j', (address, group) => {
    expect(addressGroup(address)).toBe(group);
  });
});
