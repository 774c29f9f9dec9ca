import { useSyncExternalStore } from 'react';

/** spec platform §2 and §9: the sidebar turns horizontal below 1000 px. */
export const HORIZONTAL_SIDEBAR_QUERY = '(max-width: 999px)';
/** Below 768 px the mobile layout (bottom tabs and the account switcher) replaces the default one. */
export const MOBILE_QUERY = '(max-width: 767px)';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/** True while the media query matches; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}
