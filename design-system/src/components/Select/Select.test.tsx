import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

const timezones = [
  { value: 'utc', label: 'UTC' },
  { value: 'cet', label: 'Central European' },
  { value: 'pst', label: 'Pacific', disabled: true },
];

describe('Select', () => {
  it('is a native select labelled by its label, with one option per entry', () => {
    render(<Select label="Timezone" options={timezones} />);
    const select = screen.getByLabelText('Timezone') as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'UTC',
      'Central European',
      'Pacific',
    ]);
    expect(select.options[2]?.disabled).toBe(true);
  });

  it('starts on the placeholder when no value is given', () => {
    render(<Select label="Timezone" options={timezones} placeholder="Pick a timezone" />);
    const select = screen.getByLabelText('Timezone') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options[0]?.textContent).toBe('Pick a timezone');
  });

  it('keeps a controlled value and reports the chosen one', () => {
    const onChange = vi.fn((event: { target: { value: string } }) => event.target.value);
    render(<Select label="Timezone" options={timezones} value="cet" onChange={onChange} />);
    const select = screen.getByLabelText('Timezone') as HTMLSelectElement;
    expect(select.value).toBe('cet');
    fireEvent.change(select, { target: { value: 'utc' } });
    expect(onChange).toHaveReturnedWith('utc');
  });

  it('shows an error as an alert and marks the select invalid', () => {
    render(<Select label="Timezone" options={timezones} error="Choose a timezone" />);
    const select = screen.getByLabelText('Timezone');
    expect(screen.getByRole('alert').textContent).toBe('Choose a timezone');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('can be disabled', () => {
    render(<Select label="Timezone" options={timezones} disabled />);
    expect((screen.getByLabelText('Timezone') as HTMLSelectElement).disabled).toBe(true);
  });
});
