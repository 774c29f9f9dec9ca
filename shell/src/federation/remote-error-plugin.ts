import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote whose manifest or chunk fails to load must not take the shell down
 * (ARCHITECTURE.md). This plugin only records the failure; returning nothing makes
 * `loadRemote` reject, and the area's RemoteArea shows an error panel with Retry.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-error-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} failed to load during ${lifecycle}:`, error);
      return undefined;
    },
  };
}
