import { api, useSession } from '@outreach/sdk';
import { accountKeys, type Credential } from '@outreach/sdk/account';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeatsSummary } from '../../layouts/account-switcher/seats';
import type {
  AutomationOutcome,
  CredentialActionResult,
  CredentialDetails,
  ProxyCountry,
  SettingProxy,
  TimezoneItem,
} from './credential.types';

/**
 * The credential calls of platform §7, in one place: paths and payloads as the API takes them. Every
 * page and modal of the shell goes through these, so a path change is one edit.
 */
export const credentialApi = {
  create: (input: CreateCredentialPayload) => api.post<unknown>('/credentials/create', input),
  update: (id: string, input: Record<string, unknown>) =>
    api.post<unknown>(`/credentials/${id}/update`, input),
  remove: (id: string) => api.post<unknown>(`/credentials/${id}/delete`),
  fetchOne: (id: string) => api.get<unknown>(`/credentials/${id}/fetch`),
  sendCode: (id: string, code: string) =>
    api.post<CredentialActionResult>(`/credentials/${id}/send`, { code, resend: false }),
  resendCode: (id: string) => api.post<CredentialActionResult>(`/credentials/${id}/send`, { resend: true }),
  sendPhone: (id: string, phone: { number: string; country_code: string; phone_code: string }) =>
    api.post<CredentialActionResult>(`/credentials/${id}/send_phone`, phone),
  resendPhone: (id: string) => api.post<CredentialActionResult>(`/credentials/${id}/resend_phone`),
  twoFactor: (id: string, input: { username: string; password: string }) =>
    api.put<CredentialActionResult>(`/credentials/${id}/two_factor`, input),
  verifyEmail: (id: string) => api.post<CredentialActionResult>(`/credentials/${id}/verify_email`),
  doAuth: (id: string) => api.post<CredentialActionResult>(`/credentials/${id}/do_auth`),
  automationType: (
    id: string,
    input: { automation_type: 'cloud' | 'extension'; country_code?: string; password?: string },
  ) =>
    api.post<{ outcome: AutomationOutcome; credential?: CredentialDetails }>(
      `/credentials/${id}/automation_type`,
      input,
    ),
  proxy: (id: string) => api.get<CredentialProxy>(`/credentials/${id}/proxy`),
  saveProxy: (id: string, input: Record<string, unknown>) =>
    api.post<unknown>(`/credentials/${id}/proxy`, input),
  refreshProxy: (id: string) => api.post<unknown>(`/credentials/${id}/refresh_proxy`),
  blacklist: (id: string) => api.get<{ values: string[] }>(`/credentials/${id}/blacklist`),
  saveBlacklist: (id: string, values: string[]) =>
    api.put<{ values: string[] }>(`/credentials/${id}/blacklist`, { values }),
  seats: () => api.get<SeatsSummary>('/credentials/seats'),
  timezones: () => api.get<TimezoneItem[]>('/credentials/timezones'),
  proxyCountries: () => api.get<ProxyCountry[]>('/proxy/v2/countries'),
};

/** platform §7 create payload. */
export interface CreateCredentialPayload {
  username: string;
  password?: string;
  automation_type: 'cloud' | 'extension';
  country_code?: string;
  proxy_type: 'basic' | 'residential';
  custom_proxy?: Record<string, unknown> | null;
  timezone: string;
  work_hours_start: number;
  work_hours_end: number;
  use_browser: boolean;
}

export interface CredentialProxy {
  proxy_type: 'basic' | 'residential';
  country_code: string | null;
  no_proxy: boolean;
  custom_proxy: CredentialDetails['custom_proxy'];
  setting_proxy: SettingProxy | null;
  refreshes_left_today?: number;
}

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
