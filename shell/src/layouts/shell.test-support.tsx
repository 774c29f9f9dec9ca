import { type Brand, getBrand } from '@outreach/brands';
import { clearNotifications, clearSnackbars, NotificationHost, SnackbarHost } from '@outreach/design-system';
import { api, type SessionUser, sessionStore } from '@outreach/sdk';
import { type Account, accountKeys, type Credential } from '@outreach/sdk/account';
import { accountFixture, credentialFixture, sessionUserFixture } from '@outreach/sdk/test-support';
import { configure, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type AppConfig, ConfigContext } from '../app/config';
import { loadShellStrings } from '../i18n';
import { filledPath, TestRoutes } from '../pages/auth/renderPage.test-support';
import { credentialKeys } from '../pages/credentials/credential-api';
import { quietAuthStatus } from '../pages/credentials/credential.test-support';

// Lazily loaded pages and modal bodies can take more than a second to import on a busy machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export const testUser: SessionUser = sessionUserFixture({
  _id: 'u1',
  email: 'jane@example.com',
  first_name: 'Jane',
  last_name: 'Cooper',
  full_name: 'Jane Cooper',
  status: 'active',
  email_confirmed: true,
  is_admin: false,
});

export const testAccount: Account = accountFixture({
  _id: 's1',
  name: 'Acme Sales',
  brand: 'reachly',
  status: 'active',
  is_paid: true,
  payment_in_progress: false,
  is_billing_enabled: true,
  admins: ['u1'],
  used_seats: 2,
  total_seats: 5,
});

export function testCredential(overrides: Partial<Credential> & { _id: string }): Credential {
  return credentialFixture({
    first_name: 'Ada',
    last_name: 'Lovelace',
    status: 'active',
    automation_type: 'cloud',
    country_code: 'US',
    timezone: 'Europe/Paris',
    work_hours_start: 9,
    work_hours_end: 18,
    unread_count: 0,
    notifications: [],
    auth_status: { ...quietAuthStatus, logged_in_at: '2024-01-01T00:00:00.000Z' },
    has_password: true,
    ...overrides,
  });
}

export interface ShellFixture {
  url?: string;
  brand?: Brand;
  user?: SessionUser | null;
  account?: Account;
  credentials?: Credential[];
  selectedId?: string | null;
  features?: Record<string, boolean>;
  seats?: unknown;
  /** Answers for GET calls not seeded in the cache, by path. */
  get?: Record<string, unknown>;
}

/** The English strings, loaded once for a test file. */
export async function loadStrings() {
  await loadShellStrings('en');
}

/**
 * Renders `routes` at `url` as a signed-in person of a workspace: the session, the react-query cache
 * (user, account, credentials, features, seats) and the app config are seeded, GET calls answered from
 * `get` (anything else rejects so a forgotten call shows), notifications and snackbars drawn.
 */
export function renderShell(routes: ReactNode, fixture: ShellFixture = {}) {
  const brand = fixture.brand ?? getBrand('reachly');
  const user = fixture.user === undefined ? testUser : fixture.user;
  const account = fixture.account ?? testAccount;
  const credentials = fixture.credentials ?? [];
  sessionStore.setState({
    token: 'test-token',
    space: null,
    user,
    brand: brand.id,
    locale: 'en',
    selectedCredentialId:
      fixture.selectedId === undefined ? (credentials[0]?._id ?? null) : fixture.selectedId,
  });
  clearNotifications();
  clearSnackbars();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  queryClient.setQueryData(accountKeys.user(), user);
  queryClient.setQueryData(accountKeys.account(null), account);
  queryClient.setQueryData(accountKeys.credentials(null), credentials);
  queryClient.setQueryData(accountKeys.features(null), fixture.features ?? {});
  if (fixture.seats !== undefined) queryClient.setQueryData(credentialKeys.seats(null), fixture.seats);
  const answers: Record<string, unknown> = { '/users/fetch_spaces': [], ...fixture.get };
  const answerGet = async (path: string) => {
    if (path in answers) return answers[path] as never;
    throw new Error(`unexpected GET ${path}`);
  };
  // A typed call answers from its path as sent (`/credentials/{id}/proxy` → `/credentials/c1/proxy`).
  const get = vi
    .spyOn(api, 'GET')
    .mockImplementation(((template: string, init: { path?: Record<string, unknown> } = {}) =>
      answerGet(filledPath(template, init.path))) as never);
  const config = { brand, remotes: {}, version: 'test' } as unknown as AppConfig;
  const view = render(
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <TestRoutes routes={routes} url={fixture.url ?? '/campaigns'} />
      </QueryClientProvider>
      <NotificationHost />
      <SnackbarHost />
    </ConfigContext.Provider>,
  );
  return { ...view, queryClient, get, location: () => screen.getByTestId('location').textContent ?? '' };
}

/** A matchMedia whose answers the test decides (happy-dom's window is 1024 px wide). */
export function mockViewport(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
