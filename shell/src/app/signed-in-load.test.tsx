import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The signed-in app itself is not under test: a stand-in that says it rendered.
vi.mock('./SignedInApp', () => ({
  default: function SignedInStandIn() {
    return <p>a load of its own</p>;
  },
}));
/**
 * The strings' wrapper marks the signed-in app it loads: what RouterApp renders shows whether it came
 * through `loadSignedInPages` (the load bootstrap.tsx starts) or through an import of its own.
 */
const starts = vi.fn();
vi.mock('../i18n', async (original) => ({
  ...(await original<typeof import('../i18n')>()),
  withStrings:
    <T,>(load: () => Promise<T>) =>
    () =>
      load().then((module) => {
        const { default: page } = module as { default?: { name?: string } };
        if (page?.name !== 'SignedInStandIn') return module;
        starts();
        return { default: () => <p>the page's load</p> };
      }),
}));

const { loadSignedInPages } = await import('./signed-in-load');
const { default: RouterApp } = await import('./RouterApp');

afterEach(cleanup);

describe('the signed-in app: one load for the page (issue 25)', () => {
  it('starts the code and its strings once, whoever asks', async () => {
    const first = loadSignedInPages();
    expect(loadSignedInPages()).toBe(first);
    await first;
    expect(starts).toHaveBeenCalledTimes(1);
  });

  it('RouterApp renders the signed-in app from that load, not a load of its own', async () => {
    window.history.replaceState(null, '', '/inbox');
    render(<RouterApp />);
    expect(await screen.findByText("the page's load")).toBeTruthy();
    expect(screen.queryByText('a load of its own')).toBeNull();
    expect(starts).toHaveBeenCalledTimes(1);
  });
});
