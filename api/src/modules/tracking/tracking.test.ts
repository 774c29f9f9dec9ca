import { eq } from 'drizzle-orm';
import type { ApiBody } from '@outreach/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  databaseModes,
  type Member,
  on,
  type TestClient,
  type TestContext,
} from '../../../test/helpers';
import { campaignProspects, prospects, stepExecutions, trackingLinks, workflows } from '../../db/schema';
import { createOutreachEvents, type OutreachEvent } from '../../platform/outreach-events';
import { silentLogger } from '../../logger';
import { noopEmitter } from '../../platform/announce';
import { addTracking, trackMessageLinks } from './tracking-links';
import { verifyDomain } from './tracking.service';

describe.each(databaseModes())('tracking on %s', (mode) => {
  let ctx: TestContext;
  const events = createOutreachEvents();
  const emitted: OutreachEvent[] = [];
  /** The app whose events reach `emitted`, and the typed client over it. */
  let client: TestClient;
  const publicUrl = 'https://app.reachly.test';

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    client = ctx.withApp({ events, publicUrl });
    events.on((event) => {
      emitted.push(event);
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const engineDeps = () => ({
    db: ctx.database.db,
    clock: ctx.clock,
    logger: silentLogger,
    realtime: noopEmitter,
    events,
    publicUrl,
  });

  /** Each domain of the workspace with whether it is the default for links and for videos. */
  const defaultsOf = async (member: Member) =>
    (await list(member)).map((d) => [
      d.host,
      d.is_default_for_link_tracking,
      d.is_default_for_video_scenario,
    ]);

  const createDomain = async (member: Member, body: ApiBody<'post', '/tracking/custom_domains'>) => {
    const response = await client.api.post('/tracking/custom_domains', { token: member.token, body });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.payload;
  };

  async function list(member: Member) {
    return (await client.api.get('/tracking/custom_domains', { token: member.token })).payload;
  }

  /** A campaign with one prospect and one sent email step execution. */
  async function sentMessage(member: Member, customDomainId: string | null = null) {
    const db = ctx.database.db;
    const spaceId = member.space.id;
    const [workflow] = await db
      .insert(workflows)
      .values({ spaceId, name: 'Tracked', customDomainId })
      .returning();
    const [prospect] = await db.insert(prospects).values({ spaceId, fullName: 'Pat Lee' }).returning();
    if (!workflow || !prospect) throw new Error('setup');
    const [campaignProspect] = await db
      .insert(campaignProspects)
      .values({ spaceId, workflowId: workflow.id, prospectId: prospect.id })
      .returning();
    if (!campaignProspect) throw new Error('setup');
    const [execution] = await db
      .insert(stepExecutions)
      .values({
        spaceId,
        workflowId: workflow.id,
        campaignProspectId: campaignProspect.id,
        stepKey: 'e1',
        idempotencyKey: `${campaignProspect.id}:e1:1`,
        actionKind: 'email',
        status: 'done',
        scheduledAt: ctx.clock.now(),
        finishedAt: ctx.clock.now(),
      })
      .returning();
    if (!execution) throw new Error('setup');
    return { workflow, prospect, execution, spaceId };
  }

  type SentMessage = Awaited<ReturnType<typeof sentMessage>>;

  /** The ids the link trackers take for `message`. */
  const idsOf = (message: SentMessage) => ({
    spaceId: message.spaceId,
    workflowId: message.workflow.id,
    prospectId: message.prospect.id,
    executionId: message.execution.id,
  });

  /** What addTracking gets for `message` with `html`: both trackers on and no domain unless said. */
  const trackingOf = (
    message: SentMessage,
    html: string,
    options: { linkTracking?: boolean; openTracking?: boolean; customDomainId?: string | null } = {},
  ) => ({
    ...idsOf(message),
    html,
    linkTracking: options.linkTracking ?? true,
    openTracking: options.openTracking ?? true,
    customDomainId: options.customDomainId ?? null,
  });

  describe('tracking domains', () => {
    it('creates, lists, edits and deletes a domain; value is the CNAME target track.<our host>', async () => {
      const member = await ctx.createMember();
      const created = await createDomain(member, { host: 'https://Links.Acme.com/' });
      expect(created).toMatchObject({
        type: 'cname',
        host: 'links.acme.com',
        value: 'track.app.reachly.test',
        is_default_for_link_tracking: false,
        is_default_for_video_scenario: false,
        video_usage_counter: 0,
        workflow_usage_counter: 0,
        status: 'unverified',
      });
      expect(await list(member)).toEqual([created]);
      const patched = await client.api.patch('/tracking/custom_domains/{id}', {
        ...on(member, created._id),
        body: { host: 'go.acme.com' },
      });
      expect(patched.payload.host).toBe('go.acme.com');
      const removed = await client.api.delete('/tracking/custom_domains/{id}', on(member, created._id));
      expect(removed.status).toBe(200);
      expect(await list(member)).toEqual([]);
    });

    it.each(['acme', 'acme.c', 'acme.com/path', 'acme.com:8080', 'under_score.com', ' acme.com', ''])(
      'This field should be a valid URL: refuses %j',
      async (host) => {
        const member = await ctx.createMember();
        const response = await client.api.post('/tracking/custom_domains', {
          token: member.token,
          body: { host },
        });
        expect(response.status).toBe(400);
        expect(response.body.ok).toBe(false);
        expect(await list(member)).toEqual([]);
      },
    );

    it('bad bodies are a 400 that names the field, whatever the route', async () => {
      const member = await ctx.createMember();
      const domain = await createDomain(member, { host: 'fields.acme.com' });
      const base = `/api/tracking/custom_domains/${domain._id}`;
      for (const [method, path, body, error] of [
        ['POST', '/api/tracking/custom_domains', {}, 'host: Fill this field'],
        ['POST', '/api/tracking/custom_domains', { host: 'acme' }, 'host: This field should be a valid URL'],
        [
          'PATCH',
          base,
          { is_default_for_link_tracking: 'yes' },
          'is_default_for_link_tracking: is_default_for_link_tracking must be true or false',
        ],
        [
          'POST',
          `${base}/set_for_all`,
          { target_type: 'everything' },
          'target_type: target_type must be link_tracking or video_scenario',
        ],
        ['POST', `${base}/set_for_all`, { target_type: 'link_tracking', extra: 1 }, 'Unknown field: extra'],
      ] as const) {
        const response = await client.request(path, { method, body, token: member.token });
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.body).toEqual({ ok: false, error });
      }
      expect(await list(member)).toEqual([domain]);
    });

    it('a host is unique per workspace, not across workspaces', async () => {
      const member = await ctx.createMember();
      await createDomain(member, { host: 't.acme.com' });
      const again = await client.api.post('/tracking/custom_domains', {
        token: member.token,
        body: { host: 'T.acme.com' },
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ ok: false, error: 'This domain is already added' });
      const other = await ctx.createMember();
      await createDomain(other, { host: 't.acme.com' });
    });

    it('the same holds separately for the two tracking-domain defaults', async () => {
      const member = await ctx.createMember();
      const first = await createDomain(member, {
        host: 'one.acme.com',
        is_default_for_link_tracking: true,
        is_default_for_video_scenario: true,
      });
      const second = await createDomain(member, { host: 'two.acme.com', is_default_for_link_tracking: true });
      expect(await defaultsOf(member)).toEqual([
        ['one.acme.com', false, true],
        ['two.acme.com', true, false],
      ]);
      await client.api.patch('/tracking/custom_domains/{id}', {
        ...on(member, second._id),
        body: { is_default_for_video_scenario: true },
      });
      expect(await defaultsOf(member)).toEqual([
        ['one.acme.com', false, false],
        ['two.acme.com', true, true],
      ]);
      await client.api.post('/tracking/custom_domains/{id}/set_for_all', {
        ...on(member, first._id),
        body: { target_type: 'video_scenario' },
      });
      expect(await defaultsOf(member)).toEqual([
        ['one.acme.com', false, true],
        ['two.acme.com', true, false],
      ]);
      // Another workspace's defaults are untouched.
      const other = await ctx.createMember();
      const theirs = await createDomain(other, { host: 'x.other.com', is_default_for_link_tracking: true });
      expect((await list(other))[0]?.is_default_for_link_tracking).toBe(true);
      expect((await list(member)).find((d) => d._id === theirs._id)).toBeUndefined();
    });

    it('set_for_all link_tracking points every campaign at the domain; deleting it unsets them', async () => {
      const member = await ctx.createMember();
      const db = ctx.database.db;
      const domain = await createDomain(member, { host: 'l.acme.com' });
      await db.insert(workflows).values([
        { spaceId: member.space.id, name: 'A' },
        { spaceId: member.space.id, name: 'B', status: 'paused' },
        { spaceId: member.space.id, name: 'Gone', status: 'deleted' },
      ]);
      const other = await ctx.createMember();
      const [foreign] = await db
        .insert(workflows)
        .values({ spaceId: other.space.id, name: 'Theirs' })
        .returning();

      const bad = await client.api.unchecked.post('/tracking/custom_domains/{id}/set_for_all', {
        ...on(member, domain._id),
        body: { target_type: 'everything' },
      });
      expect(bad.status).toBe(400);
      const result = await client.api.post('/tracking/custom_domains/{id}/set_for_all', {
        ...on(member, domain._id),
        body: { target_type: 'link_tracking' },
      });
      expect(result.payload).toMatchObject({ is_default_for_link_tracking: true, workflow_usage_counter: 2 });
      const ours = await db.select().from(workflows).where(eq(workflows.spaceId, member.space.id));
      expect(
        ours.filter((row) => row.status !== 'deleted').every((row) => row.customDomainId === domain._id),
      ).toBe(true);
      const [theirs] = await db
        .select()
        .from(workflows)
        .where(eq(workflows.id, foreign?.id ?? ''));
      expect(theirs?.customDomainId).toBeNull();

      const removed = await client.api.delete('/tracking/custom_domains/{id}', on(member, domain._id));
      expect(removed.payload.unset_workflows).toBeGreaterThanOrEqual(2);
      const after = await db.select().from(workflows).where(eq(workflows.spaceId, member.space.id));
      expect(after.every((row) => row.customDomainId === null)).toBe(true);
    });

    it('another workspace gets 404 on every domain route', async () => {
      const owner = await ctx.createMember();
      const domain = await createDomain(owner, { host: 'mine.acme.com' });
      const stranger = await ctx.createMember();
      expect(await list(stranger)).toEqual([]);
      for (const [method, path, body] of [
        ['PATCH', `/api/tracking/custom_domains/${domain._id}`, { host: 'stolen.acme.com' }],
        ['DELETE', `/api/tracking/custom_domains/${domain._id}`, undefined],
        ['POST', `/api/tracking/custom_domains/${domain._id}/set_for_all`, { target_type: 'link_tracking' }],
        ['POST', `/api/tracking/custom_domains/${domain._id}/verify`, undefined],
      ] as const) {
        const response = await client.request(path, { method, body, token: stranger.token });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.body).toEqual({ ok: false, error: 'Tracking domain not found' });
      }
      expect(await list(owner)).toEqual([domain]);
    });

    it('verify reports whether the CNAME points to the target', async () => {
      const member = await ctx.createMember();
      const domain = await createDomain(member, { host: 'v.acme.com' });
      const scope = {
        db: ctx.database.db,
        spaceId: member.space.id,
        clock: ctx.clock,
        realtime: noopEmitter,
      };
      const good = await verifyDomain(scope, domain._id, async () => ['track.app.reachly.test.']);
      expect(good).toMatchObject({
        status: 'verified',
        message: 'v.acme.com points to track.app.reachly.test',
      });
      const wrong = await verifyDomain(scope, domain._id, async () => ['elsewhere.example.com']);
      expect(wrong.status).toBe('failed');
      const missing = await verifyDomain(scope, domain._id, async () => {
        throw Object.assign(new Error('no data'), { code: 'ENODATA' });
      });
      expect(missing).toMatchObject({
        status: 'failed',
        message: 'No CNAME record found for v.acme.com; create one pointing to track.app.reachly.test',
      });
    });
  });

  describe('link and open tracking', () => {
    const html = [
      '<html><body><p>Hi <a href="https://example.com/pricing?plan=pro&amp;seats=5">pricing</a>,',
      ' <a href="mailto:me@example.com">mail me</a>, <a href="#top">top</a>,',
      ` <a href='http://blog.example.com/post'>blog</a>, again <a href="https://example.com/pricing?plan=pro&#x26;seats=5">here</a>.</p>`,
      `<a href="${publicUrl}/u/unsubscribe-token">Unsubscribe</a></body></html>`,
    ].join('');

    it('rewrites http(s) links (not mailto:, not the unsubscribe link) and appends the open pixel', async () => {
      const member = await ctx.createMember();
      const message = await sentMessage(member);
      const out = await addTracking(engineDeps(), trackingOf(message, html));
      const hrefs = [...out.matchAll(/href=["']([^"']+)["']/g)].map((match) => match[1]);
      expect(hrefs[0]).toMatch(/^https:\/\/app\.reachly\.test\/t\/c\/[A-Za-z0-9_-]{16}$/);
      expect(hrefs[1]).toBe('mailto:me@example.com');
      expect(hrefs[2]).toBe('#top');
      expect(hrefs[3]).toMatch(/\/t\/c\//);
      expect(hrefs[4]).toBe(hrefs[0]); // the same URL (&amp; and &#x26; are one '&') shares its token
      expect(hrefs[5]).toBe(`${publicUrl}/u/unsubscribe-token`);
      expect(out).toMatch(
        /<img src="https:\/\/app\.reachly\.test\/t\/o\/[A-Za-z0-9_-]{16}\.gif"[^>]*><\/body>/,
      );
      const rows = await ctx.database.db
        .select()
        .from(trackingLinks)
        .where(eq(trackingLinks.executionId, message.execution.id));
      expect(rows.map((row) => [row.kind, row.url]).sort()).toEqual([
        ['click', 'http://blog.example.com/post'],
        ['click', 'https://example.com/pricing?plan=pro&seats=5'],
        ['open', null],
      ]);
      const untouched = await addTracking(
        engineDeps(),
        trackingOf(message, html, { linkTracking: false, openTracking: false }),
      );
      expect(untouched).toBe(html);
    });

    it("links go through the campaign's tracking domain, else the workspace default", async () => {
      const member = await ctx.createMember();
      const chosen = await createDomain(member, { host: 'go.acme.com' });
      await createDomain(member, { host: 'default.acme.com', is_default_for_link_tracking: true });
      const byCampaign = await sentMessage(member, chosen._id);
      const input = (message: SentMessage, customDomainId: string | null) =>
        trackingOf(message, '<a href="https://example.com">x</a>', { openTracking: false, customDomainId });
      expect(await addTracking(engineDeps(), input(byCampaign, chosen._id))).toMatch(
        /href="https:\/\/go\.acme\.com\/t\/c\//,
      );
      const byDefault = await sentMessage(member);
      expect(await addTracking(engineDeps(), input(byDefault, null))).toMatch(
        /href="https:\/\/default\.acme\.com\/t\/c\//,
      );
      // A domain id of another workspace is not used.
      const stranger = await ctx.createMember();
      const strangers = await sentMessage(stranger);
      expect(await addTracking(engineDeps(), input(strangers, chosen._id))).toMatch(
        /href="https:\/\/app\.reachly\.test\/t\/c\//,
      );
    });

    it('a click records, emits clicked_email_link and redirects to the stored URL only', async () => {
      const member = await ctx.createMember();
      const message = await sentMessage(member);
      const { workflow, prospect, execution, spaceId } = message;
      const out = await addTracking(
        engineDeps(),
        trackingOf(message, '<a href="https://example.com/pricing?plan=pro&amp;seats=5">x</a>', {
          openTracking: false,
        }),
      );
      const token = /\/t\/c\/([A-Za-z0-9_-]+)/.exec(out)?.[1];
      emitted.length = 0;
      // A `url` in the request is ignored: no open redirect.
      const response = await client.app.request(`/t/c/${token}?url=https://evil.example.com`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('https://example.com/pricing?plan=pro&seats=5');
      expect(emitted).toHaveLength(1);
      expect(emitted[0]).toMatchObject({
        name: 'clicked_email_link',
        spaceId,
        prospectId: prospect.id,
        workflowId: workflow.id,
        data: { url: 'https://example.com/pricing?plan=pro&seats=5', clicks: 1 },
      });
      const [row] = await ctx.database.db
        .select()
        .from(stepExecutions)
        .where(eq(stepExecutions.id, execution.id));
      expect(row?.detail.clicked_at).toBe(ctx.clock.now().toISOString());
      await client.app.request(`/t/c/${token}`);
      const [link] = await ctx.database.db
        .select()
        .from(trackingLinks)
        .where(eq(trackingLinks.token, token ?? ''));
      expect(link?.hits).toBe(2);
    });

    it('an unknown token is a 404, and a URL in place of a token is no redirect', async () => {
      emitted.length = 0;
      for (const path of ['/t/c/AAAAAAAAAAAAAAAA', '/t/c/https%3A%2F%2Fevil.example.com', '/t/c/x']) {
        const response = await client.app.request(path);
        expect(response.status, path).toBe(404);
        expect(response.headers.get('location')).toBeNull();
      }
      expect(emitted).toEqual([]);
    });

    it('the open pixel records an open once per message per hour, ignores prefetchers, always answers a GIF', async () => {
      const member = await ctx.createMember();
      const message = await sentMessage(member);
      const out = await addTracking(engineDeps(), trackingOf(message, '<p>Hello</p>'));
      const token = /\/t\/o\/([A-Za-z0-9_-]+)\.gif/.exec(out)?.[1] ?? '';
      const hits = async () =>
        (await ctx.database.db.select().from(trackingLinks).where(eq(trackingLinks.token, token)))[0]?.hits;

      const prefetch = await client.app.request(`/t/o/${token}.gif`, {
        headers: { 'Sec-Purpose': 'prefetch' },
      });
      expect(prefetch.status).toBe(200);
      expect(await hits()).toBe(0);

      const opened = await client.app.request(`/t/o/${token}.gif`);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('image/gif');
      expect(
        Buffer.from(await opened.arrayBuffer())
          .subarray(0, 6)
          .toString(),
      ).toBe('GIF89a');
      expect(await hits()).toBe(1);
      const [row] = await ctx.database.db
        .select()
        .from(stepExecutions)
        .where(eq(stepExecutions.id, message.execution.id));
      expect(row?.detail.opened_at).toBe(ctx.clock.now().toISOString());

      ctx.clock.advance(30 * 60_000);
      await client.app.request(`/t/o/${token}.gif`);
      expect(await hits()).toBe(1);
      ctx.clock.advance(31 * 60_000);
      await client.app.request(`/t/o/${token}.gif`);
      expect(await hits()).toBe(2);
      // The first open stays the one the stats count.
      const [again] = await ctx.database.db
        .select()
        .from(stepExecutions)
        .where(eq(stepExecutions.id, message.execution.id));
      expect(again?.detail.opened_at).toBe(row?.detail.opened_at);

      const unknown = await client.app.request('/t/o/AAAAAAAAAAAAAAAA.gif');
      expect(unknown.status).toBe(200);
      expect(unknown.headers.get('content-type')).toBe('image/gif');
    });

    it('links in social messages are tracked as clicked_message_link', async () => {
      const member = await ctx.createMember();
      const text = await trackMessageLinks(engineDeps(), {
        ...idsOf(await sentMessage(member)),
        customDomainId: null,
        text: 'See https://example.com/deck. Thanks!',
      });
      expect(text).toMatch(/^See https:\/\/app\.reachly\.test\/t\/c\/[A-Za-z0-9_-]{16}\. Thanks!$/);
      const token = /\/t\/c\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
      emitted.length = 0;
      const response = await client.app.request(`/t/c/${token}`);
      expect(response.headers.get('location')).toBe('https://example.com/deck');
      expect(emitted[0]?.name).toBe('clicked_message_link');
    });
  });
});
