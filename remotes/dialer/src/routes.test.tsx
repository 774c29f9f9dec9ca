import { PlanFeaturesProvider } from '@outreach/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { describeAreaRoutes, type PageRow, type RedirectRow } from '../../area-routes.test-support';
import { renderArea } from '../../test-support';
import german from '../locales/de/dialer.json';
import App from './expose/App';
import { dialerLocales } from './i18n';

// Issue 26 item 26: the dialer is plan-gated (spec ai-telephony §6), its features from the shell.
function WithCalling() {
  return (
    <PlanFeaturesProvider value={{ calling: true, campaigns: true }}>
      <App />
    </PlanFeaturesProvider>
  );
}

function WithoutCalling() {
  return (
    <PlanFeaturesProvider value={{ calling: false, campaigns: true }}>
      <App />
    </PlanFeaturesProvider>
  );
}
import { routes } from './routes';

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
const pages: PageRow[] = [
  ['/dialer', '/dialer', 'Dialer'],
  ['/integrations/dialer/phone-numbers', '/integrations/dialer/phone-numbers', 'Dialer', 'Phone numbers'],
  [
    '/integrations/dialer/call-recordings',
    '/integrations/dialer/call-recordings',
    'Dialer',
    'Call recordings',
  ],
];

/** [route path, a URL it serves, where it lands] */
const redirects: RedirectRow[] = [
  ['/integrations/dialer', '/integrations/dialer', '/integrations/dialer/phone-numbers'],
];

describeAreaRoutes(
  'dialer routes (spec ai-telephony §2 Dialer)',
  {
    remote: 'dialer',
    App,
    locales: dialerLocales,
    routes,
    pages,
    redirects,
    german,
    gated: {
      '/dialer': 'calling',
      '/integrations/dialer/phone-numbers': 'calling',
      '/integrations/dialer/call-recordings': 'calling',
    },
    menuTab: {
      from: '/integrations/dialer/phone-numbers',
      tab: 'Call recordings',
      to: '/integrations/dialer/call-recordings',
    },
  },
  ({ renderAt, location, query }) => {
    it('Get Started leads to the phone numbers with the Get number modal, keeping the query string', async () => {
      renderAt(`/dialer${query}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
      expect(location()).toBe(`/integrations/dialer/phone-numbers?buy=1&${query.slice(1)}`);
    });

    // Issue 26 item 26: the dialer is plan-gated (spec ai-telephony §6), its features from the shell.
    it.each(['/dialer', '/integrations/dialer/phone-numbers', '/integrations/dialer/call-recordings'])(
      'without the calling feature %s shows the upgrade placeholder, no Get Started',
      async (path) => {
        renderArea(WithoutCalling, `${path}${query}`);
        // sdk LockedFeature: the placeholder every gated area shows (its strings are the shell's).
        await waitFor(() => expect(document.querySelector('.locked-feature')).not.toBeNull());
        expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
        expect(screen.queryByRole('heading', { name: 'Dialer' })).toBeNull();
      },
    );

    it('with the calling feature, Get Started leads to the phone numbers page itself', async () => {
      renderArea(WithCalling, `/dialer${query}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
      expect(location()).toBe(`/integrations/dialer/phone-numbers?buy=1&${query.slice(1)}`);
      expect(await screen.findByRole('tab', { name: 'Phone numbers', selected: true })).toBeTruthy();
      expect(document.querySelector('.locked-feature')).toBeNull();
    });
  },
);
