import type { RemoteName } from '@outreach/core/areas';
import type { ComponentType } from 'react';
import { loadFederation, preloadManifest, remoteEntry, setRemoteEntries } from './manifest-preload';

export { preloadManifest, remoteCodeOf, takePreloadedManifest } from './manifest-preload';

const loaded = new Map<RemoteName, ComponentType>();
/** A load under way, so the page's early start (bootstrap.tsx) and the area's own load are one. */
const loading = new Map<RemoteName, Promise<ComponentType>>();
const registered = new Set<RemoteName>();

/**
 * Keep every remote's manifest URL, as served by GET /api/config (overridable per remote).
 * A remote is registered with the federation runtime only when its area is first opened: the
 * runtime fetches the entry of every registered remote to settle shared versions, so registering
 * all six up front made every page load all six (and the admin remote for people who may never
 * open it, issue 11 §6).
 */
export function configureRemotes(remotes: Partial<Record<RemoteName, string>>) {
  setRemoteEntries(remotes);
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
  const entry = remoteEntry(name);
  if (!entry) throw new Error(`The ${name} area is not configured`);
  // A retry must fetch the manifest again, not take an earlier answer.
  if (!retry && !registered.has(name)) preloadManifest(entry);
  // The federation runtime and the page's instance load with the first remote (instance.ts).
  const { federation } = await loadFederation();
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
  const entry = remoteEntry(name);
  if (!entry) throw new Error(`The ${name} area is not configured`);
  if (!registered.has(name)) preloadManifest(entry);
  const { federation } = await loadFederation();
  if (!registered.has(name)) {
    federation.registerRemotes([{ name, entry }]);
    registered.add(name);
  }
  const module = await federation.loadRemote<T>(`${name}/${expose.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`The ${name} area did not load`);
  return module;
}
