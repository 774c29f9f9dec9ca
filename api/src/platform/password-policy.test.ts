import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import { firstLink, latestMail } from '../../test/outbox';
import { users } from '../db/schema';
import { passwordProblem, passwordStrengthProblem, personalWordsProblem } from './password-policy';

const eve = ['eve.probe@example.test', 'Eve', 'Probe'];
const containsName =
  'This password is too easy to guess: it contains your name or email. Add more words or characters that are less common';

// issue 23 item 16d: "eveprobe1" was accepted as Eve Probe's password (names joined).
describe('a password made of the person own names or email', () => {
  it.each([
    ['eveprobe1', 'names joined, a digit'],
    ['EveProbe1', 'names joined, any case'],
    ['probeeve1', 'names in reverse order'],
    ['eborpeve1', 'names spelled backwards'],
    ['Eve.Probe2026', 'names with a separator and a year'],
    ['probe-eve!', 'names with punctuation'],
    ['eve.probe', 'the email local part'],
    ['evep1234', 'a name and a sequence'],
    ['Probe2026!', 'the last name and a year'],
    ['eveeveeve', 'one name repeated'],
  ])('refuses %j (%s)', (password) => {
    expect(personalWordsProblem(password, eve)).toBe(containsName);
    expect(passwordStrengthProblem(password, eve)).toBe(containsName);
  });

  it.each([
    ['correct horse battery staple', 'no personal word'],
    ['eve-quartz-lantern-meadow', 'a name plus enough of its own'],
    ['neverforget-otter-92', 'a name inside another word, the rest strong'],
    ['eveprobe1', 'someone else'],
  ])('accepts %j (%s)', (password, why) => {
    const personal = why === 'someone else' ? ['ann.lee@example.test', 'Ann', 'Lee'] : eve;
    expect(personalWordsProblem(password, personal)).toBeNull();
  });

  it('ignores names shorter than 3 characters and empty inputs', () => {
    expect(personalWordsProblem('al-quartz-lantern', ['Al', 'Ng', ''])).toBeNull();
    expect(personalWordsProblem('anything at all', [])).toBeNull();
  });

  it('keeps the other rules first', () => {
    expect(passwordProblem('short')).toBe('Password must be at least 8 characters');
    expect(passwordStrengthProblem('aaaaaaaa', eve)).toBe(
      'Password can not be one character repeated, please choose another one',
    );
  });
});

describe.each(databaseModes())('sign-up refuses the person own names as password on %s', (mode) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ mode });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 400 to Eve Probe signing up with "eveprobe1", and creates no account', async () => {
    const email = 'eve.probe@example.test';
    const response = await ctx.request('/api/auth/sign_up', {
      method: 'POST',
      body: {
        email,
        password: 'eveprobe1',
        first_name: 'Eve',
        last_name: 'Probe',
        phone: '+1 (415) 555-0100',
        country: 'us',
        terms_accepted: true,
        privacy_accepted: true,
      },
      headers: { 'X-Forwarded-For': '198.51.100.77' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: `password: ${containsName}` });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('answers 400 to a restore link setting "eveprobe1" for Eve Probe, and keeps the old password', async () => {
    const eveMember = await ctx.createMember({
      email: 'eve.probe2@example.test',
      firstName: 'Eve',
      lastName: 'Probe',
      password: 'old quiet meadow 42',
    });
    expect(
      (await ctx.request('/api/auth/restore', { method: 'POST', body: { email: eveMember.user.email } }))
        .status,
    ).toBe(200);
    const mail = await latestMail(ctx, eveMember.user.email, 'restore');
    const code = firstLink(mail).searchParams.get('restore_code') ?? '';
    const response = await ctx.request('/api/auth/set_password_with_restore_code', {
      method: 'POST',
      body: { password: 'eveprobe1', restore_code: code },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: `password: ${containsName}` });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, eveMember.user.id));
    expect(row?.passwordHash).toBe(eveMember.user.passwordHash);
  });
});
