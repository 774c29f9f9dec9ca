import { render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AreaRoute, lazyPage, preloadArea } from './routing';

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

describe('preloadArea: the current page loads beside the area strings (issue 25)', () => {
  it('starts the strings of the current language with the page', () => {
    const strings = { load: vi.fn(async () => undefined) };
    const shown = page('shown');
    preloadArea({ routes: [{ path: '/a', Page: shown.Page }], locales: strings }, '/a');
    expect(strings.load).toHaveBeenCalledTimes(1);
    expect(shown.load).toHaveBeenCalledTimes(1);
  });

  function page(name: string) {
    const load = vi.fn(async () => ({ default: () => <p>{name}</p> }));
    return { load, Page: lazyPage(load) };
  }

  it("starts the matching page's code once; its first render takes that load", async () => {
    const list = page('list');
    const detail = page('detail');
    const routes: AreaRoute[] = [
      { path: '/things', Page: list.Page },
      { path: '/things/:id', Page: detail.Page },
    ];
    preloadArea({ routes }, '/things/42');
    expect(detail.load).toHaveBeenCalledTimes(1);
    expect(list.load).not.toHaveBeenCalled();
    renderInBoundary(detail.Page);
    expect(await screen.findByText('detail')).toBeTruthy();
    expect(detail.load).toHaveBeenCalledTimes(1);
  });

  it("follows the area's redirect, filling its parameters, and ignores paths it does not own", () => {
    const mine = page('mine');
    const shown = page('shown');
    const routes: AreaRoute[] = [
      { path: '/templates', redirect: '/templates/my-templates' },
      { path: '/templates/my-templates', Page: mine.Page },
      { path: '/t/:id', redirect: '/templates/:id/view' },
      { path: '/templates/:id/view', Page: shown.Page },
    ];
    preloadArea({ routes }, '/inbox');
    expect(mine.load).not.toHaveBeenCalled();
    preloadArea({ routes }, '/templates');
    expect(mine.load).toHaveBeenCalledTimes(1);
    preloadArea({ routes }, '/t/7');
    expect(shown.load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload is tried again by the render', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return { default: () => <p>back</p> };
    });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    renderInBoundary(Page);
    expect(await screen.findByText('back')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
