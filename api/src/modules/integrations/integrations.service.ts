import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  credentials,
  type EmailProvider,
  type FollowUpsWithoutReplies,
  type IntegrationRow,
  integrations,
  spaces,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { EmailKeys } from '../../providers/outreach-email/email-secrets';
import { sealServer } from '../../providers/outreach-email/email-secrets';
import { mailFailure, securityMismatch } from '../../providers/outreach-email/mail-errors';
import {
  exchangeMailboxCode,
  isMailboxOAuthProvider,
  type MailboxOAuthApp,
  type MailboxOAuthProvider,
  mailboxAuthorizeUrl,
  mailboxServers,
  mailboxTokens,
} from '../../providers/outreach-email/oauth-mailbox';
import {
  pinMailServer,
  sharedTransports,
  verifyImap,
  verifySmtp,
  verifyTimeoutMs,
} from '../../providers/outreach-email/sender';
import { releaseMailboxWaits } from '../../engine/mailbox-waits';
import { announceProspectChanges } from '../../engine/notify';
import { serverEvents } from '../../realtime/events';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { type CredentialAccess, canSee } from '../credentials';
import { limitReached, type PlanSpace, planLimit, planOfSpace } from '../../platform/entitlements';
import {
  type AddSmtpInput,
  type IntegrationJson,
  integrationJson,
  integrationMessages,
  notConfigured,
  settingsFailure,
} from './integrations.schema';
import { integrationsInUse, lockSpaceMailboxes } from './mailbox-places';

export interface IntegrationContext {
  scope: SpaceScope;
  /** The workspace's brand and tier: its plan limits the email integrations. */
  space: PlanSpace;
  access: CredentialAccess;
  keys: () => Promise<EmailKeys>;
  verifyTimeoutMs?: number;
  /** MAIL_SERVERS_ALLOW_PRIVATE: the SMTP and IMAP hosts may be loopback or private addresses. */
  allowPrivateHosts: boolean;
  /** GOOGLE_/MICROSOFT_CLIENT_ID and _SECRET: Google and Microsoft mailboxes connect by OAuth with them. */
  oauthApps?: Partial<Record<MailboxOAuthProvider, MailboxOAuthApp>>;
  /** Where the provider sends the browser back: `${public origin}/api/integrations/{provider}/oauth_callback`. */
  oauthRedirectUri?: (provider: MailboxOAuthProvider) => string;
  /**
   * A state for a mailbox sign-in this request begins (platform/oauth-state.ts): random,
   * single use, 10 minutes, bound to the browser by the cookie set on this answer.
   */
  oauthState?: (
    provider: MailboxOAuthProvider,
    target: { credentialId: string; integrationId: string },
  ) => Promise<string>;
}

/** SMTP always; Google and Microsoft with the install's OAuth app keys; the others are not configured. */
function oauthAppOf(context: Pick<IntegrationContext, 'oauthApps'>, provider: EmailProvider) {
  return isMailboxOAuthProvider(provider) ? context.oauthApps?.[provider] : undefined;
}

function configured(context: IntegrationContext, provider: EmailProvider): boolean {
  return provider === 'smtp' || Boolean(oauthAppOf(context, provider));
}

export async function visibleCredential(context: IntegrationContext, credentialId: string) {
  const [row] = await context.scope.db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(inSpace(credentials, context.scope), eq(credentials.id, credentialId)))
    .limit(1);
  if (!row || !canSee(context.access, row.id))
    throw new AppError(404, integrationMessages.credentialNotFound);
  return row;
}

/** An integration of this workspace whose credential the user may see; 404 otherwise (no hint it exists). */
async function visibleIntegration(context: IntegrationContext, id: string): Promise<IntegrationRow> {
  const [row] = await context.scope.db
    .select()
    .from(integrations)
    .where(and(inSpace(integrations, context.scope), eq(integrations.id, id)))
    .limit(1);
  if (!row || !canSee(context.access, row.credentialId))
    throw new AppError(404, integrationMessages.notFound);
  return row;
}

/** An integration as visibleIntegration finds it, of the provider its path names (another's is a 404 too). */
async function providerIntegration(
  context: IntegrationContext,
  provider: EmailProvider,
  id: string,
): Promise<IntegrationRow> {
  const row = await visibleIntegration(context, id);
  if (row.provider !== provider) throw new AppError(404, integrationMessages.notFound);
  return row;
}

function announce(context: Pick<IntegrationContext, 'scope'>, row: IntegrationRow): void {
  context.scope.realtime.toCredential(row.credentialId, serverEvents.updateIntegration, integrationJson(row));
  context.scope.realtime.toCredential(row.credentialId, serverEvents.updateCredentialsIntegrations, {
    credentials_id: row.credentialId,
  });
}

/** GET /credentials/integrations?credentials_id= */
export async function listCredentialIntegrations(
  context: IntegrationContext,
  credentialId: string,
): Promise<IntegrationJson[]> {
  await visibleCredential(context, credentialId);
  const rows = await context.scope.db
    .select()
    .from(integrations)
    .where(and(inSpace(integrations, context.scope), eq(integrations.credentialId, credentialId)))
    .orderBy(asc(integrations.createdAt));
  return rows.map(integrationJson);
}

/**
 * An SMTP integration of the credential begun and never set up: a new Connect takes it again
 * rather than leaving one more behind.
 */
async function unfinishedSmtp(db: Db, scope: SpaceScope, credentialId: string) {
  const [row] = await db
    .select()
    .from(integrations)
    .where(
      and(
        inSpace(integrations, scope),
        eq(integrations.credentialId, credentialId),
        eq(integrations.provider, 'smtp'),
        eq(integrations.status, 'disconnected'),
        isNull(integrations.smtp),
      ),
    )
    .orderBy(asc(integrations.createdAt))
    .limit(1);
  return row;
}

/**
 * POST /integrations/{provider}/connect?credentials_id= : starts a disconnected integration. SMTP
 * sends the UI to its settings form; Google and Microsoft to the provider's sign-in (the
 * authorization-code flow, back at oauth_callback with a signed state), when this install has
 * their app keys.
 */
export async function connectIntegration(
  context: IntegrationContext,
  provider: EmailProvider,
  credentialId: string,
): Promise<{ url: string; integration: IntegrationJson }> {
  if (!configured(context, provider)) throw new AppError(400, notConfigured(provider));
  await visibleCredential(context, credentialId);
  const limit = planLimit(await planOfSpace(context.scope.db, context.space), 'email_integrations');
  // A Google or Microsoft mailbox of this credential signed in again is reconnected by the callback,
  // not added: the plan's limit is checked there, once the address is known.
  const mayReconnect =
    isMailboxOAuthProvider(provider) &&
    (
      await context.scope.db
        .select({ id: integrations.id })
        .from(integrations)
        .where(
          and(
            inSpace(integrations, context.scope),
            eq(integrations.credentialId, credentialId),
            eq(integrations.provider, provider),
          ),
        )
        .limit(1)
    ).length > 0;
  const now = context.scope.clock.now();
  const row = await context.scope.db.transaction(async (tx) => {
    await lockSpaceMailboxes(tx, context.scope.spaceId);
    if (limit !== null && !mayReconnect && (await integrationsInUse(tx, context.scope)) >= limit)
      throw limitReached('email_integrations', limit);
    if (provider === 'smtp') {
      const unfinished = await unfinishedSmtp(tx, context.scope, credentialId);
      if (unfinished) return unfinished;
    }
    const [created] = await tx
      .insert(integrations)
      .values({
        spaceId: context.scope.spaceId,
        credentialId,
        provider,
        status: 'disconnected',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created;
  });
  if (!row) throw new Error('integration insert returned no row');
  announce(context, row);
  const app = oauthAppOf(context, provider);
  if (app && isMailboxOAuthProvider(provider) && context.oauthRedirectUri && context.oauthState) {
    const state = await context.oauthState(provider, { credentialId, integrationId: row.id });
    return {
      url: mailboxAuthorizeUrl(provider, app, { redirectUri: context.oauthRedirectUri(provider), state }),
      integration: integrationJson(row),
    };
  }
  return {
    url: `/integrations?type=email&provider=${provider}&integration_id=${row.id}&credentials_id=${credentialId}`,
    integration: integrationJson(row),
  };
}

/** POST /integrations/{provider}/disconnect: one integration, or all of the provider's for a credential. */
export async function disconnectIntegration(
  context: IntegrationContext,
  provider: EmailProvider,
  input: { integration_id?: string; credentials_id?: string },
): Promise<IntegrationJson[]> {
  let targets: IntegrationRow[];
  if (input.integration_id) {
    targets = [await providerIntegration(context, provider, input.integration_id)];
  } else {
    await visibleCredential(context, input.credentials_id ?? '');
    targets = await context.scope.db
      .select()
      .from(integrations)
      .where(
        and(
          inSpace(integrations, context.scope),
          eq(integrations.credentialId, input.credentials_id ?? ''),
          eq(integrations.provider, provider),
        ),
      );
  }
  const now = context.scope.clock.now();
  const updated: IntegrationRow[] = [];
  for (const target of targets) {
    // Disconnected by the user, the mailbox is no longer one "the mail server refused": its last error
    // goes, so the sender's "Broken integration" notice stops asking to fix what was put away.
    const [row] = await context.scope.db
      .update(integrations)
      .set({ status: 'disconnected', lastError: null, updatedAt: now })
      .where(and(inSpace(integrations, context.scope), eq(integrations.id, target.id)))
      .returning();
    if (!row) continue;
    sharedTransports.drop(row.id);
    mailboxTokens.forget(row.id);
    announce(context, row);
    updated.push(row);
  }
  return updated.map(integrationJson);
}

/**
 * DELETE /integrations/{provider}/{id}/delete: the mailbox goes, whatever its state (one begun and
 * never set up included), and with it its place in the plan. The messages it sent stay in their
 * dialogs; the steps that named it wait for another (invalid_email_integration).
 */
export async function removeIntegration(
  context: IntegrationContext,
  provider: EmailProvider,
  id: string,
): Promise<IntegrationJson> {
  const current = await providerIntegration(context, provider, id);
  const row = await deleteIntegrationRow(context.scope, current.id);
  if (!row) throw new AppError(404, integrationMessages.notFound);
  return integrationJson(row);
}

/** Deletes one of the workspace's integrations, forgets its transport and token, and says so; null when there is none. */
export async function deleteIntegrationRow(scope: SpaceScope, id: string): Promise<IntegrationRow | null> {
  const [row] = await scope.db
    .delete(integrations)
    .where(and(inSpace(integrations, scope), eq(integrations.id, id)))
    .returning();
  if (!row) return null;
  sharedTransports.drop(row.id);
  mailboxTokens.forget(row.id);
  // Announced as disconnected: the lists refetch and the sender's notices drop it.
  announce({ scope }, { ...row, status: 'disconnected', lastError: null });
  return row;
}

/** Tells the credential's room an integration changed (the lists refetch). */
export function announceIntegration(scope: SpaceScope, row: IntegrationRow): void {
  announce({ scope }, row);
}

/**
 * PUT /integrations/{provider}/{id}/follow_ups: what the follow-ups of a mailbox without IMAP do
 * (issue 26 item 8). Its replies are never read, so a prospect who answered would get them all:
 * `stop` (the default) holds each prospect after its first email, `send` goes on anyway. The
 * prospects held go on at once when the user chooses `send` (as when IMAP is added by add_smtp).
 */
export async function setFollowUpsWithoutReplies(
  context: IntegrationContext,
  provider: EmailProvider,
  id: string,
  choice: FollowUpsWithoutReplies,
): Promise<IntegrationJson> {
  const current = await providerIntegration(context, provider, id);
  const [row] = await context.scope.db
    .update(integrations)
    .set({ followUpsWithoutReplies: choice })
    .where(and(inSpace(integrations, context.scope), eq(integrations.id, current.id)))
    .returning();
  if (!row) throw new AppError(404, integrationMessages.notFound);
  announce(context, row);
  if (choice === 'send') {
    const now = context.scope.clock.now();
    const released = await releaseMailboxWaits(
      context.scope.db,
      context.scope.spaceId,
      row.credentialId,
      now,
    );
    announceProspectChanges(context.scope, released);
  }
  return integrationJson(row);
}

/**
 * PUT /integrations/{provider}/{id}/add_smtp: both logins are tried before
 * anything is stored; a refusal is a 400 with the server's own reason and
 * leaves the integration as it was.
 */
export async function addSmtp(
  context: IntegrationContext,
  provider: EmailProvider,
  id: string,
  input: AddSmtpInput,
): Promise<IntegrationJson> {
  const current = await providerIntegration(context, provider, id);
  if (provider !== 'smtp') throw new AppError(400, integrationMessages.smtpOnly);
  // No logging in to the server's own network on a workspace's behalf (the webhooks' SSRF list):
  // the logins below go to the addresses checked here, not to the names resolved again.
  const smtpServer = await pinMailServer(input.smtp, context.allowPrivateHosts);
  const imapServer = input.imap ? await pinMailServer(input.imap, context.allowPrivateHosts) : undefined;
  // A TLS choice that cannot work on a standard port is said at once, before any waiting.
  const mismatch =
    settingsFailure('smtp', securityMismatch(input.smtp, 'smtp')) ??
    (input.imap ? settingsFailure('imap', securityMismatch(input.imap, 'imap')) : null);
  if (mismatch) throw new AppError(400, mismatch);
  const timeoutMs = context.verifyTimeoutMs ?? verifyTimeoutMs;
  const smtp = await verifySmtp(smtpServer, timeoutMs);
  if (!smtp.ok)
    throw new AppError(400, settingsFailure('smtp', mailFailure(smtp.error, input.smtp, 'smtp', timeoutMs)));
  if (input.imap && imapServer) {
    const imap = await verifyImap(imapServer, timeoutMs);
    if (!imap.ok)
      throw new AppError(
        400,
        settingsFailure('imap', mailFailure(imap.error, input.imap, 'imap', timeoutMs)),
      );
  }
  const { secrets } = await context.keys();
  const imapChanged =
    !input.imap || current.imap?.host !== input.imap.host || current.imap?.user !== input.imap.user;
  // Written only now that both logins passed; a mailbox set up for the first time takes its place
  // in the plan here, under the same lock as connect's count (issue 26 item 9).
  const limit = current.smtp
    ? null
    : planLimit(await planOfSpace(context.scope.db, context.space), 'email_integrations');
  const [row] = await context.scope.db.transaction(async (tx) => {
    await lockSpaceMailboxes(tx, context.scope.spaceId);
    if (limit !== null && (await integrationsInUse(tx, context.scope, current.id)) >= limit)
      throw limitReached('email_integrations', limit);
    return tx
      .update(integrations)
      .set({
        status: 'connected',
        email: input.fromEmail,
        fromName: input.fromName,
        smtp: sealServer(secrets, input.smtp),
        imap: input.imap ? sealServer(secrets, input.imap) : null,
        // Another mailbox: its UIDs start over.
        ...(imapChanged ? { imapUidValidity: null, imapLastUid: 0 } : {}),
        ...(input.followUpsWithoutReplies ? { followUpsWithoutReplies: input.followUpsWithoutReplies } : {}),
        lastError: null,
        lastErrorFrom: null,
        updatedAt: context.scope.clock.now(),
      })
      .where(and(inSpace(integrations, context.scope), eq(integrations.id, current.id)))
      .returning();
  });
  if (!row) throw new AppError(404, integrationMessages.notFound);
  sharedTransports.drop(row.id);
  announce(context, row);
  // The steps that waited on this sender's broken mailbox go now, not at their next retry.
  const released = await releaseMailboxWaits(
    context.scope.db,
    context.scope.spaceId,
    row.credentialId,
    context.scope.clock.now(),
  );
  announceProspectChanges(context.scope, released);
  return integrationJson(row);
}

/**
 * GET /integrations/{provider}/oauth_callback: the provider's redirect with a code, once the route
 * took back the state this browser began (platform/oauth-state.ts) and checked that its user
 * may still act in the workspace: `started` is what that state names (there is no session). The
 * code is exchanged for a refresh token (kept encrypted where the SMTP and IMAP passwords are) and
 * the mailbox's address, and the integration is connected to the provider's servers.
 */
export async function completeMailboxConnection(
  deps: Pick<SpaceScope, 'db' | 'clock' | 'realtime'> & { keys: () => Promise<EmailKeys> },
  provider: MailboxOAuthProvider,
  app: MailboxOAuthApp,
  input: {
    code: string;
    started: { spaceId: string; credentialId: string; integrationId: string };
    redirectUri: string;
  },
): Promise<IntegrationJson> {
  const who = input.started;
  const scope: SpaceScope = { db: deps.db, spaceId: who.spaceId, clock: deps.clock, realtime: deps.realtime };
  const [started] = await scope.db
    .select()
    .from(integrations)
    .where(
      and(
        inSpace(integrations, scope),
        eq(integrations.id, who.integrationId),
        eq(integrations.credentialId, who.credentialId),
        eq(integrations.provider, provider),
      ),
    )
    .limit(1);
  // Removed (its credential deleted) while the person was signing in.
  if (!started) throw new AppError(404, integrationMessages.notFound);
  const grant = await exchangeMailboxCode(provider, app, {
    code: input.code,
    redirectUri: input.redirectUri,
  });
  // Signing in again to a mailbox the credential already has (its "Sign in again", or Connect once
  // more) reconnects that one, with its history; the integration this sign-in started goes.
  const [earlier] = await scope.db
    .select()
    .from(integrations)
    .where(
      and(
        inSpace(integrations, scope),
        eq(integrations.credentialId, started.credentialId),
        eq(integrations.provider, provider),
        eq(integrations.email, grant.email),
        ne(integrations.id, started.id),
      ),
    )
    .orderBy(asc(integrations.createdAt))
    .limit(1);
  const current = earlier ?? started;
  if (!earlier) await assertMailboxWithinPlan(scope, started.id);
  const { secrets } = await deps.keys();
  const servers = mailboxServers(provider, app);
  const sealed = (server: { host: string; port: number; secure: boolean }) => ({
    ...server,
    user: grant.email,
    password: secrets.encrypt(grant.refreshToken),
    auth: 'oauth2' as const,
    oauthProvider: provider,
  });
  const [row] = await scope.db
    .update(integrations)
    .set({
      status: 'connected',
      email: grant.email,
      smtp: sealed(servers.smtp),
      imap: sealed(servers.imap),
      // Another mailbox: its UIDs start over.
      ...(current.imap?.user !== grant.email || current.imap?.host !== servers.imap.host
        ? { imapUidValidity: null, imapLastUid: 0 }
        : {}),
      lastError: null,
      updatedAt: scope.clock.now(),
    })
    .where(and(inSpace(integrations, scope), eq(integrations.id, current.id)))
    .returning();
  if (!row) throw new AppError(404, integrationMessages.notFound);
  // Never connected, so nothing refers to it.
  if (earlier)
    await scope.db
      .delete(integrations)
      .where(
        and(
          inSpace(integrations, scope),
          eq(integrations.id, started.id),
          eq(integrations.status, 'disconnected'),
        ),
      );
  sharedTransports.drop(row.id);
  mailboxTokens.remember(row.id, grant);
  announce({ scope }, row);
  const released = await releaseMailboxWaits(scope.db, scope.spaceId, row.credentialId, scope.clock.now());
  announceProspectChanges(scope, released);
  return integrationJson(row);
}

/**
 * A refresh token the provider rotated (Microsoft), sealed in place of the old one on both servers.
 * `updatedAt` stays: the pooled transport of the mailbox is still right (mailboxTokens knows the
 * new token), and the poller's first-poll look-back reads it.
 */
export async function storeRotatedRefreshToken(
  deps: { db: Db; keys: () => Promise<EmailKeys> },
  rotation: { integrationId: string; refreshToken: string; sameGrant: (stored: string) => boolean },
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(integrations)
    .where(eq(integrations.id, rotation.integrationId))
    .limit(1);
  if (row?.smtp?.auth !== 'oauth2') return;
  const { secrets } = await deps.keys();
  // Connected again meanwhile (another sign-in): that grant's token stays.
  if (!rotation.sameGrant(secrets.decrypt(row.smtp.password))) return;
  const password = secrets.encrypt(rotation.refreshToken);
  await deps.db
    .update(integrations)
    .set({
      smtp: { ...row.smtp, password },
      ...(row.imap?.auth === 'oauth2' ? { imap: { ...row.imap, password } } : {}),
    })
    // Only over the sealed token just read: a sign-in in between wins.
    .where(and(eq(integrations.id, row.id), sql`${integrations.smtp}->>'password' = ${row.smtp.password}`));
}

/**
 * A new Google or Microsoft mailbox (not one signed in again) within the plan's email integrations;
 * over it, the integration this sign-in started goes and the 402 says why (connect let it through
 * as a possible reconnect).
 */
async function assertMailboxWithinPlan(scope: SpaceScope, startedId: string): Promise<void> {
  const [space] = await scope.db
    .select({ brand: spaces.brand, tier: spaces.tier })
    .from(spaces)
    .where(eq(spaces.id, scope.spaceId))
    .limit(1);
  if (!space) throw new AppError(404, integrationMessages.notFound);
  const limit = planLimit(await planOfSpace(scope.db, space), 'email_integrations');
  if (limit === null) return;
  if ((await integrationsInUse(scope.db, scope, startedId)) < limit) return;
  await scope.db
    .delete(integrations)
    .where(
      and(
        inSpace(integrations, scope),
        eq(integrations.id, startedId),
        eq(integrations.status, 'disconnected'),
      ),
    );
  throw limitReached('email_integrations', limit);
}
