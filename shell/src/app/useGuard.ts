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
  // 'Can not find space' without a space asked for: the user has no workspace yet.
  const noWorkspace =
    !space && accountError !== null && (accountError.status === 403 || accountError.status === 404);
  const accountData = account.data;
  const isWorkspaceAdmin = Boolean(userData && accountData?.admins?.includes(userData._id));
  const needsAllowedPages = Boolean(userData && accountData && !isWorkspaceAdmin && !userData.is_admin);
  const allowedPages = useAllowedPages(userData?._id, needsAllowedPages);

  // spec platform §4: "space is kept only for the original admin" — GET /admin/validate_original
  // says so for the workspace the URL (or the session) names. Only platform admins are asked.
  const query = queryOf(location.search);
  const onAdminPage = /^\/admin(\/|$)/i.test(location.pathname);
  const requestedSpace = query.space && query.space !== 'undefined' ? query.space : null;
  const spaceToKeep = onAdminPage ? null : (requestedSpace ?? space);
  const asksOriginal = Boolean(userData?.is_admin && spaceToKeep);
  const original = useOriginalAdmin(spaceToKeep, asksOriginal);
  // White-label owners may open the admin area too (GET /admin/validate reseller_brands).
  const asksAdmin = Boolean(userData && !userData.is_admin && onAdminPage);
  const adminValidation = useAdminValidation(Boolean(userData));

  // The header and the remotes read the signed-in user from the session store.
  useEffect(() => {
    if (userData) sessionStore.setState({ user: userData });
  }, [userData]);

  const guardUser: GuardUser | null = userData
    ? {
        _id: userData._id,
        status: userData.status,
        email_confirmed: userData.email_confirmed,
        is_admin: userData.is_admin,
        // GET /users/fetch_user (UserProfile) carries neither is_original_admin nor track_info.
        is_original_admin: asksOriginal && original.data?.is_original_admin === true,
        is_reseller: (adminValidation.data?.reseller_brands.length ?? 0) > 0,
        click_id: null,
      }
    : null;
  const guardAccount: GuardAccount | null = accountData
    ? {
        is_paid: accountData.is_paid,
        payment_in_progress: accountData.payment_in_progress,
        is_billing_enabled: accountData.is_billing_enabled,
        has_crm_tokens: hasCrmTokens(accountData.crm_tokens),
        status: accountData.status,
      }
    : null;

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
    const userError = user.error instanceof ApiError ? user.error : null;
    // A refused token or workspace is the session rules' (app/SessionErrors.tsx): wait for them.
    const handledElsewhere = (error: ApiError | null) =>
      error !== null && (error.status === 401 || error.status === 403);
    if (user.error && !handledElsewhere(userError)) {
      return { status: 'failed', message: user.error.message, retry: () => void user.refetch() };
    }
    if (account.error && !noWorkspace && !handledElsewhere(accountError)) {
      return { status: 'failed', message: account.error.message, retry: () => void account.refetch() };
    }
    const settled =
      user.isSuccess &&
      (account.isSuccess || noWorkspace) &&
      !credentials.isPending &&
      !(needsAllowedPages && allowedPages.query.isPending) &&
      !(asksOriginal && original.isPending) &&
      !(asksAdmin && adminValidation.isPending);
    if (!settled) return { status: 'loading', decision: guard({ ...state, loaded: notAnyMore }, target) };
  }

  return {
    status: 'ready',
    decision: guard(state, target),
    refetchAccount: async () => (await account.refetch()).data,
  };
}
