import { i18n } from '@outreach/sdk';
import { areaPrefixes, remoteForPath } from '@outreach/core/areas';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderArea, selectedTabs } from '../../test-support';
import german from '../locales/de/ai.json';
import App from './expose/App';
import { aiLocales } from './i18n';
import { routes } from './routes';

// The area's English strings, loaded once for every test (the area waits for them).
await aiLocales.load('en');

const renderAt = (url: string) => renderArea(App, url);

const query = '?selectedCred=cred-1&space=space-1';

/** [route path, a URL it serves, the page heading, a selected tab if the page has a menu] */
const pages: [string, string, string, string?][] = [
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
const redirects: [string, string, string][] = [
  ['/onboarding/ai-employee', '/onboarding/ai-employee', '/onboarding/ai-employee/intro'],
  ['/onboarding/ai-employee/:step', '/onboarding/ai-employee/unknown-step', '/onboarding/ai-employee/intro'],
  ['/mailboxes', '/mailboxes', '/mailboxes/overview'],
  ['/mailboxes/ai-emails', '/mailboxes/ai-emails', '/mailboxes/overview'],
];

beforeAll(() => {
  vi.stubGlobal('__BUILD_ID__', 'test');
});
afterEach(cleanup);

describe('ai routes (spec ai-telephony §2)', () => {
  it.each(pages)('%s serves %s with the page "%s"', async (_path, url, heading, tab) => {
    renderAt(`${url}${query}`);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    if (tab) expect(selectedTabs().some((label) => label.includes(tab))).toBe(true);
  });

  it.each(redirects)('%s (%s) lands on %s keeping the query string', async (_path, url, target) => {
    renderAt(`${url}${query}`);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${target}${query}`));
  });

  it('the onboarding walks its steps in order, without Back on the first or Next on the last', async () => {
    renderAt(`/onboarding/ai-employee/intro${query}`);
    await screen.findByText('Step 1 of 5: Introduction');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location').textContent).toBe(`/onboarding/ai-employee/objective${query}`);
    cleanup();
    renderAt(`/onboarding/ai-employee/company-overview${query}`);
    await screen.findByText('Step 5 of 5: Company overview');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location').textContent).toBe(
      `/onboarding/ai-employee/company-searching${query}`,
    );
  });

  it('lists every route in the tables above', () => {
    const tested = new Set([...pages.map(([path]) => path), ...redirects.map(([path]) => path)]);
    expect(new Set(routes.map((route) => route.path))).toEqual(tested);
  });

  it.each([...pages, ...redirects])('%s belongs to this remote in core/src/areas.ts', (path, url) => {
    expect(areaPrefixes.ai.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))).toBe(true);
    expect(remoteForPath(url)).toBe('ai');
  });

  it('a menu tab navigates within the area and keeps selectedCred and space', async () => {
    renderAt(`/mailboxes/overview${query}`);
    fireEvent.click(await screen.findByRole('tab', { name: 'Domains' }));
    expect(screen.getByTestId('location').textContent).toBe(`/mailboxes/domains${query}`);
  });

  it('renders in the current language once its strings are in, English loaded as the fallback', async () => {
    await i18n.changeLanguage('de');
    try {
      renderAt('/no-such-page');
      expect(await screen.findByText(german.notFound.title, {}, { timeout: 5000 })).toBeTruthy();
      expect(i18n.hasResourceBundle('en', 'ai')).toBe(true);
      expect(i18n.hasResourceBundle('fr', 'ai')).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
