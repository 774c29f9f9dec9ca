import { remoteForPath } from '@outreach/core/areas';
import { documentTitle, useBrand } from '@outreach/sdk';
import { useEffect } from 'react';
import { useLocation } from './open-router';

/**
 * The document title of the shell's own pages (issue 26 item 26: they kept "Sign in" or the last
 * area's title): "<the page's heading> · <brand name>" (sdk documentTitle), the heading being the
 * page's h1, already in the user's language. It follows the heading while the page renders (lazy
 * pages, strings loading). The areas' pages are titled by their routes (sdk AreaRoutes), so a path
 * a remote owns is left to it.
 */
export function ShellPageTitle() {
  const { pathname } = useLocation();
  const brandName = useBrand()?.name;
  const shellPage = remoteForPath(pathname) === null;
  useEffect(() => {
    if (!shellPage || typeof MutationObserver === 'undefined') return;
    const apply = () => {
      const heading = document.querySelector('h1')?.textContent?.trim();
      const next = documentTitle(heading, brandName);
      if (next && document.title !== next) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [shellPage, brandName]);
  return null;
}
