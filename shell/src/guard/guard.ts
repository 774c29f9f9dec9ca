import { authPagesGuard, toSearch } from './auth-pages';
import {
  allowedPageOf,
  authPages,
  CREATE_SPACE_PATH,
  credentialPages,
  draftKeepingRoutes,
  inactiveUserPublicPages,
  isInList,
  isPage,
  matchesAny,
  NO_ALLOWED_PAGE_FALLBACK,
  noCredentialsAllowList,
  openPages,
  type RouteName,
  routeNameOf,
  spaceAllowedPages,
  spacePages,
  unpaidAllowList,
} from './pages';

export { authPagesGuard } from './auth-pages';

/**
 * The route guard of spec platform §4 ("Route guard on every navigation" and "Account
 * payment") as one pure function: no React, no storage, no clock. The shell loads the
 * state (app/useGuard.ts), calls `guard` on every location change, applies the effects
 * and renders the redirect.
 */

export interface GuardUser {
  _id: string;
  /** 'active' or 'inactive' (platform §3 User.status). */
  status: string;
  email_confirmed: boolean;
  /** Platform admin (platform §6). */
  is_admin: boolean;
  /** Platform admin who may impersonate (platform §6 "original admin"): GET /admin/validate_original said so. */
  is_original_admin: boolean;
  /** Owner of one or more white-labels (GET /admin/validate `reseller_brands`): the admin area, limited to them. */
  is_reseller?: boolean;
  /** platform §3 User.track_info's click identifier; §4 adds tracking parameters when present. */
  click_id?: string | null;
}

export interface GuardAccount {
  is_paid: boolean;
  payment_in_progress: boolean;
  is_billing_enabled: boolean;
  /** platform §3 Account.crm_tokens is non-empty. */
  has_crm_tokens: boolean;
  /** 'active' or 'blocked'; carried for completeness, no §4 rule reads it (the API refuses a blocked workspace). */
  status?: string;
  /** The plan's tier ('growth'): named to a user back from paying for it. */
  tier?: string;
}

export interface GuardState {
  hasToken: boolean;
  /** Which parts of the state have loaded; a rule that needs a part that has not loaded does not fire. */
  loaded: { user: boolean; account: boolean; credentials: boolean };
  user: GuardUser | null;
  /** The current workspace; null once loaded means the user has no workspace yet. */
  account: GuardAccount | null;
  /** Ids of the connected accounts (credentials) the user can see, in list order. */
  credentialIds: readonly string[];
  selectedCredentialId: string | null;
  /** The workspace the session acts in (the `space` the API calls carry), if chosen. */
  space: string | null;
  /** Allowed-pages map of a non-admin (platform §4); undefined means no restriction. */
  allowedPages?: Readonly<Record<string, boolean>>;
  /** The user is one of the workspace's admins (platform §6). */
  isWorkspaceAdmin: boolean;
  /** The user skipped email confirmation earlier in this session. */
  emailConfirmationSkipped?: boolean;
}

export interface GuardTarget {
  pathname: string;
  query: Readonly<Record<string, string>>;
  /** Spec route name when the caller knows it; otherwise derived from the path. */
  routeName?: string;
}

export interface GuardEffects {
  /** Make this credential the selected one (null: none). */
  selectCredentialId?: string | null;
  /** Remove the stored workflow draft. */
  clearWorkflowDraft?: true;
  /** Make this the session's workspace (null: back to the user's current one). */
  setSpace?: string | null;
  /** Poll the account until it is paid (payment-in-progress page). */
  startPaymentPolling?: true;
  /** Remember for the session that the user skipped email confirmation. */
  skipEmailConfirmation?: true;
  /** Forget the token (the user may not stay signed in). */
  signOut?: true;
  /**
   * Close this tab: a checkout opened in a new tab (is_close_window=true) came back paid, and the
   * tab the user started from is still open (spec platform §4 "opens in a new tab").
   */
  closeWindow?: true;
}

export type GuardDecision =
  | { allow: true; effects?: GuardEffects }
  | { redirect: string; effects?: GuardEffects };

export const SIGN_IN_PATH = '/auth/sign-in';
export const ACTIVATE_EMAIL_PATH = '/auth/activate-email';
export const CAMPAIGNS_PATH = '/campaigns';
export const BILLING_WARNING_PATH = '/billing-warning';
export const PAYMENT_IN_PROGRESS_PATH = '/payment-in-progress';
export const ADD_FIRST_CREDENTIAL_PATH = '/credentials/add-first';
export const CRM_LAST_PATH = '/crm/manage-last';
export const CRM_ROOT_PATH = '/crm/';
/** The query parameter that carries the click identifier (platform §3 track_info, sign-up's `irclickid`). */
export const TRACKING_PARAMETER = 'irclickid';

function decide(effects: GuardEffects, redirect?: string): GuardDecision {
  const some = Object.keys(effects).length > 0;
  if (redirect !== undefined) return some ? { redirect, effects } : { redirect };
  return some ? { allow: true, effects } : { allow: true };
}

function withoutKey(query: Readonly<Record<string, string>>, key: string): Record<string, string> {
  const { [key]: _dropped, ...rest } = query;
  return rest;
}

function sameQuery(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** spec platform §4: a space query value other than the literal text 'undefined' sets the current space. */
function spaceFromQuery(query: Readonly<Record<string, string>>): string | null {
  const value = query.space;
  return value && value !== 'undefined' ? value : null;
}

/** What a rule of a signed-in user's navigation sees; the rules add to `effects` as they go. */
interface RuleContext {
  state: GuardState;
  target: GuardTarget;
  pathname: string;
  query: Readonly<Record<string, string>>;
  effects: GuardEffects;
  user: GuardUser;
  /** The loaded account (null while it loads, or when the user has no workspace). */
  account: GuardAccount | null;
  onAdminPage: boolean;
  /** `path` with the query a signed-in page carries, after the effects decided so far. */
  carried: (path: string) => string;
}

/** A rule decides where the navigation goes, or returns undefined to leave it to the next rule. */
type Rule = (context: RuleContext) => GuardDecision | undefined;

/**
 * The route guard of spec platform §4: where a navigation to `target` goes given the session's
 * `state`, and what it changes on the way (the space, the selected credential, the draft…).
 */
export function guard(state: GuardState, target: GuardTarget): GuardDecision {
  const { pathname, query } = target;
  const effects: GuardEffects = {};

  // spec platform §2: "/oauth needs query oauth_client and state, otherwise goes to /".
  if (isPage(pathname, 'oauth') && !(query.oauth_client && query.state)) return decide(effects, '/');

  // spec platform §4: a space query value (other than 'undefined') sets the current space. The admin
  // area is outside every customer's workspace (§2 "Return target when viewing a workspace:
  // /admin/customers/{space}"): there the session leaves the customer's space.
  const onAdminPage = isPage(pathname, 'admin');
  const requestedSpace = onAdminPage ? null : spaceFromQuery(query);
  if (requestedSpace && requestedSpace !== state.space) effects.setSpace = requestedSpace;
  if (onAdminPage && state.space) effects.setSpace = null;

  // Without a session nothing below applies: open pages stay, signed-in pages go to sign-in.
  if (!state.hasToken) {
    const light = authPagesGuard(false, target);
    if ('redirect' in light) return light;
    if (matchesAny(pathname, openPages)) return decide(effects);
    return decide(effects, `${SIGN_IN_PATH}${toSearch(query)}`);
  }

  const user = state.loaded.user ? state.user : null;
  // The rest needs to know who the user is; the shell waits for it before showing a page.
  if (!user) return decide(effects);

  const context: RuleContext = {
    state,
    target,
    pathname,
    query,
    effects,
    user,
    account: state.loaded.account ? state.account : null,
    onAdminPage,
    carried: (path) => `${path}${toSearch(carriedQuery(state, user, effects, {}))}`,
  };
  for (const rule of signedInRules) {
    const decision = rule(context);
    if (decision) return decision;
  }
  return decide(effects);
}

// The person first (they decide whether the account rules mean anything), then the account.

/** spec platform §4: "Inactive user status redirects to sign-in unless on a public page". */
const inactiveUser: Rule = ({ pathname, effects, user }) => {
  if (user.status !== 'inactive') return undefined;
  if (isInList(pathname, inactiveUserPublicPages)) return decide(effects);
  return decide({ ...effects, signOut: true }, SIGN_IN_PATH);
};

/** spec platform §4: "Email not confirmed leads to activate-email unless skippedEmailConfirmation is set." */
const emailConfirmation: Rule = ({ state, pathname, query, effects, user }) => {
  const skippedNow = query.skippedEmailConfirmation !== undefined;
  if (skippedNow && !user.email_confirmed && !state.emailConfirmationSkipped) {
    effects.skipEmailConfirmation = true;
  }
  const mustConfirmEmail = !user.email_confirmed && !skippedNow && !state.emailConfirmationSkipped;
  if (!mustConfirmEmail) return undefined;
  if (isPage(pathname, 'activate-email') || matchesAny(pathname, openPages)) return decide(effects);
  return decide(effects, ACTIVATE_EMAIL_PATH);
};

/** A signed-in user with no workspace yet creates or joins one (spec platform §2 "/space redirects to create"). */
const noWorkspace: Rule = ({ state, pathname, effects, user, onAdminPage }) => {
  if (!(state.loaded.account && state.account === null) || (onAdminPage && mayUseAdminArea(user)))
    return undefined;
  const spaceless = [...spacePages, ...openPages, '/preferences/user/*', '/workspace/add'];
  if (matchesAny(pathname, spaceless)) return decide(effects);
  return decide(effects, CREATE_SPACE_PATH);
};

/**
 * spec platform §2 "Admin (admin only)": a member who is not a platform admin is sent to campaigns
 * before the admin remote is even loaded (the sidebar hiding the link is not a guard). White-label
 * owners (resellers) get the admin area of their brands. The admin area works outside any
 * workspace: the rules of the admin's own workspace (payment, connected accounts, allowed pages)
 * do not apply there, and `space` is not carried.
 */
const adminArea: Rule = ({ pathname, query, effects, user, onAdminPage, carried }) => {
  if (!onAdminPage) return undefined;
  if (!mayUseAdminArea(user)) return decide(effects, carried(CAMPAIGNS_PATH));
  effects.clearWorkflowDraft = true;
  const wanted = withoutKey(query, 'space');
  if (!sameQuery(wanted, query)) return decide(effects, `${pathname}${toSearch(wanted)}`);
  return decide(effects);
};

/** spec platform §4 Account payment, and billing pages only when billing is enabled. */
const accountPayment: Rule = ({ pathname, query, effects, user, account, carried }) => {
  if (!account) return undefined;
  // spec platform §4 Account payment: "After payment, billing and prepaid pages redirect to campaigns."
  if (account.is_paid && (isPage(pathname, 'billing-warning') || isPage(pathname, 'payment-in-progress'))) {
    if (isPage(pathname, 'payment-in-progress') && query.is_close_window === 'true') {
      effects.closeWindow = true;
    }
    // Issue 26 item 19: back from Checkout, the campaigns say the plan is on (shell UpgradePrompt's
    // "Welcome to the … plan" reads `upgraded`), rather than a page with no word about the payment.
    if (isPage(pathname, 'payment-in-progress') && query.redirect_from_stripe === 'true' && account.tier) {
      const campaigns = carried(CAMPAIGNS_PATH);
      const upgraded = new URLSearchParams({ upgraded: account.tier });
      return decide(effects, `${campaigns}${campaigns.includes('?') ? '&' : '?'}${upgraded}`);
    }
    return decide(effects, carried(CAMPAIGNS_PATH));
  }

  // spec platform §4: "Loaded and unpaid account: unpaid handling (default unpaid page), unless
  // the user is already there or an admin exemption applies." Unpaid: only the unpaid allow-list.
  const unpaid = unpaidHandling(account, user.is_admin, pathname);
  if (unpaid === 'poll') effects.startPaymentPolling = true;
  else if (unpaid) return decide(effects, carried(unpaid));

  // spec platform §4: "Billing not enabled and target is billing: go to campaigns."
  if (!account.is_billing_enabled && isPage(pathname, 'billing')) {
    return decide(effects, carried(CAMPAIGNS_PATH));
  }
  return undefined;
};

/**
 * spec platform §4: "select the one named by selectedCred if found; if none selected yet, select
 * the first"; with no connected account, the no-credentials handling.
 */
const credentials: Rule = ({ state, pathname, query, effects, user, account, carried }) => {
  if (!state.loaded.credentials) return undefined;
  const ids = state.credentialIds;
  if (ids.length > 0) {
    const named = query.selectedCred;
    const current = state.selectedCredentialId;
    if (named && ids.includes(named)) {
      if (named !== current) effects.selectCredentialId = named;
    } else if (!current || !ids.includes(current)) {
      effects.selectCredentialId = ids[0] as string;
    }
    return undefined;
  }
  if (state.selectedCredentialId !== null) effects.selectCredentialId = null;
  if (!account) return undefined;
  // spec platform §4: "Empty list: billing enabled and paid, or billing not enabled:
  // no-credentials handling; billing enabled and unpaid: unpaid handling" (done above).
  // An unpaid account whose unpaid handling applies stays with it even when billing is
  // not enabled: the two pages would otherwise send the user back and forth.
  const unpaidHandled = !account.is_paid && !user.is_admin;
  const noCredentialsHandling = (!account.is_billing_enabled || account.is_paid) && !unpaidHandled;
  if (noCredentialsHandling && !isInList(pathname, noCredentialsAllowList)) {
    return decide(effects, carried(ADD_FIRST_CREDENTIAL_PATH));
  }
  return undefined;
};

/** spec platform §4: "Authorized users are redirected away from auth and space pages to campaigns." */
const awayFromAuthPages: Rule = ({ pathname, effects, user, account, carried }) => {
  if (!account || isPage(pathname, 'accept-invite')) return undefined;
  const onAuthPage = matchesAny(pathname, authPages);
  const stillConfirming = isPage(pathname, 'activate-email') && !user.email_confirmed;
  if ((onAuthPage && !stillConfirming) || matchesAny(pathname, spacePages)) {
    return decide(effects, carried(CAMPAIGNS_PATH));
  }
  return undefined;
};

/**
 * spec platform §4: "Non-admins get an allowed-pages map; a route not allowed redirects to the
 * first allowed credential or space page."
 */
const allowedPages: Rule = ({ state, pathname, effects, user, account, carried }) => {
  if (!state.allowedPages || state.isWorkspaceAdmin || user.is_admin) return undefined;
  const page = allowedPageOf(pathname);
  if (!page || state.allowedPages[page.key] === true) return undefined;
  // Billing is skipped when it is not enabled: that rule would send the user straight back.
  const first = [...credentialPages, ...spaceAllowedPages].find(
    (p) =>
      state.allowedPages?.[p.key] === true && (p.key !== 'billing' || account?.is_billing_enabled !== false),
  );
  return decide(effects, carried(first?.home ?? NO_ALLOWED_PAGE_FALLBACK));
};

/** spec platform §4 and outreach §2: "/crm becomes /crm/manage-last when CRM tokens exist, else /crm/." */
const crmHome: Rule = ({ pathname, effects, account, carried }) => {
  if (!account || !/^\/crm$/i.test(pathname)) return undefined;
  return decide(effects, carried(account.has_crm_tokens ? CRM_LAST_PATH : CRM_ROOT_PATH));
};

/**
 * spec platform §4: "The stored workflow draft is cleared unless the target is edit-campaign,
 * add-campaign, smart-sequences, edit-template, step-edit or edit-smart-sequences."
 */
const workflowDraft: Rule = ({ target, pathname, effects }) => {
  const routeName = (target.routeName ?? routeNameOf(pathname)) as RouteName | undefined;
  if (!routeName || !draftKeepingRoutes.includes(routeName)) effects.clearWorkflowDraft = true;
  return undefined;
};

/**
 * spec platform §4: "After navigation space and selectedCred stay in the query; space is kept only
 * for the original admin. Tracking parameters are added when the user has a click identifier."
 */
const carriedParameters: Rule = ({ state, pathname, query, effects, user }) => {
  if (matchesAny(pathname, openPages)) return undefined;
  const wanted = carriedQuery(state, user, effects, query);
  if (!sameQuery(wanted, query)) return decide(effects, `${pathname}${toSearch(wanted)}`);
  return undefined;
};

/** The rules of a signed-in user's navigation, in the order they apply: the first decision wins. */
const signedInRules: readonly Rule[] = [
  inactiveUser,
  emailConfirmation,
  noWorkspace,
  adminArea,
  accountPayment,
  credentials,
  awayFromAuthPages,
  allowedPages,
  crmHome,
  workflowDraft,
  carriedParameters,
];

/** Platform admins and white-label owners may open the admin area (spec platform §2 "Admin (admin only)", issue 14 resellers). */
function mayUseAdminArea(user: GuardUser): boolean {
  return user.is_admin || user.is_reseller === true;
}

/**
 * The unpaid page to send the user to, 'poll' when they are on payment-in-progress while a
 * payment is in progress (spec platform §4 Account payment), or null when nothing applies.
 */
function unpaidHandling(
  account: GuardAccount,
  isPlatformAdmin: boolean,
  pathname: string,
): string | 'poll' | null {
  // The admin exemption: a platform admin looking at a customer's unpaid workspace is not stopped.
  if (account.is_paid || isPlatformAdmin) return null;
  if (account.payment_in_progress && isPage(pathname, 'payment-in-progress')) return 'poll';
  if (isInList(pathname, unpaidAllowList)) return null;
  return account.payment_in_progress ? PAYMENT_IN_PROGRESS_PATH : BILLING_WARNING_PATH;
}

/**
 * The query a signed-in page should carry: `base` with selectedCred set to the selected
 * credential, `space` only for the original admin (spec platform §4, §6), and the tracking
 * parameter when the user has a click identifier.
 */
function carriedQuery(
  state: GuardState,
  user: GuardUser,
  effects: GuardEffects,
  base: Readonly<Record<string, string>>,
): Record<string, string> {
  const query: Record<string, string> = withoutKey(base, 'space');
  if (state.loaded.credentials) {
    const selected =
      effects.selectCredentialId !== undefined ? effects.selectCredentialId : state.selectedCredentialId;
    if (selected && state.credentialIds.includes(selected)) query.selectedCred = selected;
    else delete query.selectedCred;
  }
  if (user.is_original_admin) {
    const space = effects.setSpace !== undefined ? effects.setSpace : state.space;
    if (space) query.space = space;
  }
  if (user.click_id && !query[TRACKING_PARAMETER]) query[TRACKING_PARAMETER] = user.click_id;
  return query;
}
