import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { firstLink, readOutbox } from '../../../test/outbox';
import { ownBrand } from '../../../test/workspaces';
import { authCodes, users } from '../../db/schema';
import { emailChangeMessages } from './email-change.service';

/**
 * Issue 23 item 3, the user's side: only the user changes their sign-in email. They ask with
 * their current password; the NEW address confirms (single-use code, stored hashed, expiring);
 * the old address hears of the request and of the change; every session ends on the change, and
 * the rights keyed on an address follow the confirmed new one.
 */
describe.each(databaseModes())('changing your own sign-in email on %s', (mode) => {
  let ctx: TestContext;
  const password = 'a quiet meadow 42';

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  async function signIn(email: string) {
    return ctx.api.post('/auth/sign_in', {
      headers: { 'X-Forwarded-For': '198.51.100.7' },
      body: { email, password },
    });
  }

  async function ask(member: Member, body: unknown) {
    return ctx.api.unchecked.post('/auth/change_email', { token: member.token, body });
  }

  async function codeMailedTo(email: string) {
    const [mail] = (await readOutbox(ctx, { to: email, kind: 'email_change' })).filter((message) =>
      message.subject.startsWith('Confirm'),
    );
    if (!mail) throw new Error(`no confirmation to ${email}`);
    return firstLink(mail).searchParams.get('code') ?? '';
  }

  const confirm = (code: string) => ctx.api.post('/auth/confirm_email_change', { body: { code } });

  it('asks for the current password, mails the new address, tells the old one, changes nothing yet', async () => {
    const member = await ctx.createMember({ email: `ask-${mode}@old.test`, password });
    const target = `ask-${mode}@new.test`;
    const wrong = await ask(member, { new_email: target, password: 'not my password 1' });
    expect(wrong.body).toEqual({ ok: false, error: 'Old password is incorrect' });
    expect(await readOutbox(ctx, { to: target })).toEqual([]);
    const same = await ask(member, { new_email: member.user.email.toUpperCase(), password });
    expect(same.body).toEqual({ ok: false, error: emailChangeMessages.sameEmail });
    const other = await ctx.createMember({ email: `taken-${mode}@new.test` });
    expect((await ask(member, { new_email: other.user.email, password })).status).toBe(409);

    const asked = await ask(member, { new_email: target.toUpperCase(), password });
    expect(asked.payload).toMatchObject({ new_email: target });
    const code = await codeMailedTo(target);
    expect(code.length).toBeGreaterThan(20);
    const notices = await readOutbox(ctx, { to: member.user.email, kind: 'email_change' });
    expect(notices.map((mail) => mail.subject)).toEqual([expect.stringContaining('was requested')]);
    expect(notices[0]?.text).toContain(target);
    expect(notices[0]?.text).not.toContain(code);
    // Stored hashed only.
    const rows = await ctx.database.db.select().from(authCodes).where(eq(authCodes.userId, member.user.id));
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows.find((row) => row.purpose === 'email_change')?.newEmail).toBe(target);
    // Nothing changed yet.
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.email).toBe(member.user.email);
    expect((await signIn(target)).status).toBe(401);
    expect((await ctx.request('/api/users/fetch_user', { token: member.token })).status).toBe(200);
  });

  it('the new address confirms: email changed and confirmed, sessions and old links end, the old address is told', async () => {
    const member = await ctx.createMember({ email: `move-${mode}@old.test`, password });
    const otherDevice = (await signIn(member.user.email)).payload.token;
    // A reset link sitting in the old mailbox.
    await ctx.request('/api/auth/restore', { method: 'POST', body: { email: member.user.email } });
    const [restoreMail] = await readOutbox(ctx, { to: member.user.email, kind: 'restore' });
    const restoreCode = firstLink(restoreMail as never).searchParams.get('restore_code') ?? '';

    const target = `move-${mode}@new.test`;
    expect((await ask(member, { new_email: target, password })).status).toBe(200);
    const code = await codeMailedTo(target);
    const confirmed = await confirm(code);
    expect(confirmed.payload.user).toMatchObject({ email: target, email_confirmed: true });

    for (const token of [member.token, otherDevice]) {
      expect((await ctx.request('/api/users/fetch_user', { token })).status).toBe(401);
    }
    expect((await ctx.request('/api/users/fetch_user', { token: confirmed.payload.token })).status).toBe(200);
    expect((await signIn(member.user.email)).status).toBe(401);
    expect((await signIn(target)).status).toBe(200);
    const restore = await ctx.request(
      `/api/auth/check_restore_code?restore_code=${encodeURIComponent(restoreCode)}`,
    );
    expect(restore.status).toBe(400);
    const notices = await readOutbox(ctx, { to: member.user.email, kind: 'email_change' });
    expect(notices.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('was changed'),
      expect.stringContaining('was requested'),
    ]);

    // Single use.
    expect((await confirm(code)).body).toEqual({ ok: false, error: emailChangeMessages.codeInvalid });
  });

  it('a code expires after 24 hours', async () => {
    const member = await ctx.createMember({ email: `late-${mode}@old.test`, password });
    const target = `late-${mode}@new.test`;
    await ask(member, { new_email: target, password });
    const code = await codeMailedTo(target);
    ctx.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await confirm(code)).body).toEqual({ ok: false, error: emailChangeMessages.codeInvalid });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.email).toBe(member.user.email);
  });

  it("rights keyed on the address follow the confirmed one: a white-label's owner email gives reseller rights only once confirmed", async () => {
    const brand = `movebrand${mode}`;
    const ownerEmail = `owner-${mode}@move-brand.test`;
    await ownBrand(ctx, brand, [ownerEmail]);
    const member = await ctx.createMember({ email: `plain-${mode}@old.test`, password });
    await ask(member, { new_email: ownerEmail, password });
    const brands = async (token: string) =>
      (await ctx.api.get('/admin/validate', { token })).payload.reseller_brands;
    expect(await brands(member.token)).toEqual([]);
    const confirmed = await confirm(await codeMailedTo(ownerEmail));
    expect(await brands(confirmed.payload.token)).toEqual([brand]);
  });
});
