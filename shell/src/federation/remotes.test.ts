import { afterEach, describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn();
const loadRemote = vi.fn(async () => ({ default: () => null }));
vi.mock('./instance', () => ({ federation: { registerRemotes, loadRemote } }));

const { configureRemotes, loadRemoteApp } = await import('./remotes');

/** The links the page adds to its head (kept out of the document: the test fetches nothing). */
function watchHead() {
  const added: HTMLLinkElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    added.push(...(nodes as HTMLLinkElement[]));
  });
  return () =>
    added.map((link) => ({
      rel: link.rel,
      href: link.getAttribute('href'),
      as: link.as,
      crossOrigin: link.crossOrigin,
    }));
}

afterEach(() => vi.restoreAllMocks());

describe('loadRemoteApp: the manifest starts before the federation runtime (issue 25)', () => {
  it('preloads the manifest once, as the runtime fetches it, and a retry skips the preload', async () => {
    const links = watchHead();
    configureRemotes({ inbox: '/remotes/inbox/mf-manifest.json' });
    await loadRemoteApp('inbox');
    const preload = {
      rel: 'preload',
      href: '/remotes/inbox/mf-manifest.json',
      as: 'fetch',
      crossOrigin: 'anonymous',
    };
    expect(links()).toEqual([preload]);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'inbox', entry: '/remotes/inbox/mf-manifest.json' }],
      {
        force: false,
      },
    );
    await loadRemoteApp('inbox', true);
    expect(links()).toEqual([preload]);
  });
});
