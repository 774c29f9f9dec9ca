import type { RemoteName } from '@outreach/core/areas';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/**
 * A module another remote exposes beside its App (rspack.factory.ts extraExposes; the ai remote's
 * './GenerateWithAi' on My Campaigns, './CalendlyCard' on /integrations), loaded from a remote the
 * way the shell loads the dialer's panel: through the page's federation instance (the shell's,
 * which holds the shared singletons), registering the other remote there from GET /api/config when
 * its area has not opened yet. Remotes never import each other's source. Outside the shell (the
 * single-spa build) the calling remote's own instance does the same.
 */
const loads = new Map<string, Promise<ComponentType<never>>>();

type Federation = NonNullable<ReturnType<typeof getInstance>>;

function pageFederation(remote: RemoteName): Federation {
  const federation = getInstance((instance) => instance.name === 'shell') ?? getInstance();
  if (!federation) throw new Error(`The ${remote} area is not available`);
  return federation;
}

async function entryOf(remote: RemoteName): Promise<string> {
  const response = await fetch('/api/config', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The ${remote} area is not available (${response.status})`);
  const config = (await response.json()) as { payload?: { remotes?: Record<string, string> } };
  const entry = config.payload?.remotes?.[remote];
  if (!entry) throw new Error(`The ${remote} area is not configured`);
  return entry;
}

async function load<P>(remote: RemoteName, expose: string): Promise<ComponentType<P>> {
  const federation = pageFederation(remote);
  if (!federation.options.remotes.some((known) => known.name === remote))
    federation.registerRemotes([{ name: remote, entry: await entryOf(remote) }]);
  const module = await federation.loadRemote<{ default: ComponentType<P> }>(`${remote}/${expose}`);
  if (!module?.default) throw new Error(`The ${remote} area did not load`);
  return module.default;
}

/** Another remote's `./<expose>` default export, loaded once per page (a failure is tried again next time). */
export function loadRemoteExpose<P>(remote: RemoteName, expose: string): Promise<ComponentType<P>> {
  const key = `${remote}/${expose}`;
  const known = loads.get(key);
  if (known) return known as Promise<ComponentType<P>>;
  const pending = load<P>(remote, expose);
  loads.set(key, pending as Promise<ComponentType<never>>);
  pending.catch(() => loads.delete(key));
  return pending;
}
