import type { Brand } from '@outreach/brands';

/**
 * The brand applied at run time (issue 14 item 6): the page's favicon and support widget
 * (support-widget.ts) follow the same brand object as the logo and the colours (the host's on the
 * sign-in pages, the workspace's once signed in). Saved brand changes show on the next load.
 */

/** The tab icon: the brand's uploaded favicon, else its logo (uploaded image or the seeded svg). */
export function faviconOf(brand: Brand): string {
  return brand.favicon ?? brand.logo.image ?? `data:image/svg+xml;utf8,${encodeURIComponent(brand.logo.svg)}`;
}

/** Points `<link rel="icon">` (made when missing) at the brand's favicon. */
export function applyFavicon(brand: Brand, doc: Document = document): void {
  let link = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  const href = faviconOf(brand);
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
