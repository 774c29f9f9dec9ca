import { NotificationHost, SnackbarHost, Spinner, ThemeRoot } from '@outreach/design-system';
import { useSession } from '@outreach/sdk';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AuthLayout } from '../layouts/AuthLayout';
import { type AppConfig, ConfigContext } from './config';

const SignInPage = lazy(() => import('../pages/auth/SignInPage'));
// Everything behind sign-in (react-query, layouts, the remote loader) loads after the
// sign-in page has rendered, to keep the first load small.
const SignedInApp = lazy(() => import('./SignedInApp'));

export function App({ config }: { config: AppConfig }) {
  const theme = useSession((state) => state.theme);
  return (
    <ConfigContext.Provider value={config}>
      <ThemeRoot brand={config.brand} theme={theme}>
        <BrowserRouter>
          <Suspense fallback={<Spinner />}>
            <Routes>
              <Route path="/auth" element={<AuthLayout />}>
                <Route index element={<Navigate to="/auth/sign-in" replace />} />
                <Route path="sign-in" element={<SignInPage />} />
                <Route path="*" element={<Navigate to="/auth/sign-in" replace />} />
              </Route>
              <Route path="*" element={<SignedInApp />} />
            </Routes>
          </Suspense>
        </BrowserRouter>
        <SnackbarHost />
        <NotificationHost />
      </ThemeRoot>
    </ConfigContext.Provider>
  );
}
