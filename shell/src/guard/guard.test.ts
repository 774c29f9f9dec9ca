import { shouldRenewToken } from '@outreach/sdk';
import { describe, expect, it } from 'vitest';
import {
  authPagesGuard,
  type GuardAccount,
  type GuardDecision,
  type GuardState,
  type GuardTarget,
  type GuardUser,
  guard,
} from './guard';
import {
  draftKeepingRoutes,
  inactiveUserPublicPages,
  matchesPattern,
  namedPages,
  noCredentialsAllowList,
  type PageName,
  routeNames,
  unpaidAllowList,
} from './pages';
import { paymentPolling, paymentPollingSchedule } from './payment-polling';
import {
  forbiddenSecondsLeft,
  realtimeAuthorizationAction,
  type SessionFailure,
  sessionErrorAction,
} from './session-errors';

// ---- fixtures: a signed-in, confirmed workspace admin on a paid workspace with two credentials

function user(overrides: Partial<GuardUser> = {}): GuardUser {
  return {
    _id: 'u1',
    status: 'active',
    email_confirmed: true,
    is_admin: false,
    is_original_admin: false,
    click_id: null,
    ...overrides,
  };
}

function account(overrides: Partial<GuardAccount> = {}): GuardAccount {
  return {
    is_paid: true,
    payment_in_progress: false,
    is_billing_enabled: true,
    has_crm_tokens: false,
    status: 'active',
    ...overrides,
  };
}

interface StateInput extends Partial<Omit<GuardState, 'user' | 'account'>> {
  user?: Partial<GuardUser>;
  account?: Partial<GuardAccount> | null;
}

function state({ user: userInput, account: accountInput, ...rest }: StateInput = {}): GuardState {
  return {
    hasToken: true,
    loaded: { user: true, account: true, credentials: true },
    user: user(userInput),
    account: accountInput === null ? null : account(accountInput),
    credentialIds: ['c1', 'c2'],
    selectedCredentialId: 'c1',
    space: null,
    allowedPages: undefined,
    isWorkspaceAdmin: true,
    ...rest,
  };
}

const noCredentials = { credentialIds: [], selectedCredentialId: null } as const;
const unpaid = { is_paid: false } as const;

function to(url: string): GuardTarget {
  const parsed = new URL(url, 'https://app.test');
  return { pathname: parsed.pathname, query: Object.fromEntries(parsed.searchParams) };
}

/** The path a decision redirects to (no query), or 'allow'. */
function where(decision: GuardDecision): string {
  return 'redirect' in decision ? new URL(decision.redirect, 'https://app.test').pathname : 'allow';
}

function redirectQuery(decision: GuardDecision): Record<string, string> {
  if (!('redirect' in decision)) return {};
  return Object.fromEntries(new URL(decision.redirect, 'https://app.test').searchParams);
}

/**
 * Follows the guard as the shell does (applying the selection, space and sign-out effects
 * between hops) and returns where the user lands; fails on a loop.
 */
function landing(start: GuardState, url: string): string {
  let current = { ...start };
  let target = url;
  const seen: string[] = [];
  for (let hop = 0; hop < 8; hop++) {
    const decision = guard(current, to(target));
    const effects = decision.effects ?? {};
    if (effects.selectCredentialId !== undefined) {
      current = { ...current, selectedCredentialId: effects.selectCredentialId };
    }
    if (effects.setSpace !== undefined) current = { ...current, space: effects.setSpace };
    if (effects.signOut) current = { ...current, hasToken: false };
    if (effects.skipEmailConfirmation) current = { ...current, emailConfirmationSkipped: true };
    if (!('redirect' in decision)) return to(target).pathname;
    seen.push(decision.redirect);
    target = decision.redirect;
  }
  throw new Error(`the guard goes round in circles from ${url}: ${seen.join(' -> ')}`);
}

/** /oauth needs oauth_client and state (platform §2); every other path gets a harmless query. */
function withOauthQuery(path: string): string {
  return path === '/oauth' ? '/oauth?oauth_client=a&state=b' : `${path}?from=test`;
}

/** Every concrete path of a page name, with :params filled and /* dropped. */
function pathsOf(name: PageName): string[] {
  return namedPages[name].map((pattern) => pattern.replace('/*', '').replace(/:\w+/g, 'x1'));
}

describe('route guard, spec platform §4 "Account payment"', () => {
  it('redirects an unpaid account with no payment in progress to billing-warning', () => {
    expect(where(guard(state({ account: unpaid }), to('/campaigns')))).toBe('/billing-warning');
  });

  it('redirects an unpaid account with a payment in progress to payment-in-progress', () => {
    const decision = guard(
      state({ account: { is_paid: false, payment_in_progress: true } }),
      to('/campaigns'),
    );
    expect(where(decision)).toBe('/payment-in-progress');
  });

  it('polls the payment on payment-in-progress while a payment is in progress', () => {
    const decision = guard(
      state({ account: { is_paid: false, payment_in_progress: true } }),
      to('/payment-in-progress?selectedCred=c1'),
    );
    expect(decision).toMatchObject({ allow: true, effects: { startPaymentPolling: true } });
  });

  it('lets an unpaid account stay on the unpaid page it is already on', () => {
    expect(where(guard(state({ account: unpaid }), to('/billing-warning?selectedCred=c1')))).toBe('allow');
  });

  it('exempts a platform admin from unpaid handling (the admin exemption)', () => {
    expect(
      where(guard(state({ account: unpaid, user: { is_admin: true } }), to('/campaigns?selectedCred=c1'))),
    ).toBe('allow');
  });

  it('sends a paid account from billing-warning and payment-in-progress to campaigns (after payment)', () => {
    expect(where(guard(state(), to('/billing-warning')))).toBe('/campaigns');
    expect(where(guard(state(), to('/payment-in-progress')))).toBe('/campaigns');
  });

  it('closes the tab a checkout opened in a new tab (is_close_window=true) once paid, and only that one', () => {
    const fromNewTab = guard(
      state(),
      to('/payment-in-progress?redirect_from_stripe=true&is_close_window=true'),
    );
    expect(fromNewTab.effects?.closeWindow).toBe(true);
    expect(where(fromNewTab)).toBe('/campaigns');
    expect(
      guard(state(), to('/payment-in-progress?redirect_from_stripe=true')).effects?.closeWindow,
    ).toBeUndefined();
    expect(guard(state(), to('/billing-warning?is_close_window=true')).effects?.closeWindow).toBeUndefined();
  });

  it('sends a user back from Checkout to campaigns that say the new plan is on (issue 26 item 19)', () => {
    const paidGrowth = state({ account: { tier: 'growth' } });
    const back = guard(paidGrowth, to('/payment-in-progress?redirect_from_stripe=true'));
    expect(where(back)).toBe('/campaigns');
    expect(redirectQuery(back)).toEqual({ selectedCred: 'c1', upgraded: 'growth' });
    // Not back from Checkout (a bookmark, the unpaid page paid in the portal): no welcome.
    expect(redirectQuery(guard(paidGrowth, to('/payment-in-progress')))).toEqual({ selectedCred: 'c1' });
    expect(redirectQuery(guard(paidGrowth, to('/billing-warning?redirect_from_stripe=true')))).toEqual({
      selectedCred: 'c1',
    });
  });
});

describe('route guard, spec platform §2 "Admin (admin only)"', () => {
  it.each([
    '/admin',
    '/admin/customers',
    '/admin/customers/s1',
    '/admin/whitelabels/acme/details',
    '/ADMIN/prepaid',
  ])('sends a signed-in member who is not a platform admin from %s to campaigns', (path) => {
    // A workspace admin is not a platform admin: workspace admins are held too.
    expect(where(guard(state({ isWorkspaceAdmin: true }), to(path)))).toBe('/campaigns');
    expect(landing(state({ isWorkspaceAdmin: false, allowedPages: { campaigns: true } }), path)).toBe(
      '/campaigns',
    );
  });

  it('lets a platform admin open the admin pages', () => {
    expect(where(guard(state({ user: { is_admin: true } }), to('/admin/customers?selectedCred=c1')))).toBe(
      'allow',
    );
  });

  it('lets a white-label owner (reseller) open the admin pages', () => {
    expect(where(guard(state({ user: { is_reseller: true } }), to('/admin/customers?selectedCred=c1')))).toBe(
      'allow',
    );
  });

  it("leaves the customer's workspace on the admin pages: space is dropped from the URL and the session", () => {
    const admin = state({ user: { is_admin: true, is_original_admin: true }, space: 's9' });
    const decision = guard(admin, to('/admin/customers/s9?space=s9&selectedCred=c1'));
    expect(decision).toMatchObject({ redirect: '/admin/customers/s9?selectedCred=c1' });
    expect(decision.effects?.setSpace).toBeNull();
  });

  it("opens the admin pages for an admin whose own workspace has no connected account or isn't paid", () => {
    const admin = state({ user: { is_admin: true }, credentialIds: [], account: { is_paid: false } });
    expect(where(guard(admin, to('/admin/customers')))).toBe('allow');
    const withoutWorkspace = state({ user: { is_admin: true }, account: null });
    expect(where(guard(withoutWorkspace, to('/admin/customers')))).toBe('allow');
  });

  it('does not take a page that only starts with the word admin', () => {
    expect(where(guard(state(), to('/administration?selectedCred=c1')))).not.toBe('/campaigns');
  });
});

describe('route guard, spec platform §4 "Route guard on every navigation"', () => {
  it('sends billing to campaigns when billing is not enabled', () => {
    const decision = guard(state({ account: { is_billing_enabled: false } }), to('/billing/overview'));
    expect(where(decision)).toBe('/campaigns');
  });

  it('selects the credential named by selectedCred when it is found', () => {
    const decision = guard(state(), to('/inbox?selectedCred=c2'));
    expect(decision).toEqual({
      allow: true,
      effects: { selectCredentialId: 'c2', clearWorkflowDraft: true },
    });
  });

  it('selects the first credential when none is selected yet', () => {
    const decision = guard(state({ selectedCredentialId: null }), to('/inbox'));
    expect(decision.effects?.selectCredentialId).toBe('c1');
    expect(redirectQuery(decision).selectedCred).toBe('c1');
  });

  it('keeps the selected credential when selectedCred names none of the list', () => {
    const decision = guard(state({ selectedCredentialId: 'c2' }), to('/inbox?selectedCred=gone'));
    expect(decision.effects?.selectCredentialId).toBeUndefined();
    expect(redirectQuery(decision).selectedCred).toBe('c2');
  });

  it('gives a paid account with no credentials the no-credentials handling (add the first one)', () => {
    expect(where(guard(state(noCredentials), to('/campaigns')))).toBe('/credentials/add-first');
  });

  it('gives an account with billing not enabled and no credentials the no-credentials handling', () => {
    const decision = guard(state({ ...noCredentials, account: { is_billing_enabled: false } }), to('/inbox'));
    expect(where(decision)).toBe('/credentials/add-first');
  });

  it('gives an account with billing enabled, unpaid and no credentials the unpaid handling', () => {
    expect(where(guard(state({ ...noCredentials, account: unpaid }), to('/campaigns')))).toBe(
      '/billing-warning',
    );
    expect(where(guard(state({ ...noCredentials, account: unpaid }), to('/credentials/add')))).toBe(
      '/billing-warning',
    );
  });

  describe('"No credentials: only credentials/add, billing, workspace, … are allowed"', () => {
    const allowed = noCredentialsAllowList.flatMap((name) =>
      pathsOf(name).map((path) => [name, path] as const),
    );
    it.each(allowed)('allows %s (%s) without credentials', (_name, path) => {
      expect(where(guard(state(noCredentials), to(withOauthQuery(path))))).not.toBe('/credentials/add-first');
    });

    it.each([
      '/campaigns/my-campaigns',
      '/inbox',
      '/profiles/my-prospects',
      '/reports',
      '/settings/account',
      '/templates',
    ])('refuses %s without credentials', (path) => {
      expect(where(guard(state(noCredentials), to(path)))).toBe('/credentials/add-first');
    });
  });

  describe('"Unpaid: only workspace, accept-invite, user, onboarding, pricing, crm, settings, billing-warning and oauth are allowed"', () => {
    const allowed = unpaidAllowList.flatMap((name) => pathsOf(name).map((path) => [name, path] as const));
    it.each(allowed)('allows %s (%s) to an unpaid account', (_name, path) => {
      const decision = guard(state({ account: unpaid }), to(`${withOauthQuery(path)}&selectedCred=c1`));
      expect(where(decision)).not.toBe('/billing-warning');
    });

    it.each(['/campaigns', '/inbox', '/billing/overview', '/dashboard', '/integrations', '/credentials/add'])(
      'refuses %s to an unpaid account',
      (path) => {
        expect(where(guard(state({ account: unpaid }), to(path)))).toBe('/billing-warning');
      },
    );
  });

  it.each([
    '/auth/sign-in',
    '/auth/sign-up',
    '/auth/forgot-password',
    '/space/create',
    '/space/join',
    '/set-space',
  ])('redirects authorized users away from auth and space pages to campaigns (%s)', (path) => {
    expect(where(guard(state(), to(path)))).toBe('/campaigns');
  });

  it('redirects an inactive user to sign-in and ends the session', () => {
    const decision = guard(state({ user: { status: 'inactive' } }), to('/campaigns'));
    expect(decision).toMatchObject({ redirect: '/auth/sign-in', effects: { signOut: true } });
  });

  describe('"unless on a public page (privacy-policy, terms-of-use, sign-up, …)"', () => {
    const pages = inactiveUserPublicPages.flatMap((name) =>
      pathsOf(name).map((path) => [name, path] as const),
    );
    it.each(pages)('lets an inactive user stay on %s (%s)', (_name, path) => {
      expect(guard(state({ user: { status: 'inactive' } }), to(path))).toEqual({ allow: true });
    });
  });

  it('sends a user whose email is not confirmed to activate-email', () => {
    expect(where(guard(state({ user: { email_confirmed: false } }), to('/campaigns')))).toBe(
      '/auth/activate-email',
    );
    expect(where(guard(state({ user: { email_confirmed: false } }), to('/auth/activate-email')))).toBe(
      'allow',
    );
  });

  it('lets a user whose email is not confirmed go on when skippedEmailConfirmation is set, and remembers it', () => {
    const decision = guard(
      state({ user: { email_confirmed: false } }),
      to('/campaigns?skippedEmailConfirmation=true&selectedCred=c1'),
    );
    expect(decision).toMatchObject({ allow: true, effects: { skipEmailConfirmation: true } });
    const later = guard(
      state({ user: { email_confirmed: false }, emailConfirmationSkipped: true }),
      to('/inbox?selectedCred=c1'),
    );
    expect(where(later)).toBe('allow');
  });

  describe('"Non-admins get an allowed-pages map; a route not allowed redirects to the first allowed credential or space page"', () => {
    const member = { isWorkspaceAdmin: false } as const;

    it('redirects a non-admin to the first allowed credential page', () => {
      const decision = guard(
        state({ ...member, allowedPages: { campaigns: false, inbox: true, dashboard: true } }),
        to('/campaigns'),
      );
      expect(where(decision)).toBe('/inbox');
    });

    it('redirects a non-admin to the first allowed space page when no credential page is allowed', () => {
      const decision = guard(state({ ...member, allowedPages: { dashboard: true } }), to('/inbox'));
      expect(where(decision)).toBe('/dashboard');
    });

    it('lets a non-admin open an allowed page and pages no map names', () => {
      const allowedPages = { inbox: true };
      expect(where(guard(state({ ...member, allowedPages }), to('/inbox?selectedCred=c1')))).toBe('allow');
      expect(
        where(guard(state({ ...member, allowedPages }), to('/preferences/user/basic?selectedCred=c1'))),
      ).toBe('allow');
    });

    it('does not restrict workspace admins or platform admins', () => {
      const allowedPages = { inbox: true };
      expect(where(guard(state({ allowedPages }), to('/campaigns?selectedCred=c1')))).toBe('allow');
      const platformAdmin = state({ ...member, allowedPages, user: { is_admin: true } });
      expect(where(guard(platformAdmin, to('/campaigns?selectedCred=c1')))).toBe('allow');
    });
  });

  describe('"The stored workflow draft is cleared unless the target is edit-campaign, add-campaign, …"', () => {
    it('clears the stored workflow draft when the target is another page', () => {
      expect(guard(state(), to('/campaigns?selectedCred=c1')).effects?.clearWorkflowDraft).toBe(true);
    });

    const keeping = draftKeepingRoutes.flatMap((name) =>
      routeNames[name].map((pattern) => [name, pattern.replace('/*', '/2').replace(/:\w+/g, 'w1')] as const),
    );
    it.each(keeping)('keeps the draft on %s (%s)', (_name, path) => {
      expect(guard(state(), to(`${path}?selectedCred=c1`)).effects?.clearWorkflowDraft).toBeUndefined();
    });

    it('keeps the draft when the caller names a draft-keeping route', () => {
      const target = { ...to('/anything?selectedCred=c1'), routeName: 'step-edit' };
      expect(guard(state(), target).effects?.clearWorkflowDraft).toBeUndefined();
    });
  });

  it('sets the current space from a space query', () => {
    expect(guard(state(), to('/inbox?space=s2&selectedCred=c1')).effects?.setSpace).toBe('s2');
  });

  it("ignores a space query of the literal text 'undefined'", () => {
    expect(guard(state(), to('/inbox?space=undefined&selectedCred=c1')).effects?.setSpace).toBeUndefined();
  });

  it('keeps selectedCred in the query after navigation', () => {
    const decision = guard(state({ selectedCredentialId: 'c2' }), to('/reports'));
    expect(decision).toMatchObject({ redirect: '/reports?selectedCred=c2' });
  });

  it('keeps space in the query only for the original admin', () => {
    const original = state({ user: { is_admin: true, is_original_admin: true }, space: 's2' });
    expect(guard(original, to('/inbox?selectedCred=c1&space=s2'))).toMatchObject({ allow: true });
    expect(redirectQuery(guard(original, to('/reports?selectedCred=c1'))).space).toBe('s2');
    const member = guard(state({ space: 's2' }), to('/inbox?selectedCred=c1&space=s2'));
    expect(member).toMatchObject({ redirect: '/inbox?selectedCred=c1' });
  });

  it('adds tracking parameters when the user has a click identifier', () => {
    const decision = guard(state({ user: { click_id: 'click-7' } }), to('/inbox?selectedCred=c1'));
    expect(redirectQuery(decision)).toEqual({ selectedCred: 'c1', irclickid: 'click-7' });
  });

  it('sends /crm to /crm/manage-last when CRM tokens exist', () => {
    expect(where(guard(state({ account: { has_crm_tokens: true } }), to('/crm')))).toBe('/crm/manage-last');
  });

  it('sends /crm to /crm/ when there are no CRM tokens', () => {
    expect(where(guard(state(), to('/crm')))).toBe('/crm/');
    expect(where(guard(state(), to('/crm/?selectedCred=c1')))).toBe('allow');
  });

  it('sends unauthenticated users on a signed-in page to sign-in, keeping the query', () => {
    expect(guard(state({ hasToken: false }), to('/campaigns?invite=abc'))).toEqual({
      redirect: '/auth/sign-in?invite=abc',
    });
  });

  it.each([
    '/auth/sign-in',
    '/auth/sign-up',
    '/auth/forgot-password',
    '/error',
    '/v/video-1',
    '/privacy-policy',
    '/terms-of-use',
    '/accept-invite',
  ])('lets unauthenticated users open %s', (path) => {
    expect(guard(state({ hasToken: false }), to(path))).toEqual({ allow: true });
  });
});

describe('route guard, rules the spec implies (decisions)', () => {
  it('sends a signed-in user without a workspace to create one', () => {
    expect(where(guard(state({ account: null, ...noCredentials }), to('/campaigns')))).toBe('/space/create');
    expect(where(guard(state({ account: null, ...noCredentials }), to('/space/join')))).toBe('allow');
  });

  it('sends /oauth without oauth_client and state to /', () => {
    expect(where(guard(state(), to('/oauth?oauth_client=a')))).toBe('/');
  });

  it('decides nothing that needs data which has not loaded', () => {
    const loading = state({ loaded: { user: false, account: false, credentials: false }, account: unpaid });
    expect(guard(loading, to('/campaigns'))).toEqual({ allow: true });
  });

  it('never sends anyone round in circles', () => {
    const states: StateInput[] = [];
    for (const is_paid of [true, false])
      for (const payment_in_progress of [true, false])
        for (const is_billing_enabled of [true, false])
          for (const credentialIds of [[], ['c1']])
            for (const is_admin of [true, false])
              for (const allowedPages of [
                undefined,
                { billing: true },
                { settings: true },
              ] as GuardState['allowedPages'][])
                states.push({
                  account: { is_paid, payment_in_progress, is_billing_enabled },
                  credentialIds,
                  selectedCredentialId: null,
                  user: { is_admin },
                  isWorkspaceAdmin: false,
                  allowedPages,
                });
    states.push({ account: null }, { user: { email_confirmed: false } }, { user: { status: 'inactive' } });
    const paths = [
      '/campaigns',
      '/crm',
      '/billing',
      '/billing-warning',
      '/payment-in-progress',
      '/pricing',
      '/settings/account',
      '/credentials/add-first',
      '/auth/sign-in',
      '/auth/activate-email',
      '/space/create',
      '/preferences/user/basic',
      '/privacy-policy',
    ];
    const loops: string[] = [];
    for (const input of states) {
      for (const path of paths) {
        try {
          landing(state(input), path);
        } catch (error) {
          loops.push(`${JSON.stringify(input)}: ${(error as Error).message}`);
        }
      }
    }
    expect(loops).toEqual([]);
  });
});

describe('authPagesGuard, the light check before any data', () => {
  it('sends a visitor with a token from the auth pages to campaigns', () => {
    expect(authPagesGuard(true, to('/auth/sign-in?invite=x'))).toEqual({ redirect: '/campaigns?invite=x' });
  });

  it('lets a visitor with a token stay on activate-email', () => {
    expect(authPagesGuard(true, to('/auth/activate-email'))).toEqual({ allow: true });
  });

  it('resets a space query on sign-up to null (spec platform §2)', () => {
    expect(authPagesGuard(false, to('/auth/sign-up?space=s1&ref=r'))).toEqual({
      redirect: '/auth/sign-up?ref=r',
      effects: { setSpace: null },
    });
  });
});

describe('page patterns', () => {
  it.each([
    ['/billing/*', '/billing', true],
    ['/billing/*', '/billing/overview', true],
    ['/billing/*', '/billing-warning', false],
    ['/v/:videoId', '/v/abc', true],
    ['/v/:videoId', '/v', false],
    ['/crm/*', '/CRM/', true],
  ] as const)('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesPattern(path, pattern)).toBe(expected);
  });
});

describe('payment polling, spec platform §4 and §9 ("up to 5 attempts from 15 s, doubling")', () => {
  it.each([
    [1, 15_000],
    [2, 30_000],
    [3, 60_000],
    [4, 120_000],
    [5, 240_000],
  ])('waits before attempt %i for %i ms', (attempt, waitMs) => {
    expect(paymentPollingSchedule[attempt - 1]).toBe(waitMs);
    expect(paymentPolling(attempt - 1, false)).toEqual({ next: 'wait', waitMs });
  });

  it('makes exactly 5 attempts', () => {
    expect(paymentPollingSchedule).toHaveLength(5);
  });

  it.each([1, 3, 5])('goes to campaigns once paid (after attempt %i)', (attempt) => {
    expect(paymentPolling(attempt, true)).toEqual({ next: 'done', redirect: '/campaigns' });
  });

  it('goes to billing-warning when still unpaid after the last attempt', () => {
    expect(paymentPolling(5, false)).toEqual({ next: 'done', redirect: '/billing-warning' });
  });
});

describe('session error rules, spec platform §4 token handling', () => {
  const failure = (overrides: Partial<SessionFailure>): SessionFailure => ({
    status: 500,
    message: 'Something went wrong',
    path: '/workflows',
    hadToken: true,
    hadSpace: false,
    ...overrides,
  });

  it.each([
    [
      'a 401 on a non-public page → sign-in after about 0.8 s',
      failure({ status: 401 }),
      '/campaigns',
      { type: 'sign-in', to: '/auth/sign-in', delayMs: 800 },
    ],
    ['a 401 on a public page (auth) → nothing', failure({ status: 401 }), '/auth/sign-up', { type: 'none' }],
    ['a 401 on a public page (/v/) → nothing', failure({ status: 401 }), '/v/v1', { type: 'none' }],
    [
      'a 401 without a token (wrong password) → nothing',
      failure({ status: 401, hadToken: false }),
      '/campaigns',
      { type: 'none' },
    ],
    [
      'a 403 on token validation → the message for 15 s, then the search is cleared',
      failure({ status: 403, message: 'Can not find space', path: '/space/info', hadSpace: true }),
      '/inbox',
      { type: 'forbidden', message: 'Can not find space', seconds: 15 },
    ],
    [
      'a 403 on another call → nothing (the page shows it)',
      failure({ status: 403, hadSpace: true }),
      '/inbox',
      { type: 'none' },
    ],
    [
      "'Failed to fetch' → /error",
      failure({ status: null, message: 'Failed to fetch' }),
      '/inbox',
      { type: 'error-page', to: '/error' },
    ],
    [
      "'Failed to fetch' on /error → nothing",
      failure({ status: null, message: 'Failed to fetch' }),
      '/error',
      { type: 'none' },
    ],
    ['a 500 → nothing (the page shows it)', failure({}), '/inbox', { type: 'none' }],
  ] as const)('%s', (_rule, input, pathname, action) => {
    expect(sessionErrorAction(input, pathname)).toEqual(action);
  });

  it.each([
    [
      "'Token is not valid' with a token → renew once, then retry",
      { message: 'Token is not valid', hadToken: true, path: '/space/info', alreadyRetried: false },
      true,
    ],
    [
      'not after the retry',
      { message: 'Token is not valid', hadToken: true, path: '/space/info', alreadyRetried: true },
      false,
    ],
    [
      'not without a token',
      { message: 'Token is not valid', hadToken: false, path: '/space/info', alreadyRetried: false },
      false,
    ],
    [
      'not for create_token itself',
      { message: 'Token is not valid', hadToken: true, path: '/auth/create_token', alreadyRetried: false },
      false,
    ],
    [
      'not for other errors',
      { message: 'Invalid email or password', hadToken: true, path: '/auth/sign_in', alreadyRetried: false },
      false,
    ],
  ] as const)('token renewal: %s', (_rule, input, expected) => {
    expect(shouldRenewToken(input)).toBe(expected);
  });

  it.each([
    [0, 15],
    [999, 15],
    [1_000, 14],
    [14_999, 1],
    [15_000, 0],
    [20_000, 0],
  ])('the 403 countdown shows %i ms in: %i seconds left', (elapsed, left) => {
    expect(forbiddenSecondsLeft(elapsed)).toBe(left);
  });

  it.each([
    [
      'authorization {ok: false} for the token → sign out',
      { ok: false, error: 'Token is not valid' },
      'sign-out',
    ],
    ['authorization {ok: false} without a reason → sign out', { ok: false }, 'sign-out'],
    [
      'authorization {ok: false} for the workspace only → stay',
      { ok: false, error: 'Can not find space' },
      'none',
    ],
    ['authorization {ok: true} → stay', { ok: true }, 'none'],
  ] as const)('realtime: %s', (_rule, payload, action) => {
    expect(realtimeAuthorizationAction(payload)).toBe(action);
  });
});
