import type { RemoteName } from '@outreach/core/areas';

/** The federated remotes the shell loads: declared once, in @outreach/core (the shell reads the same). */
export { type RemoteName, remoteNames } from '@outreach/core/areas';

/** Where a remote's mf-manifest.json lives when it is deployed somewhere else (a CDN). */
export type RemoteOverrides = Partial<Record<RemoteName, string>>;
