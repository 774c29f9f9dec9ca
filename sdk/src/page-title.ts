import { useEffect } from 'react';
import { useBrand } from './session';

/**
 * A document title: "<Page> · <brand name>" (issue 26 item 26), the brand alone without a page, the
 * page alone before the shell knows its brand. The one place titles are worded: the areas' routes
 * (AreaRoutes) and the shell's own pages (its page-title observer) both go through it.
 */
export function documentTitle(page: string | null | undefined, brandName: string | null | undefined): string {
  return [page?.replace(/\s+/g, ' ').trim(), brandName?.trim()].filter(Boolean).join(' · ');
}

/** Sets the document title to `documentTitle(page, the page's brand)` while `page` is given. */
export function useDocumentTitle(page: string | undefined): void {
  const brandName = useBrand()?.name;
  useEffect(() => {
    if (page && typeof document !== 'undefined') document.title = documentTitle(page, brandName);
  }, [page, brandName]);
}
