import type { ApiBody, ApiQuery } from '@outreach/core/contract';
import { billingMessages } from '@outreach/core/billing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { campaignProspects, creditLedger, finderEnrichments, prospects, workflows } from '../../db/schema';
import { grantCredits } from '../credits/credits.service';
import { generateFinderPeople } from './finder-dataset';

describe.each(databaseModes())('prospect finder on %s', (mode) => {
  let ctx: TestContext;
  let member: Member;
  const people = generateFinderPeople();

  useTestContext(mode, async (opened) => {
    ctx = opened;
    member = await ctx.createMember();
  });

  /** A page of people: a search without count_only (which answers only the count). */
  const search = async (query: ApiQuery<'get', '/v2/looch/profiles'>, who: Member = member) => {
    const response = await ctx.api.get('/v2/looch/profiles', { query, token: who.token });
    const page = response.payload;
    if (!('items' in page)) throw new Error('expected a page, got only the count');
    return { status: response.status, payload: page };
  };
  /** A query the route refuses: sent as is. */
  const refusedSearch = (query: Record<string, unknown>) =>
    ctx.api.unchecked.get('/v2/looch/profiles', { query, token: member.token });
  const filters = (value: unknown) => ({ filters: JSON.stringify(value) });

  async function campaign(who: Member, values: Partial<typeof workflows.$inferInsert> = {}) {
    const [row] = await ctx.database.db
      .insert(workflows)
      .values({ spaceId: who.space.id, name: 'Finder campaign', status: 'active', ...values })
      .returning();
    if (!row) throw new Error('campaign');
    return row;
  }

  it('the data set is deterministic: about 5,000 people with the §3 attributes', () => {
    expect(people).toHaveLength(5000);
    expect(generateFinderPeople(3)).toEqual(people.slice(0, 3));
    expect(new Set(people.map((person) => person.id)).size).toBe(5000);
    expect(people.some((person) => person.isSocialOnly)).toBe(true);
  });

  it('lists people by page and counts them (count_only)', async () => {
    const first = await search({ page: 1, page_size: 10 });
    expect(first.status).toBe(200);
    expect(first.payload.count).toBe(5000);
    expect(first.payload.items.map((item) => item.id)).toEqual(
      people.slice(0, 10).map((person) => person.id),
    );
    const second = await search({ page: 2, page_size: 10 });
    expect(second.payload.items[0]?.id).toBe(people[10]?.id);
    expect(
      (await ctx.api.get('/v2/looch/profiles', { query: { count_only: 'true' }, token: member.token }))
        .payload,
    ).toEqual({
      count: 5000,
    });
  });

  it('applies the §3 filters: homeowner, net worth, income, children, married, age, gender, contact info, enriched, fresh, social only', async () => {
    const chosen = {
      homeowner: true,
      net_worth: ['1m_5m'],
      income_range: ['150k_250k', 'over_250k'],
      children: false,
      married: true,
      age_range: { min: 30, max: 50 },
      gender: ['female'],
      contact_info: ['work_email'],
    };
    const expected = people.filter(
      (p) =>
        p.homeowner &&
        p.netWorth === '1m_5m' &&
        ['150k_250k', 'over_250k'].includes(p.incomeRange) &&
        !p.children &&
        p.married &&
        p.age >= 30 &&
        p.age <= 50 &&
        p.gender === 'female' &&
        p.workEmail !== null,
    );
    const response = await search({ page_size: 100, ...filters(chosen) });
    expect(response.payload.count).toBe(expected.length);
    expect(response.payload.items.map((item) => item.id)).toEqual(expected.slice(0, 100).map((p) => p.id));

    const flags = await ctx.api.get('/v2/looch/profiles', {
      query: { ...filters({ enriched_only: true, fresh_only: true }), count_only: '1' },
      token: member.token,
    });
    expect(flags.payload.count).toBe(people.filter((p) => p.isEnriched && p.isFresh).length);
    const social = await search({ ...filters({ social_network_only: true }), page_size: 5 });
    expect(social.payload.count).toBe(people.filter((p) => p.isSocialOnly).length);
    expect(social.payload.items.every((item) => !item.email && !item.work_email && !item.phone)).toBe(true);
  });

  it('the query matches whole words, never a piece of a word: "CTO" finds CTOs, not "HR Director"', async () => {
    const wordsOf = (text: string) => text.toLowerCase().split(/[^a-z0-9_]+/);
    const having = (word: string) =>
      people.filter((p) =>
        [p.fullName, p.companyName, p.position].some((text) => wordsOf(text).includes(word)),
      );
    const ctos = await search({ ...filters({ query: 'cto' }), page_size: 100 });
    expect(ctos.payload.count).toBe(having('cto').length);
    expect(ctos.payload.count).toBeGreaterThan(0);
    expect(new Set(ctos.payload.items.map((item) => item.position))).toEqual(new Set(['CTO']));
    // Every word counts, in any of the three fields.
    const hrDirectors = await search({ ...filters({ query: 'HR director' }), page_size: 100 });
    expect(hrDirectors.payload.count).toBe(people.filter((p) => p.position === 'HR Director').length);
    // A piece of a word and a regular-expression character find nothing.
    for (const query of ['irector', 'Direc', '.*', 'C(T)O']) {
      const none = await search({ ...filters({ query }), page_size: 5 });
      expect({ query, count: none.payload.count }).toEqual({ query, count: 0 });
    }
  });

  it('filter suggestions match the start of a word: "CTO" does not suggest "HR Director", "Dir" does', async () => {
    const suggest = async (filter: string, query: string) =>
      (
        await ctx.api.get('/looch/filters/{filter}', {
          path: { filter },
          query: { query, limit: 50 },
          token: member.token,
        })
      ).payload.map((row) => row.string_value);
    expect(await suggest('position', 'cto')).toEqual(['CTO']);
    expect(await suggest('position', 'Dir')).toEqual(['HR Director']);
    expect(await suggest('position', 'ager')).toEqual([]);
    expect(await suggest('net_worth', '500')).toEqual(['$100K - $500K', '$500K - $1M']);
    expect(await suggest('net_worth', '00K')).toEqual([]);
  });

  it('bad filters are a 400, not a 500', async () => {
    expect((await refusedSearch({ filters: '{nope' })).body).toEqual({
      ok: false,
      error: 'filters: filters must be a JSON object',
    });
    expect((await refusedSearch(filters({ gender: ['robot'] }))).status).toBe(400);
    expect((await refusedSearch(filters({ unknown: 1 }))).status).toBe(400);
    expect((await refusedSearch({ page_size: 1000 })).body).toEqual({
      ok: false,
      error: 'page_size: page_size can not be more than 100',
    });
    expect((await refusedSearch({ page: 0 })).body).toEqual({
      ok: false,
      error: 'page: page must be at least 1',
    });
    expect((await refusedSearch({ sort: 'age' })).body).toEqual({
      ok: false,
      error: 'sort: sort must be one of name, company, position, location',
    });
    expect((await refusedSearch({ count_only: 'maybe' })).body).toEqual({
      ok: false,
      error: 'count_only: count_only must be true or false',
    });
    const tooMany = await ctx.request('/api/looch/filters/industry?limit=51', { token: member.token });
    expect(tooMany.body).toEqual({ ok: false, error: 'limit: limit can not be more than 50' });
    const enrichTooMany = await ctx.request('/api/v2/looch/profiles/enrich?limit=1001', {
      token: member.token,
      method: 'POST',
    });
    expect(enrichTooMany.body).toEqual({ ok: false, error: 'limit: limit can not be more than 1000' });
  });

  it('GET /looch/filters/{filter}: string_value and saved_value pairs, limit 5 by default, offset, exclusions, fresh only', async () => {
    const industries = await ctx.api.get('/looch/filters/{filter}', {
      path: { filter: 'industry' },
      token: member.token,
    });
    expect(industries.payload).toHaveLength(5);
    expect(industries.payload[0]).toEqual({
      string_value: 'Computer Software',
      saved_value: 'Computer Software',
    });
    const matching = await ctx.api.get('/looch/filters/{filter}', {
      path: { filter: 'location' },
      query: { query: 'united', additional_query: 'new', limit: 10 },
      token: member.token,
    });
    expect(matching.payload.map((row) => row.string_value)).toEqual(['New York, United States']);
    const excluded = await ctx.api.get('/looch/filters/{filter}', {
      path: { filter: 'industry' },
      query: { excluded_values: 'Computer Software,Consulting', offset: 1, limit: 2 },
      token: member.token,
    });
    expect(excluded.payload.map((row) => row.string_value)).toEqual(['Financial Services', 'Health Care']);
    const buckets = await ctx.api.get('/looch/filters/{filter}', {
      path: { filter: 'net_worth' },
      query: { limit: 2, fresh_only: 'true' },
      token: member.token,
    });
    expect(buckets.payload).toEqual([
      { string_value: 'Under $100K', saved_value: 'under_100k' },
      { string_value: '$100K - $500K', saved_value: '100k_500k' },
    ]);
    expect((await ctx.request('/api/looch/filters/shoe_size', { token: member.token })).status).toBe(404);
  });

  it('add_to_workflow copies the chosen people into prospects and the campaign (pending), deduplicated', async () => {
    const who = await ctx.createMember();
    const target = await campaign(who);
    const ids = people.slice(0, 3).map((person) => person.id);
    const add = (
      query: ApiQuery<'post', '/v2/looch/profiles/add_to_workflow'>,
      body: ApiBody<'post', '/v2/looch/profiles/add_to_workflow'>,
    ) => ctx.api.post('/v2/looch/profiles/add_to_workflow', { query, token: who.token, body });

    const first = await add({ ids: ids.join(',') }, { workflow_id: target.id, is_existing_people: false });
    expect(first.payload).toEqual({
      added: 3,
      already_in_campaign: 0,
      skipped_existing: 0,
      prospects_created: 3,
    });
    const rows = await ctx.database.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, target.id));
    expect(rows.map((row) => row.state)).toEqual(['pending', 'pending', 'pending']);
    const created = await ctx.database.db.select().from(prospects).where(eq(prospects.spaceId, who.space.id));
    expect(created.map((row) => row.source)).toEqual(['finder', 'finder', 'finder']);

    // The same people again: no duplicate prospects; existing ones are left out unless is_existing_people.
    const again = await add({ ids: ids.join(',') }, { workflow_id: target.id, is_existing_people: false });
    expect(again.payload).toEqual({
      added: 0,
      already_in_campaign: 0,
      skipped_existing: 3,
      prospects_created: 0,
    });
    const other = await campaign(who, { name: 'Second' });
    const existing = await add(
      { linkedin_urls: people[0]?.profileUrl ?? '' },
      {
        workflow_id: other.id,
        is_existing_people: true,
      },
    );
    expect(existing.payload).toEqual({
      added: 1,
      already_in_campaign: 0,
      skipped_existing: 0,
      prospects_created: 0,
    });

    // By filters, up to `limit`.
    const byFilter = await add(
      { limit: 4, ...filters({ fresh_only: true }) },
      {
        workflow_id: other.id,
        is_existing_people: true,
      },
    );
    expect(byFilter.payload.added + byFilter.payload.already_in_campaign).toBe(4);
  });

  it('You can not add profiles to email only campaign: people without an email are refused, nothing is written', async () => {
    const who = await ctx.createMember();
    const emailOnly = await campaign(who, { isEmailOnly: true });
    const socialOnly = people.find((person) => person.isSocialOnly);
    const withEmail = people.find((person) => person.workEmail);
    if (!socialOnly || !withEmail) throw new Error('data set');
    const refused = await ctx.request(
      `/api/v2/looch/profiles/add_to_workflow?ids=${withEmail.id},${socialOnly.id}`,
      {
        token: who.token,
        method: 'POST',
        body: { workflow_id: emailOnly.id },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ ok: false, error: 'You can not add profiles to email only campaign' });
    expect(await ctx.database.db.select().from(prospects).where(eq(prospects.spaceId, who.space.id))).toEqual(
      [],
    );
    const accepted = await ctx.api.post('/v2/looch/profiles/add_to_workflow', {
      query: { ids: withEmail.id },
      token: who.token,
      body: { workflow_id: emailOnly.id },
    });
    expect(accepted.payload.added).toBe(1);
  });

  it("another workspace's campaign can not be filled; a missing workflow_id is a 400", async () => {
    const owner = await ctx.createMember();
    const theirs = await campaign(owner);
    const stranger = await ctx.createMember();
    const response = await ctx.request(`/api/v2/looch/profiles/add_to_workflow?ids=${people[0]?.id}`, {
      token: stranger.token,
      method: 'POST',
      body: { workflow_id: theirs.id },
    });
    expect(response.status).toBe(404);
    expect(
      await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.workflowId, theirs.id)),
    ).toEqual([]);
    const missing = await ctx.request('/api/v2/looch/profiles/add_to_workflow', {
      token: stranger.token,
      method: 'POST',
      body: {},
    });
    expect(missing.body).toEqual({ ok: false, error: 'workflow_id: Fill this field' });
    const unknownField = await ctx.request('/api/v2/looch/profiles/add_to_workflow', {
      token: stranger.token,
      method: 'POST',
      body: { workflow_id: theirs.id, campaign: 'x' },
    });
    expect(unknownField.body).toEqual({ ok: false, error: 'Unknown field: campaign' });
    const notAnObject = await ctx.request('/api/v2/looch/profiles/add_to_workflow', {
      token: stranger.token,
      method: 'POST',
      body: [theirs.id],
    });
    expect(notAnObject.body).toEqual({ ok: false, error: 'Body must be a JSON object' });
    expect((await ctx.request('/api/v2/looch/profiles', {})).status).toBe(401);
  });

  it('enrich reveals the verified email, 1 credit each, once per workspace; no email found costs nothing', async () => {
    const who = await ctx.createMember();
    const found = people.find((person) => person.enrichedEmail);
    const none = people.find((person) => !person.enrichedEmail);
    if (!found || !none) throw new Error('data set');
    const target = await campaign(who);
    await ctx.request(`/api/v2/looch/profiles/add_to_workflow?ids=${found.id}`, {
      token: who.token,
      method: 'POST',
      body: { workflow_id: target.id },
    });
    const enrich = () =>
      ctx.api.post('/v2/looch/profiles/enrich', {
        query: { ids: `${found.id},${none.id}` },
        token: who.token,
      });
    // No credits: 402, and nothing is enriched (the debit is in the enrichment's transaction); a new
    // workspace (no subscription yet) can buy credits itself, so the message is not "contact Sales".
    const broke = await enrich();
    expect(broke.status).toBe(402);
    expect(broke.body).toEqual({ ok: false, error: billingMessages.notEnoughCredits });
    expect(
      await ctx.database.db
        .select()
        .from(finderEnrichments)
        .where(eq(finderEnrichments.spaceId, who.space.id)),
    ).toEqual([]);
    await grantCredits(ctx.database.db, {
      spaceId: who.space.id,
      amount: 5,
      kind: 'manual',
      idempotencyKey: 'finder-test',
    });
    const first = await enrich();
    expect(first.payload.credits_used).toBe(1);
    expect(first.payload.items).toEqual(
      expect.arrayContaining([
        { id: found.id, enriched_email: found.enrichedEmail, enrichment: 'enriched' },
        { id: none.id, enriched_email: null, enrichment: 'enriched_no_contacts' },
      ]),
    );
    expect((await enrich()).payload.credits_used).toBe(0);
    // One ledger row (enrich, by the member), the balance down by one, update_credits sent.
    const usage = await ctx.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, who.space.id), eq(creditLedger.kind, 'usage')));
    expect(
      usage.map((row) => [row.delta, row.balanceAfter, row.category, row.userId, row.idempotencyKey]),
    ).toEqual([[-1, 4, 'enrich', who.user.id, `enrich:${found.id}`]]);
    expect(ctx.realtime.events).toContainEqual({
      spaceId: who.space.id,
      event: 'update_credits',
      payload: { balance: 4 },
    });
    const ledger = await ctx.database.db
      .select()
      .from(finderEnrichments)
      .where(eq(finderEnrichments.spaceId, who.space.id));
    expect(ledger.map((row) => row.credits)).toEqual([1]);
    const [prospect] = await ctx.database.db
      .select()
      .from(prospects)
      .where(eq(prospects.spaceId, who.space.id));
    expect(prospect).toMatchObject({ enrichedEmail: found.enrichedEmail, enrichment: 'enriched' });
    const listed = await search({ ...filters({ query: found.fullName }), page_size: 100 }, who);
    expect(listed.payload.items.find((item) => item.id === found.id)?.enriched_email).toBe(
      found.enrichedEmail,
    );
    const elsewhere = await search({ ...filters({ query: found.fullName }), page_size: 100 });
    expect(elsewhere.payload.items.find((item) => item.id === found.id)?.enriched_email).toBeNull();
  });

  it('push_to_ghl is not configured: a clear 400', async () => {
    const response = await ctx.request('/api/v2/looch/profiles/push_to_ghl', {
      token: member.token,
      method: 'POST',
      body: {},
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: 'GoHighLevel is not configured for this workspace' });
  });
});
