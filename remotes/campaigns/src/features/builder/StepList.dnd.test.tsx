import { campaignsLocales } from '../../i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { StepJson } from '@outreach/core/outreach';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveStep } from './builder-model';
import { StepList } from './StepList';

await campaignsLocales.load('en');

const initial: StepJson[] = [
  { key: 'a', number: 1, kind: 'view_profile', wait_days: 0, wait_hours: 0 },
  { key: 'b', number: 2, kind: 'follow', wait_days: 2, wait_hours: 0 },
  { key: 'c', number: 3, kind: 'endorse_skills', wait_days: 2, wait_hours: 0 },
];

function Harness() {
  const [steps, setSteps] = useState(initial);
  return (
    <StepList
      steps={steps}
      selectedKey={null}
      invalidKeys={new Set()}
      completedKeys={new Set()}
      onSelect={() => {}}
      onMove={(from, to) => setSteps((current) => moveStep(current, from, to))}
      onRemove={() => {}}
    />
  );
}

// dnd-kit's keyboard sensor listens for the next key a timer turn after the drag starts, and
// measures the rows on timers too: those timers run on the fake clock, moved by the test.
const pause = () => vi.advanceTimersByTimeAsync(50);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('step list drag and drop (dnd-kit keyboard sensor)', () => {
  it('reorders a step by dragging it down one place', async () => {
    // happy-dom lays nothing out: give each step row a 40px-high box in list order.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('[data-testid="builder-step"]');
      const rows = Array.from(document.querySelectorAll('[data-testid="builder-step"]'));
      const index = row ? rows.indexOf(row) : 0;
      const top = index * 40;
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 300,
        bottom: top + 40,
        width: 300,
        height: 40,
        toJSON: () => ({}),
      } as DOMRect;
    });
    render(<Harness />);
    const handle = screen.getAllByRole('button', { name: 'Drag to reorder' })[0] as HTMLElement;
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await pause();
    });
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
      await pause();
    });
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await pause();
    });
    const names = screen.getAllByTestId('builder-step').map((row) => row.textContent ?? '');
    expect(names[0]).toContain('Step 1: Follow');
    expect(names[1]).toContain('Step 2: View profile');
  });
});
