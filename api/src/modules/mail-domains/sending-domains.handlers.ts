import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import type { AppDependencies } from '../../platform/context';
import { requireFeature } from '../../platform/entitlements';
import type { DnsResolve } from '../../providers/mail-auth/dns-resolver';
import type { Registrar } from '../../providers/registrar/registrar.provider';
import { sharedTransports } from '../../providers/outreach-email/sender';
import { createRegistrar } from '../../providers/registrar/create-registrar';
import { lazySecretBox, type SecretBox } from '../../providers/secrets/credential-secrets';
import { creditsSpent } from '../credits';
import * as routes from './sending-domains.routes';
import {
  buySendingDomain,
  checkAvailability,
  deleteSendingDomain,
  getSendingDomain,
  listSendingDomains,
  recheckSendingDomain,
} from './sending-domains.service';
import { sendingDomainKeys } from './sending-domains.jobs';
import { type DomainRecordSettings, domainRecordSettingsFromEnv } from './sending-domains.settings';

export interface SendingDomainsSettings {
  registrar: Registrar;
  box: () => Promise<SecretBox>;
  records: DomainRecordSettings;
  /** Where the checks look; DNS_SERVERS (or the system's servers) when left out. */
  resolve?: DnsResolve;
}

function sendingDomainsHandlers(
  deps: AppDependencies,
  settings: SendingDomainsSettings,
): Handlers<typeof routes> {
  const { registrar, resolve } = settings;
  return {
    listSendingDomains: async (c) => c.json(okBody(await listSendingDomains(c.get('scope'))), 200),
    checkDomainAvailability: async (c) => {
      const offer = await checkAvailability(c.get('scope'), registrar, c.req.valid('query').name);
      return c.json(okBody(offer), 200);
    },
    buySendingDomain: async (c) => {
      const scope = c.get('scope');
      const context = {
        scope,
        registrar,
        box: await settings.box(),
        userId: c.get('user').id,
        settings: settings.records,
      };
      const bought = await buySendingDomain(context, c.req.valid('json').name);
      await creditsSpent(deps, scope.spaceId, bought.balance);
      return c.json(okBody(bought), 201);
    },
    getSendingDomain: async (c) =>
      c.json(okBody(await getSendingDomain(c.get('scope'), c.req.valid('param').id)), 200),
    recheckSendingDomain: async (c) =>
      c.json(okBody(await recheckSendingDomain(c.get('scope'), c.req.valid('param').id, resolve)), 200),
    deleteSendingDomain: async (c) =>
      c.json(okBody(await deleteSendingDomain(c.get('scope'), c.req.valid('param').id)), 200),
  };
}

/**
 * /ai_email/domains (issue 29): behind the workspace checks and the plan feature ai_domain. Made
 * where the app is made, it also hands the ready domains' DKIM keys to the outreach mail
 * transports (`sharedTransports`, which the engine in the same process sends through).
 */
export function sendingDomainsRoutes(deps: AppDependencies, options: { credentialsKey?: string }) {
  const box = lazySecretBox(deps.db, options.credentialsKey);
  const settings: SendingDomainsSettings = {
    registrar: createRegistrar(deps.clock),
    box,
    records: domainRecordSettingsFromEnv(),
  };
  // biome-ignore lint/correctness/useHookAtTopLevel: TransportCache.useDkimKeys is a method, not a React hook
  sharedTransports.useDkimKeys(sendingDomainKeys(deps.db, box));
  const router = workspaceRouter(deps, requireFeature(deps, 'ai_domain'));
  return bindOperations(router, routes, sendingDomainsHandlers(deps, settings));
}
