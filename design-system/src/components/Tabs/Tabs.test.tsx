import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from './Tabs';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

const billingTabs: TabItem[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'transactions', label: 'Transactions', badge: 120 },
  { id: 'subscriptions', label: 'Subscriptions', disabled: true },
  { id: 'credits', label: 'Credits history' },
];

function Controlled({ initial = 'overview' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Tabs items={billingTabs} value={value} onChange={setValue} aria-label="Billing" />;
}

describe('Tabs', () => {
  it('is a named tablist with one tab per item, only the selected one selected', () => {
    render(<Tabs items={billingTabs} value="transactions" onChange={() => {}} aria-label="Billing" />);
    expect(screen.getByRole('tablist', { name: 'Billing' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('shows a badge capped at 99+', () => {
    render(<Tabs items={billingTabs} value="overview" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: /Transactions/ }).textContent).toContain('99+');
  });

  it('calls onChange with the clicked tab id', () => {
    const onChange = vi.fn();
    render(<Tabs items={billingTabs} value="overview" onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Credits history' }));
    expect(onChange).toHaveBeenCalledWith('credits');
  });

  it('does not select a disabled tab', () => {
    const onChange = vi.fn();
    render(<Tabs items={billingTabs} value="overview" onChange={onChange} />);
    const disabled = screen.getByRole('tab', { name: 'Subscriptions' }) as HTMLButtonElement;
    expect(disabled.disabled).toBe(true);
    fireEvent.click(disabled);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves selection and focus with the arrow keys, skipping disabled tabs and wrapping', () => {
    render(<Controlled initial="transactions" />);
    const transactions = screen.getByRole('tab', { name: /Transactions/ });
    transactions.focus();
    fireEvent.keyDown(transactions, { key: 'ArrowRight' });
    const credits = screen.getByRole('tab', { name: 'Credits history' });
    expect(credits.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(credits);
    fireEvent.keyDown(credits, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Overview' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Credits history' }).getAttribute('aria-selected')).toBe('true');
  });

  it('goes to the first and last enabled tab with Home and End', () => {
    render(<Controlled initial="transactions" />);
    const transactions = screen.getByRole('tab', { name: /Transactions/ });
    fireEvent.keyDown(transactions, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Credits history' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Credits history' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it('gives the Tab stop to the first enabled tab when the value matches none', () => {
    render(<Tabs items={billingTabs} value="missing" onChange={() => {}} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
  });
});
