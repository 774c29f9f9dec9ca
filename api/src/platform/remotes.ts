/** The federated remotes the shell loads (ARCHITECTURE.md, "Remotes own these areas"). */
export const remoteNames = ['campaigns', 'inbox', 'billing', 'dialer', 'ai', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** Where a remote's mf-manifest.json lives when it is deployed somewhere else (a CDN). */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;
