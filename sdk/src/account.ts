import type { Brand } from '@outreach/brands';
import { useQuery } from '@tanstack/react-query';
import { useLiveQueries } from './live-queries';
import { accountKeys } from './query-keys';
import { api, type SessionUser, sessionStore, useSession } from './session';

/**
 * The signed-in person's data, shared by the shell and every remote through the one
 * react-query cache: user, workspace (account), connected accounts (credentials) and
 * plan features (platform §3). Import from '@outreach/sdk/account' (kept off the sdk's
 * main entry, which the sign-in page loads, because it needs react-query).
 */

export type NotificationModal =
  | 'changePass'
  | 'code'
  | 'connectInfo'
  | 'phone'
  | 'inmailsInfo'
  | 'credentialsUpdate'
  | 'twoFactor'
  | 'verifyEmail';

/** platform §3 Notification, as derived by the API from a credential's state. */
export interface AccountNotification {
  _id: string;
  type: 'info' | 'warning' | 'danger' | 'success';
  title: string;
  text?: string;
  action?: {
    type: 'modal' | 'router' | 'link';
    meta: { modal?: NotificationModal; to?: string; href?: string };
  };
  withoutDuration?: boolean;
  hasClosedButton?: boolean;
}

/** platform §3 Credential (the fields the shell reads; the API returns more). */
export interface Credential {
  _id: string;
  username: string;
  first_name: string;
  last_name: string;
  full_name?: string;
  photo_link?: string | null;
  status: string;
  automation_type: 'cloud' | 'extension';
  country_code?: string | null;
  timezone?: string | null;
  work_hours_start?: number;
  work_hours_end?: number;
  unread_count?: number;
  notifications?: AccountNotification[];
  [field: string]: unknown;
}

/** platform §3 Account (workspace). */
export interface Account {
  _id: string;
  name: string;
  brand: string;
  status: 'active' | 'blocked' | 'deleted';
  avatar?: string | null;
  is_paid: boolean;
  payment_in_progress: boolean;
  is_billing_enabled: boolean;
  subscription_mode?: string;
  tier?: string;
  admins: string[];
  users?: Array<{
    _id: string;
    first_name: string;
    last_name: string;
    email: string;
    photo_link?: string | null;
    available_credentials?: string[];
  }>;
  used_seats?: number;
  total_seats?: number;
  available_seats?: number;
  cloud_seats_available?: number;
  extension_seats_available?: number;
  crm_tokens?: unknown;
  show_crm?: boolean;
  /** platform §3 Account.notifications: the connected HubSpot refused its token (outreach §8 "CRM token expired"). */
  notifications?: { is_expired_hubspot_token?: boolean };
  has_dialer?: boolean;
  /** The workspace's brand record (issue 14): signed-in pages follow it (logo, colours, links, options). */
  brand_config?: Brand;
  /** A platform admin viewing a customer's workspace (logout reads "Back to admin"). */
  is_admin_view?: boolean;
  /** spec platform §1: the restricted brand shows a maximum credentials count instead of seats (else null). */
  max_credentials?: number | null;
  /** platform §3 Account.subscription: the live subscription (amount per period, all seats, in units), or null. */
  subscription?: AccountSubscription | null;
  /** platform §3 Account.credits_usage: credits used and available (the default wallet). */
  credits_usage?: CreditsUsage;
  [field: string]: unknown;
}

/** platform §3 Account.subscription as GET /space/info sends it. */
export interface AccountSubscription {
  tier: string;
  interval: string;
  currency: string;
  /** Per period, all seats, in currency units. */
  amount: number;
  status: string;
}

/** platform §3 Account.credits_usage as GET /space/info sends it. */
export interface CreditsUsage {
  usage_by_type: { default: number };
  available_by_type: { default: number };
}

export type Features = Record<string, boolean | undefined>;

/** Declared with the other keys that realtime events reach (query-keys.ts). */
export { accountKeys };

// The types above are the part of each answer the shell and the remotes read. Each hook below makes
// the typed call (the contract's payload) and returns it as that part, so tsc refuses a part the
// API stops sending; the API holds the same check (UserTypesMatchSdk, SpaceTypesMatchSdk,
// CredentialTypesMatchSdk). Account's crm_tokens, show_crm and has_dialer are not sent by
// /space/info yet (optional here, so they read undefined).

export function useUser() {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: accountKeys.user(),
    queryFn: (): Promise<SessionUser> => api.GET('/users/fetch_user'),
    enabled: Boolean(token),
  });
}

export function useAccount() {
  const token = useSession((state) => state.token);
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: accountKeys.account(space),
    queryFn: (): Promise<Account> => api.GET('/space/info'),
    enabled: Boolean(token),
  });
}

/**
 * The workspace as the route guard already loaded it, without fetching it again. For
 * components that may render while there is no workspace (a 403 the guard reads as "no
 * workspace yet"): a second fetching observer would refetch on every mount.
 */
export function useLoadedAccount(): Account | undefined {
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: accountKeys.account(space),
    queryFn: (): Promise<Account> => api.GET('/space/info'),
    enabled: false,
  }).data;
}

export function useFeatures() {
  const token = useSession((state) => state.token);
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: accountKeys.features(space),
    queryFn: (): Promise<Features> => api.GET('/space/features'),
    enabled: Boolean(token),
  });
}

export function useCredentials() {
  const token = useSession((state) => state.token);
  const space = useSession((state) => state.space);
  return useQuery({
    queryKey: accountKeys.credentials(space),
    queryFn: (): Promise<Credential[]> => api.GET('/credentials/fetch'),
    enabled: Boolean(token),
  });
}

/**
 * GET /admin/validate (platform §7 Admin): a platform admin, a super admin, and the white-labels the
 * user owns (a reseller's admin view). Every signed-in user gets an answer; fields a server does not
 * send yet read false / empty.
 */
export interface AdminValidation {
  is_admin: boolean;
  is_super_admin: boolean;
  reseller_brands: string[];
}

export function useAdminValidation(enabled = true) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: ['admin', 'validate'] as const,
    queryFn: async (): Promise<AdminValidation> => {
      const payload = (await api.GET('/admin/validate')) as Partial<AdminValidation>;
      return {
        is_admin: payload.is_admin === true,
        is_super_admin: payload.is_super_admin === true,
        reseller_brands: Array.isArray(payload.reseller_brands) ? payload.reseller_brands : [],
      };
    },
    enabled: Boolean(token) && enabled,
    staleTime: 60_000,
  });
}

/**
 * GET /admin/validate_original?space= (platform §4): whether `space` may stay in the URL, i.e. the
 * signed-in user is the original admin, and whether it is a customer's workspace (admin view).
 */
export function useOriginalAdmin(space: string | null, enabled: boolean) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: ['admin', 'validate_original', space] as const,
    queryFn: () => api.GET('/admin/validate_original', { query: space ? { space } : {} }),
    enabled: Boolean(token) && Boolean(space) && enabled,
    staleTime: 60_000,
  });
}

/** The credential named by `selectedCred` (platform §4), or none while loading or when there are none. */
export function useSelectedCredential(): Credential | undefined {
  const credentials = useCredentials();
  const selected = useSession((state) => state.selectedCredentialId);
  return credentials.data?.find((credential) => credential._id === selected);
}

export function setSelectedCredential(id: string | null) {
  sessionStore.setState({ selectedCredentialId: id });
}

/**
 * Keeps user, workspace, credentials and every other cached entry an event names fresh from the
 * realtime events of platform §7, for the whole signed-in session (the table is live-queries.ts).
 */
export function useAccountLiveUpdates() {
  useLiveQueries();
}
