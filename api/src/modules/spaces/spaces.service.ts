import { workspaceNameProblem } from '@outreach/core/forms';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { brandForAccount, brandForAccountIn, type WhitelabelBrandRow } from '../../platform/brands';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { isUuid } from '../../db/ids';
import {
  type CrmConnectionRow,
  crmSuggestions,
  type SignUpSettings,
  type SpaceRow,
  spaceCreditGrants,
  type SpaceMemberRow,
  spaceMembers,
  spaces,
  type UserRow,
  users,
} from '../../db/schema';
import { AppError, errorMessages } from '../../errors';
import type { RealtimeEmitter } from '../../platform/announce';
import { serverEvents } from '../../realtime/events';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { type AdminScope, assertBrandInScope, audit } from '../../platform/admin-scope';
import { announceCredits, grantCredits } from '../credits';
import { type CheckedImage, deletePhotoOf, savePhoto } from '../photos';
import { allowedPagesMap } from './allowed-pages';
import type {
  CreateSpaceInput,
  ManualCreditGrantJson,
  ManualCreditsInput,
  SpaceJson,
  SpaceSummaryJson,
  SpaceUserJson,
  UpdateSpaceInput,
} from './spaces.schema';
import type { DomainEvents } from '../../platform/events';

/** The JSON shapes live in spaces.schema.ts, inferred from their schemas; named here for the callers. */
export type { ManualCreditGrantJson, SpaceJson, SpaceSummaryJson, SpaceUserJson };

export async function spaceAdmins(db: Db, spaceId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.isAdmin, true)))
    .orderBy(asc(spaceMembers.createdAt), asc(spaceMembers.userId));
  return rows.map((row) => row.userId);
}

function fullName(firstName: string, lastName: string): string {
  return [firstName, lastName].filter(Boolean).join(' ');
}

/** The members of a workspace, oldest first, as GET /space/info lists them. */
export async function spaceUsers(db: Db, spaceId: string): Promise<SpaceUserJson[]> {
  const rows = await db
    .select({ user: users, membership: spaceMembers })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(eq(spaceMembers.spaceId, spaceId))
    .orderBy(asc(spaceMembers.createdAt), asc(users.id));
  return rows.map(({ user, membership }) => ({
    _id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user.firstName, user.lastName),
    email: user.email,
    photo_link: user.avatar,
    is_admin: membership.isAdmin,
    allowed_pages: allowedPagesMap(membership.allowedPages, membership.isAdmin),
    available_credentials: membership.availableCredentials,
  }));
}

/** The fields that name a workspace wherever it is shown (`spaceIdentity` of spaces.schema.ts). */
function spaceIdentityJson(space: SpaceRow): Omit<SpaceSummaryJson, 'is_admin'> {
  return { _id: space.id, name: space.name, avatar: space.avatar, brand: space.brand, status: space.status };
}

/** JSON from a json/json_agg column: parsed by postgres.js, text on drivers that leave it. */
function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

interface MemberJsonRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  avatar: string | null;
  is_admin: boolean;
  allowed_pages: SpaceMemberRow['allowedPages'];
  available_credentials: string[];
}

interface BillingJsonRow {
  stripe_subscription_id: string | null;
  subscription_status: string | null;
  interval: string | null;
  currency: string | null;
  amount_cents: number | null;
}

/**
 * Everything GET /space/info reads besides the space row, in ONE statement (issue 25: it was
 * eight round trips): the members, seats in use, the subscription, the wallet and its usage, the
 * CRM connections, the dialer flag and the white-label rows its brand is resolved from. Each part
 * is the query its module asked before (seatUsage, crmAccountFields, hasDialer, allWhitelabels),
 * as a subquery; bench/space-info-statements.ts counts the statements.
 */
async function spaceInfoParts(db: Db, spaceId: string) {
  // Built once, run with the workspace's id (issue 25): drizzle building it cost more than running it.
  const [row] = await preparedQuery(db, 'space_info', (prepared) => spaceInfoQuery(prepared)).execute({
    spaceId,
  });
  if (!row) throw new Error('space info: no row');
  return row;
}

function spaceInfoQuery(db: Db) {
  const spaceId = sql.placeholder('spaceId');
  return db
    .select({
      members: sql`coalesce((
        select json_agg(json_build_object('id', u.id, 'first_name', u.first_name,
            'last_name', u.last_name, 'email', u.email, 'avatar', u.avatar, 'is_admin', m.is_admin,
            'allowed_pages', m.allowed_pages, 'available_credentials', m.available_credentials)
          order by m.created_at, u.id)
        from space_members m inner join users u on u.id = m.user_id
        where m.space_id = ${spaceId}
      ), '[]'::json)`.mapWith((value) => parsedJson<MemberJsonRow[]>(value)),
      cloudSeats: sql`(select count(*)::int from credentials c
        where c.space_id = ${spaceId} and c.automation_type = 'cloud')`.mapWith(Number),
      extensionSeats: sql`(select count(*)::int from credentials c
        where c.space_id = ${spaceId} and c.automation_type = 'extension')`.mapWith(Number),
      billing: sql`(select json_build_object('stripe_subscription_id', b.stripe_subscription_id,
          'subscription_status', b.subscription_status, 'interval', b.interval,
          'currency', b.currency, 'amount_cents', b.amount_cents)
        from billing_accounts b where b.space_id = ${spaceId})`.mapWith((value) =>
        parsedJson<BillingJsonRow | null>(value),
      ),
      balance: sql`(select w.balance from credit_wallets w where w.space_id = ${spaceId})`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      used: sql`(select (-sum(l.delta))::text from credit_ledger l
        where l.space_id = ${spaceId} and l.kind = 'usage')`.mapWith((value) =>
        value === null ? null : String(value),
      ),
      crm: sql`coalesce((select json_agg(json_build_object('platform', k.platform, 'status', k.status))
        from crm_connections k
        where k.space_id = ${spaceId} and k.status in ('connected', 'expired')), '[]'::json)`.mapWith(
        (value) => parsedJson<Pick<CrmConnectionRow, 'platform' | 'status'>[]>(value),
      ),
      dialer: sql`exists (select 1 from dialer_accounts d where d.space_id = ${spaceId})`.mapWith(Boolean),
      whitelabels: sql`coalesce((select json_agg(json_build_object('id', r.id, 'status', r.status,
          'settings', r.settings)) from whitelabels r), '[]'::json)`.mapWith((value) =>
        parsedJson<WhitelabelBrandRow[]>(value),
      ),
    })
    .from(sql`(values (1)) as one (x)`)
    .prepare('space_info');
}

/**
 * GET /space/info. `viewer` is the signed-in user: with it, `is_admin_view` says
 * whether a platform admin is looking at a workspace they do not belong to.
 */
export async function spaceInfo(db: Db, space: SpaceRow, viewer?: UserRow): Promise<SpaceJson> {
  const parts = await spaceInfoParts(db, space.id);
  const brand = brandForAccountIn(parts.whitelabels, space.brand);
  const members: SpaceUserJson[] = parts.members.map((member) => ({
    _id: member.id,
    first_name: member.first_name,
    last_name: member.last_name,
    full_name: fullName(member.first_name, member.last_name),
    email: member.email,
    photo_link: member.avatar,
    is_admin: member.is_admin,
    allowed_pages: allowedPagesMap(member.allowed_pages, member.is_admin),
    available_credentials: member.available_credentials,
  }));
  const seats = {
    used: parts.cloudSeats + parts.extensionSeats,
    cloud: parts.cloudSeats,
    extension: parts.extensionSeats,
  };
  const billing = parts.billing;
  const crmTokens = parts.crm.map((connection) => connection.platform);
  const availableSeats = Math.max(0, space.totalSeats - seats.used);
  return {
    ...spaceIdentityJson(space),
    is_paid: space.isPaid,
    payment_in_progress: space.paymentInProgress,
    is_billing_enabled: space.isBillingEnabled,
    tier: space.tier,
    subscription_mode: space.subscriptionMode,
    admins: members.filter((member) => member.is_admin).map((member) => member._id),
    users: members,
    used_seats: seats.used,
    total_seats: space.totalSeats,
    available_seats: availableSeats,
    cloud_seats_available: Math.max(0, Math.min(space.cloudSeats - seats.cloud, availableSeats)),
    extension_seats_available: Math.max(0, Math.min(space.extensionSeats - seats.extension, availableSeats)),
    max_credentials:
      brand.features.seatsMode === 'max_credentials' ? (brand.features.maxCredentials ?? null) : null,
    config: { logo_shape: brand.logo.shape },
    brand_config: brand,
    is_admin_view: Boolean(viewer?.isAdmin && !members.some((member) => member._id === viewer.id)),
    subscription:
      billing?.stripe_subscription_id && billing.subscription_status
        ? {
            tier: space.tier,
            interval: billing.interval ?? 'monthly',
            currency: billing.currency ?? 'USD',
            amount: (billing.amount_cents ?? 0) / 100,
            status: billing.subscription_status,
          }
        : null,
    credits_usage: {
      usage_by_type: { default: Number(parts.used ?? 0) },
      available_by_type: { default: parts.balance ?? 0 },
    },
    // platform §3: crm_tokens (the shell's /CRM redirect, the reduced sidebar), show_crm and the expired-token notice.
    crm_tokens: crmTokens,
    show_crm: crmTokens.length > 0,
    // ai-telephony §6: the account flag the header's phone button and the dialer need.
    has_dialer: parts.dialer,
    notifications: {
      is_expired_hubspot_token: parts.crm.some(
        (connection) => connection.platform === 'hubspot' && connection.status === 'expired',
      ),
    },
  };
}

export async function listSpacesOfUser(db: Db, userId: string): Promise<SpaceSummaryJson[]> {
  const rows = await db
    .select({ space: spaces, isAdmin: spaceMembers.isAdmin })
    .from(spaces)
    .innerJoin(spaceMembers, eq(spaceMembers.spaceId, spaces.id))
    .where(eq(spaceMembers.userId, userId))
    .orderBy(asc(spaceMembers.createdAt), asc(spaces.id));
  return rows.map(({ space, isAdmin }) => ({ ...spaceIdentityJson(space), is_admin: isAdmin }));
}

/** Tells the workspace's sockets to refetch it (clients refetch GET /space/info). */
export function announceSpaceChange(realtime: RealtimeEmitter, spaceId: string): void {
  realtime.toSpace(spaceId, serverEvents.updateSpace, { _id: spaceId });
}

/** Tells the workspace's sockets that one of its users changed. */
export function announceUserChange(realtime: RealtimeEmitter, spaceId: string, userId: string): void {
  realtime.toSpace(spaceId, serverEvents.updateUser, { _id: userId, space_id: spaceId });
}

/** The workspace name rule of the forms too (@outreach/core/forms). */
function requiredName(name: string | null | undefined): string {
  const problem = workspaceNameProblem(name);
  if (problem) throw new AppError(400, problem);
  return (name ?? '').trim();
}

/**
 * POST /space/create: the creator becomes its admin and it becomes their current
 * workspace. spec platform §1/§6: not for users of the restricted brand.
 */
export async function createSpace(
  db: Db,
  clock: Clock,
  events: DomainEvents,
  user: UserRow,
  input: CreateSpaceInput,
): Promise<SpaceRow> {
  if (!(await brandForAccount(db, user.brand)).features.newWorkspace) {
    throw new AppError(403, errorMessages.cannotCreateSpace);
  }
  const name = requiredName(input.name);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [space] = await tx
      .insert(spaces)
      .values({
        name,
        brand: user.brand,
        promotekitReferral: input.promotekit_referral?.trim() || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!space) throw new Error('insert into spaces returned no row');
    await tx
      .insert(spaceMembers)
      .values({ spaceId: space.id, userId: user.id, isAdmin: true, createdAt: now });
    await tx.update(users).set({ currentSpaceId: space.id }).where(eq(users.id, user.id));
    // Issue 14: admin-ops assigns a manager of each type round-robin and a prepaid customer's terms.
    await events.publish('space.created', { tx, clock, space, user });
    const [created] = await tx.select().from(spaces).where(eq(spaces.id, space.id));
    return created ?? space;
  });
}

/** POST /space/{id}/update (admins): name, and removing the picture. */
export async function updateSpace(
  scope: SpaceScope,
  space: SpaceRow,
  input: UpdateSpaceInput,
): Promise<SpaceRow> {
  const changes: Partial<Pick<SpaceRow, 'name' | 'avatar'>> = {};
  const object = input.space_object;
  if (object.name !== undefined) changes.name = requiredName(object.name);
  if (object.avatar !== undefined && object.avatar !== space.avatar) {
    if (object.avatar !== null) throw new AppError(400, 'Upload a new picture through save_photo');
    changes.avatar = null;
  }
  if (Object.keys(changes).length === 0) return space;

  const updated = await scope.db.transaction(async (tx) => {
    if (changes.avatar === null) await deletePhotoOf(tx, { kind: 'space', id: scope.spaceId });
    const [row] = await tx
      .update(spaces)
      .set({ ...changes, updatedAt: scope.clock.now() })
      .where(eq(spaces.id, scope.spaceId))
      .returning();
    return row;
  });
  if (!updated) throw new AppError(404, errorMessages.spaceNotFound);
  announceSpaceChange(scope.realtime, scope.spaceId);
  return updated;
}

/** POST /space/save_photo: stores the picture and makes it the workspace's avatar. */
export async function saveSpacePhoto(scope: SpaceScope, image: CheckedImage): Promise<{ avatar: string }> {
  const avatar = await scope.db.transaction(async (tx) => {
    const link = await savePhoto(tx, scope.clock, { kind: 'space', id: scope.spaceId }, image);
    await tx
      .update(spaces)
      .set({ avatar: link, updatedAt: scope.clock.now() })
      .where(eq(spaces.id, scope.spaceId));
    return link;
  });
  announceSpaceChange(scope.realtime, scope.spaceId);
  return { avatar };
}

/** POST /space/sign_up_settings: merged into what was stored (a null value removes a key). */
export async function saveSignUpSettings(
  scope: SpaceScope,
  settings: SignUpSettings,
): Promise<{ sign_up_settings: SignUpSettings }> {
  return scope.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ settings: spaces.signUpSettings })
      .from(spaces)
      .where(eq(spaces.id, scope.spaceId))
      .for('update');
    const merged: SignUpSettings = { ...(current?.settings ?? {}), ...settings };
    for (const [key, value] of Object.entries(merged)) if (value === null) delete merged[key];
    if (Object.keys(merged).length > 50) throw new AppError(400, 'At most 50 settings');
    await tx
      .update(spaces)
      .set({ signUpSettings: merged, updatedAt: scope.clock.now() })
      .where(eq(spaces.id, scope.spaceId));
    return { sign_up_settings: merged };
  });
}

/** POST /space/crm_suggestion: a CRM the user would like integrated. */
export async function saveCrmSuggestion(
  scope: SpaceScope,
  userId: string,
  suggestion: string | null | undefined,
): Promise<{ _id: string; crm_suggestion: string }> {
  const text = (suggestion ?? '').trim();
  if (!text) throw new AppError(400, 'Please enter a CRM name');
  if (text.length > 200) throw new AppError(400, 'The CRM name must be at most 200 characters');
  const [row] = await scope.db
    .insert(crmSuggestions)
    .values({ spaceId: scope.spaceId, userId, suggestion: text, createdAt: scope.clock.now() })
    .returning();
  if (!row) throw new Error('insert into crm_suggestions returned no row');
  return { _id: row.id, crm_suggestion: row.suggestion };
}

/**
 * PUT /space/admin/{id}/manual_credits (platform admins, resellers for their brands; audited; spec §4 "Manual credit grants
 * ... exist for admins"): records a grant row and writes it through the credit wallet
 * (ledger kind 'manual'), so it moves the balance and shows in the credits history.
 */
export async function grantManualCredits(
  db: Db,
  clock: Clock,
  realtime: RealtimeEmitter,
  scope: AdminScope,
  spaceId: string,
  input: ManualCreditsInput,
): Promise<ManualCreditGrantJson> {
  const admin = scope.user;
  const found = isUuid(spaceId)
    ? (
        await db
          .select({ id: spaces.id, brand: spaces.brand })
          .from(spaces)
          .where(eq(spaces.id, spaceId))
          .limit(1)
      )[0]
    : undefined;
  if (!found) throw new AppError(404, errorMessages.spaceNotFound);
  // A reseller grants only to their brand's customers (another brand's workspace is a 404).
  assertBrandInScope(scope, found.brand, errorMessages.spaceNotFound);

  // The grant row keeps its comment and author; the ledger row (same transaction) moves the
  // balance and shows in the credits history. A correction below zero is refused (400), row and all.
  const { row, balance } = await db.transaction(async (tx) => {
    const [grant] = await tx
      .insert(spaceCreditGrants)
      .values({
        spaceId,
        amount: input.credits,
        creditType: input.credit_type,
        comment: input.comment || null,
        grantedBy: admin.id,
        createdAt: clock.now(),
      })
      .returning();
    if (!grant) throw new Error('insert into space_credit_grants returned no row');
    const granted = await grantCredits(tx, {
      spaceId,
      amount: grant.amount,
      kind: 'manual',
      idempotencyKey: `manual:${grant.id}`,
      description: grant.comment,
      userId: admin.id,
      now: grant.createdAt,
    });
    await audit(tx, admin, {
      action: 'customer.manual_credits',
      targetType: 'space',
      targetId: spaceId,
      brand: found.brand,
      before: { balance: granted.balance - grant.amount },
      after: { balance: granted.balance, amount: grant.amount, credit_type: grant.creditType },
    });
    return { row: grant, balance: granted.balance };
  });
  const [total] = await db
    .select({ sum: sql<string | null>`sum(${spaceCreditGrants.amount})` })
    .from(spaceCreditGrants)
    .where(and(inSpace(spaceCreditGrants, { spaceId }), eq(spaceCreditGrants.creditType, row.creditType)));
  announceCredits(realtime, spaceId, balance);
  return {
    _id: row.id,
    space_id: row.spaceId,
    amount: row.amount,
    credit_type: row.creditType,
    comment: row.comment,
    granted_by: row.grantedBy,
    created_at: row.createdAt.toISOString(),
    total_granted: Number(total?.sum ?? 0),
  };
}

/** How many admins a workspace has; call inside a transaction that locked the space row. */
export async function countSpaceAdmins(db: Db, spaceId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.isAdmin, true)));
  return row?.total ?? 0;
}

/** Serialises membership changes of one workspace (last-admin rules) inside a transaction. */
export async function lockSpace(db: Db, spaceId: string): Promise<void> {
  await db.select({ id: spaces.id }).from(spaces).where(eq(spaces.id, spaceId)).for('update');
}
