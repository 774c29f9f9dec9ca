import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { firstLink, latestMail } from '../../../test/outbox';
import { ownBrand } from '../../../test/workspaces';
import { billingAccounts, prepaidCustomers, spaces, users } from '../../db/schema';
import { signInWithIdentity } from './identity-provider.service';

/**
 * Issue 23 item 2: nothing is granted on the strength of an email address until that address is
 * confirmed. Sign-up answers a token at once with email_confirmed=false; before this rule that
 * token already carried a white-label owner's reseller rights and a prepaid customer's plan and
 * Stripe customer (so its billing portal). The rights arrive with the confirmation instead.
 */
describe.each(databaseModes())('rights keyed on an email address on %s', (mode) => {
  let ctx: TestContext;
  let clients = 0;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  async function signUp(email: string) {
    clients += 1;
    const answer = await ctx.api.post('/auth/sign_up', {
      headers: { 'X-Forwarded-For': `203.0.113.${clients}` },
      body: {
        email,
        password: 'a quiet meadow 42',
        first_name: 'Eve',
        last_name: 'Probe',
        phone: '+1 415 555 0100',
        country: 'us',
        terms_accepted: true,
        privacy_accepted: true,
      },
    });
    return answer.payload.token;
  }

  async function confirm(email: string) {
    const link = firstLink(await latestMail(ctx, email, 'activation'));
    const code = link.searchParams.get('activation_code') ?? '';
    const answer = await ctx.request(
      `/api/auth/check_activation_code?activation_code=${encodeURIComponent(code)}`,
    );
    expect(answer.status).toBe(200);
  }

  it("an unconfirmed sign-up with a white-label owner's email gets no reseller rights until confirmed", async () => {
    const brand = `ownerbrand${mode}`;
    const ownerEmail = `owner-${mode}@brand-owner.test`;
    await ownBrand(ctx, brand, [ownerEmail]);

    const token = await signUp(ownerEmail);
    const validate = await ctx.api.get('/admin/validate', { token });
    expect(validate.payload.reseller_brands).toEqual([]);
    for (const path of ['/api/admin/customers', '/api/admin/users', '/api/admin/prepaid_customers']) {
      const answer = await ctx.request(path, { token });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
    }

    await confirm(ownerEmail);
    const confirmed = await ctx.api.get('/admin/validate', { token });
    expect(confirmed.payload.reseller_brands).toEqual([brand]);
    expect((await ctx.request('/api/admin/customers', { token })).status).toBe(200);
  });

  it("an unconfirmed sign-up with a prepaid customer's email gets neither the plan nor the Stripe customer", async () => {
    const email = `buyer-${mode}@prepaid-corp.test`;
    await ctx.database.db.insert(prepaidCustomers).values({
      brand: 'reachly',
      email,
      stripeCustomer: `cus_Corp${mode}`,
      currency: 'EUR',
      tier: 'scale',
      interval: 'annual',
      createdAt: ctx.clock.now(),
    });

    const token = await signUp(email);
    const created = await ctx.api.post('/space/create', { token, body: { name: 'Not yet prepaid' } });
    expect(created.status).toBe(201);
    const spaceId = created.payload._id;
    const [space] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    expect(space?.subscriptionMode).toBe('no_sub');
    expect(space?.tier).not.toBe('scale');
    const accounts = await ctx.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.stripeCustomerId, `cus_Corp${mode}`));
    expect(accounts).toEqual([]);
    const [prepaid] = await ctx.database.db
      .select()
      .from(prepaidCustomers)
      .where(eq(prepaidCustomers.email, email));
    expect(prepaid?.spaceId).toBeNull();

    // Confirming the address gives the terms to the workspace this user created (the first one).
    await confirm(email);
    const [after] = await ctx.database.db.select().from(spaces).where(eq(spaces.id, spaceId));
    expect(after).toMatchObject({ tier: 'scale', subscriptionMode: 'manual', isPaid: true });
    const [account] = await ctx.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.spaceId, spaceId));
    expect(account?.stripeCustomerId).toBe(`cus_Corp${mode}`);
    const [used] = await ctx.database.db
      .select()
      .from(prepaidCustomers)
      .where(eq(prepaidCustomers.email, email));
    expect(used?.spaceId).toBe(spaceId);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailConfirmed).toBe(true);
  });

  it('a verified Google sign-in to an unconfirmed sign-up drops the password and sessions whoever signed up set', async () => {
    const email = `pre-claimed-${mode}@victim.test`;
    const squatter = await signUp(email);
    expect((await ctx.request('/api/auth/validate_token', { token: squatter })).status).toBe(200);

    const owner = await signInWithIdentity(
      { db: ctx.database.db, clock: ctx.clock },
      'google',
      { email, emailVerified: true, firstName: 'Real', lastName: 'Owner' },
      { brand: 'reachly' },
    );
    expect(owner.created).toBe(false);
    expect((await ctx.request('/api/auth/validate_token', { token: squatter })).status).toBe(401);
    const withPassword = await ctx.request('/api/auth/sign_in', {
      method: 'POST',
      headers: { 'X-Forwarded-For': '203.0.113.250' },
      body: { email, password: 'a quiet meadow 42' },
    });
    expect(withPassword.status).toBe(401);
    expect((await ctx.request('/api/auth/validate_token', { token: owner.token })).status).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailConfirmed: true, passwordHash: null });
  });
});
