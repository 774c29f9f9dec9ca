import {
  type CrmAdapter,
  type CrmAdapterOptions,
  createCrmHttp,
  type RemoteContact,
  type RemoteDeal,
  type RemoteDealInput,
} from './crm-adapter';

export const pipedriveDefaults = {
  apiUrl: 'https://api.pipedrive.com/v1',
  authorizeUrl: 'https://oauth.pipedrive.com/oauth/authorize',
  tokenUrl: 'https://oauth.pipedrive.com/oauth/token',
} as const;

interface Envelope<T> {
  success: boolean;
  data: T;
  additional_data?: { pagination?: { more_items_in_collection?: boolean; next_start?: number } };
}

type IdRef = number | { id?: number; value?: number; name?: string } | null;

interface PipedriveDeal {
  id: number;
  title: string;
  value: number | null;
  currency: string | null;
  stage_id: number;
  pipeline_id: number;
  user_id: IdRef;
  status: string;
}

interface PipedrivePerson {
  id: number;
  name: string;
  emails?: string[];
  email?: { value: string; primary?: boolean }[];
}

function refId(ref: IdRef): string | null {
  if (ref === null || ref === undefined) return null;
  if (typeof ref === 'number') return String(ref);
  const id = ref.id ?? ref.value;
  return id === undefined ? null : String(id);
}

function toDeal(deal: PipedriveDeal): RemoteDeal {
  return {
    id: String(deal.id),
    name: deal.title,
    pipelineId: String(deal.pipeline_id),
    stageId: String(deal.stage_id),
    amount: deal.value ?? null,
    currency: deal.currency ?? null,
    ownerId: refId(deal.user_id),
    status: deal.status === 'won' || deal.status === 'lost' ? deal.status : 'open',
  };
}

function toPerson(person: PipedrivePerson, fallbackEmail = ''): RemoteContact {
  const email =
    person.emails?.[0] ?? person.email?.find((entry) => entry.primary)?.value ?? person.email?.[0]?.value;
  return { id: String(person.id), email: email ?? fallbackEmail, name: person.name };
}

function dealBody(input: Partial<RemoteDealInput>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.name !== undefined) body.title = input.name;
  if (input.pipelineId !== undefined) body.pipeline_id = Number(input.pipelineId);
  if (input.stageId !== undefined) body.stage_id = Number(input.stageId);
  if (input.amount !== undefined) body.value = input.amount;
  if (input.currency) body.currency = input.currency;
  if (input.ownerId) body.user_id = Number(input.ownerId);
  if (input.status !== undefined) body.status = input.status;
  if (input.contactId) body.person_id = Number(input.contactId);
  return body;
}

/**
 * Pipedrive through its v1 API: an API token as the `api_token` query parameter on
 * api.pipedrive.com, or an OAuth access token as `Authorization: Bearer` on the company's
 * own domain (the token answer's api_domain).
 */
export function createPipedriveAdapter(options: CrmAdapterOptions): CrmAdapter {
  const request = createCrmHttp({
    ...options,
    baseUrl: options.baseUrl ?? pipedriveDefaults.apiUrl,
    authorize: (url, headers, token) => {
      if (options.auth.kind === 'oauth') headers.set('Authorization', `Bearer ${token}`);
      else url.searchParams.set('api_token', token);
    },
    errorMessage: (body) => (body && typeof body === 'object' && 'error' in body ? String(body.error) : null),
  });

  async function all<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T[]> {
    const items: T[] = [];
    let start: number | undefined = 0;
    while (start !== undefined) {
      const page: Envelope<T[] | null> = await request<Envelope<T[] | null>>('GET', path, {
        query: { ...query, start, limit: 500 },
      });
      items.push(...(page.data ?? []));
      const pagination = page.additional_data?.pagination;
      start = pagination?.more_items_in_collection ? pagination.next_start : undefined;
    }
    return items;
  }

  async function searchPersons(email: string): Promise<RemoteContact[]> {
    const found = await request<Envelope<{ items: { item: PipedrivePerson }[] }>>('GET', '/persons/search', {
      query: { term: email, fields: 'email', exact_match: 'true' },
    });
    return found.data.items.map(({ item }) => toPerson(item, email));
  }

  return {
    platform: 'pipedrive',
    async accountInfo() {
      const me = await request<
        Envelope<{ email: string; company_id: number; company_name: string; default_currency?: string }>
      >('GET', '/users/me');
      return {
        id: String(me.data.company_id),
        name: me.data.company_name,
        user_email: me.data.email,
        currency: me.data.default_currency ?? 'USD',
      };
    },
    async pipelines() {
      const pipelines = await all<{ id: number; name: string; order_nr: number }>('/pipelines');
      return pipelines
        .map((pipeline) => ({ id: String(pipeline.id), name: pipeline.name, position: pipeline.order_nr }))
        .sort((a, b) => a.position - b.position);
    },
    async stages(pipelineId) {
      const stages = await all<{
        id: number;
        name: string;
        order_nr: number;
        deal_probability: number | null;
      }>('/stages', { pipeline_id: pipelineId });
      return stages
        .map((stage) => ({
          id: String(stage.id),
          pipelineId,
          name: stage.name,
          position: stage.order_nr,
          probability: stage.deal_probability ?? null,
        }))
        .sort((a, b) => a.position - b.position);
    },
    async deals(pipelineId) {
      const deals = await all<PipedriveDeal>(`/pipelines/${encodeURIComponent(pipelineId)}/deals`, {
        everyone: 1,
      });
      return deals.map(toDeal);
    },
    async createDeal(input) {
      const created = await request<Envelope<PipedriveDeal>>('POST', '/deals', { body: dealBody(input) });
      return toDeal(created.data);
    },
    async updateDeal(id, input) {
      const updated = await request<Envelope<PipedriveDeal>>('PUT', `/deals/${encodeURIComponent(id)}`, {
        body: dealBody(input),
      });
      return toDeal(updated.data);
    },
    async owners() {
      const users = await all<{ id: number; name: string; email: string; active_flag: boolean }>('/users');
      return users
        .filter((user) => user.active_flag)
        .map((user) => ({ id: String(user.id), name: user.name, email: user.email }));
    },
    async currencies() {
      const currencies = await request<Envelope<{ code: string; name: string }[]>>('GET', '/currencies');
      return currencies.data.map((currency) => ({ code: currency.code, name: currency.name }));
    },
    async upsertContact(input) {
      const name = [input.firstName, input.lastName].filter(Boolean).join(' ') || input.email;
      const [existing] = await searchPersons(input.email);
      const fields: Record<string, unknown> = { name };
      if (input.phone) fields.phone = [{ value: input.phone, primary: true }];
      if (existing) {
        const updated = await request<Envelope<PipedrivePerson>>('PUT', `/persons/${existing.id}`, {
          body: fields,
        });
        return toPerson(updated.data, input.email);
      }
      const created = await request<Envelope<PipedrivePerson>>('POST', '/persons', {
        body: { ...fields, email: [{ value: input.email, primary: true, label: 'work' }] },
      });
      return toPerson(created.data, input.email);
    },
    searchContacts: searchPersons,
  };
}
