import type { Clock } from '../clock';
import type { Database, Db } from '../db/client';
import type { SpaceMemberRow, SpaceRow, UserRow } from '../db/schema';
import type { OutreachEvents } from './outreach-events';
import type { EngineSettings } from './engine-settings';
import type { Logger } from '../logger';
import type { AuthSettings } from './auth-settings';
import type { RemoteOverrides } from './remotes';
import type { Payments } from '../providers/payments/payments';
import type { LlmProvider } from '../providers/llm/llm.provider';
import type { MailProvider } from '../providers/system-mail/mail.provider';
import type { RealtimeEmitter } from './announce';
import type { DomainEvents } from './events';
import type { SpaceScope } from './tenancy';

/* The types the request pipeline sets on the context (its files import them from here). */

/**
 * Who may use /admin and over what (spec platform §6, issue 14):
 * - a platform admin (users.is_admin) sees every brand; a super admin (is_super_admin) may also
 *   grant and revoke admins and edit the super-admin-only pages;
 * - a reseller (a white-label owner: their confirmed email is in whitelabels.owner_emails) sees only the
 *   brands they own, their customers, usage, credits, plans and prices (never another brand's).
 */
export type AdminScope =
  | { kind: 'platform'; superAdmin: boolean; user: UserRow }
  | { kind: 'reseller'; brands: string[]; user: UserRow };

/** What the auth middleware sets when a request came with an API key. */
export interface ApiKeyIdentity {
  id: string;
  /** The only workspace the request may act in (requireSpace pins it). */
  spaceId: string;
}

/** What the guard found in the body: parsed JSON, nothing, or a form left to the route. */
export type RequestBody = { kind: 'json'; value: unknown } | { kind: 'none' } | { kind: 'form' };

/**
 * The signed-in user's role in a workspace (spec platform §6): a member (worker), a
 * workspace admin, or a platform admin acting in a customer's workspace.
 */
export interface SpaceAccess {
  /** The membership row; null when a platform admin views a workspace they are not in. */
  membership: SpaceMemberRow | null;
  /** Workspace admin; platform admins count as one in every workspace. */
  isSpaceAdmin: boolean;
  /** A platform admin in a workspace they do not belong to (the UI shows "Back to admin"). */
  isAdminView: boolean;
}

/** A workspace as a user may see it, with their role in it (space-access.ts findSpaceForUser). */
export interface ResolvedSpace {
  space: SpaceRow;
  access: SpaceAccess;
}

/**
 * The signed-in user's current workspace as the auth middleware read it in the token's own
 * statement (identity.ts findSession): `resolved` is what findSpaceForUser would answer for
 * `spaceId` (null: not theirs to see). requireSpace uses it instead of asking again.
 */
export interface KnownSpace {
  spaceId: string;
  resolved: ResolvedSpace | null;
}

/** What createApp builds the API from; module routers receive it. */
export interface AppDependencies {
  database: Database;
  db: Db;
  clock: Clock;
  logger: Logger;
  realtime: RealtimeEmitter;
  /** Outgoing mail: SMTP or the local outbox (providers/system-mail). */
  mail: MailProvider;
  /** Brand id used when the Host header matches no brand domain. */
  brandFallback: string;
  remoteOverrides: RemoteOverrides;
  version: string;
  /** PUBLIC_URL as set (undefined when it is not); links use linkOrigin, never this alone. */
  publicUrl?: string;
  /**
   * The server's own origin: PUBLIC_URL, else the address it listens on (public-url.ts
   * serverOrigin). Links in emails start here or at the user's brand's domain
   * (whitelabels/brand-mail.ts mailBrand), never at a request's Host header (issue 23 item 8).
   */
  linkOrigin: () => string;
  /** Client address source and Google/Microsoft sign-in settings (modules/auth). */
  auth: AuthSettings;
  /** Outreach domain events (webhook trigger names): the engine and modules emit, webhooks listen. */
  events: OutreachEvents;
  /**
   * Side effects across modules (platform/events.ts): a module publishes what happened inside its
   * transaction, the subscribers createApp registers (admin-ops) do what follows.
   */
  domainEvents: DomainEvents;
  /** The engine's ENGINE_* settings (server.ts gives the workers the same); missing ones take the defaults. */
  engine?: Partial<EngineSettings>;
  /** The Stripe SDK and webhook secret (providers/payments); null when payments are not set up (most tests). */
  payments: Payments | null;
  /** The LLM (issue 28, providers/llm): LLM_BASE_URL's model or the sandbox model; createApp sets it. */
  llm?: LlmProvider;
}

/**
 * Hono context variables. `user` and `tokenHash` are set by the auth middleware,
 * `space`, `scope` and `access` by the space middleware; a router reads them only after
 * mounting that middleware.
 */
export interface AppEnv {
  Variables: {
    user: UserRow;
    tokenHash: string;
    /** Set by the auth middleware when the request came with a workspace API key (issue 12). */
    apiKey?: ApiKeyIdentity;
    /** The route is declared session-only (openapi/contract.ts sessionSecurity): no API key (issue 23 item 12). */
    sessionOnly?: boolean;
    /** Set by the auth middleware for a session token whose user has a current workspace. */
    currentSpace?: KnownSpace;
    space: SpaceRow;
    scope: SpaceScope;
    /** The user's role in `space` (member, workspace admin, platform admin viewing it). */
    access: SpaceAccess;
    /** The body as the input guard read and checked it (input-guard.ts); the routes' declarations validate it. */
    body: RequestBody;
    /** Set by requireAdminScope on /admin routes: a platform admin, or a reseller limited to their brands. */
    adminScope: AdminScope;
  };
}
