import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@outreach/sdk';
import type { ComponentType } from 'react';

let entries: Partial<Record<RemoteName, string>> = {};
const loaded = new Map<RemoteName, ComponentType>();

/** Register every remote's manifest URL, as served by GET /api/config (overridable per remote). */
export function configureRemotes(remotes: Partial<Record<RemoteName, string>>) {
  entries = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry: entry as string })));
}

export function loadedRemoteApp(name: RemoteName): ComponentType | undefined {
  return loaded.get(name);
}

/**
 * Load a remote's App. `retry` re-registers the remote first, so a manifest or chunk
 * that failed before is fetched again rather than served from the runtime's cache.
 */
export async function loadRemoteApp(name: RemoteName, retry = false): Promise<ComponentType> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const entry = entries[name];
  if (!entry) throw new Error(`The ${name} area is not configured`);
  if (retry) registerRemotes([{ name, entry }], { force: true });
  const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!module?.default) throw new Error(`The ${name} area did not load`);
  loaded.set(name, module.default);
  return module.default;
}
