import { preloadArea } from '@outreach/sdk';
import { AreaApp, AreaPages } from '@outreach/sdk/area-app';
import { adminLocales } from '../i18n';
import { routes } from '../routes';

// issue 25: the current page's strings and code load side by side, as soon as the area loads.
preloadArea({ routes, locales: adminLocales });

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  return (
    <AreaApp remote="admin" buildId={__BUILD_ID__} locales={adminLocales}>
      <AreaPages namespace="admin" routes={routes} />
    </AreaApp>
  );
}
