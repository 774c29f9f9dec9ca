import { realisticApi, userData } from '../../realistic-api.test-support';
import { describeUntranslated } from '../../untranslated-area.test-support';
import { fakeProfileData } from './employees/onboarding/fake-profiles';
import App from './expose/App';
import { aiLocales } from './i18n';

// Every route of routes.tsx, redirects included (issue 26 item 25).
describeUntranslated('ai pages in fr, de, es and pt', {
  App,
  locales: aiLocales,
  urls: [
    '/onboarding/ai-employee',
    '/onboarding/ai-employee/intro',
    '/onboarding/ai-employee/objective',
    '/onboarding/ai-employee/company-search',
    '/onboarding/ai-employee/company-searching',
    '/onboarding/ai-employee/company-overview',
    '/mailboxes',
    '/mailboxes/ai-emails',
    '/mailboxes/overview',
    '/mailboxes/domains',
    '/mailboxes/domains?domain=dom-1',
    '/mailboxes/mailboxes',
    '/mailboxes/mailboxes/warm-up/mb-1',
    '/mailboxes/google/int-1',
  ],
  api: realisticApi,
  userData: [...userData, ...fakeProfileData],
});
