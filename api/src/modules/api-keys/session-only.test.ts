import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { moveToBrand, ownBrand } from '../../../test/workspaces';
import { emailInvites, spaceMembers } from '../../db/schema';
import { apiKeyMessages } from './api-keys.schema';

/**
 * Issue 23 item 12: an API key can not invite members, change roles or do anything else that
 * outlives the key. The rule is declared on the route (`security: sessionSecurity`, so
 * /api/openapi.json says it) and enforced by the router for every route so declared.
 */
const refused = { ok: false, error: apiKeyMessages.sessionOnly };

/** Routes that give or take rights lasting beyond the key: each must be declared session-only. */
const lastingRights = [
  'POST /space/{id}/invites',
  'POST /space/{id}/invites/{inviteId}/resend',
  'GET /space/{id}/code_invites',
  'POST /space/{id}/code_invites/{codeId}/renew',
  'PUT /space/admin/{id}/manual_credits',
  'POST /space/create',
  'POST /space/join',
  'POST /users/{id}/change_admin',
  'PUT /users/{id}/allowed_pages',
  'POST /users/{id}/set_credentials',
  'POST /users/{id}/exit_from_space',
  'POST /users/update',
  'POST /users/change_password',
  'POST /auth/change_email',
  'POST /integrations/api_keys',
  'DELETE /integrations/api_keys/{id}',
  'POST /integrations/webhook',
  'PUT /integrations/webhook/{id}',
  'POST /integrations/webhook/{id}/rotate_secret',
];

interface Operation {
  security?: Record<string, string[]>[];
}

describe.each(databaseModes())('API keys and lasting rights on %s', (mode) => {
  let ctx: TestContext;
  let admin: Member;
  let colleague: Member;
  let secret: string;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    admin = await ctx.createMember({ firstName: 'Ada', lastName: 'Admin' });
    colleague = await ctx.createMember({ space: admin.space, isAdmin: false });
    const created = await ctx.api.post('/integrations/api_keys', {
      token: admin.token,
      body: { name: 'Automation' },
    });
    secret = created.payload.secret;
  });

  const key = () => ({ Authorization: `Bearer ${secret}` });
  const call = (method: string, path: string, body?: unknown) =>
    ctx.request(path, { method, headers: key(), body });

  it('a key can not invite members, read or renew the join code, change roles, pages or credentials', async () => {
    const space = admin.space.id;
    const invite = await call('POST', `/api/space/${space}/invites?space=${space}`, {
      emails: [`friend-${mode}@outside.test`],
      granted_access: true,
    });
    expect(invite.body).toEqual(refused);
    expect(invite.status).toBe(403);
    expect(await ctx.database.db.select().from(emailInvites).where(eq(emailInvites.spaceId, space))).toEqual(
      [],
    );

    const code = await call('GET', `/api/space/${space}/code_invites?space=${space}`);
    expect({ status: code.status, body: code.body }).toEqual({ status: 403, body: refused });

    const pages = await call('PUT', `/api/users/${colleague.user.id}/allowed_pages?space=${space}`, {
      allowed_pages: ['inbox'],
    });
    expect({ status: pages.status, body: pages.body }).toEqual({ status: 403, body: refused });
    const credentials = await call('POST', `/api/users/${colleague.user.id}/set_credentials?space=${space}`, {
      credentials_ids: [],
    });
    expect({ status: credentials.status, body: credentials.body }).toEqual({ status: 403, body: refused });

    const hook = await call('POST', `/api/integrations/webhook?space=${space}`, {
      url: 'https://hooks.example.test/in',
      update_types: ['reply'],
    });
    expect({ status: hook.status, body: hook.body }).toEqual({ status: 403, body: refused });

    // What a key is for still works.
    const info = await call('GET', `/api/space/info?space=${space}`);
    expect(info.status).toBe(200);
  });

  it("a reseller's key carries no admin powers (manual credits on a customer workspace)", async () => {
    const brand = `keybrand${mode}`;
    const reseller = await ctx.createMember({ email: `reseller-${mode}@keys.test` });
    await ownBrand(ctx, brand, [reseller.user.email]);
    await moveToBrand(ctx, reseller, brand);
    const customer = await ctx.createMember({ spaceName: 'Customer' });
    await moveToBrand(ctx, customer, brand);
    const created = await ctx.api.post('/integrations/api_keys', {
      token: reseller.token,
      body: { name: 'Reseller key' },
    });
    const answer = await ctx.request(`/api/space/admin/${customer.space.id}/manual_credits`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${created.payload.secret}` },
      body: { credits: 1000 },
    });
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: refused });
  });

  it('walks the contract: every route that outlives a key is declared session-only, and each refuses a key', async () => {
    const response = await ctx.app.request('/api/openapi.json');
    const document = (await response.json()) as { paths: Record<string, Record<string, Operation>> };
    const sessionOnly: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.security?.some((requirement) => 'session' in requirement))
          sessionOnly.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(lastingRights.filter((route) => !sessionOnly.includes(route))).toEqual([]);

    const space = admin.space.id;
    const failures: string[] = [];
    for (const route of sessionOnly) {
      const [method = 'GET', template = ''] = route.split(' ');
      const path = template
        .replace('{id}', template.startsWith('/users/') ? colleague.user.id : space)
        .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const answer = await call(method, `/api${path}?space=${space}`, method === 'GET' ? undefined : {});
      if (answer.status !== 403 || JSON.stringify(answer.body) !== JSON.stringify(refused))
        failures.push(`${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    expect(failures).toEqual([]);
    // Nothing changed for the colleague on the way.
    const [membership] = await ctx.database.db
      .select()
      .from(spaceMembers)
      .where(eq(spaceMembers.userId, colleague.user.id));
    expect(membership).toMatchObject({ spaceId: space, isAdmin: false });
  });
});
