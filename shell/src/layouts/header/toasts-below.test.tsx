import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastsBelow, toastTopVariable } from './toasts-below';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Issue 26 item 26: toasts sit below the header, not over it (the browser check is in e2e/). */
describe('toastsBelow', () => {
  it("starts the themed root's toast stack 16 px below the header while the header is there", () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: 57 } as DOMRect);
    const { container, unmount } = render(
      <div data-ds-root="">
        <header ref={toastsBelow}>Header</header>
      </div>,
    );
    const root = container.querySelector('[data-ds-root]') as HTMLElement;
    expect(root.style.getPropertyValue(toastTopVariable)).toBe('73px');
    unmount();
    expect(root.style.getPropertyValue(toastTopVariable)).toBe('');
  });

  it('does nothing outside a themed root', () => {
    const { container } = render(<header ref={toastsBelow}>Header</header>);
    expect(container.innerHTML).toContain('Header');
  });
});
