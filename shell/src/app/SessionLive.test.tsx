import { useNotifications, useSnackbars } from '@outreach/design-system';
import { sessionStore } from '@outreach/sdk';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadShellStrings } from '../i18n';

const handlers = new Map<string, (payload: unknown) => void>();
const emitted: [string, unknown][] = [];
const socket = { emit: (event: string, payload: unknown) => emitted.push([event, payload]) };

vi.mock('@outreach/sdk', async (original) => ({
  ...(await original<typeof import('@outreach/sdk')>()),
  getRealtime: vi.fn(() => Promise.resolve(socket)),
  disconnectRealtime: vi.fn(),
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
  },
}));
const liveUpdates = vi.fn();
vi.mock('@outreach/sdk/account', () => ({ useAccountLiveUpdates: () => liveUpdates() }));

const { getRealtime } = await import('@outreach/sdk');
const { SessionLive } = await import('./SessionLive');
await loadShellStrings('en');

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLive() {
  return render(
    <MemoryRouter initialEntries={['/inbox']}>
      <SessionLive />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  handlers.clear();
  emitted.length = 0;
  sessionStore.setState({ token: 'tok', space: null, selectedCredentialId: 'c1' });
});
afterEach(() => {
  cleanup();
  useNotifications.getState().clear();
  useSnackbars.getState().clear();
});

describe('SessionLive: the client half of realtime for the session (spec platform §7)', () => {
  it('connects while signed in and keeps the account data live', () => {
    renderLive();
    expect(getRealtime).toHaveBeenCalled();
    expect(liveUpdates).toHaveBeenCalled();
  });

  it('signs out when the socket answers authorization {ok: false} for the token', () => {
    renderLive();
    act(() => handlers.get('authorization')?.({ ok: false, error: 'Token is not valid' }));
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/auth/sign-in');
  });

  it('stays signed in on authorization {ok: true}', () => {
    renderLive();
    act(() => handlers.get('authorization')?.({ ok: true }));
    expect(sessionStore.getState().token).toBe('tok');
  });

  it('shows a notice on already_authorized', () => {
    renderLive();
    act(() => handlers.get('already_authorized')?.({ ok: true }));
    expect(useNotifications.getState().notifications[0]?.title).toBe(
      'Live updates are already connected in this window.',
    );
  });

  it('sends change_credentials when the selected credential changes', async () => {
    renderLive();
    act(() => sessionStore.setState({ selectedCredentialId: 'c2' }));
    await Promise.resolve();
    await Promise.resolve();
    expect(emitted).toEqual([['change_credentials', { old: 'c1', new: 'c2' }]]);
  });
});
