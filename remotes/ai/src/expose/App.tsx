import { preloadArea } from '@outreach/sdk';
import { AreaApp, AreaPages } from '@outreach/sdk/area-app';
import { aiLocales } from '../i18n';
import { routes } from '../routes';

// issue 25: the current page's strings and code load side by side, as soon as the area loads.
preloadArea({ routes, locales: aiLocales });

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  return (
    <AreaApp remote="ai" buildId={__BUILD_ID__} locales={aiLocales}>
      <AreaPages namespace="ai" routes={routes} />
    </AreaApp>
  );
}
