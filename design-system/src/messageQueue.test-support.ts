import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** The texts of the elements `selector` finds on the page, in order (the messages a host shows). */
export function shownTextsOf(selector: string): string[] {
  return Array.from(document.querySelectorAll(selector)).map((element) => element.textContent ?? '');
}

/**
 * The hooks of a message host's tests (notifications, snackbars): fake timers and an empty queue
 * before each test; after it the queue emptied (inside act, the host may still be mounted) and
 * real timers again.
 */
export function setUpMessageQueueTests(clear: () => void) {
  beforeEach(() => {
    vi.useFakeTimers();
    clear();
  });
  afterEach(() => {
    act(() => clear());
    vi.useRealTimers();
  });
}
