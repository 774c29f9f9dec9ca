/** The workspace's CRM connection and a call through its adapter (token refresh, errors translated). */
import { and, eq } from 'drizzle-orm';
import {
  type CrmConnectionRow,
  crmConnections,
  type ExternalCrmPlatform,
} from '../../db/schema/crm-connections';
import { AppError } from '../../errors';
import {
  type CrmAdapter,
  type CrmAuth,
  CrmRequestFailed,
  CrmUnauthorized,
} from '../../providers/crm/crm-adapter';
import { createHubspotAdapter } from '../../providers/crm/hubspot.adapter';
import { createPipedriveAdapter } from '../../providers/crm/pipedrive.adapter';
import type { SpaceScope } from '../../platform/tenancy';
import type { SecretBox } from '../../providers/secrets/credential-secrets';
import { type CrmSyncInfoJson, crmSyncMessages } from './crm-sync.schema';
import type { CrmSyncSettings } from './crm-sync.settings';

/** What the service needs beside the workspace scope. */
export interface CrmSyncContext {
  scope: SpaceScope;
  platform: ExternalCrmPlatform;
  settings: CrmSyncSettings;
  secrets: () => Promise<SecretBox>;
}

export async function findConnection(context: Pick<CrmSyncContext, 'scope' | 'platform'>) {
  const [row] = await context.scope.db
    .select()
    .from(crmConnections)
    .where(
      and(eq(crmConnections.spaceId, context.scope.spaceId), eq(crmConnections.platform, context.platform)),
    );
  return row ?? null;
}

export function adapterOf(platform: ExternalCrmPlatform, baseUrl: string, auth: CrmAuth): CrmAdapter {
  return platform === 'hubspot'
    ? createHubspotAdapter({ baseUrl, auth })
    : createPipedriveAdapter({ baseUrl, auth });
}

function accountOf(row: CrmConnectionRow): CrmSyncInfoJson['account'] {
  const account = row.account as Partial<NonNullable<CrmSyncInfoJson['account']>> & { base_url?: string };
  return account.id
    ? {
        id: String(account.id),
        name: String(account.name ?? ''),
        user_email: account.user_email ?? null,
        currency: String(account.currency ?? 'USD'),
      }
    : null;
}

/** The adapter of a stored connection: tokens unsealed, a refreshed OAuth token sealed back. */
async function connectionAdapter(context: CrmSyncContext, row: CrmConnectionRow): Promise<CrmAdapter> {
  const box = await context.secrets();
  const settings = context.settings[context.platform];
  const baseUrl = String((row.account as { base_url?: string }).base_url ?? settings.apiUrl);
  return adapterOf(context.platform, baseUrl, {
    kind: row.authKind,
    accessToken: box.decrypt(row.accessToken),
    refreshToken: row.refreshToken ? box.decrypt(row.refreshToken) : null,
    oauth: settings.oauth ? { ...settings.oauth, tokenUrl: settings.tokenUrl } : undefined,
    onRefreshed: async (tokens) => {
      await context.scope.db
        .update(crmConnections)
        .set({
          accessToken: box.encrypt(tokens.accessToken),
          refreshToken: tokens.refreshToken ? box.encrypt(tokens.refreshToken) : row.refreshToken,
          expiresAt: tokens.expiresAt,
          updatedAt: context.scope.clock.now(),
        })
        .where(eq(crmConnections.id, row.id));
    },
  });
}

/** A service failure as the user's error: a 401 marks the connection expired. */
export async function translate(
  context: CrmSyncContext,
  row: CrmConnectionRow | null,
  error: unknown,
): Promise<never> {
  if (error instanceof AppError) throw error;
  if (error instanceof CrmUnauthorized) {
    if (row) {
      await context.scope.db
        .update(crmConnections)
        .set({
          status: 'expired',
          lastError: crmSyncMessages.expired(context.platform),
          updatedAt: context.scope.clock.now(),
        })
        .where(eq(crmConnections.id, row.id));
    }
    throw new AppError(409, crmSyncMessages.expired(context.platform));
  }
  if (error instanceof CrmRequestFailed && error.status >= 400 && error.status < 500) {
    throw new AppError(error.status === 404 ? 404 : 400, error.message);
  }
  throw new AppError(502, crmSyncMessages.unreachable(context.platform));
}

/** Runs `work` with the workspace's connected CRM; 409 when it is not connected or expired. */
export async function withCrm<T>(
  context: CrmSyncContext,
  work: (crm: CrmAdapter, row: CrmConnectionRow) => Promise<T>,
) {
  const row = await findConnection(context);
  if (!row || row.status === 'disconnected')
    throw new AppError(409, crmSyncMessages.notConnected(context.platform));
  if (row.status === 'expired') throw new AppError(409, crmSyncMessages.expired(context.platform));
  try {
    return await work(await connectionAdapter(context, row), row);
  } catch (error) {
    return translate(context, row, error);
  }
}

export function crmInfo(context: CrmSyncContext, row: CrmConnectionRow | null): CrmSyncInfoJson {
  return {
    platform: context.platform,
    connected: row?.status === 'connected',
    status: row?.status ?? 'none',
    auth_kind: row && row.status !== 'disconnected' ? row.authKind : null,
    account: row && row.status !== 'disconnected' ? accountOf(row) : null,
    last_synced_at: row?.lastSyncedAt?.toISOString() ?? null,
    last_error: row?.lastError ?? null,
    oauth_available: context.settings[context.platform].oauth !== null,
  };
}
