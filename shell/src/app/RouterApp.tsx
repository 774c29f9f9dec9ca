import { Spinner } from '@outreach/design-system';
import { lazy, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { isOpenPath, OpenPages } from '../routes/open-pages';
import { RouterNavigation } from './router-navigation';
import { SessionErrors } from './SessionErrors';
import { loadSignedInPages } from './signed-in-load';
import { ShellPageTitle } from './ShellPageTitle';

// The load bootstrap.tsx started with the page (signed-in-load.ts), not an import of its own.
const SignedInApp = lazy(loadSignedInPages);

/** The open pages, or the signed-in app for every other path. */
function RoutedPages() {
  const { pathname } = useLocation();
  return isOpenPath(pathname) ? <OpenPages /> : <SignedInApp />;
}

/**
 * The shell under react-router (issue 25: loaded with the signed-in code, never by an open first
 * page): the signed-in app, and the open pages on react-router's navigation once it is here.
 */
export default function RouterApp() {
  return (
    <BrowserRouter>
      <RouterNavigation>
        <Suspense fallback={<Spinner />}>
          <RoutedPages />
        </Suspense>
        <SessionErrors />
        <ShellPageTitle />
      </RouterNavigation>
    </BrowserRouter>
  );
}
