import type { Brand } from '@outreach/brands';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { documentTitle } from './page-title';
import { AreaRoutes } from './routing';

function InboxPage() {
  return <h1>Inbox page</h1>;
}
import { sessionStore } from './session';

afterEach(() => {
  cleanup();
  sessionStore.setState({ hostBrand: null, workspaceBrand: null });
  document.title = '';
});

/** Issue 26 item 26: every page's title is "<Page> · <brand name>". */
describe('document titles', () => {
  it('are the page and the brand, the brand alone, or the page alone before a brand is known', () => {
    expect(documentTitle('Inbox', 'Acme Growth')).toBe('Inbox · Acme Growth');
    expect(documentTitle('  My\n Campaigns ', 'Reachly')).toBe('My Campaigns · Reachly');
    expect(documentTitle(null, 'Reachly')).toBe('Reachly');
    expect(documentTitle('Inbox', undefined)).toBe('Inbox');
  });

  it("an area's route titles its page with the workspace's brand", async () => {
    sessionStore.setState({
      hostBrand: { name: 'Reachly' } as Brand,
      workspaceBrand: { name: 'Acme Growth' } as Brand,
    });
    render(
      <MemoryRouter initialEntries={['/inbox']}>
        <AreaRoutes routes={[{ path: '/inbox', title: 'Inbox', Page: InboxPage }]} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Inbox page' })).toBeTruthy();
    expect(document.title).toBe('Inbox · Acme Growth');
  });
});
