import type { Clock } from '../../clock';
import type { Registrar } from './registrar.provider';
import { createSandboxRegistrar } from './sandbox.registrar';

/**
 * The registrar from configuration (issue 29). Today always the sandbox, on the app's clock; a
 * real adapter is chosen here from its settings when one is built.
 */
export function createRegistrar(clock: Clock): Registrar {
  return createSandboxRegistrar(clock);
}
