import { Spinner } from '@outreach/design-system';
import { lazyPage, RedirectKeepingQuery } from '@outreach/sdk';
import { withStrings } from '../i18n';
import { type ComponentType, Suspense } from 'react';
import { Route } from 'react-router';
import { ClearLayout } from '../layouts/ClearLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { credentialPaths } from '../pages/credentials/credential-paths';

const CredentialsAddPage = lazyPage(withStrings(() => import('../pages/credentials/AddCredentialPage')));
const FirstCredentialAddPage = lazyPage(
  withStrings(() =>
    import('../pages/credentials/AddCredentialPage').then((module) => ({
      default: module.FirstCredentialAddPage,
    })),
  ),
);
const SettingsPage = lazyPage(withStrings(() => import('../pages/settings/SettingsPage')));

function Lazy({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * The credential routes of spec platform §2, with their layouts: /credentials/add (credentials-add) and
 * /settings/* in the default layout, /credentials/add-first (first-credential-add) in the clear one.
 * Called as a function inside <Routes>, beside (not inside) the route that renders DefaultLayout:
 *
 *   <Route element={<RequireSession />}>
 *     {credentialRoutes()}
 *     <Route element={<DefaultLayout />}>…</Route>
 *   </Route>
 *
 * /settings/signatures and /settings/voicemails redirect to the templates pages (SettingsPage does too,
 * so they keep working whichever route matches).
 */
export function credentialRoutes() {
  return [
    <Route key="credential-routes-default" element={<DefaultLayout />}>
      <Route path={credentialPaths['credentials-add']} element={<Lazy page={CredentialsAddPage} />} />
      <Route path="/settings" element={<RedirectKeepingQuery to="/settings/account" />} />
      <Route path="/settings/signatures" element={<RedirectKeepingQuery to="/templates/signatures" />} />
      <Route path="/settings/voicemails" element={<RedirectKeepingQuery to="/templates/voicemails" />} />
      <Route path="/settings/:section" element={<Lazy page={SettingsPage} />} />
    </Route>,
    <Route key="credential-routes-clear" element={<ClearLayout />}>
      <Route
        path={credentialPaths['first-credential-add']}
        element={<Lazy page={FirstCredentialAddPage} />}
      />
    </Route>,
  ];
}
