import type { Brand } from '@outreach/brands';
import { and, asc, count, eq, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import { brandForAccount } from '../../platform/brands';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  type CredentialRow,
  credentials,
  integrations,
  type SpaceRow,
  type UserRow,
  workflowCredentials,
  workflows,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { ProxyPool } from '../../providers/social-network/proxy-pool';
import type {
  ConnectionOutcome,
  SocialAccount,
  SocialNetworkDriver,
} from '../../providers/social-network/social-network.driver';
import { serverEvents } from '../../realtime/events';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { type CredentialAccess, visibleCondition } from './credential-access';
import { type CredentialOutreach, notificationsFor } from './credential-notifications';
import type { SecretBox } from '../../providers/secrets/credential-secrets';
import {
  addFlowSteps,
  applyConnectionOutcome,
  type CredentialChanges,
  codeExpiresAt,
  isAuthorized,
  isCodeExpired,
  onboardingStep,
} from './credential-state';
import type { CredentialJson, OnboardingInfoJson, TimezoneJson } from './credential-responses.schema';
import { credentialMessages, timezoneIds } from './credentials.schema';

/**
 * Connected accounts (spec platform §3-§5, §7 Credentials). Routes stay thin; every rule is in
 * this module's services: here the context, the JSON, reading, saving and announcing a credential
 * and recording a connection's outcome; credential-lifecycle.ts (create, update, automation type,
 * delete), credential-repair.ts, credential-seats.ts, credential-proxies.ts and proxy-plans.ts,
 * credential-blacklist.ts.
 */

/** Everything a credential operation needs, bound to one request. */
export interface CredentialContext {
  scope: SpaceScope;
  space: SpaceRow;
  user: UserRow;
  access: CredentialAccess;
  network: SocialNetworkDriver;
  proxies: ProxyPool;
  secrets: SecretBox;
  /** Whether a sender that has not chosen works weekends (ENGINE_WORK_WEEKENDS, engineSettings). */
  workWeekendsDefault: boolean;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The custom proxy without its password (`has_password` says whether one is set). */
export function customProxyJson(row: CredentialRow): CredentialJson['custom_proxy'] {
  const proxy = row.customProxy;
  if (!proxy) return null;
  return {
    proxy_address: proxy.proxy_address,
    domain: proxy.domain,
    ports: proxy.ports,
    username: proxy.username,
    has_password: proxy.password !== null,
  };
}

export function credentialJson(
  row: CredentialRow,
  space: SpaceRow,
  now: Date,
  outreach: CredentialOutreach | undefined,
  /** The workspace's brand (brandForAccount): whether it shows subscription notices. */
  brand: Pick<Brand, 'features'>,
  workWeekendsDefault: boolean,
): CredentialJson {
  const fullName = [row.firstName, row.lastName].filter(Boolean).join(' ');
  const view = {
    _id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: fullName,
    photo_link: row.photoLink,
    status: row.status,
    account_type: row.accountType,
    automation_type: row.automationType,
    country_code: row.countryCode,
    has_password: row.passwordEncrypted !== null,
    has_cookies: row.cookiesEncrypted !== null,
    proxy_type: row.proxyType,
    custom_proxy: customProxyJson(row),
    no_proxy: row.noProxy,
    timezone: row.timezone,
    work_hours_start: row.workHoursStart,
    work_hours_end: row.workHoursEnd,
    // The sender's own choice, else the server's default (the engine's calendarOf reads it so too).
    work_weekends: row.workWeekends ?? workWeekendsDefault,
    work_weekends_default: workWeekendsDefault,
    use_browser: row.useBrowser,
    unread_count: row.unreadCount,
    activity_dict: row.activityDict,
    wait_for_authorization: row.waitForAuthorization,
    hibernated_at: iso(row.hibernatedAt),
    connect_limited_at: iso(row.connectLimitedAt),
    inmail_limited_at: iso(row.inmailLimitedAt),
    login_limited_at: iso(row.loginLimitedAt),
    sales_error: row.salesError,
    required_subscriptions: row.requiredSubscriptions,
    required_actions: row.requiredActions,
    required_2fa: row.required2fa,
    two_factor: row.twoFactor
      ? {
          username: row.twoFactor.username,
          status: row.twoFactor.status,
          update_password: row.twoFactor.update_password,
          link: row.twoFactor.link,
          temporary_locked_at: row.twoFactor.temporary_locked_at,
          has_password: true,
        }
      : null,
    setting_proxy: row.settingProxy,
    auth_status: row.authStatus,
    is_code_expired: isCodeExpired(row.authStatus, now),
    code_expires_at: codeExpiresAt(row.authStatus),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  const notifications = notificationsFor(
    view,
    {
      is_paid: space.isPaid,
      is_billing_enabled: space.isBillingEnabled,
      subscription_notices: brand.features.subscriptionNotices,
    },
    outreach ?? noOutreach,
  );
  return { ...view, notifications };
}

const noOutreach: CredentialOutreach = { campaigns: 0, active_campaigns: 0, broken_integrations: [] };

/**
 * What the outreach area knows about each credential, for its notices: how many campaigns send
 * through it and how many of those run, and its email integrations the mail server refused.
 */
export async function credentialOutreach(db: Db, ids: string[]): Promise<Map<string, CredentialOutreach>> {
  const facts = new Map<string, CredentialOutreach>();
  if (ids.length === 0) return facts;
  const campaigns = await db
    .select({
      credentialId: workflowCredentials.credentialId,
      total: count(),
      active: sql<number>`count(*) filter (where ${workflows.status} = 'active')`.mapWith(Number),
    })
    .from(workflowCredentials)
    .innerJoin(workflows, eq(workflows.id, workflowCredentials.workflowId))
    .where(
      and(
        inArray(workflowCredentials.credentialId, ids),
        notInArray(workflows.status, ['archived', 'deleted']),
      ),
    )
    .groupBy(workflowCredentials.credentialId);
  const broken = await db
    .select({
      credentialId: integrations.credentialId,
      email: integrations.email,
      provider: integrations.provider,
    })
    .from(integrations)
    .where(and(inArray(integrations.credentialId, ids), isNotNull(integrations.lastError)));
  for (const id of ids) {
    const row = campaigns.find((entry) => entry.credentialId === id);
    facts.set(id, {
      campaigns: row?.total ?? 0,
      active_campaigns: row?.active ?? 0,
      broken_integrations: broken
        .filter((entry) => entry.credentialId === id)
        .map((entry) => entry.email ?? entry.provider),
    });
  }
  return facts;
}

export const toJson = async (context: CredentialContext, row: CredentialRow) =>
  credentialJson(
    row,
    context.space,
    context.scope.clock.now(),
    (await credentialOutreach(context.scope.db, [row.id])).get(row.id),
    await brandForAccount(context.scope.db, context.space.brand),
    context.workWeekendsDefault,
  );

function visibleWhere(context: CredentialContext, ...conditions: (SQL | undefined)[]): SQL | undefined {
  return and(inSpace(credentials, context.scope), visibleCondition(context.access), ...conditions);
}

export async function listCredentials(context: CredentialContext): Promise<CredentialJson[]> {
  const rows = await context.scope.db
    .select()
    .from(credentials)
    .where(visibleWhere(context))
    .orderBy(asc(credentials.createdAt), asc(credentials.id));
  const outreach = await credentialOutreach(
    context.scope.db,
    rows.map((row) => row.id),
  );
  const now = context.scope.clock.now();
  const brand = await brandForAccount(context.scope.db, context.space.brand);
  return rows.map((row) =>
    credentialJson(row, context.space, now, outreach.get(row.id), brand, context.workWeekendsDefault),
  );
}

/** The credential, if it is in the workspace and the user may see it; else 404 'Credentials not found'. */
export async function findCredential(context: CredentialContext, id: string): Promise<CredentialRow> {
  if (!isUuid(id)) throw new AppError(404, credentialMessages.notFound);
  const [row] = await context.scope.db
    .select()
    .from(credentials)
    .where(visibleWhere(context, eq(credentials.id, id)))
    .limit(1);
  if (!row) throw new AppError(404, credentialMessages.notFound);
  return row;
}

export async function getCredential(context: CredentialContext, id: string): Promise<CredentialJson> {
  return toJson(context, await findCredential(context, id));
}

export async function saveCredential(
  context: CredentialContext,
  id: string,
  changes: CredentialChanges | Partial<CredentialRow>,
): Promise<CredentialRow> {
  const [row] = await context.scope.db
    .update(credentials)
    .set({ ...changes, updatedAt: context.scope.clock.now() })
    .where(and(inSpace(credentials, context.scope), eq(credentials.id, id)))
    .returning();
  if (!row) throw new AppError(404, credentialMessages.notFound);
  return row;
}

/** update_credentials to everyone who may see the credential (its room). */
export async function announce(context: CredentialContext, row: CredentialRow): Promise<CredentialJson> {
  const json = await toJson(context, row);
  context.scope.realtime.toCredential(row.id, serverEvents.updateCredentials, json);
  return json;
}

export function socialAccount(
  context: CredentialContext,
  row: CredentialRow,
  retrying = false,
): SocialAccount {
  const { secrets } = context;
  return {
    username: row.username,
    automationType: row.automationType,
    countryCode: row.countryCode,
    password: row.passwordEncrypted ? secrets.decrypt(row.passwordEncrypted) : null,
    cookies: row.cookiesEncrypted ? secrets.decrypt(row.cookiesEncrypted) : null,
    twoFactor: row.twoFactor
      ? { username: row.twoFactor.username, password: secrets.decrypt(row.twoFactor.password) }
      : null,
    pendingPinType: row.authStatus.security_code?.pin_type ?? null,
    hardChallengeCount: row.authStatus.hard_challenge_count,
    retrying,
  };
}

/**
 * Applies what the network answered, saves it and tells the credential's room:
 * `authorization {credential_id, outcome, credential}` and `update_credentials`.
 * (A real driver answering `pending` reports later through the task protocol.)
 */
export async function recordOutcome(
  context: CredentialContext,
  row: CredentialRow,
  outcome: ConnectionOutcome,
  extra: Partial<CredentialRow> = {},
): Promise<CredentialRow> {
  const changes = applyConnectionOutcome(row, outcome, context.scope.clock.now());
  const saved = await saveCredential(context, row.id, { ...extra, ...changes });
  const json = await announce(context, saved);
  context.scope.realtime.toCredential(saved.id, serverEvents.authorization, {
    credential_id: saved.id,
    outcome: outcome.type,
    credential: json,
  });
  return saved;
}

/** GET /credentials/{id}/onboarding_info: where the add flow resumes for this credential (platform §4). */
export async function onboardingInfo(context: CredentialContext, id: string): Promise<OnboardingInfoJson> {
  const row = await findCredential(context, id);
  const step = onboardingStep(row);
  return {
    credential_id: row.id,
    step,
    step_number: step ? addFlowSteps[step] : null,
    automation_type: row.automationType,
    has_password: row.passwordEncrypted !== null,
    country_code: row.countryCode,
    timezone: row.timezone,
    work_hours_start: row.workHoursStart,
    work_hours_end: row.workHoursEnd,
    wrong_password: row.authStatus.wrong_password,
    code_requested: Boolean(row.authStatus.security_code?.requested_at),
    pin_type: row.authStatus.security_code?.pin_type ?? null,
    phone_requested: Boolean(row.authStatus.phone?.requested_at),
    is_authorized: isAuthorized(row),
  };
}

/**
 * The inbox sync (a later issue) reports a credential's unread dialogs here;
 * `update_unread_counter` reaches the sockets that may see it.
 */
export async function setUnreadCount(
  scope: SpaceScope,
  credentialId: string,
  unreadCount: number,
): Promise<void> {
  const [row] = await scope.db
    .update(credentials)
    .set({ unreadCount: Math.max(0, Math.trunc(unreadCount)), updatedAt: scope.clock.now() })
    .where(and(inSpace(credentials, scope), eq(credentials.id, credentialId)))
    .returning({ id: credentials.id, unreadCount: credentials.unreadCount });
  if (!row) throw new AppError(404, credentialMessages.notFound);
  scope.realtime.toCredential(row.id, serverEvents.updateUnreadCounter, {
    credential_id: row.id,
    unread_count: row.unreadCount,
  });
}

// ---------------------------------------------------------------- reference data

const timezoneCache = new Map<string, TimezoneJson[]>();

function gmtOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName')?.value;
  return !part || part === 'GMT' ? 'GMT+00:00' : part;
}

/** GET /credentials/timezones: every IANA zone as {name: '(GMT+01:00) Europe/Berlin', value}. */
export function listTimezones(now: Date): TimezoneJson[] {
  const hour = now.toISOString().slice(0, 13);
  const cached = timezoneCache.get(hour);
  if (cached) return cached;
  const list = [...timezoneIds]
    .sort()
    .map((value) => ({ name: `(${gmtOffset(value, now)}) ${value}`, value }));
  timezoneCache.clear();
  timezoneCache.set(hour, list);
  return list;
}
