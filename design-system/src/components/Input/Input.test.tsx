import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Input } from './Input';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

describe('Input', () => {
  it('is labelled by its label through a generated id', () => {
    render(<Input label="Campaign name" />);
    const input = screen.getByLabelText('Campaign name');
    expect(input.tagName).toBe('INPUT');
    expect(input.id).not.toBe('');
  });

  it('gives two inputs different ids', () => {
    render(
      <>
        <Input label="First name" />
        <Input label="Last name" />
      </>,
    );
    expect(screen.getByLabelText('First name').id).not.toBe(screen.getByLabelText('Last name').id);
  });

  it('keeps an id the caller passes', () => {
    render(<Input id="email" label="Email" />);
    expect(screen.getByLabelText('Email').id).toBe('email');
  });

  it('shows an error as an alert, marks the input invalid and describes it by the error', () => {
    render(<Input label="Email" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a valid email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('is not invalid and has no alert without an error', () => {
    render(<Input label="Email" hint="We never share it" />);
    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    const hint = screen.getByText('We never share it');
    expect(input.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('passes input props and reports changes', () => {
    const onChange = vi.fn();
    render(<Input label="Search" placeholder="Name or company" onChange={onChange} disabled={false} />);
    const input = screen.getByPlaceholderText('Name or company');
    fireEvent.change(input, { target: { value: 'Acme' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((input as HTMLInputElement).value).toBe('Acme');
  });

  it('can be disabled', () => {
    render(<Input label="Email" disabled />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
  });
});
