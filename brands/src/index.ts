import { acme } from './brands/acme';
import { closedesk } from './brands/closedesk';
import { reachly } from './brands/reachly';
import { type Brand, brandSchema } from './schema';

export { type Brand, brandSchema, type Palette, paletteSchema, supportIntegrations } from './schema';

/** Every brand, validated once when the module loads: a bad brand file fails fast. */
export const brands: readonly Brand[] = [reachly, closedesk, acme].map((brand) => brandSchema.parse(brand));

export const defaultBrandId = 'reachly';

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
