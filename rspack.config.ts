/**
 * One multi-compiler build: the shell and every remote (ARCHITECTURE.md "Federation"), made by
 * rspack.factory.ts, the functions every package's own rspack.config.ts uses too.
 *
 *   rspack build -c rspack.config.ts                      everything
 *   rspack build -c rspack.config.ts --env remote=inbox   one remote alone (dist/remotes/inbox), as
 *                                                         `npm run build` in remotes/inbox does
 *   rspack build -c rspack.config.ts --env portal         adds the e2e partner portal
 *
 * Each compiler cleans only its own folder, so rebuilding one remote changes nothing else.
 */
import type { Configuration } from '@rspack/core';
import { portalConfig, remoteConfig, remoteNames, shellConfig } from './rspack.factory';

export { remoteNames };

export default (env: Record<string, string | boolean> = {}): Configuration[] => {
  const only = typeof env.remote === 'string' ? env.remote.split(',') : null;
  if (only) {
    const unknown = only.filter((name) => !(remoteNames as readonly string[]).includes(name));
    if (unknown.length)
      throw new Error(`Unknown remote: ${unknown.join(', ')} (one of ${remoteNames.join(', ')})`);
    return only.map(remoteConfig);
  }
  const configs = [shellConfig(), ...remoteNames.map(remoteConfig)];
  if (env.portal) configs.push(portalConfig());
  return configs;
};
