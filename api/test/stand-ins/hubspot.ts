import { createTokenIssuer, type RunningStandIn, type StandInRequest, startJsonServer } from './server';

/**
 * A HubSpot stand-in (tests, e2e, local runs): the calls of providers/crm/hubspot.adapter.ts
 * as HubSpot's CRM v3 API documents them, with in-memory state. `Authorization: Bearer`
 * must carry a token of `tokens`; any other answers 401 like HubSpot does.
 */
export interface HubspotStandIn extends RunningStandIn {
  tokens: Set<string>;
  contacts: Map<string, { id: string; properties: Record<string, string> }>;
  deals: Map<string, { id: string; properties: Record<string, string>; contacts: Set<string> }>;
  /** An OAuth code for the token endpoint (authorization_code grant). */
  oauthCode(): string;
}

interface Stage {
  id: string;
  label: string;
  displayOrder: number;
  metadata: { probability: string; isClosed: string };
}

const pipelines: { id: string; label: string; displayOrder: number; stages: Stage[] }[] = [
  {
    id: 'default',
    label: 'Sales Pipeline',
    displayOrder: 0,
    stages: [
      {
        id: 'appointmentscheduled',
        label: 'Appointment Scheduled',
        displayOrder: 0,
        metadata: { probability: '0.2', isClosed: 'false' },
      },
      {
        id: 'qualifiedtobuy',
        label: 'Qualified To Buy',
        displayOrder: 1,
        metadata: { probability: '0.4', isClosed: 'false' },
      },
      {
        id: 'closedwon',
        label: 'Closed Won',
        displayOrder: 2,
        metadata: { probability: '1.0', isClosed: 'true' },
      },
      {
        id: 'closedlost',
        label: 'Closed Lost',
        displayOrder: 3,
        metadata: { probability: '0.0', isClosed: 'true' },
      },
    ],
  },
];

const unauthorized = {
  status: 401,
  body: {
    status: 'error',
    message: 'Authentication credentials not found.',
    category: 'INVALID_AUTHENTICATION',
  },
};

export async function startHubspotStandIn(options: { tokens?: string[] } = {}): Promise<HubspotStandIn> {
  const tokens = new Set(options.tokens ?? ['pat-good-token']);
  const issuer = createTokenIssuer('hubspot', tokens);
  const contacts: HubspotStandIn['contacts'] = new Map();
  const deals: HubspotStandIn['deals'] = new Map();
  let sequence = 1000;
  const nextId = () => {
    sequence += 1;
    return String(sequence);
  };

  function dealJson(deal: { id: string; properties: Record<string, string> }) {
    const stage = pipelines
      .flatMap((pipeline) => pipeline.stages)
      .find((s) => s.id === deal.properties.dealstage);
    const closed = stage?.metadata.isClosed === 'true';
    return {
      id: deal.id,
      properties: {
        ...deal.properties,
        hs_is_closed: String(closed),
        hs_is_closed_won: String(closed && stage?.metadata.probability === '1.0'),
      },
      archived: false,
    };
  }

  function matches(
    properties: Record<string, string>,
    filters: { propertyName: string; operator: string; value: string }[],
  ) {
    return filters.every((filter) =>
      filter.operator === 'EQ'
        ? (properties[filter.propertyName] ?? '').toLowerCase() === filter.value.toLowerCase()
        : true,
    );
  }

  type Answer = { status: number; body: unknown };

  /** The account, its pipelines and stages, and its owners: fixed data. */
  function readRoute(method: string, path: string): Answer | undefined {
    if (method !== 'GET') return undefined;
    if (path === '/account-info/v3/details') {
      return {
        status: 200,
        body: {
          portalId: 4242,
          timeZone: 'Europe/Berlin',
          companyCurrency: 'EUR',
          additionalCurrencies: ['USD'],
          utcOffset: '+01:00',
          uiDomain: 'app.hubspot.com',
          dataHostingLocation: 'eu1',
        },
      };
    }
    if (path === '/crm/v3/pipelines/deals') return { status: 200, body: { results: pipelines } };
    const stagesPath = path.match(/^\/crm\/v3\/pipelines\/deals\/([^/]+)\/stages$/);
    if (stagesPath) {
      const pipeline = pipelines.find((p) => p.id === decodeURIComponent(stagesPath[1] ?? ''));
      return pipeline
        ? { status: 200, body: { results: pipeline.stages } }
        : { status: 404, body: { message: 'Pipeline not found' } };
    }
    if (path === '/crm/v3/owners') {
      return {
        status: 200,
        body: {
          results: [
            {
              id: '501',
              email: 'owner@example.test',
              firstName: 'Olivia',
              lastName: 'Owner',
              userId: 9001,
              archived: false,
            },
          ],
        },
      };
    }
    return undefined;
  }

  /** The batch upsert of contacts by email. */
  function upsertContacts(body: Record<string, unknown>): Answer {
    const inputs = (body.inputs ?? []) as {
      id: string;
      idProperty: string;
      properties: Record<string, string>;
    }[];
    const results = inputs.map((input) => {
      const email = (input.idProperty === 'email' ? input.id : (input.properties.email ?? '')).toLowerCase();
      const existing = [...contacts.values()].find((contact) => contact.properties.email === email);
      if (existing) {
        Object.assign(existing.properties, input.properties, { email });
        return { ...existing, new: false };
      }
      const contact = { id: nextId(), properties: { ...input.properties, email } };
      contacts.set(contact.id, contact);
      return { ...contact, new: true };
    });
    return { status: 200, body: { status: 'COMPLETE', results } };
  }

  /** The search of contacts or deals with the first filter group's EQ filters. */
  function searchObjects(objectType: string, body: Record<string, unknown>): Answer {
    const filters = ((body.filterGroups as { filters: [] }[] | undefined)?.[0]?.filters ?? []) as {
      propertyName: string;
      operator: string;
      value: string;
    }[];
    const rows =
      objectType === 'contacts'
        ? [...contacts.values()].filter((c) => matches(c.properties, filters))
        : [...deals.values()].filter((d) => matches(d.properties, filters)).map(dealJson);
    return { status: 200, body: { total: rows.length, results: rows } };
  }

  function createDeal(body: Record<string, unknown>): Answer {
    const properties = (body.properties ?? {}) as Record<string, string>;
    if (!properties.dealname)
      return {
        status: 400,
        body: {
          status: 'error',
          message: 'Property values were not valid: dealname',
          category: 'VALIDATION_ERROR',
        },
      };
    const deal = { id: nextId(), properties: { ...properties }, contacts: new Set<string>() };
    for (const association of (body.associations ?? []) as { to: { id: string } }[])
      deal.contacts.add(association.to.id);
    deals.set(deal.id, deal);
    return { status: 201, body: dealJson(deal) };
  }

  /** A deal's update (PATCH) and its association to a contact (v4 PUT). */
  function changeDeal(method: string, path: string, body: Record<string, unknown>): Answer | undefined {
    const dealPath = path.match(/^\/crm\/v3\/objects\/deals\/([^/]+)$/);
    if (method === 'PATCH' && dealPath) {
      const deal = deals.get(decodeURIComponent(dealPath[1] ?? ''));
      if (!deal)
        return {
          status: 404,
          body: { status: 'error', message: 'Object not found', category: 'OBJECT_NOT_FOUND' },
        };
      Object.assign(deal.properties, body.properties ?? {});
      return { status: 200, body: dealJson(deal) };
    }
    const association = path.match(
      /^\/crm\/v4\/objects\/deals\/([^/]+)\/associations\/default\/contacts\/([^/]+)$/,
    );
    if (method === 'PUT' && association) {
      const deal = deals.get(decodeURIComponent(association[1] ?? ''));
      if (!deal) return { status: 404, body: { status: 'error', message: 'Object not found' } };
      deal.contacts.add(decodeURIComponent(association[2] ?? ''));
      return { status: 200, body: { status: 'COMPLETE', results: [] } };
    }
    return undefined;
  }

  /** The calls that change or search contacts and deals. */
  function writeRoute(method: string, path: string, body: Record<string, unknown>): Answer | undefined {
    if (method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') return upsertContacts(body);
    const search = path.match(/^\/crm\/v3\/objects\/(contacts|deals)\/search$/);
    if (method === 'POST' && search) return searchObjects(search[1] ?? '', body);
    if (method === 'POST' && path === '/crm/v3/objects/deals') return createDeal(body);
    return changeDeal(method, path, body);
  }

  function handle(request: StandInRequest) {
    const { method } = request;
    const path = request.url.pathname;
    if (method === 'POST' && path === '/oauth/v1/token') {
      return issuer.answer(request.body as Record<string, string>);
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) return unauthorized;
    const body = (request.body ?? {}) as Record<string, unknown>;
    return (
      readRoute(method, path) ??
      writeRoute(method, path, body) ?? {
        status: 404,
        body: { status: 'error', message: `No route ${method} ${path}` },
      }
    );
  }

  const server = await startJsonServer(handle);
  return { ...server, tokens, contacts, deals, oauthCode: issuer.code };
}
