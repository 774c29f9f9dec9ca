import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

describe('Spinner', () => {
  it('is a progressbar named "Loading"', () => {
    render(<Spinner />);
    expect(screen.getByRole('progressbar', { name: 'Loading' }).className).toContain('ds-spinner--md');
  });

  it('takes a more specific label and a size', () => {
    render(<Spinner label="Loading prospects" size="lg" />);
    expect(screen.getByRole('progressbar', { name: 'Loading prospects' }).className).toContain(
      'ds-spinner--lg',
    );
  });
});
