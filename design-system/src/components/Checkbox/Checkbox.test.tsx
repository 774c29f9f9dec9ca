import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkboxCss } from './Checkbox.styles';
import { Checkbox } from './Checkbox';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

describe('Checkbox', () => {
  it('is a checkbox named by its label, and clicking the label toggles it', () => {
    const onChange = vi.fn();
    render(<Checkbox label="I accept the terms of use" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of use' });
    fireEvent.click(screen.getByText('I accept the terms of use'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('keeps a link inside the label', () => {
    render(
      <Checkbox
        label={
          <>
            I accept the <a href="/terms-of-use">terms of use</a>
          </>
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('/terms-of-use');
  });

  it('shows an error as an alert, marks the box invalid and describes it by the error', () => {
    render(<Checkbox label="Privacy policy" error="Please accept the privacy policy" />);
    const box = screen.getByRole('checkbox', { name: 'Privacy policy' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please accept the privacy policy');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('is announced as a switch in the switch variant, with its checked state', () => {
    render(<Checkbox variant="switch" label="Manual approval" checked readOnly />);
    const toggle = screen.getByRole('switch', { name: 'Manual approval' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('cannot be toggled while disabled', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Admin" disabled onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('scopes every rule under the design-system root', () => {
    const rules = checkboxCss.trim().split('\n');
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.startsWith(':where([data-ds-root])')).toBe(true);
  });
});
