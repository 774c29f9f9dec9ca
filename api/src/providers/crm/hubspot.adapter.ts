import {
  type CrmAdapter,
  type CrmAdapterOptions,
  createCrmHttp,
  type RemoteContact,
  type RemoteContactInput,
  type RemoteDeal,
  type RemoteDealInput,
  type RemoteDealStatus,
} from './crm-adapter';

export const hubspotDefaults = {
  apiUrl: 'https://api.hubapi.com',
  authorizeUrl: 'https://app.hubspot.com/oauth/authorize',
  tokenPath: '/oauth/v1/token',
  scopes:
    'crm.objects.contacts.read crm.objects.contacts.write crm.objects.deals.read crm.objects.deals.write crm.objects.owners.read',
} as const;

/** HubSpot's association type "deal to contact" (HUBSPOT_DEFINED). */
const dealToContact = 3;
const dealProperties = [
  'dealname',
  'pipeline',
  'dealstage',
  'amount',
  'deal_currency_code',
  'hubspot_owner_id',
  'hs_is_closed',
  'hs_is_closed_won',
];

interface HubspotObject {
  id: string;
  properties: Record<string, string | null | undefined>;
}

interface HubspotPage<T> {
  results: T[];
  paging?: { next?: { after: string } };
}

function toDeal(object: HubspotObject): RemoteDeal {
  const p = object.properties;
  const status: RemoteDealStatus =
    p.hs_is_closed_won === 'true' ? 'won' : p.hs_is_closed === 'true' ? 'lost' : 'open';
  const amount = p.amount === null || p.amount === undefined || p.amount === '' ? null : Number(p.amount);
  return {
    id: object.id,
    name: p.dealname ?? '',
    pipelineId: p.pipeline ?? '',
    stageId: p.dealstage ?? '',
    amount: Number.isFinite(amount) ? amount : null,
    currency: p.deal_currency_code || null,
    ownerId: p.hubspot_owner_id || null,
    status,
  };
}

function toContact(object: HubspotObject): RemoteContact {
  const p = object.properties;
  return {
    id: object.id,
    email: p.email ?? '',
    name: [p.firstname, p.lastname].filter(Boolean).join(' '),
  };
}

function dealBody(input: Partial<RemoteDealInput>): Record<string, string> {
  const properties: Record<string, string> = {};
  if (input.name !== undefined) properties.dealname = input.name;
  if (input.pipelineId !== undefined) properties.pipeline = input.pipelineId;
  if (input.stageId !== undefined) properties.dealstage = input.stageId;
  if (input.amount !== undefined) properties.amount = input.amount === null ? '' : String(input.amount);
  if (input.currency !== undefined) properties.deal_currency_code = input.currency ?? '';
  if (input.ownerId !== undefined) properties.hubspot_owner_id = input.ownerId ?? '';
  return properties;
}

/** The authorised HTTP call of one HubSpot account. */
type HubspotRequest = ReturnType<typeof createCrmHttp>;

/** Every object of a CRM search, page after page. */
async function searchAll(
  request: HubspotRequest,
  objectType: string,
  filters: object[],
  properties: string[],
) {
  const results: HubspotObject[] = [];
  let after: string | undefined;
  do {
    const page = await request<HubspotPage<HubspotObject>>('POST', `/crm/v3/objects/${objectType}/search`, {
      body: { filterGroups: [{ filters }], properties, limit: 100, ...(after ? { after } : {}) },
    });
    results.push(...page.results);
    after = page.paging?.next?.after;
  } while (after);
  return results;
}

/** The objects whose property equals a value (one EQ filter), with the given properties. */
function searchEq(
  request: HubspotRequest,
  objectType: string,
  [propertyName, value]: [string, string],
  properties: string[],
) {
  return searchAll(request, objectType, [{ propertyName, operator: 'EQ', value }], properties);
}

async function accountInfo(request: HubspotRequest) {
  const details = await request<{ portalId: number; uiDomain?: string; companyCurrency?: string }>(
    'GET',
    '/account-info/v3/details',
  );
  return {
    id: String(details.portalId),
    name: details.uiDomain ?? `HubSpot ${details.portalId}`,
    user_email: null,
    currency: details.companyCurrency ?? 'USD',
  };
}

async function pipelines(request: HubspotRequest) {
  const page = await request<HubspotPage<{ id: string; label: string; displayOrder: number }>>(
    'GET',
    '/crm/v3/pipelines/deals',
  );
  return page.results
    .map((pipeline) => ({ id: pipeline.id, name: pipeline.label, position: pipeline.displayOrder }))
    .sort((a, b) => a.position - b.position);
}

async function stages(request: HubspotRequest, pipelineId: string) {
  const page = await request<
    HubspotPage<{ id: string; label: string; displayOrder: number; metadata?: { probability?: string } }>
  >('GET', `/crm/v3/pipelines/deals/${encodeURIComponent(pipelineId)}/stages`);
  return page.results
    .map((stage) => ({
      id: stage.id,
      pipelineId,
      name: stage.label,
      position: stage.displayOrder,
      probability:
        stage.metadata?.probability === undefined
          ? null
          : Math.round(Number(stage.metadata.probability) * 100),
    }))
    .sort((a, b) => a.position - b.position);
}

async function createDeal(request: HubspotRequest, input: RemoteDealInput) {
  const created = await request<HubspotObject>('POST', '/crm/v3/objects/deals', {
    body: {
      properties: dealBody(input),
      associations: input.contactId
        ? [
            {
              to: { id: input.contactId },
              types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: dealToContact }],
            },
          ]
        : [],
    },
  });
  return toDeal(created);
}

async function updateDeal(request: HubspotRequest, id: string, input: Partial<RemoteDealInput>) {
  const updated = await request<HubspotObject>('PATCH', `/crm/v3/objects/deals/${encodeURIComponent(id)}`, {
    body: { properties: dealBody(input) },
  });
  if (input.contactId) {
    // associations v4: the default association deal → contact
    await request(
      'PUT',
      `/crm/v4/objects/deals/${encodeURIComponent(id)}/associations/default/contacts/${encodeURIComponent(input.contactId)}`,
    );
  }
  return toDeal(updated);
}

async function owners(request: HubspotRequest) {
  const all: { id: string; email?: string; firstName?: string; lastName?: string }[] = [];
  let after: string | undefined;
  do {
    const page = await request<HubspotPage<(typeof all)[number]>>('GET', '/crm/v3/owners', {
      query: { limit: 100, after },
    });
    all.push(...page.results);
    after = page.paging?.next?.after;
  } while (after);
  return all.map((owner) => ({
    id: owner.id,
    name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || (owner.email ?? owner.id),
    email: owner.email ?? '',
  }));
}

async function currencies(request: HubspotRequest) {
  // A portal's deals use its company currency (account-info); HubSpot has no plain list call.
  const details = await request<{ companyCurrency?: string; additionalCurrencies?: string[] }>(
    'GET',
    '/account-info/v3/details',
  );
  const codes = [details.companyCurrency ?? 'USD', ...(details.additionalCurrencies ?? [])];
  return [...new Set(codes)].map((code) => ({ code, name: code }));
}

async function upsertContact(request: HubspotRequest, input: RemoteContactInput) {
  const properties: Record<string, string> = {
    email: input.email,
    firstname: input.firstName,
    lastname: input.lastName,
  };
  if (input.company) properties.company = input.company;
  if (input.jobTitle) properties.jobtitle = input.jobTitle;
  if (input.phone) properties.phone = input.phone;
  const result = await request<HubspotPage<HubspotObject>>('POST', '/crm/v3/objects/contacts/batch/upsert', {
    body: { inputs: [{ id: input.email, idProperty: 'email', properties }] },
  });
  const contact = result.results[0];
  if (!contact) throw new Error('HubSpot answered the upsert without a contact');
  return toContact({ ...contact, properties: { ...properties, ...contact.properties } });
}

/**
 * HubSpot through its CRM v3 API (api.hubapi.com): a private-app token or an OAuth access
 * token, both sent as `Authorization: Bearer`. Each call is a function of the account's
 * authorised request above.
 */
export function createHubspotAdapter(options: CrmAdapterOptions): CrmAdapter {
  const request = createCrmHttp({
    ...options,
    baseUrl: options.baseUrl ?? hubspotDefaults.apiUrl,
    authorize: (_url, headers, token) => headers.set('Authorization', `Bearer ${token}`),
    errorMessage: (body) =>
      body && typeof body === 'object' && 'message' in body ? String(body.message) : null,
  });
  return {
    platform: 'hubspot',
    accountInfo: () => accountInfo(request),
    pipelines: () => pipelines(request),
    stages: (pipelineId) => stages(request, pipelineId),
    deals: async (pipelineId) =>
      (await searchEq(request, 'deals', ['pipeline', pipelineId], dealProperties)).map(toDeal),
    createDeal: (input) => createDeal(request, input),
    updateDeal: (id, input) => updateDeal(request, id, input),
    owners: () => owners(request),
    currencies: () => currencies(request),
    upsertContact: (input) => upsertContact(request, input),
    searchContacts: async (email) =>
      (await searchEq(request, 'contacts', ['email', email], ['email', 'firstname', 'lastname'])).map(
        toContact,
      ),
  };
}
