import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpMessageQueueTests, shownTextsOf } from '../../messageQueue.test-support';
import { SnackbarHost } from './Snackbar';
import {
  clearSnackbars,
  dismissSnackbar,
  SNACKBAR_DURATION_MS,
  SNACKBAR_MAX_VISIBLE,
  showSnackbar,
  useSnackbars,
} from './snackbar.store';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

const shownTexts = () => shownTextsOf('.ds-snackbar__text');

describe('snackbars', () => {
  setUpMessageQueueTests(clearSnackbars);

  it('lasts 3000 ms by default and shows at most 3 (spec platform §7)', () => {
    expect(SNACKBAR_DURATION_MS).toBe(3000);
    expect(SNACKBAR_MAX_VISIBLE).toBe(3);
  });

  it('returns an id and stores the snackbar with its defaults', () => {
    const id = showSnackbar({ text: 'Campaign saved' });
    expect(useSnackbars.getState().snackbars).toEqual([
      { id, text: 'Campaign saved', type: 'info', duration: SNACKBAR_DURATION_MS },
    ]);
    dismissSnackbar(id);
    expect(useSnackbars.getState().snackbars).toEqual([]);
  });

  it('gives every snackbar its own id', () => {
    expect(showSnackbar({ text: 'One' })).not.toBe(showSnackbar({ text: 'Two' }));
  });

  it('shows an error as an alert and other types as a status', () => {
    render(<SnackbarHost />);
    act(() => {
      showSnackbar({ text: 'Something went wrong', type: 'error' });
      showSnackbar({ text: 'Saved', type: 'success' });
    });
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('dismisses itself after 3000 ms', () => {
    render(<SnackbarHost />);
    act(() => {
      showSnackbar({ text: 'Saved' });
    });
    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
    expect(shownTexts()).toEqual(['Saved']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTexts()).toEqual([]);
    expect(useSnackbars.getState().snackbars).toEqual([]);
  });

  it('honours a custom duration', () => {
    render(<SnackbarHost />);
    act(() => {
      showSnackbar({ text: 'Copied', duration: 1000 });
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(shownTexts()).toEqual([]);
  });

  it('shows the newest three; an older one waits and shows when one goes, with its full duration', () => {
    render(<SnackbarHost />);
    act(() => {
      for (const text of ['First', 'Second', 'Third', 'Fourth']) showSnackbar({ text });
    });
    expect(shownTexts()).toEqual(['Second', 'Third', 'Fourth']);
    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS));
    expect(shownTexts()).toEqual(['First']);
    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS - 1));
    expect(shownTexts()).toEqual(['First']);
    act(() => vi.advanceTimersByTime(1));
    expect(shownTexts()).toEqual([]);
  });

  it('closes from its Dismiss button', () => {
    render(<SnackbarHost />);
    act(() => {
      showSnackbar({ text: 'Saved' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shownTexts()).toEqual([]);
  });
});
