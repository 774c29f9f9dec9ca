/** The workspace's credit settings behind /billing/credits: balance, auto top-up, member monthly caps. */
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import { creditMemberCaps, creditWallets, type SpaceRow, spaceMembers } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { priceOf } from '../../platform/plans';
import {
  type AutoTopupInput,
  type CreditsSettingsJson,
  creditsMessages,
  type MemberCapInput,
} from './credits.schema';
import { monthStart, executedRows } from './credits.service';

export function fullName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

/** GET /billing/credits: balance, this month's usage, the auto top-up rule and every member's cap. */
export async function creditsSettings(scope: SpaceScope): Promise<CreditsSettingsJson> {
  const since = monthStart(scope.clock.now()).toISOString();
  const [wallet] = await scope.db.select().from(creditWallets).where(inSpace(creditWallets, scope));
  const [month] = executedRows<{ used: number | string; topups: number | string }>(
    await scope.db.execute(sql`select
      coalesce(-sum(delta) filter (where kind = 'usage'), 0)::bigint as used,
      (count(*) filter (where kind = 'topup'))::int as topups
      from credit_ledger where space_id = ${scope.spaceId}::uuid and created_at >= ${since}::timestamptz`),
  );
  const members = executedRows<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    monthly_cap: number | null;
    used: number | string;
  }>(
    await scope.db.execute(sql`select u.id, u.first_name, u.last_name, u.email, c.monthly_cap,
        coalesce((select -sum(l.delta) from credit_ledger l where l.space_id = m.space_id and l.user_id = u.id
          and l.kind = 'usage' and l.created_at >= ${since}::timestamptz), 0)::bigint as used
      from space_members m
      join users u on u.id = m.user_id
      left join credit_member_caps c on c.space_id = m.space_id and c.user_id = m.user_id
      where m.space_id = ${scope.spaceId}::uuid
      order by m.created_at, u.id`),
  );
  return {
    balance: wallet?.balance ?? 0,
    used_this_month: Number(month?.used ?? 0),
    auto_topup: {
      enabled: wallet?.autoTopupEnabled ?? false,
      threshold: wallet?.autoTopupThreshold ?? 0,
      price_id: wallet?.autoTopupPriceId ?? null,
      max_per_month: wallet?.autoTopupMaxPerMonth ?? 1,
      used_this_month: Number(month?.topups ?? 0),
    },
    member_caps: members.map((member) => ({
      user_id: member.id,
      full_name: fullName({ firstName: member.first_name, lastName: member.last_name, email: member.email }),
      monthly_cap: member.monthly_cap,
      used_this_month: Number(member.used),
    })),
  };
}

/** PUT /billing/credits/auto_topup: the pack must be one of the workspace's brand's credit packs. */
export async function saveAutoTopup(
  scope: SpaceScope,
  space: SpaceRow,
  input: AutoTopupInput,
): Promise<CreditsSettingsJson> {
  let priceId: string | null = null;
  if (input.price_id !== null) {
    const price = isUuid(input.price_id) ? await priceOf(scope.db, space.brand, input.price_id) : undefined;
    if (price?.kind !== 'credits' || !price.active) throw new AppError(400, creditsMessages.packNotFound);
    priceId = price.id;
  } else if (input.enabled) {
    throw new AppError(400, creditsMessages.packNotFound);
  }
  const settings = {
    autoTopupEnabled: input.enabled,
    autoTopupThreshold: input.threshold,
    autoTopupPriceId: priceId,
    autoTopupMaxPerMonth: input.max_per_month,
    updatedAt: scope.clock.now(),
  };
  await scope.db
    .insert(creditWallets)
    .values({ spaceId: scope.spaceId, balance: 0, ...settings })
    .onConflictDoUpdate({ target: creditWallets.spaceId, set: settings });
  return creditsSettings(scope);
}

/** A member of the scope's workspace, or 404 (another workspace's user is not found). */
export async function assertMember(scope: SpaceScope, userId: string): Promise<void> {
  const found = isUuid(userId)
    ? await scope.db
        .select({ userId: spaceMembers.userId })
        .from(spaceMembers)
        .where(and(inSpace(spaceMembers, scope), eq(spaceMembers.userId, userId)))
        .limit(1)
    : [];
  if (found.length === 0) throw new AppError(404, creditsMessages.notAMember);
}

/** PUT /billing/credits/member_caps/{user_id}: null removes the cap. */
export async function saveMemberCap(
  scope: SpaceScope,
  userId: string,
  input: MemberCapInput,
): Promise<CreditsSettingsJson> {
  await assertMember(scope, userId);
  if (input.monthly_cap === null) {
    await scope.db
      .delete(creditMemberCaps)
      .where(and(inSpace(creditMemberCaps, scope), eq(creditMemberCaps.userId, userId)));
  } else {
    const values = { monthlyCap: input.monthly_cap, updatedAt: scope.clock.now() };
    await scope.db
      .insert(creditMemberCaps)
      .values({ spaceId: scope.spaceId, userId, ...values })
      .onConflictDoUpdate({ target: [creditMemberCaps.spaceId, creditMemberCaps.userId], set: values });
  }
  return creditsSettings(scope);
}
