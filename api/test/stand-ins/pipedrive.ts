import { createTokenIssuer, type RunningStandIn, type StandInRequest, startJsonServer } from './server';

/**
 * A Pipedrive stand-in (tests, e2e, local runs): the v1 calls of
 * providers/crm/pipedrive.adapter.ts as Pipedrive documents them, with in-memory state.
 * The `api_token` query parameter or `Authorization: Bearer` must carry a token of
 * `tokens`; any other answers 401 like Pipedrive does.
 */
export interface PipedriveStandIn extends RunningStandIn {
  tokens: Set<string>;
  persons: Map<number, { id: number; name: string; email: { value: string; primary: boolean }[] }>;
  deals: Map<number, Deal>;
  oauthCode(): string;
}

interface Deal {
  id: number;
  title: string;
  value: number | null;
  currency: string;
  stage_id: number;
  pipeline_id: number;
  user_id: number;
  person_id: number | null;
  status: string;
}

const pipelines = [{ id: 1, name: 'Pipeline', order_nr: 0, active: true }];
const stages = [
  { id: 1, name: 'Qualified', order_nr: 1, pipeline_id: 1, deal_probability: 10 },
  { id: 2, name: 'Contact Made', order_nr: 2, pipeline_id: 1, deal_probability: 30 },
  { id: 3, name: 'Proposal Made', order_nr: 3, pipeline_id: 1, deal_probability: 60 },
];
const users = [{ id: 77, name: 'Pat Owner', email: 'pat@example.test', active_flag: true }];

const unauthorized = {
  status: 401,
  body: {
    success: false,
    error: 'unauthorized access',
    errorCode: 401,
    error_info: 'Please check developers.pipedrive.com',
  },
};
const ok = (data: unknown) => ({
  status: 200,
  body: {
    success: true,
    data,
    additional_data: { pagination: { start: 0, limit: 500, more_items_in_collection: false } },
  },
});
const notFound = (what: string) => ({
  status: 404,
  body: { success: false, error: `${what} not found`, errorCode: 404 },
});

export async function startPipedriveStandIn(options: { tokens?: string[] } = {}): Promise<PipedriveStandIn> {
  const tokens = new Set(options.tokens ?? ['pd-good-token']);
  const issuer = createTokenIssuer('pipedrive', tokens);
  const persons: PipedriveStandIn['persons'] = new Map();
  const deals: PipedriveStandIn['deals'] = new Map();
  let sequence = 100;
  let server: Awaited<ReturnType<typeof startJsonServer>> | undefined;

  function dealJson(deal: Deal) {
    const user = users.find((u) => u.id === deal.user_id);
    return {
      ...deal,
      user_id: user ? { id: user.id, name: user.name, email: user.email, value: user.id } : deal.user_id,
    };
  }

  function applyDeal(deal: Deal, body: Record<string, unknown>) {
    if (typeof body.title === 'string') deal.title = body.title;
    if (body.value !== undefined) deal.value = body.value as number | null;
    if (typeof body.currency === 'string') deal.currency = body.currency;
    if (typeof body.stage_id === 'number') {
      deal.stage_id = body.stage_id;
      deal.pipeline_id = stages.find((s) => s.id === body.stage_id)?.pipeline_id ?? deal.pipeline_id;
    }
    if (typeof body.user_id === 'number') deal.user_id = body.user_id;
    if (typeof body.person_id === 'number') deal.person_id = body.person_id;
    if (typeof body.status === 'string') deal.status = body.status;
  }

  type Answer = { status: number; body: unknown };

  /** The account, its users and currencies, pipelines and stages: fixed data. */
  function accountRoute(path: string, query: URLSearchParams): Answer | undefined {
    if (path === '/users/me') {
      return ok({
        id: 77,
        name: 'Pat Owner',
        email: 'pat@example.test',
        company_id: 5150,
        company_name: 'Acme Sales',
        company_domain: 'acme',
        default_currency: 'EUR',
      });
    }
    if (path === '/users') return ok(users);
    if (path === '/currencies') {
      return ok([
        { id: 1, code: 'EUR', name: 'Euro', symbol: '€' },
        { id: 2, code: 'USD', name: 'US Dollar', symbol: '$' },
      ]);
    }
    if (path === '/pipelines') return ok(pipelines);
    if (path === '/stages') {
      const pipelineId = Number(query.get('pipeline_id'));
      return ok(stages.filter((stage) => !pipelineId || stage.pipeline_id === pipelineId));
    }
    return undefined;
  }

  function createDeal(body: Record<string, unknown>): Answer {
    if (typeof body.title !== 'string' || !body.title)
      return { status: 400, body: { success: false, error: 'Title is required', errorCode: 400 } };
    sequence += 1;
    const stage = stages.find((s) => s.id === body.stage_id) ?? stages[0];
    const deal: Deal = {
      id: sequence,
      title: '',
      value: null,
      currency: 'EUR',
      stage_id: stage?.id ?? 1,
      pipeline_id: stage?.pipeline_id ?? 1,
      user_id: 77,
      person_id: null,
      status: 'open',
    };
    applyDeal(deal, body);
    deals.set(deal.id, deal);
    return { status: 201, body: { success: true, data: dealJson(deal) } };
  }

  /** A pipeline's open deals, a new deal, a deal's update. */
  function dealRoute(method: string, path: string, body: Record<string, unknown>): Answer | undefined {
    const pipelineDeals = path.match(/^\/pipelines\/(\d+)\/deals$/);
    if (method === 'GET' && pipelineDeals) {
      const id = Number(pipelineDeals[1]);
      return ok(
        [...deals.values()].filter((deal) => deal.pipeline_id === id && deal.status === 'open').map(dealJson),
      );
    }
    if (method === 'POST' && path === '/deals') return createDeal(body);
    const dealPath = path.match(/^\/deals\/(\d+)$/);
    if (method === 'PUT' && dealPath) {
      const deal = deals.get(Number(dealPath[1]));
      if (!deal) return notFound('Deal');
      applyDeal(deal, body);
      return ok(dealJson(deal));
    }
    return undefined;
  }

  /** The search of persons by email (exact, case-insensitive). */
  function searchPersons(query: URLSearchParams): Answer {
    const term = (query.get('term') ?? '').toLowerCase();
    const items = [...persons.values()]
      .filter((person) => person.email.some((email) => email.value.toLowerCase() === term))
      .map((person) => ({
        result_score: 1,
        item: {
          id: person.id,
          type: 'person',
          name: person.name,
          emails: person.email.map((e) => e.value),
        },
      }));
    return ok({ items });
  }

  /** The search of persons, a new person, a person's new name. */
  function personRoute(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): Answer | undefined {
    if (method === 'GET' && path === '/persons/search') return searchPersons(query);
    if (method === 'POST' && path === '/persons') {
      sequence += 1;
      const email = (body.email as { value: string; primary?: boolean }[] | undefined) ?? [];
      const person = {
        id: sequence,
        name: String(body.name ?? ''),
        email: email.map((e) => ({ value: e.value.toLowerCase(), primary: Boolean(e.primary) })),
      };
      persons.set(person.id, person);
      return { status: 201, body: { success: true, data: person } };
    }
    const personPath = path.match(/^\/persons\/(\d+)$/);
    if (method === 'PUT' && personPath) {
      const person = persons.get(Number(personPath[1]));
      if (!person) return notFound('Person');
      if (typeof body.name === 'string') person.name = body.name;
      return ok(person);
    }
    return undefined;
  }

  function handle(request: StandInRequest) {
    const { method } = request;
    const path = request.url.pathname.replace(/^\/v1/, '');
    if (method === 'POST' && request.url.pathname === '/oauth/token') {
      return issuer.answer(request.body as Record<string, string>, { api_domain: server?.url ?? '' });
    }
    const query = request.url.searchParams;
    const token = query.get('api_token') ?? request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) return unauthorized;
    const body = (request.body ?? {}) as Record<string, unknown>;
    return (
      (method === 'GET' ? accountRoute(path, query) : undefined) ??
      dealRoute(method, path, body) ??
      personRoute(method, path, query, body) ?? {
        status: 404,
        body: { success: false, error: `No route ${method} ${path}`, errorCode: 404 },
      }
    );
  }

  server = await startJsonServer(handle);
  return { ...server, tokens, persons, deals, oauthCode: issuer.code };
}
