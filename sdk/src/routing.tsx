import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { type FeatureFlag, type FeatureSet, hasFeature } from '@outreach/core/features';
import type { Locales } from './i18n';
import { useDocumentTitle } from './page-title';
import { LockedFeature } from './upgrade';

// issue 25: in a module of its own, without react-router, for the shell's open pages.
export { type LazyPage, lazyPage } from './lazy-page';

/** One route of an area: a lazily loaded page, or a redirect (query string kept). */
export interface AreaRoute {
  /** Full path from the root, react-router syntax: '/campaigns/my-campaigns', '/inbox/:profileId?'. */
  path: string;
  /** Page title (already translated by the caller or an English fallback). */
  title?: string;
  Page?: LazyExoticComponent<ComponentType> | ComponentType;
  /** Redirect target; `:param` segments are filled from the matched params. */
  redirect?: string;
  /** The page needs this plan feature (spec: "requires feature ..."). */
  feature?: FeatureFlag;
}

/** The route `pathname` renders, following one of the area's redirects. */
function routeAt(routes: readonly AreaRoute[], pathname: string, redirects = 1): AreaRoute | undefined {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    if (!route.redirect) return route;
    if (redirects === 0) return undefined;
    const target = route.redirect.replace(/:(\w+)\??/g, (_, name: string) => match.params[name] ?? '');
    return routeAt(routes, target.replace(/\/+$/, '') || '/', redirects - 1);
  }
  return undefined;
}

/**
 * issue 25: starts what the page at `pathname` needs from its area, when the area's module loads:
 * its strings in the current language and its code (a `lazyPage`), side by side, rather than the
 * strings first (AreaApp waits for them) and the page's chunks in a wave after them. A failure is
 * left to the render, which tries again and shows it.
 */
export function preloadArea(
  area: { routes: readonly AreaRoute[]; locales?: Pick<Locales, 'load'> },
  pathname = typeof window === 'undefined' ? '' : window.location.pathname,
): void {
  area.locales?.load().catch(() => undefined);
  const Page = routeAt(area.routes, pathname)?.Page;
  if (Page && 'preload' in Page && typeof Page.preload === 'function') Page.preload().catch(() => undefined);
}

/** A redirect that keeps the query string (selectedCred, space…), filling `:params` from the match. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const params = useParams();
  const location = useLocation();
  const target = to.replace(/:(\w+)\??/g, (_, name: string) => params[name] ?? '').replace(/\/+$/, '') || '/';
  return <Navigate to={`${target}${location.search}`} replace />;
}

function Titled({ title, children }: { title?: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return <>{children}</>;
}

export interface AreaRoutesProps {
  routes: readonly AreaRoute[];
  /** Shown while a page's code loads. */
  fallback?: React.ReactNode;
  /** The workspace's plan features; pages with `feature` not in it render `locked`. */
  features?: FeatureSet;
  /** A locked page: the upgrade panel of its feature (LockedFeature) unless given. */
  locked?: React.ReactNode | ((feature: FeatureFlag) => React.ReactNode);
  /** Rendered for a path of this area that no route matches. */
  notFound?: React.ReactNode;
}

export function AreaRoutes({
  routes,
  fallback = null,
  features,
  locked = (feature: FeatureFlag) => <LockedFeature feature={feature} />,
  notFound = null,
}: AreaRoutesProps) {
  return (
    <Routes>
      {routes.map((route) => {
        let element: React.ReactNode = null;
        if (route.redirect) element = <RedirectKeepingQuery to={route.redirect} />;
        else if (route.Page) {
          const Page = route.Page;
          element =
            route.feature && features !== undefined && !hasFeature(features, route.feature) ? (
              typeof locked === 'function' ? (
                locked(route.feature)
              ) : (
                locked
              )
            ) : (
              <Titled title={route.title}>
                <Suspense fallback={fallback}>
                  <Page />
                </Suspense>
              </Titled>
            );
        }
        return <Route key={route.path} path={route.path} element={element} />;
      })}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
