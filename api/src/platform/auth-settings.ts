import type { Env } from '../env';
import type { MailboxOAuthApp } from '../providers/outreach-email/oauth-mailbox';

/** Where an identity provider's OpenID Connect endpoints are (identity-provider.service.ts). */
export interface ProviderEndpoints {
  authorize: string;
  token: string;
  userinfo: string;
}

/** An OAuth application registered with Google or Microsoft. */
export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  /** Tests point these at a local OpenID Connect stand-in; production uses the provider's own. */
  endpoints?: Partial<ProviderEndpoints>;
  /** The same app connects mailboxes (SMTP/IMAP over XOAUTH2); tests point its servers at local ones. */
  mailServers?: MailboxOAuthApp['mailServers'];
}

/** What the auth module reads from the environment (server.ts builds it; tests pass their own). */
export interface AuthSettings {
  /** TRUST_PROXY: take the client address from X-Forwarded-For (see client-address.ts). */
  trustProxy: boolean;
  /** GOOGLE_CLIENT_ID + GOOGLE_CLIENT_SECRET; without them GET /auth/google/login answers 400. */
  google?: OAuthApp;
  /** MICROSOFT_CLIENT_ID + MICROSOFT_CLIENT_SECRET; without them GET /auth/ad/login answers 400. */
  microsoft?: OAuthApp;
}

export const defaultAuthSettings: AuthSettings = { trustProxy: false };

function oauthApp(clientId: string | undefined, clientSecret: string | undefined): OAuthApp | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

export function authSettingsFromEnv(env: Env): AuthSettings {
  return {
    trustProxy: env.TRUST_PROXY,
    google: oauthApp(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    microsoft: oauthApp(env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET),
  };
}
