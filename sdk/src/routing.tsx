import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { type FeatureFlag, type FeatureSet, hasFeature } from '@outreach/core/features';
import { useDocumentTitle } from './page-title';
import { LockedFeature } from './upgrade';

// issue 25: in a module of its own, without react-router, for the shell's open pages.
export { lazyPage } from './lazy-page';

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
