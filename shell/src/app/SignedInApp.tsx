import { PlanFeaturesProvider, setWorkspaceBrand } from '@outreach/sdk';
import { remoteForPath } from '@outreach/core/areas';
import { useFeatures, useLoadedAccount } from '@outreach/sdk/account';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RemoteArea } from '../federation/RemoteArea';
import { ClearLayout } from '../layouts/ClearLayout';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { EmptyLayout } from '../layouts/EmptyLayout';
import { ImpersonationBanner } from '../layouts/header/ImpersonationBanner';
import { preferencesRoutes, workspaceRoutes } from '../routes/signed-in-routes';
import { credentialRoutes } from '../routes/credential-routes';
import { GuardedRoutes } from './GuardedRoutes';
import { signedInQueryClient } from './signed-in-cache';
import { UpgradePrompt } from './UpgradePrompt';
import { loadSupportWidget } from './support-widget';

/** For bootstrap.tsx, which starts the page's first data with this load (signed-in-load.ts). */
export { prefetchFirstPageData } from './signed-in-cache';

/**
 * Any path a remote owns renders that remote; anything else unmatched goes to /campaigns (spec §2).
 * The plan's features go with it through context (sdk plan-features.tsx), for areas that gate
 * pages without react-query of their own (the dialer).
 */
function Areas() {
  const { pathname } = useLocation();
  const features = useFeatures().data;
  const remote = remoteForPath(pathname);
  if (!remote) return <Navigate to="/campaigns" replace />;
  return (
    <PlanFeaturesProvider value={features}>
      <RemoteArea key={remote} name={remote} />
    </PlanFeaturesProvider>
  );
}

/**
 * issue 14 item 6: signed-in pages follow the workspace's brand record (GET /space/info brand_config):
 * the page's brand becomes it (colours, logo, favicon, title, links), and its support widget loads
 * once. Leaving the signed-in pages (sign-out) returns the page to the host's brand.
 */
function WorkspaceBrand() {
  const brand = useLoadedAccount()?.brand_config ?? null;
  useEffect(() => {
    setWorkspaceBrand(brand);
    if (brand) loadSupportWidget(brand);
  }, [brand]);
  useEffect(() => () => setWorkspaceBrand(null), []);
  return null;
}

/** outreach §2: /v/:videoId, the public video page (no navigation or header, no sign-in). */
const isVideoPage = (pathname: string) => /^\/v\/[^/]+\/?$/.test(pathname);

export default function SignedInApp() {
  const [queryClient] = useState(signedInQueryClient);
  const { pathname } = useLocation();
  return (
    <QueryClientProvider client={queryClient}>
      {/* issue 23 item 11: on every signed-in page, whose workspace a platform admin is in. */}
      <ImpersonationBanner />
      {isVideoPage(pathname) ? (
        // The remote matches the whole path itself, so no route here may consume it (a
        // `/v/:videoId` route would leave the remote's own routes nothing to match).
        <EmptyLayout>
          <RemoteArea name="campaigns" />
        </EmptyLayout>
      ) : (
        <Routes>
          {/* The route guard of spec platform §4 runs for every page below. */}
          <Route element={<GuardedRoutes />}>
            {/* /credentials/add, /credentials/add-first and /settings/*, each with its own layout. */}
            {credentialRoutes()}
            {/* /space/* and /workspace/add: also for a user with no workspace yet, so no workspace data. */}
            <Route element={<ClearLayout />}>{workspaceRoutes()}</Route>
            <Route element={<DefaultLayout />}>
              {preferencesRoutes()}
              {/* The remotes' areas (core/src/areas.ts); other unmatched paths go to /campaigns. */}
              <Route path="*" element={<Areas />} />
            </Route>
          </Route>
        </Routes>
      )}
      <WorkspaceBrand />
      {/* A 402 of the API (locked feature, limit reached) or a locked page's Upgrade button. */}
      <UpgradePrompt />
    </QueryClientProvider>
  );
}
