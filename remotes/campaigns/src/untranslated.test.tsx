import { vi } from 'vitest';
import { socketIoMock } from '../../mock-api.test-support';
import { realisticApi, userData } from '../../realistic-api.test-support';
import { describeUntranslated } from '../../untranslated-area.test-support';
import App from './expose/App';
import { campaignsLocales } from './i18n';

vi.mock('socket.io-client', () => socketIoMock());

// Every route of routes.tsx, redirects included (issue 26 item 25).
describeUntranslated('campaigns pages in fr, de, es and pt', {
  App,
  locales: campaignsLocales,
  urls: [
    '/campaigns',
    '/campaigns/my-campaigns',
    '/campaigns/my-campaigns/archived-only',
    '/campaigns/marketplace',
    '/campaigns/duplicate',
    '/campaign/add',
    '/campaign/edit/wf-1',
    '/campaign/edit/wf-1/prospects',
    '/campaign/edit/wf-1/settings',
    '/campaign/edit/wf-1/stats',
    '/campaigns/forecast',
    '/smart-sequences',
    '/smart-sequences/edit/seq-1',
    '/profiles',
    '/profiles/my-prospects',
    '/profiles/search-prospects',
    '/profiles/prospect-1',
    '/search',
    '/search/search-prospects',
    '/templates',
    '/templates/my-templates',
    '/templates/videos',
    '/templates/videos/constructor',
    '/templates/videos/constructor/vid-1',
    '/templates/signatures',
    '/templates/voicemails',
    '/v/vid-1',
  ],
  api: realisticApi,
  userData,
});
