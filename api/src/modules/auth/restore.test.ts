import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { firstLink, latestMail, readOutbox } from '../../../test/outbox';
import { createApp } from '../../app';
import { users } from '../../db/schema';

const minute = 60_000;

describe.each(databaseModes())('password restore on %s', (mode) => {
  let ctx: TestContext;
  const oldPassword = 'my old password 1';
  const newPassword = 'a brand new passphrase';

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const restore = (email: string) => ctx.request('/api/auth/restore', { method: 'POST', body: { email } });
  const checkCode = (code: string) =>
    ctx.request(`/api/auth/check_restore_code?restore_code=${encodeURIComponent(code)}`);
  const setPassword = (body: unknown) =>
    ctx.api.unchecked.post('/auth/set_password_with_restore_code', { body });

  /** Asks for a restore email and reads its code from the outbox. */
  async function restoreCodeFor(member: Member): Promise<string> {
    expect((await restore(member.user.email)).status).toBe(200);
    const link = firstLink(await latestMail(ctx, member.user.email, 'restore'));
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost/auth/restore-password');
    return link.searchParams.get('restore_code') ?? '';
  }

  it('end to end: restore email, code checked, new password set, every old token revoked', async () => {
    const member = await ctx.createMember({ password: oldPassword, firstName: 'Rosa' });
    const otherSession = await ctx.api.post('/auth/sign_in', {
      body: { email: member.user.email, password: oldPassword },
    });

    const response = await restore(member.user.email.toUpperCase());
    expect(response.body).toEqual({ ok: true, payload: { sent: true } });
    const mail = await latestMail(ctx, member.user.email, 'restore');
    expect(mail.subject).toBe('Reset your Reachly password');
    expect(mail.text).toContain('Hi Rosa,');
    expect(mail.text).toContain('60 minutes');
    const code = firstLink(mail).searchParams.get('restore_code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);

    expect((await checkCode(code)).body).toEqual({ ok: true, payload: { valid: true } });

    const set = await setPassword({ password: newPassword, restore_code: code });
    expect(set.status).toBe(200);
    expect(set.payload.user._id).toBe(member.user.id);
    expect((await ctx.request('/api/auth/validate_token', { token: set.payload.token })).status).toBe(200);

    for (const token of [member.token, otherSession.payload.token]) {
      const old = await ctx.request('/api/auth/validate_token', { token });
      expect(old.status).toBe(401);
      expect(old.body).toEqual({ ok: false, error: 'Token is not valid' });
    }
    const withOld = await ctx.request('/api/auth/sign_in', {
      method: 'POST',
      body: { email: member.user.email, password: oldPassword },
    });
    expect(withOld.status).toBe(401);
    const withNew = await ctx.request('/api/auth/sign_in', {
      method: 'POST',
      body: { email: member.user.email, password: newPassword },
    });
    expect(withNew.status).toBe(200);

    // Single use.
    const again = await setPassword({ password: 'yet another passphrase', restore_code: code });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ ok: false, error: 'Restore code is invalid or expired' });
    expect((await checkCode(code)).status).toBe(400);
  });

  it('answers the same 200 for an unknown email and sends nothing', async () => {
    const before = (await readOutbox(ctx, { kind: 'restore' })).length;
    const response = await restore('nobody-here@example.test');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, payload: { sent: true } });
    expect(await readOutbox(ctx, { kind: 'restore' })).toHaveLength(before);
  });

  it.each([
    ['a malformed email', { email: 'not-an-email' }, 'email: Not valid email'],
    ['no email', {}, 'email: Email is required'],
  ])('refuses %s with 400', async (_case, body, message) => {
    const response = await ctx.request('/api/auth/restore', { method: 'POST', body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: message });
  });

  it.each([
    ['an unknown code', '?restore_code=not-a-real-code'],
    ['an empty code', '?restore_code='],
    ['no code', ''],
  ])('check_restore_code answers 400 "Restore code is invalid or expired" for %s', async (_case, query) => {
    const response = await ctx.request(`/api/auth/check_restore_code${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: 'Restore code is invalid or expired' });
  });

  it('expires a code after 60 minutes', async () => {
    const member = await ctx.createMember({ password: oldPassword });
    const code = await restoreCodeFor(member);
    ctx.clock.advance(59 * minute);
    expect((await checkCode(code)).status).toBe(200);
    ctx.clock.advance(1 * minute);
    expect((await checkCode(code)).body).toEqual({ ok: false, error: 'Restore code is invalid or expired' });
    expect((await setPassword({ password: newPassword, restore_code: code })).status).toBe(400);
  });

  it('a newer restore email replaces the older code', async () => {
    const member = await ctx.createMember({ password: oldPassword });
    const first = await restoreCodeFor(member);
    const second = await restoreCodeFor(member);
    expect(second).not.toBe(first);
    expect((await checkCode(first)).status).toBe(400);
    expect((await checkCode(second)).status).toBe(200);
  });

  it('applies the sign-up password rules and keeps the code usable after a refusal', async () => {
    const member = await ctx.createMember({ password: oldPassword });
    const code = await restoreCodeFor(member);
    for (const [password, message] of [
      ['short', 'password: Password must be at least 8 characters'],
      ['iloveyou', 'password: This password is too common, please choose another one'],
      ['z'.repeat(129), 'password: Password can not be longer than 128 characters'],
      ['zzzzzzzz', 'password: Password can not be one character repeated, please choose another one'],
    ] as const) {
      const response = await setPassword({ password, restore_code: code });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    }
    const noCode = await setPassword({ password: newPassword });
    expect(noCode.body).toEqual({ ok: false, error: 'Restore code is invalid or expired' });
    expect((await checkCode(code)).status).toBe(200);
    expect(
      (await setPassword({ password: 'a long new passphrase '.repeat(3).slice(0, 64), restore_code: code }))
        .status,
    ).toBe(200);
  });

  it('lets only one of two simultaneous uses of a code through', async () => {
    const member = await ctx.createMember({ password: oldPassword });
    const code = await restoreCodeFor(member);
    const results = await Promise.all([
      setPassword({ password: 'first racer passphrase', restore_code: code }),
      setPassword({ password: 'second racer passphrase', restore_code: code }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  });

  it('confirms the email of the account it restores (the link proves the address)', async () => {
    const member = await ctx.createMember({ password: oldPassword });
    await ctx.database.db.update(users).set({ emailConfirmed: false }).where(eq(users.id, member.user.id));
    const code = await restoreCodeFor(member);
    const set = await setPassword({ password: newPassword, restore_code: code });
    expect(set.payload.user.email_confirmed).toBe(true);
  });

  it('mails one account at most 5 restore links an hour, and still answers 200', async () => {
    const member = await ctx.createMember({ password: oldPassword });
    for (let attempt = 0; attempt < 7; attempt += 1) {
      expect((await restore(member.user.email)).body).toEqual({ ok: true, payload: { sent: true } });
    }
    expect(await readOutbox(ctx, { to: member.user.email, kind: 'restore' })).toHaveLength(5);
    ctx.clock.advance(61 * minute);
    await restore(member.user.email);
    expect(await readOutbox(ctx, { to: member.user.email, kind: 'restore' })).toHaveLength(6);
  });

  it('builds links on PUBLIC_URL when it is set', async () => {
    const app = createApp({ db: ctx.database, clock: ctx.clock, publicUrl: 'https://app.reachly.io/' });
    const member = await ctx.createMember({ password: oldPassword });
    await app.request('/api/auth/restore', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Host: 'evil.example' },
      body: JSON.stringify({ email: member.user.email }),
    });
    const link = firstLink(await latestMail(ctx, member.user.email, 'restore'));
    expect(`${link.origin}${link.pathname}`).toBe('https://app.reachly.io/auth/restore-password');
  });
});
