import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote whose manifest or chunk fails to load must not take the shell down
 * (ARCHITECTURE.md). This plugin only records the failure; returning nothing makes
 * `loadRemote` reject, and the area's RemoteArea shows an error panel with Retry.
 *
 * The same goes for a remote built against an incompatible shared version: every build shares
 * its singletons with `strictVersion` (rspack.factory.ts), so the runtime throws "Version 19.3.1
 * … of shared singleton module react does not satisfy the requirement of inbox which needs ^99"
 * while the remote's module loads, and that error arrives here like any other.
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
