import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WizardStepper } from './WizardStepper';

// Unmount between tests: vitest runs without globals, so testing-library cannot register this itself.
afterEach(cleanup);

const steps = [
  { id: 'company', title: 'Company' },
  { id: 'persona', title: 'Persona' },
  { id: 'channels', title: 'Channels' },
  { id: 'review', title: 'Review' },
];

describe('WizardStepper', () => {
  it('numbers steps 1..n and marks earlier ones completed with a check', () => {
    render(<WizardStepper steps={steps} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'completed' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'completed' })).toBeTruthy();
    expect(within(items[2] as HTMLElement).queryByRole('img')).toBeNull();
    expect(items[2]?.textContent).toBe('3Channels');
    expect(items[3]?.textContent).toBe('4Review');
  });

  it('marks the current step with aria-current="step", and only it', () => {
    render(<WizardStepper steps={steps} current={1} />);
    const marked = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.textContent).toContain('Persona');
  });

  it('calls onStepClick for an earlier step', () => {
    const onStepClick = vi.fn();
    render(<WizardStepper steps={steps} current={2} onStepClick={onStepClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Persona' }));
    expect(onStepClick).toHaveBeenCalledWith(1);
  });

  it('does not call onStepClick for the current or a later step', () => {
    const onStepClick = vi.fn();
    render(<WizardStepper steps={steps} current={2} onStepClick={onStepClick} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Company', 'Persona']);
    fireEvent.click(screen.getByText('Channels'));
    fireEvent.click(screen.getByText('Review'));
    expect(onStepClick).not.toHaveBeenCalled();
  });

  it('offers no buttons without onStepClick', () => {
    render(<WizardStepper steps={steps} current={3} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
