import { sessionStore } from '@outreach/sdk';
import { sessionUserFixture } from '@outreach/sdk/test-support';
import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../mock-api.test-support';
import { renderWithQueries, setUpAreaPageTests } from '../../../test-support';
import { connectPollMs } from '../calendly/calendly-api';
import { connectRoutes, expectAuthorizationOpened, schedulingUser } from '../calendly/calendly.test-support';
import { aiLocales } from '../i18n';
import { CalendlyCardBody, calendlySettingsPath } from './CalendlyCard';

setUpAreaPageTests(aiLocales);

const me = 'u-me';

const openCard = () =>
  renderWithQueries(
    <MemoryRouter>
      <CalendlyCardBody credentialsId="cred-1" />
    </MemoryRouter>,
  );

beforeEach(() => sessionStore.setState({ user: sessionUserFixture({ _id: me }), space: 'space-1' }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the Calendly card of /integrations (issue 28)', () => {
  it('says who is connected, links to the settings, and offers no Connect to a connected user', async () => {
    mockApi({
      'GET /integrations/calendly/users': () => ({
        payload: [schedulingUser(me, 'Dana Scully', true), schedulingUser('u-2', 'Fox Mulder', false)],
      }),
    });
    openCard();
    expect(await screen.findByText('Connected as Dana Scully')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calendly settings' }).getAttribute('href')).toBe(
      calendlySettingsPath,
    );
    expect(screen.queryByRole('button', { name: 'Connect Calendly' })).toBeNull();
  });

  it('connects as the settings block does: the authorisation URL in a new tab, then waits for the token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let connected = false;
    const api = mockApi(connectRoutes(me, 'Dana Scully', () => connected));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    openCard();
    expect(await screen.findByText('Not connected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Calendly' }));
    await expectAuthorizationOpened(opened, api);
    expect((await screen.findByRole('status')).textContent).toContain('Finish connecting in the new tab');
    connected = true;
    await act(() => vi.advanceTimersByTimeAsync(connectPollMs));
    expect(await screen.findByText('Connected as Dana Scully')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Connect Calendly' })).toBeNull();
  });
});
