/** The brand's billing section of the admin console, and its price floors. */
import { billingMessages, intervalMonths, tiers } from '@outreach/core/billing';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type WhitelabelRow, whitelabels } from '../../db/schema';
import { AppError } from '../../errors';
import { type AdminScope, assertSuperAdmin, audit } from '../../platform/admin-scope';
import type { AdminBrandBillingJson, PriceFloorInput } from './billing-admin.schema';
import { type Deps, brandSettings } from './billing-admin.service';
import { invoicedCurrencies } from './admin-prices';
import { billingAdminMessages as messages } from './billing-admin.schema';

async function brandBillingJson(
  db: Db,
  scope: AdminScope,
  row: WhitelabelRow,
): Promise<AdminBrandBillingJson> {
  const invoiced = await invoicedCurrencies(db, row.id);
  return {
    whitelabel: row.id,
    price_floor: row.priceFloor,
    invoiced_currencies: invoiced,
    currency_locked: invoiced.length > 0,
    can_edit_floor: scope.kind === 'platform' && scope.superAdmin,
  };
}

/** GET /admin/whitelabels/{id}/billing: the price floor and the currency lock. */
export async function brandBilling(db: Db, scope: AdminScope, id: string): Promise<AdminBrandBillingJson> {
  return brandBillingJson(db, scope, await brandSettings(db, scope, id));
}

const tierPattern = tiers.join('|');
const intervalPattern = Object.keys(intervalMonths).join('|');
const currencyPattern = '[A-Z]{3}';
const floorKeyPattern = new RegExp(
  `^((${tierPattern}):(${intervalPattern})(:${currencyPattern})?|credits(:${currencyPattern})?)$`,
);

/** PUT /admin/whitelabels/{id}/price_floor (super admins only). */
export async function setPriceFloor(
  deps: Deps,
  scope: AdminScope,
  id: string,
  input: PriceFloorInput,
): Promise<AdminBrandBillingJson> {
  assertSuperAdmin(scope);
  const row = await brandSettings(deps.db, scope, id);
  const badKey = Object.keys(input.price_floor).find((key) => !floorKeyPattern.test(key));
  if (badKey !== undefined) throw new AppError(400, messages.floorKey(badKey));
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(whitelabels)
      .set({ priceFloor: input.price_floor, updatedAt: deps.clock.now() })
      .where(eq(whitelabels.id, id))
      .returning();
    if (!updated) throw new AppError(400, billingMessages.createBrandSettings);
    await audit(tx, scope.user, {
      action: 'whitelabel.price_floor',
      targetType: 'whitelabel',
      targetId: id,
      brand: id,
      before: row.priceFloor,
      after: input.price_floor,
    });
    return updated;
  });
  return brandBillingJson(deps.db, scope, saved);
}
