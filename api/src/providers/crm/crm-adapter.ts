import type { ExternalCrmPlatform } from '../../db/schema/crm-connections';

/**
 * One interface over HubSpot and Pipedrive (issue 15 item 5): what the CRM sync and
 * "Push to CRM" need of a CRM, each call a call of the service's published REST API.
 * Ids are the service's own, as strings.
 */
export interface CrmAdapter {
  readonly platform: ExternalCrmPlatform;
  /** Who the token belongs to; a refused token throws CrmUnauthorized. */
  accountInfo(): Promise<CrmAccount>;
  pipelines(): Promise<RemotePipeline[]>;
  stages(pipelineId: string): Promise<RemoteStage[]>;
  /** The pipeline's deals. */
  deals(pipelineId: string): Promise<RemoteDeal[]>;
  createDeal(input: RemoteDealInput): Promise<RemoteDeal>;
  updateDeal(id: string, input: Partial<RemoteDealInput>): Promise<RemoteDeal>;
  owners(): Promise<RemoteOwner[]>;
  currencies(): Promise<RemoteCurrency[]>;
  /** Creates the contact (HubSpot) or person (Pipedrive) with this email, or updates the one that has it. */
  upsertContact(input: RemoteContactInput): Promise<RemoteContact>;
  /** Contacts whose email matches `email` exactly. */
  searchContacts(email: string): Promise<RemoteContact[]>;
}

export interface CrmAccount {
  /** HubSpot portal id, Pipedrive company id. */
  id: string;
  /** Pipedrive company name, HubSpot portal's UI domain. */
  name: string;
  /** The user the token belongs to, when the service tells. */
  user_email: string | null;
  currency: string;
}

export interface RemotePipeline {
  id: string;
  name: string;
  position: number;
}

export interface RemoteStage {
  id: string;
  pipelineId: string;
  name: string;
  position: number;
  /** 0 to 100, null when the service has none. */
  probability: number | null;
}

export type RemoteDealStatus = 'open' | 'won' | 'lost';

export interface RemoteDeal {
  id: string;
  name: string;
  pipelineId: string;
  stageId: string;
  amount: number | null;
  currency: string | null;
  ownerId: string | null;
  status: RemoteDealStatus;
}

export interface RemoteDealInput {
  name: string;
  pipelineId: string;
  stageId: string;
  amount?: number | null;
  currency?: string | null;
  ownerId?: string | null;
  /** Pipedrive only; a HubSpot deal's status is its stage. */
  status?: RemoteDealStatus;
  /** Associate the deal with this contact / person. */
  contactId?: string | null;
}

export interface RemoteOwner {
  id: string;
  name: string;
  email: string;
}

export interface RemoteCurrency {
  code: string;
  name: string;
}

export interface RemoteContactInput {
  email: string;
  firstName: string;
  lastName: string;
  company?: string | null;
  jobTitle?: string | null;
  phone?: string | null;
}

export interface RemoteContact {
  id: string;
  email: string;
  name: string;
}

/** The service refused the token (401), after a refresh when the connection is OAuth. */
export class CrmUnauthorized extends Error {
  override name = 'CrmUnauthorized';
}

/** Any other refusal or failure of the service, with its status and message. */
export class CrmRequestFailed extends Error {
  override name = 'CrmRequestFailed';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** How an adapter authenticates; `onRefreshed` persists a refreshed OAuth token. */
export interface CrmAuth {
  kind: 'oauth' | 'token';
  accessToken: string;
  refreshToken?: string | null;
  oauth?: OAuthClient;
  onRefreshed?: (tokens: RefreshedTokens) => Promise<void>;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
}

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** Pipedrive's api_domain: the company's own base URL. */
  apiDomain?: string | null;
}

export type Fetch = typeof fetch;

/** What each adapter is made with: its API's base URL (the CRM's own by default), the auth, a fetch. */
export interface CrmAdapterOptions {
  baseUrl?: string;
  auth: CrmAuth;
  fetch?: Fetch;
}

interface CallOptions {
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/**
 * The HTTP part both adapters share: JSON in and out, the auth applied by `authorize`,
 * a 401 retried once after an OAuth refresh, then CrmUnauthorized.
 */
export function createCrmHttp(
  options: CrmAdapterOptions & {
    baseUrl: string;
    authorize: (url: URL, headers: Headers, accessToken: string) => void;
    errorMessage: (body: unknown) => string | null;
  },
) {
  const doFetch = options.fetch ?? fetch;
  let accessToken = options.auth.accessToken;
  let refreshToken = options.auth.refreshToken ?? null;

  async function refresh(): Promise<boolean> {
    const { oauth } = options.auth;
    if (options.auth.kind !== 'oauth' || !oauth || !refreshToken) return false;
    const response = await doFetch(oauth.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: oauth.clientId,
        client_secret: oauth.clientSecret,
        refresh_token: refreshToken,
      }),
    });
    if (!response.ok) return false;
    const tokens = (await response.json()) as {
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
      api_domain?: string;
    };
    if (!tokens.access_token) return false;
    accessToken = tokens.access_token;
    refreshToken = tokens.refresh_token ?? refreshToken;
    await options.auth.onRefreshed?.({
      accessToken,
      refreshToken,
      expiresAt: tokens.expires_in ? new Date(Date.now() + tokens.expires_in * 1000) : null,
      apiDomain: tokens.api_domain ?? null,
    });
    return true;
  }

  async function send(method: string, path: string, call: CallOptions): Promise<Response> {
    const url = new URL(`${options.baseUrl.replace(/\/$/, '')}${path}`);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ Accept: 'application/json' });
    if (call.body !== undefined) headers.set('Content-Type', 'application/json');
    options.authorize(url, headers, accessToken);
    return doFetch(url, {
      method,
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    });
  }

  return async function request<T>(method: string, path: string, call: CallOptions = {}): Promise<T> {
    let response = await send(method, path, call);
    if (response.status === 401 && (await refresh())) response = await send(method, path, call);
    if (response.status === 401) throw new CrmUnauthorized('The token was refused');
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    if (!response.ok) {
      throw new CrmRequestFailed(response.status, options.errorMessage(body) ?? `HTTP ${response.status}`);
    }
    return body as T;
  };
}
