import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inboxLocales } from '../../i18n';
import { CatalogueGrid } from './components/CatalogueGrid';
import type { CatalogueProvider } from './integrations.types';

const loadAiExpose = vi.hoisted(() => vi.fn());
vi.mock('@outreach/sdk/remote-expose', () => ({ loadRemoteExpose: loadAiExpose }));

await inboxLocales.load('en');
afterEach(() => {
  cleanup();
  loadAiExpose.mockReset();
});

const provider = (id: string, name: string): CatalogueProvider => ({
  id,
  name,
  category: 'productivity',
  status: 'coming_soon',
  last_error: null,
});

const renderGrid = () =>
  render(
    <MemoryRouter>
      <CatalogueGrid
        providers={[provider('slack', 'Slack'), provider('calendly', 'Calendly')]}
        onConnectMailbox={() => undefined}
        credentialId="cred-1"
      />
    </MemoryRouter>,
  );

describe('the Calendly card on /integrations (issue 28)', () => {
  it("shows the ai remote's Calendly card body for the chosen credential, not Coming soon", async () => {
    loadAiExpose.mockResolvedValue(({ credentialsId }: { credentialsId: string | null }) => (
      <p>Calendly body for {credentialsId}</p>
    ));
    renderGrid();
    const card = screen.getByRole('listitem', { name: 'Calendly' });
    expect(await within(card).findByText('Calendly body for cred-1')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Coming soon' })).toBeNull();
    expect(loadAiExpose).toHaveBeenCalledWith('ai', 'CalendlyCard');
    // The other cards stay as they were.
    const slack = screen.getByRole('listitem', { name: 'Slack' });
    expect(within(slack).getByRole('button', { name: 'Coming soon' })).toBeTruthy();
  });

  it('says so in the card when the ai remote can not be loaded', async () => {
    loadAiExpose.mockRejectedValue(new Error('manifest 503'));
    renderGrid();
    const card = screen.getByRole('listitem', { name: 'Calendly' });
    expect(await within(card).findByText('Calendly could not be loaded')).toBeTruthy();
  });
});
