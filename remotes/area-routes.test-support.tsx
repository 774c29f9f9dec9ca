import type { RemoteName } from '@outreach/core/areas';
import { areaPrefixes, remoteForPath } from '@outreach/core/areas';
import type { AreaRoute, Locales } from '@outreach/sdk';
import { i18n } from '@outreach/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea, selectedTabs } from './test-support';

/** The query string every route test carries: the shell's selected credential and workspace. */
export const areaQuery = '?selectedCred=cred-1&space=space-1';

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
export type PageRow = [string, string, string, string?];
/** [route path, a URL it serves, where it lands] */
export type RedirectRow = [string, string, string];

/** One area's route table, as its routes.test.tsx states it. */
export interface AreaRoutesSpec {
  remote: RemoteName;
  App: ComponentType;
  /** The area's strings: English is loaded before the tests (the area waits for them). */
  locales: Locales;
  /** Answer every fetch with a 404, for areas whose pages load data on their own. */
  stubFetch?: boolean;
  routes: readonly AreaRoute[];
  pages: PageRow[];
  redirects: RedirectRow[];
  /** The area's German strings: the not-found page shows in the current language. */
  german: { notFound: { title: string } };
  /** 'exact': a selected tab's label is the tab; 'includes' (default): it contains it (badges, counts). */
  tabMatch?: 'exact' | 'includes';
  /** Paths behind a plan feature, when the area has any: the whole map, so a new gate is seen. */
  gated?: Record<string, string>;
  /** A menu tab to click on `from` and the path it leads to. */
  menuTab: { from: string; tab: string; to: string };
}

/** The address the router is at (tests/support Location). */
const location = () => screen.getByTestId('location').textContent;

/** What an area's own route tests get: where to render, and where the router went. */
export interface AreaTestKit {
  renderAt: (url: string) => void;
  location: () => string | null;
  query: string;
}

/**
 * An area's route tests: the checks every area shares (spec platform §2), then `areaTests`, the
 * ones only this area has. Stubs the build id the App prints and, with `stubFetch`, a fetch that
 * answers 404 (the pages' data is their own tests' business; happy-dom would send it to
 * localhost:3000, where nothing listens). Cleans the screen after each test.
 */
export function describeAreaRoutes(
  title: string,
  spec: AreaRoutesSpec,
  areaTests?: (kit: AreaTestKit) => void,
) {
  describe(title, () => {
    beforeAll(async () => {
      vi.stubGlobal('__BUILD_ID__', 'test');
      if (spec.stubFetch) {
        vi.stubGlobal(
          'fetch',
          async () => new Response(JSON.stringify({ ok: false, error: 'Not served here' }), { status: 404 }),
        );
      }
      await spec.locales.load('en');
    });
    afterEach(cleanup);
    const renderAt = (url: string) => {
      renderArea(spec.App, url);
    };
    itServesAreaRoutes(spec, renderAt);
    areaTests?.({ renderAt, location, query: areaQuery });
  });
}

/**
 * The checks every area's routes share: each page and redirect of the table, the table covering
 * routes.tsx, every path owned by this remote in core/src/areas.ts, the feature gates, a menu tab
 * keeping the query string, and the strings following the language.
 */
function itServesAreaRoutes(spec: AreaRoutesSpec, renderAt: (url: string) => void) {
  it.each(spec.pages)('%s serves %s with the page "%s"', async (_path, url, heading, tab) => {
    renderAt(`${url}${areaQuery}`);
    // Lazy pages: the first load of a large one (the builder) takes longer than findBy's default second.
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeTruthy();
    if (!tab) return;
    if (spec.tabMatch === 'exact') expect(selectedTabs()).toContain(tab);
    else expect(selectedTabs().some((label) => label.includes(tab))).toBe(true);
  });

  it.each(spec.redirects)('%s (%s) lands on %s keeping the query string', async (_path, url, target) => {
    renderAt(`${url}${areaQuery}`);
    await waitFor(() => expect(location()).toBe(`${target}${areaQuery}`));
  });

  it('lists every route in the tables above', () => {
    const tested = new Set([...spec.pages.map(([path]) => path), ...spec.redirects.map(([path]) => path)]);
    expect(new Set(spec.routes.map((route) => route.path))).toEqual(tested);
  });

  it.each([...spec.pages, ...spec.redirects])(
    '%s belongs to this remote in core/src/areas.ts',
    (path, url) => {
      const prefixes = areaPrefixes[spec.remote];
      expect(prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))).toBe(true);
      expect(remoteForPath(url)).toBe(spec.remote);
    },
  );

  if (spec.gated) {
    const gated = spec.gated;
    it('gates the pages the spec puts behind a feature', () => {
      const features = spec.routes.filter((route) => route.feature).map((r) => [r.path, r.feature]);
      expect(Object.fromEntries(features)).toEqual(gated);
    });
  }

  it('a menu tab navigates within the area and keeps selectedCred and space', async () => {
    const { from, tab, to } = spec.menuTab;
    renderAt(`${from}${areaQuery}`);
    fireEvent.click(await screen.findByRole('tab', { name: tab }));
    expect(location()).toBe(`${to}${areaQuery}`);
  });

  it('renders in the current language once its strings are in, English loaded as the fallback', async () => {
    await i18n.changeLanguage('de');
    try {
      renderAt('/no-such-page');
      expect(await screen.findByText(spec.german.notFound.title, {}, { timeout: 5000 })).toBeTruthy();
      expect(i18n.hasResourceBundle('en', spec.remote)).toBe(true);
      expect(i18n.hasResourceBundle('fr', spec.remote)).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
}
