/** Seats (spec platform §3, §8): used and free seats, and the rule for one more credential. */
import type { Brand } from '@outreach/brands';
import { and, count, eq, ne } from 'drizzle-orm';
import { brandForAccount } from '../../platform/brands';
import type { Db } from '../../db/client';
import { type AutomationType, credentials, type SpaceRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { SeatsJson } from './credential-responses.schema';
import { credentialMessages } from './credentials.schema';

interface SeatCounts {
  total: number;
  cloud: number;
  extension: number;
}

export async function seatCounts(db: Db, spaceId: string, exceptId?: string): Promise<SeatCounts> {
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
export function assertSeat(
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
