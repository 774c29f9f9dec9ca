/**
 * The registrar from configuration (issue 29; env.ts checks the values at start):
 *   REGISTRAR                  sandbox (default) or namecom
 *   NAMECOM_USERNAME           the Name.com account (namecom; "<user>-test" on api.dev.name.com)
 *   NAMECOM_TOKEN              its API token (namecom)
 *   NAMECOM_API_URL            https://api.name.com (default), https://api.dev.name.com, a stand-in
 *   REGISTRAR_CREDITS_PER_USD  credits per US dollar of Name.com's price (default 10)
 * Both run on the app's clock (the sandbox's ready times, Name.com's expected ready time).
 */
import { z } from 'zod';
import type { Clock } from '../../clock';
import { registrarEnvProblems, registrarEnvShape } from '../../env';
import { createNamecomRegistrar } from './namecom.registrar';
import type { Registrar } from './registrar.provider';
import { createSandboxRegistrar } from './sandbox.registrar';

const registrarEnv = z.object(registrarEnvShape);

export function createRegistrar(
  clock: Clock,
  options: { env?: NodeJS.ProcessEnv; fetch?: typeof fetch } = {},
): Registrar {
  const parsed = registrarEnv.safeParse(options.env ?? process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = parsed.data;
  const problem = registrarEnvProblems(env)[0];
  if (problem) throw new Error(`${problem.path}: ${problem.message}`);
  if (env.REGISTRAR === 'namecom' && env.NAMECOM_USERNAME && env.NAMECOM_TOKEN) {
    return createNamecomRegistrar({
      apiUrl: env.NAMECOM_API_URL,
      username: env.NAMECOM_USERNAME,
      token: env.NAMECOM_TOKEN,
      creditsPerUsd: env.REGISTRAR_CREDITS_PER_USD,
      clock,
      fetch: options.fetch,
    });
  }
  return createSandboxRegistrar(clock);
}
