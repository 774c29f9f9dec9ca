import { findBrand } from '@outreach/brands';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type WhitelabelRow, whitelabels } from '../../db/schema';
import { AppError } from '../../errors';
import { type AdminScope, scopeBrands } from '../../platform/admin-scope';

export const opsMessages = {
  whitelabelNotFound: 'White-label not found',
  managerNotFound: 'Manager not found',
  managerName: 'Manager name may contain only letters, spaces and dashes',
  managerNameRequired: 'Name is required',
  description: 'Description must be at most 500 characters',
  titleTaken: 'This title is already chosen',
  minMax: 'Min must not be greater than max',
  points: 'Points must be a whole number from 0 to 100',
  unknownMetric: 'Unknown metric',
  threshold: 'Threshold must be a whole number from 0 to 100',
  notValidEmail: 'Not valid email',
  stripeCustomerFormat: 'Stripe customer must look like cus_…',
  stripeCustomerNotFound: 'Stripe customer not found',
  unknownCurrency: 'Unknown currency',
  unknownTier: 'Unknown tier',
  unknownInterval: 'Unknown interval',
  prepaidTaken: 'This email is already a prepaid customer of this brand',
  prepaidNotFound: 'Prepaid customer not found',
  dateFormat: 'Dates must be YYYY-MM-DD',
  dateOrder: 'From must not be after to',
  periodTooLong: 'The period can be at most 366 days',
} as const;

/** spec platform §5 "Email: standard address pattern". */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The white-label record of brand `id` inside the scope (404 otherwise, for a reseller too). A
 * brand that is a file in brands/ but not yet a record (the white-labels module seeds them) gets
 * its record here, with the defaults, so its managers and health rules can be kept.
 */
export async function whitelabelInScope(db: Db, scope: AdminScope, id: string): Promise<WhitelabelRow> {
  assertBrand(scope, id, opsMessages.whitelabelNotFound);
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.id, id)).limit(1);
  if (row) return row;
  const brand = findBrand(id);
  if (!brand) throw new AppError(404, opsMessages.whitelabelNotFound);
  await db.insert(whitelabels).values({ id: brand.id, settings: brand }).onConflictDoNothing();
  const [created] = await db.select().from(whitelabels).where(eq(whitelabels.id, id)).limit(1);
  if (!created) throw new AppError(404, opsMessages.whitelabelNotFound);
  return created;
}

/** assertBrandInScope with this module's 404 message (a reseller never learns other brands exist). */
export function assertBrand(scope: AdminScope, brand: string, message: string): void {
  const brands = scopeBrands(scope);
  if (brands && !brands.includes(brand)) throw new AppError(404, message);
}
