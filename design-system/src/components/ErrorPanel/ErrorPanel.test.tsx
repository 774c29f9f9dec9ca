import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPanel } from './ErrorPanel';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

describe('ErrorPanel', () => {
  it('is an alert that says "Something went wrong" by default (spec platform §7)', () => {
    render(<ErrorPanel />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a given title and message', () => {
    render(<ErrorPanel title="Inbox could not load" message="The server did not answer in 45 s." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Inbox could not load');
    expect(alert.textContent).toContain('The server did not answer in 45 s.');
  });

  it('retries from the Retry button', () => {
    const onRetry = vi.fn();
    render(<ErrorPanel onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('disables the button and says "Retrying…" while retrying', () => {
    const onRetry = vi.fn();
    render(<ErrorPanel onRetry={onRetry} retrying />);
    const button = screen.getByRole('button', { name: 'Retrying…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});
