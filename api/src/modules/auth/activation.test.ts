import { describe, expect, it } from 'vitest';
import { databaseModes, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { firstLink, latestMail, readOutbox } from '../../../test/outbox';
import type { MailProvider } from '../../providers/system-mail/mail.provider';

const day = 24 * 60 * 60 * 1000;

describe.each(databaseModes())('email activation on %s', (mode) => {
  let ctx: TestContext;
  let sequence = 0;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  async function signUp(extra: Record<string, unknown> = {}): Promise<{ token: string; email: string }> {
    sequence += 1;
    const email = `activate-${sequence}@example.test`;
    const response = await ctx.api.post('/auth/sign_up', {
      body: {
        email,
        password: 'sign up passphrase',
        first_name: 'Ade',
        last_name: 'Bello',
        phone: '+234 801 234 5678',
        country: 'NG',
        terms_accepted: true,
        privacy_accepted: true,
        ...extra,
      },
    });
    return { token: response.payload.token, email };
  }

  const activationCode = async (email: string) =>
    firstLink(await latestMail(ctx, email, 'activation')).searchParams.get('activation_code') ?? '';
  const check = (code: string) =>
    ctx.api.get('/auth/check_activation_code', { query: { activation_code: code } });
  const resend = (token?: string) => ctx.request('/api/auth/activate_email', { token });

  it('keeps the invitation a person signed up from in the activation link, so confirming leads to accepting it', async () => {
    const { email } = await signUp({ invite_code: 'INVITE123456' });
    const link = firstLink(await latestMail(ctx, email, 'activation'));
    expect(link.pathname).toBe('/auth/activate-email');
    expect(link.searchParams.get('invite')).toBe('INVITE123456');

    const plain = await signUp();
    expect(firstLink(await latestMail(ctx, plain.email, 'activation')).searchParams.has('invite')).toBe(
      false,
    );
  });

  it('end to end: the sign-up email confirms the address with "Your email was successfully confirmed"', async () => {
    const { token, email } = await signUp();
    const code = await activationCode(email);

    const confirmed = await check(code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.payload.message).toBe('Your email was successfully confirmed');
    expect(confirmed.payload.user).toMatchObject({ email, email_confirmed: true });

    const validated = await ctx.api.get('/auth/validate_token', { token });
    expect(validated.payload.user.email_confirmed).toBe(true);

    // Opening the same link again (second tab, double click) is not an error.
    expect((await check(code)).payload.message).toBe('Your email was successfully confirmed');
  });

  it.each([
    ['an unknown code', '?activation_code=nope'],
    ['an empty code', '?activation_code='],
    ['no code', ''],
  ])('check_activation_code answers 400 for %s', async (_case, query) => {
    const response = await ctx.request(`/api/auth/check_activation_code${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: 'Activation code is invalid or expired' });
  });

  it('activate_email sends a new link to the signed-in user; the new one replaces the old', async () => {
    const { token, email } = await signUp();
    const first = await activationCode(email);
    const response = await resend(token);
    expect(response.body).toEqual({ ok: true, payload: { sent: true } });
    const second = await activationCode(email);
    expect(second).not.toBe(first);
    expect((await check(first)).status).toBe(400);
    expect((await check(second)).status).toBe(200);
  });

  it('activate_email refuses an already confirmed email, and needs a token', async () => {
    const member = await ctx.createMember();
    const confirmed = await resend(member.token);
    expect(confirmed.status).toBe(400);
    expect(confirmed.body).toEqual({ ok: false, error: 'Your email is already confirmed' });
    const anonymous = await resend();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ ok: false, error: 'Token is not valid' });
  });

  it('sends at most 5 activation emails an hour (sign-up included)', async () => {
    const { token, email } = await signUp();
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await resend(token)).status).toBe(200);
    const refused = await resend(token);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ok: false, error: 'Too many emails sent, please try again in an hour' });
    expect(await readOutbox(ctx, { to: email, kind: 'activation' })).toHaveLength(5);
    ctx.clock.advance(60 * 60 * 1000 + 1);
    expect((await resend(token)).status).toBe(200);
  });

  it('an activation link works for 7 days', async () => {
    const { email } = await signUp();
    const code = await activationCode(email);
    ctx.clock.advance(7 * day);
    expect((await check(code)).body).toEqual({ ok: false, error: 'Activation code is invalid or expired' });
  });

  it('a mail server failure: sign-up still succeeds (resend later), activate_email answers 503', async () => {
    const failing: MailProvider = {
      mode: 'smtp',
      send: () => Promise.reject(new Error('connection refused')),
    };
    const { api } = ctx.withApp({ mail: failing });
    const signedUp = await api.post('/auth/sign_up', {
      body: {
        email: 'smtp-down@example.test',
        password: 'sign up passphrase',
        first_name: 'Kai',
        last_name: 'Moe',
        phone: '5550100',
        country: 'NZ',
        terms_accepted: true,
        privacy_accepted: true,
      },
    });
    expect(signedUp.status).toBe(200);
    const resent = await api.get('/auth/activate_email', { token: signedUp.payload.token });
    expect(resent.status).toBe(503);
    expect(resent.body).toEqual({
      ok: false,
      error: 'The email could not be sent, please try again later',
    });
  });
});
