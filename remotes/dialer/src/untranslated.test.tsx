import { realisticApi, userData } from '../../realistic-api.test-support';
import { describeUntranslated } from '../../untranslated-area.test-support';
import App from './expose/App';
import { dialerLocales } from './i18n';

// Every route of routes.tsx, redirects included (issue 26 item 25).
describeUntranslated('dialer pages in fr, de, es and pt', {
  App,
  locales: dialerLocales,
  urls: [
    '/dialer',
    '/integrations/dialer',
    '/integrations/dialer/phone-numbers',
    '/integrations/dialer/call-recordings',
  ],
  api: realisticApi,
  userData,
});
