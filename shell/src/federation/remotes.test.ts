import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn();
const loadRemote = vi.fn(async () => ({ default: () => null }));
vi.mock('./instance', () => ({ federation: { registerRemotes, loadRemote } }));

const { configureRemotes, loadRemoteApp, remoteCodeOf, takePreloadedManifest } = await import('./remotes');

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'spa', path: './spa', assets: { js: { sync: ['__federation_expose_spa.1.js'] } } },
    { name: 'App', path: './App', assets: { js: { sync: ['__federation_expose_App.2.js'] } } },
  ],
};

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
      crossOrigin: link.getAttribute('crossorigin'),
    }));
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    async () => new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const origin = new URL(document.baseURI).origin;

describe('loadRemoteApp: the manifest and the remote code start before the federation runtime (issue 25)', () => {
  it('fetches the manifest once, preloads the entry and the App chunk it names, and hands the answer to the runtime once', async () => {
    const links = watchHead();
    configureRemotes({ inbox: '/remotes/inbox/mf-manifest.json' });
    await loadRemoteApp('inbox');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/remotes/inbox/mf-manifest.json');
    // The runtime asks by the absolute URL: it gets the same answer, and a second ask (a retry) gets none.
    const taken = takePreloadedManifest(`${origin}/remotes/inbox/mf-manifest.json`);
    expect(taken).toBeDefined();
    expect(await (await taken)?.json()).toEqual(manifest);
    expect(takePreloadedManifest('/remotes/inbox/mf-manifest.json')).toBeUndefined();
    await vi.waitFor(() => expect(links()).toHaveLength(2));
    expect(links()).toEqual([
      { rel: 'preload', href: `${origin}/remotes/inbox/remoteEntry.js`, as: 'script', crossOrigin: null },
      {
        rel: 'preload',
        href: `${origin}/remotes/inbox/__federation_expose_App.2.js`,
        as: 'script',
        crossOrigin: null,
      },
    ]);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'inbox', entry: '/remotes/inbox/mf-manifest.json' }],
      {
        force: false,
      },
    );
    // A retry leaves the fetching to the runtime (a failed manifest is asked for again there).
    await loadRemoteApp('inbox', true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('names nothing for a manifest without an entry, and follows an explicit public path', () => {
    expect(remoteCodeOf('/remotes/x/mf-manifest.json', {})).toEqual([]);
    expect(
      remoteCodeOf('/remotes/x/mf-manifest.json', {
        metaData: { publicPath: 'https://cdn.test/x/', remoteEntry: { name: 'remoteEntry.js', path: 'js/' } },
      }),
    ).toEqual(['https://cdn.test/x/js/remoteEntry.js']);
  });
});
