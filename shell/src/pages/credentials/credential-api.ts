import { api, sessionCall, useSession } from '@outreach/sdk';
import type { ApiBody, ApiSchema } from '@outreach/core/contract';
import { accountKeys, type Credential } from '@outreach/sdk/account';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';

/** The credential JSON of platform §3 as the API sends it (every credential call answers with it). */
export type CredentialDetails = ApiSchema<'Credential'>;
/** GET /proxy/v2/countries: count 0 means out of reserve. */
export type ProxyCountry = ApiSchema<'ProxyCountry'>;
/** GET /credentials/timezones. */
export type TimezoneItem = ApiSchema<'CredentialTimezone'>;
/** What POST /credentials/{id}/automation_type answers. */
export type AutomationOutcome = ApiSchema<'CredentialAutomationTypeResult'>['outcome'];
/** platform §7 create payload. */
export type CreateCredentialPayload = ApiBody<'post', '/credentials/create'>;

/**
 * The credential calls of platform §7, in one place: paths and payloads as the API takes them. Every
 * page and modal of the shell goes through these, so a path change is one edit.
 */
export const credentialApi = {
  create: (input: CreateCredentialPayload) => api.POST('/credentials/create', { body: input }),
  update: (id: string, input: ApiBody<'post', '/credentials/{id}/update'>) =>
    api.POST('/credentials/{id}/update', { path: { id }, body: input }),
  remove: (id: string) => api.POST('/credentials/{id}/delete', { path: { id } }),
  fetchOne: (id: string) => api.GET('/credentials/{id}/fetch', { path: { id } }),
  sendCode: (id: string, code: string) =>
    api.POST('/credentials/{id}/send', { path: { id }, body: { code, resend: false } }),
  resendCode: (id: string) => api.POST('/credentials/{id}/send', { path: { id }, body: { resend: true } }),
  sendPhone: (id: string, phone: ApiBody<'post', '/credentials/{id}/send_phone'>) =>
    api.POST('/credentials/{id}/send_phone', { path: { id }, body: phone }),
  resendPhone: (id: string) => api.POST('/credentials/{id}/resend_phone', { path: { id } }),
  twoFactor: (id: string, input: ApiBody<'put', '/credentials/{id}/two_factor'>) =>
    api.PUT('/credentials/{id}/two_factor', { path: { id }, body: input }),
  verifyEmail: (id: string) => api.POST('/credentials/{id}/verify_email', { path: { id } }),
  doAuth: (id: string) => api.POST('/credentials/{id}/do_auth', { path: { id } }),
  automationType: (id: string, input: ApiBody<'post', '/credentials/{id}/automation_type'>) =>
    api.POST('/credentials/{id}/automation_type', { path: { id }, body: input }),
  proxy: (id: string) => api.GET('/credentials/{id}/proxy', { path: { id } }),
  saveProxy: (id: string, input: ApiBody<'post', '/credentials/{id}/proxy'>) =>
    api.POST('/credentials/{id}/proxy', { path: { id }, body: input }),
  refreshProxy: (id: string) => api.POST('/credentials/{id}/refresh_proxy', { path: { id } }),
  blacklist: (id: string) => api.GET('/credentials/{id}/blacklist', { path: { id } }),
  saveBlacklist: (id: string, values: string[]) =>
    api.PUT('/credentials/{id}/blacklist', { path: { id }, body: { values } }),
  seats: () => sessionCall('seats'),
  timezones: () => api.GET('/credentials/timezones'),
  proxyCountries: () => api.GET('/proxy/v2/countries'),
};

function isCredential(value: unknown): value is CredentialDetails {
  return Boolean(value && typeof value === 'object' && typeof (value as { _id?: unknown })._id === 'string');
}

/** The credential in a call's answer: the answer itself, or its `credential` field. */
export function credentialOf(result: unknown): CredentialDetails | undefined {
  if (isCredential(result)) return result;
  const nested = (result as { credential?: unknown } | null | undefined)?.credential;
  return isCredential(nested) ? nested : undefined;
}

/** The server's message in a call's answer, if it sent one. */
export function messageOf(result: unknown): string | undefined {
  const message = (result as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** Puts a credential an API call answered with into the shared credentials list (added or replaced). */
export function storeCredential(
  queryClient: QueryClient,
  space: string | null,
  credential: CredentialDetails,
) {
  queryClient.setQueryData<Credential[]>(accountKeys.credentials(space), (list) => {
    if (!list) return [credential];
    const index = list.findIndex((item) => item._id === credential._id);
    if (index === -1) return [...list, credential];
    const next = list.slice();
    next[index] = { ...list[index], ...credential };
    return next;
  });
}

export function useStoreCredential() {
  const queryClient = useQueryClient();
  const space = useSession((state) => state.space);
  return (credential: CredentialDetails | undefined) => {
    if (credential) storeCredential(queryClient, space, credential);
    void queryClient.invalidateQueries({ queryKey: accountKeys.credentials(space) });
  };
}

/** Keys under the workspace's, so update_space / update_credentials refresh them (sdk account.ts). */
export const credentialKeys = {
  seats: (space: string | null) => ['space', space, 'credential-seats'] as const,
  countries: (space: string | null) => ['space', space, 'proxy-countries'] as const,
  timezones: () => ['credential-timezones'] as const,
  proxy: (space: string | null, id: string) => ['space', space, 'credential-proxy', id] as const,
  blacklist: (space: string | null, id: string) => ['space', space, 'credential-blacklist', id] as const,
};

export function useSeats(enabled = true) {
  const space = useSession((state) => state.space);
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: credentialKeys.seats(space),
    queryFn: credentialApi.seats,
    enabled: enabled && Boolean(token),
  });
}

export function useProxyCountries() {
  const space = useSession((state) => state.space);
  return useQuery({ queryKey: credentialKeys.countries(space), queryFn: credentialApi.proxyCountries });
}

export function useTimezones() {
  return useQuery({
    queryKey: credentialKeys.timezones(),
    queryFn: credentialApi.timezones,
    staleTime: Infinity,
  });
}

export function useCredentialProxy(id: string | undefined) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: credentialKeys.proxy(space, id ?? ''),
    queryFn: () => credentialApi.proxy(id as string),
    enabled: Boolean(id),
  });
}

export function useBlacklist(id: string | undefined) {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: credentialKeys.blacklist(space, id ?? ''),
    queryFn: () => credentialApi.blacklist(id as string),
    enabled: Boolean(id),
  });
}
