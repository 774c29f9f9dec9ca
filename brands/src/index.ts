import { acme } from './brands/acme';
import { closedesk } from './brands/closedesk';
import { reachly } from './brands/reachly';
import { defaultBrandId } from './default';
import type { Brand } from './schema';

// The zod schema lives at '@outreach/brands/schema' (tests and the server validate with it),
// so browsers never download zod: this module is a federation singleton and is not tree-shaken.
export type { Brand, Palette } from './schema';

/** Every brand; brands.test.ts and the server's start-up validate them against the schema. */
export const brands: readonly Brand[] = [reachly, closedesk, acme];

export { defaultBrandId, defaultLightPalette } from './default';

export function findBrand(id: string | null | undefined): Brand | undefined {
  return brands.find((brand) => brand.id === id);
}

export function getBrand(id: string | null | undefined): Brand {
  return findBrand(id) ?? (findBrand(defaultBrandId) as Brand);
}

/** Which brand an account's `brand` field value belongs to (spec §1: three values count as main). */
export function brandForAccountValue(value: string | null | undefined): Brand {
  return brands.find((brand) => value && brand.values.includes(value)) ?? getBrand(defaultBrandId);
}

/** The brand of a request, from its host (custom domain), else the default (or `fallbackId`). */
export function brandForHost(host: string | null | undefined, fallbackId = defaultBrandId): Brand {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return brands.find((brand) => brand.domains.includes(hostname)) ?? getBrand(fallbackId);
}

export function isMainBrand(brand: Brand): boolean {
  return brand.family === 'main';
}
