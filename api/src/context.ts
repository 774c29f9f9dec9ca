import type { Clock } from './clock';
import type { Database, Db } from './db/client';
import type { SpaceRow, UserRow } from './db/schema';
import type { Logger } from './logger';
import type { RemoteOverrides } from './modules/config/config.service';
import type { MailProvider } from './providers/mail/mail.provider';
import type { RealtimeEmitter } from './realtime/emitter';
import type { SpaceScope } from './tenancy';

/** What createApp builds the API from; module routers receive it. */
export interface AppDependencies {
  database: Database;
  db: Db;
  clock: Clock;
  logger: Logger;
  realtime: RealtimeEmitter;
  /** Outgoing mail: SMTP or the local outbox (providers/mail). */
  mail: MailProvider;
  /** Brand id used when the Host header matches no brand domain. */
  brandFallback: string;
  remoteOverrides: RemoteOverrides;
  version: string;
}

/**
 * Hono context variables. `user` and `tokenHash` are set by the auth middleware,
 * `space` and `scope` by the space middleware; a router reads them only after
 * mounting that middleware.
 */
export interface AppEnv {
  Variables: {
    user: UserRow;
    tokenHash: string;
    space: SpaceRow;
    scope: SpaceScope;
  };
}
