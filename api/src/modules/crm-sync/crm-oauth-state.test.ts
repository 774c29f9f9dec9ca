import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { type HubspotStandIn, startHubspotStandIn } from '../../../test/stand-ins/hubspot';
import { spaces } from '../../db/schema';
import { crmConnections } from '../../db/schema/crm-connections';

/**
 * Issue 23 item 7: the HubSpot OAuth state is random, server-stored, single use, expires, is bound
 * to the browser that began the sign-in (an HttpOnly cookie set on GET /login) and is checked
 * before the plan's feature, before any code is exchanged. Each test below is an attack that
 * connected a workspace to someone else's HubSpot (or a stale sign-in) before.
 */
describe.each(databaseModes())('HubSpot OAuth state on %s', (mode) => {
  let hubspot: HubspotStandIn;
  let ctx: TestContext;
  const base = '/api/integrations/crm/hubspot';

  beforeAll(async () => {
    hubspot = await startHubspotStandIn({ tokens: [] });
    process.env.HUBSPOT_API_URL = hubspot.url;
    process.env.HUBSPOT_CLIENT_ID = 'client-id';
    process.env.HUBSPOT_CLIENT_SECRET = 'client-secret';
    try {
      ctx = await createTestContext({ mode });
    } finally {
      delete process.env.HUBSPOT_API_URL;
      delete process.env.HUBSPOT_CLIENT_ID;
      delete process.env.HUBSPOT_CLIENT_SECRET;
    }
  });

  afterAll(async () => {
    await ctx?.close();
    await hubspot?.close();
  });

  /** GET /login as the shell's XHR does: the authorize URL's state, and the cookie the answer sets. */
  async function begin(member: Member) {
    const response = await ctx.api.get('/integrations/crm/hubspot/login', { token: member.token });
    expect(response.status).toBe(200);
    const state = new URL(response.payload.oauth_url ?? 'missing:').searchParams.get('state') ?? '';
    const setCookie = response.headers.get('set-cookie') ?? '';
    return { state, setCookie, cookie: setCookie.split(';')[0] ?? '' };
  }

  /** HubSpot's redirect back, as a top-level navigation of a browser holding `cookie` (or none). */
  async function callback(state: string, cookie?: string) {
    const response = await ctx.app.request(
      `${base}/oauth_callback?${new URLSearchParams({ code: hubspot.oauthCode(), state })}`,
      { headers: cookie ? { Cookie: cookie } : {} },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'https://app.test');
    return { path: location.pathname, error: location.searchParams.get('error') };
  }

  async function connectionOf(member: Member) {
    const [row] = await ctx.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.spaceId, member.space.id));
    return row?.status === 'connected' ? row : null;
  }

  const refused = 'This HubSpot sign-in is not valid or has expired: connect HubSpot again';

  it('the state is 32 random bytes, and the binding cookie is HttpOnly and SameSite=Lax', async () => {
    const member = await ctx.createMember();
    const first = await begin(member);
    const second = await begin(member);
    expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.state).not.toBe(second.state);
    expect(first.state).not.toContain(member.space.id);
    expect(first.setCookie).toMatch(/HttpOnly/i);
    expect(first.setCookie).toMatch(/SameSite=Lax/i);
    // The cookie holds a binding value, not the state that travels through HubSpot's URLs.
    expect(first.cookie).not.toContain(first.state);
  });

  it('a callback with the state but without the cookie of the browser that began is refused', async () => {
    const member = await ctx.createMember();
    const { state } = await begin(member);
    const back = await callback(state);
    expect(back).toEqual({ path: '/crm/manage/hubspot', error: refused });
    expect(await connectionOf(member)).toBeNull();
  });

  it("another user's state, followed in a victim's browser, connects nobody's workspace", async () => {
    const attacker = await ctx.createMember();
    const victim = await ctx.createMember();
    const theirs = await begin(attacker);
    // The victim's browser has its own binding cookie (it began a sign-in of its own).
    const mine = await begin(victim);
    const back = await callback(theirs.state, mine.cookie);
    expect(back.error).toBe(refused);
    expect(await connectionOf(attacker)).toBeNull();
    expect(await connectionOf(victim)).toBeNull();
  });

  it('a state is single use: the same callback replayed is refused', async () => {
    const member = await ctx.createMember();
    const { state, cookie } = await begin(member);
    expect(await callback(state, cookie)).toEqual({ path: '/crm/manage/hubspot', error: null });
    expect(await connectionOf(member)).not.toBeNull();
    await ctx.request(`${base}/logout`, { method: 'POST', token: member.token });
    expect(await callback(state, cookie)).toEqual({ path: '/crm/manage/hubspot', error: refused });
    expect(await connectionOf(member)).toBeNull();
  });

  it('two callbacks at once with one state: exactly one connects', async () => {
    const member = await ctx.createMember();
    const { state, cookie } = await begin(member);
    const answers = await Promise.all([callback(state, cookie), callback(state, cookie)]);
    expect(answers.map((answer) => answer.error).sort()).toEqual([null, refused].sort());
  });

  it('a state expires 10 minutes after the sign-in began', async () => {
    const member = await ctx.createMember();
    const { state, cookie } = await begin(member);
    ctx.clock.advance(10 * 60 * 1000 + 1000);
    expect((await callback(state, cookie)).error).toBe(refused);
    expect(await connectionOf(member)).toBeNull();
  });

  it('after the plan lost HubSpot, the callback is refused and nothing is connected', async () => {
    const member = await ctx.createMember();
    const { state, cookie } = await begin(member);
    await ctx.database.db.update(spaces).set({ tier: 'free' }).where(eq(spaces.id, member.space.id));
    const back = await callback(state, cookie);
    expect(back.path).toBe('/crm/manage/hubspot');
    expect(back.error).toMatch(/plan: upgrade to use it$/);
    expect(await connectionOf(member)).toBeNull();
  });

  it('a workspace blocked after the sign-in began is not connected', async () => {
    const owner = await ctx.createMember();
    const { state, cookie } = await begin(owner);
    // The callback acts for the workspace as the user would now, not as they could when it began.
    await ctx.database.db.update(spaces).set({ status: 'blocked' }).where(eq(spaces.id, owner.space.id));
    expect((await callback(state, cookie)).error).not.toBeNull();
    expect(await connectionOf(owner)).toBeNull();
  });
});
