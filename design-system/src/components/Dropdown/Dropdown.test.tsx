import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dropdown, DropdownItem, DropdownSection } from './Dropdown';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

function Menu({ onSelect = () => {} }: { onSelect?: () => void }) {
  return (
    <div>
      <p>Outside</p>
      <Dropdown trigger="Jane">
        <DropdownSection title="Workspace">
          <DropdownItem onSelect={onSelect}>Preferences</DropdownItem>
          <DropdownItem href="https://example.com/help" external>
            Help
          </DropdownItem>
          <DropdownItem disabled>Billing</DropdownItem>
        </DropdownSection>
      </Dropdown>
    </div>
  );
}

describe('Dropdown', () => {
  it('is closed until its trigger is pressed, and tells assistive technology so', () => {
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Jane' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Preferences')).toBeNull();
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Workspace' })).toBeTruthy();
  });

  it('runs an item and closes', () => {
    const onSelect = vi.fn();
    render(<Menu onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Jane' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preferences' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Preferences')).toBeNull();
  });

  it('opens external links in a new tab and keeps disabled items inert', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'Jane' }));
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect((screen.getByRole('button', { name: 'Billing' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('closes on Escape with focus back on the trigger, and on a press outside', () => {
    render(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Jane' });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Preferences' }), { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('can be controlled, and gives a render function its close', () => {
    const onOpenChange = vi.fn();
    render(
      <Dropdown trigger="Bell" open onOpenChange={onOpenChange}>
        {(close) => (
          <button type="button" onClick={close}>
            Done
          </button>
        )}
      </Dropdown>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
