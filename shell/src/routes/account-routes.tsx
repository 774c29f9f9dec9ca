import { Navigate, Route } from 'react-router';
import { authPages, publicPages } from './open-pages';

export { page } from './open-pages';

/**
 * The open pages (open-pages.tsx) as <Route> elements, for a react-router tree (tests mount them
 * beside signed-in-routes.tsx). Call them as functions inside <Routes> (react-router reads the
 * elements, it does not render them as components):
 *
 *   <Route path="/auth" element={<Outlet />}>{authRoutes()}</Route>
 *   {publicRoutes()}
 *   <Route element={<DefaultLayout />}>{signedInRoutes()}</Route>     (signed-in-routes.tsx)
 *
 * The shell itself renders the open pages with `OpenPages`, with or without react-router loaded.
 */

/** Children of the `/auth` layout route (spec platform §2 auth pages); /auth itself goes to sign-in. */
export function authRoutes() {
  return (
    <>
      <Route index element={<Navigate to="/auth/sign-in" replace />} />
      {Object.entries(authPages).map(([path, render]) => (
        <Route key={path} path={path} element={render()} />
      ))}
      <Route path="*" element={<Navigate to="/auth/sign-in" replace />} />
    </>
  );
}

/** Top-level pages that work without sign-in (spec platform §2, §4 public and legal pages). */
export function publicRoutes() {
  return (
    <>
      {Object.entries(publicPages).map(([path, render]) => (
        <Route key={path} path={path} element={render()} />
      ))}
    </>
  );
}
