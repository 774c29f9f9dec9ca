import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { describeAreaRoutes, type PageRow, type RedirectRow } from '../../area-routes.test-support';
import german from '../locales/de/campaigns.json';
import App from './expose/App';
import { campaignsLocales } from './i18n';
import { routes } from './routes';

// My Campaigns fetches through react-query; its own tests cover it. Here it only has to be reached.
vi.mock('./pages/MyCampaignsPage', () => ({ default: () => <h1>My Campaigns</h1> }));

/** [route path, a URL it serves, the page heading, the selected tab if the page has a menu] */
const pages: PageRow[] = [
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
const redirects: RedirectRow[] = [
  ['/campaigns', '/campaigns', '/campaigns/my-campaigns'],
  ['/profiles', '/profiles', '/profiles/my-prospects'],
  ['/search', '/search', '/search/search-prospects'],
  ['/templates', '/templates', '/templates/my-templates'],
];

afterEach(() => localStorage.clear());

describeAreaRoutes(
  'campaigns routes (spec outreach §2)',
  {
    remote: 'campaigns',
    App,
    locales: campaignsLocales,
    stubFetch: true,
    routes,
    pages,
    redirects,
    german,
    tabMatch: 'exact',
    gated: {
      '/campaign/add': 'campaigns',
      '/smart-sequences': 'smart_sequences',
      '/smart-sequences/edit/:id': 'smart_sequences',
      '/profiles/search-prospects': 'prospect_finder',
      '/search/search-prospects': 'prospect_finder',
      '/templates/videos': 'video',
      '/templates/videos/constructor/:videoId?': 'video',
    },
    menuTab: { from: '/templates/my-templates', tab: 'Signatures', to: '/templates/signatures' },
  },
  ({ renderAt }) => {
    it('the voicemails notice is dismissed with "Got it" and stays dismissed', async () => {
      renderAt('/templates/voicemails');
      expect(
        await screen.findByText('Signatures and voicemails have moved here from Settings.'),
      ).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));
      expect(screen.queryByText('Signatures and voicemails have moved here from Settings.')).toBeNull();
      cleanup();
      renderAt('/templates/voicemails');
      await screen.findByRole('heading', { name: 'Templates' });
      expect(screen.queryByText('Signatures and voicemails have moved here from Settings.')).toBeNull();
    });
  },
);
