import { isIP } from 'node:net';
import { embedOriginSchema } from '@outreach/brands/schema';
import { z } from 'zod';

/** Unset and empty variables are the same thing (an `.env` line like `DATABASE_URL=` means "not set"). */
const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A true/false setting; unset gives `fallback` (left out: undefined, for settings read elsewhere too). */
function flag(fallback: boolean): z.ZodType<boolean, unknown>;
function flag(): z.ZodType<boolean | undefined, unknown>;
function flag(fallback?: boolean): z.ZodType<boolean | undefined, unknown> {
  return z.preprocess(
    blankAsUnset,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((value) =>
        value === undefined ? fallback : value === 'true' || value === '1' || value === 'yes',
      ),
  );
}

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

/** `https://a.example, https://b.example`: each entry an origin as a brand's embedOrigins takes (CSP frame-ancestors). */
const originList = z.preprocess(
  blankAsUnset,
  z
    .string()
    .optional()
    .transform((value, context) => {
      const origins: string[] = [];
      for (const entry of (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const origin = embedOriginSchema.safeParse(entry);
        if (origin.success) origins.push(origin.data);
        else context.addIssue({ code: 'custom', message: `"${entry}" ${origin.error.issues[0]?.message}` });
      }
      return origins;
    }),
);

/**
 * `DNS_SERVERS`: `1.1.1.1, 127.0.0.1:5353, [::1]:53`, IP addresses each with an optional port, in
 * the form node:dns `setServers` takes. The sending-domain checks (providers/mail-auth) ask them.
 */
export function parseDnsServers(value: string | undefined): { servers: string[]; problems: string[] } {
  const servers: string[] = [];
  const problems: string[] = [];
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry) ?? /^([^:]+)(?::(\d{1,5}))?$/.exec(entry);
    const host = match ? (match[1] as string) : entry;
    const port = match?.[2] === undefined ? null : Number(match[2]);
    if (isIP(host) === 0 || (port !== null && (port < 1 || port > 65535)))
      problems.push(`"${entry}" is not an IP address with an optional port`);
    else servers.push(entry);
  }
  return { servers, problems };
}

const dnsServerList = z.preprocess(
  blankAsUnset,
  z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      const { servers, problems } = parseDnsServers(value);
      for (const message of problems) context.addIssue({ code: 'custom', message });
      return servers;
    }),
);

/**
 * The LLM (issue 28; providers/llm/create-llm.ts reads them): any OpenAI-compatible endpoint at
 * LLM_BASE_URL, with LLM_MODEL (and LLM_API_KEY when it takes one); without LLM_BASE_URL, the
 * deterministic sandbox model this server serves itself.
 */
export const llmEnvShape = {
  LLM_BASE_URL: z.preprocess(
    blankAsUnset,
    z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL up to the API version (https://api.openai.com/v1)',
      })
      .optional(),
  ),
  LLM_API_KEY: z.preprocess(blankAsUnset, z.string().optional()),
  LLM_MODEL: z.preprocess(blankAsUnset, z.string().optional()),
  /** The longest an LLM call may take, retries included (a stream: the longest wait for its next piece). */
  LLM_TIMEOUT_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(600).default(60),
  ),
  /** Attempts per call on 429, 5xx and lost connections, the first included. */
  LLM_MAX_ATTEMPTS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(10).default(3),
  ),
  /** LLM calls of one workspace at once; the others wait their turn. */
  LLM_CONCURRENCY: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(100).default(4),
  ),
};

/** What is wrong with the LLM settings taken together (a model without a server, a server without a model). */
export function llmEnvProblems(env: {
  LLM_BASE_URL?: string;
  LLM_API_KEY?: string;
  LLM_MODEL?: string;
}): Array<{ path: string; message: string }> {
  if (env.LLM_BASE_URL && !env.LLM_MODEL)
    return [
      { path: 'LLM_MODEL', message: 'must be set with LLM_BASE_URL (the model to ask, e.g. gpt-4o-mini)' },
    ];
  if (!env.LLM_BASE_URL && (env.LLM_MODEL || env.LLM_API_KEY))
    return [
      { path: 'LLM_BASE_URL', message: `must be set with ${env.LLM_MODEL ? 'LLM_MODEL' : 'LLM_API_KEY'}` },
    ];
  return [];
}

/**
 * Calendly (issue 28; providers/scheduling/create-scheduling.ts reads them): OAuth with the app's
 * client id and secret, the API and the authorisation server at their addresses (a stand-in in
 * tests); without the client id, the scheduling sandbox.
 */
export const calendlyEnvShape = {
  CALENDLY_CLIENT_ID: z.preprocess(blankAsUnset, z.string().optional()),
  CALENDLY_CLIENT_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
  CALENDLY_API_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL (https://api.calendly.com)' }).optional(),
  ),
  CALENDLY_AUTH_URL: z.preprocess(
    blankAsUnset,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL (https://auth.calendly.com)' }).optional(),
  ),
};

/**
 * The AI email service's mail host (issue 29; providers/mail-hosting/create-mail-host.ts reads them):
 * the in-process sandbox, or Postfix and Dovecot reading the product's Postgres (ops/mail/), which
 * needs DATABASE_URL and the servers the mailboxes send through and are read from.
 */
export const mailHostingEnvShape = {
  MAIL_HOSTING: z.preprocess(
    blankAsUnset,
    z.enum(['sandbox', 'postfix'], { error: 'must be sandbox or postfix' }).default('sandbox'),
  ),
  MAIL_HOSTING_SMTP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/[^/:@\s]+(:\d{1,5})?\/?$/, {
        error: 'must be smtp://host:port (STARTTLS) or smtps://host:port (TLS), without a login',
      })
      .optional(),
  ),
  MAIL_HOSTING_IMAP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^imaps?:\/\/[^/:@\s]+(:\d{1,5})?\/?$/, {
        error: 'must be imaps://host:port (TLS) or imap://host:port, without a login',
      })
      .optional(),
  ),
  /** What a hosted mailbox costs, in credits ("AI mailbox" in the credits history). */
  MAIL_HOSTING_MAILBOX_PRICE: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a whole number of credits' }).int().min(1).max(100000).default(20),
  ),
};

/** What MAIL_HOSTING=postfix needs besides itself. */
export function mailHostingEnvProblems(env: {
  MAIL_HOSTING?: string;
  DATABASE_URL?: string;
  MAIL_HOSTING_SMTP_URL?: string;
  MAIL_HOSTING_IMAP_URL?: string;
}): Array<{ path: string; message: string }> {
  if (env.MAIL_HOSTING !== 'postfix') return [];
  const needed = [
    ['DATABASE_URL', 'the Postgres that Postfix and Dovecot read (ops/mail/)'],
    ['MAIL_HOSTING_SMTP_URL', 'where the mailboxes send (submission)'],
    ['MAIL_HOSTING_IMAP_URL', 'where the mailboxes are read'],
  ] as const;
  return needed
    .filter(([name]) => !env[name])
    .map(([name, what]) => ({ path: name, message: `must be set with MAIL_HOSTING=postfix: ${what}` }));
}

/**
 * The registrar the AI email service buys sending domains from (issue 29;
 * providers/registrar/create-registrar.ts reads them): the sandbox, or Name.com's API v4 with the
 * account's username and API token (NAMECOM_API_URL moves it: https://api.dev.name.com with the
 * "-test" username, a stand-in in tests). Name.com prices in USD; a domain costs
 * ceil(USD x REGISTRAR_CREDITS_PER_USD) credits.
 */
export const registrarEnvShape = {
  REGISTRAR: z.preprocess(
    blankAsUnset,
    z.enum(['sandbox', 'namecom'], { error: 'must be sandbox or namecom' }).default('sandbox'),
  ),
  NAMECOM_USERNAME: z.preprocess(blankAsUnset, z.string().optional()),
  NAMECOM_TOKEN: z.preprocess(blankAsUnset, z.string().optional()),
  NAMECOM_API_URL: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL (https://api.name.com)' })
      .default('https://api.name.com'),
  ),
  /** Credits per US dollar of a registrar's price (10: a $12 .com is 120 credits, the sandbox's .com). */
  REGISTRAR_CREDITS_PER_USD: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a number of credits' }).positive().max(100000).default(10),
  ),
};

/** What REGISTRAR=namecom needs besides itself. */
export function registrarEnvProblems(env: {
  REGISTRAR?: string;
  NAMECOM_USERNAME?: string;
  NAMECOM_TOKEN?: string;
}): Array<{ path: string; message: string }> {
  if (env.REGISTRAR !== 'namecom') return [];
  const needed = [
    ['NAMECOM_USERNAME', 'the Name.com account (with "-test" on api.dev.name.com)'],
    ['NAMECOM_TOKEN', 'its API token (name.com account, API settings)'],
  ] as const;
  return needed
    .filter(([name]) => !env[name])
    .map(([name, what]) => ({ path: name, message: `must be set with REGISTRAR=namecom: ${what}` }));
}

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
  /** socket.io between API nodes through Redis; without it, through Postgres when DATABASE_URL is set. */
  REDIS_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^rediss?:\/\/[^/]/, { error: 'must be a redis:// or rediss:// URL' })
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
  /** Partner pages allowed to frame the app for every brand (security-headers.ts), beside each brand's own. */
  FRAME_ANCESTORS: originList,
  DEMO_SEED: flag(true),
  JOBS: flag(true),
  /** The outreach engine (docs/engine.md): seconds between scheduler passes. */
  ENGINE_TICK_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(1).max(600).default(30),
  ),
  /** Senders act on Saturdays and Sundays too (default: weekends are days off). */
  ENGINE_WORK_WEEKENDS: flag(false),
  /** Random gap between two actions of one sender, in seconds. */
  ENGINE_SPACING_MIN_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).default(60),
  ),
  ENGINE_SPACING_MAX_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).default(240),
  ),
  /** An engine process not heard from for this long is dead: its steps are taken over (docs/engine.md). */
  ENGINE_WORKER_TIMEOUT_SECONDS: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(3).max(600).default(30),
  ),
  /** Real mail through nodemailer; without it mail goes to the local outbox at /outbox. */
  SMTP_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\/[^/]/, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().default('Reachly <no-reply@reachly.local>')),
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  TRUST_PROXY: flag(false),
  /**
   * Webhooks may call loopback and private addresses (local development); off, they are
   * refused when saved and when connecting (ssrf.ts reads the same variable).
   * Unset is off (left undefined rather than defaulted, like the optional settings above).
   */
  WEBHOOKS_ALLOW_PRIVATE: flag(),
  /**
   * Mailboxes may name SMTP and IMAP servers at loopback and private addresses (a mail server
   * on the same machine or network); off, add_smtp refuses them (ssrf.ts).
   */
  MAIL_SERVERS_ALLOW_PRIVATE: flag(),
  /**
   * Company research (issue 28) may read sites at loopback and private addresses (local
   * development, tests with a local site); off, only public addresses are read (ssrf.ts).
   */
  RESEARCH_ALLOW_PRIVATE: flag(),
  /**
   * Where company research reads some sites instead of https://<host>/ (local development,
   * tests): `acme.test=http://127.0.0.1:8123,other.test=http://127.0.0.1:8124`, each a domain and
   * an http(s) origin. A host named here needs no DNS; a private origin needs RESEARCH_ALLOW_PRIVATE.
   */
  RESEARCH_SITES: z.preprocess(
    blankAsUnset,
    z
      .string()
      .optional()
      .transform((value, context) => {
        const sites: Record<string, string> = {};
        for (const entry of (value ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [host, origin] = entry.split('=').map((part) => part.trim());
          let url: URL | null = null;
          try {
            url = origin ? new URL(origin) : null;
          } catch {
            url = null;
          }
          if (!host || !url || !['http:', 'https:'].includes(url.protocol)) {
            context.addIssue({
              code: 'custom',
              message: 'must be host=http(s)://origin pairs, comma separated',
            });
            return z.NEVER;
          }
          sites[host.toLowerCase()] = url.origin;
        }
        return sites;
      }),
  ),
  /** The DNS servers the sending-domain checks ask (providers/mail-auth); unset, the system's. */
  DNS_SERVERS: dnsServerList,
  /** Google and Microsoft sign-in (GET /auth/google/login, /auth/ad/login); both halves or neither. */
  GOOGLE_CLIENT_ID: z.preprocess(blankAsUnset, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
  MICROSOFT_CLIENT_ID: z.preprocess(blankAsUnset, z.string().optional()),
  MICROSOFT_CLIENT_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
  /** Payments through Stripe (issue 13); without it, the local payments server (providers/payments). */
  STRIPE_SECRET_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_..., sk_live_...)' })
      .optional(),
  ),
  /** The signing secret of the Stripe webhook endpoint /api/billing/webhooks/stripe (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    blankAsUnset,
    z.string().startsWith('whsec_', { error: 'must be a webhook signing secret (whsec_...)' }).optional(),
  ),
  /** The local payments server's hosted pages' port when STRIPE_SECRET_KEY is unset (0 is any free port; its API is on loopback). */
  LOCAL_PAYMENTS_PORT: z.preprocess(
    blankAsUnset,
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(4242),
  ),
  /** Where browsers reach the local payments server's pages (default http://localhost:<LOCAL_PAYMENTS_PORT>). */
  LOCAL_PAYMENTS_PUBLIC_URL: z.preprocess(blankAsUnset, z.url({ error: 'must be a URL' }).optional()),
  /**
   * The Twilio voice carrier (issue 27, providers/voice/create-voice.ts reads them): numbers and
   * voicemail drops through Twilio with the account SID and auth token; without them, the sandbox.
   */
  TWILIO_ACCOUNT_SID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, { error: 'must be a Twilio account SID (AC followed by 32 hex digits)' })
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: z.preprocess(blankAsUnset, z.string().optional()),
  /** Browser calls through Twilio's Voice SDK: an API key (SK...), its secret and the TwiML app (AP...). */
  TWILIO_API_KEY: z.preprocess(
    blankAsUnset,
    z.string().startsWith('SK', { error: 'must be a Twilio API key SID (SK...)' }).optional(),
  ),
  TWILIO_API_SECRET: z.preprocess(blankAsUnset, z.string().optional()),
  TWILIO_TWIML_APP_SID: z.preprocess(
    blankAsUnset,
    z.string().startsWith('AP', { error: 'must be a TwiML app SID (AP...)' }).optional(),
  ),
  /** The countries numbers are sold in, e.g. `US,CA,GB` (the default). */
  TWILIO_COUNTRIES: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^\s*[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*\s*$/, {
        error: 'must be two-letter country codes separated by commas',
      })
      .optional(),
  ),
  /**
   * SMS through Twilio (providers/messaging/create-messaging.ts reads it): the account's US A2P
   * 10DLC campaign and toll-free verification are done. Without it, texts from US numbers are
   * refused with the spec's "SMS unavailable".
   */
  TWILIO_SMS_REGISTERED: flag(),
  /**
   * Encrypts connected accounts' passwords (AES-256-GCM): 32 random bytes, base64
   * (`openssl rand -base64 32`). Without it a per-install key is kept in the database.
   */
  CREDENTIALS_KEY: z.preprocess(
    blankAsUnset,
    z
      .string()
      .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
        error: 'must be 32 bytes, base64-encoded (openssl rand -base64 32)',
      })
      .optional(),
  ),
  ...llmEnvShape,
  ...calendlyEnvShape,
  ...mailHostingEnvShape,
  ...registrarEnvShape,
});

/** An OAuth app is configured by its id and secret together; one without the other is a mistake. */
const oauthPairs = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['MICROSOFT_CLIENT_ID', 'MICROSOFT_CLIENT_SECRET'],
  ['CALENDLY_CLIENT_ID', 'CALENDLY_CLIENT_SECRET'],
] as const;

const envSchemaChecked = envSchema.superRefine((env, context) => {
  for (const problem of llmEnvProblems(env))
    context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  for (const problem of mailHostingEnvProblems(env))
    context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  for (const problem of registrarEnvProblems(env))
    context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message:
        'must be set with STRIPE_SECRET_KEY (the signing secret of the webhook endpoint /api/billing/webhooks/stripe)',
    });
  }
  if (env.TWILIO_ACCOUNT_SID && !env.TWILIO_AUTH_TOKEN) {
    context.addIssue({
      code: 'custom',
      path: ['TWILIO_AUTH_TOKEN'],
      message: 'must be set with TWILIO_ACCOUNT_SID',
    });
  }
  const twilioTokenSettings = ['TWILIO_API_KEY', 'TWILIO_API_SECRET', 'TWILIO_TWIML_APP_SID'] as const;
  if (twilioTokenSettings.some((name) => env[name])) {
    for (const name of ['TWILIO_ACCOUNT_SID', ...twilioTokenSettings] as const) {
      if (!env[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set for browser calls through Twilio',
        });
      }
    }
  }
  for (const [id, secret] of oauthPairs) {
    if (env[id] && !env[secret]) {
      context.addIssue({ code: 'custom', path: [secret], message: `must be set with ${id}` });
    }
    if (env[secret] && !env[id]) {
      context.addIssue({ code: 'custom', path: [id], message: `must be set with ${secret}` });
    }
  }
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
  const result = envSchemaChecked.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment variable${problems.length > 1 ? 's' : ''}: ${problems.join('; ')}`);
}
