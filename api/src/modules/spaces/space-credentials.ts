import { and, count, inArray } from 'drizzle-orm';
import { credentials } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';

/**
 * What the workspace module needs to know about credentials (connected accounts):
 * seats in use and which ids exist. The credentials module owns the table and its
 * rules; these are the read-only questions workspaces ask of it.
 */

export interface SeatUsage {
  /** Connected accounts occupying a seat: every credential row of the workspace. */
  used: number;
  cloud: number;
  extension: number;
}

type SeatScope = Pick<SpaceScope, 'db' | 'spaceId'>;

/** spec platform §3 used_seats, split by automation type for the cloud and extension seat counts. */
export async function seatUsage(scope: SeatScope): Promise<SeatUsage> {
  const rows = await scope.db
    .select({ automationType: credentials.automationType, total: count() })
    .from(credentials)
    .where(inSpace(credentials, scope))
    .groupBy(credentials.automationType);
  const cloud = rows.find((row) => row.automationType === 'cloud')?.total ?? 0;
  const extension = rows.find((row) => row.automationType === 'extension')?.total ?? 0;
  return { used: cloud + extension, cloud, extension };
}

/** spec platform §3 used_seats: how many connected accounts the workspace has. */
export async function countSeatsUsed(scope: SeatScope): Promise<number> {
  return (await seatUsage(scope)).used;
}

/** Every credential id of the workspace (what an admin may use, platform §6). */
export async function listSpaceCredentialIds(scope: SeatScope): Promise<string[]> {
  const rows = await scope.db
    .select({ id: credentials.id })
    .from(credentials)
    .where(inSpace(credentials, scope))
    .orderBy(credentials.createdAt, credentials.id);
  return rows.map((row) => row.id);
}

/**
 * `ids` without duplicates, each checked to be a credential of this workspace;
 * anything else is 400 'Credentials not found' (spec platform §8), so a worker can
 * never be given another workspace's account.
 */
export async function requireSpaceCredentialIds(scope: SeatScope, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await scope.db
    .select({ id: credentials.id })
    .from(credentials)
    .where(and(inSpace(credentials, scope), inArray(credentials.id, unique)));
  if (rows.length !== unique.length) throw new AppError(400, 'Credentials not found');
  return unique;
}

/** `ids` that still name a credential of this workspace (deleted ones drop out). */
export async function keepExistingCredentialIds(scope: SeatScope, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const existing = new Set(
    (
      await scope.db
        .select({ id: credentials.id })
        .from(credentials)
        .where(and(inSpace(credentials, scope), inArray(credentials.id, [...ids])))
    ).map((row) => row.id),
  );
  return ids.filter((id) => existing.has(id));
}
