import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { describeAreaRoutes, type PageRow, type RedirectRow } from '../../area-routes.test-support';
import german from '../locales/de/dialer.json';
import App from './expose/App';
import { dialerLocales } from './i18n';
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
    gated: { '/dialer': 'calling' },
    menuTab: {
      from: '/integrations/dialer/phone-numbers',
      tab: 'Call recordings',
      to: '/integrations/dialer/call-recordings',
    },
  },
  ({ renderAt, location, query }) => {
    it('Get Started leads to the phone numbers, keeping the query string', async () => {
      renderAt(`/dialer${query}`);
      fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
      expect(location()).toBe(`/integrations/dialer/phone-numbers${query}`);
    });
  },
);
