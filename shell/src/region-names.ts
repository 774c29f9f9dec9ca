/**
 * Country names in `locale`, English where it has none, from the runtime's CLDR data (no bytes
 * shipped); null where the runtime has no Intl.DisplayNames (callers then show the code).
 */
export function regionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return null;
  }
}
