import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { makePlatformAdmin } from '../../../test/workspaces';

/**
 * issue 23 item 11: every action of a platform admin inside a customer workspace ("log in as
 * customer") is in the audit log: the start, each change made meanwhile, and the end.
 */
describe.each(databaseModes())('log in as customer is audited on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  async function platformAdmin(): Promise<Member> {
    const admin = await ctx.createMember({ spaceName: 'HQ' });
    await makePlatformAdmin(ctx, admin);
    return admin;
  }

  /** The audit entries about a workspace, oldest first, as the admin's audit page reads them. */
  async function auditOf(reader: Member, spaceId: string) {
    const page = await ctx.api.get('/admin/audit', {
      query: { target_id: spaceId, limit: 100 },
      token: reader.token,
    });
    return [...page.payload.items].reverse();
  }

  it('records start, each change (campaign, label) and end, with the admin as actor and the workspace as target', async () => {
    const customer = await ctx.createMember({ spaceName: 'Acme Corp' });
    const admin = await platformAdmin();
    const campaign = await ctx.api.post('/workflows', {
      token: customer.token,
      body: { name: 'Q1 outreach' },
    });
    const campaignId = campaign.payload._id;
    const inCustomer = `space=${customer.space.id}`;

    // The admin opens the customer's workspace and looks around (reads are not changes).
    expect((await ctx.request(`/api/space/info?${inCustomer}`, { token: admin.token })).status).toBe(200);
    expect((await ctx.request(`/api/workflows?${inCustomer}`, { token: admin.token })).status).toBe(200);
    // ...changes a campaign and a label...
    const renamed = await ctx.request(`/api/workflows/${campaignId}/update/async?${inCustomer}`, {
      method: 'PUT',
      token: admin.token,
      body: { name: 'Renamed by admin' },
    });
    expect(renamed.status).toBe(200);
    const label = await ctx.request(`/api/labels?${inCustomer}`, {
      method: 'POST',
      token: admin.token,
      body: { name: 'VIP', color: '#47e671' },
    });
    expect(label.status).toBe(201);
    // ...tries one that is refused (still an action taken in the workspace)...
    const refused = await ctx.request(`/api/labels?${inCustomer}`, {
      method: 'POST',
      token: admin.token,
      body: { name: '', color: 'red' },
    });
    expect(refused.status).toBe(400);
    // ...and goes back to admin.
    const end = await ctx.api.post('/admin/impersonation/end', {
      query: { space: customer.space.id },
      token: admin.token,
    });
    expect(end.payload).toEqual({ ended: 1 });

    const entries = await auditOf(admin, customer.space.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'impersonation.start',
      'impersonation.request',
      'impersonation.request',
      'impersonation.request',
      'impersonation.end',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor_id: admin.user.id,
        actor_email: admin.user.email,
        target_type: 'space',
        target_id: customer.space.id,
        brand: customer.space.brand,
      });
    }
    expect(entries[0]?.after).toEqual({ space_name: 'Acme Corp' });
    expect(entries.slice(1, 4).map((entry) => entry.after)).toEqual([
      { method: 'PUT', route: '/api/workflows/:id/update/async', status: 200 },
      { method: 'POST', route: '/api/labels', status: 201 },
      { method: 'POST', route: '/api/labels', status: 400 },
    ]);
    expect(entries[4]?.after).toEqual({ reason: 'back_to_admin' });
    // Nothing of the bodies (a renamed campaign, a label's name) is kept.
    expect(JSON.stringify(entries)).not.toContain('Renamed by admin');

    // Ending again ends nothing; the next request in the workspace starts a new session.
    expect(
      (
        await ctx.request(`/api/admin/impersonation/end?${inCustomer}`, {
          method: 'POST',
          token: admin.token,
        })
      ).payload,
    ).toEqual({ ended: 0 });
    await ctx.request(`/api/space/info?${inCustomer}`, { token: admin.token });
    expect((await auditOf(admin, customer.space.id)).at(-1)?.action).toBe('impersonation.start');
  });

  it('records a change whose workspace is named in the body (a member made workspace admin)', async () => {
    const customer = await ctx.createMember({ spaceName: 'Body Inc' });
    const colleague = await ctx.createMember({ space: customer.space, isAdmin: false });
    const admin = await platformAdmin();
    const promoted = await ctx.request(`/api/users/${colleague.user.id}/change_admin`, {
      method: 'POST',
      token: admin.token,
      body: { space_id: customer.space.id, is_admin: true },
    });
    expect(promoted.status).toBe(200);
    const entries = await auditOf(admin, customer.space.id);
    expect(entries.map((entry) => [entry.action, entry.actor_id, entry.after])).toEqual([
      ['impersonation.start', admin.user.id, { space_name: 'Body Inc' }],
      [
        'impersonation.request',
        admin.user.id,
        { method: 'POST', route: '/api/users/:id/change_admin', status: 200 },
      ],
    ]);
  });

  it('starts once however many requests come, and a sign-out ends it', async () => {
    const customer = await ctx.createMember({ spaceName: 'Parallel Ltd' });
    const admin = await platformAdmin();
    const inCustomer = `space=${customer.space.id}`;
    await Promise.all(
      Array.from({ length: 5 }, () => ctx.request(`/api/space/info?${inCustomer}`, { token: admin.token })),
    );
    expect((await auditOf(admin, customer.space.id)).map((entry) => entry.action)).toEqual([
      'impersonation.start',
    ]);
    expect((await ctx.request('/api/auth/logout', { token: admin.token })).status).toBe(200);
    const entries = await auditOf(await platformAdmin(), customer.space.id);
    expect(entries.map((entry) => [entry.action, entry.actor_id, entry.after])).toEqual([
      ['impersonation.start', admin.user.id, { space_name: 'Parallel Ltd' }],
      ['impersonation.end', admin.user.id, { reason: 'sign_out' }],
    ]);
  });

  it('writes nothing for a member changing their own workspace, nor for an admin in their own', async () => {
    const member = await ctx.createMember({ spaceName: 'Members only' });
    const admin = await platformAdmin();
    for (const someone of [member, admin]) {
      const created = await ctx.request('/api/labels', {
        method: 'POST',
        token: someone.token,
        body: { name: 'Mine', color: '#47e671' },
      });
      expect(created.status).toBe(201);
    }
    expect(await auditOf(admin, member.space.id)).toEqual([]);
    expect(await auditOf(admin, admin.space.id)).toEqual([]);
    // "Back to admin" from a workspace that was never opened ends nothing.
    const end = await ctx.request(`/api/admin/impersonation/end?space=${member.space.id}`, {
      method: 'POST',
      token: member.token,
    });
    expect(end.payload).toEqual({ ended: 0 });
    const notAnId = await ctx.request('/api/admin/impersonation/end?space=not-a-uuid', {
      method: 'POST',
      token: admin.token,
    });
    expect(notAnId.payload).toEqual({ ended: 0 });
    expect((await ctx.request('/api/admin/impersonation/end', { method: 'POST' })).status).toBe(401);
  });
});
