import { preloadArea } from '@outreach/sdk';
import { AreaApp, AreaPages } from '@outreach/sdk/area-app';
import { billingLocales } from '../i18n';
import { routes } from '../routes';

// issue 25: the current page's strings and code load side by side, as soon as the area loads.
preloadArea({ routes, locales: billingLocales });

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  return (
    <AreaApp remote="billing" buildId={__BUILD_ID__} locales={billingLocales}>
      <AreaPages namespace="billing" routes={routes} />
    </AreaApp>
  );
}
