import { type DialerPanelHostProps, openDialer, writeLocalStorage } from '@outreach/sdk';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteExpose } from '../../federation/remotes';
import { DefaultLayout } from '../DefaultLayout';
import { loadStrings, renderShell, testAccount, testCredential } from '../shell.test-support';
import { FEATURE_REQUEST_KEY } from './Header';

vi.mock('../../federation/remotes', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../federation/remotes')>()),
  loadRemoteExpose: vi.fn(),
}));

/** The dialer remote's panel, as the shell receives it: shows its props. */
function FakePanel({ open, request, onClose }: DialerPanelHostProps) {
  return (
    <aside aria-label="Dialer panel" hidden={!open}>
      <output data-testid="dial-to">{request?.to ?? ''}</output>
      <output data-testid="prospect">{request?.prospectId ?? ''}</output>
      <button type="button" onClick={onClose}>
        Close panel
      </button>
    </aside>
  );
}

const page = (
  <Route element={<DefaultLayout />}>
    <Route path="*" element={<p>Page content</p>} />
  </Route>
);
const ada = testCredential({ _id: 'c1', first_name: 'Ada', last_name: 'Lovelace' });
const withDialer = { ...testAccount, has_dialer: true } as typeof testAccount;
const load = vi.mocked(loadRemoteExpose);

beforeAll(loadStrings);
beforeEach(() => {
  writeLocalStorage(FEATURE_REQUEST_KEY, 'true');
  load.mockReset();
  load.mockResolvedValue({ default: FakePanel });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('phone button (spec platform §2, issue 27)', () => {
  it('is hidden without the calling feature or the dialer, disabled without credentials', () => {
    renderShell(page, { credentials: [ada], features: { calling: false }, account: withDialer });
    expect(screen.queryByRole('button', { name: 'Phone' })).toBeNull();
    cleanup();
    renderShell(page, { credentials: [ada], features: { calling: true } });
    expect(screen.queryByRole('button', { name: 'Phone' })).toBeNull();
    cleanup();
    renderShell(page, { credentials: [], features: { calling: true }, account: withDialer });
    expect((screen.getByRole('button', { name: 'Phone' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('loads the dialer panel on the first click only, then toggles it', async () => {
    renderShell(page, { credentials: [ada], features: { calling: true }, account: withDialer });
    const button = screen.getByRole('button', { name: 'Phone' });
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(button);
    expect(load).toHaveBeenCalledWith('dialer', './Panel');
    expect(await screen.findByRole('complementary', { name: 'Dialer panel' })).toBeTruthy();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close panel' }));
    expect(screen.queryByRole('complementary', { name: 'Dialer panel' })).toBeNull();
    fireEvent.click(button);
    expect(screen.getByRole('complementary', { name: 'Dialer panel' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('openDialer({ to, prospectId }) opens the panel with the number', async () => {
    renderShell(page, { credentials: [ada], features: { calling: true }, account: withDialer });
    act(() => openDialer({ to: '+14155550199', prospectId: 'p1' }));
    expect(await screen.findByRole('complementary', { name: 'Dialer panel' })).toBeTruthy();
    expect(screen.getByTestId('dial-to').textContent).toBe('+14155550199');
    expect(screen.getByTestId('prospect').textContent).toBe('p1');
  });

  it('openDialer does nothing without credentials', () => {
    renderShell(page, { credentials: [], features: { calling: true }, account: withDialer });
    act(() => openDialer({ to: '+14155550199' }));
    expect(load).not.toHaveBeenCalled();
  });

  it('a panel that fails to load is a toast, and the button can try again', async () => {
    load.mockRejectedValueOnce(new Error('The dialer area did not load'));
    renderShell(page, { credentials: [ada], features: { calling: true }, account: withDialer });
    fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
    expect(await screen.findByText('The dialer area did not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Phone' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('complementary', { name: 'Dialer panel' })).toBeTruthy();
  });
});
