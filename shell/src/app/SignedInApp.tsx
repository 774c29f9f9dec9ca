import { RedirectKeepingQuery, remoteForPath } from '@outreach/sdk';
import { createQueryClient } from '@outreach/sdk/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RequireSession } from './RequireSession';

const PreferencesPage = lazy(() => import('../pages/preferences/PreferencesPage'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage'));

/** Any path a remote owns renders that remote; anything else unmatched goes to /campaigns (spec §2). */
function Areas() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to="/campaigns" replace />;
  return <RemoteArea key={remote} name={remote} />;
}

export default function SignedInApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
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
    </QueryClientProvider>
  );
}
