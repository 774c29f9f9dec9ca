import type { Brand } from '@outreach/brands';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { AuthSettings } from '../../platform/auth-settings';
import { brandForHostFrom } from '../../platform/brands';
import { type RemoteName, type RemoteOverrides, remoteNames } from '../../platform/remotes';

export interface ClientConfig {
  brand: Brand;
  remotes: Record<RemoteName, string>;
  /** The sign-in providers a visitor of this host can really use (see `signInProviders`). */
  signIn: SignInProviders;
  version: string;
}

/** Google and Microsoft sign-in, each offered only where it works. */
export interface SignInProviders {
  google: boolean;
  microsoft: boolean;
}

/**
 * A provider is offered when the deployment has its OAuth app (GOOGLE_/MICROSOFT_CLIENT_ID and
 * _SECRET) and, for Google, the host's brand has not turned it off: a button that can only answer
 * "not configured" is a dead end (issue 26 item 22).
 */
export function signInProviders(auth: AuthSettings, brand: Brand): SignInProviders {
  return { google: Boolean(auth.google) && brand.auth.google, microsoft: Boolean(auth.microsoft) };
}

export function remoteOverridesFromEnv(env: Env): RemoteOverrides {
  const fromEnv: Record<RemoteName, string | undefined> = {
    campaigns: env.REMOTE_CAMPAIGNS_URL,
    inbox: env.REMOTE_INBOX_URL,
    billing: env.REMOTE_BILLING_URL,
    dialer: env.REMOTE_DIALER_URL,
    ai: env.REMOTE_AI_URL,
    admin: env.REMOTE_ADMIN_URL,
  };
  return Object.fromEntries(
    Object.entries(fromEnv).filter(([, url]) => url !== undefined),
  ) as RemoteOverrides;
}

/** Each remote's manifest URL: the override, else the copy this server hosts under /remotes/<name>/. */
export function remoteManifestUrls(overrides: RemoteOverrides): Record<RemoteName, string> {
  return Object.fromEntries(
    remoteNames.map((name) => [name, overrides[name] ?? `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
}

/**
 * What the shell needs before it can render: the brand of this host (read from the whitelabels
 * table on each call: an admin's save shows on the next load), where the remotes are, the version.
 * Only the public settings: never owner emails, email configuration or any other private column.
 */
export async function clientConfig(
  db: Db,
  host: string | undefined,
  options: { brandFallback: string; remoteOverrides: RemoteOverrides; version: string; auth: AuthSettings },
): Promise<ClientConfig> {
  const brand = await brandForHostFrom(db, host, options.brandFallback);
  return {
    brand,
    remotes: remoteManifestUrls(options.remoteOverrides),
    signIn: signInProviders(options.auth, brand),
    version: options.version,
  };
}
