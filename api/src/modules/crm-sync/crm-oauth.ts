/** Connecting a CRM by OAuth: its sign-in URL and the callback that saves the connection. */
import { AppError } from '../../errors';
import { crmSyncMessages } from './crm-sync.schema';
import { saveConnection } from './crm-sync.service';
import type { CrmSyncContext } from './crm-connection';

/**
 * The CRM's sign-in URL for a state begun by the route (platform/oauth-state.ts: random,
 * single use, bound to the browser that asked); null without an OAuth app.
 */
export function oauthUrl(
  context: Pick<CrmSyncContext, 'platform' | 'settings'>,
  state: string,
  redirectUri: string,
) {
  const settings = context.settings[context.platform];
  if (!settings.oauth) return null;
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('client_id', settings.oauth.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  if (context.platform === 'hubspot') {
    url.searchParams.set(
      'scope',
      'crm.objects.contacts.read crm.objects.contacts.write crm.objects.deals.read crm.objects.deals.write crm.objects.owners.read',
    );
  }
  return url.toString();
}

export async function completeOauth(
  context: CrmSyncContext,
  code: string,
  userId: string,
  redirectUri: string,
) {
  const settings = context.settings[context.platform];
  if (!settings.oauth) throw new AppError(400, crmSyncMessages.oauthNotConfigured(context.platform));
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: settings.oauth.clientId,
      client_secret: settings.oauth.clientSecret,
    }),
  }).catch(() => null);
  const tokens = response?.ok
    ? ((await response.json()) as {
        access_token?: string;
        refresh_token?: string;
        expires_in?: number;
        api_domain?: string;
      })
    : null;
  if (!tokens?.access_token) throw new AppError(400, crmSyncMessages.oauthFailed(context.platform));
  return saveConnection(context, {
    authKind: 'oauth',
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresAt: tokens.expires_in
      ? new Date(context.scope.clock.now().getTime() + tokens.expires_in * 1000)
      : null,
    baseUrl:
      context.platform === 'pipedrive' && tokens.api_domain
        ? `${tokens.api_domain.replace(/\/$/, '')}/v1`
        : null,
    userId,
  });
}
