import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { crmPushes, prospects, type ProspectRow } from '../../db/schema';
import {
  type CrmConnectionRow,
  crmConnections,
  crmLinks,
  type ExternalCrmPlatform,
} from '../../db/schema/crm-connections';
import { AppError } from '../../errors';
import {
  type CrmAdapter,
  type CrmAuth,
  CrmRequestFailed,
  CrmUnauthorized,
  type RemoteDeal,
} from '../../providers/crm/crm-adapter';
import { createHubspotAdapter } from '../../providers/crm/hubspot.adapter';
import { createPipedriveAdapter } from '../../providers/crm/pipedrive.adapter';
import type { SpaceScope } from '../../platform/tenancy';
import type { SecretBox } from '../../providers/secrets/credential-secrets';
import {
  type CrmSyncInfoJson,
  type CrmSyncResultJson,
  crmSyncMessages,
  maxPushBatch,
  type RemoteDealBody,
  type RemoteDealJson,
  type RemoteDealUpdateBody,
  type RemoteStageJson,
} from './crm-sync.schema';
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

function adapterOf(platform: ExternalCrmPlatform, baseUrl: string, auth: CrmAuth): CrmAdapter {
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
async function translate(
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
async function withCrm<T>(
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
async function saveConnection(context: CrmSyncContext, input: NewConnection): Promise<CrmSyncInfoJson> {
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

// ---------------------------------------------------------------- OAuth

/**
 * The CRM's sign-in URL for a state begun by the route (platform/oauth-state.ts: random,
 * single use, bound to the browser that asked); null without an OAuth app.
 */
export function oauthUrl(
  context: Pick<CrmSyncContext, 'platform' | 'settings'>,
  state: string,
  redirectUri: string,
) {
  const settings = context.settings[context.platform];
  if (!settings.oauth) return null;
  const url = new URL(settings.authorizeUrl);
  url.searchParams.set('client_id', settings.oauth.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  if (context.platform === 'hubspot') {
    url.searchParams.set(
      'scope',
      'crm.objects.contacts.read crm.objects.contacts.write crm.objects.deals.read crm.objects.deals.write crm.objects.owners.read',
    );
  }
  return url.toString();
}

export async function completeOauth(
  context: CrmSyncContext,
  code: string,
  userId: string,
  redirectUri: string,
) {
  const settings = context.settings[context.platform];
  if (!settings.oauth) throw new AppError(400, crmSyncMessages.oauthNotConfigured(context.platform));
  const response = await fetch(settings.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: settings.oauth.clientId,
      client_secret: settings.oauth.clientSecret,
    }),
  }).catch(() => null);
  const tokens = response?.ok
    ? ((await response.json()) as {
        access_token?: string;
        refresh_token?: string;
        expires_in?: number;
        api_domain?: string;
      })
    : null;
  if (!tokens?.access_token) throw new AppError(400, crmSyncMessages.oauthFailed(context.platform));
  return saveConnection(context, {
    authKind: 'oauth',
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    expiresAt: tokens.expires_in
      ? new Date(context.scope.clock.now().getTime() + tokens.expires_in * 1000)
      : null,
    baseUrl:
      context.platform === 'pipedrive' && tokens.api_domain
        ? `${tokens.api_domain.replace(/\/$/, '')}/v1`
        : null,
    userId,
  });
}

// ---------------------------------------------------------------- live reads and deal writes

export function listOwners(context: CrmSyncContext) {
  return withCrm(context, async (crm) =>
    (await crm.owners()).map((owner) => ({ _id: owner.id, name: owner.name, email: owner.email })),
  );
}

export function listCurrencies(context: CrmSyncContext) {
  return withCrm(context, (crm) => crm.currencies());
}

export function listPipelines(context: CrmSyncContext) {
  return withCrm(context, async (crm) =>
    (await crm.pipelines()).map((pipeline) => ({
      _id: pipeline.id,
      name: pipeline.name,
      position: pipeline.position,
    })),
  );
}

function dealJson(
  platform: ExternalCrmPlatform,
  deal: RemoteDeal,
  position: number,
  owners: Map<string, string>,
  probability: number | null,
): RemoteDealJson {
  return {
    _id: deal.id,
    platform,
    name: deal.name,
    pipeline: deal.pipelineId,
    crm_stage: deal.stageId,
    amount: deal.amount,
    currency: deal.currency,
    crm_owner: deal.ownerId ? { _id: deal.ownerId, name: owners.get(deal.ownerId) ?? deal.ownerId } : null,
    probability,
    position,
    status: deal.status,
  };
}

/** The board: a pipeline's stages in order, each with its deals, read live from the service. */
export function listStages(
  context: CrmSyncContext,
  pipelineId: string | undefined,
): Promise<RemoteStageJson[]> {
  return withCrm(context, async (crm) => {
    const pipeline = pipelineId ?? (await crm.pipelines())[0]?.id;
    if (!pipeline) return [];
    const [stages, deals, owners] = await Promise.all([
      crm.stages(pipeline),
      crm.deals(pipeline),
      crm.owners(),
    ]);
    const ownerNames = new Map(owners.map((owner) => [owner.id, owner.name]));
    return stages.map((stage, index) => {
      const inStage = deals.filter((deal) => deal.stageId === stage.id);
      return {
        _id: stage.id,
        name: stage.name,
        pipeline_id: stage.pipelineId,
        order: index,
        probability: stage.probability,
        data: { order: index },
        crm_deals: inStage.map((deal, position) =>
          dealJson(context.platform, deal, position, ownerNames, stage.probability),
        ),
      };
    });
  });
}

export function createDeal(context: CrmSyncContext, input: RemoteDealBody) {
  return withCrm(context, async (crm) => {
    const deal = await crm.createDeal({
      name: input.name,
      pipelineId: input.pipeline,
      stageId: input.crm_stage,
      amount: input.amount,
      currency: input.currency,
      ownerId: input.crm_owner,
      status: input.status,
    });
    return dealJson(context.platform, deal, 0, new Map(), null);
  });
}

export function updateDeal(context: CrmSyncContext, id: string, input: RemoteDealUpdateBody) {
  return withCrm(context, async (crm) => {
    const deal = await crm.updateDeal(id, {
      name: input.name,
      pipelineId: input.pipeline,
      stageId: input.crm_stage,
      amount: input.amount,
      currency: input.currency,
      ownerId: input.crm_owner,
      status: input.status,
    });
    return dealJson(context.platform, deal, 0, new Map(), null);
  });
}

// ---------------------------------------------------------------- push and sync

/** The address a contact is found by: work email first, then the found one, then the personal one. */
function emailOf(prospect: ProspectRow): string | null {
  return (
    (prospect.workEmail || prospect.enrichedEmail || prospect.personalEmail || '').trim().toLowerCase() ||
    null
  );
}

interface PushTally {
  pushed: number;
  withoutEmail: number;
  dealsCreated: number;
}

/** Upserts the prospect's contact by email and links it; with `withDeal`, one deal per prospect. */
async function pushProspect(
  context: CrmSyncContext,
  crm: CrmAdapter,
  prospect: ProspectRow,
  withDeal: boolean,
  tally: PushTally,
): Promise<boolean> {
  const email = emailOf(prospect);
  if (!email) {
    tally.withoutEmail += 1;
    return false;
  }
  const contact = await crm.upsertContact({
    email,
    firstName: prospect.firstName,
    lastName: prospect.lastName,
    company: prospect.companyName,
    jobTitle: prospect.position,
    phone: prospect.phone,
  });
  const now = context.scope.clock.now();
  await link(context, 'prospect', prospect.id, contact.id, now);
  tally.pushed += 1;
  if (!withDeal) return true;
  const [existing] = await context.scope.db
    .select({ id: crmLinks.id })
    .from(crmLinks)
    .where(linkWhere(context, 'deal', prospect.id));
  if (existing) return true;
  const [pipeline] = await crm.pipelines();
  const [stage] = pipeline ? await crm.stages(pipeline.id) : [];
  if (!pipeline || !stage) return true;
  const name = prospect.companyName
    ? `${prospect.fullName} (${prospect.companyName})`
    : prospect.fullName || email;
  const deal = await crm.createDeal({
    name,
    pipelineId: pipeline.id,
    stageId: stage.id,
    contactId: contact.id,
  });
  // The deal made for a prospect is linked under the prospect's id: a second push finds it (deduplication).
  await link(context, 'deal', prospect.id, deal.id, now);
  tally.dealsCreated += 1;
  return true;
}

function linkWhere(context: CrmSyncContext, localType: 'prospect' | 'deal', localId: string) {
  return and(
    eq(crmLinks.spaceId, context.scope.spaceId),
    eq(crmLinks.platform, context.platform),
    eq(crmLinks.localType, localType),
    eq(crmLinks.localId, localId),
  );
}

async function link(
  context: CrmSyncContext,
  localType: 'prospect' | 'deal',
  localId: string,
  remoteId: string,
  now: Date,
) {
  await context.scope.db
    .insert(crmLinks)
    .values({
      spaceId: context.scope.spaceId,
      platform: context.platform,
      localType,
      localId,
      remoteId,
      syncedAt: now,
    })
    .onConflictDoUpdate({
      target: [crmLinks.spaceId, crmLinks.platform, crmLinks.localType, crmLinks.localId],
      set: { remoteId, syncedAt: now },
    });
}

/** POST push {profile_ids}: "Push to CRM" for chosen prospects of this workspace. */
export async function pushProspects(context: CrmSyncContext, profileIds: string[], withDeal: boolean) {
  return withCrm(context, async (crm) => {
    const rows = await context.scope.db
      .select()
      .from(prospects)
      .where(
        and(eq(prospects.spaceId, context.scope.spaceId), inArray(prospects.id, [...new Set(profileIds)])),
      );
    // Another workspace's ids are not found, as any unknown id.
    if (rows.length === 0) throw new AppError(404, 'Prospect not found');
    const tally: PushTally = { pushed: 0, withoutEmail: 0, dealsCreated: 0 };
    for (const prospect of rows) await pushProspect(context, crm, prospect, withDeal, tally);
    return {
      pushed_contacts: tally.pushed,
      skipped_without_email: tally.withoutEmail,
      processed_pushes: 0,
      deals_created: tally.dealsCreated,
      last_synced_at: null,
    } satisfies CrmSyncResultJson;
  });
}

/**
 * "Push to CRM" steps recorded for this CRM while it was not connected (the executor
 * leaves them `pending`): each becomes a contact (and a deal unless the step said
 * `deal: false`), then `pushed`, or `failed` when the prospect has no email.
 */
export async function processPendingPushes(context: CrmSyncContext, crmOverride?: CrmAdapter) {
  const pending = await context.scope.db
    .select({ push: crmPushes, prospect: prospects })
    .from(crmPushes)
    .innerJoin(prospects, eq(prospects.id, crmPushes.prospectId))
    .where(
      and(
        eq(crmPushes.spaceId, context.scope.spaceId),
        eq(crmPushes.status, 'pending'),
        sql`${crmPushes.config}->>'crm' = ${context.platform}`,
      ),
    )
    .orderBy(asc(crmPushes.createdAt))
    .limit(maxPushBatch);
  if (pending.length === 0) return { processed: 0, tally: { pushed: 0, withoutEmail: 0, dealsCreated: 0 } };
  const run = async (crm: CrmAdapter) => {
    const tally: PushTally = { pushed: 0, withoutEmail: 0, dealsCreated: 0 };
    for (const { push, prospect } of pending) {
      const pushed = await pushProspect(context, crm, prospect, push.config.deal !== false, tally);
      await context.scope.db
        .update(crmPushes)
        .set({ status: pushed ? 'pushed' : 'failed' })
        .where(eq(crmPushes.id, push.id));
    }
    return { processed: pending.length, tally };
  };
  return crmOverride ? run(crmOverride) : withCrm(context, run);
}

/**
 * POST reload, "Sync now": checks the token (account refreshed), sends the waiting
 * "Push to CRM" steps, then the contacts of prospects with an email that are not on the
 * CRM yet (at most maxPushBatch a sync), and stamps last_synced_at. Pipelines, stages and
 * deals are not copied: the board reads them live (docs/decisions.md "HubSpot and Pipedrive").
 */
export async function reload(context: CrmSyncContext): Promise<CrmSyncResultJson> {
  return withCrm(context, async (crm, row) => {
    const account = await crm.accountInfo();
    const pending = await processPendingPushes(context, crm);
    const unsynced = await context.scope.db
      .select({ prospect: prospects })
      .from(prospects)
      .leftJoin(
        crmLinks,
        and(
          eq(crmLinks.spaceId, prospects.spaceId),
          eq(crmLinks.platform, context.platform),
          eq(crmLinks.localType, 'prospect'),
          eq(crmLinks.localId, prospects.id),
        ),
      )
      .where(
        and(
          eq(prospects.spaceId, context.scope.spaceId),
          isNull(crmLinks.id),
          or(
            sql`coalesce(${prospects.workEmail}, '') <> ''`,
            sql`coalesce(${prospects.enrichedEmail}, '') <> ''`,
            sql`coalesce(${prospects.personalEmail}, '') <> ''`,
          ),
        ),
      )
      .orderBy(asc(prospects.createdAt))
      .limit(maxPushBatch);
    const tally = { ...pending.tally };
    for (const { prospect } of unsynced) await pushProspect(context, crm, prospect, false, tally);
    const now = context.scope.clock.now();
    await context.scope.db
      .update(crmConnections)
      .set({
        lastSyncedAt: now,
        lastError: null,
        account: { ...(row.account as Record<string, unknown>), ...account },
        updatedAt: now,
      })
      .where(eq(crmConnections.id, row.id));
    return {
      pushed_contacts: tally.pushed,
      skipped_without_email: tally.withoutEmail,
      processed_pushes: pending.processed,
      deals_created: tally.dealsCreated,
      last_synced_at: now.toISOString(),
    };
  });
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
