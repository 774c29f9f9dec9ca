import { z } from 'zod';

/** Unset and empty variables are the same thing (an `.env` line like `DATABASE_URL=` means "not set"). */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const flag = (fallback: boolean) =>
  z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((value) =>
        value === undefined ? fallback : value === 'true' || value === '1' || value === 'yes',
      ),
  );

/** A remote's mf-manifest.json, either absolute (a CDN) or a path on this server. */
const manifestUrl = z.preprocess(
  blankAsUnset,
  z
    .string()
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
      error: 'must be an http(s) URL or a path starting with /',
    })
    .optional(),
);

const envSchema = z.object({
  PORT: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  ),
  HOST: z.preprocess(blankAsUnset, z.string().default('0.0.0.0')),
  /** Real Postgres (postgres.js); without it the server runs on embedded PGlite in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('./data')),
  LOG_LEVEL: z.preprocess(
    blankAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DEFAULT_BRAND: z.preprocess(blankAsUnset, z.string().default('reachly')),
  PUBLIC_URL: z.preprocess(blankAsUnset, z.url({ error: 'must be a URL' }).optional()),
  DIST_DIR: z.preprocess(blankAsUnset, z.string().default('./dist')),
  REMOTE_CAMPAIGNS_URL: manifestUrl,
  REMOTE_INBOX_URL: manifestUrl,
  REMOTE_BILLING_URL: manifestUrl,
  REMOTE_DIALER_URL: manifestUrl,
  REMOTE_AI_URL: manifestUrl,
  REMOTE_ADMIN_URL: manifestUrl,
  DEMO_SEED: flag(true),
  JOBS: flag(true),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses the environment once at start-up. A bad value throws an EnvError whose
 * message names every offending variable, e.g. `PORT: must be a port number`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment variable${problems.length > 1 ? 's' : ''}: ${problems.join('; ')}`);
}
