import type { ExternalCrmPlatform } from '../../db/schema/crm-connections';
import { hubspotDefaults } from '../../providers/crm/hubspot.adapter';
import { pipedriveDefaults } from '../../providers/crm/pipedrive.adapter';

export interface CrmPlatformSettings {
  /** The REST API's base URL (HUBSPOT_API_URL, PIPEDRIVE_API_URL): a stand-in in tests and e2e. */
  apiUrl: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** The OAuth app; null: connect with a token only. */
  oauth: { clientId: string; clientSecret: string } | null;
}

export type CrmSyncSettings = Record<ExternalCrmPlatform, CrmPlatformSettings>;

function oauthOf(clientId: string | undefined, clientSecret: string | undefined) {
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/**
 * HUBSPOT_API_URL, HUBSPOT_CLIENT_ID, HUBSPOT_CLIENT_SECRET, HUBSPOT_AUTHORIZE_URL;
 * PIPEDRIVE_API_URL, PIPEDRIVE_OAUTH_URL, PIPEDRIVE_CLIENT_ID, PIPEDRIVE_CLIENT_SECRET.
 * Read when the app is built, so a test sets them before createApp.
 */
export function crmSyncSettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
): CrmSyncSettings {
  const hubspotApi = env.HUBSPOT_API_URL || hubspotDefaults.apiUrl;
  const pipedriveOauth = env.PIPEDRIVE_OAUTH_URL?.replace(/\/$/, '');
  return {
    hubspot: {
      apiUrl: hubspotApi,
      authorizeUrl: env.HUBSPOT_AUTHORIZE_URL || hubspotDefaults.authorizeUrl,
      tokenUrl: `${hubspotApi.replace(/\/$/, '')}${hubspotDefaults.tokenPath}`,
      oauth: oauthOf(env.HUBSPOT_CLIENT_ID, env.HUBSPOT_CLIENT_SECRET),
    },
    pipedrive: {
      apiUrl: env.PIPEDRIVE_API_URL || pipedriveDefaults.apiUrl,
      authorizeUrl: pipedriveOauth ? `${pipedriveOauth}/oauth/authorize` : pipedriveDefaults.authorizeUrl,
      tokenUrl: pipedriveOauth ? `${pipedriveOauth}/oauth/token` : pipedriveDefaults.tokenUrl,
      oauth: oauthOf(env.PIPEDRIVE_CLIENT_ID, env.PIPEDRIVE_CLIENT_SECRET),
    },
  };
}
