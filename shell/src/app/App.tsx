import { NotificationHost, SnackbarHost, Spinner, ThemeRoot } from '@outreach/design-system';
import { useBrand, useSession } from '@outreach/sdk';
import { DesignSystemStringsFrom } from '@outreach/sdk/area-app';
import { lazy, Suspense, useEffect } from 'react';
import { withStrings } from '../i18n';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ResponsiveAuthLayout } from '../layouts/MobileAuthLayout';
import { authRoutes, publicRoutes } from '../routes/account-routes';
import { AuthPagesGuard } from './AuthPagesGuard';
import { applyFavicon } from './brand-runtime';
import { type AppConfig, ConfigContext } from './config';
import { SessionErrors } from './SessionErrors';
import { ShellPageTitle } from './ShellPageTitle';

// Everything behind sign-in (react-query, the route guard's data, layouts, the remote loader)
// loads after the sign-in page has rendered, to keep the first load small. Nothing imported
// here may import react-query (the auth and public pages are lazy and react-query-free).
let signedInApp: Promise<typeof import('./SignedInApp')> | undefined;
/** The signed-in code with its strings, loaded once: index.ts starts it with a signed-in page (issue 25). */
export const loadSignedInApp = () => {
  signedInApp ??= withStrings(() => import('./SignedInApp'))();
  return signedInApp;
};
const SignedInApp = lazy(loadSignedInApp);

export function App({ config }: { config: AppConfig }) {
  const theme = useSession((state) => state.theme);
  // issue 14 item 6: the host's brand on the sign-in pages, the workspace's once signed in (one object).
  const brand = useBrand() ?? config.brand;
  useEffect(() => applyFavicon(brand), [brand]);
  return (
    <ConfigContext.Provider value={config}>
      <ThemeRoot brand={brand} theme={theme}>
        <DesignSystemStringsFrom namespace="shell">
          <BrowserRouter>
            <Suspense fallback={<Spinner />}>
              <Routes>
                {/* The auth pages get the light check only: a token sends the visitor on to the full guard. */}
                <Route element={<AuthPagesGuard />}>
                  <Route path="/auth" element={<ResponsiveAuthLayout />}>
                    {authRoutes()}
                  </Route>
                </Route>
                {/* Legal pages, /error, /oauth, the invite page: open without sign-in. */}
                {publicRoutes()}
                <Route path="*" element={<SignedInApp />} />
              </Routes>
            </Suspense>
            <SessionErrors />
            <ShellPageTitle />
          </BrowserRouter>
          <SnackbarHost />
          <NotificationHost />
        </DesignSystemStringsFrom>
      </ThemeRoot>
    </ConfigContext.Provider>
  );
}
