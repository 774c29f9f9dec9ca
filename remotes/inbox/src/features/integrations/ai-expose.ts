import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/**
 * A module the ai remote exposes beside its App (rspack.factory.ts extraExposes), loaded from this
 * remote the way the shell loads the dialer's panel: through the page's federation instance (the
 * shell's, which holds the shared singletons), registering the ai remote there from GET /api/config
 * when its area has not opened yet. Remotes never import each other's source. Outside the shell
 * (the single-spa build) this remote's own instance does the same.
 */
const loads = new Map<string, Promise<ComponentType<never>>>();

type Federation = NonNullable<ReturnType<typeof getInstance>>;

function pageFederation(): Federation {
  const federation = getInstance((instance) => instance.name === 'shell') ?? getInstance();
  if (!federation) throw new Error('The ai area is not available');
  return federation;
}

async function aiEntry(): Promise<string> {
  const response = await fetch('/api/config', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The ai area is not available (${response.status})`);
  const config = (await response.json()) as { payload?: { remotes?: Record<string, string> } };
  const entry = config.payload?.remotes?.ai;
  if (!entry) throw new Error('The ai area is not configured');
  return entry;
}

async function load<P>(expose: string): Promise<ComponentType<P>> {
  const federation = pageFederation();
  if (!federation.options.remotes.some((remote) => remote.name === 'ai'))
    federation.registerRemotes([{ name: 'ai', entry: await aiEntry() }]);
  const module = await federation.loadRemote<{ default: ComponentType<P> }>(`ai/${expose}`);
  if (!module?.default) throw new Error('The ai area did not load');
  return module.default;
}

/** The ai remote's `./<expose>` default export, loaded once per page (a failure is tried again next time). */
export function loadAiExpose<P>(expose: string): Promise<ComponentType<P>> {
  const known = loads.get(expose);
  if (known) return known as Promise<ComponentType<P>>;
  const pending = load<P>(expose);
  loads.set(expose, pending as Promise<ComponentType<never>>);
  pending.catch(() => loads.delete(expose));
  return pending;
}
