/**
 * issue 25: the navigation of the pages open without sign-in (sign-in, sign-up, password reset,
 * legal pages, /error, /oauth, the invite page), without react-router, which loads with the
 * signed-in app. The pages import `Link`, `Navigate`, `useNavigate`, `useLocation` and
 * `useSearchParams` from here, with react-router's names and the part of its behaviour they use
 * (absolute paths only). Who answers them is the nearest provider:
 *
 * - `OpenRouter` on a first page that is an open one: the address bar through history.pushState /
 *   replaceState (react-router's state shape, so BrowserRouter takes over the history later) and
 *   popstate;
 * - `RouterNavigation` (router-navigation.tsx) inside react-router, once the signed-in app is
 *   loaded: react-router's location and navigate.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';

export interface OpenLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface OpenNavigateOptions {
  replace?: boolean;
}

export type OpenNavigate = (to: string, options?: OpenNavigateOptions) => void;

interface Navigation {
  location: OpenLocation;
  navigate: OpenNavigate;
}

export const NavigationContext = createContext<Navigation | null>(null);

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('An open page needs OpenRouter or RouterNavigation above it.');
  return navigation;
}

export function useLocation(): OpenLocation {
  return useNavigation().location;
}

export function useNavigate(): OpenNavigate {
  return useNavigation().navigate;
}

type SearchUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/** The current query and a setter that navigates to it, as react-router's `useSearchParams()`. */
export function useSearchParams(): readonly [
  URLSearchParams,
  (next: SearchUpdate, options?: OpenNavigateOptions) => void,
] {
  const { location, navigate } = useNavigation();
  const { pathname, search } = location;
  return useMemo(() => {
    const query = new URLSearchParams(search);
    const setQuery = (next: SearchUpdate, options?: OpenNavigateOptions) => {
      const params = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      const text = params.toString();
      navigate(`${pathname}${text ? `?${text}` : ''}`, options);
    };
    return [query, setQuery] as const;
  }, [pathname, search, navigate]);
}

/** Navigates once rendered, as react-router's `<Navigate>`. */
export function Navigate({ to, replace }: { to: string } & OpenNavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigates once, when rendered (react-router's Navigate)
  useEffect(() => navigate(to, { replace }), []);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** An in-app link: a plain click navigates without a reload; a modified click or a target opens as the browser does. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, onClick, ...rest },
  ref,
) {
  const navigate = useNavigate();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (rest.target && rest.target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} ref={ref} href={to} onClick={handle} />;
});

// The address bar as a store (OpenRouter).
const listeners = new Set<() => void>();
let current: OpenLocation | undefined;

function readLocation(): OpenLocation {
  const { pathname, search, hash } = window.location;
  if (!current || current.pathname !== pathname || current.search !== search || current.hash !== hash) {
    current = { pathname, search, hash };
  }
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The address bar's location, following pushes made here and the browser's back and forward. */
export function useAddressBar(): OpenLocation {
  return useSyncExternalStore(subscribe, readLocation, readLocation);
}

/** react-router's history entry shape ({ usr, key, idx }), so its BrowserRouter counts entries on from ours. */
function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

export const navigateAddressBar: OpenNavigate = (to, options = {}) => {
  const url = new URL(to, window.location.href);
  const target = `${url.pathname}${url.search}${url.hash}`;
  const key = Math.random().toString(36).slice(2, 10);
  if (options.replace) window.history.replaceState({ usr: null, key, idx: historyIndex() }, '', target);
  else window.history.pushState({ usr: null, key, idx: historyIndex() + 1 }, '', target);
  for (const listener of [...listeners]) listener();
};

/** The open pages' navigation on the address bar itself (no react-router loaded). */
export function OpenRouter({ children }: { children: ReactNode }) {
  const location = useAddressBar();
  const value = useMemo(() => ({ location, navigate: navigateAddressBar }), [location]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}
