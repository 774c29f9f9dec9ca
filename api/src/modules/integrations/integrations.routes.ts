import { type Context, Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { isUuid } from '../../db/ids';
import { AppError } from '../../errors';
import { ok, readJson, readOptionalJson, readQuery } from '../../http';
import { emailKeys } from '../../providers/email/email-secrets';
import { authenticate } from '../auth/auth.middleware';
import { credentialAccess } from '../credentials/credential-access';
import { requireSpace } from '../spaces/spaces.middleware';
import { mailServersAllowPrivateFromEnv } from '../../ssrf';
import {
  addSmtpInput,
  credentialsQuery,
  disconnectInput,
  integrationMessages,
  providerParam,
} from './integrations.schema';
import {
  addSmtp,
  connectIntegration,
  disconnectIntegration,
  type IntegrationContext,
  listCredentialIntegrations,
} from './integrations.service';

export interface IntegrationsRoutesOptions {
  credentialsKey?: string;
  /** How long an SMTP/IMAP login check may take (tests shorten it). */
  verifyTimeoutMs?: number;
  /** MAIL_SERVERS_ALLOW_PRIVATE; read from the environment when left out. */
  mailServersAllowPrivate?: boolean;
}

export async function integrationContext(
  deps: AppDependencies,
  c: Context<AppEnv>,
  options: IntegrationsRoutesOptions,
): Promise<IntegrationContext> {
  const space = c.get('space');
  return {
    scope: c.get('scope'),
    tier: space.tier,
    access: await credentialAccess(deps.db, space.id, c.get('user')),
    keys: () => emailKeys(deps.db, options.credentialsKey),
    verifyTimeoutMs: options.verifyTimeoutMs,
    allowPrivateHosts: options.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
  };
}

function provider(c: Context<AppEnv>) {
  const parsed = providerParam.safeParse(c.req.param('provider'));
  if (!parsed.success) throw new AppError(404, integrationMessages.unknownProvider);
  return parsed.data;
}

/** /integrations (outreach §7 "Other integrations"): connect, disconnect, add_smtp. */
export function integrationsRoutes(deps: AppDependencies, options: IntegrationsRoutesOptions = {}) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.post('/:provider/connect', async (c) => {
    const which = provider(c);
    const { credentials_id } = readQuery(c, credentialsQuery);
    return ok(
      c,
      await connectIntegration(await integrationContext(deps, c, options), which, credentials_id),
      201,
    );
  });

  router.post('/:provider/disconnect', async (c) => {
    const which = provider(c);
    const body = (await readOptionalJson(c)) ?? {};
    const input = disconnectInput.parse({ ...c.req.query(), ...(body as object) });
    return ok(c, await disconnectIntegration(await integrationContext(deps, c, options), which, input));
  });

  router.put('/:provider/:id/add_smtp', async (c) => {
    const which = provider(c);
    const id = c.req.param('id');
    if (!isUuid(id)) throw new AppError(404, integrationMessages.notFound);
    const input = await readJson(c, addSmtpInput);
    return ok(c, await addSmtp(await integrationContext(deps, c, options), which, id, input));
  });

  return router;
}

/** GET /credentials/integrations?credentials_id= : mounted before the credentials router (its `/:id/...` routes). */
export function credentialIntegrationsRoutes(deps: AppDependencies, options: IntegrationsRoutesOptions = {}) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));
  router.get('/', async (c) => {
    const { credentials_id } = readQuery(c, credentialsQuery);
    return ok(
      c,
      await listCredentialIntegrations(await integrationContext(deps, c, options), credentials_id),
    );
  });
  return router;
}
