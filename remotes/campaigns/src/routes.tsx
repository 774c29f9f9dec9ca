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
  { path: '/campaigns/my-campaigns', title: 'routeTitles.myCampaigns', Page: MyCampaignsPage },
  // spec: "accepts an optional :filter" (deleted-only, archived-only)
  { path: '/campaigns/my-campaigns/:filter', title: 'routeTitles.myCampaigns', Page: MyCampaignsPage },
  {
    path: '/campaigns/marketplace',
    title: 'routeTitles.marketplace',
    Page: lazyPage(() => import('./pages/MarketplacePage')),
  },
  {
    path: '/campaigns/duplicate',
    title: 'routeTitles.duplicateCampaign',
    Page: lazyPage(() => import('./pages/DuplicateCampaignPage')),
  },
  {
    path: '/campaign/add',
    title: 'routeTitles.newCampaign',
    Page: CampaignBuilderPage,
    feature: 'campaigns',
  },
  { path: '/campaign/edit/:id', title: 'routeTitles.editCampaign', Page: CampaignBuilderPage },
  // A campaign's other tabs (features/campaign-nav/CampaignTabs), below the builder's path.
  {
    path: '/campaign/edit/:id/prospects',
    title: 'routeTitles.campaignProspects',
    Page: lazyPage(() => import('./pages/CampaignProspectsPage')),
  },
  {
    path: '/campaign/edit/:id/settings',
    title: 'routeTitles.campaignSettings',
    Page: lazyPage(() => import('./pages/CampaignSettingsPage')),
  },
  {
    path: '/campaign/edit/:id/stats',
    title: 'routeTitles.campaignStats',
    Page: lazyPage(() => import('./pages/CampaignStatsPage')),
  },
  // What each sender will send in the next 24 hours (issue 4, the engine's forecast).
  {
    path: '/campaigns/forecast',
    title: 'routeTitles.forecast',
    Page: lazyPage(() => import('./pages/ForecastPage')),
  },
  {
    path: '/smart-sequences',
    title: 'routeTitles.smartSequences',
    Page: lazyPage(() => import('./pages/SmartSequencesPage')),
    feature: 'smart_sequences',
  },
  {
    path: '/smart-sequences/edit/:id',
    title: 'routeTitles.editSmartSequence',
    Page: lazyPage(() => import('./pages/SmartSequenceEditorPage')),
    feature: 'smart_sequences',
  },

  // Prospects
  // spec: "/profiles (My Prospects) with /profiles/my-prospects": one URL per screen
  { path: '/profiles', redirect: '/profiles/my-prospects' },
  {
    path: '/profiles/my-prospects',
    title: 'routeTitles.myProspects',
    Page: lazyPage(() => import('./pages/MyProspectsPage')),
  },
  {
    path: '/profiles/search-prospects',
    title: 'routeTitles.prospectFinder',
    Page: ProspectFinderPage,
    feature: 'prospect_finder',
  },
  {
    path: '/profiles/:profileId',
    title: 'routeTitles.prospect',
    Page: lazyPage(() => import('./pages/ProspectPage')),
  },
  { path: '/search', redirect: '/search/search-prospects' },
  {
    path: '/search/search-prospects',
    title: 'routeTitles.prospectFinder',
    Page: ProspectFinderPage,
    feature: 'prospect_finder',
  },

  // Templates
  { path: '/templates', redirect: '/templates/my-templates' },
  { path: '/templates/my-templates', title: 'routeTitles.myTemplates', Page: TemplatesPage },
  { path: '/templates/videos', title: 'routeTitles.videos', Page: TemplatesPage, feature: 'video' },
  {
    path: '/templates/videos/constructor/:videoId?',
    title: 'routeTitles.videoConstructor',
    Page: VideoConstructorPage,
    feature: 'video',
  },
  { path: '/templates/signatures', title: 'routeTitles.signatures', Page: TemplatesPage },
  { path: '/templates/voicemails', title: 'routeTitles.voicemails', Page: TemplatesPage },

  // Public video page: no navigation or header (the shell lets /v/ through without a session)
  {
    path: '/v/:videoId',
    title: 'routeTitles.video',
    Page: lazyPage(() => import('./pages/PublicVideoPage')),
  },
];
