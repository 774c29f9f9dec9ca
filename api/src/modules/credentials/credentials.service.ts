import { randomUUID } from 'node:crypto';
import type { Brand } from '@outreach/brands';
import { and, asc, count, eq, inArray, isNotNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { brandForAccount } from '../../platform/brands';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  type AutomationType,
  type CredentialRow,
  credentialBlacklist,
  credentials,
  integrations,
  type ProxyType,
  type SettingProxy,
  type SpaceRow,
  type StoredCustomProxy,
  spaces,
  type UserRow,
  workflowCredentials,
  workflows,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { ProxyPool } from '../../providers/social-network/proxy-pool';
import {
  type ConnectionOutcome,
  type SocialAccount,
  type SocialNetworkDriver,
  supportedTwoFactorMethod,
} from '../../providers/social-network/social-network.driver';
import { serverEvents } from '../../realtime/events';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { type CredentialAccess, grantCredential, visibleCondition } from './credential-access';
import { type CredentialOutreach, notificationsFor } from './credential-notifications';
import type { SecretBox } from './credential-secrets';
import {
  addFlowSteps,
  applyConnectionOutcome,
  type CredentialChanges,
  codeExpiresAt,
  isAuthorized,
  isCodeExpired,
  onboardingStep,
} from './credential-state';
import {
  type AutomationTypeInput,
  type AutomationTypeResult,
  type BlacklistInput,
  type CreateCredentialInput,
  type CredentialActionResult,
  type CredentialJson,
  type CustomProxyInput,
  credentialMessages,
  type OnboardingInfoJson,
  type ProxyJson,
  type ProxySettingsInput,
  type SeatsJson,
  type SendCodeInput,
  type SendPhoneInput,
  type TimezoneJson,
  type TwoFactorInput,
  timezoneIds,
  type UpdateCredentialInput,
} from './credentials.schema';
import { isUniqueViolation } from '../../db/unique-violation';

/**
 * Connected accounts (spec platform §3-§5, §7 Credentials): the add flow,
 * settings, repair flows and seats. Routes stay thin; every rule is here.
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
}

const day = 24 * 3_600_000;
/** spec: platform §9, "Proxy refresh at most 2 times a day". */
export const maxProxyRefreshesPerDay = 2;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The custom proxy without its password (`has_password` says whether one is set). */
function customProxyJson(row: CredentialRow): CredentialJson['custom_proxy'] {
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

const toJson = async (context: CredentialContext, row: CredentialRow) =>
  credentialJson(
    row,
    context.space,
    context.scope.clock.now(),
    (await credentialOutreach(context.scope.db, [row.id])).get(row.id),
    await brandForAccount(context.scope.db, context.space.brand),
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
  return rows.map((row) => credentialJson(row, context.space, now, outreach.get(row.id), brand));
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

async function saveCredential(
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
async function announce(context: CredentialContext, row: CredentialRow): Promise<CredentialJson> {
  const json = await toJson(context, row);
  context.scope.realtime.toCredential(row.id, serverEvents.updateCredentials, json);
  return json;
}

// ---------------------------------------------------------------- seats

interface SeatCounts {
  total: number;
  cloud: number;
  extension: number;
}

async function seatCounts(db: Db, spaceId: string, exceptId?: string): Promise<SeatCounts> {
  const rows = await db
    .select({ automationType: credentials.automationType, total: count() })
    .from(credentials)
    .where(and(eq(credentials.spaceId, spaceId), exceptId ? ne(credentials.id, exceptId) : undefined))
    .groupBy(credentials.automationType);
  const cloud = rows.find((row) => row.automationType === 'cloud')?.total ?? 0;
  const extension = rows.find((row) => row.automationType === 'extension')?.total ?? 0;
  return { total: cloud + extension, cloud, extension };
}

/**
 * spec: platform §3 used/total seats with separate cloud and extension seats;
 * the restricted brand counts credentials against a maximum instead (§1).
 * Exported for the workspace's info (used_seats, available_seats, ...).
 */
export async function seatsSummary(db: Db, space: SpaceRow): Promise<SeatsJson> {
  const used = await seatCounts(db, space.id);
  const brand = await brandForAccount(db, space.brand);
  const maxCredentials =
    brand.features.seatsMode === 'max_credentials' ? (brand.features.maxCredentials ?? 0) : null;
  const total = maxCredentials ?? space.totalSeats;
  const available = Math.max(0, total - used.total);
  return {
    seats_mode: brand.features.seatsMode,
    used: used.total,
    total,
    available,
    cloud_used: used.cloud,
    extension_used: used.extension,
    cloud_available:
      maxCredentials === null ? Math.max(0, Math.min(available, space.cloudSeats - used.cloud)) : available,
    extension_available:
      maxCredentials === null
        ? Math.max(0, Math.min(available, space.extensionSeats - used.extension))
        : available,
    max_credentials: maxCredentials,
  };
}

/** The seat rules of platform §8 for one more `automationType` credential (`exceptId`: one changing type). */
function assertSeat(
  space: SpaceRow,
  brand: Pick<Brand, 'features'>,
  counts: SeatCounts,
  automationType: AutomationType,
  adding: boolean,
) {
  if (adding && brand.features.seatsMode === 'max_credentials') {
    if (counts.total >= (brand.features.maxCredentials ?? 0))
      throw new AppError(403, credentialMessages.maxCredentials);
    return;
  }
  if (brand.features.seatsMode === 'max_credentials') return;
  if (adding && space.isBillingEnabled && !space.isPaid)
    throw new AppError(402, credentialMessages.needSubscription);
  if (adding && counts.total >= space.totalSeats) throw new AppError(402, credentialMessages.needSeat);
  if (automationType === 'cloud' && counts.cloud >= space.cloudSeats) {
    throw new AppError(402, credentialMessages.noCloudSeats);
  }
  if (automationType === 'extension' && counts.extension >= space.extensionSeats) {
    throw new AppError(402, credentialMessages.noExtensionSeats);
  }
}

// ---------------------------------------------------------------- proxies

/**
 * 'Not valid location' unless the pool serves the country with that proxy type
 * ('any': a custom proxy or an extension account only needs a known country).
 */
function assertLocation(proxies: ProxyPool, countryCode: string, proxyType: ProxyType | 'any') {
  const known = proxies
    .countries()
    .some((country) => country.code === countryCode && (proxyType === 'any' || country.type === proxyType));
  if (!known) throw new AppError(400, `country_code: ${credentialMessages.invalidLocation}`);
}

/** The same proxy as stored (passwords compared decrypted: each encryption differs). */
function sameCustomProxy(
  secrets: SecretBox,
  stored: StoredCustomProxy | null,
  input: CustomProxyInput | null,
) {
  if (stored === null || input === null) return stored === input;
  const storedPassword = stored.password === null ? null : secrets.decrypt(stored.password);
  return (
    stored.proxy_address === input.proxy_address &&
    stored.domain === input.domain &&
    stored.ports.http === input.ports.http &&
    stored.username === input.username &&
    storedPassword === input.password
  );
}

function storedCustomProxy(secrets: SecretBox, proxy: CustomProxyInput): StoredCustomProxy {
  return { ...proxy, password: proxy.password === null ? null : secrets.encrypt(proxy.password) };
}

interface ProxyPlan {
  id: string;
  automationType: AutomationType;
  countryCode: string | null;
  proxyType: ProxyType;
  customProxy: StoredCustomProxy | null;
  noProxy: boolean;
}

/** The proxy a cloud credential goes out through; extension accounts use the user's own browser. */
function plannedProxy(proxies: ProxyPool, plan: ProxyPlan, attempt: number): SettingProxy | null {
  if (plan.automationType === 'extension' || plan.noProxy) return null;
  if (plan.customProxy) {
    return {
      stage: 'success',
      attempt_count: attempt,
      country_code: plan.countryCode,
      proxy_failed_until: null,
      proxy_address: plan.customProxy.proxy_address ?? plan.customProxy.domain,
      ports: plan.customProxy.ports,
      username: plan.customProxy.username,
      password: null,
    };
  }
  if (!plan.countryCode) return null;
  return proxies.assign({
    credentialId: plan.id,
    countryCode: plan.countryCode,
    proxyType: plan.proxyType,
    attempt,
  });
}

function sameProxy(left: SettingProxy | null, right: SettingProxy | null): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

function announceProxy(context: CredentialContext, row: CredentialRow) {
  context.scope.realtime.toCredential(row.id, serverEvents.setProxy, {
    credential_id: row.id,
    setting_proxy: row.settingProxy,
  });
}

function refreshesToday(row: CredentialRow, now: Date): string[] {
  return row.proxyRefreshedAt.filter((at) => now.getTime() - new Date(at).getTime() < day);
}

function proxyJson(row: CredentialRow, now: Date): ProxyJson {
  return {
    proxy_type: row.proxyType,
    country_code: row.countryCode,
    no_proxy: row.noProxy,
    custom_proxy: customProxyJson(row),
    setting_proxy: row.settingProxy,
    refreshes_left_today: Math.max(0, maxProxyRefreshesPerDay - refreshesToday(row, now).length),
  };
}

// ---------------------------------------------------------------- connection

function socialAccount(context: CredentialContext, row: CredentialRow, retrying = false): SocialAccount {
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
async function recordOutcome(
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

// ---------------------------------------------------------------- create, update, delete

async function assertUniqueUsername(db: Db, spaceId: string, username: string, exceptId?: string) {
  const [existing] = await db
    .select({ id: credentials.id })
    .from(credentials)
    .where(
      and(
        eq(credentials.spaceId, spaceId),
        sql`lower(${credentials.username}) = lower(${username})`,
        exceptId ? ne(credentials.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (existing) throw new AppError(409, credentialMessages.duplicate);
}

/**
 * POST /credentials/create: checks (seats, duplicate email) and insert in one
 * transaction holding the workspace row, so two requests cannot both take the
 * last seat; then the network login (platform §4 "Create then verify").
 */
export async function createCredential(
  context: CredentialContext,
  input: CreateCredentialInput,
): Promise<CredentialJson> {
  const { scope, secrets, proxies } = context;
  const pooled = input.automation_type === 'cloud' && !input.custom_proxy;
  if (input.country_code) assertLocation(proxies, input.country_code, pooled ? input.proxy_type : 'any');
  const id = randomUUID();
  const customProxy = input.custom_proxy ? storedCustomProxy(secrets, input.custom_proxy) : null;
  const countryCode = input.country_code ?? null;
  const now = scope.clock.now();

  let row: CredentialRow;
  try {
    row = await scope.db.transaction(async (tx) => {
      const [space] = await tx.select().from(spaces).where(eq(spaces.id, scope.spaceId)).for('update');
      if (!space) throw new AppError(404, credentialMessages.notFound);
      await assertUniqueUsername(tx, space.id, input.username);
      assertSeat(
        space,
        await brandForAccount(tx, space.brand),
        await seatCounts(tx, space.id),
        input.automation_type,
        true,
      );
      const [inserted] = await tx
        .insert(credentials)
        .values({
          id,
          spaceId: space.id,
          username: input.username,
          automationType: input.automation_type,
          countryCode,
          passwordEncrypted: input.password ? secrets.encrypt(input.password) : null,
          proxyType: input.proxy_type,
          customProxy,
          noProxy: input.no_proxy,
          timezone: input.timezone,
          workHoursStart: input.work_hours_start,
          workHoursEnd: input.work_hours_end,
          useBrowser: input.use_browser,
          cookiesEncrypted: input.cookies ? secrets.encrypt(input.cookies) : null,
          settingProxy: plannedProxy(
            proxies,
            {
              id,
              automationType: input.automation_type,
              countryCode,
              proxyType: input.proxy_type,
              customProxy,
              noProxy: input.no_proxy,
            },
            1,
          ),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('insert into credentials returned no row');
      if (!context.access.all) await grantCredential(tx, space.id, context.user.id, inserted.id);
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, credentialMessages.duplicate);
    throw error;
  }

  // The new credential's room exists for everyone who may see it before anything is said there.
  await scope.realtime.credentialsChanged?.(scope.spaceId);
  if (row.settingProxy) announceProxy(context, row);
  const outcome = await context.network.connect(socialAccount(context, row));
  row = await recordOutcome(context, row, outcome);
  return toJson(context, row);
}

export async function updateCredential(
  context: CredentialContext,
  id: string,
  input: UpdateCredentialInput,
): Promise<CredentialJson> {
  const { secrets, proxies, scope } = context;
  const row = await findCredential(context, id);
  const start = input.work_hours_start ?? row.workHoursStart;
  const end = input.work_hours_end ?? row.workHoursEnd;
  if (start >= end) throw new AppError(400, `work_hours_start: ${credentialMessages.workHoursOrder}`);
  if (input.username !== undefined && input.username !== row.username) {
    await assertUniqueUsername(scope.db, scope.spaceId, input.username, row.id);
  }

  const proxyType = input.proxy_type ?? row.proxyType;
  const countryCode = input.country_code === undefined ? row.countryCode : input.country_code;
  const customProxy =
    input.custom_proxy === undefined || sameCustomProxy(secrets, row.customProxy, input.custom_proxy)
      ? row.customProxy
      : input.custom_proxy === null
        ? null
        : storedCustomProxy(secrets, input.custom_proxy);
  const noProxy = input.no_proxy ?? row.noProxy;
  const locationChanged = input.country_code !== undefined || input.proxy_type !== undefined;
  const pooled = row.automationType === 'cloud' && !customProxy;
  if (locationChanged && pooled && !countryCode) {
    throw new AppError(400, `country_code: ${credentialMessages.invalidLocation}`);
  }
  if (locationChanged && countryCode) assertLocation(proxies, countryCode, pooled ? proxyType : 'any');
  // A settings form sends every field: only a real change sets up a new proxy.
  const proxySettingsChanged =
    countryCode !== row.countryCode ||
    proxyType !== row.proxyType ||
    noProxy !== row.noProxy ||
    customProxy !== row.customProxy;
  const settingProxy = proxySettingsChanged
    ? plannedProxy(
        proxies,
        { id: row.id, automationType: row.automationType, countryCode, proxyType, customProxy, noProxy },
        (row.settingProxy?.attempt_count ?? 0) + 1,
      )
    : row.settingProxy;
  const proxyChanged = !sameProxy(settingProxy, row.settingProxy);
  // A new email or password means logging in again (platform §4: an invalid credential is repaired so).
  const reconnect =
    (input.password !== undefined && row.automationType === 'cloud') ||
    (input.username !== undefined && input.username !== row.username);

  let saved: CredentialRow;
  try {
    saved = await saveCredential(context, row.id, {
      ...(input.username !== undefined && { username: input.username }),
      ...(input.password !== undefined && { passwordEncrypted: secrets.encrypt(input.password) }),
      ...(input.timezone !== undefined && { timezone: input.timezone }),
      workHoursStart: start,
      workHoursEnd: end,
      ...(input.use_browser !== undefined && { useBrowser: input.use_browser }),
      ...(input.cookies !== undefined && {
        cookiesEncrypted: input.cookies === null ? null : secrets.encrypt(input.cookies),
      }),
      proxyType,
      countryCode,
      customProxy,
      noProxy,
      settingProxy,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, credentialMessages.duplicate);
    throw error;
  }
  if (proxyChanged) announceProxy(context, saved);
  if (reconnect) {
    const outcome = await context.network.connect(socialAccount(context, saved));
    saved = await recordOutcome(context, saved, outcome);
    return toJson(context, saved);
  }
  return announce(context, saved);
}

/** POST /credentials/{id}/delete: the row, its blacklist and its password go; the seat is free again. */
export async function deleteCredential(context: CredentialContext, id: string): Promise<{ _id: string }> {
  const row = await findCredential(context, id);
  const { scope } = context;
  // Said in the room before its members leave it.
  scope.realtime.toCredential(row.id, serverEvents.updateCredentials, { _id: row.id, deleted: true });
  scope.realtime.toCredential(row.id, serverEvents.refetchData, { credential_id: row.id });
  await scope.db.delete(credentials).where(and(inSpace(credentials, scope), eq(credentials.id, row.id)));
  await scope.realtime.credentialsChanged?.(scope.spaceId);
  return { _id: row.id };
}

// ---------------------------------------------------------------- repair flows

/** POST /credentials/{id}/send {code, resend}: the security code of platform §5 (6 digits, 60/10-minute life). */
export async function sendSecurityCode(
  context: CredentialContext,
  id: string,
  input: SendCodeInput,
): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  const pending = row.authStatus.security_code;
  if (!pending?.requested_at) throw new AppError(400, credentialMessages.codeNotRequested);
  const now = context.scope.clock.now();

  if (input.resend) {
    const { pinType } = await context.network.resendSecurityCode(socialAccount(context, row));
    const saved = await saveCredential(context, row.id, {
      authStatus: {
        ...row.authStatus,
        security_code: {
          requested_at: now.toISOString(),
          is_wrong: false,
          is_entering: false,
          pin_type: pinType,
        },
      },
    });
    return { message: credentialMessages.codeResent, credential: await announce(context, saved) };
  }

  if (isCodeExpired(row.authStatus, now)) throw new AppError(400, credentialMessages.codeExpired);
  const outcome = await context.network.submitSecurityCode(socialAccount(context, row), input.code ?? '');
  const saved = await recordOutcome(context, row, outcome);
  if (outcome.type === 'wrong_security_code') throw new AppError(400, credentialMessages.codeWrong);
  return { message: credentialMessages.codeSent, credential: await toJson(context, saved) };
}

/** POST /credentials/{id}/send_phone {number, country_code, phone_code}. */
export async function sendPhone(
  context: CredentialContext,
  id: string,
  input: SendPhoneInput,
): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (!row.authStatus.phone?.requested_at) throw new AppError(400, credentialMessages.phoneNotRequested);
  const outcome = await context.network.submitPhone(socialAccount(context, row), {
    number: input.number,
    countryCode: input.country_code,
    phoneCode: input.phone_code,
  });
  const saved = await recordOutcome(context, row, outcome);
  if (outcome.type === 'wrong_phone') throw new AppError(400, credentialMessages.phoneRefused);
  return { message: credentialMessages.phoneSent, credential: await toJson(context, saved) };
}

/** POST /credentials/{id}/resend_phone: the network asks for the phone again. */
export async function resendPhone(context: CredentialContext, id: string): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (!row.authStatus.phone?.requested_at) throw new AppError(400, credentialMessages.phoneNotRequested);
  await context.network.resendPhone(socialAccount(context, row));
  const saved = await saveCredential(context, row.id, {
    authStatus: {
      ...row.authStatus,
      phone: { requested_at: context.scope.clock.now().toISOString(), is_wrong: false, is_entering: false },
    },
  });
  return { message: credentialMessages.phoneResent, credential: await announce(context, saved) };
}

/**
 * PUT /credentials/{id}/two_factor {username, password}: stores the mailbox that
 * receives the two-step codes and, when the network is waiting for it, logs in.
 */
export async function setTwoFactor(
  context: CredentialContext,
  id: string,
  input: TwoFactorInput,
): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (row.required2fa && row.required2fa !== supportedTwoFactorMethod) {
    throw new AppError(400, credentialMessages.twoFactorUnsupported);
  }
  const twoFactor = {
    username: input.username,
    password: context.secrets.encrypt(input.password),
    status: null,
    update_password: false,
    link: null,
    temporary_locked_at: null,
  };
  let saved = await saveCredential(context, row.id, { twoFactor });
  if (!row.required2fa)
    return { message: credentialMessages.twoFactorSet, credential: await announce(context, saved) };

  const outcome = await context.network.submitTwoFactor(socialAccount(context, saved));
  saved = await recordOutcome(context, saved, outcome);
  if (outcome.type === 'two_factor_wrong') throw new AppError(400, credentialMessages.twoFactorWrong);
  if (outcome.type === 'two_factor_locked') throw new AppError(400, credentialMessages.twoFactorLocked);
  return { message: credentialMessages.twoFactorSet, credential: await toJson(context, saved) };
}

/** POST /credentials/{id}/verify_email: the user confirmed the network's email; the login continues. */
export async function verifyEmail(context: CredentialContext, id: string): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (!row.requiredActions.verify_email) throw new AppError(400, credentialMessages.verifyEmailNotRequired);
  const outcome = await context.network.verifyEmail(socialAccount(context, row));
  const saved = await recordOutcome(context, row, outcome, {
    requiredActions: { ...row.requiredActions, verify_email: false },
  });
  return { message: credentialMessages.emailVerified, credential: await toJson(context, saved) };
}

/**
 * POST /credentials/{id}/do_auth: try the login again (the auto-authorization
 * request of ai-telephony §4, which clears the waiting flag). An account that
 * is logged in with nothing pending gets `already_authorized` instead.
 */
export async function doAuth(context: CredentialContext, id: string): Promise<CredentialActionResult> {
  const row = await findCredential(context, id);
  if (isAuthorized(row)) {
    context.scope.realtime.toCredential(row.id, serverEvents.alreadyAuthorized, {
      credential_id: row.id,
      username: row.username,
    });
    return { message: credentialMessages.alreadyAuthorized, credential: await toJson(context, row) };
  }
  const outcome = await context.network.connect(socialAccount(context, row, true));
  const saved = await recordOutcome(context, row, outcome, { waitForAuthorization: false });
  return { message: credentialMessages.authRequested, credential: await toJson(context, saved) };
}

/**
 * POST /credentials/{id}/automation_type (platform §4 "Change automation"):
 * cloud needs a country and a password (NEEDS_LOCATION, NEEDS_PASSWORD; nothing
 * is saved until both are there); extension needs nothing on the server.
 */
export async function changeAutomationType(
  context: CredentialContext,
  id: string,
  input: AutomationTypeInput,
): Promise<AutomationTypeResult> {
  const row = await findCredential(context, id);
  const target = input.automation_type;
  const countryCode = input.country_code ?? row.countryCode;
  const hasPassword = input.password !== undefined || row.passwordEncrypted !== null;
  if (input.country_code) {
    const pooled = target === 'cloud' && !row.customProxy;
    assertLocation(context.proxies, input.country_code, pooled ? row.proxyType : 'any');
  }
  if (target === 'cloud') {
    if (!countryCode) return { outcome: 'NEEDS_LOCATION', credential: await toJson(context, row) };
    if (!hasPassword) return { outcome: 'NEEDS_PASSWORD', credential: await toJson(context, row) };
  }
  if (target === row.automationType && input.country_code === undefined && input.password === undefined) {
    return { outcome: 'SUCCESS', credential: await toJson(context, row) };
  }
  if (target !== row.automationType) {
    assertSeat(
      context.space,
      await brandForAccount(context.scope.db, context.space.brand),
      await seatCounts(context.scope.db, context.scope.spaceId, row.id),
      target,
      false,
    );
  }
  let saved = await saveCredential(context, row.id, {
    automationType: target,
    countryCode,
    ...(input.password !== undefined && { passwordEncrypted: context.secrets.encrypt(input.password) }),
    settingProxy: plannedProxy(
      context.proxies,
      {
        id: row.id,
        automationType: target,
        countryCode,
        proxyType: row.proxyType,
        customProxy: row.customProxy,
        noProxy: row.noProxy,
      },
      (row.settingProxy?.attempt_count ?? 0) + 1,
    ),
  });
  if (!sameProxy(saved.settingProxy, row.settingProxy)) announceProxy(context, saved);
  // Campaign pages depend on how the account runs.
  context.scope.realtime.toCredential(saved.id, serverEvents.refetchData, { credential_id: saved.id });
  const outcome = await context.network.connect(socialAccount(context, saved));
  saved = await recordOutcome(context, saved, outcome);
  return { outcome: 'SUCCESS', credential: await toJson(context, saved) };
}

// ---------------------------------------------------------------- blacklist, proxy, onboarding

export async function getBlacklist(context: CredentialContext, id: string): Promise<{ values: string[] }> {
  const row = await findCredential(context, id);
  const rows = await context.scope.db
    .select({ value: credentialBlacklist.value })
    .from(credentialBlacklist)
    .where(and(inSpace(credentialBlacklist, context.scope), eq(credentialBlacklist.credentialId, row.id)))
    .orderBy(asc(credentialBlacklist.position));
  return { values: rows.map((entry) => entry.value) };
}

/** PUT /credentials/{id}/blacklist {values}: replaces the whole list, in one transaction. */
export async function setBlacklist(
  context: CredentialContext,
  id: string,
  input: BlacklistInput,
): Promise<{ values: string[] }> {
  const row = await findCredential(context, id);
  await context.scope.db.transaction(async (tx) => {
    await tx
      .delete(credentialBlacklist)
      .where(and(inSpace(credentialBlacklist, context.scope), eq(credentialBlacklist.credentialId, row.id)));
    for (let offset = 0; offset < input.values.length; offset += 1000) {
      await tx.insert(credentialBlacklist).values(
        input.values.slice(offset, offset + 1000).map((value, index) => ({
          credentialId: row.id,
          spaceId: context.scope.spaceId,
          position: offset + index,
          value,
        })),
      );
    }
  });
  return { values: input.values };
}

export async function getProxy(context: CredentialContext, id: string): Promise<ProxyJson> {
  return proxyJson(await findCredential(context, id), context.scope.clock.now());
}

/** POST /credentials/{id}/proxy: country, proxy type, custom proxy or none; a new proxy is set up. */
export async function setProxy(
  context: CredentialContext,
  id: string,
  input: ProxySettingsInput,
): Promise<ProxyJson> {
  await updateCredential(context, id, input);
  return getProxy(context, id);
}

/** POST /credentials/{id}/refresh_proxy: a fresh proxy from the pool, at most 2 times a day (platform §9). */
export async function refreshProxy(context: CredentialContext, id: string): Promise<ProxyJson> {
  const row = await findCredential(context, id);
  const now = context.scope.clock.now();
  if (row.automationType === 'extension' || row.noProxy || (!row.countryCode && !row.customProxy)) {
    throw new AppError(400, credentialMessages.proxyRefreshNone);
  }
  if (row.customProxy) throw new AppError(400, credentialMessages.proxyRefreshCustom);
  const recent = refreshesToday(row, now);
  if (recent.length >= maxProxyRefreshesPerDay) {
    const oldest = Math.min(...recent.map((at) => new Date(at).getTime()));
    const retryAfter = Math.max(1, Math.ceil((oldest + day - now.getTime()) / 1000));
    throw new AppError(429, credentialMessages.proxyRefreshLimit, { 'Retry-After': String(retryAfter) });
  }
  const saved = await saveCredential(context, row.id, {
    settingProxy: plannedProxy(
      context.proxies,
      {
        id: row.id,
        automationType: row.automationType,
        countryCode: row.countryCode,
        proxyType: row.proxyType,
        customProxy: null,
        noProxy: false,
      },
      (row.settingProxy?.attempt_count ?? 0) + 1,
    ),
    proxyRefreshedAt: [...recent, now.toISOString()],
  });
  announceProxy(context, saved);
  await announce(context, saved);
  return proxyJson(saved, now);
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
