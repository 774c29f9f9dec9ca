import { type Brand, getBrand } from '@outreach/brands';
import { clearSnackbars, useSnackbars } from '@outreach/design-system';
import { ApiError, api, type SessionUser, sessionStore } from '@outreach/sdk';
import { sessionUserFixture } from '@outreach/sdk/test-support';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { type AppConfig, ConfigContext } from '../../app/config';
import { RouterNavigation } from '../../app/router-navigation';
import { loadShellStrings } from '../../i18n';

function CurrentLocation() {
  const location = useLocation();
  return <span data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/**
 * `routes` in a memory router at `url`, an unknown path rendering nothing, and the current location
 * in a `data-testid="location"` span for `location()`.
 */
export function TestRoutes({ routes, url }: { routes: ReactNode; url: string }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <RouterNavigation>
        <Routes>
          {routes}
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </RouterNavigation>
    </MemoryRouter>
  );
}

export interface RenderPageOptions {
  brand?: Brand;
  /** The sign-in providers /api/config says this host offers (both by default). */
  signIn?: AppConfig['signIn'];
  /** Signed-in pages need react-query; auth and public pages must work without it. */
  withQueryClient?: boolean;
}

/**
 * Renders `routes` at `url` in a memory router, with the app config (brand) and, for
 * signed-in pages, a react-query client. `location()` reads where the page navigated to.
 */
export function renderPage(routes: ReactNode, url: string, options: RenderPageOptions = {}) {
  const config: AppConfig = {
    brand: options.brand ?? getBrand('reachly'),
    remotes: {},
    signIn: options.signIn ?? { google: true, microsoft: true },
    version: 'test',
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const tree = <TestRoutes routes={routes} url={url} />;
  render(
    <ConfigContext.Provider value={config}>
      {options.withQueryClient ? (
        <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
      ) : (
        tree
      )}
    </ConfigContext.Provider>,
  );
  return {
    queryClient,
    location: () => screen.getByTestId('location').textContent,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A typed call's init: path params, query and body (the sdk's TypedApi). */
interface TypedInit {
  path?: Record<string, unknown>;
  query?: object;
  body?: unknown;
}

/** `/space/{id}/invites` with `{ id: 's1' }` → `/space/s1/invites`, as the typed client sends it. */
export function filledPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
}
/** An answer for one call: a value, or a function of the body and query (throw an ApiError to fail). */
type Answer = unknown | ((body: unknown, query: Record<string, unknown> | undefined) => unknown);

/**
 * Replaces the sdk's typed api calls (`api.GET('/x/{id}', { path: { id: '1' } })`) with answers
 * keyed 'METHOD /path', the path as sent ('GET /x/1'). Every call is recorded as [method, path,
 * body, query]; an unknown call fails the way the API would (404).
 */
export function mockApi(answers: Record<string, Answer>) {
  const calls: Array<[Method, string, unknown, Record<string, unknown> | undefined]> = [];
  const answer = async (method: Method, path: string, body: unknown, options?: { query?: object }) => {
    const query = options?.query as Record<string, unknown> | undefined;
    calls.push([method, path, body, query]);
    const key = `${method} ${path}`;
    if (!(key in answers)) throw new ApiError(`No mock for ${key}`, 404);
    const value = answers[key];
    return typeof value === 'function' ? value(body, query) : value;
  };
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    vi.spyOn(api, method).mockImplementation(((template: string, init: TypedInit = {}) =>
      answer(method, filledPath(template, init.path), init.body, init)) as never);
  }
  return {
    calls,
    /** The calls of one method and path, as [body, query]. */
    callsTo: (method: Method, path: string) =>
      calls.filter(([m, p]) => m === method && p === path).map(([, , body, query]) => [body, query] as const),
  };
}

/** Throws the error the API client raises for an `{ ok: false, error }` answer. */
export function fail(message: string, status = 400): () => never {
  return () => {
    throw new ApiError(message, status);
  };
}

/** The snackbars shown so far, as 'type: text'. */
export function snackbarTexts(): string[] {
  return useSnackbars.getState().snackbars.map((snackbar) => `${snackbar.type}: ${snackbar.text}`);
}

/** A signed-in session (or none) and a clean slate of snackbars, for beforeEach. */
export function resetSession(signedIn: boolean, user: Partial<SessionUser> = {}) {
  clearSnackbars();
  sessionStore.setState({
    token: signedIn ? 'test-token' : null,
    space: null,
    selectedCredentialId: null,
    user: signedIn
      ? sessionUserFixture({
          _id: 'user-1',
          email: 'anna@example.com',
          first_name: 'Anna',
          last_name: 'Berg',
          status: 'active',
          email_confirmed: true,
          is_admin: false,
          ...user,
        })
      : null,
  });
}

/**
 * The English strings the account pages read (account namespace, shell's for sign-in, and the
 * sdk's `seeded` for the AI labels the workspace pages list).
 */
export function loadAccountStrings(): Promise<void> {
  return loadShellStrings('en', ['account', 'shell', 'seeded']);
}

/** How a page test file starts each test: signed in or out, and what else it resets or undoes. */
export interface PageTestSetUp {
  signedIn: boolean;
  /** Fields of the signed-in user that differ from the default one. */
  user?: Partial<SessionUser>;
  /** More to reset before each test, after the session. */
  beforeEach?: () => void;
  /** More to undo after each test, after the DOM is cleaned and the spies restored. */
  afterEach?: () => void;
}

/**
 * The set-up every page test file shares: the English strings, a clean DOM and restored spies after
 * each test, and a fresh session and snackbars before it. Await it at the top of the file.
 */
export async function setUpPageTests(setUp: PageTestSetUp): Promise<void> {
  await loadAccountStrings();
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    setUp.afterEach?.();
  });
  beforeEach(() => {
    resetSession(setUp.signedIn, setUp.user);
    setUp.beforeEach?.();
  });
}
