import type { CalendlyThreads } from './calendly/calendly.service';
import type { Context } from 'hono';
import type { AppDependencies, AppEnv } from '../../platform/context';
import { emailKeys } from '../../providers/outreach-email/email-secrets';
import type { MailboxOAuthApp, MailboxOAuthProvider } from '../../providers/outreach-email/oauth-mailbox';
import { publicOrigin } from '../../public-url';
import { mailServersAllowPrivateFromEnv } from '../../ssrf';
import { beginOAuthState } from '../../platform/oauth-state';
import { credentialAccess } from '../credentials';
import type { IntegrationContext } from './integrations.service';

/** The settings of the integrations' routers (app.ts passes the install's; tests shorten the timeouts). */
export interface IntegrationsRoutesOptions {
  credentialsKey?: string;
  /** What a Calendly booking or lost connection does to the AI threads (app.ts: modules/employees'). */
  calendlyThreads?: CalendlyThreads;
  /** How long an SMTP/IMAP login check may take (tests shorten it). */
  verifyTimeoutMs?: number;
  /** MAIL_SERVERS_ALLOW_PRIVATE; read from the environment when left out. */
  mailServersAllowPrivate?: boolean;
}

/** What an integration call of this request works with: its workspace, access, keys and OAuth apps. */
export async function integrationContext(
  deps: AppDependencies,
  c: Context<AppEnv>,
  options: IntegrationsRoutesOptions,
): Promise<IntegrationContext> {
  const space = c.get('space');
  const origin = publicOrigin(deps.publicUrl, c.req.url);
  return {
    scope: c.get('scope'),
    space,
    access: await credentialAccess(deps.db, space.id, c.get('user'), c.get('access')),
    keys: () => emailKeys(deps.db, options.credentialsKey),
    verifyTimeoutMs: options.verifyTimeoutMs,
    allowPrivateHosts: options.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
    oauthApps: mailboxOAuthApps(deps),
    oauthRedirectUri: (provider) => mailboxRedirectUri(origin, provider),
    oauthState: (provider, target) =>
      beginOAuthState(deps, c, {
        purpose: `mailbox:${provider}`,
        origin,
        spaceId: space.id,
        userId: c.get('user').id,
        data: target,
      }),
  };
}

/** The install's Google and Microsoft apps (GOOGLE_/MICROSOFT_CLIENT_ID and _SECRET, platform/auth-settings.ts). */
export function mailboxOAuthApps(
  deps: AppDependencies,
): Partial<Record<MailboxOAuthProvider, MailboxOAuthApp>> {
  return { google: deps.auth.google, microsoft: deps.auth.microsoft };
}

/** The redirect URI to register with Google and Microsoft (README "Integrations and mailboxes"). */
export function mailboxRedirectUri(origin: string, provider: MailboxOAuthProvider): string {
  return `${origin}/api/integrations/${provider}/oauth_callback`;
}
