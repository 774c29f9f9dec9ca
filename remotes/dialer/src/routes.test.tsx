import { i18n } from '@outreach/sdk';
import { areaPrefixes, remoteForPath } from '@outreach/core/areas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea, selectedTabs } from '../../test-support';
import german from '../locales/de/dialer.json';
import App from './expose/App';
import { dialerLocales } from './i18n';
import { routes } from './routes';

// The area's English strings, loaded once for every test (the area waits for them).
await dialerLocales.load('en');

const renderAt = (url: string) => renderArea(App, url);

const query = '?selectedCred=cred-1&space=space-1';

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
const pages: [string, string, string, string?][] = [
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
const redirects: [string, string, string][] = [
  ['/integrations/dialer', '/integrations/dialer', '/integrations/dialer/phone-numbers'],
];

beforeAll(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
});
afterEach(cleanup);

describe('dialer routes (spec ai-telephony §2 Dialer)', () => {
  it.each(pages)('%s serves %s with the page "%s"', async (_path, url, heading, tab) => {
    renderAt(`${url}${query}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    if (tab) expect(selectedTabs().some((label) => label.includes(tab))).toBe(true);
  });

  it.each(redirects)('%s (%s) lands on %s keeping the query string', async (_path, url, target) => {
    renderAt(`${url}${query}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${target}${query}`));
  });

  it('Get Started leads to the phone numbers, keeping the query string', async () => {
    renderAt(`/dialer${query}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('location').textContent).toBe(`/integrations/dialer/phone-numbers${query}`);
  });

  it('lists every route in the tables above', () => {
    const tested = new Set([...pages.map(([path]) => path), ...redirects.map(([path]) => path)]);
    expect(new Set(routes.map((route) => route.path))).toEqual(tested);
  });

  it.each([...pages, ...redirects])('%s belongs to this remote in core/src/areas.ts', (path, url) => {
    expect(areaPrefixes.dialer.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))).toBe(true);
    expect(remoteForPath(url)).toBe('dialer');
  });

  it('gates the dialer page behind the calling feature', () => {
    const gated = Object.fromEntries(routes.filter((route) => route.feature).map((r) => [r.path, r.feature]));
    expect(gated).toEqual({ '/dialer': 'calling' });
  });

  it('a menu tab navigates within the area and keeps selectedCred and space', async () => {
    renderAt(`/integrations/dialer/phone-numbers${query}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Call recordings' }));
    expect(screen.getByTestId('location').textContent).toBe(`/integrations/dialer/call-recordings${query}`);
  });

  it('renders in the current language once its strings are in, English loaded as the fallback', async () => {
    await i18n.changeLanguage('de');
    try {
      renderAt('/no-such-page');
      expect(await screen.findByText(german.notFound.title, {}, { timeout: 5000 })).toBeTruthy();
      expect(i18n.hasResourceBundle('en', 'dialer')).toBe(true);
      expect(i18n.hasResourceBundle('fr', 'dialer')).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
