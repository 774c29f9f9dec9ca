import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverEvents } from '@outreach/core/events';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseModes, type Member, type TestClient, type TestContext } from '../../../../test/helpers';
import { useTestContext } from '../../../../test/use-context';
import { companyResearches } from '../../../db/schema';
import { lockedMessage } from '../../../platform/entitlements';
import type { LlmProvider } from '../../../providers/llm/llm.provider';
import { ssrfMessages } from '../../../ssrf';
import { dailyResearchAttempts, normalHost, researchMessages } from './research.schema';
import { groundedAnswer, researchesSettled } from './research.service';
import { extractPage, type SiteReaderSettings, siteMessages } from './site-reader';

/**
 * Issue 28 "Company research": a company's site, served on loopback under made-up names (the DNS
 * answers come from the table below, no real DNS), read, summarised for the objective by the
 * sandbox model, and kept with its sources; and each way it can fail.
 */
const dnsAnswers = vi.hoisted(() => new Map<string, string[]>());
vi.mock('node:dns', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:dns')>();
  const lookup = (hostname: string, options: unknown, callback: unknown) => {
    const done = (typeof options === 'function' ? options : callback) as (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void;
    const answers = dnsAnswers.get(hostname);
    if (!answers) {
      const missing = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      queueMicrotask(() => done(missing, []));
      return;
    }
    const address = (answers.length > 1 ? answers.shift() : answers[0]) ?? '';
    const entry = { address, family: address.includes(':') ? 6 : 4 };
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all;
    queueMicrotask(() => (all ? done(null, [entry]) : done(null, entry.address, entry.family)));
  };
  return { ...actual, lookup, default: { ...actual, lookup } };
});

const layout = (title: string, body: string, description = '') => `<!doctype html>
<html><head><title>${title}</title>${description ? `<meta name="description" content="${description}">` : ''}</head>
<body>
<header><nav><a href="/">Home</a> <a href="/about">About us</a> <a href="/pricing">Pricing</a>
<a href="/customers">Customers</a> <a href="/blog/2019/old-post">Blog</a> <a href="https://elsewhere.example/about">Partner</a></nav></header>
<div class="cookie-banner" id="cookie-consent"><p>We use cookies to improve your experience on our website. Accept all cookies or manage your preferences.</p><button>Accept</button></div>
<main><article>${body}</article></main>
<footer><p>Copyright 2026 Acme Robotics. All rights reserved. Privacy policy. Terms of service. Follow us on social media.</p></footer>
</body></html>`;

const pages: Record<string, string> = {
  '/': layout(
    'Acme Robotics',
    `<h1>Warehouse robots for mid-sized retailers</h1>
<p>Acme Robotics builds autonomous picking robots for mid-sized retailers and their warehouses.</p>
<p>Our robots work beside your team from the first week, with no change to your shelves or your warehouse software.</p>
<p>Retail operations leaders use Acme Robotics to ship orders faster during the holiday peak.</p>`,
    'Autonomous picking robots for mid-sized retailers.',
  ),
  '/about': layout(
    'About Acme Robotics',
    `<h1>About us</h1>
<p>Acme Robotics was founded in 2014 in Lyon by two warehouse engineers who were tired of slow picking.</p>
<p>Today the company employs 120 people across Lyon and Chicago, and designs every robot in house.</p>`,
  ),
  '/pricing': layout(
    'Pricing',
    `<h1>Pricing</h1>
<p>Plans start at $499 per robot per month, with installation and support included in every plan.</p>
<p>Retailers with more than fifty robots get a dedicated success manager and a quarterly review.</p>`,
  ),
  '/customers': layout(
    'Customers',
    `<h1>Customers</h1>
<p>More than 300 warehouses, including Globex Retail and Initech Stores, run Acme Robotics robots every day.</p>
<p>Picking errors fell by 38% at Globex Retail in the first six months after the robots arrived.</p>`,
  ),
};

/** The end of the huge page, past what a research reads. */
const hugeEnd = 'This sentence sits at the very end of the huge page and is never read.';

function serveSite(request: IncomingMessage, response: ServerResponse) {
  const host = (request.headers.host ?? '').split(':')[0];
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (host === 'slow.test') return; // never answers
  if (host === 'pdf.test') {
    response.writeHead(200, { 'Content-Type': 'application/pdf' });
    return response.end('%PDF-1.7 not a web page');
  }
  if (host === 'huge.test') {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    const paragraph =
      '<p>Huge Industries makes very large industrial fans for factories and warehouses across the world.</p>\n';
    response.write(
      `<html><head><title>Huge Industries</title></head><body><article>${paragraph.repeat(20_000)}`,
    );
    return response.end(`<p>${hugeEnd}</p></article></body></html>`);
  }
  if (path === '/www-redirect') {
    response.writeHead(301, { Location: '/' });
    return response.end();
  }
  const page = pages[path];
  if (!page) {
    response.writeHead(404, { 'Content-Type': 'text/html' });
    return response.end('<html><body>Not found</body></html>');
  }
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(page);
}

describe('the host a person types', () => {
  it.each([
    ['acme.com', 'acme.com'],
    ['  ACME.com ', 'acme.com'],
    ['https://www.acme.com/about?ref=1', 'www.acme.com'],
    ['http://acme.co.uk', 'acme.co.uk'],
    ['acme.com.', 'acme.com'],
  ])('%j is %j', (typed, host) => {
    expect(normalHost(typed)).toBe(host);
  });
  it.each([
    'localhost',
    '127.0.0.1',
    'http://10.0.0.1/',
    'acme.com:8080',
    'ftp://acme.com',
    'not a host',
    'user@acme.com',
    '-acme.com',
    'acme.123',
  ])('%j is refused', (typed) => {
    expect(normalHost(typed)).toBeNull();
  });
});

describe('reading a page', () => {
  it('keeps the main text and leaves the navigation, cookie banner and footer behind', () => {
    const page = extractPage(pages['/'] ?? '', 'http://acme.test/');
    expect(page.text).toContain('Acme Robotics builds autonomous picking robots');
    expect(page.text).not.toMatch(/cookies|All rights reserved|About us/);
    expect(page.description).toBe('Autonomous picking robots for mid-sized retailers.');
    // Same-site pages worth reading; the blog, the home page and other sites are not.
    expect(page.links).toEqual([
      'http://acme.test/about',
      'http://acme.test/pricing',
      'http://acme.test/customers',
    ]);
  });
});

describe('keeping only what the site says', () => {
  const site = [
    extractPage(pages['/'] ?? '', 'http://acme.test/'),
    extractPage(pages['/customers'] ?? '', 'http://acme.test/customers'),
  ];
  it('drops a fact no page grounds and gives each kept fact its page', () => {
    const kept = groundedAnswer(
      {
        summary: 'Acme Robotics builds autonomous picking robots for mid-sized retailers.',
        value_proposition: 'Robots that Acme sells to Umbrella Corp for $99.',
        audience: 'Retail operations leaders',
        products: ['autonomous picking robots'],
        proof_points: ['Picking errors fell by 38% at Globex Retail', 'Trusted by 5,000 warehouses'],
        facts: [
          'Picking errors fell by 38% at Globex Retail in the first six months after the robots arrived.',
          'Acme Robotics has 5,000 customers in Japan.',
          'Acme Robotics builds autonomous picking robots for mid-sized retailers and their warehouses.',
        ],
      },
      site,
    );
    expect(kept.facts).toEqual([
      {
        text: 'Picking errors fell by 38% at Globex Retail in the first six months after the robots arrived.',
        source_url: 'http://acme.test/customers',
      },
      {
        text: 'Acme Robotics builds autonomous picking robots for mid-sized retailers and their warehouses.',
        source_url: 'http://acme.test/',
      },
    ]);
    // An invented customer and amount are refused; the page's own description stands instead.
    expect(kept.details.value_proposition).toBe('Autonomous picking robots for mid-sized retailers.');
    expect(kept.details.proof_points).toEqual(['Picking errors fell by 38% at Globex Retail']);
  });
});

describe.each(databaseModes())('company research on %s', (mode) => {
  let ctx: TestContext;
  let site: Server;
  let port = 0;
  let scale: Member;
  let other: Member;
  let growth: Member;
  let research: TestClient;
  const objective = 'Book demos with retail operations leaders about picking robots';

  const settings = (overrides: Partial<SiteReaderSettings> = {}): Partial<SiteReaderSettings> => ({
    allowPrivate: true,
    homeUrlOf: (host) => `http://${host}:${port}/`,
    ...overrides,
  });

  beforeAll(async () => {
    site = createServer(serveSite);
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  });
  afterEach(() => {
    dnsAnswers.clear();
  });

  useTestContext(mode, async (opened) => {
    ctx = opened;
    research = opened.withApp({
      realtime: opened.realtime,
      companyResearch: settings({ pageTimeoutMs: 300, maxPageBytes: 100_000 }),
    });
    scale = await opened.createMember({ tier: 'scale' });
    other = await opened.createMember({ tier: 'scale' });
    growth = await opened.createMember({ tier: 'growth' });
  });

  const start = (client: TestClient, member: Member, body: Record<string, unknown>) =>
    client.api.unchecked.post('/ai/company_researches', { token: member.token, body });

  async function researched(client: TestClient, member: Member, host: string) {
    // Newest first: each research a second after the one before.
    ctx.clock.advance(1000);
    const started = await start(client, member, { host_name: host, research_objective: objective });
    expect(started.status).toBe(201);
    await researchesSettled();
    const list = await client.api.get('/ai/company_researches', { token: member.token });
    const found = list.payload.company_researches[0];
    if (!found) throw new Error('no research');
    return { started: started.payload, found };
  }

  it('reads the site, summarises it for the objective and keeps each fact with its page', async () => {
    dnsAnswers.set('acme.test', ['127.0.0.1']);
    const { started, found } = await researched(research, scale, 'https://acme.test/pricing');
    expect(started.company_researches[0]).toMatchObject({ host_name: 'acme.test', status: 'pending' });
    expect(started.remaining_attempts).toBe(dailyResearchAttempts - 1);
    expect(found).toMatchObject({ status: 'done', error: null, research_objective: objective });
    expect(found.sources).toEqual([
      `http://acme.test:${port}/`,
      `http://acme.test:${port}/about`,
      `http://acme.test:${port}/pricing`,
      `http://acme.test:${port}/customers`,
    ]);
    // The sandbox puts the sentences closest to the objective first.
    expect(found.summary).toContain('Retail operations leaders use Acme Robotics');
    expect(found.value_proposition).toBe('Autonomous picking robots for mid-sized retailers.');
    expect(found.facts.length).toBeGreaterThan(2);
    for (const fact of found.facts) expect(found.sources).toContain(fact.source_url);
    expect(found.facts).toContainEqual({
      text: 'Retail operations leaders use Acme Robotics to ship orders faster during the holiday peak.',
      source_url: `http://acme.test:${port}/`,
    });
    // Nothing of the cookie banner or the footer reached the summary.
    expect(JSON.stringify(found)).not.toMatch(/cookies|All rights reserved/);
    expect(ctx.realtime.events).toContainEqual({
      spaceId: scale.space.id,
      event: serverEvents.refetchData,
      payload: { company_research_id: found._id, status: 'done' },
    });
  });

  it.each([
    [{}, 'host_name: host_name is required'],
    [{ host_name: '', research_objective: objective }, 'host_name: host_name is required'],
    [{ host_name: '127.0.0.1', research_objective: objective }, `host_name: ${researchMessages.badHost}`],
    [{ host_name: 'localhost', research_objective: objective }, `host_name: ${researchMessages.badHost}`],
    [{ host_name: 'acme.test' }, `research_objective: ${researchMessages.objectiveRequired}`],
    [
      { host_name: 'acme.test', research_objective: 'x'.repeat(501) },
      `research_objective: ${researchMessages.objectiveTooLong}`,
    ],
    [{ host_name: 'acme.test', research_objective: objective, extra: 1 }, 'Unknown field: extra'],
  ])('refuses %j with a 400', async (body, error) => {
    const response = await start(research, scale, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.stringContaining(error) });
  });

  it('refuses a host that does not resolve, before counting an attempt', async () => {
    const before = (await research.api.get('/ai/company_researches', { token: other.token })).payload;
    const response = await start(research, other, {
      host_name: 'nowhere.invalid',
      research_objective: objective,
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: ssrfMessages.unresolvable('nowhere.invalid') });
    const after = (await research.api.get('/ai/company_researches', { token: other.token })).payload;
    expect(after).toEqual(before);
  });

  it('refuses a private address unless the site reader allows it, and on the address connected to', async () => {
    dnsAnswers.set('intranet.test', ['10.0.0.7']);
    const refused = await start(ctx, other, { host_name: 'intranet.test', research_objective: objective });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ ok: false, error: ssrfMessages.privateAddress });
    // Public when started, loopback when connected to (DNS rebinding): the guard refuses the connection.
    const guarded = ctx.withApp({ companyResearch: { homeUrlOf: (host) => `http://${host}:${port}/` } });
    dnsAnswers.set('rebind.test', ['93.184.216.34', '127.0.0.1']);
    const { found } = await researched(guarded, other, 'rebind.test');
    expect(found).toMatchObject({ status: 'failed', error: ssrfMessages.privateAddress, facts: [] });
  });

  it('reads a site named in RESEARCH_SITES at its origin, with no DNS answer for its host', async () => {
    const local = ctx.withApp({
      companyResearch: { allowPrivate: true, siteOrigins: { 'acme.test': `http://127.0.0.1:${port}` } },
    });
    // No answer for acme.test here: without the origin, the start is refused as unresolvable.
    const refused = await start(research, other, { host_name: 'acme.test', research_objective: objective });
    expect(refused.status).toBe(400);
    const { found } = await researched(local, other, 'acme.test');
    expect(found.status).toBe('done');
    expect(found.sources.length).toBeGreaterThan(1);
    // The origin is the connection's, not a way around the guard: private is still refused unless allowed.
    dnsAnswers.set('loopback.test', ['127.0.0.1']);
    const guarded = ctx.withApp({
      companyResearch: { siteOrigins: { 'acme.test': `http://loopback.test:${port}` } },
    });
    const { found: refusedRead } = await researched(guarded, other, 'acme.test');
    expect(refusedRead).toMatchObject({ status: 'failed', error: ssrfMessages.privateAddress });
  });

  it.each([
    ['slow.test', siteMessages.timeout(1)],
    ['pdf.test', siteMessages.notHtml],
  ])('fails a research of %s with a reason', async (host, error) => {
    dnsAnswers.set(host, ['127.0.0.1']);
    const { found } = await researched(research, other, host);
    expect(found).toMatchObject({ status: 'failed', error, summary: null, facts: [] });
  });

  it('reads only the start of a huge page', async () => {
    dnsAnswers.set('huge.test', ['127.0.0.1']);
    const { found } = await researched(research, other, 'huge.test');
    expect(found.status).toBe('done');
    expect(found.summary).toContain('Huge Industries makes very large industrial fans');
    expect(JSON.stringify(found)).not.toContain(hugeEnd);
  });

  it('counts the attempts of the day (UTC) and refuses one more with a 429', async () => {
    const member = await ctx.createMember({ tier: 'scale' });
    const now = ctx.clock.now();
    const yesterday = new Date(now.getTime() - 86_400_000);
    await ctx.database.db.insert(companyResearches).values([
      ...Array.from({ length: dailyResearchAttempts }, () => ({
        spaceId: member.space.id,
        hostName: 'acme.test',
        objective,
        status: 'done' as const,
        createdAt: now,
      })),
      {
        spaceId: member.space.id,
        hostName: 'old.test',
        objective,
        status: 'done' as const,
        createdAt: yesterday,
      },
    ]);
    dnsAnswers.set('acme.test', ['127.0.0.1']);
    const list = await research.api.get('/ai/company_researches', { token: member.token });
    expect(list.payload.remaining_attempts).toBe(0);
    expect(list.payload.company_researches.map((row) => row.host_name).at(-1)).toBe('old.test');
    const refused = await start(research, member, { host_name: 'acme.test', research_objective: objective });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ ok: false, error: researchMessages.noAttemptsLeft });
    ctx.clock.advance(86_400_000);
    const tomorrow = await research.api.get('/ai/company_researches', { token: member.token });
    expect(tomorrow.payload.remaining_attempts).toBe(dailyResearchAttempts);
    ctx.clock.set(now);
  });

  it('shows a research cut short by a restart as failed', async () => {
    const member = await ctx.createMember({ tier: 'scale' });
    await ctx.database.db.insert(companyResearches).values({
      spaceId: member.space.id,
      hostName: 'acme.test',
      objective,
      createdAt: new Date(ctx.clock.now().getTime() - 11 * 60_000),
    });
    const list = await research.api.get('/ai/company_researches', { token: member.token });
    expect(list.payload.company_researches[0]).toMatchObject({
      status: 'failed',
      error: researchMessages.interrupted,
    });
  });

  it('fails, keeping nothing, when the model gives no answer', async () => {
    const failing: LlmProvider = {
      isSandbox: false,
      model: 'down',
      complete: () => Promise.reject(new Error('down')),
      structured: async () => {
        const { LlmError } = await import('../../../providers/llm/llm.provider');
        throw new LlmError('unavailable', 'down');
      },
      stream: () => ({ [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(new Error('down')) }) }),
    };
    const down = ctx.withApp({ llm: failing, companyResearch: settings() });
    dnsAnswers.set('acme.test', ['127.0.0.1']);
    const { found } = await researched(down, other, 'acme.test');
    expect(found).toMatchObject({ status: 'failed', error: researchMessages.modelFailed, facts: [] });
  });

  it('needs the plan feature ai_company_researches', async () => {
    for (const call of [
      research.api.unchecked.get('/ai/company_researches', { token: growth.token }),
      start(research, growth, { host_name: 'acme.test', research_objective: objective }),
    ]) {
      const response = await call;
      expect(response.status).toBe(402);
      expect(response.body).toMatchObject({
        ok: false,
        error: lockedMessage('ai_company_researches', 'scale'),
        code: 'feature_locked',
      });
    }
  });

  it("shows no workspace another workspace's researches", async () => {
    const mine = await research.api.get('/ai/company_researches', { token: scale.token });
    expect(mine.payload.company_researches.length).toBeGreaterThan(0);
    const theirs = await research.api.get('/ai/company_researches', { token: other.token });
    const ids = new Set(mine.payload.company_researches.map((row) => row._id));
    expect(theirs.payload.company_researches.filter((row) => ids.has(row._id))).toEqual([]);
    const asA = await research.request(`/api/ai/company_researches?space=${scale.space.id}`, {
      token: other.token,
    });
    expect(asA.status).toBe(403);
    expect(JSON.stringify(asA.body)).not.toContain('acme.test');
  });
});
