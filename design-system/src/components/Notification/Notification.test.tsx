import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpMessageQueueTests, shownTextsOf } from '../../messageQueue.test-support';
import { NotificationHost } from './Notification';
import {
  clearNotifications,
  dismissNotification,
  NOTIFICATION_DURATION_MS,
  NOTIFICATION_MAX_VISIBLE,
  showNotification,
  useNotifications,
} from './notification.store';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

const shownTitles = () => shownTextsOf('.ds-notification__title');

describe('notifications', () => {
  setUpMessageQueueTests(clearNotifications);

  it('auto-dismiss after 4000 ms, at most 3 shown at a time (spec)', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(4000);
    expect(NOTIFICATION_MAX_VISIBLE).toBe(3);
  });

  it('returns an id that dismisses the notification', () => {
    const id = showNotification({ type: 'info', title: 'Import finished' });
    expect(useNotifications.getState().notifications.map((notification) => notification.id)).toEqual([id]);
    dismissNotification(id);
    expect(useNotifications.getState().notifications).toEqual([]);
  });

  it('shows title and text, a danger one as an alert and others as a status', () => {
    render(<NotificationHost />);
    act(() => {
      showNotification({ type: 'danger', title: 'LinkedIn account disconnected', text: 'Reconnect it' });
      showNotification({ type: 'success', title: 'Campaign started' });
    });
    expect(screen.getByRole('alert').textContent).toContain('LinkedIn account disconnected');
    expect(screen.getByRole('alert').textContent).toContain('Reconnect it');
    expect(screen.getByRole('status').textContent).toContain('Campaign started');
  });

  it('dismisses itself after 4000 ms', () => {
    render(<NotificationHost />);
    act(() => {
      showNotification({ type: 'info', title: 'Import finished' });
    });
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1));
    expect(shownTitles()).toEqual(['Import finished']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTitles()).toEqual([]);
  });

  it('stays without a duration, with a close button, until closed', () => {
    render(<NotificationHost />);
    act(() => {
      showNotification({ type: 'danger', title: 'Security code needed', withoutDuration: true });
    });
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS * 10));
    expect(shownTitles()).toEqual(['Security code needed']);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(shownTitles()).toEqual([]);
  });

  it('has a close button only when asked for (or when it never expires)', () => {
    render(<NotificationHost />);
    act(() => {
      showNotification({ type: 'info', title: 'Plain' });
    });
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
    act(() => {
      showNotification({ type: 'info', title: 'Closable', hasClosedButton: true });
    });
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
  });

  it('runs the action button and then dismisses the notification', () => {
    const onClick = vi.fn();
    render(<NotificationHost />);
    act(() => {
      showNotification({
        type: 'warning',
        title: 'CRM token expired',
        actionButton: { title: 'Reconnect', onClick },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(shownTitles()).toEqual([]);
  });

  it('shows the newest three; an older one shows when one goes', () => {
    render(<NotificationHost />);
    act(() => {
      showNotification({ type: 'info', title: 'One' });
      showNotification({ type: 'info', title: 'Two' });
      showNotification({ type: 'info', title: 'Three' });
      showNotification({ type: 'info', title: 'Four', withoutDuration: true });
    });
    expect(shownTitles()).toEqual(['Two', 'Three', 'Four']);
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS));
    expect(shownTitles()).toEqual(['One', 'Four']);
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS));
    expect(shownTitles()).toEqual(['Four']);
  });
});
