import { cleanup, fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { describeAreaRoutes, type PageRow, type RedirectRow } from '../../area-routes.test-support';
import german from '../locales/de/ai.json';
import App from './expose/App';
import { aiLocales } from './i18n';
import { routes } from './routes';

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
const pages: PageRow[] = [
  ['/onboarding/ai-employee/:step', '/onboarding/ai-employee/intro', 'AI Employee'],
  ['/onboarding/ai-employee/:step', '/onboarding/ai-employee/objective', 'AI Employee'],
  ['/onboarding/ai-employee/:step', '/onboarding/ai-employee/company-search', 'AI Employee'],
  ['/onboarding/ai-employee/:step', '/onboarding/ai-employee/company-searching', 'AI Employee'],
  ['/onboarding/ai-employee/:step', '/onboarding/ai-employee/company-overview', 'AI Employee'],
  ['/mailboxes/overview', '/mailboxes/overview', 'Mailboxes', 'Overview'],
  ['/mailboxes/domains', '/mailboxes/domains', 'Mailboxes', 'Domains'],
  ['/mailboxes/mailboxes', '/mailboxes/mailboxes', 'Mailboxes', 'Mailboxes'],
  ['/mailboxes/mailboxes/warm-up/:mailboxId', '/mailboxes/mailboxes/warm-up/mb-5', 'Mailboxes', 'Mailboxes'],
  ['/mailboxes/:type/:id', '/mailboxes/google/int-8', 'Mailboxes'],
];

/** [route path, a URL it serves, where it lands] */
const redirects: RedirectRow[] = [
  ['/onboarding/ai-employee', '/onboarding/ai-employee', '/onboarding/ai-employee/intro'],
  ['/onboarding/ai-employee/:step', '/onboarding/ai-employee/unknown-step', '/onboarding/ai-employee/intro'],
  ['/mailboxes', '/mailboxes', '/mailboxes/overview'],
  ['/mailboxes/ai-emails', '/mailboxes/ai-emails', '/mailboxes/overview'],
];

describeAreaRoutes(
  'ai routes (spec ai-telephony §2)',
  {
    remote: 'ai',
    App,
    locales: aiLocales,
    routes,
    pages,
    redirects,
    german,
    menuTab: { from: '/mailboxes/overview', tab: 'Domains', to: '/mailboxes/domains' },
  },
  ({ renderAt, location, query }) => {
    it('the onboarding starts at its intro and hides the language switcher on the overview', async () => {
      renderAt(`/onboarding/ai-employee/intro${query}`);
      await screen.findByText('Step 1 of 5: Introduction');
      expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
      expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
      expect(location()).toBe(`/onboarding/ai-employee/objective${query}`);
      cleanup();
      renderAt(`/onboarding/ai-employee/company-overview${query}`);
      await screen.findByText('Step 5 of 5: Company overview');
      expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    });
  },
);
