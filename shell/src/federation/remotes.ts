import type { RemoteName } from '@outreach/core/areas';
import type { ComponentType } from 'react';

let entries: Partial<Record<RemoteName, string>> = {};
const loaded = new Map<RemoteName, ComponentType>();
/** A load under way, so the page's early start (index.ts) and the area's own load are one. */
const loading = new Map<RemoteName, Promise<ComponentType>>();
const registered = new Set<RemoteName>();
const preloaded = new Set<string>();

/** Manifests fetched ahead of the federation runtime, by URL, until the runtime takes them. */
const manifests = new Map<string, Promise<Response>>();

/** The runtime asks for a manifest by the URL it resolved: one key for both spellings. */
const absolute = (url: string) => new URL(url, document.baseURI).href;

/** What the preload reads of a remote's mf-manifest.json (written by the remote's build). */
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The remote's entry and its App's own chunk (what the runtime asks for first), from its manifest:
 * `preload` links the runtime's and the remote's `<script>` tags then take (same URL, no CORS).
 */
export function remoteCodeOf(manifestUrl: string, manifest: Manifest): string[] {
  const meta = manifest.metaData;
  const entry = meta?.remoteEntry;
  if (!entry?.name) return [];
  const base =
    meta?.publicPath && meta.publicPath !== 'auto'
      ? meta.publicPath
      : new URL('.', new URL(manifestUrl, document.baseURI)).href;
  const app = manifest.exposes?.find((expose) => expose.path === './App' || expose.name === 'App');
  const files = [
    `${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`,
    ...(app?.assets?.js?.sync ?? []),
  ];
  return files.map((file) => new URL(file, new URL(base, document.baseURI)).href);
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

/**
 * issue 25: a remote's manifest downloads as soon as its address is known, beside the federation
 * runtime's chunk, not after it; once it answers, the remote's entry and its App's chunk download
 * too, while the signed-in code (which holds the runtime) still loads and runs. The runtime takes
 * the answer through `takePreloadedManifest` (instance.ts's fetch plugin): one request.
 */
export function preloadManifest(entry: string): void {
  if (typeof document === 'undefined' || typeof fetch !== 'function' || preloaded.has(entry)) return;
  preloaded.add(entry);
  const answer = fetch(entry, {});
  manifests.set(absolute(entry), answer);
  answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<Manifest>) : null))
    .then((manifest) => {
      if (manifest) for (const href of remoteCodeOf(entry, manifest)) preloadScript(href);
    })
    .catch(() => undefined);
}

/**
 * The manifest answer `preloadManifest` started for `url`, once (a retry fetches it again), or
 * undefined: the runtime then fetches it itself.
 */
export function takePreloadedManifest(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const answer = manifests.get(key);
  if (!answer) return undefined;
  manifests.delete(key);
  return answer.then((response) => response.clone());
}

/**
 * Keep every remote's manifest URL, as served by GET /api/config (overridable per remote).
 * A remote is registered with the federation runtime only when its area is first opened: the
 * runtime fetches the entry of every registered remote to settle shared versions, so registering
 * all six up front made every page load all six (and the admin remote for people who may never
 * open it, issue 11 §6).
 */
export function configureRemotes(remotes: Partial<Record<RemoteName, string>>) {
  entries = remotes;
  registered.clear();
  loading.clear();
}

export function loadedRemoteApp(name: RemoteName): ComponentType | undefined {
  return loaded.get(name);
}

/**
 * Load a remote's App. `retry` re-registers the remote first, so a manifest or chunk
 * that failed before is fetched again rather than served from the runtime's cache.
 */
export function loadRemoteApp(name: RemoteName, retry = false): Promise<ComponentType> {
  const cached = loaded.get(name);
  if (cached) return Promise.resolve(cached);
  const pending = retry ? undefined : loading.get(name);
  if (pending) return pending;
  const load = loadRemote(name, retry);
  loading.set(name, load);
  const settle = () => {
    if (loading.get(name) === load) loading.delete(name);
  };
  load.then(settle, settle);
  return load;
}

async function loadRemote(name: RemoteName, retry: boolean): Promise<ComponentType> {
  const entry = entries[name];
  if (!entry) throw new Error(`The ${name} area is not configured`);
  // A retry must fetch the manifest again, not take an earlier answer.
  if (!retry && !registered.has(name)) preloadManifest(entry);
  // The federation runtime and the page's instance load with the first remote (instance.ts).
  const { federation } = await import('./instance');
  if (retry || !registered.has(name)) {
    federation.registerRemotes([{ name, entry }], { force: retry });
    registered.add(name);
  }
  const module = await federation.loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!module?.default) throw new Error(`The ${name} area did not load`);
  loaded.set(name, module.default);
  return module.default;
}

/**
 * Another module a remote exposes beside its App (the dialer's './Panel', issue 27), registered and
 * loaded the way its App is; nothing of the remote loads before the first call.
 */
export async function loadRemoteExpose<T>(name: RemoteName, expose: string): Promise<T> {
  const entry = entries[name];
  if (!entry) throw new Error(`The ${name} area is not configured`);
  if (!registered.has(name)) preloadManifest(entry);
  const { federation } = await import('./instance');
  if (!registered.has(name)) {
    federation.registerRemotes([{ name, entry }]);
    registered.add(name);
  }
  const module = await federation.loadRemote<T>(`${name}/${expose.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`The ${name} area did not load`);
  return module;
}
