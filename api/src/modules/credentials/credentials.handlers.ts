import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import type { ProxyPool } from '../../providers/social-network/proxy-pool';
import type { SocialNetworkDriver } from '../../providers/social-network/social-network.driver';
import { authenticate } from '../../platform/authenticate';
import { engineSettings } from '../../platform/engine-settings';
import { requireSpace } from '../../platform/space-access';
import { lazySecretBox } from '../../providers/secrets/credential-secrets';
import { credentialAccess } from './credential-access';
import { getBlacklist, setBlacklist } from './credential-blacklist';
import {
  changeAutomationType,
  createCredential,
  deleteCredential,
  updateCredential,
} from './credential-lifecycle';
import { getProxy, refreshProxy, setProxy } from './credential-proxies';
import {
  doAuth,
  resendPhone,
  sendPhone,
  sendSecurityCode,
  setTwoFactor,
  verifyEmail,
} from './credential-repair';
import { seatsSummary } from './credential-seats';
import * as routes from './credentials.routes';
import {
  type CredentialContext,
  getCredential,
  listCredentials,
  listTimezones,
  onboardingInfo,
} from './credentials.service';

export interface CredentialsRoutesOptions {
  network: SocialNetworkDriver;
  proxies: ProxyPool;
  /** CREDENTIALS_KEY (base64, 32 bytes); without it a per-install key kept in the database. */
  credentialsKey?: string;
}

/** The handlers of /credentials, one per declaration of credentials.routes.ts, under its operationId. */
export function credentialsHandlers(
  deps: AppDependencies,
  options: CredentialsRoutesOptions,
): Handlers<typeof routes> {
  const secrets = lazySecretBox(deps.db, options.credentialsKey);

  async function context(c: Context<AppEnv>): Promise<CredentialContext> {
    const space = c.get('space');
    const user = c.get('user');
    return {
      scope: c.get('scope'),
      space,
      user,
      access: await credentialAccess(deps.db, space.id, user, c.get('access')),
      network: options.network,
      proxies: options.proxies,
      secrets: await secrets(),
      workWeekendsDefault: engineSettings(deps).workWeekends,
    };
  }

  return {
    fetchCredentials: async (c) => c.json(okBody(await listCredentials(await context(c))), 200),
    getSeats: async (c) => c.json(okBody(await seatsSummary(deps.db, c.get('space'))), 200),
    listTimezones: (c) => c.json(okBody(listTimezones(deps.clock.now())), 200),
    createCredential: async (c) =>
      c.json(okBody(await createCredential(await context(c), c.req.valid('json'))), 201),
    fetchCredential: async (c) =>
      c.json(okBody(await getCredential(await context(c), c.req.valid('param').id)), 200),
    updateCredential: async (c) =>
      c.json(
        okBody(await updateCredential(await context(c), c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    deleteCredential: async (c) =>
      c.json(okBody(await deleteCredential(await context(c), c.req.valid('param').id)), 200),

    // Repair flows (ai-telephony §7 "Account repair").
    sendCode: async (c) =>
      c.json(
        okBody(await sendSecurityCode(await context(c), c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    sendPhone: async (c) =>
      c.json(okBody(await sendPhone(await context(c), c.req.valid('param').id, c.req.valid('json'))), 200),
    resendPhone: async (c) =>
      c.json(okBody(await resendPhone(await context(c), c.req.valid('param').id)), 200),
    setTwoFactor: async (c) =>
      c.json(okBody(await setTwoFactor(await context(c), c.req.valid('param').id, c.req.valid('json'))), 200),
    verifyEmail: async (c) =>
      c.json(okBody(await verifyEmail(await context(c), c.req.valid('param').id)), 200),
    doAuth: async (c) => c.json(okBody(await doAuth(await context(c), c.req.valid('param').id)), 200),
    setAutomationType: async (c) =>
      c.json(
        okBody(await changeAutomationType(await context(c), c.req.valid('param').id, c.req.valid('json'))),
        200,
      ),
    getOnboardingInfo: async (c) =>
      c.json(okBody(await onboardingInfo(await context(c), c.req.valid('param').id)), 200),

    getBlacklist: async (c) =>
      c.json(okBody(await getBlacklist(await context(c), c.req.valid('param').id)), 200),
    setBlacklist: async (c) =>
      c.json(okBody(await setBlacklist(await context(c), c.req.valid('param').id, c.req.valid('json'))), 200),

    getProxy: async (c) => c.json(okBody(await getProxy(await context(c), c.req.valid('param').id)), 200),
    setProxy: async (c) =>
      c.json(okBody(await setProxy(await context(c), c.req.valid('param').id, c.req.valid('json'))), 200),
    refreshProxy: async (c) =>
      c.json(okBody(await refreshProxy(await context(c), c.req.valid('param').id)), 200),
  };
}

/**
 * /credentials (spec platform §7 Credentials). The spec names the per-credential
 * operations without their prefix; they live at /credentials/{id}/<operation>.
 * Every route is workspace-scoped; a credential the user may not see is 404.
 */
export function credentialsRoutes(deps: AppDependencies, options: CredentialsRoutesOptions) {
  const router = createRouter();
  router.use('*', authenticate(deps), requireSpace(deps));
  return bindOperations(router, routes, credentialsHandlers(deps, options));
}
