/**
 * The scheduling provider from configuration (issue 28): Calendly's API v2 with
 * CALENDLY_CLIENT_ID and CALENDLY_CLIENT_SECRET (CALENDLY_API_URL and CALENDLY_AUTH_URL move it, to
 * the stand-in in tests); without them, the sandbox.
 */
import { z } from 'zod';
import { calendlyEnvShape } from '../../env';
import { calendlyDefaults, createCalendlyProvider } from './calendly.adapter';
import { createSandboxScheduling } from './sandbox.scheduling';
import type { SchedulingProvider } from './scheduling.provider';

const calendlyEnv = z.object(calendlyEnvShape);

export function createScheduling(
  options: { env?: NodeJS.ProcessEnv; now?: () => Date } = {},
): SchedulingProvider {
  const parsed = calendlyEnv.safeParse(options.env ?? process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = parsed.data;
  if (env.CALENDLY_CLIENT_ID && env.CALENDLY_CLIENT_SECRET) {
    return createCalendlyProvider({
      apiUrl: env.CALENDLY_API_URL ?? calendlyDefaults.apiUrl,
      authUrl: env.CALENDLY_AUTH_URL ?? calendlyDefaults.authUrl,
      clientId: env.CALENDLY_CLIENT_ID,
      clientSecret: env.CALENDLY_CLIENT_SECRET,
      now: options.now,
    });
  }
  return createSandboxScheduling({ now: options.now });
}
