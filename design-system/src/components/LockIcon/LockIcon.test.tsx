import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LockIcon } from './LockIcon';

afterEach(cleanup);

describe('LockIcon', () => {
  it('is an SVG image named by its label, with the label as tooltip', () => {
    render(<LockIcon label="Locked" size={20} />);
    const icon = screen.getByRole('img', { name: 'Locked' });
    expect(icon.tagName.toLowerCase()).toBe('svg');
    expect(icon.getAttribute('width')).toBe('20');
    expect(icon.querySelector('title')?.textContent).toBe('Locked');
  });

  it('is hidden from screen readers without a label, and draws no emoji', () => {
    const { container } = render(<LockIcon />);
    const icon = container.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('');
  });
});
