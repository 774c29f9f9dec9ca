import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorText } from './ErrorText';

afterEach(cleanup);

describe('ErrorText', () => {
  it('announces the failure as an alert, with the area class', () => {
    render(<ErrorText className="wl-error">Refused by the API</ErrorText>);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Refused by the API');
    expect(alert.className).toBe('wl-error');
  });

  it('draws nothing without a failure', () => {
    const { container } = render(
      <>
        <ErrorText>{null}</ErrorText>
        <ErrorText>{''}</ErrorText>
        <ErrorText>{false}</ErrorText>
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
