import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

describe('EmptyState', () => {
  it('shows the title as a heading with the description and action', () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        title="No campaigns yet"
        description="Create a campaign to start reaching prospects."
        action={
          <button type="button" onClick={onCreate}>
            Create campaign
          </button>
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'No campaigns yet' })).toBeTruthy();
    expect(screen.getByText('Create a campaign to start reaching prospects.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create campaign' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('renders only the title when nothing else is given, and hides a decorative icon', () => {
    const { container, rerender } = render(<EmptyState title="Nothing here" />);
    expect(container.querySelector('.ds-empty-state__description')).toBeNull();
    expect(container.querySelector('.ds-empty-state__action')).toBeNull();
    rerender(<EmptyState title="Nothing here" icon={<svg />} />);
    expect(container.querySelector('.ds-empty-state__icon')?.getAttribute('aria-hidden')).toBe('true');
  });
});
