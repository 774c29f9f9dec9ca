import { ApiError, sessionStore, useSession } from '@outreach/sdk';
import {
  type Account,
  useAccount,
  useAdminValidation,
  useCredentials,
  useOriginalAdmin,
  useUser,
} from '@outreach/sdk/account';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  type GuardAccount,
  type GuardDecision,
  type GuardState,
  type GuardUser,
  guard,
} from '../guard/guard';
import { useAllowedPages } from './allowed-pages';
import { queryOf } from './location';

/** spec platform §9 local storage "draft messages": the campaign builder's stored workflow draft. */
export const WORKFLOW_DRAFT_KEY = 'workflowDraft';
/** Kept for the tab's session: a skipped email confirmation is not asked again on every page. */
export const SKIPPED_EMAIL_CONFIRMATION_KEY = 'skippedEmailConfirmation';

export type GuardResult =
  /** Still loading the session: only the rules that need no data have been applied. */
  | { status: 'loading'; decision: GuardDecision }
  /** The session's data could not be loaded for a reason no rule handles. */
  | { status: 'failed'; message: string; retry: () => void }
  | { status: 'ready'; decision: GuardDecision; refetchAccount: () => Promise<Account | undefined> };

function readSkipped(): boolean {
  try {
    return (
      typeof sessionStorage !== 'undefined' && sessionStorage.getItem(SKIPPED_EMAIL_CONFIRMATION_KEY) === '1'
    );
  } catch {
    return false;
  }
}

export function rememberSkippedEmailConfirmation() {
  try {
    sessionStorage.setItem(SKIPPED_EMAIL_CONFIRMATION_KEY, '1');
  } catch {
    // storage may be blocked: the skip then lasts while the query carries it
  }
}

/** platform §3 Account.crm_tokens: any non-empty value means the workspace has a CRM connected. */
function hasCrmTokens(tokens: unknown): boolean {
  if (Array.isArray(tokens)) return tokens.length > 0;
  if (tokens && typeof tokens === 'object') return Object.keys(tokens).length > 0;
  return Boolean(tokens);
}

const notAnyMore = { user: false, account: false, credentials: false };

/** A refused token or workspace is the session rules' (app/SessionErrors.tsx): the guard waits for them. */
function handledElsewhere(error: ApiError | null): boolean {
  return error !== null && (error.status === 401 || error.status === 403);
}

type UserProfile = NonNullable<ReturnType<typeof useUser>['data']>;
type AccountData = NonNullable<ReturnType<typeof useAccount>['data']>;

/** 'Can not find space' without a space asked for: the user has no workspace yet. */
function hasNoWorkspace(space: string | null, accountError: ApiError | null): boolean {
  return !space && accountError !== null && (accountError.status === 403 || accountError.status === 404);
}

/** The workspace the URL names (other than the text 'undefined'), else the session's. */
function spaceOfQuery(query: Record<string, string>, space: string | null): string | null {
  return query.space && query.space !== 'undefined' ? query.space : space;
}

/** Whether the user administers the workspace, and whether their allowed-pages map applies (a member who is not a platform admin). */
function roleOf(user: UserProfile | undefined, account: AccountData | undefined) {
  const isWorkspaceAdmin = Boolean(user && account?.admins?.includes(user._id));
  return {
    isWorkspaceAdmin,
    needsAllowedPages: Boolean(user && account && !isWorkspaceAdmin && !user.is_admin),
  };
}

/** A failed load the guard reports (with a retry), unless the session rules handle it. */
function failedLoad(
  query: { error: Error | null; refetch: () => Promise<unknown> },
  apiError: ApiError | null,
): GuardResult | null {
  if (!query.error || handledElsewhere(apiError)) return null;
  return { status: 'failed', message: query.error.message, retry: () => void query.refetch() };
}

/** The user as the guard reads it; GET /users/fetch_user (UserProfile) carries neither is_original_admin nor track_info. */
function guardUserOf(
  user: UserProfile,
  { isOriginalAdmin, isReseller }: { isOriginalAdmin: boolean; isReseller: boolean },
): GuardUser {
  return {
    _id: user._id,
    status: user.status,
    email_confirmed: user.email_confirmed,
    is_admin: user.is_admin,
    is_original_admin: isOriginalAdmin,
    is_reseller: isReseller,
    click_id: null,
  };
}

/** The workspace as the guard reads it. */
function guardAccountOf(account: AccountData): GuardAccount {
  return {
    is_paid: account.is_paid,
    payment_in_progress: account.payment_in_progress,
    is_billing_enabled: account.is_billing_enabled,
    has_crm_tokens: hasCrmTokens(account.crm_tokens),
    status: account.status,
    tier: account.tier,
  };
}

/**
 * Loads what the route guard needs (user, workspace, credentials, allowed pages, session
 * store) and runs `guard` for the current location, on every render (it is pure and cheap).
 */
export function useGuard(): GuardResult {
  const location = useLocation();
  const token = useSession((state) => state.token);
  const space = useSession((state) => state.space);
  const selectedCredentialId = useSession((state) => state.selectedCredentialId);
  const user = useUser();
  const account = useAccount();
  const credentials = useCredentials();
  const [emailConfirmationSkipped] = useState(readSkipped);

  const userData = user.data;
  const accountError = account.error instanceof ApiError ? account.error : null;
  const noWorkspace = hasNoWorkspace(space, accountError);
  const accountData = account.data;
  const { isWorkspaceAdmin, needsAllowedPages } = roleOf(userData, accountData);
  const allowedPages = useAllowedPages(userData?._id, needsAllowedPages);

  // spec platform §4: "space is kept only for the original admin" — GET /admin/validate_original
  // says so for the workspace the URL (or the session) names. Only platform admins are asked.
  const query = queryOf(location.search);
  const onAdminPage = /^\/admin(\/|$)/i.test(location.pathname);
  const spaceToKeep = onAdminPage ? null : spaceOfQuery(query, space);
  const asksOriginal = Boolean(userData?.is_admin && spaceToKeep);
  const original = useOriginalAdmin(spaceToKeep, asksOriginal);
  // White-label owners may open the admin area too (GET /admin/validate reseller_brands).
  const asksAdmin = Boolean(userData && !userData.is_admin && onAdminPage);
  const adminValidation = useAdminValidation(Boolean(userData));

  // The header and the remotes read the signed-in user from the session store.
  useEffect(() => {
    if (userData) sessionStore.setState({ user: userData });
  }, [userData]);

  const guardUser = userData
    ? guardUserOf(userData, {
        isOriginalAdmin: asksOriginal && original.data?.is_original_admin === true,
        isReseller: (adminValidation.data?.reseller_brands.length ?? 0) > 0,
      })
    : null;
  const guardAccount = accountData ? guardAccountOf(accountData) : null;

  const state: GuardState = {
    hasToken: Boolean(token),
    loaded: {
      user: user.isSuccess,
      account: account.isSuccess || noWorkspace,
      credentials: credentials.isSuccess,
    },
    user: guardUser,
    account: guardAccount,
    credentialIds: credentials.data?.map((credential) => credential._id) ?? [],
    selectedCredentialId,
    space,
    // A member whose map cannot be read is not stopped here: the API still checks every call.
    allowedPages: allowedPages.pages,
    isWorkspaceAdmin,
    emailConfirmationSkipped: emailConfirmationSkipped || readSkipped(),
  };
  const target = { pathname: location.pathname, query };

  if (token) {
    const failed =
      failedLoad(user, user.error instanceof ApiError ? user.error : null) ??
      (noWorkspace ? null : failedLoad(account, accountError));
    if (failed) return failed;
    const waitingFor = [
      !user.isSuccess,
      !(account.isSuccess || noWorkspace),
      credentials.isPending,
      needsAllowedPages && allowedPages.query.isPending,
      asksOriginal && original.isPending,
      asksAdmin && adminValidation.isPending,
    ];
    if (waitingFor.some(Boolean))
      return { status: 'loading', decision: guard({ ...state, loaded: notAnyMore }, target) };
  }

  return {
    status: 'ready',
    decision: guard(state, target),
    refetchAccount: async () => (await account.refetch()).data,
  };
}
