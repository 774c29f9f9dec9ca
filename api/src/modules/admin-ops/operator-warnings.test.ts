import { describe, expect, it } from 'vitest';
import type { Member, TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { makePlatformAdmin, makeSuperAdmin } from '../../../test/workspaces';
import { outboxWarning } from '../../platform/operator-warnings';

/** Issue 26 item 24: the operator's set-up problems reach super admins, never a customer. */
describe('GET /api/admin/operator_warnings', () => {
  let ctx: TestContext;
  let superAdmin: Member;
  let platformAdmin: Member;
  let customer: Member;

  useTestContext('pglite', async (opened) => {
    ctx = opened;
    superAdmin = await ctx.createMember();
    await makeSuperAdmin(ctx, superAdmin);
    platformAdmin = await ctx.createMember();
    await makePlatformAdmin(ctx, platformAdmin);
    customer = await ctx.createMember();
  });

  it("gives a super admin the start-up log's warnings", async () => {
    const response = await ctx.api.get('/admin/operator_warnings', { token: superAdmin.token });
    expect(response.status).toBe(200);
    expect(response.payload.warnings).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set: unsubscribe and tracking links/),
      outboxWarning,
    ]);
  });

  it('refuses a platform admin who is not super admin, a customer and nobody', async () => {
    const asAdmin = await ctx.request('/api/admin/operator_warnings', { token: platformAdmin.token });
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body).toEqual({ ok: false, error: 'Only super admins can do this' });
    const asCustomer = await ctx.request('/api/admin/operator_warnings', { token: customer.token });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body).toEqual({ ok: false, error: 'Only platform admins can do this' });
    expect((await ctx.request('/api/admin/operator_warnings')).status).toBe(401);
  });

  it('the customer catalogue of integrations says nothing of them', async () => {
    const catalogue = await ctx.api.get('/integrations/catalogue', { token: customer.token });
    expect(catalogue.status).toBe(200);
    expect(JSON.stringify(catalogue.payload)).not.toMatch(/PUBLIC_URL|SMTP_URL/);
  });
});
