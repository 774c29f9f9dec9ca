import { preloadArea, usePlanFeatures } from '@outreach/sdk';
import { AreaApp, AreaPages } from '@outreach/sdk/area-app';
import { dialerLocales } from '../i18n';
import { routes } from '../routes';

// issue 25: the current page's strings and code load side by side, as soon as the area loads.
preloadArea({ routes, locales: dialerLocales });

/** What the shell mounts for every path this remote owns (core/src/areas.ts). */
export default function App() {
  // The plan's features from the shell's context, not react-query (useFeatures): that would pull the
  // shared @tanstack/react-query into this area, and the shell's Retry after a failed chunk leaves
  // that shared module broken (e2e/remote-failure.e2e.ts, docs/decisions.md). Every page needs
  // `calling` (spec ai-telephony §6: otherwise an upgrade placeholder).
  const features = usePlanFeatures();
  return (
    <AreaApp remote="dialer" buildId={__BUILD_ID__} locales={dialerLocales}>
      <AreaPages namespace="dialer" routes={routes} features={features} />
    </AreaApp>
  );
}
