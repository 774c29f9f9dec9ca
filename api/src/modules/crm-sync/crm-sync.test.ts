import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../../../test/helpers';
import { type HubspotStandIn, startHubspotStandIn } from '../../../test/stand-ins/hubspot';
import { type PipedriveStandIn, startPipedriveStandIn } from '../../../test/stand-ins/pipedrive';
import { crmPushes, prospects } from '../../db/schema';
import { crmConnections, crmLinks } from '../../db/schema/crm-connections';
import { createOutreachEvents } from '../../platform/outreach-events';
import { silentLogger } from '../../logger';
import { pendingCrmPushesJob } from './crm-push-job';
import { crmSyncSettingsFromEnv } from './crm-sync.settings';

interface Case {
  platform: 'hubspot' | 'pipedrive';
  label: string;
  goodToken: string;
  contactCount(): number;
  dealCount(): number;
  revoke(token: string): void;
}

let hubspot: HubspotStandIn;
let pipedrive: PipedriveStandIn;
let ctx: TestContext;

const cases: Case[] = [
  {
    platform: 'hubspot',
    label: 'HubSpot',
    goodToken: 'pat-good-token',
    contactCount: () => hubspot.contacts.size,
    dealCount: () => hubspot.deals.size,
    revoke: (token) => hubspot.tokens.delete(token),
  },
  {
    platform: 'pipedrive',
    label: 'Pipedrive',
    goodToken: 'pd-good-token',
    contactCount: () => pipedrive.persons.size,
    dealCount: () => pipedrive.deals.size,
    revoke: (token) => pipedrive.tokens.delete(token),
  },
];

/** The environment that points the adapters at the stand-ins. */
const standInEnv = () => ({ HUBSPOT_API_URL: hubspot.url, PIPEDRIVE_API_URL: `${pipedrive.url}/v1` });

beforeAll(async () => {
  hubspot = await startHubspotStandIn({ tokens: ['pat-good-token', 'pat-other-workspace'] });
  pipedrive = await startPipedriveStandIn({ tokens: ['pd-good-token', 'pd-other-workspace'] });
  // Read when the app is built (crm-sync.settings.ts).
  process.env.HUBSPOT_API_URL = hubspot.url;
  process.env.PIPEDRIVE_API_URL = `${pipedrive.url}/v1`;
  ctx = await createTestContext();
  delete process.env.HUBSPOT_API_URL;
  delete process.env.PIPEDRIVE_API_URL;
});

afterAll(async () => {
  await ctx.close();
  await hubspot.close();
  await pipedrive.close();
});

async function addProspect(member: Member, name: string, email: string | null) {
  const [first = '', last = ''] = name.split(' ');
  const [row] = await ctx.database.db
    .insert(prospects)
    .values({
      spaceId: member.space.id,
      firstName: first,
      lastName: last,
      fullName: name,
      workEmail: email,
      companyName: 'Acme',
    })
    .returning();
  if (!row) throw new Error('no prospect');
  return row;
}

describe.each(cases)('$label connection, sync and Push to CRM', (crm) => {
  /** A path of this CRM's routes, as the contract declares it for each platform. */
  const at = <Tail extends string>(tail: Tail) => `/integrations/crm/${crm.platform}/${tail}` as const;
  let alice: Member;

  beforeAll(async () => {
    alice = await ctx.createMember();
  });

  /** A "Push to CRM" step's push that waits for this CRM (the executor leaves it pending). */
  async function waitingPush(prospectId: string) {
    const [push] = await ctx.database.db
      .insert(crmPushes)
      .values({
        spaceId: alice.space.id,
        prospectId,
        config: { crm: crm.platform, deal: false },
        status: 'pending',
      })
      .returning();
    return push;
  }

  it('is not connected at first, and its calls say so (409)', async () => {
    const info = await ctx.api.get(at('crm_info'), { token: alice.token });
    expect(info.payload).toMatchObject({
      platform: crm.platform,
      connected: false,
      status: 'none',
      oauth_available: false,
    });
    const pipelines = await ctx.api.get(at('pipelines'), { token: alice.token });
    expect(pipelines.status).toBe(409);
    expect(pipelines.body).toEqual({ ok: false, error: `${crm.label} is not connected: connect it first` });
  });

  it('GET login offers no OAuth URL without an OAuth app (token only)', async () => {
    const start = await ctx.api.get(at('login'), { token: alice.token });
    expect(start.payload.oauth_url).toBeNull();
  });

  it('refuses a wrong token with 400 and keeps nothing', async () => {
    const refused = await ctx.api.post(at('login'), { token: alice.token, body: { token: 'nope' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ ok: false, error: `The token was refused by ${crm.label}` });
    const empty = await ctx.api.post(at('login'), { token: alice.token, body: { token: ' ' } });
    expect(empty.status).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.spaceId, alice.space.id));
    expect(rows).toHaveLength(0);
  });

  it('connects with a good token, sealed at rest, and the workspace shows its CRM token', async () => {
    const connected = await ctx.api.post(at('login'), { token: alice.token, body: { token: crm.goodToken } });
    expect(connected.payload).toMatchObject({ connected: true, status: 'connected', auth_kind: 'token' });
    expect(connected.payload.account?.currency).toBe('EUR');
    expect(JSON.stringify(connected.body)).not.toContain(crm.goodToken);
    const [row] = await ctx.database.db
      .select()
      .from(crmConnections)
      .where(eq(crmConnections.spaceId, alice.space.id));
    expect(row?.accessToken).not.toContain(crm.goodToken);
    const space = await ctx.api.get('/space/info', { token: alice.token });
    expect(space.payload.crm_tokens).toEqual([crm.platform]);
    expect(space.payload.show_crm).toBe(true);
  });

  it('pushes prospects as contacts by email: twice is still one contact with the same link', async () => {
    const ada = await addProspect(alice, 'Ada Lovelace', `ada-${crm.platform}@example.test`);
    const noEmail = await addProspect(alice, 'No Mail', null);
    const before = crm.contactCount();
    const first = await ctx.api.post(at('push'), {
      token: alice.token,
      body: { profile_ids: [ada.id, noEmail.id] },
    });
    expect(first.payload).toMatchObject({ pushed_contacts: 1, skipped_without_email: 1, deals_created: 0 });
    const linkOf = async () =>
      ctx.database.db
        .select()
        .from(crmLinks)
        .where(
          and(
            eq(crmLinks.localId, ada.id),
            eq(crmLinks.platform, crm.platform),
            eq(crmLinks.localType, 'prospect'),
          ),
        );
    const [firstLink] = await linkOf();
    await ctx.api.post(at('push'), { token: alice.token, body: { profile_ids: [ada.id] } });
    const links = await linkOf();
    expect(crm.contactCount()).toBe(before + 1);
    expect(links).toHaveLength(1);
    expect(links[0]?.remoteId).toBe(firstLink?.remoteId);
  });

  it('with create_deal, makes one deal per prospect (a second push finds it)', async () => {
    const grace = await addProspect(alice, 'Grace Hopper', `grace-${crm.platform}@example.test`);
    const before = crm.dealCount();
    const pushed = await ctx.api.post(at('push'), {
      token: alice.token,
      body: { profile_ids: [grace.id], create_deal: true },
    });
    expect(pushed.payload.deals_created).toBe(1);
    await ctx.api.post(at('push'), {
      token: alice.token,
      body: { profile_ids: [grace.id], create_deal: true },
    });
    expect(crm.dealCount()).toBe(before + 1);
  });

  it('refuses an empty push and unknown prospects', async () => {
    const empty = await ctx.api.post(at('push'), { token: alice.token, body: { profile_ids: [] } });
    expect(empty.status).toBe(400);
    const unknown = await ctx.api.post(at('push'), {
      token: alice.token,
      body: { profile_ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(404);
  });

  it('shows the board live: pipelines, stages with deals; a deal is created, then moved', async () => {
    const pipelines = await ctx.api.get(at('pipelines'), { token: alice.token });
    const pipelineId = pipelines.payload[0]?._id ?? '';
    const board = await ctx.api.get(at('stages'), { query: { pipeline_id: pipelineId }, token: alice.token });
    const [first, second] = board.payload;
    expect(board.payload.length).toBeGreaterThan(1);
    if (!first || !second) throw new Error('no stages');
    expect(first?.crm_deals.some((deal) => deal.name.startsWith('Grace Hopper'))).toBe(true);
    const created = await ctx.api.post(at('deals'), {
      token: alice.token,
      body: { name: 'Big deal', pipeline: pipelineId, crm_stage: first._id, amount: 5000 },
    });
    expect(created.status).toBe(201);
    const moved = await ctx.api.patch(at('deals/{id}/update'), {
      path: { id: created.payload._id },
      token: alice.token,
      body: { crm_stage: second._id, new_position: 0 },
    });
    expect(moved.payload.crm_stage).toBe(second?._id);
    const after = await ctx.api.get(at('stages'), { query: { pipeline_id: pipelineId }, token: alice.token });
    expect(after.payload[1]?.crm_deals.map((deal) => deal.name)).toContain('Big deal');
    const owners = await ctx.api.get(at('owners'), { token: alice.token });
    expect(owners.payload.length).toBeGreaterThan(0);
    const currencies = await ctx.api.get(at('currencies'), { token: alice.token });
    expect(currencies.payload.map((currency) => currency.code)).toContain('EUR');
    const missing = await ctx.api.put(at('deals/{id}/update'), {
      path: { id: '999999' },
      token: alice.token,
      body: { name: 'x' },
    });
    expect(missing.status).toBe(404);
  });

  it('Sync now sends waiting "Push to CRM" steps and contacts not on the CRM yet, then stamps last_synced_at', async () => {
    const waiting = await addProspect(alice, 'Wait Ing', `waiting-${crm.platform}@example.test`);
    const push = await waitingPush(waiting.id);
    const fresh = await addProspect(alice, 'Fresh Contact', `fresh-${crm.platform}@example.test`);
    ctx.clock.advance(60_000);
    const synced = await ctx.api.post(at('reload'), { token: alice.token });
    expect(synced.payload.processed_pushes).toBe(1);
    expect(synced.payload.pushed_contacts).toBeGreaterThanOrEqual(2);
    expect(synced.payload.last_synced_at).toBe(ctx.clock.now().toISOString());
    const [done] = await ctx.database.db
      .select()
      .from(crmPushes)
      .where(eq(crmPushes.id, push?.id ?? ''));
    expect(done?.status).toBe('pushed');
    const freshLinks = await ctx.database.db.select().from(crmLinks).where(eq(crmLinks.localId, fresh.id));
    expect(freshLinks).toHaveLength(1);
    const info = await ctx.api.get(at('crm_info'), { token: alice.token });
    expect(info.payload.last_synced_at).toBe(ctx.clock.now().toISOString());
  });

  it('sends a waiting "Push to CRM" by the periodic job, without Sync now', async () => {
    const waiting = await addProspect(alice, 'Job Push', `job-${crm.platform}@example.test`);
    const push = await waitingPush(waiting.id);
    const run = pendingCrmPushesJob({ settings: crmSyncSettingsFromEnv(standInEnv()) });
    const deps = {
      db: ctx.database.db,
      clock: ctx.clock,
      logger: silentLogger,
      realtime: ctx.realtime,
      events: createOutreachEvents(),
      publicUrl: 'https://app.test/',
    };
    expect(await run(deps)).toMatchObject({ processed: 1, failed: 0 });
    const [done] = await ctx.database.db
      .select()
      .from(crmPushes)
      .where(eq(crmPushes.id, push?.id ?? ''));
    expect(done?.status).toBe('pushed');
    const links = await ctx.database.db.select().from(crmLinks).where(eq(crmLinks.localId, waiting.id));
    expect(links).toHaveLength(1);
    // Nothing waits any more: the next run sends nothing.
    expect(await run(deps)).toMatchObject({ processed: 0 });
  });

  it("keeps each workspace's connection apart: another workspace sees none and cannot push A's prospects", async () => {
    const bob = await ctx.createMember();
    const info = await ctx.api.get(at('crm_info'), { token: bob.token });
    expect(info.payload.status).toBe('none');
    const asksA = await ctx.api.get(at('crm_info'), { query: { space: alice.space.id }, token: bob.token });
    expect(asksA.status).toBeGreaterThanOrEqual(400);
    await ctx.api.post(at('login'), {
      token: bob.token,
      body: { token: crm.platform === 'hubspot' ? 'pat-other-workspace' : 'pd-other-workspace' },
    });
    const [aliceProspect] = await ctx.database.db
      .select()
      .from(prospects)
      .where(eq(prospects.spaceId, alice.space.id));
    if (!aliceProspect) throw new Error('no prospect');
    const pushed = await ctx.api.post(at('push'), {
      token: bob.token,
      body: { profile_ids: [aliceProspect.id] },
    });
    expect(pushed.status).toBe(404);
  });

  it('a refused token marks the connection expired, with the notice, until reconnected', async () => {
    crm.revoke(crm.goodToken);
    const refused = await ctx.api.get(at('pipelines'), { token: alice.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      ok: false,
      error: `Your ${crm.label} token has expired: reconnect ${crm.label}`,
    });
    const info = await ctx.api.get(at('crm_info'), { token: alice.token });
    expect(info.payload).toMatchObject({ status: 'expired', connected: false });
    const space = await ctx.api.get('/space/info', { token: alice.token });
    expect(space.payload.notifications.is_expired_hubspot_token).toBe(crm.platform === 'hubspot');
  });

  it('logout forgets the tokens and the workspace has no CRM token any more', async () => {
    const out = await ctx.api.post(at('logout'), { token: alice.token });
    expect(out.payload).toMatchObject({ status: 'disconnected', connected: false, account: null });
    const space = await ctx.api.get('/space/info', { token: alice.token });
    expect(space.payload.crm_tokens).toEqual([]);
  });
});

describe('OAuth sign-in', () => {
  it('GET login gives the authorize URL with a state bound to the browser; the callback keeps the connection', async () => {
    process.env.HUBSPOT_API_URL = hubspot.url;
    process.env.HUBSPOT_CLIENT_ID = 'client-id';
    process.env.HUBSPOT_CLIENT_SECRET = 'client-secret';
    const oauthCtx = await createTestContext();
    delete process.env.HUBSPOT_API_URL;
    delete process.env.HUBSPOT_CLIENT_ID;
    delete process.env.HUBSPOT_CLIENT_SECRET;
    try {
      const member = await oauthCtx.createMember();
      const start = await oauthCtx.api.get('/integrations/crm/hubspot/login', { token: member.token });
      const url = new URL(start.payload.oauth_url ?? 'missing:');
      expect(url.origin).toBe('https://app.hubspot.com');
      const state = url.searchParams.get('state') ?? '';
      // The browser that asked keeps the state's binding cookie (crm-oauth-state.test.ts).
      const cookie = { Cookie: (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
      const forged = await oauthCtx.app.request(
        `/api/integrations/crm/hubspot/oauth_callback?code=${hubspot.oauthCode()}&state=${encodeURIComponent(`${state}x`)}`,
        { headers: cookie },
      );
      expect(forged.status).toBe(302);
      expect(forged.headers.get('location')).toContain('error=');
      const back = await oauthCtx.app.request(
        `/api/integrations/crm/hubspot/oauth_callback?code=${hubspot.oauthCode()}&state=${encodeURIComponent(state)}`,
        { headers: cookie },
      );
      expect(back.headers.get('location')).toBe('/crm/manage/hubspot');
      const info = await oauthCtx.api.get('/integrations/crm/hubspot/crm_info', { token: member.token });
      expect(info.payload).toMatchObject({ connected: true, auth_kind: 'oauth', oauth_available: true });
    } finally {
      await oauthCtx.close();
    }
  });
});
