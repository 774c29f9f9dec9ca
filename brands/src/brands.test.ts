import { describe, expect, it } from 'vitest';
import { brandForAccountValue, brandForHost, brands, getBrand, isMainBrand } from './index';
import { defaultBrandId, defaultLightPalette } from './default';
import { brandSchema } from './schema';

describe('brands', () => {
  it.each(brands.map((brand) => [brand.id, brand] as const))('brand %s matches the schema', (_id, brand) => {
    expect(brandSchema.safeParse(brand).error?.issues ?? []).toEqual([]);
  });

  it('holds a main family, a restricted brand and a partner brand with a rectangle logo', () => {
    expect(brands.map((brand) => brand.family).sort()).toEqual(['main', 'partner', 'restricted']);
    const partner = brands.find((brand) => brand.family === 'partner');
    expect(partner?.logo.shape).toBe('rectangle');
  });

  it('counts three brand values as main (spec §1)', () => {
    const main = brands.filter(isMainBrand);
    expect(main.flatMap((brand) => brand.values)).toHaveLength(3);
    for (const value of main[0]?.values ?? []) expect(isMainBrand(brandForAccountValue(value))).toBe(true);
  });

  it('gives the restricted brand no new workspace, no health panel and a credentials maximum', () => {
    const restricted = getBrand('closedesk');
    expect(restricted.features).toMatchObject({
      newWorkspace: false,
      healthPanel: false,
      seatsMode: 'max_credentials',
    });
    expect(restricted.features.maxCredentials).toBeGreaterThan(0);
  });

  it('uses #47e671 as the default primary colour', () => {
    expect(getBrand(undefined).light.primary).toBe('#47e671');
  });

  it('resolves the brand from the request host, ignoring the port, with a default', () => {
    expect(brandForHost('outreach.acme.test:443').id).toBe('acme');
    expect(brandForHost('APP.CLOSEDESK.TEST').id).toBe('closedesk');
    expect(brandForHost('unknown.example').id).toBe('reachly');
    expect(brandForHost(undefined, 'acme').id).toBe('acme');
  });

  it.each([
    ['https://portal.example.com', true],
    ['https://portal.example.com:8443', true],
    ['http://localhost:5173', true],
    ['http://partner.localhost', true],
    ['http://portal.example.com', false],
    ['https://portal.example.com/path', false],
    ['https://portal.example.com/', false],
    ["https://a.example; script-src 'unsafe-inline'", false],
    ['*', false],
  ])('takes %s as an embed origin: %s', (origin, valid) => {
    expect(brandSchema.safeParse({ ...getBrand('acme'), embedOrigins: [origin] }).success).toBe(valid);
  });

  it('gives a brand record without embedOrigins an empty list (nobody else may frame it)', () => {
    const { embedOrigins: _origins, ...record } = getBrand('acme');
    expect(brandSchema.parse(record).embedOrigins).toEqual([]);
  });

  it('rejects a brand whose colour is not hex', () => {
    const bad = { ...getBrand('acme'), light: { ...getBrand('acme').light, primary: 'blue' } };
    expect(brandSchema.safeParse(bad).success).toBe(false);
  });
});

describe('@outreach/brands/default', () => {
  it("names the brand the list falls back to, and that brand's light palette", () => {
    const fallback = getBrand(undefined);
    expect(fallback.id).toBe(defaultBrandId);
    expect(brands).toContain(fallback);
    expect(fallback.light).toBe(defaultLightPalette);
    expect(defaultLightPalette.primary).toBe('#47e671');
  });
});
