import { useNotifications } from '@outreach/design-system';
import { sessionStore } from '@outreach/sdk';
import { createQueryClient } from '@outreach/sdk/query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CONFIRM_DELAY_MS, SIGN_IN_REDIRECT_DELAY_MS } from '../guard/session-errors';
import { loadShellStrings } from '../i18n';
import { RouterNavigation } from './router-navigation';

// No socket in unit tests: the realtime half is the sdk's (and the API's realtime tests).
vi.mock('./SessionLive', () => ({ SessionLive: () => null }));

const { GuardedRoutes } = await import('./GuardedRoutes');
const { SessionErrors } = await import('./SessionErrors');
const { AuthPagesGuard } = await import('./AuthPagesGuard');
const { WORKFLOW_DRAFT_KEY } = await import('./useGuard');
await loadShellStrings('en');

type Responder = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
type Answer = Responder | Record<string, unknown> | unknown[];

const ok = (payload: unknown) => new Response(JSON.stringify({ ok: true, payload }), { status: 200 });
const fail = (error: string, status: number) =>
  new Response(JSON.stringify({ ok: false, error }), { status });

const user = {
  _id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'L',
  status: 'active',
  email_confirmed: true,
  is_admin: false,
};
const paidAccount = {
  _id: 's1',
  name: 'Acme',
  brand: 'reachly',
  status: 'active',
  is_paid: true,
  payment_in_progress: false,
  is_billing_enabled: true,
  admins: ['u1'],
};
const credentials = [
  {
    _id: 'c1',
    username: 'one@example.com',
    first_name: 'One',
    last_name: 'A',
    status: 'active',
    automation_type: 'cloud',
  },
  {
    _id: 'c2',
    username: 'two@example.com',
    first_name: 'Two',
    last_name: 'B',
    status: 'active',
    automation_type: 'cloud',
  },
];

/** A fake API: path (without /api) → payload or a function answering the request. */
function serve(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'https://app.test');
    const answer = answers[url.pathname.replace(/^\/api/, '')];
    if (answer === undefined) return fail('Not found', 404);
    return typeof answer === 'function' ? answer(init, url) : ok(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  const location = useLocation();
  return (
    <div>
      <p data-testid="where">{`${location.pathname}${location.search}`}</p>
      <Link to="/reports">Reports</Link>
    </div>
  );
}

function renderAt(url: string) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/auth/*" element={<Where />} />
          <Route path="/error" element={<Where />} />
          <Route element={<GuardedRoutes />}>
            <Route element={<Outlet />}>
              <Route path="*" element={<Where />} />
            </Route>
          </Route>
        </Routes>
        <RouterNavigation>
          <SessionErrors />
        </RouterNavigation>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function landsOn(path: string) {
  await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(path));
}

beforeEach(() => {
  sessionStore.setState({ token: 'tok', space: null, selectedCredentialId: null, user: null });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useNotifications.getState().clear();
});

describe('GuardedRoutes: the route guard in the shell (spec platform §4)', () => {
  it('sends an unauthenticated visitor to sign-in', async () => {
    sessionStore.setState({ token: null });
    serve({});
    renderAt('/campaigns?invite=abc');
    await landsOn('/auth/sign-in?invite=abc');
  });

  it('sends a signed-in workspace with no credentials to add its first one', async () => {
    serve({ '/users/fetch_user': user, '/space/info': paidAccount, '/credentials/fetch': [] });
    renderAt('/campaigns');
    await landsOn('/credentials/add-first');
  });

  it('sends an unpaid workspace to billing-warning', async () => {
    serve({
      '/users/fetch_user': user,
      '/space/info': { ...paidAccount, is_paid: false },
      '/credentials/fetch': credentials,
    });
    renderAt('/inbox');
    await landsOn('/billing-warning?selectedCred=c1');
  });

  it("starts a main page's first data once the guard lets the page through (issue 25)", async () => {
    const fetchMock = serve({
      '/users/fetch_user': user,
      '/space/info': paidAccount,
      '/credentials/fetch': credentials,
      '/workflows': { items: [], total: 0 },
    });
    renderAt('/campaigns/my-campaigns');
    await landsOn('/campaigns/my-campaigns?selectedCred=c1');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.map(([url]) => new URL(String(url), 'https://app.test').pathname),
      ).toContain('/api/workflows'),
    );
  });

  it('starts no page data where the guard sends the page elsewhere', async () => {
    const fetchMock = serve({
      '/users/fetch_user': user,
      '/space/info': { ...paidAccount, is_paid: false },
      '/credentials/fetch': credentials,
    });
    renderAt('/inbox');
    await landsOn('/billing-warning?selectedCred=c1');
    const paths = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'https://app.test').pathname);
    expect(paths).not.toContain('/api/inbox/dialogs');
  });

  it('carries selectedCred: selects the named credential and keeps it in the query on the next page', async () => {
    serve({ '/users/fetch_user': user, '/space/info': paidAccount, '/credentials/fetch': credentials });
    renderAt('/inbox?selectedCred=c2');
    await landsOn('/inbox?selectedCred=c2');
    expect(sessionStore.getState().selectedCredentialId).toBe('c2');
    fireEvent.click(screen.getByText('Reports'));
    await landsOn('/reports?selectedCred=c2');
  });

  it('keeps space for the original admin (GET /admin/validate_original), across the next page, in the API calls', async () => {
    const admin = { ...user, is_admin: true };
    const customer = { ...paidAccount, _id: 's9', admins: ['someone-else'], is_admin_view: true };
    const fetchMock = serve({
      '/users/fetch_user': admin,
      '/space/info': (_init, url) => ok(url.searchParams.get('space') === 's9' ? customer : paidAccount),
      '/credentials/fetch': credentials,
      '/admin/validate': { is_admin: true, is_super_admin: false, reseller_brands: [] },
      '/admin/validate_original': (_init, url) =>
        ok({ is_original_admin: true, is_admin_view: url.searchParams.get('space') === 's9' }),
    });
    renderAt('/inbox?space=s9&selectedCred=c1');
    await landsOn('/inbox?space=s9&selectedCred=c1');
    expect(sessionStore.getState().space).toBe('s9');
    fireEvent.click(screen.getByText('Reports'));
    await landsOn('/reports?selectedCred=c1&space=s9');
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'https://app.test'));
    expect(
      asked.some(
        (url) => url.pathname.endsWith('/admin/validate_original') && url.searchParams.get('space') === 's9',
      ),
    ).toBe(true);
    expect(
      asked
        .filter((url) => url.pathname.endsWith('/space/info'))
        .every((url) => url.searchParams.get('space') === 's9'),
    ).toBe(true);
  });

  it('drops space for a platform admin whom validate_original does not confirm', async () => {
    serve({
      '/users/fetch_user': { ...user, is_admin: true },
      '/space/info': paidAccount,
      '/credentials/fetch': credentials,
      '/admin/validate': { is_admin: true },
      '/admin/validate_original': { is_original_admin: false, is_admin_view: false },
    });
    renderAt('/inbox?space=s1&selectedCred=c1');
    await landsOn('/inbox?selectedCred=c1');
  });

  it('clears the stored workflow draft when the page is not an editor', async () => {
    localStorage.setItem(WORKFLOW_DRAFT_KEY, '{"name":"draft"}');
    serve({ '/users/fetch_user': user, '/space/info': paidAccount, '/credentials/fetch': credentials });
    renderAt('/campaign/edit/w1?selectedCred=c1');
    await landsOn('/campaign/edit/w1?selectedCred=c1');
    expect(localStorage.getItem(WORKFLOW_DRAFT_KEY)).not.toBeNull();
    fireEvent.click(screen.getByText('Reports'));
    await landsOn('/reports?selectedCred=c1');
    expect(localStorage.getItem(WORKFLOW_DRAFT_KEY)).toBeNull();
  });

  it('sends a user with no workspace to create one', async () => {
    serve({
      '/users/fetch_user': user,
      '/space/info': () => fail('Can not find space', 403),
      '/credentials/fetch': () => fail('Can not find space', 403),
    });
    renderAt('/campaigns');
    await landsOn('/space/create');
  });

  it('polls a payment in progress (15 s, then doubling) and goes to campaigns once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let checks = 0;
    serve({
      '/users/fetch_user': user,
      '/space/info': () => {
        checks += 1;
        // The first load and the first poll see the payment in progress; the second poll sees it paid.
        return ok({ ...paidAccount, is_paid: checks >= 3, payment_in_progress: checks < 3 });
      },
      '/credentials/fetch': credentials,
    });
    renderAt('/campaigns');
    await landsOn('/payment-in-progress?selectedCred=c1');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    await landsOn('/payment-in-progress?selectedCred=c1');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await landsOn('/campaigns?selectedCred=c1');
  });
});

describe('SessionErrors: the session rules (spec platform §4 token handling)', () => {
  it("renews the token on 'Token is not valid' and, when that fails, goes to sign-in after about 0.8 s", async () => {
    const fetchMock = serve({
      '/users/fetch_user': () => fail('Token is not valid', 401),
      '/space/info': () => fail('Token is not valid', 401),
      '/credentials/fetch': () => fail('Token is not valid', 401),
      '/auth/create_token': () => fail('Token is not valid', 401),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/inbox');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/create_token'))).toBe(true),
    );
    expect(sessionStore.getState().token).toBe('tok');
    await act(() => vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_DELAY_MS));
    await landsOn('/auth/sign-in');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('shows the 403 message with a 15-second countdown, then clears the search string', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.setState({ space: 'someone-else' });
    serve({
      '/users/fetch_user': user,
      // Refused for the space asked for; the user's own workspace answers without one.
      '/space/info': (_init, url) =>
        url.searchParams.has('space') ? fail('Can not find space', 403) : ok(paidAccount),
      '/credentials/fetch': (_init, url) =>
        url.searchParams.has('space') ? fail('Can not find space', 403) : ok(credentials),
    });
    renderAt('/inbox?space=someone-else');
    await waitFor(() =>
      expect(useNotifications.getState().notifications[0]).toMatchObject({
        title: 'Can not find space',
        text: 'You are going to be redirected in 15 seconds',
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(useNotifications.getState().notifications[0]?.text).toBe(
      'You are going to be redirected in 10 seconds',
    );
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(useNotifications.getState().notifications).toEqual([]);
    expect(sessionStore.getState().space).toBeNull();
    await landsOn('/inbox?selectedCred=c1');
  });

  it("sends 'Failed to fetch' to /error once the server does not answer the health check either", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/inbox');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_CONFIRM_DELAY_MS));
    await landsOn('/error');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/health'))).toBe(true);
  });

  it("stays when a call fails with 'Failed to fetch' but the server answers the health check (a dropped connection)", async () => {
    let dropped = 0;
    const answer = serve({
      '/users/fetch_user': user,
      '/space/info': paidAccount,
      '/credentials/fetch': credentials,
      '/health': { status: 'ok' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/users/fetch_user') && dropped === 0) {
          dropped += 1;
          throw new TypeError('Failed to fetch');
        }
        return answer(input, init);
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/inbox');
    await waitFor(() => expect(dropped).toBe(1));
    // The confirmation delay passes on the fake clock; the health check answers; the page stays.
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_CONFIRM_DELAY_MS));
    await waitFor(() =>
      expect(answer.mock.calls.some(([url]) => String(url).endsWith('/api/health'))).toBe(true),
    );
    await act(() => vi.advanceTimersByTimeAsync(OFFLINE_CONFIRM_DELAY_MS));
    expect(screen.queryByTestId('where')?.textContent).not.toBe('/error');
  });

  it('does not go to /error for calls cut off while the page is being left (a reload)', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/inbox');
    window.dispatchEvent(new Event('beforeunload'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Long past the confirmation delay on the fake clock: a confirmation started would have landed.
    await act(() => vi.advanceTimersByTimeAsync(4 * OFFLINE_CONFIRM_DELAY_MS));
    expect(screen.queryByTestId('where')?.textContent).not.toBe('/error');
    window.dispatchEvent(new Event('pageshow'));
  });
});

describe('AuthPagesGuard: the light check of the auth pages (no data, first load)', () => {
  function renderAuthAt(url: string) {
    return render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            element={
              <RouterNavigation>
                <AuthPagesGuard>
                  <Outlet />
                </AuthPagesGuard>
              </RouterNavigation>
            }
          >
            <Route path="/auth/*" element={<Where />} />
          </Route>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('sends a visitor with a token from sign-in to campaigns', async () => {
    renderAuthAt('/auth/sign-in');
    await landsOn('/campaigns');
  });

  it('shows sign-in without a token, and resets a space query on sign-up', async () => {
    sessionStore.setState({ token: null, space: 's9' });
    renderAuthAt('/auth/sign-up?space=s9');
    await landsOn('/auth/sign-up');
    expect(sessionStore.getState().space).toBeNull();
  });
});
