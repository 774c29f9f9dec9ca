/**
 * The dialer's numbers (spec ai-telephony §3 Owned phone number, §4 Buy flow, §5 Buy form, §7;
 * issue 27): activation (has_dialer), the carrier's inventory, buying (charged in credits as
 * "phone install" and the first "phone monthly", and activating the dialer), editing the
 * forwarding number and releasing. Every query is scoped to the workspace.
 */
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { dialerAccounts, type DialerPhoneRow, dialerPhones } from '../../db/schema';
import { AppError } from '../../errors';
import type { SpaceAccess } from '../../platform/context';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { findInSpace } from '../../platform/space-rows';
import {
  type CarrierRegion,
  CarrierError,
  type PhoneNumberCategory,
  type VoiceCarrier,
} from '../../providers/voice/voice.provider';
import { debitCredits } from '../credits';
import { type BuyPhonesInput, dialerMessages, type OwnedPhoneJson } from './dialer.schema';

/** One month after `from` (the same day of the next month, or its last day). */
export function nextMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export async function dialerActivation(scope: Pick<SpaceScope, 'db' | 'spaceId'>): Promise<Date | null> {
  const [row] = await scope.db
    .select({ at: dialerAccounts.activatedAt })
    .from(dialerAccounts)
    .where(eq(dialerAccounts.spaceId, scope.spaceId));
  return row?.at ?? null;
}

/** The account flag has_dialer (spec §6), for the shell's account. */
export async function hasDialer(scope: Pick<SpaceScope, 'db' | 'spaceId'>): Promise<boolean> {
  return (await dialerActivation(scope)) !== null;
}

/** POST /dialer/activate, and buying a number (spec §4 "activates the dialer on the account if it is missing"). */
export async function activateDialer(scope: SpaceScope, userId: string): Promise<Date> {
  await scope.db
    .insert(dialerAccounts)
    .values({ spaceId: scope.spaceId, activatedBy: userId, activatedAt: scope.clock.now() })
    .onConflictDoNothing();
  const at = await dialerActivation(scope);
  if (!at) throw new Error('dialer not activated');
  return at;
}

// ---- the carrier's inventory ----

async function countryOf(carrier: VoiceCarrier, countryCode: string, category: PhoneNumberCategory) {
  const country = (await carrier.countries()).find(
    (entry) => entry.countryCode === countryCode.toUpperCase(),
  );
  if (!country) throw new AppError(404, dialerMessages.countryNotFound);
  if (!country.categories.some((entry) => entry.type === category))
    throw new AppError(400, `category: ${dialerMessages.categoryNotAvailable}`);
  return country;
}

export async function listCountries(carrier: VoiceCarrier) {
  const countries = await carrier.countries();
  return countries.flatMap((country) =>
    country.categories.map((category) => ({
      code: country.dialCode,
      country_code: country.countryCode,
      name: country.name,
      has_states: country.hasStates,
      available_categories: country.categories.map((entry) => entry.type),
      type: category.type,
      count: category.count,
    })),
  );
}

export async function listStates(carrier: VoiceCarrier, countryCode: string, category: PhoneNumberCategory) {
  const country = await countryOf(carrier, countryCode, category);
  return country.hasStates ? carrier.states(country.countryCode, category) : [];
}

export function regionJson(region: CarrierRegion) {
  return {
    id: region.id,
    name: region.name,
    country_code: region.countryCode,
    category: region.category,
    state: region.state,
    is_sms_supported: region.isSmsSupported,
    phones_available: region.phonesAvailable,
    monthly_price: region.monthlyPrice,
    installation_price: region.installationPrice,
  };
}

/** spec §4 "Picking a state loads regions"; §5 "State is required only if the country has states". */
export async function listRegions(
  carrier: VoiceCarrier,
  query: { country_code: string; category: PhoneNumberCategory; state_id?: string | undefined },
) {
  const country = await countryOf(carrier, query.country_code, query.category);
  const stateId = query.state_id ?? null;
  if (country.hasStates && !stateId) throw new AppError(400, `state_id: ${dialerMessages.stateRequired}`);
  if (!country.hasStates && stateId) throw new AppError(400, `state_id: ${dialerMessages.noStates}`);
  if (stateId) {
    const states = await carrier.states(country.countryCode, query.category);
    if (!states.some((state) => state.id === stateId)) throw new AppError(404, dialerMessages.stateNotFound);
  }
  return (await carrier.regions(country.countryCode, query.category, stateId)).map(regionJson);
}

// ---- owned numbers ----

export function ownedPhoneJson(row: DialerPhoneRow, phonesAvailable: number | null = null): OwnedPhoneJson {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    notice: row.notice,
    category: row.category,
    country: { country_code: row.countryCode },
    region: { id: row.regionId, name: row.regionName },
    state: row.stateName ? { name: row.stateName } : null,
    is_sms_supported: row.isSmsSupported,
    monthly_price: row.monthlyPrice,
    installation_price: row.installationPrice,
    phones_available: phonesAvailable,
    number_to_redirect: row.numberToRedirect,
    user_id: row.userId,
    next_charge_at: row.nextChargeAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /dialer/phones: the workspace's numbers, oldest first (then by number), with their region's availability. */
export async function listPhones(scope: SpaceScope, carrier: VoiceCarrier): Promise<OwnedPhoneJson[]> {
  const rows = await scope.db
    .select()
    .from(dialerPhones)
    .where(inSpace(dialerPhones, scope))
    .orderBy(asc(dialerPhones.createdAt), asc(dialerPhones.number));
  const available = new Map<string, number | null>();
  for (const regionId of new Set(rows.map((row) => row.regionId))) {
    available.set(regionId, (await carrier.region(regionId))?.phonesAvailable ?? null);
  }
  return rows.map((row) => ownedPhoneJson(row, available.get(row.regionId) ?? null));
}

export function findPhone(scope: Pick<SpaceScope, 'db' | 'spaceId'>, id: string): Promise<DialerPhoneRow> {
  return findInSpace<DialerPhoneRow>(
    scope,
    dialerPhones,
    getTableColumns(dialerPhones),
    id,
    dialerMessages.phoneNotFound,
  );
}

/** Editing or releasing a number: its owner or a workspace admin (a member cannot take another's number). */
function assertMayChange(row: DialerPhoneRow, userId: string, access: Pick<SpaceAccess, 'isSpaceAdmin'>) {
  if (!access.isSpaceAdmin && row.userId !== userId) throw new AppError(403, dialerMessages.notOwner);
}

export interface BuyContext {
  scope: SpaceScope;
  carrier: VoiceCarrier;
  userId: string;
  /** A key the request makes once: the carrier's purchase and the debits are idempotent by it. */
  reference: string;
}

/**
 * POST /dialer/phones/buy: checks the region and its availability (§5 "at most phones_available"),
 * charges count × (installation + first month) in one transaction before the carrier buys, so a
 * short balance refuses the purchase with nothing bought, and a failed purchase rolls the debits
 * back. Activates the dialer (§4).
 */
export async function buyPhones(context: BuyContext, input: BuyPhonesInput) {
  const { scope, carrier, userId, reference } = context;
  const region = await carrier.region(input.region_id);
  if (!region) throw new AppError(404, dialerMessages.regionNotFound);
  if (region.phonesAvailable === 0) throw new AppError(409, dialerMessages.soldOut);
  if (input.count > region.phonesAvailable)
    throw new AppError(400, `count: ${dialerMessages.countMax(region.phonesAvailable)}`);
  const now = scope.clock.now();
  const forwardTo = input.number_to_redirect ?? null;
  let balance = 0;
  const rows = await scope.db.transaction(async (tx) => {
    const charges = [
      {
        category: 'phone_install' as const,
        amount: region.installationPrice * input.count,
        what: 'installation',
      },
      { category: 'phone_monthly' as const, amount: region.monthlyPrice * input.count, what: 'first month' },
    ];
    for (const charge of charges.filter((entry) => entry.amount > 0)) {
      const debit = await debitCredits(tx, {
        spaceId: scope.spaceId,
        userId,
        amount: charge.amount,
        category: charge.category,
        idempotencyKey: `dialer-buy:${reference}:${charge.category}`,
        description: `Phone numbers: ${input.count} in ${region.name}, ${charge.what}`,
        now,
      });
      balance = debit.balance;
    }
    const bought = await carrier
      .purchase({ regionId: region.id, count: input.count, forwardTo, reference })
      .catch((error: unknown) => {
        // Sold out reads as the spec's words; any other refusal keeps the carrier's plain sentence.
        if (error instanceof CarrierError && error.code === 'sold_out')
          throw new AppError(409, dialerMessages.soldOut);
        throw error;
      });
    // Numbers the carrier sold but the database did not keep go back at once.
    const giveBack = async (error: unknown): Promise<never> => {
      for (const number of bought) await carrier.release(number.carrierId);
      throw error;
    };
    const inserted = await tx
      .insert(dialerPhones)
      .values(
        bought.map((number) => ({
          spaceId: scope.spaceId,
          userId,
          number: number.number,
          carrierId: number.carrierId,
          category: region.category,
          countryCode: region.countryCode,
          regionId: region.id,
          regionName: region.name,
          stateName: region.state?.name ?? null,
          isSmsSupported: region.isSmsSupported,
          monthlyPrice: region.monthlyPrice,
          installationPrice: region.installationPrice,
          numberToRedirect: forwardTo,
          nextChargeAt: nextMonth(now),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning()
      .catch(giveBack);
    await tx
      .insert(dialerAccounts)
      .values({ spaceId: scope.spaceId, activatedBy: userId, activatedAt: now })
      .onConflictDoNothing();
    return inserted;
  });
  const left = (await carrier.region(region.id))?.phonesAvailable ?? null;
  return {
    message: dialerMessages.purchased,
    phones: rows.map((row) => ownedPhoneJson(row, left)),
    balance,
  };
}

/** PUT /dialer/phones/{id}: the forwarding number (the carrier's routing first, then the row). */
export async function updatePhone(
  scope: SpaceScope,
  carrier: VoiceCarrier,
  who: { userId: string; access: Pick<SpaceAccess, 'isSpaceAdmin'> },
  id: string,
  input: { number_to_redirect?: string | null | undefined },
): Promise<OwnedPhoneJson> {
  const row = await findPhone(scope, id);
  assertMayChange(row, who.userId, who.access);
  if (input.number_to_redirect === undefined) return ownedPhoneJson(row);
  const forwardTo = input.number_to_redirect;
  await carrier.updateForwarding(row.carrierId, forwardTo).catch((error: unknown) => {
    if (error instanceof CarrierError) throw new AppError(409, error.message);
    throw error;
  });
  const [updated] = await scope.db
    .update(dialerPhones)
    .set({ numberToRedirect: forwardTo, updatedAt: scope.clock.now() })
    .where(and(inSpace(dialerPhones, scope), eq(dialerPhones.id, row.id)))
    .returning();
  if (!updated) throw new AppError(404, dialerMessages.phoneNotFound);
  return ownedPhoneJson(updated);
}

/** DELETE /dialer/phones/{id}: gives the number back to the carrier; its calls stay in the history. */
export async function releasePhone(
  scope: SpaceScope,
  carrier: VoiceCarrier,
  who: { userId: string; access: Pick<SpaceAccess, 'isSpaceAdmin'> },
  id: string,
): Promise<{ id: string }> {
  const row = await findPhone(scope, id);
  assertMayChange(row, who.userId, who.access);
  await carrier.release(row.carrierId);
  await scope.db.delete(dialerPhones).where(and(inSpace(dialerPhones, scope), eq(dialerPhones.id, row.id)));
  return { id: row.id };
}
