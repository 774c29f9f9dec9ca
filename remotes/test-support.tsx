import type { Locales } from '@outreach/sdk';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';

/** Shows where the router is, so a test can read where a redirect landed. */
export function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Render `ui` with a query client, as the shell provides one (retries off: a failure shows at once). */
export function renderWithQueries(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

/**
 * Render an area's App at `url`, as the shell would: in a router, with a query client
 * (pages that read the workspace stay pending without a server; retries are off).
 */
export function renderArea(App: ComponentType, url: string) {
  return renderWithQueries(
    <MemoryRouter initialEntries={[url]}>
      <App />
      <Location />
    </MemoryRouter>,
  );
}

/** The labels of the selected tabs of the area menu on screen. */
export function selectedTabs(): string[] {
  return screen.queryAllByRole('tab', { selected: true }).map((tab) => tab.textContent ?? '');
}

/**
 * The hooks of an area's page tests: its English strings (the area waits for them) and the build id
 * the App prints before the tests; after each a clean screen and globals, the build id stubbed again.
 */
export function setUpAreaPageTests(locales: Locales) {
  beforeAll(async () => {
    vi.stubGlobal('__BUILD_ID__', 'test');
    await locales.load('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.stubGlobal('__BUILD_ID__', 'test');
  });
}
