import { type AreaRoute, lazyPage } from '@outreach/sdk';

const DialerManagePage = lazyPage(() => import('./pages/DialerManagePage'));

/**
 * The dialer area (spec ai-telephony §2 Dialer), full paths under the prefixes that
 * core/src/areas.ts gives this remote. /integrations/dialer is the integrations' dialer tab; the
 * rest of /integrations is the inbox remote's. Buy Number is a modal, not a route.
 */
export const routes: AreaRoute[] = [
  // spec ai-telephony §6: the dialer needs the plan feature calling, else an upgrade placeholder
  {
    path: '/dialer',
    title: 'routeTitles.dialer',
    Page: lazyPage(() => import('./pages/DialerPage')),
    feature: 'calling',
  },
  { path: '/integrations/dialer', redirect: '/integrations/dialer/phone-numbers' },
  {
    path: '/integrations/dialer/phone-numbers',
    title: 'routeTitles.phoneNumbers',
    Page: DialerManagePage,
    feature: 'calling',
  },
  {
    path: '/integrations/dialer/call-recordings',
    title: 'routeTitles.callRecordings',
    Page: lazyPage(() => import('./pages/CallRecordingsPage')),
    feature: 'calling',
  },
];
