import { appendFileSync } from 'node:fs';
import { i18n, type Locales, seedSession } from '@outreach/sdk';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MockHandler, mockApi } from './mock-api.test-support';
import { areaQuery } from './area-routes.test-support';
import { now } from './realistic-api.test-support';
import { renderArea } from './test-support';
import { untranslatedProblems } from './untranslated.test-support';

export interface UntranslatedAreaSpec {
  App: ComponentType;
  locales: Locales;
  /** One URL per route of the area's routes.tsx (redirects included: they land on a page). */
  urls: readonly string[];
  /** The API, answered with realistic data (remotes/realistic-api.test-support.ts). */
  api: Record<string, MockHandler>;
  /** Strings of the mock that are user data (names, subjects), shown as they are in any language. */
  userData: readonly string[];
}

/**
 * Every URL of an area, rendered in English then in fr, de, es and pt: fails with the strings
 * shown identically in both that hold an English word, and with every i18next key asked for
 * that no bundle has (remotes/untranslated.test-support.tsx).
 */
export function describeUntranslated(title: string, spec: UntranslatedAreaSpec) {
  describe(title, () => {
    let api: ReturnType<typeof mockApi>;
    beforeAll(() => {
      vi.stubGlobal('__BUILD_ID__', 'test');
      // The mock's clock: dates and "in 2 hours" read the same in every run.
      vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
      api = mockApi(spec.api);
    });
    afterAll(async () => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      await i18n.changeLanguage('en');
    });
    const load = (language: string) => spec.locales.load(language);
    it.each(spec.urls)(
      '%s is in the language of the page',
      async (url) => {
        const render = (language: string) => () => {
          seedSession({
            token: 'token-1',
            space: 'space-1',
            selectedCredentialId: 'cred-1',
            locale: language,
          });
          renderArea(spec.App, `${url}${url.includes('?') ? '&' : '?'}${areaQuery.slice(1)}`);
        };
        const problems = await untranslatedProblems(load, render, spec.userData);
        api.calls.length = 0;
        // UNTRANSLATED_DEBUG=<file>: every page's problems, a JSON line each, for fixing them in bulk.
        if (process.env.UNTRANSLATED_DEBUG)
          appendFileSync(process.env.UNTRANSLATED_DEBUG, `${JSON.stringify({ url, problems })}\n`);
        // As text, one problem a line: a diff of a long array is cut short.
        expect(problems.join('\n')).toBe('');
      },
      120_000,
    );
  });
}
