import { and, asc, count, eq, ne } from 'drizzle-orm';
import { credentials, type EmailProvider, type IntegrationRow, integrations } from '../../db/schema';
import { AppError } from '../../errors';
import type { EmailKeys } from '../../providers/outreach-email/email-secrets';
import { sealServer } from '../../providers/outreach-email/email-secrets';
import { mailFailure, securityMismatch } from '../../providers/outreach-email/mail-errors';
import {
  sharedTransports,
  verifyImap,
  verifySmtp,
  verifyTimeoutMs,
} from '../../providers/outreach-email/sender';
import { releaseMailboxWaits } from '../../engine/mailbox-waits';
import { announceProspectChanges } from '../../engine/notify';
import { assertPublicHost, ssrfMessages } from '../../ssrf';
import { serverEvents } from '../../realtime/events';
import { inSpace, type SpaceScope } from '../../tenancy';
import { type CredentialAccess, canSee } from '../credentials/credential-access';
import { limitReached, type PlanSpace, planLimit, planOfSpace } from '../billing/entitlements';
import {
  type AddSmtpInput,
  type IntegrationJson,
  integrationJson,
  integrationMessages,
  notConfigured,
  settingsFailure,
} from './integrations.schema';

export interface IntegrationContext {
  scope: SpaceScope;
  /** The workspace's brand and tier: its plan limits the email integrations. */
  space: PlanSpace;
  access: CredentialAccess;
  keys: () => Promise<EmailKeys>;
  verifyTimeoutMs?: number;
  /** MAIL_SERVERS_ALLOW_PRIVATE: the SMTP and IMAP hosts may be loopback or private addresses. */
  allowPrivateHosts: boolean;
}

/** Providers connected by OAuth or an API key: not configured on this install (like Google sign-in without keys). */
const configuredProviders: readonly EmailProvider[] = ['smtp'];

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

function announce(context: IntegrationContext, row: IntegrationRow): void {
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
 * POST /integrations/{provider}/connect?credentials_id= : SMTP starts a
 * disconnected integration and sends the UI to its settings form; OAuth
 * providers need app keys this install does not have.
 */
export async function connectIntegration(
  context: IntegrationContext,
  provider: EmailProvider,
  credentialId: string,
): Promise<{ url: string; integration: IntegrationJson }> {
  if (!configuredProviders.includes(provider)) throw new AppError(400, notConfigured(provider));
  await visibleCredential(context, credentialId);
  const limit = planLimit(await planOfSpace(context.scope.db, context.space), 'email_integrations');
  const now = context.scope.clock.now();
  const row = await context.scope.db.transaction(async (tx) => {
    if (limit !== null) {
      const [used] = await tx
        .select({ n: count() })
        .from(integrations)
        .where(and(inSpace(integrations, context.scope), ne(integrations.status, 'disabled')));
      if ((used?.n ?? 0) >= limit) throw limitReached('email_integrations', limit);
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
    const row = await visibleIntegration(context, input.integration_id);
    if (row.provider !== provider) throw new AppError(404, integrationMessages.notFound);
    targets = [row];
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
    announce(context, row);
    updated.push(row);
  }
  return updated.map(integrationJson);
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
  const current = await visibleIntegration(context, id);
  if (current.provider !== provider) throw new AppError(404, integrationMessages.notFound);
  if (provider !== 'smtp') throw new AppError(400, integrationMessages.smtpOnly);
  // No logging in to the server's own network on a workspace's behalf (the webhooks' SSRF list).
  for (const host of [input.smtp.host, input.imap?.host])
    if (host) await assertPublicHost(host, context.allowPrivateHosts, ssrfMessages.privateMailServer);
  // A TLS choice that cannot work on a standard port is said at once, before any waiting.
  const mismatch =
    settingsFailure('smtp', securityMismatch(input.smtp, 'smtp')) ??
    (input.imap ? settingsFailure('imap', securityMismatch(input.imap, 'imap')) : null);
  if (mismatch) throw new AppError(400, mismatch);
  const timeoutMs = context.verifyTimeoutMs ?? verifyTimeoutMs;
  const smtp = await verifySmtp(input.smtp, timeoutMs);
  if (!smtp.ok)
    throw new AppError(400, settingsFailure('smtp', mailFailure(smtp.error, input.smtp, 'smtp', timeoutMs)));
  if (input.imap) {
    const imap = await verifyImap(input.imap, timeoutMs);
    if (!imap.ok)
      throw new AppError(
        400,
        settingsFailure('imap', mailFailure(imap.error, input.imap, 'imap', timeoutMs)),
      );
  }
  const { secrets } = await context.keys();
  const imapChanged =
    !input.imap || current.imap?.host !== input.imap.host || current.imap?.user !== input.imap.user;
  const [row] = await context.scope.db
    .update(integrations)
    .set({
      status: 'connected',
      email: input.fromEmail,
      fromName: input.fromName,
      smtp: sealServer(secrets, input.smtp),
      imap: input.imap ? sealServer(secrets, input.imap) : null,
      // Another mailbox: its UIDs start over.
      ...(imapChanged ? { imapUidValidity: null, imapLastUid: 0 } : {}),
      lastError: null,
      updatedAt: context.scope.clock.now(),
    })
    .where(and(inSpace(integrations, context.scope), eq(integrations.id, current.id)))
    .returning();
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
