/**
 * A workspace's link to an outside CRM (HubSpot, Pipedrive): connecting by token, logging out,
 * its info, and the account fields of GET /space/info. The connection's adapter and calls are in
 * crm-connection.ts, the OAuth sign-in in crm-oauth.ts, the live reads and deal writes in
 * crm-remote.ts, pushing prospects and the reload in crm-push.ts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { crmConnections } from '../../db/schema/crm-connections';
import { AppError } from '../../errors';
import { type CrmAdapter, CrmUnauthorized } from '../../providers/crm/crm-adapter';
import type { SpaceScope } from '../../platform/tenancy';
import { type CrmSyncInfoJson, crmSyncMessages } from './crm-sync.schema';
import { type CrmSyncContext, findConnection, adapterOf, translate, crmInfo } from './crm-connection';
import { processPendingPushes } from './crm-push';

export async function getCrmInfo(context: CrmSyncContext) {
  return crmInfo(context, await findConnection(context));
}

interface NewConnection {
  authKind: 'oauth' | 'token';
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  /** Pipedrive OAuth: the company's own API domain. */
  baseUrl: string | null;
  userId: string | null;
}

/** Checks the token with the service, then keeps the connection (one per workspace and platform). */
export async function saveConnection(
  context: CrmSyncContext,
  input: NewConnection,
): Promise<CrmSyncInfoJson> {
  const settings = context.settings[context.platform];
  const baseUrl = input.baseUrl ?? settings.apiUrl;
  let account: Awaited<ReturnType<CrmAdapter['accountInfo']>>;
  try {
    account = await adapterOf(context.platform, baseUrl, {
      kind: input.authKind,
      accessToken: input.accessToken,
    }).accountInfo();
  } catch (error) {
    if (error instanceof CrmUnauthorized)
      throw new AppError(400, crmSyncMessages.tokenRefused(context.platform));
    return translate(context, null, error);
  }
  const box = await context.secrets();
  const now = context.scope.clock.now();
  const values = {
    authKind: input.authKind,
    status: 'connected' as const,
    accessToken: box.encrypt(input.accessToken),
    refreshToken: input.refreshToken ? box.encrypt(input.refreshToken) : null,
    expiresAt: input.expiresAt,
    account: { ...account, ...(input.baseUrl ? { base_url: input.baseUrl } : {}) },
    connectedBy: input.userId,
    lastError: null,
    updatedAt: now,
  };
  const [row] = await context.scope.db
    .insert(crmConnections)
    .values({ spaceId: context.scope.spaceId, platform: context.platform, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [crmConnections.spaceId, crmConnections.platform], set: values })
    .returning();
  if (!row) throw new Error('crm_connections upsert returned nothing');
  // "Push to CRM" steps that waited for this CRM go now (outreach §9: up to 5 minutes).
  await processPendingPushes(context).catch(() => undefined);
  return crmInfo(context, (await findConnection(context)) ?? row);
}

export function loginWithToken(context: CrmSyncContext, token: string, userId: string) {
  return saveConnection(context, {
    authKind: 'token',
    accessToken: token,
    refreshToken: null,
    expiresAt: null,
    baseUrl: null,
    userId,
  });
}

/** Disconnect: the tokens are forgotten; links stay so a reconnect updates the same records. */
export async function logout(context: CrmSyncContext): Promise<CrmSyncInfoJson> {
  const row = await findConnection(context);
  if (!row) return crmInfo(context, null);
  const [updated] = await context.scope.db
    .update(crmConnections)
    .set({
      status: 'disconnected',
      accessToken: '',
      refreshToken: null,
      expiresAt: null,
      updatedAt: context.scope.clock.now(),
    })
    .where(eq(crmConnections.id, row.id))
    .returning();
  return crmInfo(context, updated ?? null);
}

/** GET /space/info's CRM fields (platform §3 crm_tokens, show_crm, notifications.is_expired_hubspot_token). */
export async function crmAccountFields(db: SpaceScope['db'], spaceId: string) {
  const rows = await db
    .select({ platform: crmConnections.platform, status: crmConnections.status })
    .from(crmConnections)
    .where(
      and(eq(crmConnections.spaceId, spaceId), inArray(crmConnections.status, ['connected', 'expired'])),
    );
  return {
    crm_tokens: rows.map((row) => row.platform),
    is_expired_hubspot_token: rows.some((row) => row.platform === 'hubspot' && row.status === 'expired'),
  };
}
