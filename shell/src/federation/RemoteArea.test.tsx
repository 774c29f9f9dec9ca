import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadShellStrings } from '../i18n';

const loadRemoteApp = vi.fn();
vi.mock('./remotes', () => ({
  loadRemoteApp: (...args: unknown[]) => loadRemoteApp(...args),
  loadedRemoteApp: () => undefined,
}));

const { RemoteArea } = await import('./RemoteArea');
await loadShellStrings('en');

beforeEach(() => {
  loadRemoteApp.mockReset();
});

describe('RemoteArea', () => {
  it('shows the error panel with Retry when the remote fails to load, and Retry loads it once it is back', async () => {
    loadRemoteApp.mockRejectedValueOnce(new Error('manifest 503'));
    loadRemoteApp.mockResolvedValueOnce(() => <p>Inbox is here</p>);
    render(<RemoteArea name="inbox" />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The Inbox area could not be loaded');
    expect(loadRemoteApp).toHaveBeenLastCalledWith('inbox', false);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Inbox is here')).toBeTruthy();
    // Retry asks for a fresh load (re-registering the remote), not the cached failure.
    expect(loadRemoteApp).toHaveBeenLastCalledWith('inbox', true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('contains a remote that throws while rendering to its own area', async () => {
    loadRemoteApp.mockResolvedValueOnce(() => {
      throw new Error('render exploded');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <div>
        <nav>Sidebar</nav>
        <RemoteArea name="billing" />
      </div>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('render exploded');
    expect(screen.getByText('Sidebar')).toBeTruthy();
  });
});
