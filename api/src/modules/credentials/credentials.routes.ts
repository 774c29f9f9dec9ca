import { type Context, Hono } from 'hono';
import type { AppDependencies, AppEnv } from '../../context';
import { ok, readJson } from '../../http';
import type { ProxyPool } from '../../providers/social-network/proxy-pool';
import type { SocialNetworkDriver } from '../../providers/social-network/social-network.driver';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import { credentialAccess } from './credential-access';
import { lazySecretBox } from './credential-secrets';
import {
  automationTypeInput,
  blacklistInput,
  createCredentialInput,
  proxySettingsInput,
  sendCodeInput,
  sendPhoneInput,
  twoFactorInput,
  updateCredentialInput,
} from './credentials.schema';
import {
  type CredentialContext,
  changeAutomationType,
  createCredential,
  deleteCredential,
  doAuth,
  getBlacklist,
  getCredential,
  getProxy,
  listCredentials,
  listTimezones,
  onboardingInfo,
  refreshProxy,
  resendPhone,
  seatsSummary,
  sendPhone,
  sendSecurityCode,
  setBlacklist,
  setProxy,
  setTwoFactor,
  updateCredential,
  verifyEmail,
} from './credentials.service';

export interface CredentialsRoutesOptions {
  network: SocialNetworkDriver;
  proxies: ProxyPool;
  /** CREDENTIALS_KEY (base64, 32 bytes); without it a per-install key kept in the database. */
  credentialsKey?: string;
}

/**
 * /credentials (spec platform §7 Credentials). The spec names the per-credential
 * operations without their prefix; they live at /credentials/{id}/<operation>.
 * Every route is workspace-scoped; a credential the user may not see is 404.
 */
export function credentialsRoutes(deps: AppDependencies, options: CredentialsRoutesOptions) {
  const router = new Hono<AppEnv>();
  const secrets = lazySecretBox(deps.db, options.credentialsKey);
  router.use('*', authenticate(deps), requireSpace(deps));

  async function context(c: Context<AppEnv>): Promise<CredentialContext> {
    const space = c.get('space');
    const user = c.get('user');
    return {
      scope: c.get('scope'),
      space,
      user,
      access: await credentialAccess(deps.db, space.id, user),
      network: options.network,
      proxies: options.proxies,
      secrets: await secrets(),
    };
  }
  const id = (c: Context<AppEnv>) => c.req.param('id') ?? '';

  router.get('/fetch', async (c) => ok(c, await listCredentials(await context(c))));
  router.get('/seats', async (c) => ok(c, await seatsSummary(deps.db, c.get('space'))));
  router.get('/timezones', (c) => ok(c, listTimezones(deps.clock.now())));

  router.post('/create', async (c) => {
    const input = await readJson(c, createCredentialInput);
    return ok(c, await createCredential(await context(c), input), 201);
  });

  router.get('/:id/fetch', async (c) => ok(c, await getCredential(await context(c), id(c))));
  router.post('/:id/update', async (c) => {
    const input = await readJson(c, updateCredentialInput);
    return ok(c, await updateCredential(await context(c), id(c), input));
  });
  router.post('/:id/delete', async (c) => ok(c, await deleteCredential(await context(c), id(c))));

  // Repair flows (ai-telephony §7 "Account repair").
  router.post('/:id/send', async (c) => {
    const input = await readJson(c, sendCodeInput);
    return ok(c, await sendSecurityCode(await context(c), id(c), input));
  });
  router.post('/:id/send_phone', async (c) => {
    const input = await readJson(c, sendPhoneInput);
    return ok(c, await sendPhone(await context(c), id(c), input));
  });
  router.post('/:id/resend_phone', async (c) => ok(c, await resendPhone(await context(c), id(c))));
  router.put('/:id/two_factor', async (c) => {
    const input = await readJson(c, twoFactorInput);
    return ok(c, await setTwoFactor(await context(c), id(c), input));
  });
  router.post('/:id/verify_email', async (c) => ok(c, await verifyEmail(await context(c), id(c))));
  router.post('/:id/do_auth', async (c) => ok(c, await doAuth(await context(c), id(c))));
  router.post('/:id/automation_type', async (c) => {
    const input = await readJson(c, automationTypeInput);
    return ok(c, await changeAutomationType(await context(c), id(c), input));
  });
  router.get('/:id/onboarding_info', async (c) => ok(c, await onboardingInfo(await context(c), id(c))));

  router.get('/:id/blacklist', async (c) => ok(c, await getBlacklist(await context(c), id(c))));
  router.put('/:id/blacklist', async (c) => {
    const input = await readJson(c, blacklistInput);
    return ok(c, await setBlacklist(await context(c), id(c), input));
  });

  router.get('/:id/proxy', async (c) => ok(c, await getProxy(await context(c), id(c))));
  router.post('/:id/proxy', async (c) => {
    const input = await readJson(c, proxySettingsInput);
    return ok(c, await setProxy(await context(c), id(c), input));
  });
  router.post('/:id/refresh_proxy', async (c) => ok(c, await refreshProxy(await context(c), id(c))));

  return router;
}

/** /proxy/v2/countries (platform §7): [{code, name, count, type}]; count 0 is out of reserve. */
export function proxyRoutes(deps: AppDependencies, options: Pick<CredentialsRoutesOptions, 'proxies'>) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps));
  router.get('/v2/countries', (c) => ok(c, options.proxies.countries()));
  return router;
}
