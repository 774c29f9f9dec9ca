import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import {
  createAdmins,
  makeSuperAdmin,
  membershipOf,
  moveToBrand,
  ownBrand as ownBrandOf,
} from '../../../test/workspaces';
import { useTestContext } from '../../../test/use-context';
import { spaceMembers, users } from '../../db/schema';
import { adminMessages } from './admin.schema';

/**
 * Issue 23 items 3, 5 and 6: what an admin may do to a person's account. Nobody but the user
 * changes a user's sign-in email or password; only a super admin acts on a super admin; a
 * reseller manages their customers' workspaces, never gives themselves (or anyone) a seat in one.
 */
describe.each(databaseModes())('admins and the people behind accounts on %s', (mode) => {
  let ctx: TestContext;
  let superAdmin: Member;
  let platformAdmin: Member;

  const makeSuper = (member: Member) => makeSuperAdmin(ctx, member);

  const onBrand = (member: Member, brand: string) => moveToBrand(ctx, member, brand);
  const ownBrand = (brand: string, emails: string[]) => ownBrandOf(ctx, brand, emails);

  async function userRow(id: string) {
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  const membership = (spaceId: string, userId: string) => membershipOf(ctx, spaceId, userId);

  useTestContext(mode, async (opened) => {
    ctx = opened;
    ({ superAdmin, platformAdmin } = await createAdmins(opened));
  });

  it('item 3: a reseller can not take over a user of their brand by changing the email (nor can any admin)', async () => {
    const brand = `takeover${mode}`;
    const reseller = await ctx.createMember({ email: `reseller-${mode}@takeover.test` });
    await ownBrand(brand, [reseller.user.email]);
    const victim = await ctx.createMember({ email: `victim-${mode}@takeover.test` });
    await onBrand(victim, brand);
    // The victim also belongs to a workspace of another brand.
    const elsewhere = await ctx.createMember({ spaceName: 'Other brand' });
    await ctx.database.db.insert(spaceMembers).values({
      spaceId: elsewhere.space.id,
      userId: victim.user.id,
      isAdmin: true,
      createdAt: ctx.clock.now(),
    });

    for (const actor of [reseller, platformAdmin, superAdmin]) {
      for (const body of [
        { email: `attacker-${mode}@evil.test` },
        { password: 'Attacker-chosen-pass-1' },
        { first_name: 'Still', email: `attacker-${mode}@evil.test` },
      ]) {
        const answer = await ctx.request(`/api/admin/users/${victim.user.id}/update`, {
          method: 'POST',
          token: actor.token,
          body,
        });
        expect({ actor: actor.user.email, body, answer: answer.body }).toEqual({
          actor: actor.user.email,
          body,
          answer: { ok: false, error: adminMessages.credentialsAreTheUsers },
        });
        expect(answer.status).toBe(400);
      }
    }
    const after = await userRow(victim.user.id);
    expect(after?.email).toBe(victim.user.email);
    expect(after?.firstName).toBe(victim.user.firstName);
    // A password reset asked for the attacker's address finds no account to reset.
    const restore = await ctx.request('/api/auth/restore', {
      method: 'POST',
      body: { email: `attacker-${mode}@evil.test` },
    });
    expect(restore.status).toBe(200);
    expect((await userRow(victim.user.id))?.passwordHash).toBe(victim.user.passwordHash);

    // The victim's account is shared with another brand: the reseller does not deactivate or rename it.
    const deactivate = await ctx.request(`/api/admin/users/${victim.user.id}/update`, {
      method: 'POST',
      token: reseller.token,
      body: { status: 'inactive' },
    });
    expect({ status: deactivate.status, body: deactivate.body }).toEqual({
      status: 403,
      body: { ok: false, error: adminMessages.resellerOtherBrands },
    });
    expect((await userRow(victim.user.id))?.status).toBe('active');
    // What admins do manage still works: names and status of a user of the reseller's brand only.
    const ownCustomer = await ctx.createMember({ email: `own-${mode}@takeover.test` });
    await onBrand(ownCustomer, brand);
    const renamed = await ctx.api.post('/admin/users/{id}/update', {
      path: { id: ownCustomer.user.id },
      token: reseller.token,
      body: { first_name: 'Vicky' },
    });
    expect(renamed.payload.first_name).toBe('Vicky');
    const byPlatform = await ctx.api.post('/admin/users/{id}/update', {
      path: { id: victim.user.id },
      token: platformAdmin.token,
      body: { first_name: 'Vicky' },
    });
    expect(byPlatform.payload.first_name).toBe('Vicky');
  });

  it('item 5: a plain platform admin can not change, deactivate or move a super admin', async () => {
    const target = await ctx.createMember({ spaceName: 'Super HQ' });
    await makeSuper(target);
    const other = await ctx.createMember({ spaceName: 'Elsewhere' });
    const calls = [
      { path: `/api/admin/users/${target.user.id}/update`, body: { status: 'inactive' } },
      { path: `/api/admin/users/${target.user.id}/update`, body: { first_name: 'Mallory' } },
      {
        path: `/api/admin/users/${target.user.id}/update_spaces`,
        body: { add: [{ space_id: other.space.id, is_admin: false }] },
      },
      { path: `/api/admin/users/${target.user.id}/update_spaces`, body: { remove: [target.space.id] } },
      { path: '/api/admin/users', body: { user_id: target.user.id, is_admin: false } },
    ];
    for (const call of calls) {
      const answer = await ctx.request(call.path, {
        method: 'POST',
        token: platformAdmin.token,
        body: call.body,
      });
      expect({ call, status: answer.status, body: answer.body }).toEqual({
        call,
        status: 403,
        body: { ok: false, error: 'Only super admins can do this' },
      });
    }
    const row = await userRow(target.user.id);
    expect(row).toMatchObject({ status: 'active', firstName: target.user.firstName, isSuperAdmin: true });
    expect(await membership(target.space.id, target.user.id)).toBeDefined();
    expect(await membership(other.space.id, target.user.id)).toBeUndefined();

    // A super admin may.
    const bySuper = await ctx.api.post('/admin/users/{id}/update', {
      path: { id: target.user.id },
      token: superAdmin.token,
      body: { status: 'inactive' },
    });
    expect(bySuper.payload.status).toBe('inactive');
    // And a plain admin still manages a plain user.
    const plain = await ctx.createMember();
    const byAdmin = await ctx.api.post('/admin/users/{id}/update', {
      path: { id: plain.user.id },
      token: platformAdmin.token,
      body: { status: 'inactive' },
    });
    expect(byAdmin.payload.status).toBe('inactive');
  });

  it('item 6: a reseller can not add themselves (or anyone) as a member of a customer workspace', async () => {
    const brand = `backdoor${mode}`;
    const reseller = await ctx.createMember({
      email: `owner-${mode}@backdoor.test`,
      spaceName: 'Reseller own',
    });
    const partner = await ctx.createMember({
      email: `partner-${mode}@backdoor.test`,
      spaceName: 'Partner own',
    });
    await ownBrand(brand, [reseller.user.email, partner.user.email]);
    // The reseller's own workspace is on their brand, so they are "a user of their brand".
    await onBrand(reseller, brand);
    await onBrand(partner, brand);
    const customer = await ctx.createMember({ spaceName: 'Customer' });
    await onBrand(customer, brand);
    const puppet = await ctx.createMember({ spaceName: 'Puppet' });
    await onBrand(puppet, brand);

    for (const [target, error] of [
      [reseller, adminMessages.resellerNotOnOwnAccount],
      [partner, adminMessages.resellerNotOnOwnAccount],
      [puppet, adminMessages.resellerAddsNoMembers],
    ] as const) {
      const answer = await ctx.request(`/api/admin/users/${target.user.id}/update_spaces`, {
        method: 'POST',
        token: reseller.token,
        body: { add: [{ space_id: customer.space.id, is_admin: true }] },
      });
      expect({ target: target.user.email, status: answer.status, body: answer.body }).toEqual({
        target: target.user.email,
        status: 403,
        body: { ok: false, error },
      });
      expect(await membership(customer.space.id, target.user.id)).toBeUndefined();
    }

    // A reseller invited into a customer workspace as a plain member can not make themselves admin.
    await ctx.database.db.insert(spaceMembers).values({
      spaceId: customer.space.id,
      userId: reseller.user.id,
      isAdmin: false,
      createdAt: ctx.clock.now(),
    });
    const promote = await ctx.request(`/api/admin/users/${reseller.user.id}/update_spaces`, {
      method: 'POST',
      token: reseller.token,
      body: { add: [{ space_id: customer.space.id, is_admin: true }] },
    });
    expect(promote.status).toBe(403);
    expect(promote.body).toEqual({ ok: false, error: adminMessages.resellerNotOnOwnAccount });
    expect((await membership(customer.space.id, reseller.user.id))?.isAdmin).toBe(false);

    // What a reseller does manage: an existing member's role and removal.
    const member = await ctx.createMember({ space: customer.space, isAdmin: false });
    const promoted = await ctx.request(`/api/admin/users/${member.user.id}/update_spaces`, {
      method: 'POST',
      token: reseller.token,
      body: { add: [{ space_id: customer.space.id, is_admin: true }] },
    });
    expect(promoted.status).toBe(200);
    expect((await membership(customer.space.id, member.user.id))?.isAdmin).toBe(true);
    // A platform admin still adds people to workspaces.
    const byPlatform = await ctx.request(`/api/admin/users/${puppet.user.id}/update_spaces`, {
      method: 'POST',
      token: platformAdmin.token,
      body: { add: [{ space_id: customer.space.id, is_admin: false }] },
    });
    expect(byPlatform.status).toBe(200);
  });
});
