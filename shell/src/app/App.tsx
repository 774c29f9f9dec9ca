import { NotificationHost, SnackbarHost, Spinner, ThemeRoot } from '@outreach/design-system';
import { createQueryClient, RedirectKeepingQuery, remoteForPath, useSession } from '@outreach/sdk';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { AuthLayout } from '../layouts/AuthLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RequireSession } from './RequireSession';
import { type AppConfig, ConfigContext } from './config';

const SignInPage = lazy(() => import('../pages/auth/SignInPage'));
const PreferencesPage = lazy(() => import('../pages/preferences/PreferencesPage'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage'));

/** Any path a remote owns renders that remote; anything else unmatched goes to /campaigns (spec §2). */
function Areas() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to="/campaigns" replace />;
  return <RemoteArea key={remote} name={remote} />;
}

export function App({ config }: { config: AppConfig }) {
  const [queryClient] = useState(createQueryClient);
  const theme = useSession((state) => state.theme);
  return (
    <ConfigContext.Provider value={config}>
      <ThemeRoot brand={config.brand} theme={theme}>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <Suspense fallback={<Spinner />}>
              <Routes>
                <Route path="/auth" element={<AuthLayout />}>
                  <Route index element={<Navigate to="/auth/sign-in" replace />} />
                  <Route path="sign-in" element={<SignInPage />} />
                  <Route path="*" element={<Navigate to="/auth/sign-in" replace />} />
                </Route>
                {/* outreach §2: the public video page, no navigation or header, no sign-in */}
                <Route path="/v/:videoId" element={<RemoteArea name="campaigns" />} />
                <Route element={<RequireSession />}>
                  <Route element={<DefaultLayout />}>
                    <Route path="/preferences" element={<RedirectKeepingQuery to="/preferences/user/basic" />} />
                    <Route path="/preferences/user/:section" element={<PreferencesPage />} />
                    <Route path="/settings" element={<RedirectKeepingQuery to="/settings/account" />} />
                    {/* outreach §2: signatures and voicemails settings moved to the templates pages */}
                    <Route
                      path="/settings/signatures"
                      element={<RedirectKeepingQuery to="/templates/signatures" />}
                    />
                    <Route
                      path="/settings/voicemails"
                      element={<RedirectKeepingQuery to="/templates/voicemails" />}
                    />
                    <Route path="/settings/:section" element={<SettingsPage />} />
                    <Route path="*" element={<Areas />} />
                  </Route>
                </Route>
              </Routes>
            </Suspense>
          </BrowserRouter>
          <SnackbarHost />
          <NotificationHost />
        </QueryClientProvider>
      </ThemeRoot>
    </ConfigContext.Provider>
  );
}
