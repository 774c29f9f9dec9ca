import type { ApiSchema } from '@outreach/core/contract';
import { useQuery } from '@tanstack/react-query';
// The session through the sdk's shared entry, never './session': a remote bundles this file, and a
// relative import would give it a second session store and early-call table of its own (issue 25).
import { api, type SessionUser, sessionCall, sessionStore, useSession } from '@outreach/sdk';
import { useLiveQueries } from './live-queries';
import { accountKeys, adminValidationKey } from './query-keys';

/**
 * The signed-in person's data, shared by the shell and every remote through the one
 * react-query cache: user, workspace (account), connected accounts (credentials) and
 * plan features (platform §3). Import from '@outreach/sdk/account' (kept off the sdk's
 * main entry, which the sign-in page loads, because it needs react-query).
 */

/**
 * The answers the shell and the remotes read are the API's own schemas (contract.gen.ts, issue 24):
 * nothing here is written by hand, so a field the API stops sending fails tsc where it is read.
 */

/** platform §3 Credential as GET /credentials/fetch sends it. */
export type Credential = ApiSchema<'Credential'>;

/** platform §3 Notification, as derived by the API from a credential's state. */
export type AccountNotification = ApiSchema<'CredentialNotification'>;

/** The repair dialog a notification opens (core's list; the API's schema is built from it). */
export type { NotificationModal } from '@outreach/core/outreach';

/** platform §3 Account (workspace) as GET /space/info sends it. */
export type Account = ApiSchema<'SpaceInfo'>;

/** platform §3 Account.subscription as GET /space/info sends it. */
export type AccountSubscription = ApiSchema<'SpaceSubscription'>;

/** platform §3 Account.credits_usage as GET /space/info sends it. */
export type CreditsUsage = ApiSchema<'CreditsUsage'>;

export type Features = Record<string, boolean | undefined>;

/** Declared with the other keys that realtime events reach (query-keys.ts). */
export { accountKeys };

// Each hook below makes the typed call and returns the contract's payload; the call started with
// the page (early-session.ts) stands in for the first one.

export function useUser() {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: accountKeys.user(),
    queryFn: (): Promise<SessionUser> => sessionCall('user'),
    enabled: Boolean(token),
  });
}

/**
 * A read of the current workspace: keyed by the workspace, so switching one never shows the other's
 * answer, and fetched only once signed in.
 */
function useWorkspaceQuery<T>(key: (space: string | null) => readonly unknown[], fetch: () => Promise<T>) {
  const token = useSession((state) => state.token);
  const space = useSession((state) => state.space);
  return useQuery({ queryKey: key(space), queryFn: fetch, enabled: Boolean(token) });
}

const fetchAccount = (): Promise<Account> => sessionCall('account');

export function useAccount() {
  return useWorkspaceQuery(accountKeys.account, fetchAccount);
}

/**
 * The workspace as the route guard already loaded it, without fetching it again. For
 * components that may render while there is no workspace (a 403 the guard reads as "no
 * workspace yet"): a second fetching observer would refetch on every mount.
 */
export function useLoadedAccount(): Account | undefined {
  const space = useSession((state) => state.space);
  return useQuery({ queryKey: accountKeys.account(space), queryFn: fetchAccount, enabled: false }).data;
}

export function useFeatures() {
  return useWorkspaceQuery(accountKeys.features, (): Promise<Features> => sessionCall('features'));
}

export function useCredentials() {
  return useWorkspaceQuery(accountKeys.credentials, (): Promise<Credential[]> => sessionCall('credentials'));
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
    queryKey: adminValidationKey,
    queryFn: async (): Promise<AdminValidation> => {
      const payload = (await sessionCall('adminValidation')) as Partial<AdminValidation>;
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

/** The name a credential goes by: its full name, else first and last, else the account email. */
export function credentialName(
  credential: Pick<Credential, 'first_name' | 'last_name' | 'username'> &
    Partial<Pick<Credential, 'full_name'>>,
): string {
  return (
    credential.full_name?.trim() ||
    `${credential.first_name ?? ''} ${credential.last_name ?? ''}`.trim() ||
    credential.username
  );
}

/** How a connected account's state reads to a person (platform §4 "Credential statuses"). */
export type CredentialStatusKey = 'active' | 'invalid' | 'inactive' | 'suspended' | 'hibernated' | 'warning';

/** spec platform §4 "Credential statuses": blocked and deleted are both shown as suspended. */
export function credentialStatusKey(credential: Credential): CredentialStatusKey {
  if (credential.status === 'blocked' || credential.status === 'deleted') return 'suspended';
  if (credential.status === 'inactive' && credential.hibernated_at) return 'hibernated';
  if (credential.status === 'active' && credential.wait_for_authorization) return 'warning';
  return credential.status;
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
