import { type AreaRoute, lazyPage } from '@outreach/sdk';

const MailboxesPage = lazyPage(() => import('./pages/MailboxesPage'));

/**
 * The AI area (spec ai-telephony §2 AI Employee onboarding, AI email service pages), full paths
 * under the prefixes that core/src/areas.ts gives this remote. The AI preference pages
 * (/preferences/workspace/ai-employees, /preferences/user/company-research) are the shell's;
 * the AI Employee builder, magic campaigns and company research are modals, not routes.
 */
export const routes: AreaRoute[] = [
  // AI Employee onboarding (named route ai-employee-onboarding)
  { path: '/onboarding/ai-employee', redirect: '/onboarding/ai-employee/intro' },
  {
    path: '/onboarding/ai-employee/:step',
    title: 'routeTitles.aiEmployee',
    Page: lazyPage(() => import('./pages/AiEmployeeOnboardingPage')),
  },

  // AI email service
  { path: '/mailboxes', redirect: '/mailboxes/overview' },
  { path: '/mailboxes/ai-emails', redirect: '/mailboxes/overview' },
  { path: '/mailboxes/overview', title: 'routeTitles.mailboxes', Page: MailboxesPage },
  { path: '/mailboxes/domains', title: 'routeTitles.domains', Page: MailboxesPage },
  // named route ai-emails-mailboxes
  { path: '/mailboxes/mailboxes', title: 'routeTitles.mailboxes', Page: MailboxesPage },
  // named route ai-emails-mailboxes-warm-up
  {
    path: '/mailboxes/mailboxes/warm-up/:mailboxId',
    title: 'routeTitles.mailboxWarmUp',
    Page: lazyPage(() => import('./pages/MailboxWarmUpPage')),
  },
  // named route mailboxes-provider
  {
    path: '/mailboxes/:type/:id',
    title: 'routeTitles.mailboxes',
    Page: lazyPage(() => import('./pages/MailboxProviderPage')),
  },
];
