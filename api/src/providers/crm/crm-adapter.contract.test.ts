import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HubspotStandIn, startHubspotStandIn } from '../../../test/stand-ins/hubspot';
import { type PipedriveStandIn, startPipedriveStandIn } from '../../../test/stand-ins/pipedrive';
import { type CrmAdapter, type CrmAuth, CrmUnauthorized, type RefreshedTokens } from './crm-adapter';
import { createHubspotAdapter } from './hubspot.adapter';
import { createPipedriveAdapter } from './pipedrive.adapter';

interface Platform {
  name: 'hubspot' | 'pipedrive';
  goodToken: string;
  start(): Promise<HubspotStandIn | PipedriveStandIn>;
  adapter(url: string, auth: CrmAuth): CrmAdapter;
  tokenUrl(url: string): string;
  contactCount(standIn: HubspotStandIn | PipedriveStandIn): number;
}

const platforms: Platform[] = [
  {
    name: 'hubspot',
    goodToken: 'pat-good-token',
    start: () => startHubspotStandIn(),
    adapter: (url, auth) => createHubspotAdapter({ baseUrl: url, auth }),
    tokenUrl: (url) => `${url}/oauth/v1/token`,
    contactCount: (standIn) => (standIn as HubspotStandIn).contacts.size,
  },
  {
    name: 'pipedrive',
    goodToken: 'pd-good-token',
    start: () => startPipedriveStandIn(),
    adapter: (url, auth) => createPipedriveAdapter({ baseUrl: `${url}/v1`, auth }),
    tokenUrl: (url) => `${url}/oauth/token`,
    contactCount: (standIn) => (standIn as PipedriveStandIn).persons.size,
  },
];

// One suite, the same assertions for both services: what the CRM sync relies on.
describe.each(platforms)('CRM adapter contract: $name', (platform) => {
  let standIn: HubspotStandIn | PipedriveStandIn;
  let crm: CrmAdapter;

  beforeAll(async () => {
    standIn = await platform.start();
    crm = platform.adapter(standIn.url, { kind: 'token', accessToken: platform.goodToken });
  });
  afterAll(() => standIn.close());

  it('connects with a good token and tells the account', async () => {
    const account = await crm.accountInfo();
    expect(account.id).not.toBe('');
    expect(account.currency).toBe('EUR');
  });

  it('refuses a bad token with CrmUnauthorized', async () => {
    const bad = platform.adapter(standIn.url, { kind: 'token', accessToken: 'wrong' });
    await expect(bad.accountInfo()).rejects.toBeInstanceOf(CrmUnauthorized);
  });

  it('lists pipelines and their stages in order', async () => {
    const pipelines = await crm.pipelines();
    expect(pipelines.length).toBeGreaterThan(0);
    const stages = await crm.stages(pipelines[0]?.id ?? '');
    expect(stages.length).toBeGreaterThan(1);
    expect(stages.map((stage) => stage.position)).toEqual(
      [...stages.map((stage) => stage.position)].sort((a, b) => a - b),
    );
    expect(stages.every((stage) => stage.pipelineId === pipelines[0]?.id)).toBe(true);
  });

  it('upserts a contact by email twice into one contact with the same id', async () => {
    const first = await crm.upsertContact({
      email: 'Ada@Example.test'.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    const second = await crm.upsertContact({ email: 'ada@example.test', firstName: 'Ada', lastName: 'King' });
    expect(second.id).toBe(first.id);
    expect(platform.contactCount(standIn)).toBe(1);
    const found = await crm.searchContacts('ada@example.test');
    expect(found.map((contact) => contact.id)).toEqual([first.id]);
    expect(found[0]?.name).toBe('Ada King');
  });

  it('creates a deal for a contact, then moves it to another stage', async () => {
    const [pipeline] = await crm.pipelines();
    const stages = await crm.stages(pipeline?.id ?? '');
    const contact = await crm.upsertContact({
      email: 'grace@example.test',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    const deal = await crm.createDeal({
      name: 'Grace Hopper deal',
      pipelineId: pipeline?.id ?? '',
      stageId: stages[0]?.id ?? '',
      amount: 1200,
      contactId: contact.id,
    });
    expect(deal).toMatchObject({
      name: 'Grace Hopper deal',
      stageId: stages[0]?.id,
      amount: 1200,
      status: 'open',
    });
    const moved = await crm.updateDeal(deal.id, { stageId: stages[1]?.id });
    expect(moved.stageId).toBe(stages[1]?.id);
    const listed = await crm.deals(pipeline?.id ?? '');
    expect(listed.find((d) => d.id === deal.id)?.stageId).toBe(stages[1]?.id);
  });

  it('lists owners and currencies', async () => {
    expect((await crm.owners()).length).toBeGreaterThan(0);
    expect((await crm.currencies()).map((currency) => currency.code)).toContain('EUR');
  });

  it('a revoked token then throws CrmUnauthorized (the connection becomes expired)', async () => {
    const revocable = `${platform.goodToken}-2`;
    standIn.tokens.add(revocable);
    const adapter = platform.adapter(standIn.url, { kind: 'token', accessToken: revocable });
    await adapter.accountInfo();
    standIn.tokens.delete(revocable);
    await expect(adapter.pipelines()).rejects.toBeInstanceOf(CrmUnauthorized);
  });

  it('an OAuth connection refreshes its token on a 401 and goes on', async () => {
    const code = standIn.oauthCode();
    const exchange = await fetch(platform.tokenUrl(standIn.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: 'id',
        client_secret: 'secret',
      }),
    });
    const tokens = (await exchange.json()) as { access_token: string; refresh_token: string };
    standIn.tokens.delete(tokens.access_token);
    const refreshed: RefreshedTokens[] = [];
    const adapter = platform.adapter(standIn.url, {
      kind: 'oauth',
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      oauth: { clientId: 'id', clientSecret: 'secret', tokenUrl: platform.tokenUrl(standIn.url) },
      onRefreshed: async (next) => {
        refreshed.push(next);
      },
    });
    expect((await adapter.pipelines()).length).toBeGreaterThan(0);
    expect(refreshed).toHaveLength(1);
    expect(refreshed[0]?.accessToken).not.toBe(tokens.access_token);
  });
});
