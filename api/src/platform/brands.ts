import { type Brand, brands as staticBrands, defaultBrandId, getBrand } from '@outreach/brands';
import { brandSchema } from '@outreach/brands/schema';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type WhitelabelRow, whitelabels } from '../db/schema';

/**
 * White-labels as records (issue 14): the `whitelabels` table is the server's source of truth
 * for brands. The files of brands/ only seed it (ensureWhitelabels) and stay the last resort when
 * a row is missing. Every lookup reads the table afresh (no process cache): the table is tiny,
 * and a save must show on the next request on every node.
 */

/** The default brand (reachly): never archived, the last fallback of every lookup. */
export const defaultWhitelabelId = defaultBrandId;

/** Inserts each static brand of brands/ as an active row when missing; never overwrites an edited row. */
export async function ensureWhitelabels(db: Db): Promise<void> {
  await db
    .insert(whitelabels)
    .values(
      staticBrands.map((brand) => ({
        id: brand.id,
        status: 'active' as const,
        settings: brandSchema.parse(brand),
      })),
    )
    .onConflictDoNothing();
}

/** Every row (the table holds a handful). */
export async function allWhitelabels(db: Db): Promise<WhitelabelRow[]> {
  return db.select().from(whitelabels);
}

export async function whitelabelRow(db: Db, id: string): Promise<WhitelabelRow | undefined> {
  const [row] = await db.select().from(whitelabels).where(eq(whitelabels.id, id)).limit(1);
  return row;
}

/** The public settings of every active white-label. */
export async function loadBrands(db: Db): Promise<Brand[]> {
  const rows = await allWhitelabels(db);
  return rows.filter((row) => row.status === 'active').map((row) => row.settings);
}

/** `Host` header → hostname, lower-cased and without the port. */
export function hostnameOf(host: string | null | undefined): string {
  return (host ?? '').trim().toLowerCase().replace(/:\d+$/, '');
}

/** What a brand look-up reads of a white-label row. */
export type WhitelabelBrandRow = Pick<WhitelabelRow, 'id' | 'status' | 'settings'>;

/** The default brand: its row when active, else the static one. */
function defaultFrom(rows: readonly WhitelabelBrandRow[]): Brand {
  const row = rows.find((candidate) => candidate.id === defaultBrandId && candidate.status === 'active');
  return row?.settings ?? getBrand(defaultBrandId);
}

/**
 * The brand of a request's host: an ACTIVE brand whose `domains` hold the hostname, else the
 * fallback brand's row (DEFAULT_BRAND) when active, else the default brand. An archived brand's
 * hosts therefore fall back.
 */
export async function brandForHostFrom(
  db: Db,
  host: string | null | undefined,
  fallbackId: string = defaultBrandId,
): Promise<Brand> {
  const hostname = hostnameOf(host);
  const rows = await allWhitelabels(db);
  const active = rows.filter((row) => row.status === 'active');
  const match = active.find((row) => row.settings.domains.includes(hostname));
  if (match) return match.settings;
  const fallback = active.find((row) => row.id === fallbackId);
  return fallback?.settings ?? defaultFrom(rows);
}

/** A brand by id: its row (archived too, so its workspaces keep working), else the static default. */
export async function brandById(db: Db, id: string | null | undefined): Promise<Brand> {
  if (id) {
    const row = await whitelabelRow(db, id);
    if (row) return row.settings;
  }
  return getBrand(id);
}

/**
 * The brand an account's `brand` value belongs to: the row whose `values` include the value or
 * whose id is the value (spec §1: three values count as the main brand), else the default brand.
 */
export async function brandForAccount(db: Db, value: string | null | undefined): Promise<Brand> {
  return brandForAccountIn(await allWhitelabels(db), value);
}

/** `brandForAccount` over rows already read (GET /space/info reads them in its one statement). */
export function brandForAccountIn(
  rows: readonly WhitelabelBrandRow[],
  value: string | null | undefined,
): Brand {
  if (value) {
    const byId = rows.find((row) => row.id === value);
    if (byId) return byId.settings;
    const byValue = rows.find((row) => row.settings.values.includes(value));
    if (byValue) return byValue.settings;
  }
  return defaultFrom(rows);
}
