import { i18n } from '@outreach/sdk';
import { areaPrefixes, remoteForPath } from '@outreach/core/areas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../test-support';
import german from '../locales/de/campaigns.json';
import App from './expose/App';
import { campaignsLocales } from './i18n';
import { routes } from './routes';

// The area's English strings, loaded once for every test (the area waits for them).
await campaignsLocales.load('en');

const renderAt = (url: string) => renderArea(App, url);

// My Campaigns fetches through react-query; its own tests cover it. Here it only has to be reached.
vi.mock('./pages/MyCampaignsPage', () => ({ default: () => <h1>My Campaigns</h1> }));

const query = '?selectedCred=cred-1&space=space-1';

/** [route path, a URL it serves, the page heading, the selected tab if the page has a menu] */
const pages: [string, string, string, string?][] = [
  ['/campaigns/my-campaigns', '/campaigns/my-campaigns', 'My Campaigns'],
  ['/campaigns/my-campaigns/:filter', '/campaigns/my-campaigns/archived-only', 'My Campaigns'],
  ['/campaigns/marketplace', '/campaigns/marketplace', 'Campaigns Marketplace', 'Campaigns Marketplace'],
  ['/campaigns/duplicate', '/campaigns/duplicate', 'Duplicate campaign'],
  ['/campaign/add', '/campaign/add', 'New campaign'],
  ['/campaign/edit/:id', '/campaign/edit/wf-42', 'Edit campaign'],
  ['/campaign/edit/:id/prospects', '/campaign/edit/wf-42/prospects', 'Campaign prospects', 'Prospects'],
  ['/campaign/edit/:id/settings', '/campaign/edit/wf-42/settings', 'Campaign settings', 'Settings'],
  ['/campaign/edit/:id/stats', '/campaign/edit/wf-42/stats', 'Campaign stats', 'Stats'],
  ['/campaigns/forecast', '/campaigns/forecast', 'Forecast', 'Forecast'],
  ['/smart-sequences', '/smart-sequences', 'Smart sequences'],
  ['/smart-sequences/edit/:id', '/smart-sequences/edit/seq-7', 'Edit smart sequence'],
  ['/profiles/my-prospects', '/profiles/my-prospects', 'My Prospects', 'My Prospects'],
  ['/profiles/search-prospects', '/profiles/search-prospects', 'Prospect Finder', 'Prospect Finder'],
  // C2's prospect page heads its details (features/prospects): the heading is "Details".
  ['/profiles/:profileId', '/profiles/prospect-9', 'Details'],
  ['/search/search-prospects', '/search/search-prospects', 'Prospect Finder'],
  ['/templates/my-templates', '/templates/my-templates', 'Templates', 'My templates'],
  ['/templates/videos', '/templates/videos', 'Templates', 'Videos'],
  ['/templates/videos/constructor/:videoId?', '/templates/videos/constructor', 'Video constructor'],
  ['/templates/videos/constructor/:videoId?', '/templates/videos/constructor/vid-3', 'Video constructor'],
  ['/templates/signatures', '/templates/signatures', 'Templates', 'Signatures'],
  ['/templates/voicemails', '/templates/voicemails', 'Templates', 'Voicemails'],
  // The public page has no header: a video the API does not find shows its not-found state.
  ['/v/:videoId', '/v/vid-3', 'Video not found'],
];

/** [route path, a URL it serves, where it lands] */
const redirects: [string, string, string][] = [
  ['/campaigns', '/campaigns', '/campaigns/my-campaigns'],
  ['/profiles', '/profiles', '/profiles/my-prospects'],
  ['/search', '/search', '/search/search-prospects'],
  ['/templates', '/templates', '/templates/my-templates'],
];

beforeAll(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
  // The pages' data is their own tests' business: here no call leaves the test (happy-dom would
  // send it to localhost:3000, where nothing listens).
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ ok: false, error: 'Not served here' }), { status: 404 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('campaigns routes (spec outreach §2)', () => {
  it.each(pages)('%s serves %s with the page "%s"', async (_path, url, heading, tab) => {
    renderAt(`${url}${query}`);
    // Lazy pages: the first load of a large one (the builder) takes longer than findBy's default second.
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 5000 })).toBeTruthy();
    if (tab) expect(screen.getByRole('tab', { selected: true }).textContent).toContain(tab);
  });

  it.each(redirects)('%s (%s) redirects to %s keeping the query string', async (_path, url, target) => {
    renderAt(`${url}${query}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${target}${query}`));
  });

  it('lists every route in the tables above', () => {
    const tested = new Set([...pages.map(([path]) => path), ...redirects.map(([path]) => path)]);
    expect(new Set(routes.map((route) => route.path))).toEqual(tested);
  });

  it.each([...pages, ...redirects])('%s belongs to this remote in core/src/areas.ts', (path, url) => {
    expect(areaPrefixes.campaigns.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))).toBe(
      true,
    );
    expect(remoteForPath(url)).toBe('campaigns');
  });

  it('gates the pages the spec puts behind a feature', () => {
    const gated = Object.fromEntries(routes.filter((route) => route.feature).map((r) => [r.path, r.feature]));
    expect(gated).toEqual({
      '/campaign/add': 'campaigns',
      '/smart-sequences': 'smart_sequences',
      '/smart-sequences/edit/:id': 'smart_sequences',
      '/profiles/search-prospects': 'prospect_finder',
      '/search/search-prospects': 'prospect_finder',
      '/templates/videos': 'video',
      '/templates/videos/constructor/:videoId?': 'video',
    });
  });

  it('a menu tab navigates within the area and keeps selectedCred and space', async () => {
    renderAt(`/templates/my-templates${query}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Signatures' }));
    expect(screen.getByTestId('location').textContent).toBe(`/templates/signatures${query}`);
  });

  it('the voicemails notice is dismissed with "Got it" and stays dismissed', async () => {
    renderAt('/templates/voicemails');
    expect(await screen.findByText('Signatures and voicemails have moved here from Settings.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(screen.queryByText('Signatures and voicemails have moved here from Settings.')).toBeNull();
    cleanup();
    renderAt('/templates/voicemails');
    await screen.findByRole('heading', { name: 'Templates' });
    expect(screen.queryByText('Signatures and voicemails have moved here from Settings.')).toBeNull();
  });

  it('renders in the current language once its strings are in, English loaded as the fallback', async () => {
    await i18n.changeLanguage('de');
    try {
      renderAt('/no-such-page');
      expect(await screen.findByText(german.notFound.title, {}, { timeout: 5000 })).toBeTruthy();
      expect(i18n.hasResourceBundle('en', 'campaigns')).toBe(true);
      expect(i18n.hasResourceBundle('fr', 'campaigns')).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
