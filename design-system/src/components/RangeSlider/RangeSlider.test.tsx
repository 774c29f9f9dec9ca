import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clampRange, RangeSlider } from './RangeSlider';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

const hour = (value: number) => `${value}:00`;

function WorkHours() {
  const [value, setValue] = useState<[number, number]>([9, 18]);
  return (
    <RangeSlider
      label="Work hours"
      min={0}
      max={24}
      minDistance={1}
      value={value}
      onChange={setValue}
      formatValue={hour}
    />
  );
}

describe('clampRange', () => {
  it.each([
    [[9, 18], 'start', [9, 18]],
    [[-3, 18], 'start', [0, 18]],
    [[9, 30], 'end', [9, 24]],
    [[20, 18], 'start', [17, 18]],
    [[9, 5], 'end', [9, 10]],
    [[24, 24], 'start', [23, 24]],
  ] as const)('%j after moving the %s thumb is %j', (next, changed, expected) => {
    expect(clampRange(next, changed, 0, 24, 1)).toEqual(expected);
  });
});

describe('RangeSlider', () => {
  it('shows the range as "9:00 – 18:00" and names each thumb', () => {
    render(<WorkHours />);
    expect(screen.getByRole('group', { name: 'Work hours' })).toBeTruthy();
    expect(screen.getByText('9:00 – 18:00')).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Start' }).getAttribute('aria-valuetext')).toBe('9:00');
    expect(screen.getByRole('slider', { name: 'End' }).getAttribute('aria-valuetext')).toBe('18:00');
  });

  it('moves one end at a time and never lets the ends cross', () => {
    render(<WorkHours />);
    fireEvent.change(screen.getByRole('slider', { name: 'Start' }), { target: { value: '7' } });
    expect(screen.getByText('7:00 – 18:00')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: 'Start' }), { target: { value: '22' } });
    expect(screen.getByText('17:00 – 18:00')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: 'End' }), { target: { value: '24' } });
    expect(screen.getByText('17:00 – 24:00')).toBeTruthy();
  });

  it('shows an error as an alert', () => {
    render(
      <RangeSlider label="Hours" min={0} max={24} value={[9, 18]} onChange={() => {}} error="Pick hours" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Pick hours');
  });
});
