import { type AreaRoute, lazyPage } from '@outreach/sdk';

const MyCampaignsPage = lazyPage(() => import('./pages/MyCampaignsPage'));
const CampaignBuilderPage = lazyPage(() => import('./pages/CampaignBuilderPage'));
const ProspectFinderPage = lazyPage(() => import('./pages/ProspectFinderPage'));
const TemplatesPage = lazyPage(() => import('./pages/TemplatesPage'));
const VideoConstructorPage = lazyPage(() => import('./pages/VideoConstructorPage'));

/**
 * The campaigns area (spec outreach §2 Campaigns, Prospects, Templates), full paths under the
 * prefixes that core/src/areas.ts gives this remote. /settings/signatures and /settings/voicemails
 * also lead here, but /settings is the shell's, so the shell redirects them.
 */
export const routes: AreaRoute[] = [
  // Campaigns
  { path: '/campaigns', redirect: '/campaigns/my-campaigns' },
  { path: '/campaigns/my-campaigns', title: 'My Campaigns', Page: MyCampaignsPage },
  // spec: "accepts an optional :filter" (deleted-only, archived-only)
  { path: '/campaigns/my-campaigns/:filter', title: 'My Campaigns', Page: MyCampaignsPage },
  {
    path: '/campaigns/marketplace',
    title: 'Campaigns Marketplace',
    Page: lazyPage(() => import('./pages/MarketplacePage')),
  },
  {
    path: '/campaigns/duplicate',
    title: 'Duplicate campaign',
    Page: lazyPage(() => import('./pages/DuplicateCampaignPage')),
  },
  { path: '/campaign/add', title: 'New campaign', Page: CampaignBuilderPage, feature: 'campaigns' },
  { path: '/campaign/edit/:id', title: 'Edit campaign', Page: CampaignBuilderPage },
  // A campaign's other tabs (features/campaign-nav/CampaignTabs), below the builder's path.
  {
    path: '/campaign/edit/:id/prospects',
    title: 'Campaign prospects',
    Page: lazyPage(() => import('./pages/CampaignProspectsPage')),
  },
  {
    path: '/campaign/edit/:id/settings',
    title: 'Campaign settings',
    Page: lazyPage(() => import('./pages/CampaignSettingsPage')),
  },
  {
    path: '/campaign/edit/:id/stats',
    title: 'Campaign stats',
    Page: lazyPage(() => import('./pages/CampaignStatsPage')),
  },
  // What each sender will send in the next 24 hours (issue 4, the engine's forecast).
  { path: '/campaigns/forecast', title: 'Forecast', Page: lazyPage(() => import('./pages/ForecastPage')) },
  {
    path: '/smart-sequences',
    title: 'Smart sequences',
    Page: lazyPage(() => import('./pages/SmartSequencesPage')),
    feature: 'smart_sequences',
  },
  {
    path: '/smart-sequences/edit/:id',
    title: 'Edit smart sequence',
    Page: lazyPage(() => import('./pages/SmartSequenceEditorPage')),
    feature: 'smart_sequences',
  },

  // Prospects
  // spec: "/profiles (My Prospects) with /profiles/my-prospects": one URL per screen
  { path: '/profiles', redirect: '/profiles/my-prospects' },
  {
    path: '/profiles/my-prospects',
    title: 'My Prospects',
    Page: lazyPage(() => import('./pages/MyProspectsPage')),
  },
  {
    path: '/profiles/search-prospects',
    title: 'Prospect Finder',
    Page: ProspectFinderPage,
    feature: 'prospect_finder',
  },
  { path: '/profiles/:profileId', title: 'Prospect', Page: lazyPage(() => import('./pages/ProspectPage')) },
  { path: '/search', redirect: '/search/search-prospects' },
  {
    path: '/search/search-prospects',
    title: 'Prospect Finder',
    Page: ProspectFinderPage,
    feature: 'prospect_finder',
  },

  // Templates
  { path: '/templates', redirect: '/templates/my-templates' },
  { path: '/templates/my-templates', title: 'My templates', Page: TemplatesPage },
  { path: '/templates/videos', title: 'Videos', Page: TemplatesPage, feature: 'video' },
  {
    path: '/templates/videos/constructor/:videoId?',
    title: 'Video constructor',
    Page: VideoConstructorPage,
    feature: 'video',
  },
  { path: '/templates/signatures', title: 'Signatures', Page: TemplatesPage },
  { path: '/templates/voicemails', title: 'Voicemails', Page: TemplatesPage },

  // Public video page: no navigation or header (the shell lets /v/ through without a session)
  { path: '/v/:videoId', title: 'Video', Page: lazyPage(() => import('./pages/PublicVideoPage')) },
];
