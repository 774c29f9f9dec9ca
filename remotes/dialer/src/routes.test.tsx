import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  areaQuery as query,
  itServesAreaRoutes,
  location,
  type PageRow,
  type RedirectRow,
  setUpAreaRouteTests,
} from '../../area-routes.test-support';
import { renderArea } from '../../test-support';
import german from '../locales/de/dialer.json';
import App from './expose/App';
import { dialerLocales } from './i18n';
import { routes } from './routes';

// The area's English strings, loaded once for every test (the area waits for them).
await dialerLocales.load('en');

const renderAt = (url: string) => renderArea(App, url);

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

setUpAreaRouteTests();

describe('dialer routes (spec ai-telephony §2 Dialer)', () => {
  itServesAreaRoutes({
    remote: 'dialer',
    App,
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
  });

  it('Get Started leads to the phone numbers, keeping the query string', async () => {
    renderAt(`/dialer${query}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(location()).toBe(`/integrations/dialer/phone-numbers${query}`);
  });
});
