import type { Brand } from '@outreach/brands';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A square logo with the brand's first letter in its own colours: a start the reseller replaces. */
export function monogramLogo(name: string, palette: Brand['light']): string {
  const letter = escapeXml((name.trim()[0] ?? '?').toUpperCase());
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${palette.primary}"/>` +
    `<text x="16" y="22" text-anchor="middle" font-family="system-ui, sans-serif" font-size="17" font-weight="700" fill="${palette.primaryContrast}">${letter}</text></svg>`
  );
}

/**
 * The settings of a new white-label copied from `source`. A copy of a reseller's own brand keeps
 * everything (they chose it); a copy of one of the platform's brands keeps its colours, sign-in
 * options and features but none of the platform's identity: no help, learning, community,
 * affiliate or refer links, no logo or favicon, no support chat account, no changelog widget
 * (issue 26 item 21: nothing of the platform's name reaches a brand's customer unless the reseller
 * chose it).
 */
export function partnerCopyOf(source: Brand, fields: Pick<Brand, 'id' | 'name' | 'domains'>): Brand {
  const copy: Brand = { ...source, ...fields, family: 'partner', values: [fields.id] };
  if (source.family === 'partner') return copy;
  const { favicon: _platformFavicon, ...withoutFavicon } = copy;
  return {
    ...withoutFavicon,
    logo: { shape: 'square', svg: monogramLogo(fields.name, source.light) },
    navLinks: {},
    support: { integration: 'no_support' },
    features: { ...source.features, changelogWidget: false, referAndEarn: false },
  };
}
