import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, formatBadgeCount } from './Badge';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

describe('formatBadgeCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
    [-3, '0'],
    [4.7, '4'],
  ])('shows %s as "%s" (spec: 99+ above 99)', (count, shown) => {
    expect(formatBadgeCount(count)).toBe(shown);
  });
});

describe('Badge', () => {
  it('shows a count, capped at 99+', () => {
    const { rerender } = render(<Badge count={7} />);
    expect(screen.getByText('7').className).toContain('ds-badge--primary');
    rerender(<Badge count={140} tone="danger" />);
    expect(screen.getByText('99+').className).toContain('ds-badge--danger');
  });

  it('renders nothing for a count of 0 unless showZero', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container.innerHTML).toBe('');
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeTruthy();
  });

  it('shows children when no count is given, and nothing when empty', () => {
    const { container, rerender } = render(<Badge tone="neutral">New</Badge>);
    expect(screen.getByText('New').className).toContain('ds-badge--neutral');
    rerender(<Badge />);
    expect(container.innerHTML).toBe('');
  });

  it('passes span props such as an accessible label', () => {
    render(<Badge count={3} aria-label="3 unread" />);
    expect(screen.getByLabelText('3 unread').textContent).toBe('3');
  });
});
