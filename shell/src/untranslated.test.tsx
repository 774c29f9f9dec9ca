import { getBrand } from '@outreach/brands';
import { i18n, seedSession, sessionStore } from '@outreach/sdk';
import { DesignSystemStringsFrom } from '@outreach/sdk/area-app';
import { fireEvent, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, Route } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, type RecordedCall } from '../../remotes/mock-api.test-support';
import { now, realisticApi, userData } from '../../remotes/realistic-api.test-support';
import { untranslatedProblems } from '../../remotes/untranslated.test-support';
import { type AppConfig, ConfigContext } from './app/config';
import { loadShellStrings } from './i18n';
import { DefaultLayout } from './layouts/DefaultLayout';
import { TestRoutes } from './pages/auth/renderPage.test-support';
import { authRoutes, publicRoutes } from './routes/account-routes';
import { credentialRoutes } from './routes/credential-routes';
import { signedInRoutes } from './routes/signed-in-routes';

/**
 * The shell's pages in fr, de, es and pt (issue 26 item 25): the auth and public pages, and the
 * signed-in ones inside the default layout (its menu, header and sender switcher with a sender of
 * every status), each compared with English as remotes/untranslated.test-support.tsx describes.
 */
const urls = [
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/auth/restore-password?token=abc',
  '/auth/activate-email',
  '/auth/confirm-email-change?token=abc',
  '/auth/integration/third-party-login',
  '/privacy-policy',
  '/terms-of-use',
  '/error',
  '/space/accept-invite?invite=ABCDEFGHIJKL',
  '/space/create',
  '/space/join',
  '/space/set-space',
  '/workspace/add',
  '/preferences/user/basic',
  '/preferences/user/password',
  '/preferences/user/language',
  '/preferences/user/manual-approval',
  '/preferences/user/notifications',
  '/preferences/user/company-research',
  '/preferences/workspace/basic/space-1',
  '/preferences/workspace/users/space-1',
  '/preferences/workspace/appearance/space-1',
  '/preferences/workspace/labels/space-1',
  '/preferences/workspace/labels/space-1/create-new',
  '/preferences/workspace/labels/space-1/edit/label-1',
  '/preferences/workspace/auto-labels/space-1',
  '/preferences/workspace/domains/space-1',
  '/credentials/add',
  '/settings/account',
  '/settings/limits',
  '/settings/location',
  '/settings/blacklist',
  '/settings/connection',
];

const routes = (
  <>
    <Route path="/auth" element={<Outlet />}>
      {authRoutes()}
    </Route>
    {publicRoutes()}
    {credentialRoutes()}
    <Route element={<DefaultLayout />}>{signedInRoutes()}</Route>
  </>
);

/** Country names (the location pages list them, in the page's language): proper names. */
const regionNames = (() => {
  const names = new Intl.DisplayNames('en', { type: 'region' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return [...letters].flatMap((a) =>
    [...letters].flatMap((b) => {
      try {
        const name = names.of(`${a}${b}`);
        return name && name !== `${a}${b}` ? [name] : [];
      } catch {
        return [];
      }
    }),
  );
})();
/** A workspace's company researches (issue 28): one of each state, as GET /ai/company_researches lists them. */
const research = {
  host_name: 'hopperlabs.com',
  research_objective: 'Book demos with heads of engineering',
  summary: null,
  value_proposition: null,
  audience: null,
  products: [],
  proof_points: [],
  facts: [],
  sources: [],
  error: null,
  user_id: 'u1',
  created_at: now,
  finished_at: null,
};
const companyResearches = {
  remaining_attempts: 7,
  company_researches: [
    { ...research, _id: 'research-3', status: 'pending' },
    {
      ...research,
      _id: 'research-2',
      status: 'done',
      summary: 'Hopper Labs builds compilers for research teams.',
      value_proposition: 'Compilers that explain their errors.',
      audience: 'Engineering teams at universities',
      products: ['Hopper Compiler'],
      proof_points: ['Used by 40 universities'],
      facts: [{ text: 'Hopper Labs was founded in 1952.', source_url: 'https://hopperlabs.com/about' }],
      sources: ['https://hopperlabs.com/', 'https://hopperlabs.com/about'],
      finished_at: now,
    },
    { ...research, _id: 'research-1', status: 'failed', error: 'Could not connect to hopperlabs.com' },
  ],
};
/** What the researches read on the company's site (and the API's reason, in its own words). */
const researchData = [
  'hopperlabs.com',
  'Book demos with heads of engineering',
  'Hopper Labs builds compilers for research teams.',
  'Compilers that explain their errors.',
  'Engineering teams at universities',
  'Hopper Compiler',
  'Used by 40 universities',
  'Hopper Labs was founded in 1952.',
  'Could not connect to hopperlabs.com',
];
const allowed = [...userData, ...regionNames, ...researchData];

const shellApi = {
  ...realisticApi,
  'GET /space/invites': () => ({ payload: { space: { _id: 'space-1', name: 'Acme Sales' } } }),
  'GET /tracking/custom_domains': () => ({ payload: [] }),
  // The plan has company research, so its page (and the preferences link) show.
  'GET /space/features': async (call: RecordedCall) => {
    const answer = await realisticApi['GET /space/features']?.(call);
    const flags = answer && 'payload' in answer ? (answer.payload as object) : {};
    return { payload: { ...flags, ai_company_researches: true } };
  },
  'GET /ai/company_researches': () => ({ payload: companyResearches }),
};

function renderAt(url: string) {
  const config = {
    brand: getBrand('reachly'),
    remotes: {},
    signIn: { google: true, microsoft: true },
    version: 'test',
  } as unknown as AppConfig;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <ConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <DesignSystemStringsFrom namespace="shell">
          <TestRoutes routes={routes} url={url} />
        </DesignSystemStringsFrom>
      </QueryClientProvider>
    </ConfigContext.Provider>,
  );
}

describe('shell pages in fr, de, es and pt', () => {
  beforeAll(() => {
    vi.stubGlobal('__BUILD_ID__', 'test');
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    mockApi(shellApi);
  });
  afterAll(async () => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    sessionStore.setState({ user: null });
    await i18n.changeLanguage('en');
  });

  it.each(urls)(
    '%s is in the language of the page',
    async (url) => {
      const render = (language: string) => () => {
        seedSession({ token: 'token-1', space: 'space-1', selectedCredentialId: 'cred-1', locale: language });
        renderAt(url);
      };
      const load = (language: string) => loadShellStrings(language);
      // The account switcher lists every sender with its status once opened.
      const openSwitcher = () => {
        const trigger = document.querySelector<HTMLElement>('.shell-switcher__trigger');
        if (trigger) fireEvent.click(trigger);
      };
      const problems = await untranslatedProblems(load, render, allowed, openSwitcher);
      // As text, one problem a line: a diff of a long array is cut short.
      expect(problems.join('\n')).toBe('');
    },
    120_000,
  );
});
