import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

const RELOAD_FLAG = 'lazy-page-reloaded';

/**
 * The reload flag in sessionStorage. Reading the `sessionStorage` global itself throws where the
 * browser denies storage (a cross-site frame with third-party storage blocked, a sandboxed
 * iframe): there the flag lives in memory for the page, which still reloads at most once.
 */
let reloadFlagInMemory = false;
function reloadFlag(action: 'read' | 'set' | 'clear'): boolean {
  try {
    if (action === 'read') return sessionStorage.getItem(RELOAD_FLAG) === '1';
    if (action === 'set') sessionStorage.setItem(RELOAD_FLAG, '1');
    else sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    if (action === 'read') return reloadFlagInMemory;
    reloadFlagInMemory = action === 'set';
  }
  return false;
}

/**
 * spec platform §2: "A failed lazy page load reloads the window" — once, so a page
 * that is really gone does not reload forever; the error then reaches the boundary.
 */
export function lazyPage<T extends ComponentType>(load: () => Promise<{ default: T }>): LazyPage<T> {
  // One load shared by the first render and an earlier `preload` (a failed one may be tried again).
  let loading: Promise<{ default: T }> | null = null;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const Page = lazy(async () => {
    try {
      const module = await loadOnce();
      reloadFlag('clear');
      return module;
    } catch (error) {
      if (typeof window !== 'undefined' && !reloadFlag('read')) {
        reloadFlag('set');
        window.location.reload();
        return new Promise<{ default: T }>(() => {});
      }
      throw error;
    }
  });
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}

/**
 * A lazy page whose code can be asked for before it renders (issue 25: the area starts the current
 * page's chunks beside its strings, `preloadAreaPage`, instead of after them).
 */
export type LazyPage<T extends ComponentType> = LazyExoticComponent<T> & { preload: () => Promise<void> };
