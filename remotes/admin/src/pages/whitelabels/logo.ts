import type { Brand } from '@outreach/brands';

/** The image a brand's logo shows: the uploaded one, else its seeded SVG as a data URL. */
export function logoSource(logo: Pick<Brand['logo'], 'svg' | 'image'>): string {
  return logo.image ?? `data:image/svg+xml;utf8,${encodeURIComponent(logo.svg)}`;
}
