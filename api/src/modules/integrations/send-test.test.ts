import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';

/** POST /workflows/steps/send_email/test: what its declaration refuses before any mail server is asked. */
describe('send_email/test request', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it.each([
    [{ subject: 'Hi' }, 'receiver: Invalid email'],
    [{ receiver: 'not an address' }, 'receiver: Invalid email'],
    [{ receiver: 'me@owner.test', credentials_id: 'nope' }, 'credentials_id: Credentials not found'],
    [
      { receiver: 'me@owner.test', with_unsubscribe_button: 'yes' },
      'with_unsubscribe_button: Invalid input: expected boolean, received string',
    ],
  ])('refuses %j with 400 "%s"', async (body, error) => {
    const member = await ctx.createMember();
    const response = await ctx.request('/api/workflows/steps/send_email/test', {
      method: 'POST',
      token: member.token,
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error });
  });

  it('takes JSON only: a form is 415', async () => {
    const member = await ctx.createMember();
    const form = new FormData();
    form.append('receiver', 'me@owner.test');
    const response = await ctx.app.request('/api/workflows/steps/send_email/test', {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(response.status).toBe(415);
  });
});
