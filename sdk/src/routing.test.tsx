import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from './routing';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>boundary</p> : this.props.children;
  }
}

/** The page as a router shows it: behind Suspense, inside an error boundary. */
function renderInBoundary(Page: ComponentType) {
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

describe('lazyPage: a failed lazy page load reloads the window once (spec platform §2)', () => {
  const reload = vi.fn();
  let original: PropertyDescriptor | undefined;

  beforeEach(() => {
    reload.mockReset();
    original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(window, 'location', { configurable: true, value: { ...window.location, reload } });
  });
  afterEach(() => {
    if (original) Object.defineProperty(window, 'sessionStorage', original);
    vi.restoreAllMocks();
  });

  it('still works where the browser denies storage (a cross-site frame): reloads once, then shows the error', async () => {
    // Reading the global throws, as Chromium does in a third-party frame with storage blocked.
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'sessionStorage' property", 'SecurityError');
      },
    });
    const failing = () => Promise.reject(new Error('chunk gone'));
    const First = lazyPage(failing);
    renderInBoundary(First);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('boundary')).toBeNull();

    // After the reload (same page memory here), a second failure reaches the boundary.
    const Second = lazyPage(failing);
    renderInBoundary(Second);
    await screen.findByText('boundary');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
